#include "rank.h"

namespace razzia {

BarClaim claimBar(const std::array<Card, kMaxPlayers> &table, int players, int dealer, Bar bar,
                  bool hasBills)
{
    BarCards cards;
    for (int s = 0; s < players; ++s) {
        const Card c = table[s];
        if (!c.isNone() && c.bar() == bar)
            cards.add(s, c);
    }
    return claimBar(table, cards, players, dealer, hasBills);
}

BarClaim claimBar(const std::array<Card, kMaxPlayers> &table, BarCards cards, int players,
                  int dealer, bool hasBills)
{
    BarClaim claim;
    unsigned mask = claimants(cards);
    if (!mask) {
        // R4.1 nobody came, or R4.2 police alone: the raid fails.
        claim.outcome = cards.police ? BarOutcome::FailedRaid : BarOutcome::Quiet;
        return claim;
    }
    if (!(mask & (mask - 1))) { // one claimant, the common case
        claim.count = 1;
        claim.claimants[0] = uint8_t(__builtin_ctz(mask));
        claim.outcome = hasBills ? BarOutcome::Taken : BarOutcome::NoBills;
        return claim;
    }
    for (; mask; mask &= mask - 1) {
        const int s = __builtin_ctz(mask);
        // Insertion by R5.1 rank; at most eight claimants.
        int i = claim.count++;
        while (i > 0 && outranks(s, table[s], claim.claimants[i - 1], table[claim.claimants[i - 1]],
                                 players, dealer)) {
            claim.claimants[i] = claim.claimants[i - 1];
            --i;
        }
        claim.claimants[i] = uint8_t(s);
    }
    if (!hasBills)
        claim.outcome = BarOutcome::NoBills; // R4.5
    else
        claim.outcome = claim.count == 1 ? BarOutcome::Taken : BarOutcome::Shared;
    return claim;
}

std::array<int, kMaxPlayers> places(const std::array<int32_t, kMaxPlayers> &money, int players)
{
    std::array<int, kMaxPlayers> place{};
    for (int s = 0; s < players; ++s) {
        place[s] = 1;
        for (int o = 0; o < players; ++o)
            place[s] += money[o] > money[s];
    }
    return place;
}

} // namespace razzia
