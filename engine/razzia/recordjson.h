// razzia-game/1 records as JSON (R7.3), read and written without Qt.
#pragma once

#include "common/json.h"
#include "razzia/record.h"

#include <string>
#include <string_view>

namespace razzia::io {

std::string recordToJson(const GameRecord &record);

// Structural parse only (types, required fields, card and bar names): false with `error`
// naming the field, e.g. "rounds[2].hands[1][4].value: expected an integer 1..6".
bool parseRecord(std::string_view json, GameRecord &out, std::string &error);

// The same on a document already parsed. With `seeded`, a record with neither a seed nor a
// continuation (typed in from a table game, say) is read too, its seed 0 and *seeded false;
// without it such a record is refused for its missing seed.
bool readRecord(const common::json::Value &document, GameRecord &out, std::string &error,
                bool *seeded = nullptr);

// Parse and replay through the engine (replayRecord): the one way a record is loaded.
bool loadRecord(std::string_view json, GameRecord &record, Game &game, std::string &error);

// The 64-bit seed of R7.3 from a decimal string of ASCII digits only; `outOfRange` when the
// digits are past 2^64 - 1.
bool readSeedText(const std::string &text, uint64_t &seed, bool &outOfRange);

} // namespace razzia::io
