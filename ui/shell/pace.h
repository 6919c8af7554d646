// The speed of every game's animations and the pace of the computer players, in one place.
//
// The animation speed scales what a table shows (instant: nothing waits); the AI pace is how
// long a computer seat visibly thinks before each decision, never less than a player can follow
// at normal speed. Each game names its own steps and their time at normal speed (Razzia's in
// ui/razzia/steps.h) and asks Pace::ms(step).
#pragma once

#include <QString>

namespace shell {

enum class Speed
{
    Instant,
    Fast,
    Normal,
    Slow
};

// How long AI seats think before each decision, on top of the animation speed.
enum class AiPace
{
    Brisk, // half the normal time
    Normal,
    Deliberate // twice the normal time
};

// One of a game's steps at normal speed. `thinking` marks a computer seat's pause, which the
// AI pace scales too.
struct StepTime
{
    int normalMs = 0;
    bool thinking = false;
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

    // Milliseconds for a pause of `normalMs` at normal speed, at the current speed (and AI pace,
    // when it is a computer seat's thinking); 0 at Instant.
    static int ms(StepTime step);
    // A game's own step: its stepTime(step), found beside the game's enum of steps.
    template<typename GameStep> static int ms(GameStep step) { return ms(stepTime(step)); }
};

} // namespace shell
