// Seat policies: anything that turns a seat view into a decision.
#pragma once

#include "seatview.h"

namespace razzia {

class Policy
{
public:
    virtual ~Policy() = default;
    virtual Decision decide(const SeatView &view) = 0;
};

// The `random` seat: a uniformly random legal decision. A proposal assigns each bill on the
// bar to a claimant chosen uniformly and independently; answers accept or refuse with even odds.
class RandomPolicy final : public Policy
{
public:
    explicit RandomPolicy(uint64_t seed) : m_rng(seed) {}
    Decision decide(const SeatView &view) override;

private:
    Decision decideOther(const SeatView &view);
    Rng m_rng;
};

} // namespace razzia
