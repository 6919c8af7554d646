// Game records (SE8.4, SE8.4a) as the engine sees them: what a save or replay holds, how to
// make one from a game, and how to replay one, refusing with the ply and the field named.
#pragma once

#include "game.h"

#include <optional>
#include <string>
#include <vector>

namespace speakeasy {

struct PlayerInfo
{
    std::string name;
    std::string kind;  // "human" or "ai"
    std::string level; // for AI seats; empty otherwise
    friend bool operator==(const PlayerInfo &, const PlayerInfo &) = default;
};

struct GameRecord
{
    uint64_t seed = 0;
    std::array<PlayerInfo, kSeats> players;
    int first = 0;
    std::array<Layout, kSeats> setups;
    std::vector<Move> moves;
    bool finished = false;
    // Present exactly when finished. A resignation's loser is 1 - winner (SE8.4a's "by").
    std::optional<End> end;
    friend bool operator==(const GameRecord &, const GameRecord &) = default;
};

// The record of `game` as it stands.
GameRecord recordOf(const Game &game, uint64_t seed, const std::array<PlayerInfo, kSeats> &players);

// Replays `record` through the engine as a load does: each setup checked (SE3), each move
// played, the end compared with what SE6 computes. On success `game` holds the replayed game
// and the result is empty; otherwise one line naming the field, with the ply for moves:
// "setups[1].c3: ...", "moves[12]: ply 13: ...", "end: ...", "finished: ...".
std::string replay(const GameRecord &record, std::optional<Game> &game);

} // namespace speakeasy
