#include "habits.h"

#include "replay.h"

#include <algorithm>

namespace speakeasy::ai {

void OpponentHabits::observe(const SeatView &view)
{
    const int me = view.seat(), opponent = 1 - me;
    replayHistory(view, [&](Move m, int mover, const Confrontation *c, const Owners &) {
        if (!c)
            return;
        if (mover == opponent && sideOf(m.to) == me) {
            ++attacked[homeSquare(me, m.to)];
            ++attacks;
        }
        // The Speakeasy and the Babes never move (SE4.1): where one was hit is where it was set.
        if (mover == me && c->defender == Kind::Speakeasy)
            ++speakeasy[homeSquare(opponent, m.to)];
        if (mover == me && c->defender == Kind::Babe)
            ++babes[homeSquare(opponent, m.to)];
    });
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
