// The `easy` seat: greedy one-ply play from what it sees, no lookahead and no sampling.
//
// It takes a fight it can see it wins (a revealed piece it beats, a piece standing on one of
// its bars' doorsteps), keeps away from revealed pieces that beat the piece it moves, walks
// its pieces toward the other side's Bars, and attacks unrevealed pieces with its cheap ones.
// Its set-up is one of the library's formations (formations.h), picked at random.
#pragma once

#include "speakeasy/policy.h"

namespace speakeasy::ai {

class EasyPolicy final : public PhasePolicy
{
public:
    explicit EasyPolicy(uint64_t seed) : m_rng(seed) {}
    Layout layout(int seat) override;
    Action act(const SeatView &view) override;
    // Accepts when it has lost more material than the other side.
    bool acceptDraw(const SeatView &view) override;

private:
    int score(const SeatView &view, Move m) const;
    common::Rng m_rng;
};

// What the pieces of each side still on the board are worth in kWorth (evaluation.h), as far
// as `view` knows: unknown opposing pieces count at the mean worth of what is still unseen.
int knownMaterialBalance(const SeatView &view);

} // namespace speakeasy::ai
