// Decisions (GA14.1): who decides, the type, the legal options, and why one is refused.
#pragma once

#include "state.h"

#include <algorithm>
#include <array>
#include <new>

namespace gangsters {

enum class DecisionType : uint8_t
{
    BuyPolice,   // GA3.4c
    CopMove,     // GA3.4e, GA4.10
    Arrest,      // GA7.5
    Next,        // GA3.4f
    Move,        // GA4.11
    Action,      // GA5
    Accomplices, // GA5.6
    Shot,        // GA9.4, GA9.5
    Price,       // GA10.2
    Accept,      // GA10.2
    Resign,      // GA11.4
};

const char *decisionTypeId(DecisionType type);

enum class ActionKind : uint8_t
{
    None,
    Mug,
    Traffic,
    Racket,
    Buy,
    Holdup,
    Settle,
    Vamp,
    Recruit,
    BuyTraffic,
    FinishOff
};

const char *actionId(ActionKind kind);

// One choice of any type; the fields a type does not use stay at their defaults, so that two
// equal choices compare equal.
struct Choice
{
    bool flag = false;        // BuyPolice, Accept; Arrest: rebel; Holdup: for property
    Role role = Role::Killer; // Next; Recruit's role
    Loc to = kNoLoc;          // Move, CopMove
    Loc via = kNoLoc;         // Move, CopMove
    ActionKind action = ActionKind::None;
    uint16_t chars = 0; // Settle targets, Vamp target, Accomplices, Shot target
    int16_t value = 0;  // BuyTraffic count; Price (-1: refuse)
    friend bool operator==(const Choice &, const Choice &) = default;
};

constexpr int kMaxOptions = 384;

// A decision point: the seat that decides, its type and the legal options (GA14.1).
struct Point
{
    DecisionType type = DecisionType::Next;
    int8_t seat = -1;
    int16_t size = 0;
    // What the decision is about, for a table that shows it (not part of GA14.1, never in a
    // file): the mover (Move), the actor (Action, Accomplices), the arrested (Arrest), the
    // recruit's gang and role (Price, Accept); -1 seat when none. `pair`: the cops of CopMove.
    CharRef about;
    int8_t pair = -1;
    // Constructed one by one in push(): a turn builds its points constantly, and setting all
    // 384 choices every time cost an eighth of a random game.
    union {
        Choice options[kMaxOptions];
    };

    Point() {}
    Point(const Point &other) { *this = other; }
    Point &operator=(const Point &other)
    {
        type = other.type;
        seat = other.seat;
        size = other.size;
        about = other.about;
        pair = other.pair;
        std::copy(other.options, other.options + other.size, options);
        return *this;
    }

    void clear(DecisionType t, int s)
    {
        type = t;
        seat = int8_t(s);
        size = 0;
        about = CharRef{};
        pair = -1;
    }
    void push(const Choice &c)
    {
        if (size < kMaxOptions)
            new (&options[size++]) Choice(c);
    }
    int find(const Choice &c) const
    {
        for (int i = 0; i < size; ++i) {
            if (options[i] == c)
                return i;
        }
        return -1;
    }
};

struct Decision
{
    DecisionType type = DecisionType::Next;
    int8_t seat = -1;
    Choice choice;
    friend bool operator==(const Decision &, const Decision &) = default;
};

enum class Refusal : uint8_t
{
    None,
    GameOver,
    NoSuchSeat,
    NotYourTurn,   // another seat must decide
    WrongDecision, // another type of decision is pending
    NotLegal,      // the choice is not among the legal options
    PoliceCannotResign,
    NothingPending,
};

// A sentence in English for logs, the CLI and record errors.
const char *describe(Refusal refusal);

inline uint16_t charBit(CharRef c)
{
    return uint16_t(1u << c.index());
}

} // namespace gangsters
