// Movement (GA4): the legal moves of a piece as (to, via) pairs (GA4.11), and the number of
// legal paths for the move count (GA14.7).
#pragma once

#include "city.h"

#include <array>
#include <cstdint>
#include <vector>

namespace gangsters {

struct Move
{
    Loc to = kNoLoc;
    Loc via = kNoLoc;
    friend bool operator==(const Move &, const Move &) = default;
};

// What the movement rules need to know of the position for one piece.
struct MoveQuery
{
    Loc at = kNoLoc;
    Loc from = kNoLoc; // kNoLoc: free heading
    int die = 1;
    bool cop = false;
    // Gangster: the shops its controller's gang owns (GA4.7). Cop: the shops it may enter on
    // the last pip because someone there is arrestable (GA4.10).
    uint64_t shops = 0;
    // Gangster: from round 4 with a wounded character of another gang there (GA4.9). Cop:
    // someone arrestable there (GA4.10).
    bool clinicOpen = false;
};

struct MoveList
{
    static constexpr int kCapacity = 512;
    std::array<Move, kCapacity> items;
    int size = 0;
    const Move *begin() const { return items.data(); }
    const Move *end() const { return items.data() + size; }
};

// GA4.2–GA4.11 from anywhere but the prison; GA4.3 (prisonExit) covers that. A piece that
// starts in a shop, the clinic or with no heading has a free first pip (GA4.4).
void generateMoves(const MoveQuery &query, MoveList &out);
// The forced exit of GA4.3 for face `die`.
Move prisonExit(int die);
// Distinct legal paths of exactly `die` pips (GA14.7, for information).
uint64_t countPaths(const MoveQuery &query);
// The moves of every legal path, walked one step at a time: the rules as written, slow; the
// tests hold generateMoves to it.
std::vector<Move> movesByPaths(const MoveQuery &query);
// The legal paths of `move` (GA4.11 leaves the route to the UI): each the locations of its pips
// in order, the last two being `via` and `to`; at most `limit` of them, in the order of the
// city's steps. A window shows and animates one; none when the move is not legal.
std::vector<std::vector<Loc>> pathsOf(const MoveQuery &query, Move move, size_t limit = 4096);

} // namespace gangsters
