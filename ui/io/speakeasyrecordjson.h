// speakeasy-game/1 records as JSON (SE8.4, SE8.4a): what saves, replays and
// `razzia-cli play --game speakeasy --record DIR` write, and what `verify` and loading read.
#pragma once

#include "speakeasy/record.h"

#include <QByteArray>
#include <QString>

namespace speakeasy::io {

QByteArray recordToJson(const GameRecord &record);

// Reads the structure of a record: false with one line "field: what is wrong" in `error`
// (malformed JSON, duplicate keys, a missing field, a wrong type, an unknown square, kind or
// move). The rules are checked by loadRecord.
bool parseRecord(const QByteArray &json, GameRecord &record, QString &error);

// parseRecord, then replay() through the engine: every setup checked (SE3), every move played,
// the end compared. False with one line naming the ply and the field.
bool loadRecord(const QByteArray &json, GameRecord &record, std::optional<Game> &game,
                QString &error);

} // namespace speakeasy::io
