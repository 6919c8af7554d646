// Speak Easy's Session (issue 23): the referee every front end runs. Set-up (SE3), moves (SE4),
// the draw protocol and resigning (SE6.4) through decide() with typed refusals; events that say
// who may see them (SE7); the route of a move and the completion of a set-up asked of the
// engine.
#include "tst_se_support.h"

#include "speakeasy/layout.h"
#include "speakeasy/route.h"
#include "speakeasy/session.h"

using namespace speakeasy;
using namespace speakeasy::test;

namespace speakeasy {
inline char *toString(Refusal refusal)
{
    return qstrdup(describe(refusal));
}
} // namespace speakeasy

namespace {

// Keeps every event it is handed.
struct Recorder final : EventSink
{
    std::vector<Event> events;
    void onEvent(const Event &event) override { events.push_back(event); }
};

// A random seat that also keeps the events it observed.
class WatchingPolicy final : public Policy
{
public:
    explicit WatchingPolicy(uint64_t seed) : m_inner(seed) {}
    Decision decide(const SeatView &view) override { return m_inner.decide(view); }
    void observe(const Event &event) override { seen.push_back(event); }
    std::vector<Event> seen;

private:
    RandomPolicy m_inner;
};

Session::Setup randomSeats(uint64_t seed)
{
    Session::Setup setup;
    setup.seed = seed;
    setup.policies = {std::make_unique<RandomPolicy>(seatSeed(seed, 0)),
                      std::make_unique<RandomPolicy>(seatSeed(seed, 1))};
    return setup;
}

// Two people: every decision comes from the test.
Session::Setup people(uint64_t seed)
{
    Session::Setup setup;
    setup.seed = seed;
    return setup;
}

Layout southLayout(uint64_t seed)
{
    common::Rng rng(seed);
    return randomLayout(0, rng);
}

Layout northLayout(uint64_t seed)
{
    common::Rng rng(seed);
    return randomLayout(1, rng);
}

} // namespace

class TestSeSession : public QObject
{
    Q_OBJECT

private slots:
    void sessionIsReproducibleFromItsSeed();
    void se3_setUpThroughDecide();
    void se6_4_drawAndResignThroughDecide();
    void se7_eventsSayWhoMaySeeThem();
    void playOnStopsAtASeatAnsweredFromOutside();
    void resumeReplaysASavedGame();
    void se4_routeOfEveryLegalMove();
    void se3_completedLayout();
};

void TestSeSession::sessionIsReproducibleFromItsSeed()
{
    for (uint64_t seed : {1ull, 2ull, 977ull, 123456789012345ull}) {
        Session a, b;
        a.start(randomSeats(seed));
        b.start(randomSeats(seed));
        QCOMPARE(int(a.playOn().what), int(Session::Stop::Over));
        QCOMPARE(int(b.playOn().what), int(Session::Stop::Over));
        QVERIFY(a.game()->over());
        QCOMPARE(a.game()->moves(), b.game()->moves());
        QCOMPARE(a.game()->layout(0), b.game()->layout(0));
        QCOMPARE(a.game()->layout(1), b.game()->layout(1));
        QCOMPARE(a.game()->end(), b.game()->end());
        QCOMPARE(a.game()->first(), firstPlayer(seed)); // SE3.1, D15
    }
}

void TestSeSession::se3_setUpThroughDecide()
{
    Session session;
    QCOMPARE(session.decide(0, Decision::setUp(southLayout(1))), Refusal::NotStarted);
    session.start(people(5));
    QCOMPARE(session.phase(), Phase::SetUp);
    QCOMPARE(int(session.toDecide()), 3); // both at once, neither seeing the other's
    QCOMPARE(session.view(1).phase(), Phase::SetUp);
    QCOMPARE(session.decide(2, Decision::setUp(southLayout(1))), Refusal::NoSuchSeat);
    QCOMPARE(session.decide(0, Decision::offerDraw()), Refusal::WrongDecision);
    // SE3.2: North's layout is not South's.
    QCOMPARE(session.decide(0, Decision::setUp(northLayout(1))), Refusal::InvalidLayout);
    QCOMPARE(session.decide(0, Decision::setUp(southLayout(1))), Refusal::None);
    QCOMPARE(session.decide(0, Decision::setUp(southLayout(2))), Refusal::AlreadySetUp);
    QCOMPARE(int(session.toDecide()), 2);
    QVERIFY(!session.game());
    QCOMPARE(session.decide(1, Decision::setUp(northLayout(3))), Refusal::None);
    QVERIFY(session.game());
    QCOMPARE(session.phase(), Phase::Play);
    QCOMPARE(session.game()->layout(0), southLayout(1));
    QCOMPARE(int(session.toDecide()), 1 << firstPlayer(5));
}

