// Whole random Gangsters games at 2, 3 and 4 gangs (and the police-player variant), with the
// invariants of issue 26 checked after every decision and every turn, and the GA14.2 validity
// checks on the position at turn boundaries. RAZZIA_QUICK (any value) plays a fortieth of
// the whole games, for sanitizer builds, where a Gangsters game costs some ten times more.
#include "tst_ga_support.h"

#include "gangsters/game.h"

#include "common/rng.h"

#include <algorithm>

using namespace gangsters;
using namespace gangsters::test;

namespace {

// The first broken invariant of `s`, or "" (issue 26's list, and the shape GA14.2 refuses).
std::string brokenInvariant(const State &s, const Rules &rules)
{
    const City &c = city();
    const Constants &k = c.constants();
    if (s.overflow)
        return "a record or pending list went past the engine's capacity";
    if (rules.roundLimit > 0 && s.round > rules.roundLimit)
        return "round past the limit";
    for (int g = 0; g < s.gangs; ++g) {
        const Gang &gang = s.gang[size_t(g)];
        const std::string who = "gang " + std::to_string(g) + ": ";
        if (gang.money < 0)
            return who + "negative money";
        if (gang.stock < 0)
            return who + "negative stock";
        if (s.tokens(g) > k.tokensPerGang)
            return who + "more than 15 tokens";
        if (s.pawns(g) > k.pawnsPerGang)
            return who + "more than 20 pawns";
        if (gang.eliminated && (s.tokens(g) || s.pawns(g) || gang.money))
            return who + "eliminated with assets";
        for (int r = 0; r < kRoles; ++r) {
            const CharRef ref{int8_t(g), Role(r)};
            const Character &ch = s.at(ref);
            const std::string cw = who + roleId(Role(r)) + ": ";
            // Exactly one place: a location of the city, and the flags that go with it.
            if (ch.at >= c.locations())
                return cw + "nowhere";
            if (gang.eliminated && ch.at != c.cemetery())
                return cw + "alive in an eliminated gang";
            if (ch.wounded && ch.at != c.clinic())
                return cw + "wounded outside the clinic";
            if (ch.sentence > 0 && ch.at != c.prison())
                return cw + "a sentence outside the prison";
            if (ch.at == c.cemetery() && (ch.recordSize || ch.pendingSize || ch.controlledBy >= 0))
                return cw + "dead with a record or a controller";
            for (int i = 0; i < ch.pendingSize; ++i) {
                if (ch.pending[size_t(i)].at != ch.at)
                    return cw + "an offence pending away from its author";
            }
            if (ch.companion.valid() &&
                (r != int(Role::Vamp) || s.at(ch.companion).controlledBy != g ||
                 s.at(ch.companion).at != ch.at))
                return cw + "a companion link that is not mutual";
            if (ch.controlledBy >= 0 && !(s.at({ch.controlledBy, Role::Vamp}).companion == ref))
                return cw + "controlled by a vamp who does not know it";
        }
    }
    for (int q = 0; q < c.streets(); ++q) {
        const int pawn = s.traffic[size_t(q)];
        if (pawn < 0)
            continue;
        if (c.manhole(Loc(q)) || !c.slot(Loc(q)))
            return "a pawn on " + c.name(Loc(q)) + ", which has no slot";
        const int shop = c.fronts(Loc(q));
        if (shop >= 0 && s.owner[size_t(shop)] >= 0 && s.owner[size_t(shop)] != pawn)
            return "a pawn on the frontage of another gang's shop at " + c.name(Loc(q));
    }
    for (int shop = 0; shop < c.shops(); ++shop) {
        if (s.owner[size_t(shop)] >= 0 && s.racket[size_t(shop)] >= 0)
            return "a shop owned and racketed";
    }
    return {};
}

class CheckingChooser final : public Chooser
{
public:
    CheckingChooser(const State &state, const Rules &rules, uint64_t seed, int resignOneIn = 0)
        : m_state(state), m_rules(rules), m_rng(seed), m_resignOneIn(resignOneIn)
    {}
    std::string failure;
    int64_t decisions = 0;

