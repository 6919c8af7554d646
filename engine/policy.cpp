#include "policy.h"

namespace razzia {

// Cards played are most of the decisions of a game; the rest lives apart so that this path
// stays a leaf with nothing to save.
Decision RandomPolicy::decide(const SeatView &view)
{
    if (view.phase() != Phase::Play)
        return decideOther(view);
    const Hand &h = view.hand();
    const uint32_t slot = m_rng.below(h.size);
    return Decision::playCard(h.cards[slot], int(slot));
}

__attribute__((noinline)) Decision RandomPolicy::decideOther(const SeatView &view)
{
    switch (view.phase()) {
    case Phase::PlaceBill:
        return Decision::placeBill(Bar(m_rng.below(uint32_t(view.variant().bars))));
    case Phase::Proposal: {
        const Negotiation &n = view.negotiation();
        const BillSet &bills = view.barBills(n.bar);
        Proposal p;
        for (int d = 0; d < kDenominations; ++d) {
            for (int k = 0; k < bills.count[d]; ++k)
                ++p.shares[n.claimants[m_rng.below(n.claimantCount)]].count[d];
        }
        return Decision::propose(p);
    }
    default:
        return Decision::answer(m_rng.below(2) == 0);
    }
}

} // namespace razzia
