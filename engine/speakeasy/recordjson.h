// speakeasy-game/1 records as JSON (SE8.4, SE8.4a), without Qt: what saves, replays and
// `razzia-cli play --game speakeasy --record DIR` write, and what `verify` and loading read.
#pragma once

#include "common/json.h"
#include "speakeasy/record.h"

#include <string>
#include <string_view>

namespace speakeasy::io {

// A record's list of moves holds a whole game: up to some 4,900 plies (D13), past the 1,000
// items of any other container.
inline constexpr std::string_view kWholeGameListNames[] = {"moves"};
inline constexpr common::json::Lists kWholeGameLists{kWholeGameListNames};

std::string recordToJson(const GameRecord &record);

// Reads the structure of a record: false with one line "field: what is wrong" in `error`
// (malformed JSON, duplicate keys, a missing field, a wrong type, an unknown square, kind, move
// or AI level). The rules are checked by loadRecord.
bool parseRecord(std::string_view json, GameRecord &record, std::string &error);
// The same on a document already parsed. With `seeded`, a record without a seed is read too,
// its seed 0 and *seeded false; without it such a record is refused for its missing seed.
bool readRecord(const common::json::Value &document, GameRecord &record, std::string &error,
                bool *seeded = nullptr);

// parseRecord, then replay() through the engine: every setup checked (SE3), every move played,
// the end compared. False with one line naming the ply and the field.
bool loadRecord(std::string_view json, GameRecord &record, std::optional<Game> &game,
                std::string &error);

} // namespace speakeasy::io
