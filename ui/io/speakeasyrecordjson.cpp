#include "speakeasyrecordjson.h"

#include "jsonwriter.h"
#include "speakeasyjson.h"

namespace speakeasy::io {

using razzia::io::Field;
using razzia::io::FieldError;
using razzia::io::JsonWriter;

namespace {

std::string_view viewOf(const QByteArray &bytes)
{
    return std::string_view(bytes.constData(), size_t(bytes.size()));
}

std::string stdString(const QString &s)
{
    return s.toStdString();
}

void writeSetup(JsonWriter &w, const Layout &layout)
{
    w.beginObject(JsonWriter::Layout::Line);
    for (Square s = 0; s < kSquares; ++s) {
        if (layout.at[s] != Kind::None) {
            w.key(squareName(s));
            w.value(kindId(layout.at[s]));
        }
    }
    w.endObject();
}

uint64_t readSeed(const Field &field)
{
    const QString text = field.string(QStringLiteral("a decimal string"));
    bool ok = false;
    const qulonglong seed = text.toULongLong(&ok, 10);
    if (!ok || text.isEmpty() || !text.front().isDigit() || text != QString::number(seed))
        field.expected(QStringLiteral("a decimal string of a 64-bit seed"));
    return seed;
}

PlayerInfo readPlayer(const Field &field)
{
    field.requireObject(QStringLiteral("a player object"));
    PlayerInfo p;
    p.name = stdString(field.member(QStringLiteral("name")).string());
    const Field kind = field.member(QStringLiteral("kind"));
    p.kind = stdString(kind.string());
    if (p.kind != "human" && p.kind != "ai")
        kind.expected(QStringLiteral("\"human\" or \"ai\""));
    if (const Field level = field.member(QStringLiteral("level")); level.present())
        p.level = stdString(level.string());
    return p;
}

Layout readSetup(const Field &field)
{
    Layout layout;
    for (const auto &[name, kindField] : field.members(QStringLiteral("an object of pieces"))) {
        const auto square = squareFromName(viewOf(name.toUtf8()));
        if (!square)
            kindField.fail(QStringLiteral("not a square of the board (SE2.1)"));
        const QString id = kindField.string(QStringLiteral("a kind of piece"));
        const auto kind = kindFromId(viewOf(id.toUtf8()));
        if (!kind)
            kindField.fail(QStringLiteral("unknown kind \"%1\" (SE1.1)").arg(id));
        layout.at[*square] = *kind;
    }
    return layout;
}

Reason readReason(const Field &field)
{
    const QString id = field.string(QStringLiteral("an end reason"));
    for (int r = int(Reason::Speakeasy); r <= int(Reason::Agreement); ++r) {
        if (id == QLatin1String(reasonId(Reason(r)).data()))
            return Reason(r);
    }
    field.expected(QStringLiteral("one of speakeasy, no_legal_move, no_legal_move_both, "
                                  "quiet_plies, resign, agreement"));
}

End readEnd(const Field &field)
{
    field.requireObject(QStringLiteral("an end object"));
    End end;
    const Field status = field.member(QStringLiteral("status"));
    const QString statusText = status.string();
    if (statusText == QLatin1String("won"))
        end.status = Status::Won;
    else if (statusText == QLatin1String("drawn"))
        end.status = Status::Drawn;
    else
        status.expected(QStringLiteral("\"won\" or \"drawn\""));
    const Field winner = field.member(QStringLiteral("winner"));
    if (end.status == Status::Won)
        end.winner = int8_t(winner.integer(0, 1));
    else if (winner.present() && !winner.isNull())
        winner.fail(QStringLiteral("a drawn game has no winner (SE8.4a)"));
    end.reason = readReason(field.member(QStringLiteral("reason")));
    if (end.reason == Reason::Resign) {
        const Field by = field.member(QStringLiteral("by"));
        if (by.integer(0, 1) != 1 - end.winner)
            by.fail(QStringLiteral("the seat that resigned is the loser, %1 (SE8.4a)")
                        .arg(1 - end.winner));
    }
    return end;
}

} // namespace

QByteArray recordToJson(const GameRecord &record)
{
    JsonWriter w;
    w.beginObject();
    w.key("format");
    w.value("speakeasy-game/1");
    w.key("seed");
    w.value(std::to_string(record.seed));
    w.key("players");
    w.beginArray();
    for (const PlayerInfo &p : record.players) {
        w.beginObject(JsonWriter::Layout::Line);
        w.key("name");
        w.value(p.name);
        w.key("kind");
        w.value(p.kind);
        if (!p.level.empty()) {
            w.key("level");
            w.value(p.level);
        }
        w.endObject();
    }
    w.endArray();
    w.key("first");
    w.value(record.first);
    w.key("setups");
    w.beginArray();
    for (const Layout &layout : record.setups)
        writeSetup(w, layout);
    w.endArray();
    w.key("moves");
    w.beginArray(JsonWriter::Layout::Line);
    for (const Move m : record.moves)
        w.value(moveName(m));
    w.endArray();
    if (record.end) {
        const End &e = *record.end;
        w.key("end");
        w.beginObject(JsonWriter::Layout::Line);
        w.key("status");
        w.value(statusId(e.status));
        if (e.status == Status::Won) {
            w.key("winner");
            w.value(int(e.winner));
        }
        w.key("reason");
        w.value(reasonId(e.reason));
        if (e.reason == Reason::Resign) {
            w.key("by");
            w.value(1 - e.winner);
        }
        w.endObject();
    }
    w.key("finished");
    w.value(record.finished);
    w.endObject();
    return w.take();
}

bool parseRecord(const QByteArray &json, GameRecord &record, QString &error)
{
    try {
        const Field doc = strictDocument(json);
        doc.member(QStringLiteral("format")).requireString(QStringLiteral("speakeasy-game/1"));
        GameRecord r;
        r.seed = readSeed(doc.member(QStringLiteral("seed")));
        const std::vector<Field> players =
            doc.member(QStringLiteral("players")).items(QStringLiteral("an array of 2 players"), 2);
        for (int seat = 0; seat < kSeats; ++seat)
            r.players[size_t(seat)] = readPlayer(players[size_t(seat)]);
        r.first = doc.member(QStringLiteral("first")).integer(0, 1);
        const std::vector<Field> setups =
            doc.member(QStringLiteral("setups")).items(QStringLiteral("an array of 2 setups"), 2);
        for (int seat = 0; seat < kSeats; ++seat)
            r.setups[size_t(seat)] = readSetup(setups[size_t(seat)]);
        const std::vector<Field> moves =
            doc.member(QStringLiteral("moves")).items(QStringLiteral("an array of moves"));
        for (size_t i = 0; i < moves.size(); ++i) {
            const QString text = moves[i].string(QStringLiteral("a move \"from-to\""));
            const auto m = moveFromName(viewOf(text.toUtf8()));
            if (!m)
                moves[i].fail(QStringLiteral("ply %1: \"%2\" is not two squares of the board, "
                                             "\"from-to\" (SE4.6)")
                                  .arg(i + 1)
                                  .arg(text));
            r.moves.push_back(*m);
        }
        r.finished = doc.member(QStringLiteral("finished")).boolean();
        if (const Field end = doc.member(QStringLiteral("end")); end.present())
            r.end = readEnd(end);
        record = std::move(r);
        return true;
    } catch (const FieldError &e) {
        error = e.message;
        return false;
    }
}

bool loadRecord(const QByteArray &json, GameRecord &record, std::optional<Game> &game,
                QString &error)
{
    if (!parseRecord(json, record, error))
        return false;
    if (const std::string problem = replay(record, game); !problem.empty()) {
        error = QString::fromStdString(problem);
        return false;
    }
    return true;
}

} // namespace speakeasy::io
