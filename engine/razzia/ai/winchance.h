// The chance of finishing first (R3.8) from the money on the table now and the rounds left.
//
// Only first place counts, so a dollar is worth more or less depending on who is near: taken
// from the leader it counts for much, taken from a seat far behind for little, and when the
// seat trails it should gamble. The rest of the game is taken as independent, equal gains for
// every seat, normal with a spread that grows with the square root of the rounds left (the
// spread of one round's gains was measured in whole games of `normal` seats, docs/ai.md). With
// no round left the chance is exact: first place or not, shared places split (R3.8).
#pragma once

#include "razzia/seatview.h"

namespace razzia::ai {

// Dollars by seat, as doubles: expected shares of a bar are not whole bills.
using Money = std::array<double, kMaxPlayers>;

class WinChance
{
public:
    // `roundsAfter`: whole rounds still to be played after the one being decided.
    WinChance(int players, int roundsAfter);
    // For a decision of the current round of `view`.
    explicit WinChance(const SeatView &view);

    // The chance that `seat` finishes first with `money` now.
    double of(const Money &money, int seat) const;
    // The spread of one seat's gains over the rest of the game, in dollars (0 in the last round).
    double spread() const { return m_spread; }

private:
    int m_players;
    double m_spread;
};

// Rounds still to be dealt after the current one: the supply runs out in the last (R3.7).
int roundsAfter(const SeatView &view);

} // namespace razzia::ai