void TestSeSession::se6_4_drawAndResignThroughDecide()
{
    Session session;
    Recorder seen;
    session.addSink(&seen);
    session.start(people(77));
    QCOMPARE(session.decide(0, Decision::setUp(southLayout(1))), Refusal::None);
    QCOMPARE(session.decide(1, Decision::setUp(northLayout(2))), Refusal::None);
    const int seat = session.game()->position().toMove(), other = 1 - seat;
    QCOMPARE(session.decide(seat, Decision::play(Move{0, 0})), Refusal::IllegalMove);
    QVERIFY(session.game()->moves().empty());
    QCOMPARE(session.decide(other, Decision::offerDraw()), Refusal::NotYourTurn);
    QCOMPARE(session.decide(seat, Decision::answerDraw(true)), Refusal::WrongDecision);
    QCOMPARE(session.decide(seat, Decision::offerDraw()), Refusal::None);
    QCOMPARE(session.phase(), Phase::DrawOffered);
    QCOMPARE(session.view(other).phase(), Phase::DrawOffered);
    QCOMPARE(int(session.toDecide()), 1 << other);
    const Move first = session.view(seat).legalMoves().at(0);
    QCOMPARE(session.decide(seat, Decision::play(first)), Refusal::NotYourTurn);
    QCOMPARE(session.decide(other, Decision::answerDraw(false)), Refusal::None);
    QCOMPARE(session.game()->position().toMove(), seat); // declined: still to move
    QVERIFY(session.view(seat).drawDeclined());
    QCOMPARE(session.decide(seat, Decision::offerDraw()), Refusal::DrawAlreadyDeclined);
    QCOMPARE(session.decide(seat, Decision::play(first)), Refusal::None);
    QVERIFY(!session.view(other).drawDeclined());
    QCOMPARE(session.decide(other, Decision::offerDraw()), Refusal::None);
    QCOMPARE(session.decide(seat, Decision::answerDraw(true)), Refusal::None);
    QCOMPARE(session.game()->end(), (End{Status::Drawn, -1, Reason::Agreement}));
    QCOMPARE(session.phase(), Phase::Over);
    QCOMPARE(session.decide(seat, Decision::resign()), Refusal::GameOver);
    // What the table was told, in order, after the two set-ups and the start; a refused
    // decision tells nothing.
    std::vector<EventKind> kinds;
    for (size_t i = 3; i < seen.events.size(); ++i)
        kinds.push_back(seen.events[i].kind);
    // With these set-ups the first legal move is an attack: its fight follows it (SE5.1).
    QVERIFY(session.game()->confrontations().size() == 1);
    const std::vector<EventKind> expected = {EventKind::DrawOffered, EventKind::DrawDeclined,
                                             EventKind::Moved,       EventKind::Fought,
                                             EventKind::DrawOffered, EventKind::GameOver};
    QVERIFY(kinds == expected);
    QCOMPARE(int(seen.events[3].seat), seat);
    QCOMPARE(int(seen.events[4].seat), other);
    QCOMPARE(seen.events.back().end, session.game()->end());

    // A person may resign at any time, an offer pending or not.
    Session other2;
    other2.start(people(78));
    QCOMPARE(other2.decide(0, Decision::setUp(southLayout(3))), Refusal::None);
    QCOMPARE(other2.decide(1, Decision::setUp(northLayout(4))), Refusal::None);
    const int mover = other2.game()->position().toMove();
    QCOMPARE(other2.decide(mover, Decision::offerDraw()), Refusal::None);
    QCOMPARE(other2.decide(mover, Decision::resign()), Refusal::None);
    QCOMPARE(other2.game()->end(), (End{Status::Won, int8_t(1 - mover), Reason::Resign}));
    QCOMPARE(int(other2.toDecide()), 0);

    // At any time means on the other side's turn too: the side that just moved resigns while
    // the other is to move, and the record (SE8.4) replays to that end.
    Session third;
    third.start(people(79));
    QCOMPARE(third.decide(0, Decision::setUp(southLayout(5))), Refusal::None);
    QCOMPARE(third.decide(1, Decision::setUp(northLayout(6))), Refusal::None);
    const int moved = third.game()->position().toMove();
    QCOMPARE(third.decide(moved, Decision::play(third.view(moved).legalMoves().at(0))),
             Refusal::None);
    QCOMPARE(int(third.toDecide()), 1 << (1 - moved));
    QCOMPARE(third.decide(moved, Decision::resign()), Refusal::None);
    QCOMPARE(third.game()->end(), (End{Status::Won, int8_t(1 - moved), Reason::Resign}));
    const GameRecord record = third.record();
    QVERIFY(record.finished);
    QCOMPARE(record.moves.size(), size_t(1));
    std::optional<Game> replayed;
    QCOMPARE(replay(record, replayed), std::string());
    QCOMPARE(replayed->end(), third.game()->end());
}

