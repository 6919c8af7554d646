#include "payoffs.h"

#include "bargain.h"

namespace razzia::ai {

namespace {
// Where first place is out of reach whatever this seat plays, more money still reads better:
// $100,000 is a thousandth of a first place, enough to break ties and never enough to trade
// away a chance of winning.
constexpr double kDollarWeight = 1e-8;
} // namespace

void PayoffWorlds::start(const SeatView &view, const BarValues &bars, const WinChance &win,
                         const std::array<double, kHandSize> &keep)
{
    m_win = win;
    m_seat = view.seat();
    m_players = view.players();
    m_dealer = view.dealer();
    m_bars = view.variant().bars;
    m_last = view.supplySize() == 0;
    m_values = bars;
    m_hand = view.hand();
    m_keep = keep;
    m_money = {};
    for (int s = 0; s < m_players; ++s)
        m_money[s] = view.money(s);
    m_worlds.clear();
}

void PayoffWorlds::gainsOn(const World &world, Card mine, int bar, SeatGains &gains) const
{
    addBarGains(world.table, world.cards[bar], world.draw[bar], mine, m_values[bar],
                SeatContext{m_seat, m_players, m_dealer, m_last}, gains);
}

void PayoffWorlds::add(const std::array<Card, kMaxPlayers> &table, uint64_t seed, double weight)
{
    Rng rng(seed ^ 0x9e3779b97f4a7c15ull);
    World &w = m_worlds.emplace_back();
    w.weight = weight;
    w.table = table;
    w.table[m_seat] = Card();
    for (int s = 0; s < m_players; ++s) {
        if (!w.table[s].isNone())
            w.cards[int(w.table[s].bar())].add(s, w.table[s]);
    }
    for (int b = 0; b < m_bars; ++b) {
        w.draw[b] = float(rng.next() >> 40) * (1.0f / 16777216.0f);
        gainsOn(w, Card(), b, w.byBar[b]);
        for (int s = 0; s < m_players; ++s)
            w.without[s] += w.byBar[b][s];
    }
}

double PayoffWorlds::payoff(int slot, int world) const
{
    const World &w = m_worlds[world];
    const Card card = m_hand.cards[slot];
    const int bar = int(card.bar());
    SeatGains gains = w.without;
    for (int s = 0; s < m_players; ++s)
        gains[s] -= w.byBar[bar][s];
    gainsOn(w, card, bar, gains);
    Money after = m_money;
    for (int s = 0; s < m_players; ++s)
        after[s] += gains[s];
    after[m_seat] -= m_keep[slot];
    return m_win.of(after, m_seat) + kDollarWeight * (gains[m_seat] - m_keep[slot]);
}

double PayoffWorlds::value(int slot) const
{
    double sum = 0.0;
    double weights = 0.0;
    for (int w = 0; w < size(); ++w) {
        sum += m_worlds[w].weight * payoff(slot, w);
        weights += m_worlds[w].weight;
    }
    return weights > 0 ? sum / weights : 0.0;
}

} // namespace razzia::ai
