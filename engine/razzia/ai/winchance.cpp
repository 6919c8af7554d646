#include "winchance.h"

#include <cmath>

namespace razzia::ai {

namespace {

// The spread of one seat's gains in one round, by number of players, measured over 150 games
// of `normal` seats at each player count; the spread of a whole game agreed with it times the
// square root of the rounds, so rounds are close to independent.
constexpr std::array<double, kMaxPlayers + 1> kRoundSpread = {0,     0,     0,     42700, 41900,
                                                              38200, 35300, 32800, 31300};

// The integral over the seat's own luck z of the chance that every other seat ends below it,
// on a grid of the standard normal: 25 points from -4 to 4 are exact to about 1e-5 for these
// smooth integrands.
constexpr int kGrid = 25;
constexpr double kStep = 8.0 / (kGrid - 1);

struct Grid
{
    std::array<double, kGrid> z{};
    std::array<double, kGrid> weight{};
    Grid()
    {
        double sum = 0.0;
        for (int i = 0; i < kGrid; ++i) {
            z[i] = -4.0 + kStep * i;
            weight[i] = std::exp(-0.5 * z[i] * z[i]);
            sum += weight[i];
        }
        for (double &w : weight)
            w /= sum;
    }
};
const Grid kGridPoints;

double normalCdf(double x)
{
    return 0.5 * std::erfc(-x * M_SQRT1_2);
}

} // namespace

int roundsAfter(const SeatView &view)
{
    const int perDeal = view.variant().billsPerDeal;
    return (view.supplySize() + perDeal - 1) / perDeal;
}

WinChance::WinChance(int players, int roundsAfter)
    : m_players(players), m_spread(kRoundSpread[players] * std::sqrt(double(roundsAfter)))
{}

WinChance::WinChance(const SeatView &view) : WinChance(view.players(), roundsAfter(view)) {}

double WinChance::of(const Money &money, int seat) const
{
    const double mine = money[seat];
    if (m_spread <= 0.0) {
        // R3.8: equal money shares first place.
        int level = 1;
        for (int s = 0; s < m_players; ++s) {
            if (s == seat)
                continue;
            if (money[s] > mine)
                return 0.0;
            level += money[s] == mine;
        }
        return 1.0 / level;
    }
    // Ahead of seat s by d: s ends below this seat when d/spread + z_mine - z_s > 0, that is
    // with chance Phi(d/spread + z_mine) given this seat's own luck z_mine.
    std::array<double, kMaxPlayers> lead{};
    int rivals = 0;
    for (int s = 0; s < m_players; ++s) {
        if (s == seat)
            continue;
        const double d = (mine - money[s]) / m_spread;
        // Eight spreads ahead, a seat never catches up on the grid; far behind it, no chance.
        if (d > 8.0)
            continue;
        lead[rivals++] = d;
    }
    double chance = 0.0;
    for (int i = 0; i < kGrid; ++i) {
        double p = kGridPoints.weight[i];
        for (int r = 0; r < rivals && p > 1e-12; ++r)
            p *= normalCdf(lead[r] + kGridPoints.z[i]);
        chance += p;
    }
    return chance;
}

} // namespace razzia::ai
