// Seat views (SE7, SE8.5) and the hidden-identity sampler: no hidden identity reaches a view,
// and the sampler's positions agree with the view and are uniform over all that do.
#include "tst_se_support.h"

#include "speakeasy/game.h"
#include "speakeasy/sampler.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace speakeasy;
using namespace speakeasy::test;

namespace {

Move randomMove(const Position &p, common::Rng &rng)
{
    const MoveSet moves = p.legalMoves();
    return moves.at(int(rng.below(uint32_t(moves.count()))));
}

// Everything a view holds, compared field by field.
void compareViews(const SeatView &a, const SeatView &b)
{
    QCOMPARE(a.seat(), b.seat());
    QCOMPARE(a.toMove(), b.toMove());
    QCOMPARE(a.quietPlies(), b.quietPlies());
    QCOMPARE(a.end(), b.end());
    QCOMPARE(a.occupied(0), b.occupied(0));
    QCOMPARE(a.occupied(1), b.occupied(1));
    for (Square s = 0; s < kSquares; ++s)
        QCOMPARE(a.kindAt(s), b.kindAt(s));
    QCOMPARE(a.unknown(), b.unknown());
    QCOMPARE(a.moved(), b.moved());
    QCOMPARE(a.turned(), b.turned());
    QVERIFY(a.unknownCounts() == b.unknownCounts());
    QVERIFY(a.moves() == b.moves());
    QVERIFY(a.confrontations() == b.confrontations());
    QVERIFY(a.knownBoard() == b.knownBoard());
}

// Whether `p` agrees with everything `view` shows (issue 14's list for the sampler).
bool agrees(const Position &p, const SeatView &view, QString &why)
{
    const int opp = 1 - view.seat();
    if (p.occupied(0) != view.occupied(0) || p.occupied(1) != view.occupied(1)) {
        why = QStringLiteral("occupancy");
        return false;
    }
    std::array<int, kKinds> sampled{};
    for (Bits b = p.occupied(); b; b &= b - 1) {
        const Square s = lowest(b);
        const Kind k = p.kindAt(s);
        const QString at = QString::fromStdString(squareName(s)) + QLatin1Char(' ');
        if (!(view.unknown() & bit(s))) {
            if (k != view.kindAt(s)) {
                why = at + QStringLiteral("known identity changed");
                return false;
            }
            continue;
        }
        ++sampled[size_t(k)];
        if ((view.moved() & bit(s)) && !isMobile(k)) {
            why = at + QStringLiteral("moved but immobile");
            return false;
        }
        if ((view.turned() & bit(s)) && k != Kind::Kid) {
            why = at + QStringLiteral("turned but not a Kid");
            return false;
        }
        if (k == Kind::Speakeasy && !(kBoard.bars[opp] & bit(s))) {
            why = at + QStringLiteral("Speakeasy off a Bar");
            return false;
        }
        if (k == Kind::Babe && !(kBoard.babeZone[opp] & bit(s))) {
            why = at + QStringLiteral("Babe off the back ranks");
            return false;
        }
    }
    for (int k = 0; k < kKinds; ++k) {
        if (sampled[size_t(k)] != view.unknownCounts()[size_t(k)]) {
            why = QStringLiteral("count of ") + QLatin1String(kindId(Kind(k)).data());
            return false;
        }
    }
    return true;
}

} // namespace

class TestSeViews : public QObject
{
    Q_OBJECT

private slots:
    void viewsLeakNoHiddenIdentity();
    void viewShowsWhatTheTableSaw();
    void samplesAgreeWithTheView();
    void samplerMatchesExactEnumeration();
};

