#include "habits.h"

#include <algorithm>

namespace speakeasy::ai {

void OpponentHabits::observe(const SeatView &view)
{
    const int me = view.seat(), opponent = 1 - me;
    // Replay who stands where, as the belief does (belief.cpp): moves carry pieces, fights
    // remove them by their outcome. Only the owners matter here.
    std::array<int8_t, kSquares> owner;
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
            break;
        owner[m.from] = -1;
        if (nextFight >= fights.size() || fights[nextFight].ply != int(ply)) {
            owner[m.to] = int8_t(mover);
            continue;
        }
        const Confrontation &c = fights[nextFight++].fight;
        if (mover == opponent && sideOf(m.to) == me) {
            ++attacked[homeSquare(me, m.to)];
            ++attacks;
        }
        // The Speakeasy and the Babes never move (SE4.1): where one was hit is where it was set.
        if (mover == me && c.defender == Kind::Speakeasy)
            ++speakeasy[homeSquare(opponent, m.to)];
        if (mover == me && c.defender == Kind::Babe)
            ++babes[homeSquare(opponent, m.to)];
        if (c.outcome == Outcome::DefenderWins)
            continue;
        owner[m.to] = c.outcome == Outcome::BothRemoved ? int8_t(-1) : int8_t(mover);
    }
    ++games;
}

int OpponentHabits::heat(Square s) const
{
    if (attacks == 0)
        return 0;
    int near = attacked[s];
    for (Bits b = kBoard.adjacent[s]; b; b &= b - 1)
        near += attacked[lowest(b)];
    return std::min(100, near * 100 / attacks);
}

} // namespace speakeasy::ai
