// razzia::Session, the one way the window and razzia-cli run a game: its seeding scheme (R2.3,
// R5.8), seats answered from outside, the record it keeps (R7.3) and resuming from it.
#include "razzia/ai/levels.h"
#include "razzia/session.h"
#include "testsupport.h"

#include <QtTest>

#include <bit>
#include <memory>

using namespace razzia;

namespace {

std::vector<SeatInfo> aiSeats(const QStringList &levels)
{
    std::vector<SeatInfo> seats;
    for (const QString &level : levels)
        seats.push_back(
            SeatInfo{"seat " + std::to_string(seats.size() + 1), "ai", level.toStdString()});
    return seats;
}

Session::Setup setupFor(uint64_t seed, const QStringList &levels)
{
    return Session::Setup{seed, -1, aiSeats(levels), true};
}

// Empty when both records hold the same game, else the first difference.
QString recordDifference(const GameRecord &a, const GameRecord &b)
{
    if (a.seed != b.seed || a.firstDealer != b.firstDealer || a.finished != b.finished)
        return QStringLiteral("seed, first dealer or end");
    if (a.rounds.size() != b.rounds.size())
        return QStringLiteral("rounds: %1 and %2").arg(a.rounds.size()).arg(b.rounds.size());
    for (size_t r = 0; r < a.rounds.size(); ++r) {
        const RecordRound &x = a.rounds[r];
        const RecordRound &y = b.rounds[r];
        bool same = x.dealer == y.dealer && x.hands == y.hands && x.plays == y.plays &&
                    x.moneyAfter == y.moneyAfter && x.bills.size() == y.bills.size() &&
                    x.negotiations.size() == y.negotiations.size();
        for (size_t i = 0; same && i < x.bills.size(); ++i)
            same = x.bills[i].value == y.bills[i].value && x.bills[i].bar == y.bills[i].bar &&
                   x.bills[i].chosen == y.bills[i].chosen;
        for (size_t i = 0; same && i < x.negotiations.size(); ++i) {
            const RecordNegotiation &m = x.negotiations[i];
            const RecordNegotiation &n = y.negotiations[i];
            same = m.bar == n.bar && m.proposal == n.proposal && m.answers == n.answers &&
                   m.dice == n.dice;
        }
        if (!same)
            return QStringLiteral("rounds[%1]").arg(r);
    }
    return {};
}

bool sameDecision(const Decision &a, const Decision &b)
{
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case DecisionKind::PlaceBill:
        return a.bar == b.bar;
    case DecisionKind::PlayCard:
        return a.card == b.card;
    case DecisionKind::Propose:
        return a.proposal == b.proposal;
    case DecisionKind::Answer:
        return a.accept == b.accept;
    }
    return false;
}

// The scheme as session.h writes it down, built here without the session: the game every
// front end must play for this seed and these seats.
GameRecord playByTheScheme(uint64_t seed, const QStringList &levels)
{
    const int players = int(levels.size());
    const std::vector<SeatInfo> seats = aiSeats(levels);
    Rng dealerRng(streamSeed(seed, Stream::Policy, kMaxPlayers));
    const int firstDealer = int(dealerRng.below(uint32_t(players)));
    std::array<std::unique_ptr<Policy>, kMaxPlayers> policies;
    SeatObservers observers;
    for (int s = 0; s < players; ++s) {
        policies[s] = ai::makePolicy(seats[s].level, streamSeed(seed, Stream::Policy, s));
        observers.seat(s, policies[s].get());
    }
    GameRecorder recorder(seed, firstDealer, seats);
    struct Both final : EventSink
    {
        EventSink *a, *b;
        void onEvent(const Event &e) override
        {
            a->onEvent(e);
            b->onEvent(e);
        }
    } both;
    both.a = &recorder;
    both.b = &observers;
    Game game(Game::Setup{players, firstDealer, seed, false}, &both);
    while (const uint8_t toDecide = game.toDecide()) {
        const int seat = std::countr_zero(toDecide);
        if (game.decide(seat, policies[seat]->decide(game.view(seat))) != Refusal::None)
            qFatal("a %s seat's decision was refused", seats[seat].level.c_str());
    }
    return recorder.record();
}

} // namespace

class TestSession : public QObject
{
    Q_OBJECT

private slots:
    void seedingScheme_data();
    void seedingScheme();
    void firstDealerCoversEverySeat();
    void sameSeedSameGame();
    void outsideSeatsAnswerThroughDecide();
    void aiTurnDecidesAsAsk();
    void saveHoldsTheRoundInProgress();
    void resumeGoesOn();
    void resumeOfAnOldSaveReplaysFromItsSeed();
    void resumeRefusesAWrongRecord();
};

