#include "cardjson.h"

#include "escape.h"

#include <algorithm>

namespace razzia::io {

namespace {
// Money is an int32 in the engine; this bound keeps every sum with the bills far from overflow.
constexpr int32_t kMaxMoney = 1'000'000'000;
} // namespace

Bar readBar(const Field &field)
{
    return readBarKey(field, field.string(QStringLiteral("a bar id")));
}

Bar readBarKey(const Field &field, const QString &key)
{
    Bar bar;
    if (!barFromId(key.toStdString(), bar))
        field.fail(QStringLiteral("unknown bar %1").arg(quoted(key)));
    return bar;
}

Card readCard(const Field &field)
{
    field.requireObject(QStringLiteral("a card {\"kind\", \"bar\", \"value\"}"));
    const QString kindExpected = QStringLiteral("\"gambler\" or \"police\"");
    const Field kindField = field.member(QStringLiteral("kind"));
    Kind kind;
    if (!kindFromId(kindField.string(kindExpected).toStdString(), kind))
        kindField.expected(kindExpected);
    const Bar bar = readBar(field.member(QStringLiteral("bar")));
    const int value = field.member(QStringLiteral("value")).integer(1, 6);
    return Card(kind, bar, value);
}

std::vector<Card> readCards(const Field &field, const QString &expected, int size)
{
    std::vector<Card> cards;
    for (const Field &item : field.items(expected, size))
        cards.push_back(readCard(item));
    return cards;
}

std::vector<std::vector<int32_t>> readProposal(const Field &field, int players)
{
    const QString expected = QStringLiteral("an array of %1 arrays of dollar values").arg(players);
    std::vector<std::vector<int32_t>> shares;
    for (const Field &share : field.items(expected, players))
        shares.push_back(share.integers(QStringLiteral("an array of dollar values")));
    return shares;
}

std::vector<int32_t> readMoney(const Field &field, int players)
{
    std::vector<int32_t> money;
    for (const Field &item :
         field.items(QStringLiteral("an array of %1 non-negative integers").arg(players), players))
        money.push_back(item.integer(0, kMaxMoney));
    return money;
}

std::vector<int8_t> readAnswers(const Field &field, int players)
{
    const QString answerExpected = QStringLiteral("\"accept\", \"refuse\" or null");
    std::vector<int8_t> answers;
    for (const Field &item : field.items(
             QStringLiteral("an array of %1 answers (\"accept\", \"refuse\" or null)").arg(players),
             players)) {
        if (item.isNull()) {
            answers.push_back(-1);
            continue;
        }
        const QString answer = item.string(answerExpected);
        if (answer == QLatin1String("accept"))
            answers.push_back(1);
        else if (answer == QLatin1String("refuse"))
            answers.push_back(0);
        else
            item.expected(answerExpected);
    }
    return answers;
}

void writeCard(JsonWriter &writer, Card card)
{
    writer.beginObject(JsonWriter::Layout::Line);
    writer.key("kind");
    writer.value(kindId(card.kind()));
    writer.key("bar");
    writer.value(barId(card.bar()));
    writer.key("value");
    writer.value(card.value());
    writer.endObject();
}

void writeCards(JsonWriter &writer, const std::vector<Card> &cards)
{
    writer.beginArray(JsonWriter::Layout::Line);
    for (const Card card : cards)
        writeCard(writer, card);
    writer.endArray();
}

void writeBills(JsonWriter &writer, const BillSet &bills)
{
    std::vector<int32_t> dollars;
    for (int d = 0; d < kDenominations; ++d)
        dollars.insert(dollars.end(), bills.count[d], kBillValues[d]);
    // kBillValues may be reordered some day (R1.3 keeps it in one place); the output may not.
    std::sort(dollars.begin(), dollars.end());
    writeIntegers(writer, dollars);
}

void writeIntegers(JsonWriter &writer, const std::vector<int32_t> &values)
{
    writer.beginArray(JsonWriter::Layout::Line);
    for (const int32_t value : values)
        writer.value(value);
    writer.endArray();
}

void writeProposal(JsonWriter &writer, const std::vector<std::vector<int32_t>> &proposal)
{
    writer.beginArray(JsonWriter::Layout::Line);
    for (const std::vector<int32_t> &share : proposal)
        writeIntegers(writer, share);
    writer.endArray();
}

void writeAnswers(JsonWriter &writer, const std::vector<int8_t> &answers)
{
    writer.beginArray(JsonWriter::Layout::Line);
    for (const int8_t answer : answers) {
        if (answer < 0)
            writer.null();
        else
            writer.value(answer > 0 ? "accept" : "refuse");
    }
    writer.endArray();
}

} // namespace razzia::io
