// Speak Easy's public formats as JSON (SE8): move scenarios and their results (SE8.2), legal
// move lists (SE8.3) and seat views (SE8.5). Records are in speakeasyrecordjson.h.
#pragma once

#include "jsonfield.h"
#include "speakeasy/seatview.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace speakeasy::io {

// Every Speak Easy input file is read through here, within the limit every input has
// (razzia::io::readFileBounded): false with "PATH: cannot read: ..." or "PATH: file too large
// (..., limit 16 MB)" in `error`, the path escaped.
bool readInput(const QString &path, QByteArray &bytes, QString &error);

// The `format` of a JSON document when it names a Speak Easy format ("speakeasy-move/1", ...);
// empty for anything else, malformed JSON included, so that Razzia's readers report those.
QString speakEasyFormat(const QByteArray &json);

// The top-level object of a document, refusing malformed JSON and duplicate keys (SE8.4a).
// Throws razzia::io::FieldError.
razzia::io::Field strictDocument(const QByteArray &json);

// A speakeasy-move/1 document (SE8.2): the position, checked by positionError(), and the move
// when present. A move string that does not name two squares is refused; `requireMove` makes
// its absence a refusal too. False with one line "field: what is wrong" in `error`.
bool parseMoveScenario(const QByteArray &json, bool requireMove, Position &position,
                       std::optional<Move> &move, QString &error);

// speakeasy-move-result/1 for a legal move, `after` the position it leads to.
QByteArray moveResultJson(const Position &after, const std::optional<Confrontation> &met);
// speakeasy-move-result/1 for an illegal move.
QByteArray illegalMoveJson();
// speakeasy-legal/1: every move of the set, in SE8.3 order.
QByteArray legalMovesJson(const MoveSet &moves);
// speakeasy-view/1 (SE8.5). Confrontations carry their 1-based ply.
QByteArray viewJson(const SeatView &view);

// What `razzia-cli resolve FILE` and `razzia-cli legal FILE` do with a Speak Easy scenario:
// status 0 with the JSON in `out`, or status 2 with one line in `error` and `out` empty.
struct Output
{
    int status = 0;
    QByteArray out;
    QString error;
};
Output resolveScenario(const QString &path, const QByteArray &json);
Output legalMoves(const QString &path, const QByteArray &json);

} // namespace speakeasy::io
