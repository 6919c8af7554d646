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

// A policy with one method for each kind of decision; decide() picks it by the phase.
class PhasePolicy : public Policy
{
public:
    Decision decide(const SeatView &view) final;

protected:
    virtual Decision play(const SeatView &view) = 0;      // R3.5
    virtual Decision placeBill(const SeatView &view) = 0; // R3.3
    virtual Decision propose(const SeatView &view) = 0;   // R5.2
    virtual Decision answer(const SeatView &view) = 0;    // R5.3
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
