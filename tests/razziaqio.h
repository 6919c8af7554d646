// Razzia's formats of engine/razzia (std::string, no Qt) with the Qt types the tests hold their
// data in: the same functions under razzia::qio, converting on the way in and out.
#pragma once

#include "common/escape.h"
#include "common/inputfile.h"
#include "qtformats.h"
#include "razzia/recordjson.h"
#include "razzia/scenariojson.h"

#include <QFile>

namespace razzia::qio {

inline QByteArray recordToJson(const GameRecord &record)
{
    return QByteArray::fromStdString(io::recordToJson(record));
}
inline bool parseRecord(const QByteArray &json, GameRecord &out, QString &error)
{
    return qio_detail::withError(
        error, [&](std::string &e) { return io::parseRecord(qio_detail::view(json), out, e); });
}
inline bool loadRecord(const QByteArray &json, GameRecord &record, Game &game, QString &error)
{
    return qio_detail::withError(error, [&](std::string &e) {
        return io::loadRecord(qio_detail::view(json), record, game, e);
    });
}
inline bool parseScenario(const QByteArray &json, RoundScenario &out, QString &error)
{
    return qio_detail::withError(
        error, [&](std::string &e) { return io::parseScenario(qio_detail::view(json), out, e); });
}
inline QByteArray resultToJson(const RoundResult &result, int players)
{
    return QByteArray::fromStdString(io::resultToJson(result, players));
}

// What `razzia-cli resolve FILE` answers for a Razzia scenario: status 0 and the result, or
// status 2 and one line.
struct ResolveOutput
{
    int status = 2;
    QByteArray out;
    QString error;
};
inline ResolveOutput resolveFile(const QString &path)
{
    ResolveOutput output;
    const common::InputFile input = common::readFileBounded(QFile::encodeName(path).toStdString());
    if (!input.ok) {
        output.error =
            QString::fromStdString(common::escaped(path.toStdString()) + ": " + input.error);
        return output;
    }
    io::ResolveOutput answer;
    try {
        answer = io::resolveDocument(common::json::parseObject(input.bytes));
    } catch (const common::json::ParseError &e) {
        answer.status = 2;
        answer.error = e.message;
    }
    output.status = answer.status;
    output.out = QByteArray::fromStdString(answer.out);
    output.error = QString::fromStdString(answer.error);
    return output;
}

} // namespace razzia::qio
