#include "timing.h"

#include <algorithm>

namespace speakeasy::ui {

namespace {
double g_speed = 1.0;
} // namespace

double Timing::speed()
{
    return g_speed;
}

void Timing::setSpeed(double factor)
{
    g_speed = std::max(0.0, factor);
}

int Timing::ms(Beat beat)
{
    int normal = 0;
    switch (beat) {
    case Beat::StepAlongRoute:
        normal = 90;
        break;
    // A fight stays 2.5 s at Normal (issue 25: 1.5 s was too short to read both faces and
    // the result); "Wait for me" holds it until the player continues.
    case Beat::FightReveal:
        normal = 600;
        break;
    case Beat::FightResult:
        normal = 1900;
        break;
    case Beat::AiThinking:
        normal = 350;
        break;
    }
    return int(normal * g_speed);
}

} // namespace speakeasy::ui
