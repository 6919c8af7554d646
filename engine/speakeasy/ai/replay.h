// The public history of a game as a seat saw it, replayed ply by ply: who stands where. Every
// non-Batiment point starts filled (SE3.2), a move carries its piece, a fight removes pieces by
// its outcome (SE5.1). The belief (belief.cpp) and the habits (habits.cpp) both read a game
// this way, each keeping what it learns beside the owners.
#pragma once

#include "speakeasy/seatview.h"

#include <array>
#include <cstdint>

namespace speakeasy::ai {

// The seat owning each point, or -1 for an empty one.
using Owners = std::array<int8_t, kSquares>;

// Calls `onPly(m, mover, fight, owners)` for each move of `view`'s history, in order, with the
// owners after it and the fight it started (nullptr for a quiet move). Stops at a move from a
// point the replay holds empty: a history it does not follow, of which it reads nothing more.
template<class OnPly> void replayHistory(const SeatView &view, OnPly &&onPly)
{
    Owners owner;
    owner.fill(-1);
    for (int seat = 0; seat < kSeats; ++seat) {
        for (Bits b = kBoard.setupPoints[seat]; b; b &= b - 1)
            owner[lowest(b)] = int8_t(seat);
    }
    const auto &fights = view.confrontations();
    size_t nextFight = 0;
    const auto &moves = view.moves();
    for (size_t ply = 0; ply < moves.size(); ++ply) {
        const Move m = moves[ply];
        const int mover = owner[m.from];
        if (mover < 0)
            return;
        owner[m.from] = -1;
        const Confrontation *fight = nullptr;
        if (nextFight < fights.size() && fights[nextFight].ply == int(ply))
            fight = &fights[nextFight++].fight;
        if (!fight || fight->outcome != Outcome::DefenderWins)
            owner[m.to] =
                fight && fight->outcome == Outcome::BothRemoved ? int8_t(-1) : int8_t(mover);
        onPly(m, mover, fight, static_cast<const Owners &>(owner));
    }
}

} // namespace speakeasy::ai
