// Events in the words of the public examples (GA14.3), for resolve, the seat view's log and
// narration.
#pragma once

#include "events.h"
#include "stateio.h"

namespace gangsters::io {

OrderedJson writeEvent(const Event &event);

} // namespace gangsters::io
