#include "policy.h"

namespace gangsters {

Decision RandomPolicy::decide(const SeatView &view)
{
    Decision d;
    d.type = view.pending.type;
    d.seat = view.pending.seat;
    d.choice = view.pending.options[m_rng.below(uint32_t(view.pending.size))];
    return d;
}

} // namespace gangsters
