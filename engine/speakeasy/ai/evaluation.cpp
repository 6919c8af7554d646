#include "evaluation.h"

#include <algorithm>

namespace speakeasy::ai {

namespace {

using DistanceTable = std::array<std::array<uint8_t, kSquares>, kSquares>;

// Breadth-first from every point over steps and whole rail lines.
DistanceTable buildDistances()
{
    std::array<Bits, kSquares> hop{};
    for (Square s = 0; s < kSquares; ++s) {
        hop[s] = kBoard.adjacent[s];
        for (int d = 0; d < kDirections; ++d)
            hop[s] |= kBoard.ray[s][d];
    }
    DistanceTable table;
    for (Square from = 0; from < kSquares; ++from) {
        table[from].fill(0xff);
        table[from][from] = 0;
        Bits seen = bit(from), frontier = seen;
        for (uint8_t d = 1; frontier; ++d) {
            Bits next = 0;
            for (Bits b = frontier; b; b &= b - 1)
                next |= hop[lowest(b)];
            frontier = next & ~seen;
            seen |= frontier;
            for (Bits b = frontier; b; b &= b - 1)
                table[from][lowest(b)] = d;
        }
    }
    return table;
}

const DistanceTable &distances()
{
    static const DistanceTable table = buildDistances();
    return table;
}

Square speakeasyOf(const Position &pos, int seat)
{
    for (Bits b = pos.occupied(seat) & kBoard.bars[seat]; b; b &= b - 1) {
        if (pos.kindAt(lowest(b)) == Kind::Speakeasy)
            return lowest(b);
    }
    return kNoSquare;
}

// Pressure of `seat`'s mobile pieces on the point `target`.
int pressure(const Position &pos, int seat, Square target, const EvalWeights &w)
{
    if (target == kNoSquare)
        return 0;
    const auto &row = distances()[target];
    int sum = 0;
    for (Bits b = pos.occupied(seat); b; b &= b - 1) {
        const Square s = lowest(b);
        if (!isMobile(pos.kindAt(s)))
            continue;
        const int d = row[s];
        if (d < int(w.threat.size()))
            sum += w.threat[size_t(d)];
    }
    return sum;
}

} // namespace

int moveDistance(Square a, Square b)
{
    return distances()[a][b];
}

int evaluate(const Position &pos, int seat, const EvalWeights &w)
{
    int score = 0;
    for (int side = 0; side < kSeats; ++side) {
        int material = 0;
        for (Bits b = pos.occupied(side); b; b &= b - 1) {
            const Square s = lowest(b);
            const Kind k = pos.kindAt(s);
            material += kWorth[size_t(k)];
            if (isMobile(k))
                material += w.advance * (side == 0 ? rankOf(s) - 1 : kRanks - rankOf(s));
        }
        score += side == seat ? material : -material;
    }
    const int other = 1 - seat;
    score += pressure(pos, seat, speakeasyOf(pos, other), w) * w.attackShare / 100;
    score -= pressure(pos, other, speakeasyOf(pos, seat), w);
    // The side to move takes a Speakeasy within reach now: worth nearly a win.
    const int mover = pos.toMove();
    const Square prey = speakeasyOf(pos, 1 - mover);
    if (prey != kNoSquare) {
        for (Bits b = pos.occupied(mover); b; b &= b - 1) {
            const Square s = lowest(b);
            if (distances()[prey][s] == 1 && (pos.targets(s) & bit(prey)))
                return mover == seat ? kWinScore / 2 : -kWinScore / 2;
        }
    }
    return score;
}

int terminalScore(const Position &pos, int seat, int ply)
{
    const End &end = pos.end();
    if (end.status == Status::Drawn)
        return 0;
    return end.winner == seat ? kWinScore - ply : -kWinScore + ply;
}

} // namespace speakeasy::ai
