// Whether a position read from a file could occur in a game (SE8.2's refusals that are about
// the position itself; the JSON layer checks the structure and the ranges of its fields).
#pragma once

#include "position.h"

#include <string>

namespace speakeasy {

// Empty when `p` can occur, else one line "field: what is wrong", the field being "board",
// "board.<square>" or "to_move": more pieces of a kind than SE1.1 gives, not exactly one
// Speakeasy a side, a Speakeasy off its owner's Bars, a Babe off its owner's back ranks, or a
// side to move without a legal move (the game would be over, SE6.2).
std::string positionError(const Position &p);

} // namespace speakeasy
