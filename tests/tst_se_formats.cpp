// Speak Easy's JSON formats (SE8): every public scenario through the code `razzia-cli resolve`
// and `legal` run, the refusals of SE8.2, game records written, read and replayed (SE8.4), and
// damaged or tampered records refused with the ply and the field named (SE8.4a).
#include "tst_se_support.h"

#include "speakeasy/perft.h"
#include "speakeasy/session.h"
#include "speakeasyqio.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

using namespace speakeasy;
using namespace speakeasy::test;

namespace {

const QString kData = QStringLiteral(RAZZIA_TEST_DATA "/speakeasy");

QByteArray readData(const QString &name)
{
    QFile file(kData + QLatin1Char('/') + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(name));
    return file.readAll();
}

QJsonObject objectOf(const QByteArray &json)
{
    return QJsonDocument::fromJson(json).object();
}

// E1's scenario with one top-level field replaced (or removed when `value` is empty).
QByteArray e1With(const QString &key, const QByteArray &value)
{
    QJsonObject o = objectOf(readData(QStringLiteral("e01.json")));
    o.remove(QStringLiteral("expect"));
    QByteArray json = QJsonDocument(o).toJson(QJsonDocument::Compact);
    const QByteArray quoted = '"' + key.toUtf8() + "\":";
    const qsizetype at = json.indexOf(quoted);
    if (at >= 0) {
        // Replace the value up to the next top-level comma or brace.
        qsizetype end = at + quoted.size(), depth = 0;
        for (; end < json.size(); ++end) {
            const char c = json[end];
            if (c == '{' || c == '[')
                ++depth;
            else if (c == '}' || c == ']') {
                if (depth == 0)
                    break;
                --depth;
            } else if (c == ',' && depth == 0)
                break;
        }
        json.replace(at, end - at, value.isEmpty() ? QByteArray() : quoted + value);
        json.replace(",,", ",");
        json.replace("{,", "{");
        json.replace(",}", "}");
    }
    return json;
}

GameRecord playedRecord(uint64_t seed)
{
    Session::Setup setup;
    setup.seed = seed;
    setup.players = {PlayerInfo{"Karine", "human", ""}, PlayerInfo{"Bot", "ai", "random"}};
    setup.policies = {std::make_unique<RandomPolicy>(seatSeed(seed, 0)),
                      std::make_unique<RandomPolicy>(seatSeed(seed, 1))};
    Session session;
    session.start(std::move(setup));
    if (session.playOn().what != Session::Stop::Over)
        qFatal("a random game failed");
    return session.record();
}

} // namespace

class TestSeFormats : public QObject
{
    Q_OBJECT

private slots:
    void publicScenarios_data();
    void publicScenarios();
    void openingLegalAndPerft();
    void refusedScenarios_data();
    void refusedScenarios();
    void illegalMovesAreAnswers_data();
    void illegalMovesAreAnswers();
    void recordRoundTrip();
    void resignAndAgreementRecords();
    void refusedRecords_data();
    void refusedRecords();
    void viewHidesUnknownPieces();
};

void TestSeFormats::publicScenarios_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &name : QDir(kData).entryList({QStringLiteral("e*.json")}))
        QTest::newRow(qPrintable(QStringLiteral("SE8.6 ") + name)) << name;
}

void TestSeFormats::publicScenarios()
{
    QFETCH(QString, file);
    const QByteArray json = readData(file);
    const qio::Output out = qio::resolveScenario(file, json);
    QCOMPARE(out.error, QString());
    QCOMPARE(out.status, 0);
    QCOMPARE(objectOf(out.out), objectOf(json).value(QStringLiteral("expect")).toObject());
}

