// The bounded, strict way in for every Gangsters file: the whole input read once (16 MB at
// most, engine/common/inputfile.h), parsed once with nlohmann-json through a SAX handler that
// refuses duplicate keys and caps nesting and array sizes. Every message is one line; text from
// the file is escaped (engine/common/escape.h).
//
// Why not common::json::parseObject: it caps every container at 1,000 items, and a record's
// flat lists (GA14.5) hold a whole game, some 1,200 decisions and 2,500 dice for four gangs. This
// handler applies the same rules with a larger cap for a document's top-level lists only; it can
// go once the shared reader takes a per-format item limit.
#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace gangsters::io {

constexpr size_t kMaxInput = 16u << 20;
constexpr int kMaxDepth = 32;
constexpr size_t kMaxArray = 1000;
// A record's top-level lists (GA14.5: `decisions`, `dice`) hold a whole game: about 1,000
// decisions and 2,500 dice for four gangs over 60 rounds. Only lists right under the root may
// be that long.
constexpr size_t kMaxTopArray = 200000;
constexpr size_t kMaxValues = 2000000;

// common::escaped and common::quoted, under the names this engine's readers use.
std::string escaped(std::string_view text);
std::string quote(std::string_view text);

bool readFile(const std::string &path, std::string &text, std::string &error);
bool parseStrict(std::string_view text, nlohmann::json &out, std::string &error);

} // namespace gangsters::io
