#include "settings.h"

#include <QSettings>

#include <algorithm>

namespace shell {

namespace {

const QString kSpeed = QStringLiteral("speed");
const QString kAiPace = QStringLiteral("aiPace");
const QString kWaitForMe = QStringLiteral("waitForMe");
const QString kWaitForOthers = QStringLiteral("waitForOthers");
const QString kColourBlind = QStringLiteral("colourBlind");
const QString kNetName = QStringLiteral("network/name");
const QString kNetGame = QStringLiteral("network/game");
const QString kNetAddress = QStringLiteral("network/address");
const QString kNetPort = QStringLiteral("network/port");

} // namespace

Settings Settings::load()
{
    const QSettings stored;
    Settings settings;
    settings.speed =
        Pace::speedFromName(stored.value(kSpeed, Pace::speedName(settings.speed)).toString());
    settings.aiPace = AiPace(std::clamp(stored.value(kAiPace, int(settings.aiPace)).toInt(), 0, 2));
    settings.waitForMe = stored.value(kWaitForMe, settings.waitForMe).toBool();
    settings.waitForOthers = stored.value(kWaitForOthers, settings.waitForOthers).toBool();
    settings.colourBlind = stored.value(kColourBlind, settings.colourBlind).toBool();
    return settings;
}

void Settings::save() const
{
    QSettings stored;
    stored.setValue(kSpeed, Pace::speedName(speed));
    stored.setValue(kAiPace, int(aiPace));
    stored.setValue(kWaitForMe, waitForMe);
    stored.setValue(kWaitForOthers, waitForOthers);
    stored.setValue(kColourBlind, colourBlind);
}

TableSettings TableSettings::load()
{
    const QSettings stored;
    TableSettings settings;
    settings.name = stored.value(kNetName).toString();
    settings.game = stored.value(kNetGame).toString();
    settings.address = stored.value(kNetAddress).toString();
    settings.port = std::clamp(stored.value(kNetPort, settings.port).toInt(), 1, 65535);
    return settings;
}

void TableSettings::save() const
{
    QSettings stored;
    stored.setValue(kNetName, name);
    stored.setValue(kNetGame, game);
    stored.setValue(kNetAddress, address);
    stored.setValue(kNetPort, port);
}

} // namespace shell
