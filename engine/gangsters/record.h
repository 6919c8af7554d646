// The game record gangsters-game/1 (GA14.5): written as a game goes, read strictly, replayed
// against the rules and the generator.
#pragma once

#include "stateio.h"

#include <string>
#include <vector>

namespace gangsters {

struct PlayerInfo
{
    std::string name;
    std::string kind = "ai"; // "human", "ai", or "police" for the police seat (GA15.2)
    std::string level = "random";
    bool human() const { return kind == "human"; }
};

// A seed drawn afresh when a saved game was resumed (issue 29): from die `die` on (the number
// of dice drawn before it), the generator starts again from `seed` (GA13.3). The record's
// "reseeds", an extension of GA14.5 (whose readers ignore extra fields).
struct Reseed
{
    int die = 0;
    uint64_t seed = 0;
};

struct GameRecord
{
    uint64_t seed = 0;
    std::vector<PlayerInfo> players; // the gangs, then the police seat in the variant
    Rules rules;
    int first = 0;
    std::vector<Decision> decisions;
    std::vector<int8_t> dice;
    bool hasDice = true;
    bool finished = false;
    Over end;
    std::vector<Reseed> reseeds; // in increasing order of die

    int gangs() const { return int(players.size()) - (rules.policePlayer ? 1 : 0); }
};

io::OrderedJson writeRecord(const GameRecord &record);
// The shape of GA14.5; throws io::FormatError naming the field.
GameRecord readRecord(const io::Json &json);
// Replays a record (GA14.5, G50): the first player and every die against the generator, every
// decision against the rules, the end against the game. Throws io::FormatError naming the
// decision index and the field; returns the final state, and the number of dice drawn up to it
// in `diceDrawn` (a resumed game's reseed point, issue 29).
State replayRecord(const GameRecord &record, size_t *diceDrawn = nullptr);

} // namespace gangsters
