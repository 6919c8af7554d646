#include "policy.h"

#include <algorithm>
#include <cstring>

namespace razzia {

static_assert(*std::max_element(kBillCounts.begin(), kBillCounts.end()) <= 16,
              "RandomPolicy lays out at most 16 bills of a value with one store");

void SeatObservers::onEvent(const Event &event)
{
    for (int s = 0; s < kMaxPlayers; ++s) {
        if (m_policies[s] && seatMaySee(event, s))
            m_policies[s]->observe(event);
    }
}

Decision PhasePolicy::decide(const SeatView &view)
{
    switch (view.phase()) {
    case Phase::PlaceBill:
        return placeBill(view);
    case Phase::Proposal:
        return propose(view);
    case Phase::Answer:
        return answer(view);
    default:
        return play(view);
    }
}

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
        // The bills laid out one byte each, with fixed-size stores, so that the loop below is
        // the only one whose length depends on the bar: random lengths mispredict.
        std::array<uint8_t, 32 * kDenominations> laidOut;
        unsigned count = 0;
        for (int d = 0; d < kDenominations; ++d) {
            std::memset(laidOut.data() + count, d, 16);
            count += bills.count[d];
        }
        Proposal p{};
        for (unsigned i = 0; i < count; ++i)
            ++p.shares[n.claimants[m_rng.below(n.claimantCount)]].count[laidOut[i]];
        return Decision::propose(p);
    }
    default:
        return Decision::answer(m_rng.below(2) == 0);
    }
}

} // namespace razzia
