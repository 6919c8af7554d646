#include "expert.h"

#include "payoffs.h"
#include "razzia/sampler.h"
#include "winbargain.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace razzia {

namespace {

// The others are modelled as simulating seats too (reading.h), each such model a `hard` seat
// with a few worlds of its own: 4 up to five players, 2 beyond, where every one of its worlds
// costs more others. Modelling `hard` seats so won far more against them than many more worlds
// with `normal` models (docs/ai.md), but against seats that do not simulate the worlds matter
// more: so only seats read as likely to simulate are simulated, and a secret play is bounded
// by the `normal` choices it makes in all (about 20 µs each at four players, twice that at
// eight). Against three simulating seats that is 46 worlds at four players and 17 at eight,
// against none 200, for a decision of a few tens of milliseconds on one core. Half this budget
// lost about four points against `hard` and five against `easy` at four players; half as much
// again gained nothing measurable (docs/ai.md).
constexpr int kModelCalls = 1800;
constexpr int kMinWorlds = 8;
constexpr int kMaxWorlds = 200;
// The dealer weighs every bar in the same worlds, with `normal` models for simulating seats:
// six times the worlds of a secret play would cost too much with simulating ones.
constexpr int kPlacementModelCalls = 1200;

int simulatedWorlds(int players)
{
    return players <= 5 ? 4 : 2;
}

// The mixed strategy weighs a card that trails the best-looking one by z standard errors
// (of the mean payoff difference over the worlds) by exp(-kSharpness z^2), and never plays one
// that trails by kNeverBeyond or more. "The chance that it is truly better", the normal tail
// Phi(-z) up to 2.5 standard errors, mixed too much: in a four-card hand a card 2 standard
// errors worse was still played one time in ten, and against seats that do not read this one
// that only costs.
constexpr double kSharpness = 2.0;
constexpr double kNeverBeyond = 1.5;

} // namespace

ExpertPolicy::ExpertPolicy(uint64_t seed, int worlds)
    : m_rng(seed), m_worlds(worlds), m_reading(true)
{}

void ExpertPolicy::observe(const Event &event)
{
    m_habits.observe(event);
}

int ExpertPolicy::worldsFor(const SeatView &view, ai::Simulation simulation) const
{
    if (m_worlds > 0)
        return m_worlds;
    // Per world, each other seat makes a `normal` choice (and a cheap `easy` one), and each
    // simulated seat a `normal` choice for every other seat in each of its worlds.
    const int others = view.players() - 1;
    const int perWorld = others + std::popcount(simulation.seats) * simulation.worlds * others;
    return std::clamp(kModelCalls / perWorld, kMinWorlds, kMaxWorlds);
}

