// The bounded, strict way in for every Gangsters file, the same as every game's: the whole input
// read once (16 MB at most, engine/common/inputfile.h), parsed once by common::json::parseObject
// (duplicate keys refused, nesting, values, strings and containers capped). Every message is one
// line; text from the file is escaped (engine/common/escape.h).
#pragma once

#include <nlohmann/json.hpp>

#include <span>
#include <string>
#include <string_view>

namespace gangsters::io {

constexpr size_t kMaxInput = 16u << 20;
// A record's lists (GA14.5) hold a whole game, some 1,400 decisions and 2,500 dice for four
// gangs over 60 rounds: past the 1,000 items of any other container.
inline constexpr std::string_view kWholeGameListNames[] = {"decisions", "dice"};
inline constexpr std::span<const std::string_view> kWholeGameLists{kWholeGameListNames};

// common::escaped and common::quoted, under the names this engine's readers use.
std::string escaped(std::string_view text);
std::string quote(std::string_view text);

bool readFile(const std::string &path, std::string &text, std::string &error);
bool parseStrict(std::string_view text, nlohmann::json &out, std::string &error);

} // namespace gangsters::io
