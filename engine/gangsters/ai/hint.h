// The hint for the window (issue 27): the expert's choice for the decision a person faces, with
// a short reason ("buys 3.4: 2 shops left in this district"). No Qt: the reason is a value (a
// kind and its arguments, reason.h) that the window translates; `reason` is its English
// rendering for the command line.
#pragma once

#include "reason.h"

#include "gangsters/seatview.h"

#include <string>

namespace gangsters::ai {

struct Hint
{
    bool valid = false;
    int option = -1; // index into view.pending's options
    Decision decision;
    std::string level; // the level that gave it
    Reason why;
    std::string reason; // english(why)
};

// From the seat view only, and the same hint for the same view (the search's dice come from a
// fixed seed and the view); invalid when nothing is pending or the point is not view.seat's.
// `lastPrice`: the price named last (the PriceNamed event), for an Accept point; -1 unknown.
// The searched points (BuyPolice, Next, Move) take 10–20 ms of one core, 0.15 s at most seen.
Hint hint(const SeatView &view, int lastPrice = -1);

} // namespace gangsters::ai
