// Speak Easy's formats of engine/speakeasy (std::string, no Qt) with the Qt types the tests hold
// their data in: the same functions under speakeasy::qio, converting on the way in and out.
#pragma once

#include "qtformats.h"
#include "speakeasy/movejson.h"
#include "speakeasy/recordjson.h"

namespace speakeasy::qio {

inline QByteArray recordToJson(const GameRecord &record)
{
    return QByteArray::fromStdString(io::recordToJson(record));
}
inline bool parseRecord(const QByteArray &json, GameRecord &record, QString &error)
{
    return qio_detail::withError(
        error, [&](std::string &e) { return io::parseRecord(qio_detail::view(json), record, e); });
}
inline bool loadRecord(const QByteArray &json, GameRecord &record, std::optional<Game> &game,
                       QString &error)
{
    return qio_detail::withError(error, [&](std::string &e) {
        return io::loadRecord(qio_detail::view(json), record, game, e);
    });
}
inline bool parseMoveScenario(const QByteArray &json, bool requireMove, Position &position,
                              std::optional<Move> &move, QString &error)
{
    return qio_detail::withError(error, [&](std::string &e) {
        return io::parseMoveScenario(qio_detail::view(json), requireMove, position, move, e);
    });
}
// What `razzia-cli resolve` and `legal` answer for a document at `path` (shown as given).
struct Output
{
    int status = 0;
    QByteArray out;
    QString error;
};
template<typename Command>
Output onDocument(const QString &path, const QByteArray &json, Command &&command)
{
    Output out;
    io::Output answer;
    try {
        answer = command(path.toStdString(), common::json::parseObject(qio_detail::view(json)));
    } catch (const common::json::ParseError &e) {
        answer.status = 2;
        answer.error = path.toStdString() + ": " + e.message;
    }
    out.status = answer.status;
    out.out = QByteArray::fromStdString(answer.out);
    out.error = QString::fromStdString(answer.error);
    return out;
}
inline Output resolveScenario(const QString &path, const QByteArray &json)
{
    return onDocument(path, json, io::resolveDocument);
}
inline Output legalMoves(const QString &path, const QByteArray &json)
{
    return onDocument(path, json, io::legalMoves);
}
inline QByteArray viewJson(const SeatView &view)
{
    return QByteArray::fromStdString(io::viewJson(view));
}

} // namespace speakeasy::qio
