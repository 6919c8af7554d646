// What a seat remembers of one opponent across games (issue 15, hard: "formations chosen
// against the opponent's habits"): where its attacks landed on our side, and where its
// Speakeasy and Babes stood when they were revealed. It is read from the seat's own views of
// finished games, so it holds nothing the seat did not see (SE7), and the caller keeps it:
// a policy lives for one game, the habits for as long as the same opponent sits there.
#pragma once

#include "speakeasy/seatview.h"

#include <array>
#include <cstdint>

namespace speakeasy::ai {

// The point `s` as seat 0 sees its own side: seat 1's squares mirrored rank by rank, so that
// habits learnt from either seat read the same (layout.h's mirrored()).
constexpr Square homeSquare(int seat, Square s)
{
    return seat == 0 ? s : Square((kRanks - rankOf(s)) * kFiles + fileOf(s));
}

struct OpponentHabits
{
    // Counts by home square (homeSquare() of the seat that watched): attacks the opponent made
    // on our side, in our own home coordinates; its Speakeasy and Babes revealed, in its own.
    std::array<uint16_t, kSquares> attacked{};
    std::array<uint16_t, kSquares> speakeasy{};
    std::array<uint16_t, kSquares> babes{};
    int games = 0;
    int attacks = 0;

    // Adds what `view` saw of the opponent in one game (the game's last view of the seat).
    void observe(const SeatView &view);
    // How often, in percent of every attack remembered, the opponent's attacks landed on the
    // home square `s` or next to it: 0 with nothing remembered.
    int heat(Square s) const;
};

} // namespace speakeasy::ai
