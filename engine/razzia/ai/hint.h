// A hint for a seat (issue 13): what the strongest level, `expert`, would decide in its place,
// and one reason in numbers, worked out from the seat's view alone (R6), exactly as an AI seat
// decides. Two games that differ only in cards the seat cannot see give the same hint.
//
// The reason is measured, not guessed: for a card (R3.5) and the dealer's bill (R3.3), worlds
// are sampled from the view (Sampler) and the others choose in each as `normal` seats would;
// the hint counts how often the chosen bar would be this seat's alone or shared. For a proposal
// (R5.2) and an answer (R5.3) it gives the exact duel odds (odds.h) the choice rests on.
#pragma once

#include "razzia/seatview.h"

#include <cstdint>

namespace razzia::ai {

struct Hint
{
    enum class Why : uint8_t
    {
        Card,       // play `card` at `bar`: `percent` to take `amount` alone, `sharePercent`
                    // to share it
        Bill,       // the bill to `bar` (then `amount` there): `percent` to take it alone
                    // with `card`, the best of this seat's cards for that bar
        BillNoCard, // the bill to `bar`, where this seat has no card: `percent` that nobody
                    // takes it this round
        Proposal,   // keep `kept` of `amount`; `percent`: this seat's odds in a duel against
                    // the claimants, on average
        Accept,     // take the `kept` offered; `percent`: the odds of the duel turned down
        Refuse,     // refuse the `kept` offered; `percent`: the odds of the duel for the pool
                    // of `amount`
    };

    Decision decision;
    Why why = Why::Card;
    Bar bar = Bar::Colibri;
    Card card;
    int percent = 0;
    int sharePercent = 0;
    int32_t amount = 0;
    int32_t kept = 0;
};

// The expert's decision for view.seat(), which must have a decision to make, and why. `seed`
// drives the expert and the sampled worlds: the same view and seed give the same hint.
Hint hint(const SeatView &view, uint64_t seed);

// Worlds sampled for a card's or a bill's reason.
constexpr int kHintWorlds = 240;

} // namespace razzia::ai
