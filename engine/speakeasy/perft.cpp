#include "perft.h"

namespace speakeasy {

SPEAKEASY_HOT uint64_t perft(const Position &position, int depth)
{
    if (depth <= 0 || position.over())
        return 1;
    const MoveSet moves = position.legalMoves();
    if (depth == 1) // bulk counting: every legal move is one sequence, ending or not
        return uint64_t(moves.count());
    uint64_t total = 0;
    for (int i = 0; i < moves.pieces; ++i) {
        for (Bits to = moves.to[size_t(i)]; to; to &= to - 1) {
            Position next = position;
            next.play(Move{moves.from[size_t(i)], lowest(to)});
            total += perft(next, depth - 1);
        }
    }
    return total;
}

} // namespace speakeasy
