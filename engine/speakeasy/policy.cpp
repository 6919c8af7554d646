#include "policy.h"

#include "layout.h"

namespace speakeasy {

Layout RandomPolicy::layout(int seat)
{
    return randomLayout(seat, m_rng);
}

Action RandomPolicy::act(const SeatView &view)
{
    const MoveSet moves = view.legalMoves();
    return Action::play(moves.at(int(m_rng.below(uint32_t(moves.count())))));
}

} // namespace speakeasy
