#include "hint.h"

#include "greedy.h"

namespace gangsters::ai {

Hint hint(const SeatView &view)
{
    Hint h;
    if (!view.hasPending || view.pending.size < 1 || view.pending.seat != view.seat)
        return h;
    // Normal is the strongest level built (levels.h).
    const Pick pick = choose(view, normalSense());
    h.valid = true;
    h.option = pick.index;
    h.decision.type = view.pending.type;
    h.decision.seat = view.pending.seat;
    h.decision.choice = view.pending.options[size_t(pick.index)];
    h.level = "normal";
    h.reason = pick.reason;
    return h;
}

} // namespace gangsters::ai
