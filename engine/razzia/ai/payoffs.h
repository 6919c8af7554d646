// One reveal (R3.5, R4, R5) in sampled worlds, scored by the chance of finishing first (R3.8):
// a payoff matrix of this seat's cards against the others' modelled cards, world by world.
//
// As in reveal.h, the others' cards are fixed per world (they choose at the same time, R3.5)
// and every card in hand meets the same worlds (common random numbers). Unlike it, a payoff is
// not dollars less the others' mean dollars but this seat's chance of first place once the
// reveal is paid (winchance.h), so that a dollar taken from the leader counts for more than
// one taken from a seat far behind, and a seat that trails takes the risks that can lift it.
// Worlds carry weights: the likelihood of what the others revealed before (inference.h).
#pragma once

#include "outlook.h"
#include "reveal.h"
#include "winchance.h"

#include <vector>

namespace razzia::ai {

class PayoffWorlds
{
public:
    // Starts afresh for the secret play `view` stands at, with `bars` on the bars, keeping the
    // storage of earlier decisions (a policy keeps one and reuses it). `keep`: what each hand
    // slot is worth keeping, in dollars, taken off this seat's money.
    void start(const SeatView &view, const BarValues &bars, const WinChance &win,
               const std::array<double, kHandSize> &keep);

    // A world in which the other seats play `table` (this seat's entry is ignored); `seed`
    // draws the duels of the last round; `weight` is the world's likelihood.
    void add(const std::array<Card, kMaxPlayers> &table, uint64_t seed, double weight);
    int size() const { return int(m_worlds.size()); }
    double weight(int world) const { return m_worlds[world].weight; }

    // The payoff of playing hand slot `slot` in world `world`.
    double payoff(int slot, int world) const;
    // The weighted mean payoff of `slot` over the worlds.
    double value(int slot) const;

private:
    struct World
    {
        std::array<Card, kMaxPlayers> table{};
        std::array<BarCards, kBarCount> cards{};
        std::array<SeatGains, kBarCount> byBar{};
        SeatGains without{};
        std::array<float, kBarCount> draw{};
        double weight = 1.0;
    };
    void gainsOn(const World &world, Card mine, int bar, SeatGains &gains) const;

    WinChance m_win{kMinPlayers, 0};
    int m_seat = 0;
    int m_players = 0;
    int m_dealer = 0;
    int m_bars = 0;
    bool m_last = false;
    BarValues m_values{};
    Money m_money{};
    Hand m_hand;
    std::array<double, kHandSize> m_keep{};
    std::vector<World> m_worlds;
};

} // namespace razzia::ai
