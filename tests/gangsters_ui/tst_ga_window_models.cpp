// The side panel's models (issue 28) on a whole game played headless: the gangs (money, income
// per turn, shops toward a district, characters, records) and the log with its filters, checked
// with QAbstractItemModelTester; and the words of actions, from the engine's terms.
#include "gawindowsupport.h"

#include "gangmodel.h"
#include "gangsterslog.h"
#include "gangstersnames.h"

#include "gangsters/terms.h"

#include <QAbstractItemModelTester>

using namespace gangsters;
using namespace gangsters::ui;

namespace {

class Keep final : public EventSink
{
public:
    explicit Keep(const Session &s) : m_s(s) {}
    void onEvent(const Event &e) override { events.push_back({e, m_s.state()}); }
    std::vector<std::pair<Event, State>> events;

private:
    const Session &m_s;
};

} // namespace

class TestGaWindowModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gangsShowMoneyIncomeAndDistricts_GA6_GA11()
    {
        Session session;
        session.start(test::aiSetup(11, {"normal", "easy", "normal", "random"}));
        QCOMPARE(session.playOn().what, Session::Stop::Over);
        const State &s = session.state();
        GangModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        Names names({"Ann", "Bob", "Cy", "Di"});
        model.setGame(names, s, 60);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(GangModel::ColumnCount));
        for (int g = 0; g < 4; ++g) {
            QCOMPARE(model.index(g, GangModel::MoneyColumn).data().toString(),
                     QString::number(s.gang[size_t(g)].money));
            QCOMPARE(model.index(g, GangModel::IncomeColumn).data().toString(),
                     QStringLiteral("+%1").arg(incomeOf(s, g)));
            const auto [district, shops] = GangModel::bestDistrict(s, g);
            QCOMPARE(model.index(g, 0).data(GangModel::ShopsRole).toInt(), shops);
            QVERIFY(shops <= int(city().districtShops(std::max(district, 1)).size()));
            QVERIFY(model.index(g, 0).data().toString().startsWith(names.seat(g)));
            for (int r = 0; r < kRoles; ++r)
                QCOMPARE(
                    model.index(g, GangModel::KillerColumn + r).data(GangModel::YearsRole).toInt(),
                    recordYears(s.gang[size_t(g)].chars[size_t(r)]));
        }
        // GA11.1: a district won shows whole.
        if (s.over.reason == OverReason::District) {
            const int w = std::countr_zero(unsigned(s.over.winners));
            QCOMPARE(model.index(w, 0).data(GangModel::DistrictRole).toInt(), int(s.over.district));
            QCOMPARE(model.index(w, 0).data(GangModel::ShopsRole).toInt(),
                     model.index(w, 0).data(GangModel::DistrictSizeRole).toInt());
        }
    }

    void logTellsEveryGameInSentencesAndFilters_GA12()
    {
        Session session;
        Keep keep(session);
        session.addSink(&keep);
        session.start(test::aiSetup(5, {"normal", "normal", "random"}));
        QCOMPARE(session.playOn().what, Session::Stop::Over);
        LogModel log;
        QAbstractItemModelTester tester(&log,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        log.setNames(Names({"Ann", "Bob", "Cy"}));
        for (const auto &[e, s] : keep.events)
            log.add(e, s);
        QVERIFY(log.rowCount() > 100);
        int police = 0, turns = 0;
        for (int i = 0; i < log.rowCount(); ++i) {
            const QString line = log.index(i).data().toString();
            QVERIFY2(!line.isEmpty() && (line[0].isUpper() || line[0].isDigit()), qPrintable(line));
            QVERIFY2(!line.contains(QLatin1Char('%')), qPrintable(line));
            police += log.index(i).data(LogModel::PoliceRole).toBool();
            turns += log.index(i).data(LogModel::TurnRole).toBool();
        }
        QVERIFY(police > 0);
        QCOMPARE(turns, int(std::count_if(keep.events.begin(), keep.events.end(), [](auto &p) {
                     return p.first.kind == EventKind::Turn;
                 })));
        LogFilter filter;
        QAbstractItemModelTester tester2(&filter,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setSourceModel(&log);
        QCOMPARE(filter.rowCount(), log.rowCount());
        filter.setShow(LogFilter::Show::Police);
        QCOMPARE(filter.rowCount(), police + turns);
        filter.setShow(LogFilter::Show::MyGang);
        filter.setMySeat(1);
        QVERIFY(filter.rowCount() < log.rowCount());
        for (int i = 0; i < filter.rowCount(); ++i) {
            const QModelIndex index = filter.index(i, 0);
            QVERIFY(index.data(LogModel::TurnRole).toBool() ||
                    (index.data(LogModel::SeatsRole).toUInt() & 2u));
        }
    }

    void actionsSayWhatTheyGainAndRisk_GA6()
    {
        // A street square after the harmless rounds: mugging and its year.
        State s = State::initial(2, 0);
        s.round = 5;
        const CharRef dealer{0, Role::Dealer};
        s.at(dealer).at = city().find("A1.2");
        Names names({"Ann", "Bob"});
        Choice racket;
        racket.action = ActionKind::Racket;
        // Without a translator the plural reads "year(s)"; the window loads English's.
        const QString r = names.action(s, dealer, racket);
        QVERIFY2(r.startsWith(QStringLiteral("Racket: +%1 a turn · %2 year")
                                  .arg(city().constants().racketIncome)
                                  .arg(yearsFor(Offence::Racket))),
                 qPrintable(r));
        QVERIFY(r.endsWith(QStringLiteral(" if seen")));
        Choice mug;
        mug.action = ActionKind::Mug;
        QVERIFY(names.action(s, dealer, mug)
                    .startsWith(QStringLiteral("Mug: +%1 · %2 year")
                                    .arg(city().constants().mugging)
                                    .arg(yearsFor(Offence::Mugging))));
        Choice nothing;
        QCOMPARE(names.action(s, dealer, nothing), QStringLiteral("Nothing"));
        // A hold-up names its takings and its odds against the managers.
        s.at(dealer).at = city().shopLoc(0);
        Choice holdup;
        holdup.action = ActionKind::Holdup;
        const Terms t = termsOf(s, dealer, holdup);
        QVERIFY(t.duel && t.odds > 0 && t.odds < 1);
        QCOMPARE(t.money, int(city().shop(0).holdup));
        // One colon, after the action's name: "Hold up: +50 · 27% to win the duel against…".
        const QString text = names.action(s, dealer, holdup);
        QVERIFY2(text.contains(QStringLiteral("% to win the duel against ")), qPrintable(text));
        QCOMPARE(text.count(QLatin1Char(':')), 1);
    }
};

QTEST_MAIN(TestGaWindowModels)
#include "tst_ga_window_models.moc"
