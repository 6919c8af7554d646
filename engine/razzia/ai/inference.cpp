#include "inference.h"

#include <cmath>

namespace razzia::ai {

namespace {

// The softmax's temperature in the dollars of greedyScore: on a $40,000 bar a gambler 6 reads
// about four times as likely as a 2 of the same bar, not certain.
constexpr double kTemperature = 10000.0;
// The chance of any card at all: lapses, bluffs, and everything the greedy reading misses.
constexpr double kLapse = 0.3;

// The chance that a chooser of this model plays hand slot `pick` from `cards`.
double chooseChance(const std::array<Card, kHandSize> &cards, int size, int pick,
                    const BarValues &bars)
{
    std::array<double, kHandSize> score{};
    double top = -1e300;
    for (int k = 0; k < size; ++k) {
        score[k] = greedyScore(cards[k], bars) / kTemperature;
        top = std::max(top, score[k]);
    }
    double sum = 0.0;
    for (int k = 0; k < size; ++k)
        sum += score[k] = std::exp(score[k] - top);
    return kLapse / size + (1.0 - kLapse) * score[pick] / sum;
}

} // namespace

void PlayInference::remember(const SeatView &view)
{
    m_seat = view.seat();
    m_players = view.players();
    m_round = view.round();
    m_mark = view.cardLogSize();
    m_bars = barValues(view);
    m_active = false;
}

void PlayInference::observe(const SeatView &view)
{
    m_active = false;
    // Only the round right after the remembered one: before that, hands have changed by more
    // than one unknown card.
    if (view.seat() != m_seat || view.players() != m_players || view.round() != m_round + 1 ||
        view.cardLogSize() < m_mark)
        return;
    m_played.fill(Card());
    int found = 0;
    for (int i = m_mark; i < view.cardLogSize(); ++i) {
        const CardLogEntry e = view.cardLog(i);
        if (e.what == CardLogEntry::Play && m_played[e.seat].isNone()) {
            m_played[e.seat] = e.card();
            ++found;
        }
    }
    m_active = found == m_players;
}

double PlayInference::weight(const Game &world) const
{
    if (!m_active)
        return 1.0;
    double likelihood = 1.0;
    for (int s = 0; s < m_players; ++s) {
        if (s == m_seat)
            continue;
        const Hand &hand = world.hand(s);
        // Which card came at the refill is unknown: each is as likely.
        double sum = 0.0;
        for (int drawn = 0; drawn < hand.size; ++drawn) {
            std::array<Card, kHandSize> then = hand.cards;
            then[drawn] = m_played[s];
            sum += chooseChance(then, hand.size, drawn, m_bars);
        }
        likelihood *= sum / hand.size;
    }
    return likelihood;
}

} // namespace razzia::ai
