// Razzia's seeded random streams (R5.8), over the generator every game shares.
#pragma once

#include "common/rng.h"

namespace razzia {

using common::Rng;
using common::splitmix64;

// The game's independent streams are derived from its one seed, so that a different card
// choice never changes the bills dealt or the dice rolled.
enum class Stream : uint64_t
{
    Cards = 1,
    Bills = 2,
    Dice = 3,
    Policy = 4
};

inline uint64_t streamSeed(uint64_t seed, Stream stream, uint64_t index = 0)
{
    return common::streamSeed(seed, uint64_t(stream), index);
}

} // namespace razzia
