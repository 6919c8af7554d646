// Set-ups for the AI levels (SE3): a score for what makes a formation sound, after the
// Stratego bots' practice (Invincible: semi-random set-ups kept when a heuristic likes them),
// and a search that starts from a random layout and swaps pieces while the score improves.
// Randomness in the start and in the swaps keeps the formations from being read.
#pragma once

#include "common/rng.h"
#include "speakeasy/position.h"

namespace speakeasy::ai {

// How sound `layout` is for `seat`: the Speakeasy ringed by Babes, a Babe as a decoy on the
// other Bar, FBI agents held back, strong pieces and Kids on the Rues where they can move, the
// front held by pieces that can afford to meet the unknown. Higher is better.
int formationScore(int seat, const Layout &layout);

// A valid layout for `seat` (layoutError() is empty), improved by `swaps` random swaps that
// do not lower the score by more than `slack`.
Layout chooseFormation(int seat, common::Rng &rng, int swaps, int slack);

} // namespace speakeasy::ai
