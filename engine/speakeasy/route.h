// The route a move is drawn along (D21: the route is not part of a move, so a table, a replay
// and a narrator all ask the engine for the same one).
#pragma once

#include "position.h"

#include <vector>

namespace speakeasy {

// From move.from to move.to, both included: a step, a straight run along one rail line (SE4.2,
// SE4.3), or else a Kid's path over the empty Rues (SE4.4), the shortest one, breadth-first with
// neighbours in reading order (SE4.6). Only where pieces stand (`occupied`) matters, which every
// seat sees. A move no route explains gives {from, to}; a move that is no move, nothing.
std::vector<Square> routeOf(Bits occupied, Move move);

} // namespace speakeasy
