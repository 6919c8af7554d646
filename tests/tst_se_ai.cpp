// Speak Easy's AI seats (issue 15): every level plays only legal moves and valid layouts, and
// decides from its seat view alone (SE7.3): two games that differ only in identities the seat
// has not seen get the same decisions from every level.
#include "speakeasy/ai/belief.h"
#include "speakeasy/ai/evaluation.h"
#include "speakeasy/ai/formation.h"
#include "speakeasy/ai/levels.h"
#include "speakeasy/ai/setupprior.h"
#include "speakeasy/game.h"
#include "speakeasy/layout.h"
#include "speakeasy/sampler.h"
#include "speakeasy/session.h"

#include <QTest>

#include <algorithm>
#include <memory>
#include <vector>

using namespace speakeasy;

namespace {

// The parts of a seat view a policy can read, compared as a whole.
bool sameView(const SeatView &a, const SeatView &b)
{
    return a.seat() == b.seat() && a.knownBoard() == b.knownBoard() && a.unknown() == b.unknown() &&
           a.moved() == b.moved() && a.turned() == b.turned() &&
           a.unknownCounts() == b.unknownCounts() && a.moves() == b.moves() &&
           a.confrontations() == b.confrontations() && a.drawDeclined() == b.drawDeclined();
}

// Two games, plies long, that differ only in the identities of two pieces of `hiddenSide`
// that never moved nor fought: the seat 1 - hiddenSide cannot tell them apart (SE7.3).
struct TwinGames
{
    std::optional<Game> a, b;
};

TwinGames twinGames(uint64_t seed, int hiddenSide, int plies, bool swapSpeakeasy)
{
    common::Rng rng(seed);
    const Layout south = randomLayout(0, rng), north = randomLayout(1, rng);
    TwinGames t;
    t.a.emplace(south, north, int(rng.below(2)));
    RandomPolicy mover(seed + 1);
    for (int i = 0; i < plies && !t.a->over(); ++i)
        t.a->play(mover.act(t.a->view(t.a->position().toMove())).move);

    // Squares of hiddenSide's layout whose piece still stands there unseen and never moved.
    const SeatView seen = t.a->view(1 - hiddenSide);
    const Layout &original = t.a->layout(hiddenSide);
    std::vector<Square> untouched;
    for (Bits b = seen.unknown() & ~seen.moved(); b; b &= b - 1) {
        const Square s = lowest(b);
        if (original.at[s] != Kind::None && t.a->position().kindAt(s) == original.at[s])
            untouched.push_back(s);
    }
    Layout twin = original;
    for (size_t i = 0; i < untouched.size(); ++i) {
        for (size_t j = i + 1; j < untouched.size(); ++j) {
            const Square x = untouched[i], y = untouched[j];
            if (twin.at[x] == twin.at[y])
                continue;
            const bool speakeasy = twin.at[x] == Kind::Speakeasy || twin.at[y] == Kind::Speakeasy;
            if (speakeasy != swapSpeakeasy)
                continue;
            Layout candidate = twin;
            std::swap(candidate.at[x], candidate.at[y]);
            if (layoutError(hiddenSide, candidate).empty()) {
                twin = candidate;
                i = j = untouched.size();
            }
        }
    }
    if (twin == original)
        return {};
    t.b.emplace(hiddenSide == 0 ? twin : south, hiddenSide == 0 ? north : twin, t.a->first());
    for (const Move m : t.a->moves()) {
        if (!t.b->play(m))
            return {};
    }
    return t;
}

} // namespace

class TestSeAi : public QObject
{
    Q_OBJECT

private slots:
    void fairness_data();
    void fairness();
    void layoutsAreValid_data();
    void layoutsAreValid();
    void wholeGames_data();
    void wholeGames();
    void beliefReadsAnApproach();
    void setupPriorExpectsSoundFormations();
};

void TestSeAi::fairness_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<int>("seat");
    QTest::addColumn<bool>("speakeasy");
    for (std::string_view level : ai::levelNames()) {
        for (int seat = 0; seat < kSeats; ++seat) {
            for (bool speakeasy : {false, true}) {
                const QString name = QString::fromLatin1(level.data(), qsizetype(level.size()));
                QTest::addRow("SE7.3 %s seat %d %s", level.data(), seat,
                              speakeasy ? "Speakeasy hidden" : "pieces hidden")
                    << name << seat << speakeasy;
            }
        }
    }
}

