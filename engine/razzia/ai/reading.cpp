#include "reading.h"

#include "easy.h"
#include "hard.h"
#include "normal.h"

#include <algorithm>
#include <cmath>

namespace razzia::ai {

namespace {

// Before any card is seen: mostly `normal`, the odds that served best before any reading
// was made, with room for the others (docs/ai.md). A reading that simulates starts with
// simulating seats as likely as `normal` ones: the two mostly choose alike, so the reveals
// part them slowly, and against `hard` seats simulating them from the start paid.
constexpr StyleChances kPrior = {0.7, 0.2, 0.1, 0.0};
constexpr StyleChances kSimulatingPrior = {0.4, 0.15, 0.05, 0.4};
// Below this chance of simulating, a seat is modelled without simulating it, as `normal`.
constexpr double kWorthSimulating = 0.3;
// A seat can always surprise: no style falls below 1 in 50 of the likeliest, so that a
// player who changes style is read again within a few rounds.
const double kMaxSpread = std::log(50.0);
// Frequencies from a few dozen worlds: a card no world saw a model choose is unlikely under
// it, not impossible.
constexpr double kPseudoCount = 0.5;

} // namespace

TableReading::TableReading(bool simulating) : m_simulating(simulating)
{
    resetOdds();
}

int TableReading::styles() const
{
    return m_simulating ? kStyles : int(Style::Simulating);
}

void TableReading::resetOdds()
{
    const StyleChances &prior = m_simulating ? kSimulatingPrior : kPrior;
    for (StyleChances &w : m_logWeights) {
        w.fill(0.0);
        for (int m = 0; m < styles(); ++m)
            w[m] = std::log(prior[m]);
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
        const int used = styles();
        std::array<double, kStyles> chance{};
        for (int m = 0; m < int(Style::Simulating); ++m)
            chance[m] = (c.chose[m][code] + kPseudoCount) / (c.held[code] + 2 * kPseudoCount);
        // A seat not simulated at this play gives no evidence for or against the style: it
        // moves with `normal`, its closest model, until it is simulated again.
        const int simulated = c.heldSimulated[code];
        chance[int(Style::Simulating)] =
            simulated > 0 ? (c.chose[int(Style::Simulating)][code] + kPseudoCount) /
                                (simulated + 2 * kPseudoCount)
                          : chance[int(Style::Normal)];
        for (int m = 0; m < used; ++m)
            w[m] += std::log(chance[m]);
        const double top = *std::max_element(w.begin(), w.begin() + used);
        for (int m = 0; m < used; ++m)
            w[m] = std::max(w[m] - top, -kMaxSpread);
    }
    m_mark = -1;
}

StyleChances TableReading::chances(int seat) const
{
    StyleChances p{};
    double sum = 0.0;
    for (int m = 0; m < styles(); ++m)
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

void TableReading::predict(int seat, const Hand &hand, Card asNormal, Card asEasy,
                           Card asSimulating)
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
    if (!m_simulating || asSimulating.isNone())
        return;
    c.chose[int(Style::Simulating)][asSimulating.code()] += 1.0f;
    for (int k = 0; k < hand.size; ++k) {
        if (hand.indexOf(hand.cards[k]) == k)
            ++c.heldSimulated[hand.cards[k].code()];
    }
}

uint8_t simulatedSeats(const TableReading &reading, int players, int seat)
{
    if (!reading.simulating())
        return 0;
    uint8_t seats = 0;
    for (int s = 0; s < players; ++s) {
        if (s != seat && reading.chances(s)[int(Style::Simulating)] >= kWorthSimulating)
            seats = uint8_t(seats | (1u << s));
    }
    return seats;
}

std::array<Card, kMaxPlayers> modelledPlays(const Game &world, int seat, uint64_t seed,
                                            TableReading &reading, bool record,
                                            Simulation simulation)
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
        // A simulating seat's model simulates in turn, with `normal` others: a fresh `hard`
        // that reads nobody yet, as a seat early in a game does.
        const bool simulate = simulation.worlds > 0 && ((simulation.seats >> s) & 1);
        const Card asSimulating =
            simulate ? HardPolicy(rng.next(), simulation.worlds).decide(view).card : Card();
        if (record)
            reading.predict(s, hand, asNormal, asEasy, asSimulating);
        StyleChances style = reading.chances(s);
        if (!simulate) {
            style[int(Style::Normal)] += style[int(Style::Simulating)];
            style[int(Style::Simulating)] = 0.0;
        }
        const double u = double(rng.next() >> 11) * 0x1p-53;
        const double normalUpTo = style[int(Style::Normal)];
        const double easyUpTo = normalUpTo + style[int(Style::Easy)];
        const double simulatingUpTo = easyUpTo + style[int(Style::Simulating)];
        table[s] = u < normalUpTo       ? asNormal
                   : u < easyUpTo       ? asEasy
                   : u < simulatingUpTo ? asSimulating
                                        : hand.cards[rng.below(hand.size)];
    }
    return table;
}

} // namespace razzia::ai
