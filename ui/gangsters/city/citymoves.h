// What the city needs to show a move decision, asked of the engine's movement rules (GA4): who
// may be the mover of a Move or CopMove point (the point lists only (to, via) pairs, GA4.11),
// the routes of a move, and the squares a cop pair watches (GA7.2). No rule is written here.
#pragma once

#include "gangsters/terms.h" // watchedBy (GA7.2)

#include "gangsters/decision.h"
#include "gangsters/moves.h"
#include "gangsters/state.h"

#include <vector>

namespace gangsters::ui {

// A piece that may be the mover of a point: a character, or a cop pair (`pair` ≥ 0).
struct Mover
{
    CharRef who;
    int pair = -1;
    int die = 0;
    bool valid() const { return who.valid() || pair >= 0; }
    friend bool operator==(const Mover &, const Mover &) = default;
};

// The pieces whose legal moves, for some face of the die, are exactly the point's options:
// the active gang's characters for a Move, the pairs for a CopMove. Usually one; two pieces on
// the same place with the same heading may both match, and then either makes the same moves.
std::vector<Mover> moverCandidates(const State &state, const Point &point);
// The movement query of a mover (GA4.7, GA4.9 for a character; GA4.10 for a pair).
MoveQuery queryFor(const State &state, const Mover &mover);
// Where a mover stands.
Loc moverAt(const State &state, const Mover &mover);
// The route of (to, via) from the mover's location, start included, best following `trail`
// (the locations the pointer crossed): the legal path sharing most of them, else the first.
std::vector<Loc> routeOf(const State &state, const Mover &mover, Move move,
                         const std::vector<Loc> &trail);
// The walk of a move decided on `before` (the position before it) with `die` pips, start
// first, as CityView::animateCharacter and animateCops take it; from the prison its exit path
// (GA4.3). A window animates the engine's Moved and CopMoved events with these.
std::vector<Loc> walkOf(const State &before, CharRef who, int die, Move move);
std::vector<Loc> copWalkOf(const State &before, int pair, int die, Move move);

} // namespace gangsters::ui
