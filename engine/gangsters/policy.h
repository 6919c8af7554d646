// Seat policies: anything that turns a seat view into a decision, the same verbs as every
// game's (docs/engine.md).
#pragma once

#include "seatview.h"

#include "common/rng.h"

namespace gangsters {

class Policy
{
public:
    virtual ~Policy() = default;
    // A decision for view.pending, which has two or more options.
    virtual Decision decide(const SeatView &view) = 0;
    // Every event of the game (all public, GA12), for a policy that learns from them.
    virtual void observe(const Event &) {}
};

// The `random` seat: each legal option of the pending decision with the same chance.
class RandomPolicy final : public Policy
{
public:
    explicit RandomPolicy(uint64_t seed) : m_rng(seed) {}
    Decision decide(const SeatView &view) override;

private:
    common::Rng m_rng;
};

} // namespace gangsters
