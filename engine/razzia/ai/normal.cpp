#include "normal.h"

#include "bargain.h"
#include "outlook.h"

#include <algorithm>

namespace razzia {

namespace {

// Sampled plays of the others: enough that the best card stands out, few enough for well
// under a millisecond. The dealer weighs every bar, so it samples less per bar.
constexpr int kPlaySamples = 64;
constexpr int kPlacementSamples = 32;
// What keeping a card is worth, as a share of a typical bar per unit of strength; without it
// the seat spends its sixes on small bars.

// Money the others win counts against this seat: at a table of n, each other seat is one
// rival among n - 1, and half of that weight played best in tables against `easy`.
double denialWeight(const SeatView &view)
{
    return 0.5 / (view.players() - 1);
}

} // namespace

Decision NormalPolicy::play(const SeatView &view)
{
    const ai::BarValues bars = ai::barValues(view);
    const ai::Outlook outlook(view, m_rng, kPlaySamples);
    const ai::Outlook::Estimate estimate = outlook.estimate(bars, denialWeight(view));
    const std::array<double, kHandSize> keep = ai::keepValues(view, bars);
    const Hand &hand = view.hand();
    int pick = 0;
    for (int k = 1; k < hand.size; ++k) {
        if (estimate.value[k] - keep[k] > estimate.value[pick] - keep[pick])
            pick = k;
    }
    return Decision::playCard(hand.cards[pick], pick);
}

Decision NormalPolicy::placeBill(const SeatView &view)
{
    const int bill = view.pendingBill();
    const int bars = view.variant().bars;
    // Only the dealer sees the bill (R3.3); asked out of turn, any bar is as good.
    if (bill < 0)
        return Decision::placeBill(Bar::Colibri);
    const ai::BarValues now = ai::barValues(view);
    const ai::Outlook outlook(view, m_rng, kPlacementSamples);
    const double denial = denialWeight(view);
    int pick = 0;
    double best = 0.0;
    for (int b = 0; b < bars; ++b) {
        ai::BarValues with = now;
        with[b] += kBillValues[bill];
        const ai::Outlook::Estimate estimate = outlook.estimate(with, denial);
        const std::array<double, kHandSize> keep = ai::keepValues(view, with);
        double play = estimate.value[0] - keep[0];
        for (int k = 1; k < view.hand().size; ++k)
            play = std::max(play, estimate.value[k] - keep[k]);
        // The bill is also money the others may take where this seat will not go.
        const double score = play - denial * estimate.othersBaseline;
        if (b == 0 || score > best) {
            pick = b;
            best = score;
        }
    }
    return Decision::placeBill(Bar(pick));
}

Decision NormalPolicy::propose(const SeatView &view)
{
    const ai::Bargain bargain = ai::Bargain::fromView(view);
    const BillSet &bills = view.barBills(view.negotiation().bar);
    const ai::BestDivision best = ai::bestDivision(bargain, bills);
    return Decision::propose(ai::proposalFor(view, best.division));
}

Decision NormalPolicy::answer(const SeatView &view)
{
    const Negotiation &n = view.negotiation();
    const ai::Bargain bargain = ai::Bargain::fromView(view);
    ai::Shares shares{};
    for (int r = 0; r < n.claimantCount; ++r)
        shares[r] = n.proposal.shares[n.claimants[r]].total();
    ai::RankMask refused = 0;
    for (int i = 0; i < n.answered; ++i) {
        const int seat = n.answerOrder[i];
        if (n.answers[seat] == 0)
            refused |= 1u << n.rankOf(seat);
    }
    // R5.3: this seat answers now; refuse when the duel, with the answers still to come,
    // is worth more than the offer.
    return Decision::answer(!bargain.refuses(shares, n.answered, refused));
}

} // namespace razzia
