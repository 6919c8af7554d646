#include "easy.h"

#include "outlook.h"

namespace razzia {

Decision EasyPolicy::play(const SeatView &view)
{
    const Hand &hand = view.hand();
    // A beginner's lapse: one card in four goes anywhere.
    if (unit() < 0.25) {
        const int slot = int(m_rng.below(hand.size));
        return Decision::playCard(hand.cards[slot], slot);
    }
    const ai::BarValues bars = ai::barValues(view);
    int pick = 0;
    double best = 0.0;
    for (int k = 0; k < hand.size; ++k) {
        // Wide noise: the richest bar does not always win, and nothing here counts cards,
        // watches for police or weighs a duel.
        const double score =
            ai::greedyScore(hand.cards[k], bars) * (0.5 + unit()) + 4000.0 * unit();
        if (k == 0 || score > best) {
            pick = k;
            best = score;
        }
    }
    return Decision::playCard(hand.cards[pick], pick);
}

Decision EasyPolicy::placeBill(const SeatView &view)
{
    const int bars = view.variant().bars;
    if (unit() < 0.4)
        return Decision::placeBill(Bar(m_rng.below(uint32_t(bars))));
    // Where its highest gambler goes, without asking who else might come.
    const Hand &hand = view.hand();
    int bar = -1;
    int best = 0;
    for (int k = 0; k < hand.size; ++k) {
        const Card c = hand.cards[k];
        if (!c.isPolice() && view.variant().barInPlay(c.bar()) && c.value() > best) {
            best = c.value();
            bar = int(c.bar());
        }
    }
    if (bar < 0)
        bar = int(m_rng.below(uint32_t(bars)));
    return Decision::placeBill(Bar(bar));
}

Decision EasyPolicy::propose(const SeatView &view)
{
    const Negotiation &n = view.negotiation();
    const BillSet &bills = view.barBills(n.bar);
    const int count = n.claimantCount;
    // Somewhere between an even split and everything, whatever the cards say.
    const double keepTarget = bills.total() * (1.0 / count + unit() * (1.0 - 1.0 / count));
    Proposal proposal;
    std::array<int32_t, kMaxPlayers> given{};
    int32_t kept = 0;
    for (int d = kDenominations - 1; d >= 0; --d) {
        for (int k = 0; k < bills.count[d]; ++k) {
            const int32_t bill = kBillValues[d];
            int to = 0;
            if (kept > 0 && kept + bill > keepTarget) {
                to = 1;
                for (int r = 2; r < count; ++r) {
                    if (given[r] < given[to])
                        to = r;
                }
            }
            (to == 0 ? kept : given[to]) += bill;
            ++proposal.shares[n.claimants[to]].count[d];
        }
    }
    return Decision::propose(proposal);
}

Decision EasyPolicy::answer(const SeatView &view)
{
    const Negotiation &n = view.negotiation();
    const double fair = double(view.barBills(n.bar).total()) / n.claimantCount;
    const double share = n.proposal.shares[view.seat()].total();
    // An even split as the yardstick, blurred: sometimes greedy, sometimes meek.
    return Decision::answer(share >= fair * (0.4 + 0.8 * unit()));
}

} // namespace razzia
