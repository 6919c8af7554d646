// Pebbles' record, "pebbles-game/1", read without Qt beside its rules (as every game's formats
// sit beside its engine): the window's module and the test game's razzia-cli read it here, once,
// through the shared strict JSON reader.
//
// { "format": "pebbles-game/1", "heap": 7, "seed": "42",
//   "players": [ {"name": "Ann"}, {"name": "Bot", "level": "normal"} ],
//   "takes": [2, 1, ...], "finished": true }
// A seat with a level is a computer player; one without, a person.
#pragma once

#include "pebbles.h"

#include "common/json.h"

#include <array>
#include <string>
#include <string_view>

namespace pebbles {

constexpr std::string_view kRecordFormat = "pebbles-game/1";

struct SeatRecord
{
    std::string name;
    std::string level; // empty: a person
};

struct Record
{
    int heap = kDefaultHeap;
    std::uint64_t seed = 0;
    std::array<SeatRecord, kSeats> seats;
    std::vector<int> takes;
    bool finished = false;
};

// Reads `document` and replays its takes into `game` (P1–P4). On failure, one line naming the
// field ("takes[3]: ...") in `error`.
bool readRecord(const common::json::Value &document, Record &record, Game &game,
                std::string &error);
// The same from a file's text, parsed within the shared caps.
bool readRecord(std::string_view text, Record &record, Game &game, std::string &error);

// The record of `record`, as the window saves it.
std::string writeRecord(const Record &record);

// Empty when every computer seat's take is the one its level draws from the record's seed;
// otherwise which take is not ("takes[4]: North's level takes 2 here, not 1").
std::string seedMismatch(const Record &record);

} // namespace pebbles
