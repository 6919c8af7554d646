// Set-ups for the AI levels (SE3): a score for what makes a formation sound, after the
// Stratego bots' practice (Invincible: semi-random set-ups kept when a heuristic likes them),
// and a search that starts from a random layout and swaps pieces while the score improves.
// Randomness in the start and in the swaps keeps the formations from being read.
#pragma once

#include "habits.h"

#include "common/rng.h"
#include "speakeasy/position.h"

namespace speakeasy::ai {

// How sound `layout` is for `seat`: the Speakeasy ringed by Babes, a Babe as a decoy on the
// other Bar, FBI agents held back, strong pieces and Kids on the Rues where they can move, the
// front held by pieces that can afford to meet the unknown. Higher is better.
int formationScore(int seat, const Layout &layout);

// What `layout` is worth against an opponent's habits: the Speakeasy away from where its
// attacks landed, FBI agents and Babes (which take any attacker with them, SE5.1 rows 2 and
// 4) where they land. 0 when nothing is remembered.
int habitScore(int seat, const Layout &layout, const OpponentHabits &habits);

// A valid layout for `seat` (layoutError() is empty), improved by `swaps` random swaps that
// do not lower the score (formationScore, plus habitScore with `habits`) by more than `slack`.
Layout chooseFormation(int seat, common::Rng &rng, int swaps, int slack,
                       const OpponentHabits *habits = nullptr);

} // namespace speakeasy::ai
