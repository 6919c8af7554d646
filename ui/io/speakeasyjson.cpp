#include "speakeasyjson.h"

#include "escape.h"
#include "inputfile.h"
#include "jsonwriter.h"
#include "speakeasy/scenario.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <vector>

namespace speakeasy::io {

using razzia::io::Field;
using razzia::io::FieldError;
using razzia::io::JsonWriter;

namespace {

std::string_view viewOf(const QByteArray &bytes)
{
    return std::string_view(bytes.constData(), size_t(bytes.size()));
}

Position readPosition(const Field &doc)
{
    Position p;
    for (const auto &[name, piece] :
         doc.member(QStringLiteral("board")).members(QStringLiteral("an object of pieces"))) {
        const auto square = squareFromName(viewOf(name.toUtf8()));
        if (!square)
            piece.fail(QStringLiteral("not a square of the board (SE2.1)"));
        const std::vector<Field> parts = piece.items(QStringLiteral("[owner, kind]"), 2);
        const int owner = parts[0].integer(0, 1);
        const QString id = parts[1].string(QStringLiteral("a kind of piece"));
        const auto kind = kindFromId(viewOf(id.toUtf8()));
        if (!kind)
            parts[1].fail(QStringLiteral("unknown kind %1 (SE1.1)").arg(razzia::io::quoted(id)));
        p.place(*square, owner, *kind);
    }
    p.setToMove(doc.member(QStringLiteral("to_move")).integer(0, 1));
    p.setQuietPlies(doc.member(QStringLiteral("quiet_plies")).integer(0, kQuietPlyLimit - 1));
    if (const std::string error = positionError(p); !error.empty())
        throw FieldError{QString::fromStdString(error)};
    return p;
}

void writeBoard(JsonWriter &w, const Position &p, Bits unknown = 0)
{
    w.beginObject();
    for (Bits b = p.occupied(); b; b &= b - 1) {
        const Square s = lowest(b);
        w.key(squareName(s));
        w.beginArray(JsonWriter::Layout::Line);
        w.value(p.ownerAt(s));
        w.value((unknown & bit(s)) ? std::string_view("unknown") : kindId(p.kindAt(s)));
        w.endArray();
    }
    w.endObject();
}

void writeEnd(JsonWriter &w, const End &end)
{
    w.key("status");
    w.value(statusId(end.status));
    w.key("winner");
    if (end.status == Status::Won)
        w.value(int(end.winner));
    else
        w.null();
    w.key("reason");
    if (end.reason == Reason::None)
        w.null();
    else
        w.value(reasonId(end.reason));
}

Output refusal(const QString &error)
{
    Output out;
    out.status = 2;
    out.error = error;
    return out;
}

} // namespace

bool readInput(const QString &path, QByteArray &bytes, QString &error)
{
    razzia::io::InputFile input = razzia::io::readFileBounded(path);
    if (!input.ok) {
        error = QStringLiteral("%1: %2").arg(razzia::io::escaped(path), input.error);
        return false;
    }
    bytes = std::move(input.bytes);
    return true;
}

QString speakEasyFormat(const QByteArray &json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    const QString format = doc.object().value(QStringLiteral("format")).toString();
    return format.startsWith(QLatin1String("speakeasy-")) ? format : QString();
}

Field strictDocument(const QByteArray &json)
{
    // Field::document's strict check refuses duplicate keys (SE8.4a) for every format.
    return Field::document(json);
}

bool parseMoveScenario(const QByteArray &json, bool requireMove, Position &position,
                       std::optional<Move> &move, QString &error)
{
    try {
        const Field doc = strictDocument(json);
        doc.member(QStringLiteral("format")).requireString(QStringLiteral("speakeasy-move/1"));
        position = readPosition(doc);
        move.reset();
        const Field moveField = doc.member(QStringLiteral("move"));
        if (moveField.present() || requireMove) {
            const QString text = moveField.string(QStringLiteral("a move \"from-to\""));
            move = moveFromName(viewOf(text.toUtf8()));
            if (!move)
                moveField.fail(
                    QStringLiteral("%1 is not two squares of the board, \"from-to\" (SE4.6)")
                        .arg(razzia::io::quoted(text)));
        }
        return true;
    } catch (const FieldError &e) {
        error = e.message;
        return false;
    }
}

QByteArray moveResultJson(const Position &after, const std::optional<Confrontation> &met)
{
    JsonWriter w;
    w.beginObject();
    w.key("format");
    w.value("speakeasy-move-result/1");
    w.key("legal");
    w.value(true);
    w.key("confrontation");
    if (met) {
        w.beginObject(JsonWriter::Layout::Line);
        w.key("attacker");
        w.value(kindId(met->attacker));
        w.key("defender");
        w.value(kindId(met->defender));
        w.key("outcome");
        w.value(outcomeId(met->outcome));
        w.endObject();
    } else {
        w.null();
    }
    w.key("board");
    writeBoard(w, after);
    w.key("to_move");
    w.value(after.toMove());
    w.key("quiet_plies");
    w.value(after.quietPlies());
    writeEnd(w, after.end());
    w.endObject();
    return w.take();
}

QByteArray illegalMoveJson()
{
    JsonWriter w;
    w.beginObject(JsonWriter::Layout::Line);
    w.key("format");
    w.value("speakeasy-move-result/1");
    w.key("legal");
    w.value(false);
    w.endObject();
    return w.take();
}

QByteArray legalMovesJson(const MoveSet &moves)
{
    JsonWriter w;
    w.beginObject();
    w.key("format");
    w.value("speakeasy-legal/1");
    w.key("moves");
    w.beginArray(JsonWriter::Layout::Line);
    for (int i = 0; i < moves.count(); ++i)
        w.value(moveName(moves.at(i)));
    w.endArray();
    w.endObject();
    return w.take();
}

QByteArray viewJson(const SeatView &view)
{
    JsonWriter w;
    w.beginObject();
    w.key("format");
    w.value("speakeasy-view/1");
    w.key("seat");
    w.value(view.seat());
    w.key("to_move");
    w.value(view.toMove());
    w.key("quiet_plies");
    w.value(view.quietPlies());
    w.key("board");
    writeBoard(w, view.knownBoard(), view.unknown());
    w.key("moves");
    w.beginArray(JsonWriter::Layout::Line);
    for (const Move m : view.moves())
        w.value(moveName(m));
    w.endArray();
    w.key("confrontations");
    w.beginArray();
    for (const SeenConfrontation &c : view.confrontations()) {
        w.beginObject(JsonWriter::Layout::Line);
        w.key("ply");
        w.value(c.ply + 1);
        w.key("attacker");
        w.value(kindId(c.fight.attacker));
        w.key("defender");
        w.value(kindId(c.fight.defender));
        w.key("outcome");
        w.value(outcomeId(c.fight.outcome));
        w.endObject();
    }
    w.endArray();
    w.endObject();
    return w.take();
}

Output resolveScenario(const QString &path, const QByteArray &json)
{
    Position position;
    std::optional<Move> move;
    QString error;
    if (!parseMoveScenario(json, true, position, move, error))
        return refusal(QStringLiteral("%1: %2").arg(path, error));
    Output out;
    if (!position.isLegal(*move)) {
        out.out = illegalMoveJson();
        return out;
    }
    const std::optional<Confrontation> met = position.play(*move);
    out.out = moveResultJson(position, met);
    return out;
}

Output legalMoves(const QString &path, const QByteArray &json)
{
    Position position;
    std::optional<Move> move;
    QString error;
    if (!parseMoveScenario(json, false, position, move, error))
        return refusal(QStringLiteral("%1: %2").arg(path, error));
    Output out;
    out.out = legalMovesJson(position.legalMoves());
    return out;
}

} // namespace speakeasy::io