void TestSeViews::viewsLeakNoHiddenIdentity()
{
    // Two games differing only in two North identities that the table never saw: South's views
    // must be identical after every move, North's must not.
    common::Rng rng(5);
    int compared = 0;
    for (int attempt = 0; attempt < 200 && compared < 20; ++attempt) {
        const Layout south = randomLayout(0, rng), north = randomLayout(1, rng);
        Game a(south, north, 0);
        while (!a.over() && a.moves().size() < 300)
            a.play(randomMove(a.position(), rng));
        // A North piece still unknown that never moved has stood on its set-up point all game
        // and was never attacked (a fight reveals or removes). Two such pieces of different
        // kinds trade places without changing any move; same mobility keeps SE6.2 unchanged.
        const SeatView last = a.view(0);
        std::vector<Square> still;
        for (Bits b = kBoard.setupPoints[1] & last.unknown() & ~last.moved(); b; b &= b - 1)
            still.push_back(lowest(b));
        Square x = kNoSquare, y = kNoSquare;
        for (size_t i = 0; i < still.size() && x == kNoSquare; ++i) {
            for (size_t j = i + 1; j < still.size(); ++j) {
                const Kind ki = north.at[still[i]], kj = north.at[still[j]];
                if (ki != kj && isMobile(ki) == isMobile(kj)) {
                    x = still[i];
                    y = still[j];
                    break;
                }
            }
        }
        if (x == kNoSquare)
            continue;
        Layout other = north;
        std::swap(other.at[x], other.at[y]);
        if (!layoutError(1, other).empty())
            continue; // a Babe or the Speakeasy would leave its zone
        Game ra(south, north, 0), rb(south, other, 0);
        compareViews(ra.view(0), rb.view(0));
        for (const Move m : a.moves()) {
            QVERIFY(ra.play(m));
            QVERIFY(rb.play(m));
            compareViews(ra.view(0), rb.view(0));
            if (QTest::currentTestFailed())
                return;
        }
        // The comparison can fail: North sees its own pieces, and the games do differ.
        QVERIFY(!(ra.view(1).knownBoard() == rb.view(1).knownBoard()));
        QVERIFY(!(ra.position() == rb.position()));
        ++compared;
    }
    QVERIFY(compared >= 10);
}

void TestSeViews::viewShowsWhatTheTableSaw()
{
    Game g(openingSouth(), mirrored(openingSouth()), 0);
    QVERIFY(g.play(mv("a6-a7"))); // henchman against henchman: both removed (D18)
    const SeatView north = g.view(1), south = g.view(0);
    QCOMPARE(north.confrontations().size(), size_t(1));
    QCOMPARE(north.confrontations()[0].ply, 0);
    QCOMPARE(north.confrontations()[0].fight.outcome, Outcome::BothRemoved);
    QCOMPARE(north.unknownCounts()[size_t(Kind::Henchman)], uint8_t(2));
    QCOMPARE(south.unknownCounts()[size_t(Kind::Henchman)], uint8_t(2));
    QCOMPARE(countOf(north.unknown()), 24);
    QCOMPARE(north.kindAt(sq("b6")), Kind::None);       // an unrevealed opposing piece
    QCOMPARE(north.kindAt(sq("b7")), Kind::CrookedCop); // its own
    QVERIFY(g.play(mv("b7-a7")));                       // a step proves nothing
    QCOMPARE(g.view(0).moved() & bit(sq("a7")), bit(sq("a7")));
    QCOMPARE(g.view(0).turned(), Bits(0));
    // c6's Kid turns at a6: only a Kid could (SE4.4), and the table saw it (SE7.2).
    QVERIFY(g.play(mv("b6-b5")));
    QVERIFY(g.play(mv("a7-b7")));
    QVERIFY(g.play(mv("c6-a7")));
    QCOMPARE(g.view(1).turned(), bit(sq("a7")));
    QCOMPARE(g.view(1).kindAt(sq("a7")), Kind::None); // inferred, not revealed
    QCOMPARE(g.view(1).moved() & bit(sq("a7")), bit(sq("a7")));
}