void TestSession::seedingScheme_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QStringList>("levels");
    QTest::newRow("R2.3 R5.8 3 players") << quint64(1) << QStringList{"random", "easy", "normal"};
    QTest::newRow("R2.3 R5.8 4 players")
        << quint64(42) << QStringList{"normal", "random", "easy", "random"};
    QTest::newRow("R2.3 R5.8 5 players, hard")
        << quint64(7) << QStringList{"easy", "hard", "random", "normal", "easy"};
    QTest::newRow("R2.3 R5.8 8 players")
        << quint64(0xfeedface)
        << QStringList{"random", "easy", "random", "normal", "easy", "random", "easy", "normal"};
}

// R5.8: a seed and the seats' levels are the whole game, dealt and played as session.h says.
void TestSession::seedingScheme()
{
    QFETCH(quint64, seed);
    QFETCH(QStringList, levels);
    Session session;
    session.start(setupFor(seed, levels));
    QCOMPARE(session.game().firstDealer(), firstDealerFor(seed, int(levels.size())));
    QCOMPARE(session.playOn().what, Session::Stop::Over);
    const GameRecord played = session.fullRecord();
    QVERIFY(played.finished);
    QCOMPARE(played.seed, seed);
    const QString difference = recordDifference(played, playByTheScheme(seed, levels));
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    // And the record is the game its seed deals (R5.8).
    Game replayed;
    std::string mismatch;
    QVERIFY2(replayFromSeed(played, replayed, mismatch), mismatch.c_str());
}

// R2.3: the first dealer is random; over many seeds every seat deals first.
void TestSession::firstDealerCoversEverySeat()
{
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        std::array<int, kMaxPlayers> count{};
        for (uint64_t seed = 0; seed < 200; ++seed)
            ++count[size_t(firstDealerFor(seed, players))];
        for (int s = 0; s < players; ++s)
            QVERIFY2(count[size_t(s)] > 0, qPrintable(QStringLiteral("%1 players").arg(players)));
    }
}

void TestSession::sameSeedSameGame()
{
    const QStringList levels{"normal", "easy", "random", "easy"};
    Session a, b, c;
    a.start(setupFor(99, levels));
    b.start(setupFor(99, levels));
    c.start(setupFor(100, levels));
    for (Session *s : {&a, &b, &c})
        QCOMPARE(s->playOn().what, Session::Stop::Over);
    QCOMPARE(recordDifference(a.fullRecord(), b.fullRecord()), QString());
    QVERIFY(!recordDifference(a.fullRecord(), c.fullRecord()).isEmpty());
}

// A person's seat is answered from outside: the AI seats play up to it and wait.
void TestSession::outsideSeatsAnswerThroughDecide()
{
    Session::Setup setup = setupFor(5, {"random", "random", "random"});
    setup.seats[1] = SeatInfo{"Léa", "human", {}};
    Session session;
    session.start(setup);
    QVERIFY(session.isAi(0));
    QVERIFY(!session.isAi(1));
    int outside = 0;
    RandomPolicy person(3); // what a person at the window could answer, from the seat's view
    for (;;) {
        const Session::Stop stop = session.playOn();
        if (stop.what == Session::Stop::Over)
            break;
        QCOMPARE(stop.what, Session::Stop::Outside);
        QCOMPARE(stop.seat, 1);
        ++outside;
        // A decision the engine refuses changes nothing (R3.5: not a card of the hand).
        if (session.game().phase() == Phase::Play) {
            QVERIFY(session.decide(1, Decision::playCard(Card(), 0)) != Refusal::None);
            QVERIFY((session.game().toDecide() >> 1) & 1);
        }
        QCOMPARE(session.decide(1, person.decide(session.game().view(1))), Refusal::None);
    }
    QVERIFY(outside >= 12); // a card a round at least
    QCOMPARE(session.fullRecord().players[1].kind, std::string("human"));
}

// The window's search away from the session decides what the session itself would.
void TestSession::aiTurnDecidesAsAsk()
{
    const QStringList levels{"normal", "hard", "easy"};
    Session a, b;
    a.start(setupFor(12, levels));
    b.start(setupFor(12, levels));
    for (int decisions = 0; decisions < 40 && !a.game().over(); ++decisions) {
        const int seat = std::countr_zero(a.game().toDecide());
        AiTurn turn = a.aiTurn(seat);
        const Decision viaTurn = turn.decide();
        const Decision viaAsk = b.ask(seat);
        QVERIFY(sameDecision(viaTurn, viaAsk));
        QCOMPARE(a.decide(seat, viaTurn), Refusal::None);
        QCOMPARE(b.decide(seat, viaAsk), Refusal::None);
    }
}