Decision ExpertPolicy::play(const SeatView &view)
{
    // The last reveal is in the card log by now: score the predictions made for it, and read
    // what it says of the others' hands.
    m_reading.observe(view);
    m_inference.observe(view);
    const Hand &hand = view.hand();
    std::array<int, kHandSize> distinct{};
    int choices = 0;
    for (int k = 0; k < hand.size; ++k) {
        if (hand.indexOf(hand.cards[k]) == k)
            distinct[choices++] = k;
    }

    const ai::BarValues bars = ai::barValues(view);
    const ai::WinChance win(view);
    ai::PayoffWorlds &worlds = m_payoffs[0];
    worlds.start(view, bars, win, ai::keepValues(view, bars));
    const Sampler sampler(view);
    Game world;
    const ai::Simulation simulation{simulatedWorlds(view.players()),
                                    ai::simulatedSeats(m_reading, view.players(), view.seat())};
    const int count = worldsFor(view, simulation);
    m_reading.startPredictions(view);
    for (int i = 0; i < count && choices > 1; ++i) {
        sampler.sample(world, m_rng);
        const uint64_t seed = m_rng.next();
        const double weight = m_inference.weight(world);
        worlds.add(ai::modelledPlays(world, view.seat(), seed, m_reading, true, simulation), seed,
                   weight);
    }
    m_inference.remember(view);
    if (choices == 1)
        return Decision::playCard(hand.cards[0], 0);

    // The payoff matrix: one row per distinct card, one column per world.
    const int n = worlds.size();
    m_matrix.resize(size_t(choices) * size_t(n));
    double weights = 0.0;
    for (int w = 0; w < n; ++w)
        weights += worlds.weight(w);
    std::array<double, kHandSize> value{};
    int best = 0;
    for (int c = 0; c < choices; ++c) {
        double *row = &m_matrix[size_t(c) * size_t(n)];
        for (int w = 0; w < n; ++w) {
            row[w] = worlds.payoff(distinct[c], w);
            value[c] += worlds.weight(w) * row[w];
        }
        value[c] /= weights;
        if (value[c] > value[best])
            best = c;
    }
    // The mixed strategy, from the weighted mean and standard error of each card's payoff
    // differences with the best-looking one over the worlds: cards the worlds cannot tell
    // apart are mixed, clearly worse ones are not played.
    std::array<double, kHandSize> mix{};
    double sum = 0.0;
    const double *bestRow = &m_matrix[size_t(best) * size_t(n)];
    for (int c = 0; c < choices; ++c) {
        const double gap = value[best] - value[c];
        double spread = 0.0;
        const double *row = &m_matrix[size_t(c) * size_t(n)];
        for (int w = 0; w < n; ++w) {
            const double d = (bestRow[w] - row[w]) - gap;
            const double share = worlds.weight(w) / weights;
            spread += share * share * d * d;
        }
        const double error = std::sqrt(spread);
        const double z = gap <= 0.0 ? 0.0 : error > 0.0 ? gap / error : kNeverBeyond;
        mix[c] = z >= kNeverBeyond ? 0.0 : std::exp(-kSharpness * z * z);
        sum += mix[c];
    }
    double u = double(m_rng.next() >> 11) * 0x1p-53 * sum;
    int pick = best;
    for (int c = 0; c < choices; ++c) {
        if (mix[c] > 0.0 && u < mix[c]) {
            pick = c;
            break;
        }
        u -= mix[c];
    }
    return Decision::playCard(hand.cards[distinct[pick]], distinct[pick]);
}

Decision ExpertPolicy::placeBill(const SeatView &view)
{
    m_reading.observe(view);
    m_inference.observe(view);
    const int bill = view.pendingBill();
    // Only the dealer sees the bill (R3.3); asked out of turn, any bar is as good.
    if (bill < 0)
        return Decision::placeBill(Bar::Colibri);
    const int bars = view.variant().bars;
    const int others = view.players() - 1;
    const int count = m_worlds > 0 ? std::max(1, m_worlds / bars)
                                   : std::max(8, kPlacementModelCalls / (others * bars));

    // The same worlds for every bar, so that bars are compared on the same hidden cards and
    // the same choices of the others wherever the bill does not change them.
    const ai::BarValues now = ai::barValues(view);
    const ai::WinChance win(view);
    std::array<ai::PayoffWorlds, kBarCount> &worlds = m_payoffs;
    for (int b = 0; b < bars; ++b) {
        ai::BarValues with = now;
        with[b] += kBillValues[bill];
        worlds[b].start(view, with, win, ai::keepValues(view, with));
    }
    const Sampler sampler(view);
    Game sampled;
    for (int i = 0; i < count; ++i) {
        sampler.sample(sampled, m_rng);
        const uint64_t seed = m_rng.next();
        const double weight = m_inference.weight(sampled);
        for (int b = 0; b < bars; ++b) {
            Game world = sampled;
            world.decide(view.seat(), Decision::placeBill(Bar(b)));
            worlds[b].add(ai::modelledPlays(world, view.seat(), seed, m_reading, false), seed,
                          weight);
        }
    }
    int pick = 0;
    double best = 0.0;
    for (int b = 0; b < bars; ++b) {
        double score = worlds[b].value(0);
        for (int k = 1; k < view.hand().size; ++k)
            score = std::max(score, worlds[b].value(k));
        if (b == 0 || score > best) {
            pick = b;
            best = score;
        }
    }
    return Decision::placeBill(Bar(pick));
}

Decision ExpertPolicy::propose(const SeatView &view)
{
    const ai::Division division = ai::divisionForFirstPlace(view, ai::WinChance(view), m_habits);
    return Decision::propose(ai::proposalFor(view, division));
}

Decision ExpertPolicy::answer(const SeatView &view)
{
    return Decision::answer(!ai::refusesForFirstPlace(view, ai::WinChance(view)));
}

} // namespace razzia
