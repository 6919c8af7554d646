#include "cardjson.h"

#include "common/escape.h"

#include <algorithm>

namespace razzia::io {

namespace {
// Money is an int32 in the engine; this bound keeps every sum with the bills far from overflow.
constexpr int32_t kMaxMoney = 1'000'000'000;
} // namespace

Bar readBar(const Field &field)
{
    return readBarKey(field, field.string("a bar id"));
}

Bar readBarKey(const Field &field, const std::string &key)
{
    Bar bar;
    if (!barFromId(key, bar))
        field.fail("unknown bar " + common::quoted(key));
    return bar;
}

Card readCard(const Field &field)
{
    field.requireObject("a card {\"kind\", \"bar\", \"value\"}");
    const std::string kindExpected = "\"gambler\" or \"police\"";
    const Field kindField = field.member("kind");
    Kind kind;
    if (!kindFromId(kindField.string(kindExpected), kind))
        kindField.expected(kindExpected);
    const Bar bar = readBar(field.member("bar"));
    const int value = field.member("value").integer(1, 6);
    return Card(kind, bar, value);
}

std::vector<Card> readCards(const Field &field, const std::string &expected, int size)
{
    std::vector<Card> cards;
    for (const Field &item : field.items(expected, size))
        cards.push_back(readCard(item));
    return cards;
}

std::vector<std::vector<int32_t>> readProposal(const Field &field, int players)
{
    const std::string expected =
        "an array of " + std::to_string(players) + " arrays of dollar values";
    std::vector<std::vector<int32_t>> shares;
    for (const Field &share : field.items(expected, players))
        shares.push_back(share.integers("an array of dollar values"));
    return shares;
}

std::vector<int32_t> readMoney(const Field &field, int players)
{
    std::vector<int32_t> money;
    for (const Field &item :
         field.items("an array of " + std::to_string(players) + " non-negative integers", players))
        money.push_back(item.integer(0, kMaxMoney));
    return money;
}

std::vector<int8_t> readAnswers(const Field &field, int players)
{
    const std::string answerExpected = "\"accept\", \"refuse\" or null";
    std::vector<int8_t> answers;
    for (const Field &item : field.items("an array of " + std::to_string(players) +
                                             " answers (\"accept\", \"refuse\" or null)",
                                         players)) {
        if (item.isNull()) {
            answers.push_back(-1);
            continue;
        }
        const std::string &answer = item.string(answerExpected);
        if (answer == "accept")
            answers.push_back(1);
        else if (answer == "refuse")
            answers.push_back(0);
        else
            item.expected(answerExpected);
    }
    return answers;
}

common::json::Ordered cardJson(Card card)
{
    return {{"kind", kindId(card.kind())}, {"bar", barId(card.bar())}, {"value", card.value()}};
}

common::json::Ordered cardsJson(const std::vector<Card> &cards)
{
    common::json::Ordered out = common::json::Ordered::array();
    for (const Card card : cards)
        out.push_back(cardJson(card));
    return out;
}

common::json::Ordered billsJson(const BillSet &bills)
{
    std::vector<int32_t> dollars;
    for (int d = 0; d < kDenominations; ++d)
        dollars.insert(dollars.end(), bills.count[d], kBillValues[d]);
    // kBillValues may be reordered some day (R1.3 keeps it in one place); the output may not.
    std::sort(dollars.begin(), dollars.end());
    return dollars;
}

common::json::Ordered answersJson(const std::vector<int8_t> &answers)
{
    common::json::Ordered out = common::json::Ordered::array();
    for (const int8_t answer : answers) {
        if (answer < 0)
            out.push_back(nullptr);
        else
            out.push_back(answer > 0 ? "accept" : "refuse");
    }
    return out;
}

} // namespace razzia::io
