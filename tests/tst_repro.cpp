// Reproducibility (R5.8): a game is fixed by its seed and its players' decisions, and the three
// chance streams are independent, so a different card choice changes neither the bills dealt
// nor the dice rolled.
#include "razzia/record.h"
#include "testsupport.h"

#include <QtTest>

#include <set>

using namespace razzia;
using namespace razzia::test;

class TestRepro : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameGame_data();
    void sameSeedSameGame();
    void otherSeedOtherGame();
    void cardChoiceKeepsBillsAndDice_data();
    void cardChoiceKeepsBillsAndDice();
    void everyEventKindOccurs();
    void sinkDoesNotChangeTheGame();
    void playOutFollowsTheRules();
    void playOutFromAnyPoint();
};

namespace {

bool sameStream(const std::vector<Event> &a, const std::vector<Event> &b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (!sameEvent(a[i], b[i]))
            return false;
    }
    return true;
}

bool sameFinalState(const Game &a, const Game &b)
{
    if (a.players() != b.players() || a.round() != b.round() || a.over() != b.over() ||
        a.dealer() != b.dealer() || a.drawPileSize() != b.drawPileSize() ||
        a.discardSize() != b.discardSize())
        return false;
    for (int s = 0; s < a.players(); ++s) {
        if (a.money(s) != b.money(s) || a.hand(s).size != b.hand(s).size)
            return false;
        for (int i = 0; i < a.hand(s).size; ++i) {
            if (!(a.hand(s).cards[i] == b.hand(s).cards[i]))
                return false;
        }
    }
    for (int bar = 0; bar < kBarCount; ++bar) {
        if (!(a.barBills(Bar(bar)) == b.barBills(Bar(bar))))
            return false;
    }
    return true;
}

// A seat that plays like RandomPolicy, except in one round where it plays another card.
struct Deviation
{
    int seat = -1;
    int round = 0;
};

void playWith(Game &game, uint64_t seed, Deviation deviation = {})
{
    RandomSeats bots(seed, game.players());
    while (const uint8_t mask = game.toDecide()) {
        int seat = 0;
        while (!((mask >> seat) & 1))
            ++seat;
        Decision d = bots.seats[seat].decide(game.view(seat));
        if (seat == deviation.seat && game.round() == deviation.round &&
            game.phase() == Phase::Play) {
            const Hand &h = game.hand(seat);
            for (int i = 0; i < h.size; ++i) {
                if (!(h.cards[i] == d.card)) {
                    d.card = h.cards[i];
                    break;
                }
            }
        }
        QCOMPARE(game.decide(seat, d), Refusal::None);
    }
}

QList<int> valuesOf(const std::vector<Event> &events, EventKind kind)
{
    QList<int> values;
    for (const Event &e : events) {
        if (e.kind == kind)
            values.push_back(e.value);
    }
    return values;
}

} // namespace

void TestRepro::sameSeedSameGame_data()
{
    QTest::addColumn<int>("players");
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n)
        QTest::addRow("R5.8 %d players", n) << n;
}

void TestRepro::sameSeedSameGame()
{
    QFETCH(int, players);
    for (uint64_t seed : {uint64_t(0), uint64_t(7), ~uint64_t(0) - 12}) {
        EventLog logA, logB;
        Game a(Game::Setup{players, 1, seed, false}, &logA);
        Game b(Game::Setup{players, 1, seed, false}, &logB);
        playWith(a, seed);
        playWith(b, seed);
        QVERIFY(a.over());
        QVERIFY(sameStream(logA.events, logB.events));
        QVERIFY(sameFinalState(a, b));
        QCOMPARE(a.seed(), seed);
    }
}

void TestRepro::otherSeedOtherGame()
{
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        EventLog logA, logB;
        Game a(Game::Setup{players, 0, 1, false}, &logA);
        Game b(Game::Setup{players, 0, 2, false}, &logB);
        // The same decisions where they fit: both games use the policies of seed 1.
        playWith(a, 1);
        playWith(b, 1);
        QVERIFY(!sameStream(logA.events, logB.events));
        // Not only the decisions: the first deal and the first bills differ.
        QVERIFY(valuesOf(logA.events, EventKind::BillPlaced) !=
                valuesOf(logB.events, EventKind::BillPlaced));
    }
}

void TestRepro::cardChoiceKeepsBillsAndDice_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("seat");
    QTest::addColumn<int>("round");
    QTest::newRow("R5.8 3 players, seat 2 in round 1") << 3 << 2 << 1;
    QTest::newRow("R5.8 4 players, seat 0 in round 3") << 4 << 0 << 3;
    QTest::newRow("R5.8 6 players, seat 5 in round 2") << 6 << 5 << 2;
    QTest::newRow("R5.8 8 players, seat 3 in round 5") << 8 << 3 << 5;
}

