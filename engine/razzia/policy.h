// Seat policies: anything that turns a seat view into a decision.
#pragma once

#include "seatview.h"

namespace razzia {

class Policy
{
public:
    virtual ~Policy() = default;
    virtual Decision decide(const SeatView &view) = 0;
    // The events of the game this seat may see (R6), as they happen, for a policy that learns
    // from what happens between its decisions (answers to others' proposals, duels). Front
    // ends hand them over through SeatObservers, which does the filtering; most policies need
    // only their view and ignore them.
    virtual void observe(const Event &) {}
};

// R6: whether `seat` may see `event`: public events, and those private to the seat (its own
// drawn cards, the dealer's last bill).
inline bool seatMaySee(const Event &event, int seat)
{
    return event.privateTo < 0 || event.privateTo == seat;
}

// Hands each event of a game to the policy of every seat that may see it (seatMaySee), so that
// no front end filters events itself. Seats without a policy (humans, a null entry) are skipped.
class SeatObservers final : public EventSink
{
public:
    SeatObservers() = default;
    void seat(int seat, Policy *policy) { m_policies[seat] = policy; }
    void onEvent(const Event &event) override;

private:
    std::array<Policy *, kMaxPlayers> m_policies{};
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