void TestSeViews::samplesAgreeWithTheView()
{
    common::Rng rng(11);
    int views = 0;
    for (int game = 0; game < 60; ++game) {
        Game g(randomLayout(0, rng), randomLayout(1, rng), int(rng.below(2)));
        while (!g.over()) {
            if (g.moves().size() % 17 == 5) {
                const int seat = int(g.moves().size() / 17) % 2;
                const SeatView view = g.view(seat);
                const HiddenSampler sampler(view);
                QVERIFY(sampler.consistent());
                QString why;
                // The truth is one of the assignments the view allows.
                QVERIFY2(agrees(g.position(), view, why), qPrintable(why));
                for (int i = 0; i < 40; ++i) {
                    const Position p = sampler.sample(rng);
                    QVERIFY2(agrees(p, view, why), qPrintable(why));
                    QCOMPARE(p.toMove(), view.toMove());
                    QCOMPARE(p.quietPlies(), view.quietPlies());
                }
                ++views;
            }
            g.play(randomMove(g.position(), rng));
        }
    }
    QVERIFY(views > 500);
}

void TestSeViews::samplerMatchesExactEnumeration()
{
    // Find a late view with few unknown opposing pieces and some proven constraints, enumerate
    // every assignment of the unknown pool to the unknown squares, keep those that agree, and
    // compare the sampler's frequencies with the uniform distribution over them.
    common::Rng rng(3);
    for (int game = 0; game < 5000; ++game) {
        Game g(randomLayout(0, rng), randomLayout(1, rng), int(rng.below(2)));
        while (!g.over()) {
            const SeatView view = g.view(g.position().toMove());
            const int unknown = countOf(view.unknown());
            const bool constrained =
                (view.unknown() & view.moved()) && view.unknownCounts()[size_t(Kind::Babe)] > 0;
            if (unknown >= 6 && unknown <= 9 && constrained) {
                std::vector<Square> squares;
                for (Bits b = view.unknown(); b; b &= b - 1)
                    squares.push_back(lowest(b));
                std::vector<Kind> pool;
                for (int k = 0; k < kKinds; ++k)
                    pool.insert(pool.end(), view.unknownCounts()[size_t(k)], Kind(k));
                std::sort(pool.begin(), pool.end());
                std::map<std::vector<Kind>, int> exact;
                QString why;
                do {
                    Position p = view.knownBoard();
                    for (size_t i = 0; i < squares.size(); ++i)
                        p.place(squares[i], 1 - view.seat(), pool[i]);
                    if (agrees(p, view, why))
                        exact[pool] = 0;
                } while (std::next_permutation(pool.begin(), pool.end()));
                if (exact.size() < 30 || exact.size() > 3000) {
                    g.play(randomMove(g.position(), rng));
                    continue;
                }
                qInfo("%d unknown pieces, %d moved, %d proven Kids: %d assignments", unknown,
                      countOf(view.unknown() & view.moved()),
                      countOf(view.unknown() & view.turned()), int(exact.size()));
                const HiddenSampler sampler(view);
                const int draws = 60000;
                std::array<Kind, kSquares> kinds;
                for (int i = 0; i < draws; ++i) {
                    sampler.sampleKinds(rng, kinds);
                    std::vector<Kind> got;
                    for (Square s : squares)
                        got.push_back(kinds[s]);
                    auto it = exact.find(got);
                    QVERIFY2(it != exact.end(), "a sample outside the exact set");
                    ++it->second;
                }
                // Each assignment expects draws / N; allow five standard deviations.
                const double expected = double(draws) / double(exact.size());
                const double sd = std::sqrt(expected * (1.0 - 1.0 / double(exact.size())));
                for (const auto &[assignment, seen] : exact)
                    QVERIFY2(std::abs(seen - expected) < 5 * sd + 1,
                             qPrintable(QStringLiteral("%1 vs %2 over %3 assignments")
                                            .arg(seen)
                                            .arg(expected)
                                            .arg(exact.size())));
                return;
            }
            g.play(randomMove(g.position(), rng));
        }
    }
    QFAIL("no small enough view found");
}

QTEST_GUILESS_MAIN(TestSeViews)
#include "tst_se_views.moc"
