// Replaying a record through the engine (R7.3): every random outcome comes from the record,
// every decision is checked by the same code that checks a live game.
#include "record.h"

#include <string>

namespace razzia {

namespace {

std::string cardText(Card c)
{
    return std::string(kindId(c.kind())) + " " + std::to_string(c.value()) + " (" +
           std::string(barId(c.bar())) + ")";
}

class Replayer
{
public:
    Replayer(const GameRecord &record, Game &game, std::string &error, EventSink *sink)
        : m_record(record), m_game(game), m_error(error), m_sink(sink)
    {}
    bool run();

private:
    bool fail(const std::string &field, const std::string &message)
    {
        m_error = field + ": " + message;
        return false;
    }
    bool round(int r);
    bool deal(const RecordRound &round);
    bool bills(const RecordRound &round);
    bool resolve(const RecordRound &round);
    bool propose(const RecordNegotiation &n, const std::string &field);

    const GameRecord &m_record;
    Game &m_game;
    std::string &m_error;
    EventSink *m_sink;
    int m_players = 0;
    std::string m_prefix;
};

bool Replayer::run()
{
    m_players = int(m_record.players.size());
    if (m_players < kMinPlayers || m_players > kMaxPlayers)
        return fail("players", "expected 3 to 8 players, found " + std::to_string(m_players));
    if (m_record.firstDealer < 0 || m_record.firstDealer >= m_players)
        return fail("first_dealer", "expected a seat from 0 to " + std::to_string(m_players - 1));
    m_game = Game({m_players, m_record.firstDealer, m_record.seed, true}, m_sink);
    for (int r = 0; r < int(m_record.rounds.size()); ++r) {
        m_prefix = "rounds[" + std::to_string(r) + "]";
        if (m_game.over())
            return fail(m_prefix,
                        "the game was already over after " + std::to_string(r) + " rounds (R3.7)");
        if (!round(r))
            return false;
    }
    if (m_record.finished && !m_game.over())
        return fail("finished", "the game is not over after " +
                                    std::to_string(m_record.rounds.size()) + " rounds (R3.7)");
    if (!m_record.finished && m_game.over())
        return fail("finished", "the game is over after its last round (R3.7)");
    return true;
}

bool Replayer::round(int r)
{
    const RecordRound &round = m_record.rounds[r];
    if (round.dealer != m_game.dealer())
        return fail(m_prefix + ".dealer",
                    "expected seat " + std::to_string(m_game.dealer()) + " (R3.1)");
    if (!deal(round) || !bills(round))
        return false;
    if (int(round.plays.size()) != m_players)
        return fail(m_prefix + ".plays", "expected one card per seat");
    for (int s = 0; s < m_players; ++s) {
        const Refusal refusal = m_game.decide(s, Decision::playCard(round.plays[s]));
        if (refusal != Refusal::None)
            return fail(m_prefix + ".plays[" + std::to_string(s) + "]",
                        cardText(round.plays[s]) + ": " + describe(refusal));
    }
    if (!resolve(round))
        return false;
    if (int(round.moneyAfter.size()) != m_players)
        return fail(m_prefix + ".money_after", "expected one total per seat");
    for (int s = 0; s < m_players; ++s) {
        if (round.moneyAfter[s] != m_game.money(s))
            return fail(m_prefix + ".money_after[" + std::to_string(s) + "]",
                        "the record says " + std::to_string(round.moneyAfter[s]) +
                            " but the round leaves seat " + std::to_string(s) + " with " +
                            std::to_string(m_game.money(s)));
    }
    return true;
}

// Hands at the moment of play: the first deal (R2.4), or the previous hand less the card
// played plus one card drawn (R3.2). The drawn cards are fed to the engine in dealing order.
bool Replayer::deal(const RecordRound &round)
{
    if (int(round.hands.size()) != m_players)
        return fail(m_prefix + ".hands", "expected one hand per seat");
    std::array<std::array<Card, kHandSize>, kMaxPlayers> toDraw{};
    std::array<int, kMaxPlayers> drawCount{};
    for (int s = 0; s < m_players; ++s) {
        const std::string field = m_prefix + ".hands[" + std::to_string(s) + "]";
        if (int(round.hands[s].size()) != kHandSize)
            return fail(field, "expected 5 cards");
        Hand held = m_game.hand(s);
        for (Card c : round.hands[s]) {
            const int i = held.indexOf(c);
            if (i >= 0)
                held.removeAt(i);
            else if (drawCount[s] < kHandSize)
                toDraw[s][drawCount[s]++] = c;
        }
        if (held.size != 0 || drawCount[s] != kHandSize - m_game.hand(s).size)
            return fail(field, "not the previous hand less the card played plus one card drawn "
                               "(R3.2)");
    }
    std::array<int, kMaxPlayers> drawn{};
    while (m_game.pendingChance().kind == ChanceKind::DrawCard) {
        const int s = m_game.pendingChance().seat;
        if (s < 0 || s >= m_players || drawn[s] >= drawCount[s])
            return fail(m_prefix + ".hands[" + std::to_string(s < 0 ? 0 : s) + "]",
                        "the deal draws more cards than the hand shows (R3.2)");
        const Card c = toDraw[s][drawn[s]++];
        if (m_game.supplyCard(c) != Refusal::None)
            return fail(m_prefix + ".hands[" + std::to_string(s) + "]",
                        cardText(c) +
                            " cannot have been drawn: no such card is left in the "
                            "draw pile for " +
                            std::to_string(m_players) + " players");
    }
    return true;
}

// R3.3: bills one per bar in reading order, the last one placed by the dealer.
bool Replayer::bills(const RecordRound &round)
{
    int k = 0;
    for (; m_game.pendingChance().kind == ChanceKind::DealBill; ++k) {
        const std::string field = m_prefix + ".bills[" + std::to_string(k) + "]";
        if (k >= int(round.bills.size()))
            return fail(m_prefix + ".bills", "too few bills: the deal has more (R3.3)");
        const RecordBill &bill = round.bills[k];
        const int d = denominationOf(bill.value);
        if (d < 0)
            return fail(field + ".value", "no bill of " + std::to_string(bill.value) + " exists");
        if (m_game.supplyBill(d) != Refusal::None)
            return fail(field + ".value",
                        "no bill of " + std::to_string(bill.value) + " is left in the supply");
        if (m_game.phase() == Phase::PlaceBill) {
            if (!bill.chosen)
                return fail(field + ".chosen", "the dealer's last bill is placed by choice (R3.3)");
            const Refusal r = m_game.decide(m_game.dealer(), Decision::placeBill(bill.bar));
            if (r != Refusal::None)
                return fail(field + ".bar", describe(r));
        } else if (bill.chosen) {
            return fail(field + ".chosen",
                        "only the dealer's last bill is placed by choice (R3.3)");
        } else if (bill.bar != Bar(k)) {
            return fail(field + ".bar", "expected " + std::string(barId(Bar(k))) +
                                            ", placed in reading order (R3.3)");
        }
    }
    if (k != int(round.bills.size()))
        return fail(m_prefix + ".bills", "expected " + std::to_string(k) + " bills (R3.3), found " +
                                             std::to_string(round.bills.size()));
    return true;
}

bool Replayer::propose(const RecordNegotiation &n, const std::string &field)
{
    const Negotiation &live = m_game.negotiation();
    if (n.bar != live.bar)
        return fail(field + ".bar", "expected " + std::string(barId(live.bar)) +
                                        ", the next bar with several claimants (R5)");
    if (int(n.proposal.size()) != m_players)
        return fail(field + ".proposal", "expected one list of bills per seat");
    if (int(n.answers.size()) != m_players)
        return fail(field + ".answers", "expected one answer or null per seat");
    Proposal proposal;
    for (int s = 0; s < m_players; ++s) {
        for (int32_t value : n.proposal[s]) {
            const int d = denominationOf(value);
            if (d < 0)
                return fail(field + ".proposal[" + std::to_string(s) + "]",
                            "no bill of " + std::to_string(value) + " exists");
            if (++proposal.shares[s].count[d] > kBillCounts[d])
                return fail(field + ".proposal[" + std::to_string(s) + "]",
                            "more bills of " + std::to_string(value) + " than exist");
        }
        const bool answers = live.rankOf(s) > 0;
        if (answers != (n.answers[s] >= 0))
            return fail(field + ".answers[" + std::to_string(s) + "]",
                        answers ? "the claimant's answer is missing"
                                : "only claimants other than the proposer answer (R5.3)");
    }
    const Refusal r = m_game.decide(live.proposer(), Decision::propose(proposal));
    if (r != Refusal::None)
        return fail(field + ".proposal", describe(r));
    return true;
}

// Proposals, answers and dice until the round is over (R4, R5).
bool Replayer::resolve(const RecordRound &round)
{
    int j = -1;
    size_t die = 0;
    std::string field;
    auto diceDone = [&]() {
        if (j >= 0 && die != round.negotiations[j].dice.size())
            return fail(field + ".dice", std::to_string(round.negotiations[j].dice.size()) +
                                             " dice recorded, " + std::to_string(die) +
                                             " rolled (R5.6)");
        return true;
    };
    for (;;) {
        const ChanceKind chance = m_game.pendingChance().kind;
        if (m_game.over() || chance == ChanceKind::DrawCard || chance == ChanceKind::DealBill)
            break;
        if (m_game.phase() == Phase::Proposal) {
            if (!diceDone())
                return false;
            ++j;
            die = 0;
            field = m_prefix + ".negotiations[" + std::to_string(j) + "]";
            if (j >= int(round.negotiations.size()))
                return fail(m_prefix + ".negotiations",
                            "missing the sharing at " +
                                std::string(barId(m_game.negotiation().bar)) + " (R5)");
            if (!propose(round.negotiations[j], field))
                return false;
        } else if (j < 0) {
            return fail(m_prefix + ".negotiations", "a step of the sharing before its proposal");
        } else if (m_game.phase() == Phase::Answer) {
            const int s = m_game.negotiation().answerOrder[m_game.negotiation().answered];
            const RecordNegotiation &n = round.negotiations[j];
            if (s < 0 || s >= int(n.answers.size()))
                return fail(field + ".answers", "expected one answer or null per seat");
            const Refusal r = m_game.decide(s, Decision::answer(n.answers[s] == 1));
            if (r != Refusal::None)
                return fail(field + ".answers[" + std::to_string(s) + "]", describe(r));
        } else if (chance == ChanceKind::RollDie) {
            const auto &dice = round.negotiations[j].dice;
            if (die >= dice.size())
                return fail(field + ".dice", "too few dice for the duels (R5.6)");
            if (m_game.supplyDie(dice[die]) != Refusal::None)
                return fail(field + ".dice[" + std::to_string(die) + "]", "a die shows 1 to 6");
            ++die;
        } else {
            // Every pass moves the game on or fails: a step no record field answers is refused
            // rather than waited for.
            return fail(field, "the round stopped where the record has nothing to give (phase " +
                                   std::to_string(int(m_game.phase())) + ")");
        }
    }
    if (!diceDone())
        return false;
    if (j + 1 != int(round.negotiations.size()))
        return fail(m_prefix + ".negotiations[" + std::to_string(j + 1) + "]",
                    "no further bar went to sharing this round (R5)");
    return true;
}

} // namespace

bool replayRecord(const GameRecord &record, Game &game, std::string &error, EventSink *sink)
{
    return Replayer(record, game, error, sink).run();
}

bool resumeRecord(const GameRecord &record, Game &game, std::string &error, EventSink *sink)
{
    if (!record.continuation) {
        error = "continuation: missing; a game in progress goes on from it";
        return false;
    }
    if (!replayRecord(record, game, error, sink))
        return false;
    if (game.over()) {
        error = "finished: the game is over; there is nothing to go on with";
        return false;
    }
    game.continueFrom(*record.continuation);
    game.setSink(nullptr);
    return true;
}

} // namespace razzia