    int choose(const Point &point) override
    {
        ++decisions;
        if (failure.empty()) {
            failure = brokenInvariant(m_state, m_rules);
            if (point.size < 2)
                failure = "a decision point with fewer than two options was asked";
        }
        if (m_resignOneIn > 0 && point.seat < m_state.gangs &&
            m_rng.below(uint32_t(m_resignOneIn)) == 0)
            return Chooser::kResign; // GA11.4, G52: any seat, at any point it is asked
        return int(m_rng.below(uint32_t(point.size)));
    }

private:
    const State &m_state;
    const Rules &m_rules;
    common::Rng m_rng;
    int m_resignOneIn;
};

struct Tally
{
    int games = 0;
    std::array<int, 5> reasons{};
    int64_t decisions = 0;
};

// Plays one game; "" when every check held.
std::string playChecked(uint64_t seed, int gangs, const Rules &rules, bool checkFormat,
                        Tally &tally, int resignOneIn = 0)
{
    Generator generator(seed);
    State s = State::initial(gangs, generator.below(gangs));
    CheckingChooser chooser(s, rules, common::streamSeed(seed, 0x7e57), resignOneIn);
    GeneratorDice dice(generator);
    TurnContext context;
    const int maxTurns = (rules.roundLimit > 0 ? rules.roundLimit : 60) * gangs + gangs;
    int turns = 0;
    while (!s.isOver()) {
        if (++turns > maxTurns)
            return "the game did not end by the round limit";
        Turn turn(s, rules, chooser, dice, nullptr, context);
        turn.play();
        if (!chooser.failure.empty())
            return chooser.failure;
        if (std::string broken = brokenInvariant(s, rules); !broken.empty())
            return "after a turn: " + broken;
        if (checkFormat) {
            // GA14.2: every position at a turn boundary is a valid state, and reads back whole.
            const io::OrderedJson written = io::writeState(s);
            const std::string refusal = refusalOf([&] {
                const State back = io::readState(io::Json::parse(written.dump()), "state");
                if (io::writeState(back) != written)
                    throw io::FormatError("state: does not read back the same");
            });
            if (!refusal.empty())
                return "GA14.2: " + refusal;
        }
    }
    // GA11: every game ends by one of its rules, with winners.
    if (s.over.winners == 0)
        return "an end without winners";
    if (rules.policePlayer ? false : s.over.reason == OverReason::Police)
        return "a police win without the police player";
    if (s.over.reason == OverReason::Resign && resignOneIn == 0)
        return "a resignation nobody made";
    ++tally.games;
    ++tally.reasons[size_t(s.over.reason)];
    tally.decisions += chooser.decisions;
    return {};
}

} // namespace

