// Every duration of the table's animations and of the AI seats' thinking, in one place.
//
// The animation speed scales what the table shows (instant: nothing waits); the AI pace is how
// long an AI seat visibly thinks before each decision, never less than a player can follow at
// normal speed.
#pragma once

#include <QString>

namespace razzia::ui {

enum class Speed
{
    Instant,
    Fast,
    Normal,
    Slow
};

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

// How long AI seats think before each decision, on top of the animation speed.
enum class AiPace
{
    Brisk, // half the normal time
    Normal,
    Deliberate // twice the normal time
};

class Pace
{
public:
    static AiPace aiPace();
    static void setAiPace(AiPace pace);

    static Speed speed();
    static void setSpeed(Speed speed);
    static Speed speedFromName(const QString &name, bool *ok = nullptr); // instant|fast|normal|slow
    static QString speedName(Speed speed);

    // Milliseconds for one step at the current speed (and AI pace, for AiThinking); 0 at
    // Instant.
    static int ms(Step step);
};

} // namespace razzia::ui