void TestSeFormats::openingLegalAndPerft()
{
    const QByteArray json = readData(QStringLiteral("opening.json"));
    const QJsonObject expect = objectOf(json).value(QStringLiteral("expect")).toObject();
    const qio::Output out = qio::legalMoves(QStringLiteral("opening.json"), json);
    QCOMPARE(out.status, 0);
    QCOMPARE(objectOf(out.out), expect.value(QStringLiteral("legal")).toObject());
    Position p;
    std::optional<Move> move;
    QString error;
    QVERIFY(qio::parseMoveScenario(json, false, p, move, error));
    QVERIFY(p == opening());
    const QJsonObject perfts = expect.value(QStringLiteral("perft")).toObject();
    for (auto it = perfts.begin(); it != perfts.end(); ++it)
        QCOMPARE(qint64(perft(p, it.key().toInt())), it.value().toInteger());
}

void TestSeFormats::refusedScenarios_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    const QByteArray e1 = e1With(QStringLiteral("title"), "\"E1\"");
    auto board = [&](const char *from, const char *to) {
        QByteArray b = e1;
        if (!b.contains(from))
            qFatal("no %s", from);
        return b.replace(from, to);
    };
    QTest::newRow("SE8.2 malformed JSON") << e1.left(e1.size() - 2) << "JSON:";
    QTest::newRow("SE8.4a duplicate key")
        << board("\"to_move\":0", "\"to_move\":0,\"to_move\":1") << "duplicate key \"to_move\"";
    QTest::newRow("SE8.2 wrong format")
        << board("speakeasy-move/1", "speakeasy-moves/1") << "format:";
    QTest::newRow("SE8.2 missing board") << e1With(QStringLiteral("board"), "") << "board:";
    QTest::newRow("SE8.2 move off the board") << board("a3-a9", "a3-a13") << "move:";
    QTest::newRow("SE8.2 move without a dash") << board("a3-a9", "a3a4") << "move:";
    QTest::newRow("SE8.2 missing move") << e1With(QStringLiteral("move"), "") << "move:";
    QTest::newRow("SE8.2 unknown square") << board("\"a9\"", "\"f9\"") << "board.f9:";
    QTest::newRow("SE8.2 unknown kind")
        << board("\"gunman\"", "\"queen\"") << "board.a9[1]: unknown kind";
    QTest::newRow("SE8.2 owner not 0 or 1")
        << board("[1,\"gunman\"]", "[2,\"gunman\"]") << "board.a9[0]:";
    QTest::newRow("SE8.2 SE1.1 too many of a kind")
        << board("[1,\"heir\"]", "[1,\"gunman\"],\"b9\":[1,\"gunman\"],\"b10\":[1,\"gunman\"]")
        << "more than 3 gunman";
    QTest::newRow("SE8.2 no Speakeasy")
        << board("\"d12\":[1,\"speakeasy\"]", "\"d12\":[1,\"car\"]") << "owner 1 has no Speakeasy";
    QTest::newRow("SE8.2 SE3.3 Speakeasy off its Bars")
        << board("\"d12\":[1,\"speakeasy\"]", "\"c12\":[1,\"speakeasy\"]") << "board.c12:";
    QTest::newRow("SE8.2 SE3.4 Babe off the back ranks")
        << board("\"c11\":[1,\"babe\"]", "\"c10\":[1,\"babe\"]") << "board.c10:";
    QTest::newRow("SE8.2 to_move not 0 or 1")
        << board("\"to_move\":0", "\"to_move\":2") << "to_move:";
    QTest::newRow("SE8.2 quiet_plies over 99")
        << board("\"quiet_plies\":0", "\"quiet_plies\":100") << "quiet_plies:";
    QTest::newRow("SE8.2 quiet_plies not an integer")
        << board("\"quiet_plies\":0", "\"quiet_plies\":1.5") << "quiet_plies:";
    QTest::newRow("SE8.2 SE6.2 side to move stuck")
        << QByteArray("{\"format\":\"speakeasy-move/1\",\"to_move\":1,\"quiet_plies\":0,"
                      "\"board\":{\"b1\":[0,\"speakeasy\"],\"a2\":[0,\"car\"],"
                      "\"d12\":[1,\"speakeasy\"],\"c11\":[1,\"babe\"]},\"move\":\"a2-a3\"}")
        << "to_move: seat 1 has no legal move";
}

