#include "netjson.h"

#include "common/jsonfields.h"

#include <stdexcept>

namespace razzia {

using Json = nlohmann::json;

namespace {

// The members a message must hold, read as every game's messages are (common/jsonfields.h).
using namespace common::json::fields;
using Fault = FieldFault;

Json cardJson(Card card)
{
    return card.isNone() ? Json(nullptr) : Json(card.code());
}

Card readCard(const Json &value, const char *what)
{
    if (value.is_null())
        return Card();
    return Card::fromCode(uint8_t(intValue(value, what, 0, Card::kTypes - 1)));
}

Json billsJson(const BillSet &bills)
{
    return Json(bills.count);
}

BillSet readBills(const Json &value, const char *what)
{
    if (!value.is_array() || value.size() != size_t(kDenominations))
        throw Fault(std::string(what) + ": expected " + std::to_string(kDenominations) + " counts");
    BillSet bills;
    for (int d = 0; d < kDenominations; ++d)
        bills.count[size_t(d)] =
            uint8_t(intValue(value[size_t(d)], what, 0, kBillCounts[size_t(d)]));
    return bills;
}

template<typename T, size_t N> Json numbers(const std::array<T, N> &values, size_t size = N)
{
    Json out = Json::array();
    for (size_t i = 0; i < size; ++i)
        out.push_back(int64_t(values[i]));
    return out;
}

template<typename T, size_t N>
void readNumbers(const Json &object, const char *key, std::array<T, N> &out, size_t size,
                 long long low, long long high)
{
    const Json &values = array(object, key, size);
    for (size_t i = 0; i < size; ++i)
        out[i] = T(intValue(values[i], key, low, high));
}

Json proposalJson(const Proposal &proposal, int players)
{
    Json shares = Json::array();
    for (int s = 0; s < players; ++s)
        shares.push_back(billsJson(proposal.shares[size_t(s)]));
    return shares;
}

Proposal readProposal(const Json &object, const char *key, int players)
{
    const Json &shares = array(object, key, size_t(players));
    Proposal proposal;
    for (int s = 0; s < players; ++s)
        proposal.shares[size_t(s)] = readBills(shares[size_t(s)], key);
    return proposal;
}

// A seat's state field by field (GameState): what knownTo leaves of the game, written and read
// back whole, so that the client's game answers every question as the host's does.
Json writeState(const Game &game, int seat)
{
    const GameState &full = game.state();
    GameState g = game.knownTo(seat).state();
    // knownTo erased the other seats' chosen cards; a SeatView tells only that they chose
    // (R4), which a card that means nothing here keeps. known() erases it again.
    for (int j = 0; j < g.m_players; ++j) {
        if (j != seat && !full.m_chosen[size_t(j)].isNone())
            g.m_chosen[size_t(j)] = Card::fromCode(0);
    }
    // knownTo put a hidden last bill among the unseen ones (R3.3); one of the sorted unseen
    // bills stands for it, so that billPending() and unseenBills() answer as the host's do.
    bool hiddenBill = false;
    if (full.m_pendingBill >= 0 && seat != full.m_dealer) {
        hiddenBill = true;
        g.m_pendingBill = int8_t(g.m_supply[0]);
        for (int i = 1; i < g.m_supplyCount; ++i)
            g.m_supply[size_t(i - 1)] = g.m_supply[size_t(i)];
        --g.m_supplyCount;
    }
    const Negotiation &n = g.m_nego;
    Json bars = Json::array(), barCards = Json::array(), log = Json::array();
    for (int b = 0; b < kBarCount; ++b) {
        bars.push_back(billsJson(g.m_bars[size_t(b)]));
        barCards.push_back({g.m_barCards[size_t(b)].gamblers, g.m_barCards[size_t(b)].police});
    }
    for (int i = 0; i < g.m_logSize; ++i)
        log.push_back({int(g.m_log[size_t(i)].what), g.m_log[size_t(i)].seat,
                       cardJson(g.m_log[size_t(i)].card())});
    Json hands = Json::array(), chosen = Json::array(), table = Json::array();
    for (int j = 0; j < g.m_players; ++j) {
        Json hand = Json::array();
        for (int i = 0; i < g.m_hands[size_t(j)].size; ++i)
            hand.push_back(cardJson(g.m_hands[size_t(j)].cards[size_t(i)]));
        hands.push_back(hand);
        chosen.push_back(cardJson(g.m_chosen[size_t(j)]));
        table.push_back(cardJson(g.m_table[size_t(j)]));
    }
    Json discard = Json::array();
    for (int i = 0; i < g.m_discardCount; ++i)
        discard.push_back(cardJson(g.m_discard[size_t(i)]));
    const size_t players = g.m_players;
    return {
        {"seat", seat},
        {"players", g.m_players},
        {"external", g.m_external},
        {"round", g.m_round},
        {"dealer", g.m_dealer},
        {"firstDealer", g.m_firstDealer},
        {"phase", int(g.m_phase)},
        {"chance", {int(g.m_chance.kind), g.m_chance.seat}},
        {"toDecide", g.m_toDecide},
        {"counters",
         {g.m_dealCardsLeft, g.m_dealNextSeat, g.m_billsLeft, g.m_billsPlaced, g.m_chosenCount,
          g.m_barCursor, g.m_barsVisited}},
        {"pendingBill", g.m_pendingBill},
        {"hiddenBill", hiddenBill},
        {"hands", hands},
        {"chosen", chosen},
        {"chosenSlot", g.m_chosenSlot[size_t(seat)]},
        {"table", table},
        {"money", numbers(g.m_money, players)},
        {"bars", bars},
        {"barCards", barCards},
        {"drawCount", g.m_drawCount},
        {"discard", discard},
        {"supply", numbers(g.m_supply, g.m_supplyCount)},
        {"log", log},
        {"negotiation",
         {{"bar", int(n.bar)},
          {"claimants", numbers(n.claimants, n.claimantCount)},
          {"proposal", proposalJson(n.proposal, g.m_players)},
          {"answers", numbers(n.answers, players)},
          {"answerOrder", numbers(n.answerOrder, n.answerCount)},
          {"answered", n.answered},
          {"challengers", numbers(n.challengers, n.challengerCount)},
          {"nextChallenger", n.nextChallenger},
          {"champion", n.champion},
          {"championRoll", n.championRoll},
          {"pool", billsJson(n.pool)}}},
    };
}

void readState(const Json &json, int &seat, GameState &g)
{
    g = GameState();
    const int players = integer(json, "players", kMinPlayers, kMaxPlayers);
    seat = integer(json, "seat", 0, players - 1);
    g.m_variant = &variantFor(players);
    g.m_players = uint8_t(players);
    g.m_external = flag(json, "external");
    g.m_round = uint8_t(integer(json, "round", 0, 255));
    g.m_dealer = uint8_t(integer(json, "dealer", 0, players - 1));
    g.m_firstDealer = uint8_t(integer(json, "firstDealer", 0, players - 1));
    g.m_phase = Phase(integer(json, "phase", 0, int(Phase::GameOver)));
    const Json &chance = array(json, "chance", 2);
    g.m_chance.kind = ChanceKind(intValue(chance[0], "chance", 0, int(ChanceKind::RollDie)));
    g.m_chance.seat = int8_t(intValue(chance[1], "chance", -1, players - 1));
    g.m_toDecide = uint8_t(integer(json, "toDecide", 0, (1 << players) - 1));
    const Json &counters = array(json, "counters", 7);
    uint8_t *const counted[] = {&g.m_dealCardsLeft, &g.m_dealNextSeat, &g.m_billsLeft,
                                &g.m_billsPlaced,   &g.m_chosenCount,  &g.m_barCursor,
                                &g.m_barsVisited};
    for (size_t i = 0; i < 7; ++i)
        *counted[i] = uint8_t(intValue(counters[i], "counters", 0, 255));
    g.m_pendingBill = int8_t(integer(json, "pendingBill", -1, kDenominations - 1));
    const Json &hands = array(json, "hands", size_t(players));
    const Json &chosen = array(json, "chosen", size_t(players));
    const Json &table = array(json, "table", size_t(players));
    for (int j = 0; j < players; ++j) {
        const Json &hand = hands[size_t(j)];
        if (!hand.is_array() || hand.size() > size_t(kHandSize))
            throw Fault("hands: expected at most five cards a seat");
        for (const Json &card : hand)
            g.m_hands[size_t(j)].add(readCard(card, "hands"));
        g.m_chosen[size_t(j)] = readCard(chosen[size_t(j)], "chosen");
        g.m_table[size_t(j)] = readCard(table[size_t(j)], "table");
    }
    g.m_chosenSlot[size_t(seat)] = uint8_t(integer(json, "chosenSlot", 0, kHandSize - 1));
    readNumbers(json, "money", g.m_money, size_t(players), -1'000'000'000, 1'000'000'000);
    const Json &bars = array(json, "bars", kBarCount);
    const Json &barCards = array(json, "barCards", kBarCount);
    for (int b = 0; b < kBarCount; ++b) {
        g.m_bars[size_t(b)] = readBills(bars[size_t(b)], "bars");
        for (int d = 0; d < kDenominations; ++d)
            g.m_barTotal[size_t(b)] +=
                kBillValues[size_t(d)] * g.m_bars[size_t(b)].count[size_t(d)];
        const Json &masks = barCards[size_t(b)];
        if (!masks.is_array() || masks.size() != 2)
            throw Fault("barCards: expected two masks a bar");
        g.m_barCards[size_t(b)].gamblers = uint8_t(intValue(masks[0], "barCards", 0, 255));
        g.m_barCards[size_t(b)].police = uint8_t(intValue(masks[1], "barCards", 0, 255));
    }
    g.m_drawCount = uint8_t(integer(json, "drawCount", 0, Card::kTypes));
    const Json &discard = member(json, "discard");
    if (!discard.is_array() || discard.size() > g.m_discard.size())
        throw Fault("discard: too many cards");
    for (const Json &card : discard)
        g.m_discard[g.m_discardCount++] = readCard(card, "discard");
    const Json &supply = member(json, "supply");
    if (!supply.is_array() || supply.size() > g.m_supply.size())
        throw Fault("supply: too many bills");
    for (const Json &bill : supply)
        g.m_supply[g.m_supplyCount++] = uint8_t(intValue(bill, "supply", 0, kDenominations - 1));
    const Json &log = member(json, "log");
    if (!log.is_array() || log.size() > size_t(kCardLogCapacity))
        throw Fault("log: too many entries");
    for (const Json &entry : log) {
        if (!entry.is_array() || entry.size() != 3)
            throw Fault("log: expected [what, seat, card]");
        const auto what = CardLogEntry::What(intValue(entry[0], "log", 0, CardLogEntry::Reshuffle));
        const int who = intValue(entry[1], "log", 0, players - 1);
        g.m_log[g.m_logSize++] =
            CardLogEntry{what, uint8_t(who), readCard(entry[2], "log").code(), 0};
    }
    for (int i = g.m_logSize; i < kCardLogCapacity; ++i)
        g.m_log[size_t(i)] = CardLogEntry{CardLogEntry::Reshuffle, 0, Card::kNone, 0};

    const Json &nj = member(json, "negotiation");
    Negotiation &n = g.m_nego;
    n.bar = Bar(integer(nj, "bar", 0, kBarCount - 1));
    const Json &claimants = member(nj, "claimants");
    if (!claimants.is_array() || claimants.size() > size_t(players))
        throw Fault("claimants: too many");
    n.claimantCount = uint8_t(claimants.size());
    readNumbers(nj, "claimants", n.claimants, n.claimantCount, 0, players - 1);
    for (int i = 0; i < n.claimantCount; ++i)
        n.claimantMask = uint8_t(n.claimantMask | (1u << n.claimants[size_t(i)]));
    n.proposal = readProposal(nj, "proposal", players);
    readNumbers(nj, "answers", n.answers, size_t(players), -1, 1);
    const Json &order = member(nj, "answerOrder");
    if (!order.is_array() || order.size() > size_t(players))
        throw Fault("answerOrder: too many");
    n.answerCount = uint8_t(order.size());
    readNumbers(nj, "answerOrder", n.answerOrder, n.answerCount, 0, players - 1);
    n.answered = uint8_t(integer(nj, "answered", 0, n.answerCount));
    const Json &challengers = member(nj, "challengers");
    if (!challengers.is_array() || challengers.size() > size_t(players))
        throw Fault("challengers: too many");
    n.challengerCount = uint8_t(challengers.size());
    readNumbers(nj, "challengers", n.challengers, n.challengerCount, 0, players - 1);
    n.nextChallenger = uint8_t(integer(nj, "nextChallenger", 0, players));
    n.champion = uint8_t(integer(nj, "champion", 0, players - 1));
    n.championRoll = int8_t(integer(nj, "championRoll", -1, 6));
    n.pool = readBills(member(nj, "pool"), "pool");
    g.m_cardRng.seed(0);
    g.m_billRng.seed(0);
    g.m_diceRng.seed(0);
    if (flag(json, "hiddenBill") && g.m_pendingBill < 0)
        throw Fault("hiddenBill: no bill stands for it");
}
} // namespace

namespace wire {

Json seatState(const Game &game, int seat)
{
    return writeState(game, seat);
}

bool readSeatState(const Json &json, int &seat, Game &out, std::string &error)
{
    try {
        GameState state;
        readState(json, seat, state);
        out = Game(state);
        return true;
    } catch (const Fault &fault) {
        error = fault.what();
        return false;
    }
}

Json eventJson(const Event &e)
{
    Json cards = Json::array(), ranked = Json::array();
    for (const Card &card : e.cards)
        cards.push_back(cardJson(card));
    return {{"kind", int(e.kind)},
            {"seat", e.seat},
            {"other", e.other},
            {"privateTo", e.privateTo},
            {"flag", e.flag},
            {"last", e.last},
            {"bar", int(e.bar)},
            {"outcome", int(e.outcome)},
            {"card", cardJson(e.card)},
            {"value", e.value},
            {"total", e.total},
            {"round", e.round},
            {"bills", billsJson(e.bills)},
            {"cards", cards},
            {"money", e.money},
            {"proposal", proposalJson(e.proposal, kMaxPlayers)},
            {"ranked", numbers(e.ranked, e.count)},
            {"piles", {e.supply, e.draw, e.discard}}};
}

bool readEvent(const Json &json, Event &e, std::string &error)
{
    try {
        e = Event();
        e.kind = EventKind(integer(json, "kind", 0, int(EventKind::GameOver)));
        e.seat = int8_t(integer(json, "seat", -1, kMaxPlayers - 1));
        e.other = int8_t(integer(json, "other", -1, kMaxPlayers - 1));
        e.privateTo = int8_t(integer(json, "privateTo", -1, kMaxPlayers - 1));
        e.flag = flag(json, "flag");
        e.last = flag(json, "last");
        e.bar = Bar(integer(json, "bar", 0, kBarCount - 1));
        e.outcome = BarOutcome(integer(json, "outcome", 0, int(BarOutcome::Shared)));
        e.card = readCard(member(json, "card"), "card");
        e.value = int16_t(integer(json, "value", -32768, 32767));
        e.total = int16_t(integer(json, "total", -32768, 32767));
        e.round = int16_t(integer(json, "round", -32768, 32767));
        e.bills = readBills(member(json, "bills"), "bills");
        const Json &cards = array(json, "cards", kMaxPlayers);
        for (size_t i = 0; i < size_t(kMaxPlayers); ++i)
            e.cards[i] = readCard(cards[i], "cards");
        readNumbers(json, "money", e.money, kMaxPlayers, -1'000'000'000, 1'000'000'000);
        e.proposal = readProposal(json, "proposal", kMaxPlayers);
        const Json &ranked = member(json, "ranked");
        if (!ranked.is_array() || ranked.size() > size_t(kMaxPlayers))
            throw Fault("ranked: too many");
        e.count = uint8_t(ranked.size());
        readNumbers(json, "ranked", e.ranked, e.count, 0, kMaxPlayers - 1);
        const Json &piles = array(json, "piles", 3);
        e.supply = int16_t(intValue(piles[0], "piles", 0, 255));
        e.draw = int16_t(intValue(piles[1], "piles", 0, 255));
        e.discard = int16_t(intValue(piles[2], "piles", 0, 255));
        return true;
    } catch (const Fault &fault) {
        error = fault.what();
        return false;
    }
}

Json decisionJson(const Decision &d, int players)
{
    switch (d.kind) {
    case DecisionKind::PlaceBill:
        return {{"kind", "bill"}, {"bar", int(d.bar)}};
    case DecisionKind::PlayCard:
        // The slot too: with two copies of a card in a hand, which one leaves decides the
        // order of the hand after it, and so the views that follow.
        return {{"kind", "play"}, {"card", cardJson(d.card)}, {"slot", d.slot}};
    case DecisionKind::Propose:
        return {{"kind", "propose"}, {"shares", proposalJson(d.proposal, players)}};
    case DecisionKind::Answer:
        return {{"kind", "answer"}, {"accept", d.accept}};
    }
    return {};
}

bool readDecision(const Json &json, int players, Decision &out, std::string &error)
{
    try {
        const Json &kind = member(json, "kind");
        if (json.size() != (kind == "play" ? 3u : 2u))
            throw Fault("a decision holds \"kind\" and its own members only");
        if (kind == "bill") {
            out = Decision::placeBill(Bar(integer(json, "bar", 0, kBarCount - 1)));
        } else if (kind == "play") {
            const Card card = readCard(member(json, "card"), "card");
            if (card.isNone())
                throw Fault("card: expected a card");
            out = Decision::playCard(card, integer(json, "slot", -1, kHandSize - 1));
        } else if (kind == "propose") {
            out = Decision::propose(readProposal(json, "shares", players));
        } else if (kind == "answer") {
            out = Decision::answer(flag(json, "accept"));
        } else {
            throw Fault("kind: expected \"bill\", \"play\", \"propose\" or \"answer\"");
        }
        return true;
    } catch (const Fault &fault) {
        error = fault.what();
        return false;
    }
}

} // namespace wire

} // namespace razzia
