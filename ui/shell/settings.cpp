#include "settings.h"

#include <QSettings>

#include <algorithm>

namespace shell {

namespace {

const QString kSpeed = QStringLiteral("speed");
const QString kAiPace = QStringLiteral("aiPace");
const QString kWaitForMe = QStringLiteral("waitForMe");
const QString kColourBlind = QStringLiteral("colourBlind");

} // namespace

Settings Settings::load()
{
    const QSettings stored;
    Settings settings;
    settings.speed =
        Pace::speedFromName(stored.value(kSpeed, Pace::speedName(settings.speed)).toString());
    settings.aiPace = AiPace(std::clamp(stored.value(kAiPace, int(settings.aiPace)).toInt(), 0, 2));
    settings.waitForMe = stored.value(kWaitForMe, settings.waitForMe).toBool();
    settings.colourBlind = stored.value(kColourBlind, settings.colourBlind).toBool();
    return settings;
}

void Settings::save() const
{
    QSettings stored;
    stored.setValue(kSpeed, Pace::speedName(speed));
    stored.setValue(kAiPace, int(aiPace));
    stored.setValue(kWaitForMe, waitForMe);
    stored.setValue(kColourBlind, colourBlind);
}

} // namespace shell
