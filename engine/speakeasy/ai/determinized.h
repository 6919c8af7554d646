// The searching levels (normal, hard, expert): determinised search, also called Perfect
// Information Monte Carlo. Draw worlds that agree with the seat view (sampler.h), weighed by
// what the opponent's behaviour says (belief.h); search each world to a fixed depth with
// alpha-beta (search.h); play the move with the best value averaged over the worlds, or, with
// mixing, one of the nearly best at random so that the choice cannot be read.
#pragma once

#include "belief.h"
#include "search.h"

#include "speakeasy/policy.h"

namespace speakeasy::ai {

struct SearchConfig
{
    int worlds = 6;
    int depth = 2;
    int quiescence = 0; // plies of attacks past the depth (search.h)
    int rootMargin = 0; // root moves searched exactly within this of the best (search.h)
    // Depth when the seat has more legal moves than `wideMoves`: keeps the slowest decision
    // in bounds when Kids on open Rues have dozens of paths.
    int wideDepth = 2;
    // Second look: the `refineTop` best moves of the first search are searched again to
    // `refineDepth` plies in `refineWorlds` fresh worlds, and the best of them is played.
    // 0 skips it.
    int refineTop = 0;
    int refineDepth = 4;
    int refineWorlds = 12;
    int refineMoves = 30; // no second look with more legal moves than this
    int wideMoves = 60;
    // Deepening: after every world is searched to the depth, worlds are searched again, one
    // ply deeper each round (up to `deepen` rounds), their root moves ordered by the last
    // round, while the positions visited stay within `nodeBudget`. A budget in nodes, not in
    // time, keeps the decision the same for a seed on any machine. A world searched deeper
    // counts with its deeper values: within a world every move has the same depth.
    int deepen = 0;
    long nodeBudget = 0;
    bool belief = false;
    int oversample = 4; // draws per world kept, when `belief`
    BeliefSettings beliefSettings;
    EvalWeights weights;
    // Mixed choice: moves within `mixMargin` of the best are played with odds falling by e
    // every `mixTemperature` points; 0 plays the best (ties broken at random).
    int mixMargin = 0;
    int mixTemperature = 1;
    int formationSwaps = 400;
    // Reads the opponent's habits (habits.h), when the caller keeps them: in the formation
    // and in the belief.
    bool habits = false;
    // Accepts a draw offer when its expected score is below this.
    int drawBelow = -60;
    // Never takes back its own last quiet move (c8-c9, then c9-c8) with a quiet move while
    // another move exists: a level that mixes among nearly equal moves would otherwise
    // shuttle one piece aimlessly (issue 25).
    bool noShuttle = false;
};

class DeterminizedPolicy final : public PhasePolicy
{
public:
    // `habits`, if given, must outlive the policy; it is read only with config.habits.
    DeterminizedPolicy(uint64_t seed, const SearchConfig &config,
                       const OpponentHabits *habits = nullptr)
        : m_rng(seed), m_config(config), m_habits(config.habits ? habits : nullptr)
    {}
    Layout layout(int seat) override;
    Action act(const SeatView &view) override;
    bool acceptDraw(const SeatView &view) override;

private:
    // The mean value over `worlds` sampled worlds of each of `moves`, searched to `depth`.
    std::vector<double> moveValues(const SeatView &view, const HiddenSampler &sampler,
                                   const std::vector<Move> &moves, int worlds, int depth);
    // The deepening rounds (SearchConfig::deepen) over `worlds`, whose values at `depth` are
    // `values` (per world, per move), updated in place.
    void deepen(const std::vector<Position> &worlds, const std::vector<Move> &moves, int depth,
                WorldSearch &search, std::vector<std::vector<int>> &values) const;
    // The best of `moves` by `values`, or a mixed choice among the nearly best.
    Action choose(const std::vector<Move> &moves, const std::vector<double> &values);
    // SearchConfig::noShuttle: `moves` without the one taking back the seat's last quiet move.
    static void dropShuttle(const SeatView &view, std::vector<Move> &moves);
    // The value of the position itself over a few worlds, for draw offers.
    double positionValue(const SeatView &view);

    common::Rng m_rng;
    SearchConfig m_config;
    const OpponentHabits *m_habits;
};

} // namespace speakeasy::ai