void TestSeSession::se7_eventsSayWhoMaySeeThem()
{
    Session::Setup setup;
    setup.seed = 9;
    auto south = std::make_unique<WatchingPolicy>(seatSeed(9, 0));
    auto north = std::make_unique<WatchingPolicy>(seatSeed(9, 1));
    WatchingPolicy *watchers[] = {south.get(), north.get()};
    setup.policies = {std::move(south), std::move(north)};
    Session session;
    Recorder all;
    session.addSink(&all);
    session.start(std::move(setup));
    QCOMPARE(int(session.playOn().what), int(Session::Stop::Over));
    const Game &game = *session.game();

    QVERIFY(all.events.size() >= 4);
    for (int s = 0; s < kSeats; ++s) {
        const Event &e = all.events[size_t(s)];
        QCOMPARE(e.kind, EventKind::SetUpChosen);
        QCOMPARE(int(e.privateTo), int(e.seat)); // SE3.6: the other never sees it
        QCOMPARE(e.layout, game.layout(e.seat));
    }
    QCOMPARE(all.events[2].kind, EventKind::GameStarted);
    QCOMPARE(int(all.events[2].seat), game.first());
    size_t moves = 0, fights = 0;
    for (const Event &e : all.events) {
        if (e.kind == EventKind::Moved) {
            QCOMPARE(int(e.privateTo), -1);
            QCOMPARE(int(e.ply), int(moves));
            QCOMPARE(e.move, game.moves()[moves++]);
        } else if (e.kind == EventKind::Fought) {
            const SeenConfrontation &seen = game.confrontations()[fights++];
            QCOMPARE(int(e.ply), seen.ply);
            QVERIFY(e.fight == seen.fight);
        }
    }
    QCOMPARE(moves, game.moves().size());
    QCOMPARE(fights, game.confrontations().size());
    QCOMPARE(all.events.back().kind, EventKind::GameOver);
    QCOMPARE(all.events.back().end, game.end());
    // Each AI seat observed exactly the events it may see: all but the other's set-up.
    for (int s = 0; s < kSeats; ++s) {
        QCOMPARE(watchers[s]->seen.size(), all.events.size() - 1);
        for (const Event &e : watchers[s]->seen)
            QVERIFY(seatMaySee(e, s));
    }
}

void TestSeSession::playOnStopsAtASeatAnsweredFromOutside()
{
    Session::Setup setup;
    setup.seed = 12;
    setup.policies[1] = std::make_unique<RandomPolicy>(seatSeed(12, 1));
    Session session;
    session.start(std::move(setup));
    QVERIFY(session.isAi(1) && !session.isAi(0));
    Session::Stop stop = session.playOn();
    QCOMPARE(int(stop.what), int(Session::Stop::Outside));
    QCOMPARE(stop.seat, 0);
    QVERIFY(session.hasSetUp(1) && !session.hasSetUp(0));
    QCOMPARE(session.decide(0, Decision::setUp(southLayout(6))), Refusal::None);
    stop = session.playOn();
    QCOMPARE(int(stop.what), int(Session::Stop::Outside));
    QCOMPARE(session.game()->position().toMove(), 0);
    // The window thinks for an AI seat away from the session: an AiTurn reads the seat's view
    // as it was, and its decision goes through decide() like any other.
    const Move move = session.view(0).legalMoves().at(0);
    QCOMPARE(session.decide(0, Decision::play(move)), Refusal::None);
    AiTurn turn = session.aiTurn(1);
    QCOMPARE(turn.seat(), 1);
    const Decision answer = turn.decide();
    QCOMPARE(answer.kind, DecisionKind::Move);
    QCOMPARE(session.decide(1, answer), Refusal::None);
    QCOMPARE(session.decide(1, answer), Refusal::NotYourTurn);
}

