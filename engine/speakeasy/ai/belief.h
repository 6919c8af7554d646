// A belief over the opposing pieces a seat has not seen, read from their behaviour (issue 15,
// after Stankiewicz & Schadd, "Opponent Modelling in Stratego"): a piece that walked up to one
// of our revealed pieces is probably stronger than it, one that stepped away from it probably
// weaker. With the set-up prior (setupprior.h, the expert), a world whose layout looks like a
// sound formation is likelier too. The hard constraints (counts, moved, turned, Bars, back
// ranks) are the sampler's (sampler.h); this only weighs the worlds it draws.
#pragma once

#include "habits.h"
#include "setupprior.h"

#include "speakeasy/sampler.h"

#include <optional>
#include <vector>

namespace speakeasy::ai {

struct BeliefSettings
{
    // How much more likely an approach or a retreat makes the kinds it points to, in percent:
    // 100 reads nothing from behaviour.
    int approach = 250;
    int retreat = 220;
    // Factor, in percent, for a piece that has moved this many times or more: pieces that
    // roam are rarely the ones kept at home to guard.
    int roamer = 130;
    int roamerMoves = 4;
    // The set-up prior (setupprior.h): the share, in percent, of sound formations in what
    // the belief expects of the opponent's layout; 0 expects nothing of it.
    int setupBlend = 0;
};

// Per unknown opposing square, a likelihood factor for each kind (1.0 = no information).
class Belief
{
public:
    // With `habits`, the Bars and back-rank points where this opponent's Speakeasy and Babes
    // stood in earlier games are the likelier places for them now.
    Belief(const SeatView &view, const BeliefSettings &settings,
           const OpponentHabits *habits = nullptr);

    const std::array<float, kKinds> &likelihood(Square s) const { return m_like[s]; }
    // How likely the identities of `world` (a sample for this view) are, up to a constant.
    double weight(const Position &world) const;

private:
    int m_opponent = 1;
    Bits m_unknown = 0;
    std::array<std::array<float, kKinds>, kSquares> m_like{};
    // With the set-up prior: where each unknown piece stood at the start, as a home square.
    std::optional<SetupPrior> m_prior;
    std::array<Square, kSquares> m_origin{};
};

// `count` worlds for the sampler's view. With a belief, each is one of `oversample` draws
// picked in proportion to its weight (importance resampling), so the worlds kept count
// equally; without one, plain uniform draws.
std::vector<Position> drawWorlds(const HiddenSampler &sampler, const Belief *belief, int count,
                                 int oversample, common::Rng &rng);

} // namespace speakeasy::ai
