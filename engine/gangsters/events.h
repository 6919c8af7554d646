// The typed event stream (GA14.3): every change a table must show, in the order it happens.
// Everything in Gangsters is public but future dice (GA12), so no event is private; the field
// is kept so that every game's events say who may see them the same way.
#pragma once

#include "decision.h"

namespace gangsters {

enum class EventKind : uint8_t
{
    Turn,           // seat, a = round
    Serves,         // who, a = turns left (GA3.4a)
    Income,         // seat, a = racket, b = property, c = traffic, other = who got the traffic
    PoliceBought,   // seat
    Roll,           // blue (count = blues), dice by role (-1: not rolled)
    CopMoved,       // index = pair, at = to, via
    Moved,          // who, at = to, via
    Follows,        // who (the companion), at
    Action,         // who, action, flag (property), chars (targets/target), chars2 (accomplices),
                    // role (recruit), a (count)
    OffenceDone,    // who, offence, at
    Witnessed,      // who, offence, at, flag: by the managers (else the police)
    Rebellion,      // chars = the rebels, index = pair
    DuelRoll,       // a = attackers' total, b = defenders'; duel: every die of the roll
    Shot,           // flag: fired by the defenders; target; a = face; result
    Wounded,        // who
    Killed,         // who
    Jailed,         // who, a = years
    PawnToBank,     // at
    RacketToBank,   // at
    CopsToCentre,   // index = pair
    Vamped,         // other = the vamp, who = the companion
    VampEnds,       // other = the vamp, who, why
    PriceNamed,     // seat, a = price (-1: refused)
    Declined,       // seat (the recruiter's)
    Recruited,      // who, at, a = price
    PawnRecoloured, // at, seat = new colour
    HoldupSuccess,  // seat, a = money (0 for property), at = the shop
    HoldupFailed,   // seat, at
    FinishRoll,     // a = shots
    Eliminated,     // seat
    GameOver,       // over
};

enum class TargetKind : uint8_t
{
    Character,
    Manager,
    Cop
};

enum class VampEndReason : uint8_t
{
    Served, // three turns (GA8.4)
    Fell,   // wounded or killed (GA8.5)
    Jailed,
};

// One die of a duel's roll (GA9.2): whose it is, its face and a killer's bonus.
struct DuelDie
{
    TargetKind kind = TargetKind::Character;
    int8_t fighter = 0; // CharRef::index() of a character, else the manager's or cop's number
    int8_t face = 0;
    int8_t bonus = 0; // +2 for a killer
};

// A duel's roll (GA9.2, GA13.2): the attackers' dice in side order, then the defenders'. A tie
// is rolled again: each roll is an event of its own.
struct DuelRoll
{
    static constexpr int kMaxDice = 2 * kMaxGangs * kRoles;
    uint8_t attackers = 0;
    uint8_t defenders = 0;
    std::array<DuelDie, kMaxDice> dice{};
};

struct Event
{
    EventKind kind = EventKind::Turn;
    int8_t privateTo = -1; // always public (GA12)
    int8_t seat = -1;
    int8_t index = -1;
    int8_t other = -1;
    CharRef who;
    CharRef vamp;
    Loc at = kNoLoc;
    Loc via = kNoLoc;
    Offence offence = Offence::Mugging;
    ActionKind action = ActionKind::None;
    Role role = Role::Killer;
    bool flag = false;
    TargetKind target = TargetKind::Character;
    ShotResult result = ShotResult::Miss;
    VampEndReason why = VampEndReason::Served;
    uint16_t chars = 0;
    uint16_t chars2 = 0;
    int16_t a = 0;
    int16_t b = 0;
    int16_t c = 0;
    uint8_t blues = 0;
    std::array<int8_t, 2> blue{};
    std::array<int8_t, kRoles> dice{-1, -1, -1};
    DuelRoll duel;
    Over over;
};

class EventSink
{
public:
    virtual ~EventSink() = default;
    virtual void onEvent(const Event &event) = 0;
};

} // namespace gangsters
