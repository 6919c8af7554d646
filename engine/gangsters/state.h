// A Gangsters position (GA14.2): fixed-size and copyable, so that a turn can be tried on a copy
// and a random game allocates nothing.
#pragma once

#include "city.h"

#include <array>
#include <cstdint>

namespace gangsters {

constexpr int kMaxGangs = 4;
constexpr int kRoles = 3;
// A record keeps witnessed offences until an arrest (GA7.1). 96 entries is far beyond any game
// seen (an arrest empties it); State::overflow says if a game ever went past it.
constexpr int kMaxRecord = 96;
// Pending offences all sit at the author's location and lapse when it moves (GA7.2).
constexpr int kMaxPending = 24;

enum class Role : uint8_t
{
    Killer,
    Vamp,
    Dealer
};

enum class Offence : uint8_t
{
    Mugging,
    Racket,
    Holdup,
    Traffic,
    Assault,
    Rebellion,
    Murder
};

const char *roleId(Role role);
const char *offenceId(Offence offence);

struct Entry
{
    Offence offence = Offence::Mugging;
    Loc at = kNoLoc;
    friend bool operator==(const Entry &, const Entry &) = default;
};

// [seat, role] (GA1.1). Characters are also numbered seat * 3 + role for masks.
struct CharRef
{
    int8_t seat = -1;
    Role role = Role::Killer;
    int index() const { return seat * kRoles + int(role); }
    static CharRef of(int index) { return {int8_t(index / kRoles), Role(index % kRoles)}; }
    bool valid() const { return seat >= 0; }
    friend bool operator==(const CharRef &, const CharRef &) = default;
};

struct Character
{
    Loc at = kNoLoc;
    Loc from = kNoLoc; // kNoLoc: a free heading (GA4.4)
    int16_t sentence = 0;
    bool wounded = false;
    bool dazed = false;       // GA8.4
    int8_t controlledBy = -1; // a vamp's gang (GA8.2)
    CharRef companion;        // a vamp's companion
    int8_t vampTurns = 0;
    uint8_t recordSize = 0;
    uint8_t pendingSize = 0;
    std::array<Entry, kMaxRecord> record{};
    std::array<Entry, kMaxPending> pending{};
};

struct Gang
{
    int32_t money = 0;
    int16_t stock = 0;
    bool eliminated = false;
    std::array<Character, kRoles> chars{};
};

enum class OverStatus : uint8_t
{
    None,
    Won,
    Drawn
};

enum class OverReason : uint8_t
{
    District,
    LastGang,
    RoundLimit,
    Resign,
    Police
};

const char *reasonId(OverReason reason);

struct Over
{
    OverStatus status = OverStatus::None;
    OverReason reason = OverReason::District;
    uint8_t winners = 0; // a mask of seats (the police seat in the variant too)
    int8_t district = 0;
};

struct Cop
{
    Loc at = kNoLoc;
    Loc from = kNoLoc;
};

// The options of a game (GA11.3, GA15.2), fixed for its whole length.
struct Rules
{
    int roundLimit = 60; // 0: none
    bool policePlayer = false;
};

struct State
{
    int16_t round = 1;
    int8_t active = 0;
    int8_t first = 0;
    int8_t gangs = 2;
    int8_t policeOwner = -1;
    // A record went past kMaxRecord: the engine's limit, never a rule.
    bool overflow = false;
    std::array<Gang, kMaxGangs> gang{};
    std::array<int8_t, kMaxShops> owner{};  // -1: no property token
    std::array<int8_t, kMaxShops> racket{}; // -1: no R token
    std::array<int8_t, kMaxStreets> traffic{};
    std::array<Cop, 2> cops{};
    Over over;

    Character &at(CharRef c) { return gang[size_t(c.seat)].chars[size_t(c.role)]; }
    const Character &at(CharRef c) const { return gang[size_t(c.seat)].chars[size_t(c.role)]; }
    // GA8: the gang that plays a character.
    int controller(CharRef c) const
    {
        const int8_t by = at(c).controlledBy;
        return by >= 0 ? by : c.seat;
    }
    bool isOver() const { return over.status != OverStatus::None; }

    // GA1.5: R and property tokens of a gang on the board, and its pawns (stock + board).
    int tokens(int seat) const;
    int pawns(int seat) const;
    int ownedShops(int seat) const;

    // GA3.1: the start of a game of `gangs` gangs, everyone in prison.
    static State initial(int gangs, int first);
};

} // namespace gangsters
