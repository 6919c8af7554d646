#include "reveal.h"

#include "bargain.h"

namespace razzia::ai {

namespace {
// In the last round a dollar counts this much beside a whole first place: $100,000 is a
// thousandth of it, enough to break ties and never enough to trade away a chance of winning.
constexpr double kDollarWeight = 1e-8;
} // namespace

RevealWorlds::RevealWorlds(const SeatView &view, const BarValues &bars, double denial)
    : m_seat(view.seat()), m_players(view.players()), m_dealer(view.dealer()),
      m_bars(view.variant().bars), m_last(view.supplySize() == 0), m_denial(denial), m_values(bars)
{
    for (int s = 0; s < m_players; ++s)
        m_money[s] = view.money(s);
}

void addBarGains(std::array<Card, kMaxPlayers> table, BarCards cards, float draw, Card mine,
                 int32_t dollars, const SeatContext &at, SeatGains &gains)
{
    if (dollars <= 0)
        return;
    if (!mine.isNone()) {
        table[at.seat] = mine;
        cards.add(at.seat, mine);
    }
    const BarClaim claim = claimBar(table, cards, at.players, at.dealer, true);
    if (claim.outcome == BarOutcome::Taken) {
        gains[claim.claimants[0]] += dollars;
        return;
    }
    if (claim.outcome != BarOutcome::Shared)
        return;
    Claimants claimants;
    claimants.count = claim.count;
    for (int r = 0; r < claim.count; ++r)
        claimants.cards[r] = int8_t(table[claim.claimants[r]].value());
    const Chances fractions = expectedFractions(claimants);
    if (!at.last) {
        for (int r = 0; r < claim.count; ++r)
            gains[claim.claimants[r]] += fractions[r] * dollars;
        return;
    }
    // R3.7: nothing comes after this reveal, so a share in expectation would hide the risk
    // that decides first place; the bar goes whole to one claimant instead.
    double below = draw;
    int r = 0;
    while (r + 1 < claim.count && below >= fractions[r])
        below -= fractions[r++];
    gains[claim.claimants[r]] += dollars;
}

void RevealWorlds::gainsOn(const World &world, Card mine, int bar, SeatGains &gains) const
{
    addBarGains(world.table, world.cards[bar], world.draw[bar], mine, m_values[bar],
                SeatContext{m_seat, m_players, m_dealer, m_last}, gains);
}

void RevealWorlds::add(const std::array<Card, kMaxPlayers> &table, uint64_t seed)
{
    Rng rng(seed ^ 0x9e3779b97f4a7c15ull);
    World &w = m_worlds.emplace_back();
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

double RevealWorlds::value(Card card) const
{
    if (m_worlds.empty())
        return 0.0;
    const int bar = int(card.bar());
    double sum = 0.0;
    for (const World &w : m_worlds) {
        SeatGains gains = w.without;
        for (int s = 0; s < m_players; ++s)
            gains[s] -= w.byBar[bar][s];
        gainsOn(w, card, bar, gains);
        if (!m_last) {
            double others = 0.0;
            for (int s = 0; s < m_players; ++s)
                others += s == m_seat ? 0.0 : gains[s];
            sum += gains[m_seat] - m_denial * others;
            continue;
        }
        // R3.8: equal money shares first place.
        const double mine = m_money[m_seat] + gains[m_seat];
        int level = 1;
        bool first = true;
        for (int s = 0; s < m_players && first; ++s) {
            if (s == m_seat)
                continue;
            const double theirs = m_money[s] + gains[s];
            first = theirs <= mine;
            level += theirs == mine;
        }
        // Where first place is out of reach either way, more money still reads better.
        sum += (first ? 1.0 / level : 0.0) + kDollarWeight * gains[m_seat];
    }
    return sum / double(m_worlds.size());
}

} // namespace razzia::ai
