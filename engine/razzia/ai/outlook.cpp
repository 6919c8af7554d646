#include "outlook.h"

#include "bargain.h"

#include <algorithm>

namespace razzia::ai {

DeckCounts unseenCards(const SeatView &view)
{
    DeckCounts unseen = view.variant().deck;
    const auto seen = [&unseen](Card c) {
        if (!c.isNone() && unseen[c.code()] > 0)
            --unseen[c.code()];
    };
    for (int i = 0; i < view.discardSize(); ++i)
        seen(view.discard(i));
    for (int s = 0; s < view.players(); ++s)
        seen(view.tableCard(s));
    const Hand &own = view.hand();
    for (int i = 0; i < own.size; ++i)
        seen(own.cards[i]);
    return unseen;
}

BarValues barValues(const SeatView &view)
{
    BarValues bars{};
    for (int b = 0; b < view.variant().bars; ++b)
        bars[b] = view.barBills(Bar(b)).total();
    return bars;
}

double greedyScore(Card card, const BarValues &bars)
{
    const double v = card.value();
    const double onBar = bars[int(card.bar())];
    // A gambler 6 usually ends with most of a bar, a 1 with a small share or nothing; police
    // win only when gamblers come, so even a high one is worth less than the bar.
    const double weight = card.isPolice() ? 0.40 + 0.06 * v : 0.45 + 0.09 * v;
    return onBar * weight - 500.0 * v;
}

namespace {

float unitFloat(Rng &rng)
{
    return float(rng.next() >> 40) * (1.0f / 16777216.0f);
}

// Dollars won on one bar by this seat and by the others, R4 with R5 weighed by
// expectedFractions.
struct BarGain
{
    double mine = 0.0;
    double others = 0.0;
};

BarGain gainOn(const std::array<Card, kMaxPlayers> &table, BarCards cards, int players, int dealer,
               int seat, int32_t dollars)
{
    BarGain gain;
    if (dollars <= 0)
        return gain;
    const BarClaim claim = claimBar(table, cards, players, dealer, true);
    if (claim.outcome == BarOutcome::Taken) {
        (claim.claimants[0] == seat ? gain.mine : gain.others) = dollars;
    } else if (claim.outcome == BarOutcome::Shared) {
        Claimants claimants;
        claimants.count = claim.count;
        int mine = -1;
        for (int r = 0; r < claim.count; ++r) {
            claimants.cards[r] = int8_t(table[claim.claimants[r]].value());
            if (claim.claimants[r] == seat)
                mine = r;
        }
        const double fraction = mine < 0 ? 0.0 : expectedFractions(claimants)[mine];
        gain.mine = fraction * dollars;
        gain.others = dollars - gain.mine;
    }
    return gain;
}

// How another seat is taken to pick its card: one time in four anything at all (a lapse, a
// bluff, a card dumped for later), otherwise the greedy reading with its score blurred by
// +-30% and by noise of the size of a typical bar. Matched against `random` and `easy`
// tables; a sharper model made the seat worse against both.
double opponentScore(Card card, const BarValues &bars, double typical, float noise, float lapse)
{
    if (lapse < 0.25f)
        return noise;
    return greedyScore(card, bars) * (0.7 + 0.6 * noise) + 0.75 * typical * noise;
}

} // namespace

Outlook::Outlook(const SeatView &view, Rng &rng, int samples)
    : m_seat(view.seat()), m_players(view.players()), m_dealer(view.dealer()),
      m_bars(view.variant().bars), m_hand(view.hand()),
      m_samples(std::clamp(samples, 1, kMaxSamples))
{
    const DeckCounts unseen = unseenCards(view);
    std::array<Card, Card::kTypes> pool{};
    int total = 0;
    for (int code = 0; code < Card::kTypes; ++code) {
        for (int k = 0; k < unseen[code]; ++k)
            pool[total++] = Card::fromCode(uint8_t(code));
    }
    int need = 0;
    for (int s = 0; s < m_players; ++s) {
        m_handSizes[s] = s == m_seat ? 0 : uint8_t(view.handSize(s));
        need += m_handSizes[s];
    }
    // A position built by hand may show fewer unseen cards than the hands hold; the others
    // then hold what there is.
    need = std::min(need, total);
    for (int i = 0; i < m_samples; ++i) {
        Sample &sample = m_sample[i];
        int next = 0;
        for (int s = 0; s < m_players; ++s) {
            for (int k = 0; k < m_handSizes[s]; ++k) {
                if (next < need) {
                    const int j = next + int(rng.below(uint32_t(total - next)));
                    std::swap(pool[next], pool[j]);
                    sample.hands[s][k] = pool[next++];
                }
                sample.noise[s][k] = unitFloat(rng);
            }
            sample.lapse[s] = unitFloat(rng);
        }
    }
}

Outlook::Estimate Outlook::estimate(const BarValues &bars, double denial) const
{
    Estimate result;
    double typical = 0.0;
    for (int b = 0; b < m_bars; ++b)
        typical += bars[b];
    typical = typical / m_bars + 5000.0;

    for (int i = 0; i < m_samples; ++i) {
        const Sample &sample = m_sample[i];
        std::array<Card, kMaxPlayers> table{};
        std::array<BarCards, kBarCount> cards{};
        for (int s = 0; s < m_players; ++s) {
            int pick = -1;
            double best = 0.0;
            for (int k = 0; k < m_handSizes[s]; ++k) {
                const Card c = sample.hands[s][k];
                if (c.isNone())
                    continue;
                const double score =
                    opponentScore(c, bars, typical, sample.noise[s][k], sample.lapse[s]);
                if (pick < 0 || score > best) {
                    pick = k;
                    best = score;
                }
            }
            if (pick < 0)
                continue;
            table[s] = sample.hands[s][pick];
            cards[int(table[s].bar())].add(s, table[s]);
        }
        std::array<double, kBarCount> without{};
        for (int b = 0; b < m_bars; ++b) {
            without[b] = claimants(cards[b]) && bars[b] > 0 ? bars[b] : 0.0;
            result.othersBaseline += without[b];
        }
        for (int k = 0; k < m_hand.size; ++k) {
            const Card c = m_hand.cards[k];
            const int b = int(c.bar());
            BarCards withMe = cards[b];
            withMe.add(m_seat, c);
            table[m_seat] = c;
            const BarGain gain = gainOn(table, withMe, m_players, m_dealer, m_seat, bars[b]);
            result.value[k] += gain.mine - denial * (gain.others - without[b]);
        }
    }
    for (double &v : result.value)
        v /= m_samples;
    result.othersBaseline /= m_samples;
    return result;
}

std::array<double, kHandSize> keepValues(const SeatView &view, const BarValues &bars)
{
    constexpr double kKeepWeight = 0.4;
    std::array<double, kHandSize> keep{};
    if (view.supplySize() == 0)
        return keep;
    const Variant &v = view.variant();
    double onBars = 0.0;
    for (int b = 0; b < v.bars; ++b)
        onBars += bars[b];
    const double perBill = double(v.bills.total()) / v.billCount;
    const double typicalBar = (onBars + v.billsPerDeal * perBill) / v.bars;
    const Hand &hand = view.hand();
    for (int k = 0; k < hand.size; ++k) {
        const Card c = hand.cards[k];
        const double strength = c.value() / 6.0 * (c.isPolice() ? 0.9 : 1.0);
        keep[k] = kKeepWeight * typicalBar * strength;
    }
    return keep;
}

} // namespace razzia::ai
