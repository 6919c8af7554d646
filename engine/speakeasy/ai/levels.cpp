#include "levels.h"

#include "determinized.h"
#include "easy.h"

#include <array>

namespace speakeasy::ai {

namespace {

// Normal: a few uniform worlds, its move and the reply.
SearchConfig normalConfig()
{
    SearchConfig c;
    c.worlds = 6;
    c.depth = 2;
    c.wideDepth = 2;
    c.formationSwaps = 200;
    // Plays any move within 10 points (a tenth of a Boss) of the best, with odds falling by e
    // every 5 points: a step between easy and hard a person can feel (docs/speakeasy-ai.md).
    c.mixMargin = 10;
    c.mixTemperature = 5;
    c.noShuttle = true;
    return c;
}

// Hard: more worlds weighed by behaviour, a ply deeper.
SearchConfig hardConfig()
{
    SearchConfig c;
    c.worlds = 12;
    c.depth = 3;
    c.quiescence = 2;
    c.rootMargin = 150;
    c.wideDepth = 2;
    c.wideMoves = 45;
    c.belief = true;
    c.habits = true;
    return c;
}

// Expert: hard's search over more worlds, drawn expecting a sound set-up of the opponent, then
// a ply deeper in as many of them as a budget of positions allows (most of them, in most
// positions), with a mixed choice among moves as good within a few points.
SearchConfig expertConfig()
{
    SearchConfig c = hardConfig();
    c.worlds = 16;
    // The set-up prior (setupprior.h), three parts formations to one uniform. Its weights are
    // far from even, so each world is the pick of 256 draws, not 4: a few milliseconds of a
    // decision of about 130.
    c.beliefSettings.setupBlend = 75;
    c.oversample = 256;
    c.deepen = 1;
    c.nodeBudget = 1500000;
    c.mixMargin = 2;
    c.mixTemperature = 1;
    c.formationSwaps = 800;
    return c;
}

struct Level
{
    std::string_view name;
    std::unique_ptr<PhasePolicy> (*make)(uint64_t seed, const OpponentHabits *habits);
};

template<SearchConfig (*config)()>
std::unique_ptr<PhasePolicy> searching(uint64_t seed, const OpponentHabits *habits)
{
    return std::make_unique<DeterminizedPolicy>(seed, config(), habits);
}

SearchConfig expertNoBelief()
{
    SearchConfig c = expertConfig();
    c.belief = false;
    return c;
}

SearchConfig expertFewWorlds()
{
    SearchConfig c = expertConfig();
    c.worlds = 8;
    return c;
}

// Hard's depth everywhere: what the deeper round is worth.
SearchConfig expertNoDeepening()
{
    SearchConfig c = expertConfig();
    c.deepen = 0;
    return c;
}

// The opponent's layout drawn uniformly, as hard draws it: what the set-up prior is worth.
SearchConfig expertNoPrior()
{
    SearchConfig c = expertConfig();
    c.beliefSettings.setupBlend = 0;
    c.oversample = SearchConfig{}.oversample;
    return c;
}

SearchConfig expertNoHabits()
{
    SearchConfig c = expertConfig();
    c.habits = false;
    return c;
}

// A second look four plies deep at the three best moves, in six fresh worlds: measured weaker
// than without it (docs/speakeasy-ai.md), kept as a variant to measure.
SearchConfig expertSecondLook()
{
    SearchConfig c = expertConfig();
    c.worlds = 12;
    c.deepen = 0;
    c.refineTop = 3;
    c.refineDepth = 4;
    c.refineWorlds = 6;
    c.refineMoves = 30;
    return c;
}

SearchConfig expertNoMixing()
{
    SearchConfig c = expertConfig();
    c.mixMargin = 0;
    return c;
}

constexpr std::array kLevels = {
    Level{"random",
          [](uint64_t seed, const OpponentHabits *) -> std::unique_ptr<PhasePolicy> {
              return std::make_unique<RandomPolicy>(seed);
          }},
    Level{"easy",
          [](uint64_t seed, const OpponentHabits *) -> std::unique_ptr<PhasePolicy> {
              return std::make_unique<EasyPolicy>(seed);
          }},
    Level{"normal", searching<normalConfig>},
    Level{"hard", searching<hardConfig>},
    Level{"expert", searching<expertConfig>},
};

constexpr std::array kAblations = {
    Level{"expert-no-belief", searching<expertNoBelief>},
    Level{"expert-few-worlds", searching<expertFewWorlds>},
    Level{"expert-no-mixing", searching<expertNoMixing>},
    Level{"expert-no-deepening", searching<expertNoDeepening>},
    Level{"expert-no-prior", searching<expertNoPrior>},
    Level{"expert-no-habits", searching<expertNoHabits>},
    Level{"expert-second-look", searching<expertSecondLook>},
};

template<size_t N> constexpr std::array<std::string_view, N> namesOf(const std::array<Level, N> &l)
{
    std::array<std::string_view, N> names{};
    for (size_t i = 0; i < N; ++i)
        names[i] = l[i].name;
    return names;
}

constexpr auto kNames = namesOf(kLevels);
constexpr auto kAblationNames = namesOf(kAblations);

} // namespace

std::span<const std::string_view> levelNames()
{
    return kNames;
}

std::span<const std::string_view> ablationNames()
{
    return kAblationNames;
}

std::unique_ptr<PhasePolicy> makePolicy(std::string_view level, uint64_t seed,
                                        const OpponentHabits *habits)
{
    for (const Level &l : kLevels) {
        if (l.name == level)
            return l.make(seed, habits);
    }
    for (const Level &l : kAblations) {
        if (l.name == level)
            return l.make(seed, habits);
    }
    return nullptr;
}

} // namespace speakeasy::ai
