#include "hint.h"

#include "expert.h"
#include "levels.h"
#include "odds.h"
#include "razzia/rank.h"
#include "razzia/sampler.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace razzia::ai {

namespace {

int percentOf(double share)
{
    return int(std::lround(std::clamp(share, 0.0, 1.0) * 100));
}

struct BarChances
{
    int alone = 0;
    int shared = 0;
    int nobody = 0; // the bar's bills stay: no claimant at all
    int worlds = 0;
};

// How `bar` turns out when this seat plays `mine` there (or nothing there, with Card()) while
// the others choose in worlds sampled from the view. `bill`: the dealer's placement to make
// first in each world, when the view stands before it (R3.3).
BarChances chancesAt(const SeatView &view, Bar bar, Card mine, const Decision *bill, uint64_t seed)
{
    BarChances out;
    const int me = view.seat();
    const Sampler sampler(view);
    Rng rng(seed);
    std::array<std::unique_ptr<Policy>, kMaxPlayers> others;
    for (int seat = 0; seat < view.players(); ++seat) {
        if (seat != me)
            others[seat] = makePolicy("normal", seed + 1 + uint64_t(seat));
    }
    Game world;
    for (int w = 0; w < kHintWorlds; ++w) {
        sampler.sample(world, rng);
        if (bill && world.decide(me, *bill) != Refusal::None)
            continue;
        std::array<Card, kMaxPlayers> table{};
        bool complete = true;
        for (int seat = 0; seat < view.players() && complete; ++seat) {
            if (seat == me) {
                table[seat] = mine;
                continue;
            }
            const Decision d = others[seat]->decide(world.view(seat));
            complete = d.kind == DecisionKind::PlayCard;
            table[seat] = d.card;
        }
        if (!complete)
            continue;
        if (mine.isNone()) {
            // This seat is elsewhere: stand in a card that never reaches this bar.
            table[me] = Card();
        }
        const BarClaim claim = claimBar(table, view.players(), world.dealer(), bar, true);
        bool mineClaims = false;
        for (int i = 0; i < claim.count; ++i)
            mineClaims = mineClaims || claim.claimants[i] == me;
        ++out.worlds;
        out.alone += mineClaims && claim.count == 1;
        out.shared += mineClaims && claim.count > 1;
        out.nobody += claim.count == 0;
    }
    return out;
}

int share(int count, int worlds)
{
    return worlds ? percentOf(double(count) / worlds) : 0;
}

// The card of this seat's hand that goes to `bar` with the most weight: the highest gambler,
// else the highest police card; Card() when none is of that colour.
Card bestCardFor(const Hand &hand, Bar bar)
{
    Card best;
    for (int i = 0; i < hand.size; ++i) {
        const Card c = hand.cards[i];
        if (c.bar() != bar)
            continue;
        if (best.isNone() || (best.isPolice() && !c.isPolice()) ||
            (best.isPolice() == c.isPolice() && c.value() > best.value()))
            best = c;
    }
    return best;
}

int cardOf(const SeatView &view, int seat)
{
    return view.tableCard(seat).value();
}

} // namespace

Hint hint(const SeatView &view, uint64_t seed)
{
    Hint h;
    ExpertPolicy expert(seed);
    h.decision = expert.decide(view);
    const int me = view.seat();
    const Negotiation &nego = view.negotiation();
    switch (h.decision.kind) {
    case DecisionKind::PlayCard: {
        h.why = Hint::Why::Card;
        h.card = h.decision.card;
        h.bar = h.card.bar();
        h.amount = view.barBills(h.bar).total();
        const BarChances c = chancesAt(view, h.bar, h.card, nullptr, seed ^ 0x41c7);
        h.percent = share(c.alone, c.worlds);
        h.sharePercent = share(c.shared, c.worlds);
        break;
    }
    case DecisionKind::PlaceBill: {
        h.bar = h.decision.bar;
        h.amount = view.barBills(h.bar).total() +
                   (view.pendingBill() >= 0 ? kBillValues[view.pendingBill()] : 0);
        h.card = bestCardFor(view.hand(), h.bar);
        const BarChances c = chancesAt(view, h.bar, h.card, &h.decision, seed ^ 0xb111);
        if (h.card.isNone()) {
            h.why = Hint::Why::BillNoCard;
            h.percent = share(c.nobody, c.worlds);
        } else {
            h.why = Hint::Why::Bill;
            h.percent = share(c.alone, c.worlds);
            h.sharePercent = share(c.shared, c.worlds);
        }
        break;
    }
    case DecisionKind::Propose: {
        h.why = Hint::Why::Proposal;
        h.bar = nego.bar;
        h.amount = view.barBills(nego.bar).total();
        h.kept = h.decision.proposal.shares[me].total();
        // The proposer ranks highest (R5.1), so it never wins a tie as the champion (R5.6).
        double odds = 0;
        int rivals = 0;
        for (int i = 0; i < nego.claimantCount; ++i) {
            const int other = nego.claimants[i];
            if (other == me)
                continue;
            odds += championWinChance(cardOf(view, me), cardOf(view, other), false);
            ++rivals;
        }
        h.percent = rivals ? percentOf(odds / rivals) : 100;
        break;
    }
    case DecisionKind::Answer: {
        h.bar = nego.bar;
        const int proposer = nego.proposer();
        h.kept = nego.proposal.shares[me].total();
        h.amount = h.kept + nego.proposal.shares[proposer].total();
        // This seat would challenge the proposer, who ranks higher and so loses ties.
        h.percent =
            percentOf(1.0 - championWinChance(cardOf(view, proposer), cardOf(view, me), false));
        h.why = h.decision.accept ? Hint::Why::Accept : Hint::Why::Refuse;
        break;
    }
    }
    return h;
}

} // namespace razzia::ai
