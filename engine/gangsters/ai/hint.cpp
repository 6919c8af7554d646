#include "hint.h"

#include "search.h"

namespace gangsters::ai {

Hint hint(const SeatView &view, int lastPrice)
{
    Hint h;
    if (!view.hasPending || view.pending.size < 1 || view.pending.seat != view.seat)
        return h;
    // Expert is the strongest level (levels.h), and answers within the window's patience.
    constexpr uint64_t kHintSeed = 0x68696e74;
    const SearchPick found = search(view, expertConfig(), kHintSeed, lastPrice);
    h.valid = true;
    h.option = found.pick.index;
    h.decision.type = view.pending.type;
    h.decision.seat = view.pending.seat;
    h.decision.choice = view.pending.options[size_t(found.pick.index)];
    h.level = "expert";
    h.why = found.pick.reason;
    h.reason = english(h.why);
    return h;
}

} // namespace gangsters::ai
