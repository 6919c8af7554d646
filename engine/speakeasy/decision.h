// What a seat of Speak Easy can decide, and why the engine refuses a decision: the same shape as
// Razzia's (razzia/decision.h), so that sessions, hosts and tournaments treat both games alike.
#pragma once

#include "position.h"

namespace speakeasy {

// Where a game stands, which says who must decide and what (docs/engine.md).
enum class Phase : uint8_t
{
    SetUp,       // SE3: each seat places its pieces, neither seeing the other's
    Play,        // SE4: the side to move moves, resigns or offers a draw
    DrawOffered, // SE6.4: the other side answers the offer
    Over,        // SE6
};

enum class DecisionKind : uint8_t
{
    SetUp,      // SetUp: the seat's layout
    Move,       // Play: a move of the side to move
    OfferDraw,  // Play: the side to move offers a draw, once a turn
    AnswerDraw, // DrawOffered: the other side accepts or declines
    Resign,     // Play or DrawOffered: any seat, at any time (SE6.4)
};

struct Decision
{
    DecisionKind kind = DecisionKind::Move;
    Move move;           // Move
    bool accept = false; // AnswerDraw
    Layout layout;       // SetUp

    static Decision setUp(const Layout &layout)
    {
        Decision d;
        d.kind = DecisionKind::SetUp;
        d.layout = layout;
        return d;
    }
    static Decision play(Move m)
    {
        Decision d;
        d.move = m;
        return d;
    }
    static Decision offerDraw()
    {
        Decision d;
        d.kind = DecisionKind::OfferDraw;
        return d;
    }
    static Decision answerDraw(bool accept)
    {
        Decision d;
        d.kind = DecisionKind::AnswerDraw;
        d.accept = accept;
        return d;
    }
    static Decision resign()
    {
        Decision d;
        d.kind = DecisionKind::Resign;
        return d;
    }
};

enum class Refusal : uint8_t
{
    None,
    NotStarted,          // no game yet: start() first
    GameOver,            // SE6: nothing is decided after the end
    NoSuchSeat,          // not 0 or 1
    NotYourTurn,         // another seat must decide now
    WrongDecision,       // not what the phase asks (a move during set-up, an answer with no offer)
    AlreadySetUp,        // SE3: a seat sets up once
    InvalidLayout,       // SE3.2-SE3.5: layoutError() says where and why
    IllegalMove,         // SE4
    DrawAlreadyDeclined, // SE6.4: one offer a turn
};

// A sentence in English for logs, the CLI and record errors; the UI maps refusals itself.
const char *describe(Refusal refusal);

} // namespace speakeasy
