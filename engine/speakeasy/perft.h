// Perft (SE8.6): the number of legal move sequences of a given length. A sequence that ends
// the game early counts once, its game-ending move being its last.
#pragma once

#include "position.h"

#include <cstdint>

namespace speakeasy {

uint64_t perft(const Position &position, int depth);

} // namespace speakeasy
