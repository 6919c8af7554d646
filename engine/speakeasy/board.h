// The board of SE2, precomputed at compile time from board_data.h: point types, neighbours by
// line kind, rail rays by direction, and the masks set-up and the sampler need. Every set of
// points is a Bits, one bit per point in reading order (SE2.1), so that move generation is a
// handful of word operations.
#pragma once

#include "board_data.h"
#include "pieces.h"

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace speakeasy {

using Square = uint8_t; // (rank - 1) * 5 + file, 0..59
using Bits = uint64_t;  // a set of squares
constexpr int kFiles = 5;
constexpr int kRanks = 12;
constexpr int kSquares = 60;
constexpr Square kNoSquare = 0xff;

enum class Point : uint8_t
{
    Rue,
    Ruelle,
    Camp,
    Bar
};

// The four directions a rail run may take (SE4.3). Up and Right go to higher squares.
enum Direction : uint8_t
{
    Up,
    Down,
    Right,
    Left
};
constexpr int kDirections = 4;

constexpr Bits bit(Square s)
{
    return Bits(1) << s;
}
constexpr int fileOf(Square s)
{
    return s % kFiles;
}
constexpr int rankOf(Square s)
{
    return s / kFiles + 1;
}
// SE2.1: seat 0 owns ranks 1-6.
constexpr int sideOf(Square s)
{
    return s < 30 ? 0 : 1;
}
constexpr Square lowest(Bits b)
{
    return Square(std::countr_zero(b));
}
constexpr Square highest(Bits b)
{
    return Square(63 - std::countl_zero(b));
}
// How many squares a set holds.
constexpr int countOf(Bits b)
{
    return std::popcount(b);
}

// Plain x86-64 has no popcount instruction, and std::popcount there is a library call that
// cost a fifth of a random game. The hot functions are compiled twice, with and without the
// instruction, and the loader picks the one the processor runs (GCC's target_clones).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__POPCNT__) &&     \
    !defined(__SANITIZE_ADDRESS__)
#define SPEAKEASY_HOT [[gnu::target_clones("popcnt", "default")]]
#else
#define SPEAKEASY_HOT
#endif

// "a1" .. "e12"; nothing for anything else.
constexpr std::optional<Square> squareFromName(std::string_view name)
{
    if (name.size() < 2 || name.size() > 3 || name[0] < 'a' || name[0] > 'e')
        return std::nullopt;
    int rank = 0;
    for (size_t i = 1; i < name.size(); ++i) {
        if (name[i] < '0' || name[i] > '9')
            return std::nullopt;
        rank = rank * 10 + (name[i] - '0');
    }
    if (name[1] == '0' || rank < 1 || rank > kRanks)
        return std::nullopt;
    return Square((rank - 1) * kFiles + (name[0] - 'a'));
}
std::string squareName(Square s);

struct Board
{
    std::array<Point, kSquares> point{};
    // Neighbours along any line, and along each kind of line.
    std::array<Bits, kSquares> adjacent{};
    std::array<std::array<Bits, kSquares>, 3> byLine{};
    // ray[s][d]: the points a rail run from s passes in direction d, in that order along the
    // line, up to the end of the line (SE2.4). Empty when s is not on a rail line that way.
    std::array<std::array<Bits, kDirections>, kSquares> ray{};
    // railTo[d]: the squares t entered from their neighbour in the opposite direction along a
    // rail line; a set shifted one step that way and masked by it moves along rails only (the
    // Kid flood fill, SE4.4).
    std::array<Bits, kDirections> railTo{};
    Bits rue = 0, ruelle = 0, camp = 0, bar = 0;
    std::array<Bits, kSeats> side{};
    std::array<Bits, kSeats> bars{};        // SE3.3
    std::array<Bits, kSeats> babeZone{};    // SE3.4, D17: the two back ranks, Bars included
    std::array<Bits, kSeats> setupPoints{}; // SE3.2: the side's 25 non-Batiment points
    int lines[3] = {0, 0, 0};
};

namespace detail {

constexpr Board buildBoard()
{
    Board b;
    for (Square s = 0; s < kSquares; ++s) {
        switch (kPointTypes[s]) {
        case 'R':
            b.point[s] = Point::Rue;
            b.rue |= bit(s);
            break;
        case 'r':
            b.point[s] = Point::Ruelle;
            b.ruelle |= bit(s);
            break;
        case 'B':
            b.point[s] = Point::Camp;
            b.camp |= bit(s);
            break;
        default:
            b.point[s] = Point::Bar;
            b.bar |= bit(s);
            break;
        }
        b.side[sideOf(s)] |= bit(s);
    }
    for (const LineData &l : kLines) {
        const Square x = *squareFromName(l.a), y = *squareFromName(l.b);
        b.byLine[size_t(l.kind)][x] |= bit(y);
        b.byLine[size_t(l.kind)][y] |= bit(x);
        b.adjacent[x] |= bit(y);
        b.adjacent[y] |= bit(x);
        ++b.lines[size_t(l.kind)];
    }
    const std::array<int, kDirections> step = {kFiles, -kFiles, 1, -1};
    for (int d = 0; d < kDirections; ++d) {
        for (int s = 0; s < kSquares; ++s) {
            // Only the rail edges in a straight line are followed, so a run never leaves its
            // line: every rail line is a maximal straight run of rail edges (SE2.4).
            for (int cur = s, next = s + step[d];
                 next >= 0 && next < kSquares &&
                 (b.byLine[size_t(Line::Rail)][cur] & bit(Square(next)));
                 cur = next, next += step[d]) {
                if (d >= Right && rankOf(Square(cur)) != rankOf(Square(next)))
                    break;
                b.ray[size_t(s)][size_t(d)] |= bit(Square(next));
                if (cur == s)
                    b.railTo[d] |= bit(Square(next));
            }
        }
    }
    for (int seat = 0; seat < kSeats; ++seat)
        b.setupPoints[seat] = b.side[seat] & ~b.camp;
    b.bars[0] = b.bar & b.side[0];
    b.bars[1] = b.bar & b.side[1];
    b.babeZone[0] = (Bits(1) << 10) - 1;
    b.babeZone[1] = b.babeZone[0] << 50;
    return b;
}

} // namespace detail

inline constexpr Board kBoard = detail::buildBoard();

} // namespace speakeasy