class TestGangstersGames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wholeGames_data()
    {
        QTest::addColumn<int>("gangs");
        QTest::addColumn<int>("games");
        QTest::addColumn<bool>("police");
        // 20,000 games in all (issue 26).
        QTest::newRow("2 gangs") << 2 << 6000 << false;
        QTest::newRow("3 gangs") << 3 << 6500 << false;
        QTest::newRow("4 gangs") << 4 << 6500 << false;
        QTest::newRow("4 gangs, police player (GA15.2)") << 4 << 500 << true;
        QTest::newRow("2 gangs, police player (GA15.2)") << 2 << 500 << true;
    }

    void wholeGames()
    {
        QFETCH(int, gangs);
        QFETCH(int, games);
        QFETCH(bool, police);
        if (qEnvironmentVariableIsSet("RAZZIA_QUICK"))
            games /= 40;
        Rules rules;
        rules.policePlayer = police;
        Tally tally;
        for (int i = 0; i < games; ++i) {
            const uint64_t seed = uint64_t(gangs) * 1000003u + uint64_t(i) + (police ? 77u : 0u);
            const std::string failure = playChecked(seed, gangs, rules, i % 40 == 0, tally);
            QVERIFY2(failure.empty(), ("seed " + std::to_string(seed) + ": " + failure).c_str());
        }
        QCOMPARE(tally.games, games);
        qInfo(
            "%d games: district %d, last gang %d, round limit %d, police %d; %.0f decisions a game",
            games, tally.reasons[0], tally.reasons[1], tally.reasons[2], tally.reasons[4],
            double(tally.decisions) / games);
    }

    // GA4.11: the fast generator gives exactly the moves of the legal paths walked one step at a
    // time, for every character of random positions, owned shops drawn at random, and cops.
    void movesMatchPaths_GA4_11()
    {
        common::Rng rng(2026);
        int compared = 0;
        for (uint64_t seed = 1; seed <= 60; ++seed) {
            Generator generator(seed);
            State s = State::initial(4, generator.below(4));
            // The chooser keeps a reference to the rules: they outlive it.
            const Rules rules;
            CheckingChooser chooser(s, rules, seed);
            GeneratorDice dice(generator);
            TurnContext context;
            while (!s.isOver()) {
                Turn turn(s, rules, chooser, dice, nullptr, context);
                turn.play();
                const City &c = city();
                for (int i = 0; i < s.gangs * kRoles; ++i) {
                    const CharRef who = CharRef::of(i);
                    const Loc at = s.at(who).at;
                    if (!c.isStreet(at) && !c.isShop(at) && at != c.clinic())
                        continue;
                    for (int die = 1; die <= 6; ++die) {
                        MoveQuery q = moveQueryFor(s, who, die);
                        for (int variant = 0; variant < 3; ++variant) {
                            if (variant == 1)
                                q.shops =
                                    rng.next() & rng.next() & ((uint64_t(1) << c.shops()) - 1);
                            if (variant == 2) {
                                q.cop = true;
                                q.clinicOpen = rng.below(2);
                            }
                            MoveList fast;
                            generateMoves(q, fast);
                            std::vector<Move> got(fast.begin(), fast.end());
                            std::sort(got.begin(), got.end(), [](const Move &a, const Move &b) {
                                return a.to != b.to ? a.to < b.to : a.via < b.via;
                            });
                            const std::vector<Move> want = movesByPaths(q);
                            QVERIFY2(got == want, (c.name(at) + " die " + std::to_string(die) +
                                                   " variant " + std::to_string(variant))
                                                      .c_str());
                            ++compared;
                        }
                    }
                }
            }
        }
        QVERIFY(compared > 10000);
    }

    // GA11.4 (G49, G52): resignations anywhere keep every invariant and end games by a rule.
    void wholeGamesWithResignations()
    {
        Tally tally;
        const int games = qEnvironmentVariableIsSet("RAZZIA_QUICK") ? 300 : 1500;
        for (int i = 0; i < games; ++i) {
            const int gangs = 2 + i % 3;
            const std::string failure =
                playChecked(uint64_t(i) + 555, gangs, Rules{}, i % 10 == 0, tally, 400);
            QVERIFY2(failure.empty(), ("game " + std::to_string(i) + ": " + failure).c_str());
        }
        QVERIFY(tally.reasons[size_t(OverReason::Resign)] > games / 15);
    }

    // GA11.3: with a short limit every game reaches it or ends before, never after.
    void roundLimitEnds_GA11_3()
    {
        Rules rules;
        rules.roundLimit = 5;
        Tally tally;
        for (int i = 0; i < 200; ++i)
            QVERIFY(playChecked(uint64_t(i), 4, rules, false, tally).empty());
        QVERIFY(tally.reasons[size_t(OverReason::RoundLimit)] > 150);
    }
};

QTEST_APPLESS_MAIN(TestGangstersGames)
#include "tst_ga_games.moc"
