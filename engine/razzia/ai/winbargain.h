// Bargaining (R5.2–R5.5) for first place rather than for dollars, with the others' habits.
//
// bargain.h takes every claimant to be risk-neutral. A seat that only cares about finishing
// first (R3.8) is not: ahead, a sure offer beats a duel worth a little more; behind, the duel
// for the whole pool is the chance it needs. So here the answers and the proposal are weighed
// by the chance of first place (winchance.h) over what the die can give. The others' answers
// are still foreseen by the risk-neutral model (bargain.h), except that with one responder the
// proposer uses the chance that this responder accepts each offer, from its answers so far
// (habits.h).
#pragma once

#include "bargain.h"
#include "habits.h"
#include "winchance.h"

namespace razzia::ai {

// R5.3: whether the seat answering now in `view` refuses.
bool refusesForFirstPlace(const SeatView &view, const WinChance &win);

// R5.2: the division the proposer in `view` makes, by rank.
Division divisionForFirstPlace(const SeatView &view, const WinChance &win,
                               const AnswerHabits &habits);

} // namespace razzia::ai
