// Gangsters' records as the window reads them (GA14.5): strictly, replayed against the rules.
#pragma once

#include "gangsters/record.h"

#include <QByteArray>
#include <QString>

namespace gangsters::ui {

// Parses and checks a gangsters-game/1 record; false with a one-line message naming the field.
// `final` receives the position the record ends in.
bool readGameRecord(const QByteArray &data, GameRecord &record, State &final, QString &error);
QByteArray recordBytes(const GameRecord &record);

} // namespace gangsters::ui