// Issue 29: a save of a game in progress holds what puts the same table back: its seed and the
// decisions of the round in progress, which the window seals (docs/saves.md); the decision that
// ends a round is in that round's record, not in the next one's. A finished game's record has
// no round in progress.
void TestSession::saveHoldsTheRoundInProgress()
{
    Session session;
    session.start(setupFor(77, {"random", "random", "random", "random"}));
    QCOMPARE(session.saveRecord().seed, uint64_t(77));
    QVERIFY(!session.saveRecord().continuation.has_value());
    const auto step = [&] {
        const int seat = std::countr_zero(session.game().toDecide());
        QCOMPARE(session.decide(seat, session.ask(seat)), Refusal::None);
    };
    step();
    QCOMPARE(session.saveRecord().inProgress.size(), size_t(1));
    QVERIFY(session.fullRecord().inProgress.empty());
    while (session.fullRecord().rounds.empty())
        step();
    QVERIFY(session.saveRecord().inProgress.empty());
    QCOMPARE(session.playOn().what, Session::Stop::Over);
    const GameRecord finished = session.saveRecord();
    QCOMPARE(finished.seed, uint64_t(77));
    QVERIFY(finished.inProgress.empty());
    QVERIFY(finished.reseeds.empty());
}

// A save resumes: the rounds played come back through the sinks and the game goes on.
void TestSession::resumeGoesOn()
{
    const QStringList levels{"easy", "normal", "random", "easy", "random"};
    Session original;
    original.start(setupFor(31, levels));
    while (original.fullRecord().rounds.size() < 4)
        original.decide(std::countr_zero(original.game().toDecide()),
                        original.ask(std::countr_zero(original.game().toDecide())));
    const GameRecord save = original.saveRecord();

    struct Count final : EventSink
    {
        int roundsOver = 0;
        void onEvent(const Event &e) override { roundsOver += e.kind == EventKind::RoundOver; }
    } count;
    Session resumed;
    resumed.addSink(&count);
    std::string error;
    QVERIFY2(resumed.resume(save, error), error.c_str());
    QCOMPARE(count.roundsOver, 4);
    QCOMPARE(resumed.seats().size(), size_t(5));
    for (int s = 0; s < 5; ++s)
        QCOMPARE(resumed.game().money(s), original.game().money(s));
    QCOMPARE(resumed.playOn().what, Session::Stop::Over);
    const GameRecord done = resumed.fullRecord();
    QVERIFY(done.finished);
    QCOMPARE(done.rounds.size(), size_t(resumed.game().variant().rounds));
    for (size_t r = 0; r < 4; ++r)
        QVERIFY(done.rounds[r].moneyAfter == save.rounds[r].moneyAfter);
}

// A save that holds its seed (those of this version, and those before continuation seeds) puts
// back the round on the table as the original dealt it (R5.8); only the rounds after it are
// drawn afresh (issue 29).
void TestSession::resumeOfAnOldSaveReplaysFromItsSeed()
{
    const QStringList levels{"random", "easy", "normal"};
    Session original;
    original.start(setupFor(1234, levels));
    QCOMPARE(original.playOn().what, Session::Stop::Over);
    GameRecord old = original.fullRecord();
    old.rounds.resize(5);
    old.finished = false;

    Session resumed;
    std::string error;
    QVERIFY2(resumed.resume(old, error), error.c_str());
    QCOMPARE(resumed.game().seed(), uint64_t(1234));
    QCOMPARE(resumed.game().round(), 6);
    // The next deal is the original's: the same hands at round 6.
    QCOMPARE(resumed.playOn().what, Session::Stop::Over);
    QVERIFY(resumed.fullRecord().rounds[5].hands == original.fullRecord().rounds[5].hands);
}

void TestSession::resumeRefusesAWrongRecord()
{
    Session original;
    original.start(setupFor(8, {"random", "random", "random"}));
    QCOMPARE(original.playOn().what, Session::Stop::Over);
    GameRecord wrong = original.fullRecord();
    wrong.seed += 1; // R5.8: no longer the seed these deals came from
    wrong.finished = false;
    wrong.rounds.resize(3);

    Session session;
    session.start(setupFor(9, {"easy", "easy", "easy"}));
    const int dealer = session.game().firstDealer();
    std::string error;
    QVERIFY(!session.resume(wrong, error));
    QVERIFY(!error.empty());
    // Nothing changed.
    QCOMPARE(session.game().firstDealer(), dealer);
    QCOMPARE(session.game().round(), 1);
    QCOMPARE(session.seats()[0].level, std::string("easy"));
}

QTEST_APPLESS_MAIN(TestSession)
#include "tst_session.moc"
