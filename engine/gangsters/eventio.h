// Events in the words of the public examples (GA14.3), for resolve, the seat view's log and
// narration.
#pragma once

#include "events.h"
#include "seatview.h"
#include "stateio.h"

namespace gangsters::io {

OrderedJson writeEvent(const Event &event);
// An event as writeEvent wrote it, read strictly (a network table's host is not trusted): what
// GA14.3 does not write stays at its default (the shop of a hold-up won in money or failed).
Event readEvent(const Json &json, const std::string &path, int gangs);
// GA14.6 gangsters-view/1: the state, the turn so far, the pending decision and the log the
// seat has seen. Nothing else: neither the seed nor the generator's state is in a view.
OrderedJson writeView(const SeatView &view, const std::vector<Event> &log);

} // namespace gangsters::io
