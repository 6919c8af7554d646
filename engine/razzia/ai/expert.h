// The `expert` seat: search over information sets, with a mixed choice at the secret play,
// inference of the others' hands from what they played, and play adapted to this table.
//
// Cards (R3.5): worlds are sampled consistently with the seat view (Sampler) and weighed by how
// likely the others' last revealed cards make them (inference.h); in each, the others choose
// as the reading of this table says they do (reading.h), a simulating seat among the styles it
// reads, so that `hard` seats are met by a model of their own kind. Every card in hand meets the
// same worlds: a payoff matrix of the seat's cards against the others' modelled cards, each payoff
// the chance of finishing first once the reveal is paid (payoffs.h, winchance.h). The card is
// drawn from a mixed strategy: each card with about the chance that it is in truth the best,
// given the spread of its payoffs over the worlds, so that cards the sampling cannot tell apart
// are mixed and clearly worse ones never played. The dealer's bill (R3.3) is weighed the same
// way, bar by bar. Proposals and answers (R5.2–R5.5) weigh the chance of first place too, and
// a proposer offers each claimant what that claimant's past answers say it takes (habits.h).
#pragma once

#include "habits.h"
#include "inference.h"
#include "payoffs.h"
#include "razzia/policy.h"
#include "reading.h"

#include <vector>

namespace razzia {

class ExpertPolicy final : public PhasePolicy
{
public:
    explicit ExpertPolicy(uint64_t seed) : ExpertPolicy(seed, 0) {}
    // `worlds`: sampled worlds per secret play; 0 sizes them to the table. The number of
    // worlds is all that bounds the time, never the clock, so a seed always decides the same.
    ExpertPolicy(uint64_t seed, int worlds);

    void observe(const Event &event) override;

    const ai::TableReading &reading() const { return m_reading; }
    const ai::AnswerHabits &habits() const { return m_habits; }

private:
    Decision play(const SeatView &view) override;
    Decision placeBill(const SeatView &view) override;
    Decision propose(const SeatView &view) override;
    Decision answer(const SeatView &view) override;
    // Sampled worlds for a secret play that models the others with `simulation`.
    int worldsFor(const SeatView &view, ai::Simulation simulation) const;

    Rng m_rng;
    int m_worlds; // sampled worlds per secret play, 0 for the default
    ai::TableReading m_reading;
    ai::PlayInference m_inference;
    ai::AnswerHabits m_habits;
    // The worlds and payoff matrix of the last decision, kept to reuse their storage: one set
    // of worlds for each bar when the dealer places its bill (R3.3), the first for a card.
    std::array<ai::PayoffWorlds, kBarCount> m_payoffs;
    std::vector<double> m_matrix;
};

} // namespace razzia