void TestSeSession::resumeReplaysASavedGame()
{
    Session played;
    played.start(randomSeats(40));
    // Stop half-way: the seats answer until ply 30 only.
    while (played.toDecide() && (!played.game() || played.game()->moves().size() < 30)) {
        const int seat = std::countr_zero(unsigned(played.toDecide()));
        QCOMPARE(played.decide(seat, played.ask(seat)), Refusal::None);
    }
    const GameRecord saved = played.record();
    QVERIFY(!saved.finished);

    Session resumed;
    std::string error;
    QVERIFY(resumed.resume(randomSeats(40), saved, error));
    QCOMPARE(QString::fromStdString(error), QString());
    QCOMPARE(resumed.game()->moves(), played.game()->moves());
    QCOMPARE(resumed.game()->position(), played.game()->position());
    QCOMPARE(int(resumed.playOn().what), int(Session::Stop::Over));

    GameRecord tampered = saved;
    tampered.moves[3] = Move{0, 1};
    Session refused;
    QVERIFY(!refused.resume(randomSeats(40), tampered, error));
    QVERIFY(QString::fromStdString(error).startsWith(QStringLiteral("moves[3]")));
    QVERIFY(!refused.started());
}

// D21, SE4.2-SE4.4: every legal move has a route of neighbouring points from its start to its
// end, every point between empty, a step or a rail run in a straight line unless a Kid turns.
void TestSeSession::se4_routeOfEveryLegalMove()
{
    int checked = 0, bent = 0;
    for (uint64_t seed = 1; seed <= 40; ++seed) {
        common::Rng rng(seed);
        Position p = Position::start(randomLayout(0, rng), randomLayout(1, rng), 0);
        for (int ply = 0; ply < 80 && !p.over(); ++ply) {
            const MoveSet set = p.legalMoves();
            for (int i = 0; i < set.count(); ++i) {
                const Move m = set.at(i);
                const std::vector<Square> route = routeOf(p.occupied(), m);
                QVERIFY(route.size() >= 2);
                QCOMPARE(route.front(), m.from);
                QCOMPARE(route.back(), m.to);
                for (size_t k = 1; k < route.size(); ++k) {
                    QVERIFY(kBoard.adjacent[route[k - 1]] & bit(route[k]));
                    if (k + 1 < route.size())
                        QVERIFY(p.isEmpty(route[k]));
                }
                if (route.size() > 2 && !(p.straightTargets(m.from) & bit(m.to))) {
                    QCOMPARE(p.kindAt(m.from), Kind::Kid); // SE4.4: only a Kid turns
                    ++bent;
                }
                ++checked;
            }
            p.play(set.at(int(rng.below(uint32_t(set.count())))));
        }
    }
    QVERIFY(checked > 10000 && bent > 0);
    QVERIFY(routeOf(0, Move{3, 3}).empty());
}

void TestSeSession::se3_completedLayout()
{
    for (int seat = 0; seat < kSeats; ++seat) {
        // Nothing placed yet: the completion is a valid set-up.
        QCOMPARE(QString::fromStdString(layoutError(seat, completedLayout(seat, Layout()))),
                 QString());
        // Half of a random layout kept: still completed to a valid one.
        common::Rng rng(uint64_t(seat) + 7);
        Layout partial = randomLayout(seat, rng);
        int kept = 0;
        for (Square s = 0; s < kSquares; ++s)
            if (partial.at[s] != Kind::None && kept++ % 2)
                partial.at[s] = Kind::None;
        const Layout full = completedLayout(seat, partial);
        QCOMPARE(QString::fromStdString(layoutError(seat, full)), QString());
        for (Square s = 0; s < kSquares; ++s)
            if (partial.at[s] != Kind::None)
                QCOMPARE(full.at[s], partial.at[s]); // what the player placed stays
    }
    // SE3.4: a Babe placed off the back ranks is what the check of the completion names.
    Layout wrong;
    wrong.at[sq("c5")] = Kind::Babe;
    QVERIFY(QString::fromStdString(layoutError(0, completedLayout(0, wrong)))
                .startsWith(QStringLiteral("c5: a Babe")));
}

QTEST_GUILESS_MAIN(TestSeSession)
#include "tst_se_session.moc"
