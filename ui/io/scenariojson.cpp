#include "scenariojson.h"

#include "cardjson.h"
#include "escape.h"
#include "inputfile.h"

#include <algorithm>

namespace razzia::io {

namespace {

void parseFields(const Field &root, RoundScenario &out)
{
    root.member(QStringLiteral("format")).requireString(QStringLiteral("razzia-round/1"));

    const int players = root.member(QStringLiteral("players")).integer(kMinPlayers, kMaxPlayers);
    out.players = players;
    out.dealer = root.member(QStringLiteral("dealer")).integer(0, players - 1);

    out.money = {};
    if (const Field moneyField = root.member(QStringLiteral("money")); moneyField.present()) {
        const std::vector<int32_t> money = readMoney(moneyField, players);
        std::copy(money.begin(), money.end(), out.money.begin());
    }

    out.bars = {};
    out.barGiven = {};
    if (const Field bars = root.member(QStringLiteral("bars")); bars.present()) {
        for (const auto &[key, bills] :
             bars.members(QStringLiteral("an object of bar ids to arrays of dollar values"))) {
            const Bar bar = readBarKey(bills, key);
            out.bars[int(bar)] = bills.integers(QStringLiteral("an array of dollar values"));
            out.barGiven[int(bar)] = true;
        }
    }

    out.plays = {};
    const std::vector<Card> plays =
        readCards(root.member(QStringLiteral("plays")),
                  QStringLiteral("an array of %1 cards").arg(players), players);
    std::copy(plays.begin(), plays.end(), out.plays.begin());

    out.proposals = {};
    if (const Field proposals = root.member(QStringLiteral("proposals")); proposals.present()) {
        for (const auto &[key, proposal] :
             proposals.members(QStringLiteral("an object of bar ids to proposals"))) {
            out.proposals[int(readBarKey(proposal, key))] = readProposal(proposal, players);
        }
    }

    out.answers = {};
    if (const Field answers = root.member(QStringLiteral("answers")); answers.present()) {
        for (const auto &[key, row] :
             answers.members(QStringLiteral("an object of bar ids to answers"))) {
            out.answers[int(readBarKey(row, key))] = readAnswers(row, players);
        }
    }

    out.dice.clear();
    if (const Field dice = root.member(QStringLiteral("dice")); dice.present()) {
        const std::vector<int32_t> rolls = dice.integers(QStringLiteral("an array of integers"));
        out.dice.assign(rolls.begin(), rolls.end());
    }
}

} // namespace

bool parseScenario(const QByteArray &json, RoundScenario &out, QString &error)
{
    try {
        parseFields(Field::document(json), out);
        return true;
    } catch (const FieldError &e) {
        error = e.message;
        return false;
    }
}

QByteArray resultToJson(const RoundResult &result, int players)
{
    JsonWriter w;
    const std::vector<int32_t> won(result.won.begin(), result.won.begin() + players);
    const std::vector<int32_t> money(result.money.begin(), result.money.begin() + players);
    w.beginObject();
    w.key("format");
    w.value("razzia-round-result/1");
    w.key("won");
    writeIntegers(w, won);
    w.key("money");
    writeIntegers(w, money);
    w.key("bars");
    w.beginObject();
    for (int b = 0; b < variantFor(players).bars; ++b) {
        w.key(barId(Bar(b)));
        writeBills(w, result.bars[b]);
    }
    w.endObject();
    w.key("dice_used");
    w.value(result.diceUsed);
    w.endObject();
    return w.take();
}

ResolveOutput resolveFile(const QString &path)
{
    ResolveOutput output;
    output.status = 2;
    const InputFile input = readFileBounded(path);
    if (!input.ok) {
        output.error = escaped(path) + QStringLiteral(": ") + input.error;
        return output;
    }
    RoundScenario scenario;
    if (!parseScenario(input.bytes, scenario, output.error))
        return output;
    RoundResult result;
    std::string error;
    if (!resolveScenario(scenario, result, error)) {
        output.error = QString::fromStdString(error);
        return output;
    }
    output.status = 0;
    output.out = resultToJson(result, scenario.players);
    return output;
}

} // namespace razzia::io
