// The strict, bounded reading of every message that crosses the network, in both directions:
// the same rules as the games' files (issue 17), on nlohmann-json with a SAX handler.
//
// nlohmann-json alone is strict about numbers, escapes, raw control characters, UTF-8 and
// trailing text. The handler adds what it leaves open: a repeated member name (which one did
// the sender mean?), nesting deeper than kMaxDepth, a container of more than kMaxItems items. A
// byte-order mark is refused before the parser sees it (nlohmann-json would skip it) and the
// size is checked before a byte is parsed.
//
// engine/common/json.h on the `formats` branch does the same for files (kMaxDepth 32,
// kMaxItems 1000); once both are on main this reader becomes a call to that one with
// kMaxMessageBytes.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace net::json {

// A message is a few kilobytes (a Razzia view of eight seats is under 4 KB): 64 KB leaves room
// for any game and bounds what one message costs the host.
constexpr std::size_t kMaxMessageBytes = 64 * 1024;
// No message nests more than five levels.
constexpr int kMaxDepth = 32;
// Items of an array, members of an object.
constexpr int kMaxItems = 1000;

// Why a text was not read. The words are the protocol's refusal codes (docs/network.md).
enum class Problem
{
    None,
    TooLarge,     // "too-large"
    TooDeep,      // "too-deep"
    TooMany,      // "too-many-items"
    DuplicateKey, // "duplicate-key"
    Syntax,       // "malformed"
    NotObject     // "malformed": every message is an object
};

const char *code(Problem problem);

struct Parsed
{
    Problem problem = Problem::None;
    // One line of ASCII, naming the byte offset and never quoting the input, so that it can be
    // logged and sent back as it is.
    std::string detail;
    nlohmann::json value;
};

Parsed parseMessage(std::string_view text, std::size_t maxBytes = kMaxMessageBytes);

} // namespace net::json
