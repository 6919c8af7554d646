// The hint for the window (issue 27): the strongest level's choice for the decision a person
// faces, with a short reason ("buys 3.4: two shops left in this district"). No Qt; the window
// translates nothing here but shows the option it points at.
#pragma once

#include "gangsters/seatview.h"

#include <string>

namespace gangsters::ai {

struct Hint
{
    bool valid = false;
    int option = -1; // index into view.pending's options
    Decision decision;
    std::string level; // the level that gave it
    std::string reason;
};

// From the seat view only; invalid when nothing is pending or the point is not view.seat's.
Hint hint(const SeatView &view);

} // namespace gangsters::ai
