#include "hard.h"

#include "outlook.h"
#include "razzia/sampler.h"
#include "reading.h"
#include "reveal.h"

#include <algorithm>
#include <vector>

namespace razzia {

namespace {

// A `normal` choice costs about 20 µs at four players and twice that at eight, so this many
// of them (worlds times the other seats) keep a decision near 5 ms at four players and 10 ms
// at eight, on one core. Against `normal`, 30 worlds did as well as 120 at four players: the
// model of the others limits the seat, not the sampling.
constexpr int kModelCalls = 240;
constexpr int kMinWorlds = 16;
constexpr int kMaxWorlds = 128;
// The dealer weighs every bar, each in the same worlds: fewer worlds, and a larger budget for
// a decision that comes up a few times a game.
constexpr int kPlacementModelCalls = 480;
// The counts are fixed, never cut by the clock: a game with hard seats is the same game on a
// loaded machine (a fairness tournament scores exactly par, a seed replays), at the price of
// slower decisions when the machine is busy.

// Only first place counts (R3.8), so a dollar another seat wins counts against this one as
// the mean of the others' winnings: one dollar among the n - 1 others. Half that weight did
// no better in tournaments against `normal`.
constexpr double kDenial = 1.0;
// What keeping a card is worth, as in `normal`: a share of a typical bar per unit of strength.
// 0.1 to 0.6 were within the noise of 400-game tournaments.

double denialWeight(const SeatView &view)
{
    return kDenial / (view.players() - 1);
}

// The best card in hand by `worlds`, less what each is worth keeping; equal cards (7–8
// players) are weighed once.
struct Pick
{
    int slot = 0;
    double value = 0.0;
};
Pick bestCard(const Hand &hand, const ai::RevealWorlds &worlds,
              const std::array<double, kHandSize> &keep)
{
    Pick best;
    for (int k = 0; k < hand.size; ++k) {
        if (hand.indexOf(hand.cards[k]) != k)
            continue;
        const double v = worlds.value(hand.cards[k]) - keep[k];
        if (k == 0 || v > best.value)
            best = Pick{k, v};
    }
    return best;
}

} // namespace

HardPolicy::HardPolicy(uint64_t seed, int worlds)
    : m_rng(seed), m_worlds(worlds), m_bargainer(streamSeed(seed, Stream::Policy, 1))
{}

Decision HardPolicy::propose(const SeatView &view)
{
    return m_bargainer.decide(view);
}

Decision HardPolicy::answer(const SeatView &view)
{
    return m_bargainer.decide(view);
}

int HardPolicy::worldsFor(const SeatView &view) const
{
    if (m_worlds > 0)
        return m_worlds;
    return std::clamp(kModelCalls / (view.players() - 1), kMinWorlds, kMaxWorlds);
}

Decision HardPolicy::play(const SeatView &view)
{
    // The last reveal is in the card log by now: score the predictions made for it.
    m_reading.observe(view);
    const Hand &hand = view.hand();
    bool allEqual = true;
    for (int k = 1; k < hand.size; ++k)
        allEqual = allEqual && hand.cards[k] == hand.cards[0];
    if (allEqual)
        return Decision::playCard(hand.cards[0], 0);

    const ai::BarValues bars = ai::barValues(view);
    ai::RevealWorlds worlds(view, bars, denialWeight(view));
    const Sampler sampler(view);
    Game world;
    const int count = worldsFor(view);
    m_reading.startPredictions(view);
    for (int i = 0; i < count; ++i) {
        sampler.sample(world, m_rng);
        const uint64_t seed = m_rng.next();
        worlds.add(ai::modelledPlays(world, view.seat(), seed, m_reading, true), seed);
    }
    const Pick pick = bestCard(hand, worlds, ai::keepValues(view, bars));
    return Decision::playCard(hand.cards[pick.slot], pick.slot);
}

Decision HardPolicy::placeBill(const SeatView &view)
{
    m_reading.observe(view);
    const int bill = view.pendingBill();
    // Only the dealer sees the bill (R3.3); asked out of turn, any bar is as good.
    if (bill < 0)
        return Decision::placeBill(Bar::Colibri);
    const int bars = view.variant().bars;
    const int others = view.players() - 1;
    const int count = m_worlds > 0 ? std::max(1, m_worlds / bars)
                                   : std::max(4, kPlacementModelCalls / (others * bars));

    // The same worlds for every bar, so that bars are compared on the same hidden cards and
    // the same choices of the others wherever the bill does not change them.
    const ai::BarValues now = ai::barValues(view);
    std::vector<ai::RevealWorlds> worlds;
    for (int b = 0; b < bars; ++b) {
        ai::BarValues with = now;
        with[b] += kBillValues[bill];
        worlds.emplace_back(view, with, denialWeight(view));
    }
    const Sampler sampler(view);
    Game sampled;
    for (int i = 0; i < count; ++i) {
        sampler.sample(sampled, m_rng);
        const uint64_t seed = m_rng.next();
        for (int b = 0; b < bars; ++b) {
            Game world = sampled;
            world.decide(view.seat(), Decision::placeBill(Bar(b)));
            worlds[b].add(ai::modelledPlays(world, view.seat(), seed, m_reading, false), seed);
        }
    }
    int pick = 0;
    double best = 0.0;
    for (int b = 0; b < bars; ++b) {
        const double score =
            bestCard(view.hand(), worlds[b], ai::keepValues(view, worlds[b].bars())).value;
        if (b == 0 || score > best) {
            pick = b;
            best = score;
        }
    }
    return Decision::placeBill(Bar(pick));
}

} // namespace razzia
