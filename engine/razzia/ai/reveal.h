// One reveal (R3.5, R4, R5) in sampled worlds, for seats that simulate.
//
// In each world the other seats' cards are fixed (they choose at the same time as this seat,
// so its own card cannot change them, R3.5), and each candidate card of this seat is set
// against the same worlds: common random numbers, so that the comparison between two cards is
// not blurred by the sampling. A bar that goes to R5 is weighed by expectedFractions
// (bargain.h), except in the last round, where the game ends with the reveal (R3.7) and what
// counts is who finishes first (R3.8): there each shared bar goes whole to one claimant, drawn
// with its chance, as a duel for everything would give it.
#pragma once

#include "outlook.h"

#include <vector>

namespace razzia::ai {

// Dollars by seat.
using SeatGains = std::array<double, kMaxPlayers>;

// Whose reveal is weighed: the seat, the table's size and dealer (R5.1), and whether this is
// the last round (R3.7).
struct SeatContext
{
    int seat = 0;
    int players = 0;
    int dealer = 0;
    bool last = false;
};

// What each seat wins on one bar worth `dollars` when the others reveal `table` (with `cards`
// the bar's gamblers and police) and the seat reveals `mine` there (none: elsewhere). A lone
// claimant takes everything (R4.6); shared bars go by the expected duel fractions, or, in the
// last round, whole to the claimant that `draw` (uniform in [0, 1)) picks by those fractions.
void addBarGains(std::array<Card, kMaxPlayers> table, BarCards cards, float draw, Card mine,
                 int32_t dollars, const SeatContext &at, SeatGains &gains);

class RevealWorlds
{
public:
    // `denial`: how much each dollar another seat wins counts against this seat, before the
    // last round.
    RevealWorlds(const SeatView &view, const BarValues &bars, double denial);

    // A world in which the other seats play `table` (the seat's own entry is ignored);
    // `seed` draws the duels of the last round.
    void add(const std::array<Card, kMaxPlayers> &table, uint64_t seed);
    int size() const { return int(m_worlds.size()); }
    const BarValues &bars() const { return m_values; }

    // The mean over the worlds of what playing `card` is worth: before the last round, the
    // seat's dollars less `denial` times the others'; in the last round, its share of first
    // place (R3.8).
    double value(Card card) const;

private:
    struct World
    {
        std::array<Card, kMaxPlayers> table{};
        std::array<BarCards, kBarCount> cards{};
        // Every seat's winnings on each bar, and in all, when this seat plays nowhere.
        std::array<SeatGains, kBarCount> byBar{};
        SeatGains without{};
        std::array<float, kBarCount> draw{}; // a uniform draw per bar for last-round duels
    };

    void gainsOn(const World &world, Card mine, int bar, SeatGains &gains) const;

    int m_seat;
    int m_players;
    int m_dealer;
    int m_bars;
    bool m_last;
    double m_denial;
    BarValues m_values;
    std::array<int32_t, kMaxPlayers> m_money{};
    std::vector<World> m_worlds;
};

} // namespace razzia::ai
