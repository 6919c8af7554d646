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

// A seed drawn afresh when a saved game was resumed (issue 29): from ply `ply` on (the number
// of moves played before it), the computer seats' choices come from seatSeed(seed, seat). The
// record's "reseeds", an extension of SE8.4 (whose readers ignore extra fields). The rules
// check nothing of it: only `first` is drawn from the record's seed (SE3.1).
struct Reseed
{
    int ply = 0;
    uint64_t seed = 0;
    friend bool operator==(const Reseed &, const Reseed &) = default;
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
    // Where the computer seats' choices were drawn afresh, in increasing order of ply.
    std::vector<Reseed> reseeds;
    // What a running game's save adds for Continue, no rule's (issues 25, 29): each person's
    // tags on the other side's hidden pieces, by seat ("tags"), and the optional clock's
    // allowance then time left by seat, in milliseconds ("clock"; empty: none). Only a save
    // holds them, sealed: a tag is its player's guess, for nobody else's eyes.
    std::array<std::vector<std::pair<Square, Kind>>, kSeats> tags;
    // Formations a person saved in a hot-seat game, by seat, name and ranks in the library's
    // notation ("formations"): held with the game, sealed, until it is over.
    std::array<std::vector<std::pair<std::string, std::string>>, kSeats> formations;
    std::vector<int32_t> clock;
    // The draws offered and not accepted, in increasing order of ply; a running game's only.
    std::vector<DrawOffer> draws;
    friend bool operator==(const GameRecord &, const GameRecord &) = default;
};

// The record of `game` as it stands.
GameRecord recordOf(const Game &game, uint64_t seed, const std::array<PlayerInfo, kSeats> &players);

// Replays `record` through the engine as a load does: each setup checked (SE3), each move
// played, the end compared with what SE6 computes. On success `game` holds the replayed game
// and the result is empty; otherwise one line naming the field, with the ply for moves:
// "setups[1].c3: ...", "moves[12]: ply 13: ...", "end: ...", "finished: ...".
std::string replay(const GameRecord &record, std::optional<Game> &game);

// The draws' order against the moves: empty, or one line naming the field ("draws[1]: ...").
// One offer a ply (SE6.4), none in a finished game, and only the last may wait for its answer,
// at the ply the game stands at.
std::string drawsError(const GameRecord &record);

// Issue 29 (docs/saves.md): the reseeds of a game resumed from `record`, whose computer seats
// choose from `freshSeed` from the ply it stands at. The record's earlier reseeds are kept; one
// past the moves never chose anything, and goes.
std::vector<Reseed> resumeReseeds(const GameRecord &record, uint64_t freshSeed);

} // namespace speakeasy
