// A seat's outlook on the coming reveal (R3.5, R4): what its cards may win, given what the
// others are likely to play.
//
// The others' hands are dealt again from the cards this seat cannot see (R6: the deck less the
// discard pile, the table and its own hand), and each other seat plays the card a simple
// greedy reading of the bars suggests, with some noise. Every candidate card of the seat is
// then set against the same sampled plays, so that the comparison between them is not blurred
// by sampling. Shares of a bar that goes to R5 are weighed with expectedFractions (bargain.h),
// from the exact duel odds.
#pragma once

#include "razzia/seatview.h"

namespace razzia::ai {

// Cards in other hands or in the draw pile (R6: the deck less the discard pile, the table and
// the seat's own hand), by type.
DeckCounts unseenCards(const SeatView &view);

// Dollars on each bar; bars not in play hold 0.
using BarValues = std::array<int32_t, kBarCount>;
BarValues barValues(const SeatView &view);

// How attractive a card looks to a greedy player: the dollars on its bar, weighted by how
// well the kind and number of the card usually fare there, and a small cost for spending a
// strong card where there is nothing to win.
double greedyScore(Card card, const BarValues &bars);

// What each card in hand is worth keeping for later rounds: a gambler 6 or a police 6 wins bars
// that a 1 cannot. Nothing is worth keeping in the last round (R3.7). Used by normal and hard.
std::array<double, kHandSize> keepValues(const SeatView &view, const BarValues &bars);

class Outlook
{
public:
    static constexpr int kMaxSamples = 64;

    Outlook(const SeatView &view, Rng &rng, int samples);

    // Per hand slot, the expected dollars of playing that card with `bars` on the bars, less
    // `denial` times the dollars the card makes the other seats win in all (negative when it
    // takes money from them: a raid, a share of a bar they would have had alone).
    struct Estimate
    {
        std::array<double, kHandSize> value{};
        // What the others win on all bars if this seat stayed away, for comparing different
        // `bars` (the dealer's placement, R3.3).
        double othersBaseline = 0.0;
    };
    Estimate estimate(const BarValues &bars, double denial) const;

private:
    struct Sample
    {
        std::array<std::array<Card, kHandSize>, kMaxPlayers> hands{};
        std::array<std::array<float, kHandSize>, kMaxPlayers> noise{};
        std::array<float, kMaxPlayers> lapse{};
    };

    int m_seat;
    int m_players;
    int m_dealer;
    int m_bars;
    Hand m_hand;
    std::array<uint8_t, kMaxPlayers> m_handSizes{};
    int m_samples = 0;
    std::array<Sample, kMaxSamples> m_sample;
};

} // namespace razzia::ai
