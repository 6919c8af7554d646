// Seats (SE3, SE4, SE6.4): anything that turns what one seat may know into a decision. Human
// and AI seats answer through this one interface, and it only ever receives SeatViews and the
// events the seat may see, so no seat can read a hidden identity. The verbs are Razzia's
// (razzia/policy.h): decide from a view, observe the events.
#pragma once

#include "common/rng.h"
#include "events.h"
#include "seatview.h"

namespace speakeasy {

// A seat's turn: a move, or resigning, or offering a draw (SE6.4, D16).
struct Action
{
    enum class Type : uint8_t
    {
        Play,
        Resign,
        OfferDraw
    };
    Type type = Type::Play;
    Move move;

    static Action play(Move m) { return Action{Type::Play, m}; }
    static Action resign() { return Action{Type::Resign, {}}; }
    static Action offerDraw() { return Action{Type::OfferDraw, {}}; }
};

class Policy
{
public:
    virtual ~Policy() = default;
    // What the seat decides in view.phase(): a layout, a move (or a draw offer, or resigning),
    // an answer to a draw offer.
    virtual Decision decide(const SeatView &view) = 0;
    // The events of the game this seat may see (seatMaySee), as they happen; Session hands
    // them over. Most policies need only their view.
    virtual void observe(const Event &) {}
};

// A policy with one method for each kind of decision; decide() picks it by the phase. The
// methods are public so that tests can ask a level one question at a time.
class PhasePolicy : public Policy
{
public:
    Decision decide(const SeatView &view) final;
    // SE3: this seat's set-up, chosen before any move and without seeing the other's. Must
    // pass layoutError().
    virtual Layout layout(int seat) = 0;
    // On this seat's turn. After a declined offer (view.drawDeclined()) it must not offer
    // again on the same turn.
    virtual Action act(const SeatView &view) = 0;
    // The opponent offers a draw; true accepts it.
    virtual bool acceptDraw(const SeatView &view) = 0;
};

// Beginner: a random layout (SE3.6) and a uniformly random legal move; never resigns or
// offers a draw, declines every offer.
class RandomPolicy final : public PhasePolicy
{
public:
    explicit RandomPolicy(uint64_t seed) : m_rng(seed) {}
    Layout layout(int seat) override;
    Action act(const SeatView &view) override;
    bool acceptDraw(const SeatView &) override { return false; }

private:
    common::Rng m_rng;
};

} // namespace speakeasy
