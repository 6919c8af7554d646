// What a seat may know (GA12, GA14.6): everything is public but future dice, so a seat's view
// is the whole state, the turn so far and the pending decision. Never the seed nor the
// generator's state: neither is in here. A value: a policy may keep it.
#pragma once

#include "turn.h"

namespace gangsters {

struct SeatView
{
    int seat = -1;
    Rules rules;
    State state;
    TurnContext turn;
    bool hasPending = false;
    Point pending; // only pending.size options are meaningful

    SeatView() = default;
    SeatView(const SeatView &other) { *this = other; }
    SeatView &operator=(const SeatView &other)
    {
        seat = other.seat;
        rules = other.rules;
        state = other.state;
        turn = other.turn;
        hasPending = other.hasPending;
        copyPoint(pending, other.pending);
        return *this;
    }
    // Copies the type, seat and the `size` options of a point, not the whole capacity.
    static void copyPoint(Point &to, const Point &from) { to = from; }
};

} // namespace gangsters
