// How good a complete position is for one seat, for the searching levels: material, and how
// close each side's pieces are to the other's Speakeasy (SE6.1 is the only way most games are
// won). Positions here are determinised worlds, every identity known.
#pragma once

#include "speakeasy/position.h"

#include <array>

namespace speakeasy::ai {

// Material worth of each kind, in hundredths of a boss. Not SE1.1's values: a Kid clears
// Babes, an FBI agent removes anything it meets, a Babe guards, so each is worth more than its
// fighting value says.
constexpr std::array<int, kKinds> kWorth = {0, 100, 75, 55, 42, 32, 24, 17, 12, 22, 18, 45};

// A score far beyond any material, for a game won; search shortens it by the plies it takes.
constexpr int kWinScore = 100000;

// Moves between two points when every rail line is one hop and every other line one step: how
// soon a piece may get somewhere on an open board (SE4.2, SE4.3).
int moveDistance(Square a, Square b);

struct EvalWeights
{
    // Score for a piece of the other side this many moves from one's Speakeasy (0 unused).
    std::array<int, 5> threat = {0, 70, 28, 10, 3};
    // The same for one's own pieces near the other's Speakeasy, as a share of `threat` in
    // percent: below 100 makes a seat defend before it attacks.
    int attackShare = 80;
    // Per piece, for every rank it stands forward of its own back rank.
    int advance = 1;
};

// The position's worth for `seat`; `pos` must not be over.
int evaluate(const Position &pos, int seat, const EvalWeights &weights);

// A finished game's worth for `seat`: win, loss or draw, a win sooner worth more.
int terminalScore(const Position &pos, int seat, int ply);

} // namespace speakeasy::ai