// For each level and several points of several games, the same seed and a view of either
// twin give the same layout, the same move and the same answer to a draw offer.
void TestSeAi::fairness()
{
    QFETCH(QString, level);
    QFETCH(int, seat);
    QFETCH(bool, speakeasy);
    const std::string id = level.toStdString();
    int checked = 0;
    // RAZZIA_QUICK (sanitizer builds): the three points the check needs, not four.
    const int enough = qEnvironmentVariableIsSet("RAZZIA_QUICK") ? 3 : 4;
    for (uint64_t seed = 1; seed <= 40 && checked < enough; ++seed) {
        for (int plies : {12, 40, 90}) {
            const TwinGames t =
                twinGames(seed * 7919 + uint64_t(plies), 1 - seat, plies, speakeasy);
            if (!t.a || t.a->over() || t.a->position().toMove() != seat)
                continue;
            const SeatView va = t.a->view(seat), vb = t.b->view(seat);
            QVERIFY(sameView(va, vb));
            QVERIFY(!(t.a->position() == t.b->position()));
            const auto pa = ai::makePolicy(id, seed), pb = ai::makePolicy(id, seed);
            QVERIFY(pa && pb);
            QCOMPARE(pa->layout(seat), pb->layout(seat));
            const Action aa = pa->act(va), ab = pb->act(vb);
            QCOMPARE(int(aa.type), int(ab.type));
            QCOMPARE(moveName(aa.move), moveName(ab.move));
            QCOMPARE(pa->acceptDraw(va), pb->acceptDraw(vb));
            ++checked;
        }
    }
    QVERIFY2(checked >= 3, "too few twin games to compare");
}

void TestSeAi::layoutsAreValid_data()
{
    QTest::addColumn<QString>("level");
    for (const auto list : {ai::levelNames(), ai::ablationNames()}) {
        for (std::string_view level : list)
            QTest::addRow("SE3 %s", level.data())
                << QString::fromLatin1(level.data(), qsizetype(level.size()));
    }
}

void TestSeAi::layoutsAreValid()
{
    QFETCH(QString, level);
    for (uint64_t seed = 1; seed <= 30; ++seed) {
        const auto policy = ai::makePolicy(level.toStdString(), seed);
        for (int seat = 0; seat < kSeats; ++seat) {
            const Layout layout = policy->layout(seat);
            QCOMPARE(layoutError(seat, layout), std::string());
        }
    }
}

void TestSeAi::wholeGames_data()
{
    QTest::addColumn<QString>("south");
    QTest::addColumn<QString>("north");
    QTest::addColumn<int>("games");
    QTest::newRow("SE6 easy random") << "easy"
                                     << "random" << 20;
    QTest::newRow("SE6 random easy") << "random"
                                     << "easy" << 20;
    QTest::newRow("SE6 normal easy") << "normal"
                                     << "easy" << 4;
    QTest::newRow("SE6 hard normal") << "hard"
                                     << "normal" << 2;
    QTest::newRow("SE6 expert hard") << "expert"
                                     << "hard" << 1;
}

// Every move a level makes is legal (the session refuses others) and every game ends by SE6.
void TestSeAi::wholeGames()
{
    QFETCH(QString, south);
    QFETCH(QString, north);
    QFETCH(int, games);
    // RAZZIA_QUICK (sanitizer builds): a fifth of the games, one at least.
    if (qEnvironmentVariableIsSet("RAZZIA_QUICK"))
        games = std::max(1, games / 5);
    for (int g = 0; g < games; ++g) {
        const uint64_t seed = 1000 + uint64_t(g);
        Session::Setup setup;
        setup.seed = seed;
        setup.policies = {ai::makePolicy(south.toStdString(), seatSeed(seed, 0)),
                          ai::makePolicy(north.toStdString(), seatSeed(seed, 1))};
        Session session;
        session.start(std::move(setup));
        const Session::Stop stop = session.playOn();
        QCOMPARE(int(stop.refusal), int(Refusal::None));
        QCOMPARE(int(stop.what), int(Session::Stop::Over));
        QVERIFY(session.game()->over());
    }
}

