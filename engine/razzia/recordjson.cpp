#include "recordjson.h"

#include "cardjson.h"
#include "common/escape.h"
#include "razzia/ai/levels.h"

#include <algorithm>
#include <charconv>

namespace razzia::io {

namespace {

using common::json::Ordered;

Ordered seatJson(const SeatInfo &seat)
{
    Ordered out = {{"name", seat.name}, {"kind", seat.kind}};
    if (seat.kind == "ai")
        out["level"] = seat.level;
    return out;
}

Ordered roundJson(const RecordRound &round)
{
    Ordered hands = Ordered::array();
    for (const std::vector<Card> &hand : round.hands)
        hands.push_back(cardsJson(hand));
    Ordered bills = Ordered::array();
    for (const RecordBill &bill : round.bills) {
        Ordered item = {{"value", bill.value}, {"bar", barId(bill.bar)}};
        if (bill.chosen) // R7.3: only the dealer's chosen bill says so
            item["chosen"] = true;
        bills.push_back(std::move(item));
    }
    Ordered negotiations = Ordered::array();
    for (const RecordNegotiation &n : round.negotiations) {
        Ordered item = Ordered::object();
        item["bar"] = barId(n.bar);
        item["proposal"] = n.proposal;
        item["answers"] = answersJson(n.answers);
        item["dice"] = std::vector<int32_t>(n.dice.begin(), n.dice.end());
        negotiations.push_back(std::move(item));
    }
    Ordered out = Ordered::object();
    out["dealer"] = round.dealer;
    out["hands"] = std::move(hands);
    out["bills"] = std::move(bills);
    out["plays"] = cardsJson(round.plays);
    out["negotiations"] = std::move(negotiations);
    out["money_after"] = round.moneyAfter;
    return out;
}

Ordered decisionJson(const RecordDecision &d)
{
    Ordered out = {{"seat", d.seat}};
    switch (d.kind) {
    case DecisionKind::PlaceBill:
        out["bill"] = barId(d.bar);
        break;
    case DecisionKind::PlayCard:
        out["card"] = cardJson(d.card);
        break;
    case DecisionKind::Propose:
        out["proposal"] = d.proposal;
        break;
    case DecisionKind::Answer:
        out["answer"] = d.accept;
        break;
    }
    return out;
}

// The number of UTF-16 code units of `utf8`, which is what a name's length has always counted.
size_t utf16Length(const std::string &utf8)
{
    size_t units = 0;
    for (const char c : utf8) {
        const auto byte = uint8_t(c);
        if ((byte & 0xc0) != 0x80)
            units += byte >= 0xf0 ? 2 : 1;
    }
    return units;
}

// R7.3: a 64-bit seed does not survive a JSON number (a double), so it is a decimal string.
uint64_t readSeed(const Field &field)
{
    const std::string expected = "a decimal string";
    uint64_t seed = 0;
    bool outOfRange = false;
    if (!readSeedText(field.string(expected), seed, outOfRange)) {
        if (outOfRange)
            field.fail("out of range: a seed is at most 18446744073709551615");
        field.expected(expected);
    }
    return seed;
}

SeatInfo readSeat(const Field &field)
{
    field.requireObject("a player {\"name\", \"kind\"[, \"level\"]}");
    SeatInfo seat;
    const Field name = field.member("name");
    seat.name = name.string();
    // The window takes 24 characters; a name of megabytes would only be there to hurt.
    constexpr size_t kMaxName = 100;
    if (const size_t length = utf16Length(seat.name); length > kMaxName)
        name.fail("a name of " + std::to_string(length) + " characters; at most " +
                  std::to_string(kMaxName));
    const Field kind = field.member("kind");
    const std::string kindExpected = "\"human\" or \"ai\"";
    seat.kind = kind.string(kindExpected);
    if (seat.kind != "human" && seat.kind != "ai")
        kind.expected(kindExpected);
    // A saved game resumes with the same AI, so an AI seat must say which one.
    if (seat.kind == "ai") {
        const Field level = field.member("level");
        seat.level = level.string();
        // An unknown level would be played as some other one without a word: refuse it.
        const auto names = ai::levelNames();
        if (std::find(names.begin(), names.end(), seat.level) == names.end()) {
            std::string known;
            for (const std::string_view known1 : names)
                known += (known.empty() ? "" : ", ") + std::string(known1);
            level.fail("unknown AI level " + common::quoted(seat.level) + "; the levels are " +
                       known);
        }
    }
    return seat;
}

RecordRound readRound(const Field &field, int players)
{
    field.requireObject("a round object");
    RecordRound round;
    round.dealer = field.member("dealer").integer(0, players - 1);

    const Field hands = field.member("hands");
    for (const Field &hand :
         hands.items("an array of " + std::to_string(players) + " hands", players))
        round.hands.push_back(readCards(hand, "an array of cards"));

    for (const Field &item : field.member("bills").items("an array of bills")) {
        item.requireObject("a bill {\"value\", \"bar\"[, \"chosen\"]}");
        RecordBill bill;
        bill.value = item.member("value").integer();
        bill.bar = readBar(item.member("bar"));
        if (const Field chosen = item.member("chosen"); chosen.present())
            bill.chosen = chosen.boolean();
        round.bills.push_back(bill);
    }

    round.plays = readCards(field.member("plays"),
                            "an array of " + std::to_string(players) + " cards", players);

    for (const Field &item : field.member("negotiations").items("an array of negotiations")) {
        item.requireObject("a negotiation object");
        RecordNegotiation n;
        n.bar = readBar(item.member("bar"));
        n.proposal = readProposal(item.member("proposal"), players);
        n.answers = readAnswers(item.member("answers"), players);
        const std::vector<int32_t> dice = item.member("dice").integers("an array of integers");
        n.dice.assign(dice.begin(), dice.end());
        round.negotiations.push_back(std::move(n));
    }

    round.moneyAfter = readMoney(field.member("money_after"), players);
    return round;
}

// {"seat", and one of "bill", "card", "proposal", "answer"}: a decision of a save's round in
// progress (issue 29).
RecordDecision readDecision(const Field &field, int players)
{
    const std::string expected =
        "a decision {\"seat\", and \"bill\", \"card\", \"proposal\" or \"answer\"}";
    field.requireObject(expected);
    RecordDecision d;
    d.seat = field.member("seat").integer(0, players - 1);
    const Field bill = field.member("bill");
    const Field card = field.member("card");
    const Field proposal = field.member("proposal");
    const Field answer = field.member("answer");
    if (bill.present() + card.present() + proposal.present() + answer.present() != 1)
        field.expected(expected);
    if (bill.present()) {
        d.kind = DecisionKind::PlaceBill;
        d.bar = readBar(bill);
    } else if (card.present()) {
        d.kind = DecisionKind::PlayCard;
        d.card = readCard(card);
    } else if (proposal.present()) {
        d.kind = DecisionKind::Propose;
        d.proposal = readProposal(proposal, players);
    } else {
        d.kind = DecisionKind::Answer;
        d.accept = answer.boolean();
    }
    return d;
}

void readFields(const Field &root, GameRecord &out, bool *seeded)
{
    root.member("format").requireString("razzia-game/1");

    out = GameRecord();
    // A save of a game in progress carries a continuation seed instead of its own (R7.3).
    const Field continuation = root.member("continuation");
    const Field seed = root.member("seed");
    if (seeded)
        *seeded = seed.present() || continuation.present();
    if (continuation.present() && !seed.present())
        out.continuation = readSeed(continuation);
    else if (!seeded || *seeded)
        out.seed = readSeed(seed);
    const std::string playersExpected = "an array of " + std::to_string(kMinPlayers) + " to " +
                                        std::to_string(kMaxPlayers) + " players";
    const std::vector<Field> players = root.member("players").items(playersExpected);
    if (players.size() < size_t(kMinPlayers) || players.size() > size_t(kMaxPlayers))
        root.member("players").expected(playersExpected);
    for (const Field &seat : players)
        out.players.push_back(readSeat(seat));
    const int count = int(players.size());

    out.firstDealer = root.member("first_dealer").integer(0, count - 1);
    for (const Field &round : root.member("rounds").items("an array of rounds"))
        out.rounds.push_back(readRound(round, count));
    const Field finished = root.member("finished");
    out.finished = finished.boolean();
    if (out.finished && out.continuation)
        finished.fail("a finished game's record keeps its seed, not a continuation (R5.8)");

    // Issue 29's extensions of R7.3: where chance was drawn afresh on a resume, and a save's
    // round in progress.
    if (const Field reseeds = root.member("reseeds"); reseeds.present()) {
        if (out.continuation)
            reseeds.fail("a save with a continuation has no reseeds");
        const std::string expected = "a reseed {\"round\", \"seed\"}";
        int last = 0;
        for (const Field &item : reseeds.items("an array of reseeds")) {
            item.requireObject(expected);
            Reseed reseed;
            const Field round = item.member("round");
            reseed.round = round.integer(1, int(out.rounds.size()) + 1);
            if (reseed.round <= last)
                round.fail("each reseed is for a later round than the one before");
            last = reseed.round;
            reseed.seed = readSeed(item.member("seed"));
            out.reseeds.push_back(reseed);
        }
    }
    if (const Field inProgress = root.member("in_progress"); inProgress.present()) {
        if (out.finished || out.continuation)
            inProgress.fail("only a save of a game in progress has a round in progress");
        for (const Field &item : inProgress.items("an array of decisions"))
            out.inProgress.push_back(readDecision(item, count));
    }
}

} // namespace

bool readSeedText(const std::string &text, uint64_t &seed, bool &outOfRange)
{
    outOfRange = false;
    // Digits only: no sign, no space, no other digit than ASCII's.
    if (text.empty() ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return false;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seed);
    outOfRange = ec == std::errc::result_out_of_range;
    return ec == std::errc() && end == text.data() + text.size();
}

std::string recordToJson(const GameRecord &record)
{
    Ordered players = Ordered::array();
    for (const SeatInfo &seat : record.players)
        players.push_back(seatJson(seat));
    Ordered rounds = Ordered::array();
    for (const RecordRound &round : record.rounds)
        rounds.push_back(roundJson(round));
    Ordered doc = Ordered::object();
    doc["format"] = "razzia-game/1";
    if (record.continuation) // a game in progress: its seed would tell its future (R6)
        doc["continuation"] = std::to_string(*record.continuation);
    else
        doc["seed"] = std::to_string(record.seed);
    doc["players"] = std::move(players);
    doc["first_dealer"] = record.firstDealer;
    doc["rounds"] = std::move(rounds);
    doc["finished"] = record.finished;
    if (!record.reseeds.empty()) {
        Ordered reseeds = Ordered::array();
        for (const Reseed &reseed : record.reseeds)
            reseeds.push_back({{"round", reseed.round}, {"seed", std::to_string(reseed.seed)}});
        doc["reseeds"] = std::move(reseeds);
    }
    if (!record.inProgress.empty()) {
        Ordered decisions = Ordered::array();
        for (const RecordDecision &d : record.inProgress)
            decisions.push_back(decisionJson(d));
        doc["in_progress"] = std::move(decisions);
    }
    return common::json::dump(doc,
                              {"players[]", "rounds[].hands[]", "rounds[].bills[]",
                               "rounds[].plays[]", "rounds[].negotiations[].proposal",
                               "rounds[].negotiations[].answers", "rounds[].negotiations[].dice",
                               "rounds[].money_after", "reseeds[]", "in_progress[]"});
}

bool readRecord(const common::json::Value &document, GameRecord &out, std::string &error,
                bool *seeded)
{
    try {
        readFields(Field(document), out, seeded);
        return true;
    } catch (const common::json::FieldError &e) {
        error = e.message;
        return false;
    }
}

bool parseRecord(std::string_view json, GameRecord &out, std::string &error)
{
    try {
        return readRecord(common::json::parseObject(json), out, error);
    } catch (const common::json::ParseError &e) {
        error = e.message;
        return false;
    }
}

bool loadRecord(std::string_view json, GameRecord &record, Game &game, std::string &error)
{
    if (!parseRecord(json, record, error))
        return false;
    return replayRecord(record, game, error);
}

} // namespace razzia::io