void TestSeFormats::refusedScenarios()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    const qio::Output out = qio::resolveScenario(QStringLiteral("x.json"), json);
    QCOMPARE(out.status, 2);
    QVERIFY(out.out.isEmpty());
    QVERIFY2(out.error.startsWith(QStringLiteral("x.json: ")) && out.error.contains(error),
             qPrintable(out.error));
    QVERIFY(!out.error.contains(QLatin1Char('\n')));
}

void TestSeFormats::illegalMovesAreAnswers_data()
{
    QTest::addColumn<QString>("move");
    QTest::newRow("SE8.2 from an empty square") << "b2-b3";
    QTest::newRow("SE8.2 the opponent's piece") << "a9-a8";
    QTest::newRow("SE8.2 to its own square") << "a3-a3";
    QTest::newRow("SE8.2 no line between the squares") << "a3-e12";
}

void TestSeFormats::illegalMovesAreAnswers()
{
    QFETCH(QString, move);
    const QByteArray json = e1With(QStringLiteral("move"), '"' + move.toUtf8() + '"');
    const qio::Output out = qio::resolveScenario(QStringLiteral("x.json"), json);
    QCOMPARE(out.error, QString());
    QCOMPARE(out.status, 0);
    QCOMPARE(objectOf(out.out),
             objectOf("{\"format\":\"speakeasy-move-result/1\",\"legal\":false}"));
}

void TestSeFormats::recordRoundTrip()
{
    for (uint64_t seed : {3ull, 18446744073709551615ull}) {
        const GameRecord record = playedRecord(seed);
        const QByteArray json = qio::recordToJson(record);
        GameRecord back;
        std::optional<Game> game;
        QString error;
        QVERIFY2(qio::loadRecord(json, back, game, error), qPrintable(error));
        QVERIFY(back == record);
        QCOMPARE(qio::recordToJson(back), json);
        QVERIFY(game->over());
        QCOMPARE(game->end(), *record.end);
        QCOMPARE(game->moves(), record.moves);
    }
    // A game in progress: no end, finished false.
    GameRecord partial = playedRecord(4);
    partial.moves.resize(10);
    partial.finished = false;
    partial.end.reset();
    GameRecord back;
    std::optional<Game> game;
    QString error;
    QVERIFY2(qio::loadRecord(qio::recordToJson(partial), back, game, error), qPrintable(error));
    QVERIFY(back == partial);
    QVERIFY(!game->over());
}

void TestSeFormats::resignAndAgreementRecords()
{
    GameRecord r = playedRecord(5);
    r.moves.resize(20);
    r.end = End{Status::Won, 1, Reason::Resign}; // SE6.4: seat 0 resigns
    GameRecord back;
    std::optional<Game> game;
    QString error;
    QVERIFY2(qio::loadRecord(qio::recordToJson(r), back, game, error), qPrintable(error));
    QVERIFY(qio::recordToJson(r).contains("\"by\": 0"));
    QCOMPARE(game->end(), *r.end);
    r.end = End{Status::Drawn, -1, Reason::Agreement};
    QVERIFY2(qio::loadRecord(qio::recordToJson(r), back, game, error), qPrintable(error));
    QCOMPARE(game->end(), *r.end);
}

