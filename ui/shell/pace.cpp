#include "pace.h"

#include <array>

namespace shell {

namespace {

Speed g_speed = Speed::Normal;
AiPace g_aiPace = AiPace::Normal;

} // namespace

AiPace Pace::aiPace()
{
    return g_aiPace;
}

void Pace::setAiPace(AiPace pace)
{
    g_aiPace = pace;
}

Speed Pace::speed()
{
    return g_speed;
}

void Pace::setSpeed(Speed speed)
{
    g_speed = speed;
}

Speed Pace::speedFromName(const QString &name, bool *ok)
{
    static const std::array<QString, 4> names = {QStringLiteral("instant"), QStringLiteral("fast"),
                                                 QStringLiteral("normal"), QStringLiteral("slow")};
    for (size_t i = 0; i < names.size(); ++i) {
        if (name == names[i]) {
            if (ok)
                *ok = true;
            return Speed(i);
        }
    }
    if (ok)
        *ok = false;
    return Speed::Normal;
}

QString Pace::speedName(Speed speed)
{
    switch (speed) {
    case Speed::Instant:
        return QStringLiteral("instant");
    case Speed::Fast:
        return QStringLiteral("fast");
    case Speed::Normal:
        return QStringLiteral("normal");
    case Speed::Slow:
        return QStringLiteral("slow");
    }
    return {};
}

int Pace::ms(StepTime step)
{
    int normal = step.normalMs;
    if (step.thinking)
        normal = g_aiPace == AiPace::Brisk        ? normal / 2
                 : g_aiPace == AiPace::Deliberate ? normal * 2
                                                  : normal;
    switch (g_speed) {
    case Speed::Instant:
        return 0;
    case Speed::Fast: // about a third
        return normal / 3;
    case Speed::Normal:
        return normal;
    case Speed::Slow: // half as long again
        return normal * 3 / 2;
    }
    return normal;
}

} // namespace shell
