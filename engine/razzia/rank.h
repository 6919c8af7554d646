// Who claims a bar and in what order (R4, R5.1, R5.3, R5.6): pure functions shared by the
// game and by anything that needs to reason about a bar (AI, UI odds).
#pragma once

#include "events.h"

namespace razzia {

// R4: the outcome on `bar` given the revealed table, and the claimants ranked by R5.1
// (highest first). `claimants` receives `count` seats; a bar with no bills is NoBills (R4.5)
// when it has claimants.
struct BarClaim
{
    BarOutcome outcome = BarOutcome::Quiet;
    uint8_t count = 0;
    std::array<uint8_t, kMaxPlayers> claimants{};
};
BarClaim claimBar(const std::array<Card, kMaxPlayers> &table, int players, int dealer, Bar bar,
                  bool hasBills);

// The seats that played a gambler and a police card on one bar, one bit per seat.
struct BarCards
{
    uint8_t gamblers = 0;
    uint8_t police = 0;
    void add(int seat, Card card)
    {
        // Branch-free: which of the two masks depends on the card, and random games make
        // that unpredictable.
        uint8_t *masks = &gamblers;
        masks[card.isPolice()] |= uint8_t(1u << seat);
    }
};
// R4.2–R4.4 in one place: the seats that claim a bar, one bit each. Police take the claim
// from the gamblers when both came; police alone claim nothing (the raid fails).
inline unsigned claimants(BarCards cards)
{
    return cards.gamblers ? (cards.police ? cards.police : cards.gamblers) : 0u;
}

// The same as claimBar, for a caller that has sorted the table by bar already.
BarClaim claimBar(const std::array<Card, kMaxPlayers> &table, BarCards cards, int players,
                  int dealer, bool hasBills);

// R3.8: each seat's place, 1 for the most money; equal money shares the place, and the next
// place counts everyone ahead (1, 1, 3, …).
std::array<int, kMaxPlayers> places(const std::array<int32_t, kMaxPlayers> &money, int players);

// R5.1: true when seat a (card ca) outranks seat b (card cb).
inline bool outranks(int a, Card ca, int b, Card cb, int players, int dealer)
{
    if (ca.value() != cb.value())
        return ca.value() > cb.value();
    // Clockwise distance from the dealer, without a division.
    const int da = a - dealer + (a < dealer ? players : 0);
    const int db = b - dealer + (b < dealer ? players : 0);
    return da < db;
}

} // namespace razzia
