#include "route.h"

#include <algorithm>
#include <deque>

namespace speakeasy {

std::vector<Square> routeOf(Bits occupied, Move move)
{
    if (move.from >= kSquares || move.to >= kSquares || move.from == move.to)
        return {};
    if (kBoard.adjacent[move.from] & bit(move.to))
        return {move.from, move.to};
    for (int d = 0; d < kDirections; ++d) {
        const Bits ray = kBoard.ray[move.from][size_t(d)];
        if (!(ray & bit(move.to)))
            continue;
        // Up and Right run to higher squares, Down and Left to lower ones (board.h).
        std::vector<Square> route{move.from};
        for (Bits rest = ray; rest; rest &= ~bit(route.back())) {
            route.push_back(d == Up || d == Right ? lowest(rest) : highest(rest));
            if (route.back() == move.to)
                return route;
            if (occupied & bit(route.back()))
                break; // blocked: only a Kid's path can explain this move
        }
    }
    // The Kid's flood fill of Position::targets() reaches the same points; a path needs where
    // each point was reached from, which the bitwise fill does not keep.
    std::array<Square, kSquares> cameFrom;
    cameFrom.fill(kNoSquare);
    cameFrom[move.from] = move.from;
    std::deque<Square> queue{move.from};
    while (!queue.empty()) {
        const Square s = queue.front();
        queue.pop_front();
        if (s == move.to)
            break;
        if (s != move.from && (occupied & bit(s)))
            continue; // a path passes empty Rues only
        for (Bits next = kBoard.byLine[size_t(Line::Rail)][s]; next; next &= next - 1) {
            const Square t = lowest(next);
            if (cameFrom[t] == kNoSquare) {
                cameFrom[t] = s;
                queue.push_back(t);
            }
        }
    }
    if (cameFrom[move.to] == kNoSquare)
        return {move.from, move.to};
    std::vector<Square> route{move.to};
    for (Square s = move.to; s != move.from; s = cameFrom[s])
        route.push_back(cameFrom[s]);
    std::reverse(route.begin(), route.end());
    return route;
}

} // namespace speakeasy
