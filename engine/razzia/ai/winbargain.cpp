#include "winbargain.h"

namespace razzia::ai {

namespace {

// As in payoffs.cpp: dollars only break ties between chances of first place.
constexpr double kDollarWeight = 1e-8;
// Bills are multiples of $5,000, and a bar never holds more than every bill there is.
constexpr int kUnit = 5000;
constexpr int kMaxUnits = 1870000 / kUnit + 1;

Money moneyOf(const SeatView &view)
{
    Money money{};
    for (int s = 0; s < view.players(); ++s)
        money[s] = view.money(s);
    return money;
}

// The chance of first place for the seat of `view` once the answers end with `refusers`:
// accepters take their shares, and the pool goes to each duelist with its chance (R5.5, R5.6).
double expectedWin(const SeatView &view, const WinChance &win, const Bargain &bargain,
                   const Shares &shares, RankMask refusers)
{
    const Negotiation &n = view.negotiation();
    const int count = n.claimantCount;
    Money base = moneyOf(view);
    if (!refusers) {
        for (int r = 0; r < count; ++r)
            base[n.claimants[r]] += shares[r];
        return win.of(base, view.seat()) + kDollarWeight * shares[n.rankOf(view.seat())];
    }
    for (int r = 1; r < count; ++r) {
        if (!((refusers >> r) & 1))
            base[n.claimants[r]] += shares[r];
    }
    const double pool = poolValue(shares, count, refusers);
    double chance = 0.0;
    for (int r = 0; r < count; ++r) {
        const double p = bargain.chance(refusers, r);
        if (p <= 0.0)
            continue;
        Money after = base;
        after[n.claimants[r]] += pool;
        chance += p * win.of(after, view.seat());
    }
    return chance + kDollarWeight * bargain.value(shares, refusers, n.rankOf(view.seat()));
}

Shares sharesInView(const SeatView &view)
{
    const Negotiation &n = view.negotiation();
    Shares shares{};
    for (int r = 0; r < n.claimantCount; ++r)
        shares[r] = n.proposal.shares[n.claimants[r]].total();
    return shares;
}

} // namespace

bool refusesForFirstPlace(const SeatView &view, const WinChance &win)
{
    const Negotiation &n = view.negotiation();
    const Bargain bargain = Bargain::fromView(view);
    const Shares shares = sharesInView(view);
    RankMask refused = 0;
    for (int i = 0; i < n.answered; ++i) {
        const int seat = n.answerOrder[i];
        if (n.answers[seat] == 0)
            refused |= 1u << n.rankOf(seat);
    }
    const RankMask me = 1u << n.rankOf(view.seat());
    // The answers still to come, as the risk-neutral model foresees them after each answer.
    const RankMask ifAccepted = bargain.predict(shares, n.answered + 1, refused);
    const RankMask ifRefused = bargain.predict(shares, n.answered + 1, refused | me);
    // Equal chances accept: the same without the die.
    return expectedWin(view, win, bargain, shares, ifRefused) >
           expectedWin(view, win, bargain, shares, ifAccepted) + 1e-12;
}

Division divisionForFirstPlace(const SeatView &view, const WinChance &win,
                               const AnswerHabits &habits)
{
    const Negotiation &n = view.negotiation();
    const Bargain bargain = Bargain::fromView(view);
    const BillSet &bills = view.barBills(n.bar);
    if (n.claimantCount != 2)
        return bestDivision(bargain, bills).division;

    // One responder: every offer that the bills can make, by its total (which bills make it
    // does not matter to either side). Bounded knapsack over single bills, largest first.
    std::array<bool, kMaxUnits> reach{};
    std::array<BillSet, kMaxUnits> made{};
    reach[0] = true;
    int top = 0;
    for (int d = kDenominations - 1; d >= 0; --d) {
        const int units = kBillValues[d] / kUnit;
        for (int k = 0; k < bills.count[d]; ++k) {
            for (int u = top; u >= 0; --u) {
                if (reach[u] && !reach[u + units]) {
                    reach[u + units] = true;
                    made[u + units] = made[u];
                    ++made[u + units].count[d];
                }
            }
            top += units;
        }
    }
    const int other = n.claimants[1];
    const double total = bills.total();
    const double refusal = bargain.chance(0b10, 1) * total; // the pool is the whole bar
    Money money = moneyOf(view);
    Money mineAll = money;
    mineAll[view.seat()] += total;
    Money theirsAll = money;
    theirsAll[other] += total;
    const double p0 = bargain.chance(0b10, 0);
    const double duel =
        p0 * win.of(mineAll, view.seat()) + (1.0 - p0) * win.of(theirsAll, view.seat());

    int bestUnits = 0;
    double best = -1.0;
    for (int u = 0; u <= top; ++u) {
        if (!reach[u])
            continue;
        const double offer = double(u) * kUnit;
        const double accept = habits.acceptChance(other, offer, refusal, total / 2);
        Money after = money;
        after[view.seat()] += total - offer;
        after[other] += offer;
        const double value =
            accept * win.of(after, view.seat()) + (1.0 - accept) * duel +
            kDollarWeight * (accept * (total - offer) + (1.0 - accept) * p0 * total);
        if (value > best + 1e-12) {
            best = value;
            bestUnits = u;
        }
    }
    Division division{};
    division[1] = made[bestUnits];
    division[0] = bills;
    for (int d = 0; d < kDenominations; ++d)
        division[0].count[d] = uint8_t(division[0].count[d] - division[1].count[d]);
    return division;
}

} // namespace razzia::ai