// One seat plays another card in one round: the game changes from there on (other winners,
// other duels), but the bills come out of the supply in the same order and the k-th roll of
// the die is the same in both games.
void TestRepro::cardChoiceKeepsBillsAndDice()
{
    QFETCH(int, players);
    QFETCH(int, seat);
    QFETCH(int, round);
    int compared = 0;
    for (uint64_t seed = 100; seed < 200; ++seed) {
        EventLog logA, logB;
        Game a(Game::Setup{players, 0, seed, false}, &logA);
        Game b(Game::Setup{players, 0, seed, false}, &logB);
        playWith(a, seed);
        playWith(b, seed, {seat, round});
        QVERIFY(a.over() && b.over());
        QVERIFY(!sameStream(logA.events, logB.events));

        QCOMPARE(valuesOf(logA.events, EventKind::BillPlaced),
                 valuesOf(logB.events, EventKind::BillPlaced));
        const QList<int> diceA = valuesOf(logA.events, EventKind::DieRolled);
        const QList<int> diceB = valuesOf(logB.events, EventKind::DieRolled);
        const qsizetype common = std::min(diceA.size(), diceB.size());
        QCOMPARE(diceA.first(common), diceB.first(common));
        compared += int(common);
    }
    QVERIFY2(compared > 100, "too few rolls in common to say anything");
}

void TestRepro::everyEventKindOccurs()
{
    std::set<EventKind> kinds;
    std::set<BarOutcome> outcomes;
    bool tieDuel = false;
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        for (uint64_t seed = 1; seed <= 20; ++seed) {
            EventLog log;
            Game game(Game::Setup{players, 0, seed, false}, &log);
            playWith(game, seed);
            for (const Event &e : log.events) {
                kinds.insert(e.kind);
                if (e.kind == EventKind::BarResolved)
                    outcomes.insert(e.outcome);
                tieDuel |= e.kind == EventKind::DuelWon && e.flag;
            }
        }
    }
    for (int k = 0; k <= int(EventKind::GameOver); ++k)
        QVERIFY2(kinds.count(EventKind(k)), nameOf(EventKind(k)));
    for (int o = 0; o <= int(BarOutcome::Shared); ++o)
        QVERIFY2(outcomes.count(BarOutcome(o)), nameOf(BarOutcome(o)));
    QVERIFY(tieDuel);
}

// The engine resolves bars on a quicker path when no sink watches; both must be the same game,
// decision by decision.
void TestRepro::sinkDoesNotChangeTheGame()
{
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        for (uint64_t seed = 1; seed <= 50; ++seed) {
            EventLog log;
            Game watched(Game::Setup{players, 2, seed, false}, &log);
            Game quiet(Game::Setup{players, 2, seed, false});
            RandomSeats botsA(seed, players), botsB(seed, players);
            for (;;) {
                QVERIFY2(sameFinalState(watched, quiet),
                         qPrintable(QStringLiteral("%1 players, seed %2, round %3")
                                        .arg(players)
                                        .arg(seed)
                                        .arg(watched.round())));
                QCOMPARE(watched.phase(), quiet.phase());
                QCOMPARE(watched.toDecide(), quiet.toDecide());
                const bool a = stepOnce(watched, botsA);
                const bool b = stepOnce(quiet, botsB);
                QCOMPARE(a, b);
                if (!a)
                    break;
            }
            QVERIFY(watched.over());
        }
    }
}

QTEST_GUILESS_MAIN(TestRepro)
// Game::playOut takes RandomPolicy's decisions in place: watched (through decide(), with every
// event) or not, it plays the same game, and the record of that game passes the independent
// replay checks of every rule.
void TestRepro::playOutFollowsTheRules()
{
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        for (uint64_t seed = 1; seed <= 40; ++seed) {
            const int first = int(seed % uint64_t(players));
            GameRecorder recorder(
                seed, first,
                std::vector<SeatInfo>(size_t(players), SeatInfo{"bot", "ai", "random"}));
            Game watched(Game::Setup{players, first, seed, false}, &recorder);
            Game quiet(Game::Setup{players, first, seed, false});
            Rng a(seed * 7 + 1), b(seed * 7 + 1);
            watched.playOut(a);
            quiet.playOut(b);
            const QString where = QStringLiteral("%1 players, seed %2").arg(players).arg(seed);
            QVERIFY2(quiet.over() && watched.over(), qPrintable(where));
            QVERIFY2(sameFinalState(watched, quiet), qPrintable(where));
            QVERIFY2(a == b, qPrintable(where)); // the same random numbers, in the same order
            QCOMPARE(int(recorder.record().rounds.size()), quiet.variant().rounds);
            Game replayed;
            std::string error;
            QVERIFY2(replayRecord(recorder.record(), replayed, error),
                     qPrintable(where + QStringLiteral(": ") + QString::fromStdString(error)));
            for (int s = 0; s < players; ++s)
                QCOMPARE(replayed.money(s), quiet.money(s));
            for (int bar = 0; bar < kBarCount; ++bar)
                QCOMPARE(replayed.barBills(Bar(bar)), quiet.barBills(Bar(bar)));
        }
    }
}

// From the middle of a game too; and a game waiting for a chance outcome is left waiting.
void TestRepro::playOutFromAnyPoint()
{
    for (uint64_t seed = 1; seed <= 30; ++seed) {
        Game game(Game::Setup{5, 0, seed, false});
        RandomSeats bots(seed, 5);
        for (int step = 0; step < int(seed) * 7 && stepOnce(game, bots); ++step) {
        }
        Rng rng(seed);
        game.playOut(rng);
        QVERIFY(game.over());
        QCOMPARE(game.round(), 12);
    }
    Game waiting(Game::Setup{4, 0, 1, true});
    QCOMPARE(waiting.pendingChance().kind, ChanceKind::DrawCard);
    Rng rng(1);
    waiting.playOut(rng);
    QCOMPARE(waiting.pendingChance().kind, ChanceKind::DrawCard);
    QCOMPARE(waiting.round(), 1);
}

#include "tst_repro.moc"
