// Writing the games' files: an nlohmann::ordered_json document, which keeps members in the
// order they are written (a record's "format" first, bars in reading order), laid out as people
// read them: a container is either one item a line or kept on one line, which keeps a card or a
// row of dollars readable.
#pragma once

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <string>
#include <string_view>

namespace common::json {

using Ordered = nlohmann::ordered_json;

// `document`, four spaces an indent, ending with a newline. The containers at the paths of
// `lines` are written on one line with everything inside them; a path names members by their
// key and items by "[]": "players[]" is each item of "players", "rounds[].money_after" the
// money of each round, "board.*" each member of "board", and "" the whole document.
//
// Strings keep their UTF-8; quotes, backslashes and control characters are escaped (\n, \t,
// \u001b). Integers are written as integers, doubles shortest (shortestNumber), NaN and
// infinities as null.
std::string dump(const Ordered &document, std::initializer_list<std::string_view> lines = {});

// A double as the files have always written it: the shortest digits that read back the same,
// in decimal or with an exponent as Qt chose ("0.5", "100", "1e+20", "0.001", "1e-04").
std::string shortestNumber(double value);

} // namespace common::json
