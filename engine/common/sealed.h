// The envelope of a running game's save (issue 29): what anyone at the table could see, in the
// open, and the rest of the game (every hidden card or piece, the future's seeds) sealed with
// libsodium's secret box under a key of the user's, so that it can be neither read nor edited.
// Plain C++20 on libsodium: the key is handed in; where it is kept is the front end's concern.
//
// {"format": "sealed-game/1", "game": "razzia-game/1",
//  "players": [{"name": "Karine", "kind": "human"}, {"name": "Bot", "kind": "ai", "level":
//  "hard"}], "progress": 3, "sealed": "<base64 of nonce and box>"}
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace common::sealed {

inline constexpr std::string_view kFormat = "sealed-game/1";
inline constexpr size_t kKeyBytes = 32; // crypto_secretbox_KEYBYTES
// The sealed text is padded to a multiple of this, so that its length does not tell a hand of
// police cards from one of gamblers (JSON names differ in length).
inline constexpr size_t kPadBlock = 4096;

using Key = std::array<unsigned char, kKeyBytes>;

struct Seat
{
    std::string name;
    std::string kind; // "human" or "ai"
    std::string level;
};

// The open part: only what every seat at the table knows.
struct Cover
{
    std::string game;          // the sealed record's "format": which game opens it
    std::vector<Seat> players; // by seat
    int progress = 0;          // rounds (Razzia), moves (Speak Easy), decisions (Gangsters) played
};

// A key from the system's random source (libsodium's randombytes).
Key newKey();
// The key as 64 hexadecimal digits, and back; false for anything else.
std::string keyToHex(const Key &key);
bool keyFromHex(std::string_view text, Key &key);

// The envelope of `secret` (the game's whole record) under `key`, with a fresh nonce: two saves
// of the same game differ in their sealed part only.
std::string write(const Cover &cover, std::string_view secret, const Key &key);

// True when `text` is an envelope (its top-level "format" is kFormat).
bool isSealed(std::string_view text);

// The open part alone, which needs no key: false with one line naming the field.
bool readCover(std::string_view text, Cover &cover, std::string &error);

// The cover and the secret: false with one line when the envelope is malformed, or its sealed
// part was altered or sealed under another key (then nothing of it is given).
bool open(std::string_view text, const Key &key, Cover &cover, std::string &secret,
          std::string &error);

} // namespace common::sealed
