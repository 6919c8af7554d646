// How razzia-cli seeds a headless game, shared by play, tournament and bench: a tournament's
// game is then exactly the game `razzia-cli play` plays with the same seed and seats, so any of
// them can be replayed, recorded or narrated alone.
#pragma once

#include "razzia/cards.h"
#include "razzia/rng.h"

#include <cstdint>

namespace razzia::cli {

// The seed of seat `seat`'s policy. It depends on the game and the seat only, never on the
// level sitting there, so that two seatings of the same levels are the same game.
inline uint64_t seatSeed(uint64_t gameSeed, int seat)
{
    return streamSeed(gameSeed, Stream::Policy, uint64_t(seat));
}

// R2.3 (decision): the first dealer is random, drawn from the game's own seed so that the
// game is reproducible from it alone. Index kMaxPlayers lies past every seat's policy stream.
inline int firstDealerFor(uint64_t gameSeed, int players)
{
    Rng rng(streamSeed(gameSeed, Stream::Policy, kMaxPlayers));
    return int(rng.below(uint32_t(players)));
}

} // namespace razzia::cli
