#include "recordjson.h"

#include "cardjson.h"
#include "escape.h"

#include "razzia/ai/levels.h"

#include <QStringList>

#include <algorithm>

namespace razzia::io {

namespace {

void writeSeat(JsonWriter &w, const SeatInfo &seat)
{
    w.beginObject(JsonWriter::Layout::Line);
    w.key("name");
    w.value(seat.name);
    w.key("kind");
    w.value(seat.kind);
    if (seat.kind == "ai") {
        w.key("level");
        w.value(seat.level);
    }
    w.endObject();
}

void writeRound(JsonWriter &w, const RecordRound &round)
{
    w.beginObject();
    w.key("dealer");
    w.value(round.dealer);
    w.key("hands");
    w.beginArray();
    for (const std::vector<Card> &hand : round.hands)
        writeCards(w, hand);
    w.endArray();
    w.key("bills");
    w.beginArray();
    for (const RecordBill &bill : round.bills) {
        w.beginObject(JsonWriter::Layout::Line);
        w.key("value");
        w.value(bill.value);
        w.key("bar");
        w.value(barId(bill.bar));
        if (bill.chosen) { // R7.3: only the dealer's chosen bill says so
            w.key("chosen");
            w.value(true);
        }
        w.endObject();
    }
    w.endArray();
    w.key("plays");
    w.beginArray();
    for (const Card card : round.plays)
        writeCard(w, card);
    w.endArray();
    w.key("negotiations");
    w.beginArray();
    for (const RecordNegotiation &n : round.negotiations) {
        w.beginObject();
        w.key("bar");
        w.value(barId(n.bar));
        w.key("proposal");
        writeProposal(w, n.proposal);
        w.key("answers");
        writeAnswers(w, n.answers);
        w.key("dice");
        writeIntegers(w, std::vector<int32_t>(n.dice.begin(), n.dice.end()));
        w.endObject();
    }
    w.endArray();
    w.key("money_after");
    writeIntegers(w, round.moneyAfter);
    w.endObject();
}

// R7.3: a 64-bit seed does not survive a JSON number (a double), so it is a decimal string.
uint64_t readSeed(const Field &field)
{
    const QString expected = QStringLiteral("a decimal string");
    const QString text = field.string(expected);
    // toULongLong alone would accept a sign and surrounding spaces.
    const bool digits = !text.isEmpty() && std::all_of(text.begin(), text.end(), [](QChar c) {
        return c >= QLatin1Char('0') && c <= QLatin1Char('9');
    });
    if (!digits)
        field.expected(expected);
    bool ok = false;
    const qulonglong seed = text.toULongLong(&ok);
    if (!ok)
        field.fail(QStringLiteral("out of range: a seed is at most 18446744073709551615"));
    return seed;
}

SeatInfo readSeat(const Field &field)
{
    field.requireObject(QStringLiteral("a player {\"name\", \"kind\"[, \"level\"]}"));
    SeatInfo seat;
    const Field name = field.member(QStringLiteral("name"));
    const QString nameText = name.string();
    // The window takes 24 characters; a name of megabytes would only be there to hurt.
    constexpr qsizetype kMaxName = 100;
    if (nameText.size() > kMaxName)
        name.fail(QStringLiteral("a name of %1 characters; at most %2")
                      .arg(nameText.size())
                      .arg(kMaxName));
    seat.name = nameText.toStdString();
    const Field kind = field.member(QStringLiteral("kind"));
    const QString kindExpected = QStringLiteral("\"human\" or \"ai\"");
    seat.kind = kind.string(kindExpected).toStdString();
    if (seat.kind != "human" && seat.kind != "ai")
        kind.expected(kindExpected);
    // A saved game resumes with the same AI, so an AI seat must say which one.
    if (seat.kind == "ai") {
        const Field level = field.member(QStringLiteral("level"));
        seat.level = level.string().toStdString();
        // An unknown level would be played as some other one without a word: refuse it.
        const auto names = ai::levelNames();
        if (std::find(names.begin(), names.end(), seat.level) == names.end()) {
            QStringList known;
            for (const std::string_view name : names)
                known << QString::fromUtf8(name.data(), qsizetype(name.size()));
            level.fail(QStringLiteral("unknown AI level %1; the levels are %2")
                           .arg(quoted(QString::fromStdString(seat.level)),
                                known.join(QStringLiteral(", "))));
        }
    }
    return seat;
}

RecordRound readRound(const Field &field, int players)
{
    field.requireObject(QStringLiteral("a round object"));
    RecordRound round;
    round.dealer = field.member(QStringLiteral("dealer")).integer(0, players - 1);

    const Field hands = field.member(QStringLiteral("hands"));
    for (const Field &hand :
         hands.items(QStringLiteral("an array of %1 hands").arg(players), players))
        round.hands.push_back(readCards(hand, QStringLiteral("an array of cards")));

    for (const Field &item :
         field.member(QStringLiteral("bills")).items(QStringLiteral("an array of bills"))) {
        item.requireObject(QStringLiteral("a bill {\"value\", \"bar\"[, \"chosen\"]}"));
        RecordBill bill;
        bill.value = item.member(QStringLiteral("value")).integer();
        bill.bar = readBar(item.member(QStringLiteral("bar")));
        if (const Field chosen = item.member(QStringLiteral("chosen")); chosen.present())
            bill.chosen = chosen.boolean();
        round.bills.push_back(bill);
    }

    round.plays = readCards(field.member(QStringLiteral("plays")),
                            QStringLiteral("an array of %1 cards").arg(players), players);

    for (const Field &item : field.member(QStringLiteral("negotiations"))
                                 .items(QStringLiteral("an array of negotiations"))) {
        item.requireObject(QStringLiteral("a negotiation object"));
        RecordNegotiation n;
        n.bar = readBar(item.member(QStringLiteral("bar")));
        n.proposal = readProposal(item.member(QStringLiteral("proposal")), players);
        n.answers = readAnswers(item.member(QStringLiteral("answers")), players);
        const std::vector<int32_t> dice =
            item.member(QStringLiteral("dice")).integers(QStringLiteral("an array of integers"));
        n.dice.assign(dice.begin(), dice.end());
        round.negotiations.push_back(std::move(n));
    }

    round.moneyAfter = readMoney(field.member(QStringLiteral("money_after")), players);
    return round;
}

void readRecord(const Field &root, GameRecord &out)
{
    root.member(QStringLiteral("format")).requireString(QStringLiteral("razzia-game/1"));

    out = GameRecord();
    // A save of a game in progress carries a continuation seed instead of its own (R7.3).
    if (const Field continuation = root.member(QStringLiteral("continuation"));
        continuation.present() && !root.member(QStringLiteral("seed")).present())
        out.continuation = readSeed(continuation);
    else
        out.seed = readSeed(root.member(QStringLiteral("seed")));
    const QString playersExpected =
        QStringLiteral("an array of %1 to %2 players").arg(kMinPlayers).arg(kMaxPlayers);
    const std::vector<Field> players =
        root.member(QStringLiteral("players")).items(playersExpected);
    if (players.size() < size_t(kMinPlayers) || players.size() > size_t(kMaxPlayers))
        root.member(QStringLiteral("players")).expected(playersExpected);
    for (const Field &seat : players)
        out.players.push_back(readSeat(seat));
    const int count = int(players.size());

    out.firstDealer = root.member(QStringLiteral("first_dealer")).integer(0, count - 1);
    for (const Field &round :
         root.member(QStringLiteral("rounds")).items(QStringLiteral("an array of rounds")))
        out.rounds.push_back(readRound(round, count));
    const Field finished = root.member(QStringLiteral("finished"));
    out.finished = finished.boolean();
    if (out.finished && out.continuation)
        finished.fail(QStringLiteral("a finished game's record keeps its seed, not a "
                                     "continuation (R5.8)"));
}

} // namespace

QByteArray recordToJson(const GameRecord &record)
{
    JsonWriter w;
    w.beginObject();
    w.key("format");
    w.value("razzia-game/1");
    if (record.continuation) { // a game in progress: its seed would tell its future (R6)
        w.key("continuation");
        w.value(std::to_string(*record.continuation));
    } else {
        w.key("seed");
        w.value(std::to_string(record.seed));
    }
    w.key("players");
    w.beginArray();
    for (const SeatInfo &seat : record.players)
        writeSeat(w, seat);
    w.endArray();
    w.key("first_dealer");
    w.value(record.firstDealer);
    w.key("rounds");
    w.beginArray();
    for (const RecordRound &round : record.rounds)
        writeRound(w, round);
    w.endArray();
    w.key("finished");
    w.value(record.finished);
    w.endObject();
    return w.take();
}

bool parseRecord(const QByteArray &json, GameRecord &out, QString &error)
{
    try {
        readRecord(Field::document(json), out);
        return true;
    } catch (const FieldError &e) {
        error = e.message;
        return false;
    }
}

bool loadRecord(const QByteArray &json, GameRecord &record, Game &game, QString &error)
{
    if (!parseRecord(json, record, error))
        return false;
    std::string replayError;
    if (!replayRecord(record, game, replayError)) {
        error = QString::fromStdString(replayError);
        return false;
    }
    return true;
}

} // namespace razzia::io
