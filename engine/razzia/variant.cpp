#include "variant.h"

#include "game.h"

namespace razzia {

namespace {

Variant makeVariant(int players)
{
    Variant v;
    v.players = players;
    v.bars = players == 3 ? 4 : 6;
    v.billsPerDeal = players == 3 ? 5 : 7;
    const bool full = players >= 7;
    for (int b = 0; b < v.bars; ++b) {
        for (int value = 1; value <= 6; ++value) {
            const int i = value - 1;
            v.deck[Card(Kind::Gambler, Bar(b), value).code()] =
                full ? kFullGamblerCounts[i] : kReducedGamblerCounts[i];
            v.deck[Card(Kind::Police, Bar(b), value).code()] =
                full ? kFullPoliceCounts[i] : kReducedPoliceCounts[i];
        }
    }
    for (int t = 0; t < Card::kTypes; ++t) {
        for (int k = 0; k < v.deck[t]; ++k)
            v.pile[v.deckSize++] = Card::fromCode(uint8_t(t));
    }
    for (int d = 0; d < kDenominations; ++d)
        v.bills.count[d] =
            uint8_t(kBillCounts[d] - (players == 3 ? kThreePlayerBillsRemoved[d] : 0));
    for (int d = 0; d < kDenominations; ++d) {
        for (int k = 0; k < v.bills.count[d]; ++k)
            v.supply[v.billCount++] = uint8_t(d);
    }
    v.rounds = (v.billCount + v.billsPerDeal - 1) / v.billsPerDeal;
    return v;
}

// The card log holds every draw (a hand of five, then one card a seat each later round), every
// play and every reshuffle (at most one a round): it must never fill up.
constexpr int cardLogBound(int players, int rounds)
{
    return players * (kHandSize + rounds - 1) + players * rounds + rounds;
}
static_assert(cardLogBound(3, 15) <= kCardLogCapacity && cardLogBound(8, 12) <= kCardLogCapacity,
              "the card log is too small for a whole game");

const std::array<Variant, kMaxPlayers + 1> kVariants = [] {
    std::array<Variant, kMaxPlayers + 1> all{};
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n)
        all[n] = makeVariant(n);
    return all;
}();

} // namespace

const Variant &variantFor(int players)
{
    return kVariants[players];
}

} // namespace razzia
