// The strict, bounded reading of every message that crosses the network, in both directions:
// the games' own reader for files (engine/common/json.h: duplicate keys refused, depth 32,
// containers of 1000 items, a byte-order mark refused), with a size bound checked before a byte
// is parsed and a protocol code for each kind of refusal.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace net::json {

// A message is a few kilobytes (a Razzia view of eight seats is under 4 KB): 64 KB leaves room
// for any game and bounds what one message costs the host.
constexpr std::size_t kMaxMessageBytes = 64 * 1024;

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
    // The reader's one line, with anything of the input in it escaped; sent back to the sender
    // only, never logged.
    std::string detail;
    nlohmann::json value;
};

Parsed parseMessage(std::string_view text, std::size_t maxBytes = kMaxMessageBytes);

} // namespace net::json
