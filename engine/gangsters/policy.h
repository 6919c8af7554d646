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
    // False for a policy that reads only the pending decision: the session then leaves the
    // view's state and turn as they were, which spares a copy of the state at every decision.
    virtual bool readsState() const { return true; }
    // Every event of the game (all public, GA12), for a policy that learns from them.
    virtual void observe(const Event &) {}
    // Its stream starts again from `seed`, as if made with it (a resumed game, issue 29); a
    // policy that draws nothing ignores it.
    virtual void reseed(uint64_t) {}
};

// The `random` seat: each legal option of the pending decision with the same chance.
class RandomPolicy final : public Policy
{
public:
    explicit RandomPolicy(uint64_t seed) : m_rng(seed) {}
    Decision decide(const SeatView &view) override;
    bool readsState() const override { return false; }
    void reseed(uint64_t seed) override { m_rng.seed(seed); }

private:
    common::Rng m_rng;
};

} // namespace gangsters
