// Every pause of the Gangsters table at normal speed, in one place; shell::Pace scales them by
// the player's speed (instant: nothing waits) and the computer's pace.
#pragma once

#include "pace.h"

namespace gangsters::ui {

enum class Step
{
    Roll,       // the dice tumble, then stay
    SquareWalk, // one square of a move
    Event,      // a line of the log that changes the city (a token, a jail)
    DuelRoll,   // both sides' dice and totals
    Shot,       // one shot and its result
    DuelEnd,    // the duel's outcome, before the scene goes
    Thinking,   // a computer seat before its decision
};

inline shell::StepTime stepTime(Step step)
{
    switch (step) {
    case Step::Roll:
        return {700};
    case Step::SquareWalk:
        return {110};
    case Step::Event:
        return {250};
    case Step::DuelRoll:
        return {1100};
    case Step::Shot:
        return {800};
    case Step::DuelEnd:
        return {1200};
    case Step::Thinking:
        return {350, true};
    }
    return {};
}

} // namespace gangsters::ui
