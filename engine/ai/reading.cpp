#include "reading.h"

#include "easy.h"
#include "normal.h"

#include <algorithm>
#include <cmath>

namespace razzia::ai {

namespace {

// Before any card is seen: mostly `normal`, the odds that served best before any reading
// was made, with room for the others (docs/ai.md).
constexpr StyleChances kPrior = {0.7, 0.2, 0.1};
// A seat can always surprise: no style falls below 1 in 50 of the likeliest, so that a
// player who changes style is read again within a few rounds.
const double kMaxSpread = std::log(50.0);
// Frequencies from a few dozen worlds: a card no world saw a model choose is unlikely under
// it, not impossible.
constexpr double kPseudoCount = 0.5;

} // namespace

TableReading::TableReading()
{
    resetOdds();
}

void TableReading::resetOdds()
{
    for (StyleChances &w : m_logWeights) {
        for (int m = 0; m < kStyles; ++m)
            w[m] = std::log(kPrior[m]);
    }
}

void TableReading::reset(const SeatView &view)
{
    m_seat = view.seat();
    m_players = view.players();
    m_mark = -1;
    resetOdds();
}

void TableReading::observe(const SeatView &view)
{
    // A policy lives for one seat of one game, but nothing stops a caller from handing it
    // another: a view from earlier in a game than the last one seen is a new game.
    if (view.seat() != m_seat || view.players() != m_players || view.round() < m_round ||
        view.cardLogSize() < m_logSize)
        reset(view);
    m_round = view.round();
    m_logSize = view.cardLogSize();
    if (m_mark < 0)
        return;

    // The reveal puts one Play entry per seat into the log (R3.5); before it, nothing to do.
    std::array<int, kMaxPlayers> played{};
    played.fill(-1);
    int found = 0;
    for (int i = m_mark; i < m_logSize; ++i) {
        const CardLogEntry e = view.cardLog(i);
        if (e.what == CardLogEntry::Play && played[e.seat] < 0) {
            played[e.seat] = e.code;
            ++found;
        }
    }
    if (found < m_players)
        return;
    for (int s = 0; s < m_players; ++s) {
        const Counts &c = m_counts[s];
        const int code = played[s];
        if (s == m_seat || c.held[code] == 0)
            continue;
        StyleChances &w = m_logWeights[s];
        for (int m = 0; m < kStyles; ++m)
            w[m] += std::log((c.chose[m][code] + kPseudoCount) / (c.held[code] + 2 * kPseudoCount));
        const double top = *std::max_element(w.begin(), w.end());
        for (double &x : w)
            x = std::max(x - top, -kMaxSpread);
    }
    m_mark = -1;
}

StyleChances TableReading::chances(int seat) const
{
    StyleChances p{};
    double sum = 0.0;
    for (int m = 0; m < kStyles; ++m)
        sum += p[m] = std::exp(m_logWeights[seat][m]);
    for (double &x : p)
        x /= sum;
    return p;
}

void TableReading::startPredictions(const SeatView &view)
{
    m_mark = view.cardLogSize();
    for (Counts &c : m_counts)
        c = Counts{};
}

void TableReading::predict(int seat, const Hand &hand, Card asNormal, Card asEasy)
{
    Counts &c = m_counts[seat];
    int distinct = 0;
    for (int k = 0; k < hand.size; ++k)
        distinct += hand.indexOf(hand.cards[k]) == k;
    for (int k = 0; k < hand.size; ++k) {
        // Equal cards (7–8 players) are one choice.
        if (hand.indexOf(hand.cards[k]) != k)
            continue;
        ++c.held[hand.cards[k].code()];
        c.chose[int(Style::Random)][hand.cards[k].code()] += 1.0f / float(distinct);
    }
    c.chose[int(Style::Normal)][asNormal.code()] += 1.0f;
    c.chose[int(Style::Easy)][asEasy.code()] += 1.0f;
}

std::array<Card, kMaxPlayers> modelledPlays(const Game &world, int seat, uint64_t seed,
                                            TableReading &reading, bool record)
{
    Rng rng(seed);
    NormalPolicy normal(rng.next());
    EasyPolicy easy(rng.next());
    std::array<Card, kMaxPlayers> table{};
    for (int s = 0; s < world.players(); ++s) {
        if (s == seat || !((world.toDecide() >> s) & 1))
            continue;
        const SeatView view = world.view(s);
        const Hand &hand = world.hand(s);
        const Card asNormal = normal.decide(view).card;
        const Card asEasy = easy.decide(view).card;
        if (record)
            reading.predict(s, hand, asNormal, asEasy);
        const StyleChances style = reading.chances(s);
        const double u = double(rng.next() >> 11) * 0x1p-53;
        table[s] = u < style[int(Style::Normal)] ? asNormal
                   : u < style[int(Style::Normal)] + style[int(Style::Easy)]
                       ? asEasy
                       : hand.cards[rng.below(hand.size)];
    }
    return table;
}

} // namespace razzia::ai