// An unseen piece that steps next to a piece of ours it has seen is read as one that beats
// it: the odds of kinds that win that fight rise against kinds that lose it.
void TestSeAi::beliefReadsAnApproach()
{
    // Random games, watched with the whole position: South's Boss is seen by North once it
    // has won a fight; every North move that brings an unseen piece next to it is checked.
    int checked = 0;
    for (uint64_t seed = 1; seed < 300 && checked < 5; ++seed) {
        common::Rng rng(seed);
        Game game(randomLayout(0, rng), randomLayout(1, rng), 0);
        RandomPolicy mover(seed);
        Square boss = kNoSquare; // South's Boss, once North has seen it
        while (!game.over()) {
            const int side = game.position().toMove();
            const Move m = mover.act(game.view(side)).move;
            const SeatView before = game.view(0);
            const size_t fights = game.confrontations().size();
            const bool fought = (game.play(m), game.confrontations().size() > fights);
            const bool bossStands =
                game.position().ownerAt(m.to) == 0 && game.position().kindAt(m.to) == Kind::Boss;
            if (side == 0 && (m.from == boss || (fought && bossStands)))
                boss = bossStands ? m.to : kNoSquare;
            if (side == 1 && m.to == boss && !bossStands)
                boss = kNoSquare;
            if (side != 1 || boss == kNoSquare || fought || game.over())
                continue;
            const SeatView view = game.view(0);
            if (!(view.unknown() & bit(m.to)) || !(kBoard.adjacent[m.to] & bit(boss)) ||
                (kBoard.adjacent[m.from] & bit(boss)))
                continue;
            const std::array<float, kKinds> was =
                ai::Belief(before, ai::BeliefSettings{}).likelihood(m.from);
            const std::array<float, kKinds> is =
                ai::Belief(view, ai::BeliefSettings{}).likelihood(m.to);
            // SE5.1: only an FBI agent stops an attacking Boss among the pieces that move.
            const auto odds = [](const std::array<float, kKinds> &like, Kind weaker) {
                return like[size_t(Kind::Fbi)] / like[size_t(weaker)];
            };
            QVERIFY(odds(is, Kind::Henchman) > odds(was, Kind::Henchman) * 1.5f);
            QVERIFY(odds(is, Kind::Heir) > odds(was, Kind::Heir) * 1.5f);
            ++checked;
        }
    }
    QVERIFY2(checked > 0, "no unseen piece came up to a seen Boss in the games played");
}

// The set-up prior (setupprior.h) expects Babes around the Speakeasy, as sound formations have
// them: worlds drawn with it put them there far more often than the uniform sampler does, for
// an opponent that has not moved yet, and it reads a Speakeasy on d1 as the mirror of one on b1.
void TestSeAi::setupPriorExpectsSoundFormations()
{
    const ai::SetupPrior prior(75);
    const auto at = [](const char *name) { return *squareFromName(name); };
    QVERIFY(prior.ratio(at("b1"), at("a1"), Kind::Babe) > 1.5f);
    QVERIFY(prior.ratio(at("b1"), at("e2"), Kind::Babe) < 1.0f);
    QCOMPARE(prior.ratio(at("d1"), at("e1"), Kind::Babe),
             prior.ratio(at("b1"), at("a1"), Kind::Babe));

    common::Rng rng(5);
    const Game game(randomLayout(0, rng), randomLayout(1, rng), 0);
    const SeatView view = game.view(0);
    const HiddenSampler sampler(view);
    // The share of North's Babes drawn next to North's Speakeasy, in percent.
    const auto guarded = [&](const ai::Belief *belief) {
        int babes = 0, guards = 0;
        for (const Position &world : ai::drawWorlds(sampler, belief, 400, 256, rng)) {
            for (Bits b = world.occupied(1); b; b &= b - 1) {
                const Square s = lowest(b);
                if (world.kindAt(s) != Kind::Babe)
                    continue;
                ++babes;
                for (Bits n = kBoard.adjacent[s] & world.occupied(1); n; n &= n - 1)
                    guards += world.kindAt(lowest(n)) == Kind::Speakeasy;
            }
        }
        return guards * 100 / babes;
    };
    ai::BeliefSettings settings;
    settings.setupBlend = 75;
    const ai::Belief withPrior(view, settings);
    const int uniform = guarded(nullptr), expected = guarded(&withPrior);
    QVERIFY2(expected > uniform + 20,
             qPrintable(QStringLiteral("%1% of Babes next to the Speakeasy with the prior, %2% "
                                       "without")
                            .arg(expected)
                            .arg(uniform)));
}

QTEST_GUILESS_MAIN(TestSeAi)
#include "tst_se_ai.moc"
