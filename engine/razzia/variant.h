// What a game uses for a given number of players (R2.1).
#pragma once

#include "bills.h"
#include "cards.h"

namespace razzia {

struct Variant
{
    int players = 0;
    int bars = 0;         // bars in play, the first `bars` in reading order
    int billsPerDeal = 0; // R3.3
    int rounds = 0;       // 12, or 15 with three players
    int deckSize = 0;
    int billCount = 0;
    DeckCounts deck{}; // copies of each card type in use
    BillSet bills;     // the bills in use
    // The same, laid out as the draw pile and the supply are at the start of a game.
    std::array<Card, Card::kTypes> pile{};
    std::array<uint8_t, 84> supply{};

    bool barInPlay(Bar bar) const { return int(bar) < bars; }
};

// The variant for 3–8 players; `players` outside that range is a programming error.
const Variant &variantFor(int players);

} // namespace razzia
