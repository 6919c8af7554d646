// The typed event stream of a Speak Easy session: every change a table must show, in the order
// it happens, each saying who may see it (SE7), as Razzia's do (razzia/events.h).
#pragma once

#include "decision.h"

namespace speakeasy {

enum class EventKind : uint8_t
{
    SetUpChosen,  // seat has set up; layout, privateTo the seat (SE3.6)
    GameStarted,  // seat = the first to move (SE3.1)
    Moved,        // seat, move, ply (0-based); the route is routeOf(the board before, move)
    Fought,       // seat = the attacker, fight with both identities turned up (SE5.1), ply
    DrawOffered,  // seat offers (SE6.4)
    DrawDeclined, // seat declines; the offering seat goes on with its turn
    Resigned,     // seat (SE6.4)
    GameOver,     // end (SE6)
};

struct Event
{
    EventKind kind = EventKind::GameStarted;
    int8_t seat = -1;
    int8_t privateTo = -1; // -1: public
    int16_t ply = 0;
    Move move;
    Confrontation fight;
    End end;
    Layout layout;
};

// SE7: whether `seat` may see `event`.
inline bool seatMaySee(const Event &event, int seat)
{
    return event.privateTo < 0 || event.privateTo == seat;
}

class EventSink
{
public:
    virtual ~EventSink() = default;
    virtual void onEvent(const Event &event) = 0;
};

} // namespace speakeasy
