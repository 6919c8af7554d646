// razzia-game/1 records as JSON (R7.3).
#pragma once

#include "razzia/record.h"

#include <QByteArray>
#include <QString>

namespace razzia::io {

QByteArray recordToJson(const GameRecord &record);

// Structural parse only (types, required fields, card and bar names): false with `error`
// naming the field, e.g. "rounds[2].hands[1][4].value: expected an integer 1..6".
bool parseRecord(const QByteArray &json, GameRecord &out, QString &error);

// Parse and replay through the engine (replayRecord): the one way a record is loaded.
bool loadRecord(const QByteArray &json, GameRecord &record, Game &game, QString &error);

} // namespace razzia::io
