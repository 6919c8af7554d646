// Razzia's animation steps and their time at normal speed: the shell's Pace scales them by the
// player's speed and AI pace (Pace::ms(Step::DealCard)).
#pragma once

#include "pace.h"
#include "shellnames.h"

#include <array>
#include <cstddef>

namespace razzia::ui {

enum class Step
{
    DealCard,     // a card slides into a hand
    BillFlight,   // a bill flies from the supply to a bar
    CardPlayed,   // a face-down card lands on a bar
    Reveal,       // the chosen cards turn over
    BarResolved,  // a pause on a bar as it is resolved
    BillsWon,     // bills fly from a bar to their winner
    ShowDecision, // an AI proposal or answer stays on screen
    DieRoll,      // the die tumbles
    DuelResult,   // the winner of a duel stays on screen
    AiThinking,   // an AI seat thinks before deciding
    RoundOver     // a pause between rounds
};

constexpr StepTime stepTime(Step step)
{
    constexpr std::array<int, 11> kNormalMs = {
        90,   // DealCard
        260,  // BillFlight
        180,  // CardPlayed
        450,  // Reveal
        1500, // BarResolved: long enough to read a bar's outcome (issue 13)
        450,  // BillsWon
        1400, // ShowDecision
        700,  // DieRoll
        900,  // DuelResult
        600,  // AiThinking
        700,  // RoundOver
    };
    return StepTime{kNormalMs[size_t(step)], step == Step::AiThinking};
}

} // namespace razzia::ui
