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
    case Beat::FightReveal:
        normal = 450;
        break;
    case Beat::FightResult:
        normal = 1100;
        break;
    case Beat::AiThinking:
        normal = 350;
        break;
    }
    return int(normal * g_speed);
}

} // namespace speakeasy::ui
