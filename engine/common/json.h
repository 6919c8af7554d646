// Strict, bounded JSON (RFC 8259) on nlohmann-json, for every game's files: parsed once, by a SAX
// handler that builds the document and refuses on the way what the formats may not hold.
//
// nlohmann-json alone is strict about numbers, escapes, raw control characters, UTF-8 and
// trailing text. The handler adds what it leaves open: a byte-order mark before the document, a
// repeated member name (the formats cannot say which one the writer meant), nesting deeper than
// kMaxDepth, more than kMaxValues values and names, containers of more than kMaxItems items, and
// strings of more than kMaxString bytes.
// Strings are kept exactly as written, after their escapes: no character is dropped (a leading
// U+FEFF stays), none is normalised.
#pragma once

#include <nlohmann/json.hpp>

#include <span>

#include <string>
#include <string_view>

namespace common::json {

// Deeper than any document of the games (a record nests five levels), shallow enough for any
// stack.
constexpr int kMaxDepth = 32;

// Values and member names together: a finished eight-player Razzia record holds some 5,400.
// Each costs the document some tens of bytes, so this bounds the memory of any input to a few
// tens of megabytes, with over thirty times the room any game needs.
constexpr int kMaxValues = 200'000;

// Items of an array, members of an object: no container of any game comes near it (Razzia has at
// most 15 rounds and 84 bills, Speak Easy 40 pieces a side).
constexpr int kMaxItems = 1000;

// Bytes of a string as written, between its quotes: no name, move or tag of any game comes near it,
// and the lexer holds a string twice while it reads it.
constexpr size_t kMaxString = 1024 * 1024;

// Object members sorted by name, as the readers walk them.
using Value = nlohmann::json;

// Names of top-level lists.
using Lists = std::span<const std::string_view>;

// The document `text` holds, or throws ParseError. Messages are one line: "JSON: <what> at
// offset <n>" for the syntax, "<path>: <n> items, more than any game holds (at most 1000)" for a
// container over kMaxItems, and "JSON: expected an object at the top level".
// `wholeGameLists` names the top-level lists of the format that hold a whole game, one item a
// move or a decision (Speak Easy's "moves", up to some 4,900 plies by D13; Gangsters' "decisions"
// and "dice"): those are bounded by kMaxValues alone. Every other container, an unknown member
// included, keeps kMaxItems.
Value parseObject(std::string_view text, Lists wholeGameLists = {});

// A member's path in messages: "bars.jazz", or bars["\u001b[2J"] for a name that is not a
// plain word, so that a path is one line whatever the file holds.
std::string memberPath(const std::string &path, const std::string &key);

struct ParseError
{
    std::string message;
};

// The top-level "format" of `text` when it is a string, found without building the document:
// for picking the game a file belongs to before its own reader parses it, within the same caps
// and in constant memory. Empty when the text is not a JSON object or has no string "format"
// before it goes wrong; the game's reader then says why.
std::string formatOf(std::string_view text);

} // namespace common::json