void TestSeFormats::refusedRecords_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    const GameRecord good = playedRecord(9);
    const QByteArray text = qio::recordToJson(good);
    const int last = int(good.moves.size());
    auto edit = [&](auto change) {
        GameRecord r = good;
        change(r);
        return qio::recordToJson(r);
    };
    QTest::newRow("SE8.4a damaged (cut short)") << text.left(text.size() / 2) << "JSON:";
    QTest::newRow("SE8.4a duplicate key")
        << QByteArray(text).replace("\"first\": ", "\"first\": 0, \"first\": ") << "duplicate key";
    QTest::newRow("SE8.4a NaN") << QByteArray(text)
                                       .replace("\"first\": 0", "\"first\": NaN")
                                       .replace("\"first\": 1", "\"first\": NaN")
                                << "JSON:";
    QTest::newRow("SE8.4a missing finished")
        << QByteArray(text).replace("\"finished\": true", "\"done\": true") << "finished:";
    QTest::newRow("SE8.4 seed not decimal")
        << QByteArray(text).replace("\"seed\": \"9\"", "\"seed\": 9") << "seed:";
    QTest::newRow("SE8.4 setup breaks SE3") << edit([](GameRecord &r) {
        std::swap(r.setups[1].at[sq("b12")], r.setups[1].at[sq("a10")]);
        std::swap(r.setups[1].at[sq("d12")], r.setups[1].at[sq("e10")]);
    }) << "setups[1].";
    QTest::newRow("SE8.4 unknown kind in a setup")
        << QByteArray(text).replace("\"speakeasy\"", "\"saloon\"") << "setups[0].";
    QTest::newRow("SE8.4 illegal move") << edit([](GameRecord &r) {
        r.moves[6] = Move{r.moves[6].from, r.moves[6].from};
    }) << "moves[6]: ply 7: ";
    QTest::newRow("SE8.4 move string off the board")
        << QByteArray(text).replace("\"moves\": [\"", "\"moves\": [\"z9-") << "moves[0]: ply 1";
    QTest::newRow("SE8.4 move after the end")
        << edit([&](GameRecord &r) { r.moves.push_back(r.moves[size_t(last - 2)]); })
        << QStringLiteral("moves[%1]: ply %2: ").arg(last).arg(last + 1);
    QTest::newRow("SE8.4 end that does not match") << edit([](GameRecord &r) {
        r.end = End{Status::Drawn, -1, Reason::QuietPlies};
    }) << "end: the record says drawn";
    QTest::newRow("SE8.4a unfinished record whose moves ended the game") << edit([](GameRecord &r) {
        r.finished = false;
        r.end.reset();
    }) << "finished: false";
    QTest::newRow("SE8.4a finished record whose moves did not end it")
        << edit([](GameRecord &r) { r.moves.resize(r.moves.size() - 1); }) << "end:";
    QTest::newRow("SE8.4a resignation by the winner")
        << QByteArray(edit([](GameRecord &r) {
               r.moves.resize(8);
               r.end = End{Status::Won, 1, Reason::Resign};
           })).replace("\"by\": 0", "\"by\": 1")
        << "end.by:";
    QTest::newRow("SE8.4a drawn with a winner")
        << QByteArray(edit([](GameRecord &r) {
               r.moves.resize(8);
               r.end = End{Status::Drawn, -1, Reason::Agreement};
           })).replace("\"status\": \"drawn\"", "\"status\": \"drawn\", \"winner\": 0")
        << "end.winner:";
}

void TestSeFormats::refusedRecords()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    GameRecord record;
    std::optional<Game> game;
    QString got;
    QVERIFY(!qio::loadRecord(json, record, game, got));
    QVERIFY2(got.startsWith(error) || got.contains(error), qPrintable(got));
    QVERIFY(!got.contains(QLatin1Char('\n')));
    QVERIFY(!game.has_value());
}

void TestSeFormats::viewHidesUnknownPieces()
{
    Game g(openingSouth(), mirrored(openingSouth()), 0);
    QVERIFY(g.play(mv("a6-a7")));
    const QJsonObject view = objectOf(qio::viewJson(g.view(0)));
    QCOMPARE(view.value(QStringLiteral("format")).toString(), QStringLiteral("speakeasy-view/1"));
    const QJsonObject board = view.value(QStringLiteral("board")).toObject();
    int unknown = 0;
    for (auto it = board.begin(); it != board.end(); ++it) {
        const QJsonArray piece = it.value().toArray();
        if (piece.at(0).toInt() == 1) {
            QCOMPARE(piece.at(1).toString(), QStringLiteral("unknown"));
            ++unknown;
        }
    }
    QCOMPARE(unknown, 24);
    QCOMPARE(view.value(QStringLiteral("confrontations"))
                 .toArray()
                 .at(0)
                 .toObject()
                 .value(QStringLiteral("ply")),
             QJsonValue(1));
}

QTEST_GUILESS_MAIN(TestSeFormats)
#include "tst_se_formats.moc"
