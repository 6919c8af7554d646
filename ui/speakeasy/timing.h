// Every duration of the Speak Easy table in one place, scaled by one speed factor that the
// shell sets from the application's speed setting: 0 is Instant (nothing waits, which keeps
// tests deterministic), 1 normal, 2 slow.
#pragma once

namespace speakeasy::ui {

enum class Beat
{
    StepAlongRoute, // a piece moves one point of its route
    FightReveal,    // both faces turn up
    FightResult,    // the result stays on screen
    AiThinking      // an AI seat's visible pause before its move
};

class Timing
{
public:
    static double speed();
    static void setSpeed(double factor);
    static int ms(Beat beat);
};

} // namespace speakeasy::ui
