// The `easy` seat: a noisy heuristic a beginner can beat.
//
// It plays toward the bars with the most money, but often not to the best of them and now and
// then a card at random; it places the dealer's bill where it holds its best gambler, or
// anywhere; it proposes to keep a random part of the bar between a fair share and everything,
// and accepts what looks roughly fair by a rule of thumb that ignores the duel odds.
#pragma once

#include "razzia/policy.h"

namespace razzia {

class EasyPolicy final : public PhasePolicy
{
public:
    explicit EasyPolicy(uint64_t seed) : m_rng(seed) {}

private:
    Decision play(const SeatView &view) override;
    Decision placeBill(const SeatView &view) override;
    Decision propose(const SeatView &view) override;
    Decision answer(const SeatView &view) override;
    double unit() { return double(m_rng.next() >> 11) * (1.0 / 9007199254740992.0); }

    Rng m_rng;
};

} // namespace razzia
