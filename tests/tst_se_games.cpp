// Whole random games of Speak Easy with the invariants checked after every move, and matches
// played from a seed through seats (SE3.1, SE3.6, SE4-SE6).
#include "tst_se_support.h"

#include "speakeasy/session.h"

using namespace speakeasy;
using namespace speakeasy::test;

namespace {

struct Census
{
    std::array<std::array<int, kKinds>, kSeats> counts{};
    Bits immobile = 0;
};

Census censusOf(const Position &p)
{
    Census c;
    for (int seat = 0; seat < kSeats; ++seat) {
        for (Bits b = p.occupied(seat); b; b &= b - 1) {
            const Kind k = p.kindAt(lowest(b));
            ++c.counts[size_t(seat)][size_t(k)];
            if (!isMobile(k))
                c.immobile |= bit(lowest(b));
        }
    }
    return c;
}

} // namespace

class TestSeGames : public QObject
{
    Q_OBJECT

private slots:
    void randomGamesKeepTheInvariants();
    void firstPlayerIsDrawnFromTheSeed();
};

void TestSeGames::randomGamesKeepTheInvariants()
{
    common::Rng rng(20261124);
    std::array<int, 7> reasons{};
    long plies = 0;
    for (int game = 0; game < 20000; ++game) {
        const Layout south = randomLayout(0, rng), north = randomLayout(1, rng);
        Position p = Position::start(south, north, int(rng.below(2)));
        Census before = censusOf(p);
        const Bits immobileAtStart = before.immobile;
        while (!p.over()) {
            const MoveSet moves = p.legalMoves();
            QVERIFY(moves.count() > 0); // SE6.2 ends the game before a side is stuck
            const Move m = moves.at(int(rng.below(uint32_t(moves.count()))));
            const bool attack = !p.isEmpty(m.to);
            const bool campTarget = kBoard.camp & bit(m.to);
            // SE4.5: no piece attacks into a Batiment.
            QVERIFY(!(attack && campTarget));
            const int quiet = p.quietPlies();
            const int mover = p.toMove();
            p.play(m);
            ++plies;
            const Census after = censusOf(p);
            for (int seat = 0; seat < kSeats; ++seat) {
                for (int k = 0; k < kKinds; ++k)
                    QVERIFY(after.counts[size_t(seat)][size_t(k)] <=
                            before.counts[size_t(seat)][size_t(k)]);
            }
            // SE4.1: the Speakeasies and Babes stay where they were set up.
            QVERIFY((after.immobile & ~immobileAtStart) == 0);
            QCOMPARE(p.quietPlies(), attack ? 0 : quiet + 1); // SE5.3, SE6.3
            QCOMPARE(p.toMove(), 1 - mover);
            before = after;
        }
        const End &end = p.end();
        ++reasons[size_t(end.reason)];
        const int loser = 1 - end.winner;
        switch (end.reason) {
        case Reason::Speakeasy: // SE6.1
            QCOMPARE(p.count(loser, Kind::Speakeasy), 0);
            QCOMPARE(p.toMove(), loser);
            break;
        case Reason::NoLegalMove: // SE6.2, judged for the side to move (SE6.5)
            QCOMPARE(p.toMove(), loser);
            QVERIFY(!p.hasLegalMove(loser));
            QVERIFY(p.hasLegalMove(end.winner));
            break;
        case Reason::NoLegalMoveBoth:
            QVERIFY(!p.hasLegalMove(0) && !p.hasLegalMove(1));
            break;
        case Reason::QuietPlies: // SE6.3
            QCOMPARE(p.quietPlies(), kQuietPlyLimit);
            break;
        default:
            QFAIL("a random game ended by a rule outside SE6.1-SE6.3");
        }
    }
    qInfo("%ld plies; ends: speakeasy %d, no_legal_move %d, no_legal_move_both %d, quiet %d", plies,
          reasons[1], reasons[2], reasons[3], reasons[4]);
    QVERIFY(reasons[size_t(Reason::Speakeasy)] > 0 && reasons[size_t(Reason::NoLegalMove)] > 0 &&
            reasons[size_t(Reason::QuietPlies)] > 0);
}

void TestSeGames::firstPlayerIsDrawnFromTheSeed()
{
    std::array<int, 2> firsts{};
    for (uint64_t seed = 0; seed < 2000; ++seed)
        ++firsts[size_t(firstPlayer(seed))];
    QVERIFY(firsts[0] > 900 && firsts[1] > 900); // SE3.1: either seat, about evenly
}

QTEST_GUILESS_MAIN(TestSeGames)
#include "tst_se_games.moc"
