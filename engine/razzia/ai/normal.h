// The `normal` seat: sound heuristics and exact duel odds.
//
// Cards: every card in hand is set against sampled plays of the others (outlook.h): the money
// on each bar, who else is likely to come given the cards still unseen per colour, the chance
// of a raid, and its share of a bar that goes to R5 by the duel odds. It also counts what its
// card takes from the others, and keeps strong cards for later while rounds remain.
// The dealer's bill (R3.3) goes to the bar that leaves it best placed after the same weighing.
// Proposals and answers follow the bargaining model of bargain.h (docs/ai.md).
#pragma once

#include "razzia/policy.h"

namespace razzia {

class NormalPolicy final : public PhasePolicy
{
public:
    explicit NormalPolicy(uint64_t seed) : m_rng(seed) {}

private:
    Decision play(const SeatView &view) override;
    Decision placeBill(const SeatView &view) override;
    Decision propose(const SeatView &view) override;
    Decision answer(const SeatView &view) override;

    Rng m_rng;
};

} // namespace razzia
