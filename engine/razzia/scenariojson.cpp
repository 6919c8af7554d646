#include "scenariojson.h"

#include "cardjson.h"

#include <algorithm>

namespace razzia::io {

namespace {

void parseFields(const Field &root, RoundScenario &out)
{
    root.member("format").requireString("razzia-round/1");

    const int players = root.member("players").integer(kMinPlayers, kMaxPlayers);
    out.players = players;
    out.dealer = root.member("dealer").integer(0, players - 1);

    out.money = {};
    if (const Field moneyField = root.member("money"); moneyField.present()) {
        const std::vector<int32_t> money = readMoney(moneyField, players);
        std::copy(money.begin(), money.end(), out.money.begin());
    }

    out.bars = {};
    out.barGiven = {};
    if (const Field bars = root.member("bars"); bars.present()) {
        for (const auto &[key, bills] :
             bars.members("an object of bar ids to arrays of dollar values")) {
            const Bar bar = readBarKey(bills, key);
            out.bars[int(bar)] = bills.integers("an array of dollar values");
            out.barGiven[int(bar)] = true;
        }
    }

    out.plays = {};
    const std::vector<Card> plays = readCards(
        root.member("plays"), "an array of " + std::to_string(players) + " cards", players);
    std::copy(plays.begin(), plays.end(), out.plays.begin());

    out.proposals = {};
    if (const Field proposals = root.member("proposals"); proposals.present()) {
        for (const auto &[key, proposal] : proposals.members("an object of bar ids to proposals"))
            out.proposals[int(readBarKey(proposal, key))] = readProposal(proposal, players);
    }

    out.answers = {};
    if (const Field answers = root.member("answers"); answers.present()) {
        for (const auto &[key, row] : answers.members("an object of bar ids to answers"))
            out.answers[int(readBarKey(row, key))] = readAnswers(row, players);
    }

    out.dice.clear();
    if (const Field dice = root.member("dice"); dice.present()) {
        const std::vector<int32_t> rolls = dice.integers("an array of integers");
        out.dice.assign(rolls.begin(), rolls.end());
    }
}

} // namespace

bool readScenario(const common::json::Value &document, RoundScenario &out, std::string &error)
{
    try {
        parseFields(Field(document), out);
        return true;
    } catch (const common::json::FieldError &e) {
        error = e.message;
        return false;
    }
}

bool parseScenario(std::string_view json, RoundScenario &out, std::string &error)
{
    try {
        return readScenario(common::json::parseObject(json), out, error);
    } catch (const common::json::ParseError &e) {
        error = e.message;
        return false;
    }
}

std::string resultToJson(const RoundResult &result, int players)
{
    using common::json::Ordered;
    Ordered bars = Ordered::object();
    for (int b = 0; b < variantFor(players).bars; ++b)
        bars[std::string(barId(Bar(b)))] = billsJson(result.bars[b]);
    Ordered doc = Ordered::object();
    doc["format"] = "razzia-round-result/1";
    doc["won"] = std::vector<int32_t>(result.won.begin(), result.won.begin() + players);
    doc["money"] = std::vector<int32_t>(result.money.begin(), result.money.begin() + players);
    doc["bars"] = std::move(bars);
    doc["dice_used"] = result.diceUsed;
    return common::json::dump(doc, {"won", "money", "bars.*"});
}

ResolveOutput resolveDocument(const common::json::Value &document)
{
    ResolveOutput output;
    output.status = 2;
    RoundScenario scenario;
    if (!readScenario(document, scenario, output.error))
        return output;
    RoundResult result;
    if (!resolveScenario(scenario, result, output.error))
        return output;
    output.status = 0;
    output.out = resultToJson(result, scenario.players);
    return output;
}

} // namespace razzia::io
