// Gangsters' public cases (GA14.8): every turn example, move count and legal query through the
// code razzia-cli resolve, count and legal run; the generator's test vector (GA13.3).
#include "tst_ga_support.h"

#include "gangsters/game.h"

#include <QDir>

using namespace gangsters;
using namespace gangsters::test;

class TestGangstersScenarios : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void generatorTestVector_GA13_3()
    {
        Generator zero(0);
        QCOMPARE(zero.next(), uint64_t(0xE220A8397B1DCDAFull));
        Generator g(12345);
        QCOMPARE(g.below(4), 0);
        const int expected[] = {4, 4, 1, 4, 5, 3, 3, 2, 2, 6};
        for (int d : expected)
            QCOMPARE(g.die(), d);
        QCOMPARE(firstPlayer(12345, 4), 0);
    }

    void publicFiles_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files =
            QDir(kData).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        int n = 0;
        for (const QString &f : files) {
            if (f == QLatin1String("gangsters-city.json"))
                continue;
            QTest::newRow(qPrintable(f)) << f;
            ++n;
        }
        QVERIFY2(n == 23, "the 23 public files of GA14.8 are in tests/data/gangsters");
    }

    void publicFiles()
    {
        QFETCH(QString, file);
        const io::Json doc = readData(file);
        QVERIFY(doc.is_object());
        const std::string format = formatOf(doc);
        const io::Json &expect = doc.at("expect");
        io::Json got;
        QVERIFY(refusalOf([&] {
                    if (format == "gangsters-turn/1")
                        got = io::Json::parse(resolveTurn(doc).dump());
                    else if (format == "gangsters-legal/1")
                        got = io::Json::parse(legalQuery(doc).dump());
                    else
                        got = io::Json::parse(countMoves(doc).dump());
                }).empty());
        if (format == "gangsters-turn/1") {
            QCOMPARE(got.at("dice_used"), expect.at("dice_used"));
            QVERIFY2(got.at("state") == expect.at("state"), got.at("state").dump().c_str());
            // Events are not normative (GA14.3), but ours match the examples' types in order.
            std::vector<std::string> ours, theirs;
            for (const auto &e : got.at("events"))
                ours.push_back(e.at("type"));
            for (const auto &e : expect.at("events"))
                theirs.push_back(e.at("type"));
            QVERIFY2(ours == theirs, got.at("events").dump().c_str());
        } else if (format == "gangsters-legal/1") {
            QCOMPARE(got.at("seat"), expect.at("seat"));
            QCOMPARE(got.at("type"), expect.at("type"));
            QCOMPARE(got.at("options").size(), expect.at("options").size());
            for (const auto &o : expect.at("options")) // options compare as a set (GA14.4)
                QVERIFY2(std::find(got.at("options").begin(), got.at("options").end(), o) !=
                             got.at("options").end(),
                         o.dump().c_str());
        } else {
            QCOMPARE(got.at("moves"), expect.at("moves"));
            QCOMPARE(got.at("paths"), expect.at("paths"));
        }
    }

    // GA2.12: the embedded city is the one check_city.py checks.
    void cityFromData_GA2()
    {
        const City &c = city();
        QCOMPARE(c.streets(), 84);
        QCOMPARE(c.shops(), 36);
        QCOMPARE(c.districts(), 5);
        int links = 0, sewers = 0;
        for (int i = 0; i < c.stepCount(); ++i) {
            links += c.step(i).kind == StepKind::Street;
            sewers += c.step(i).kind == StepKind::Sewer;
        }
        QCOMPARE(links, 2 * 96);
        QCOMPARE(sewers, 2 * 10);
        QCOMPARE(int(c.districtShops(1).size()), 8);
        int manholes = 0;
        for (int q = 0; q < c.streets(); ++q)
            manholes += c.manhole(Loc(q));
        QCOMPARE(manholes, 5);
        QCOMPARE(c.constants().roundLimit, 60);
    }
};

QTEST_APPLESS_MAIN(TestGangstersScenarios)
#include "tst_ga_scenarios.moc"
