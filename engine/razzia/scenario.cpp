#include "scenario.h"

#include <string>

namespace razzia {

namespace {

std::string cardText(Card c)
{
    return std::string(kindId(c.kind())) + " " + std::to_string(c.value()) + " (" +
           std::string(barId(c.bar())) + ")";
}

std::string barField(const char *field, Bar bar)
{
    return std::string(field) + "." + std::string(barId(bar));
}

class Resolver
{
public:
    Resolver(const RoundScenario &s, std::string &error) : m_s(s), m_error(error) {}

    bool run(RoundResult &result);

private:
    bool fail(std::string message)
    {
        m_error = std::move(message);
        return false;
    }
    bool checkSetup(Position &position);
    bool propose(Game &game);
    bool answer(Game &game);
    bool roll(Game &game);

    const RoundScenario &m_s;
    std::string &m_error;
    std::array<bool, kBarCount> m_shared{};
    int m_diceUsed = 0;
};

bool Resolver::checkSetup(Position &p)
{
    if (m_s.players < kMinPlayers || m_s.players > kMaxPlayers)
        return fail("players: expected 3 to 8 players");
    const Variant &v = variantFor(m_s.players);
    if (m_s.dealer < 0 || m_s.dealer >= m_s.players)
        return fail("dealer: expected a seat from 0 to " + std::to_string(m_s.players - 1));
    p.players = m_s.players;
    p.dealer = m_s.dealer;
    for (int s = 0; s < m_s.players; ++s) {
        if (m_s.money[s] < 0)
            return fail("money[" + std::to_string(s) + "]: money cannot be negative");
        p.money[s] = m_s.money[s];
    }
    BillSet used;
    for (int b = 0; b < kBarCount; ++b) {
        const Bar bar = Bar(b);
        const bool mentioned = m_s.barGiven[b] || m_s.proposals[b] || m_s.answers[b];
        if (mentioned && !v.barInPlay(bar)) {
            const char *field = m_s.barGiven[b]    ? "bars"
                                : m_s.proposals[b] ? "proposals"
                                                   : "answers";
            return fail(barField(field, bar) + ": the bar is not in play with " +
                        std::to_string(m_s.players) + " players");
        }
        for (size_t k = 0; k < m_s.bars[b].size(); ++k) {
            const int d = denominationOf(m_s.bars[b][k]);
            if (d < 0)
                return fail(barField("bars", bar) + "[" + std::to_string(k) + "]: no bill of " +
                            std::to_string(m_s.bars[b][k]) + " exists");
            ++p.bars[b].count[d];
            if (++used.count[d] > v.bills.count[d])
                return fail(barField("bars", bar) + ": more bills of " +
                            std::to_string(kBillValues[d]) + " than the " +
                            std::to_string(m_s.players) + "-player supply holds (" +
                            std::to_string(v.bills.count[d]) + ")");
        }
    }
    for (int d = 0; d < kDenominations; ++d)
        p.supply.count[d] = uint8_t(v.bills.count[d] - used.count[d]);
    for (size_t k = 0; k < m_s.dice.size(); ++k) {
        if (m_s.dice[k] < 1 || m_s.dice[k] > 6)
            return fail("dice[" + std::to_string(k) + "]: a die shows 1 to 6, not " +
                        std::to_string(m_s.dice[k]));
    }
    DeckCounts played{};
    for (int s = 0; s < m_s.players; ++s) {
        const Card c = m_s.plays[s];
        const std::string field = "plays[" + std::to_string(s) + "]";
        if (c.isNone())
            return fail(field + ": every seat plays one card");
        if (!v.barInPlay(c.bar()))
            return fail(field + ": " + cardText(c) + " is for a bar not in play with " +
                        std::to_string(m_s.players) + " players");
        if (v.deck[c.code()] == 0)
            return fail(field + ": " + cardText(c) + " is not in the deck for " +
                        std::to_string(m_s.players) + " players");
        if (++played[c.code()] > v.deck[c.code()])
            return fail(field + ": the deck for " + std::to_string(m_s.players) +
                        " players holds only " + std::to_string(v.deck[c.code()]) + " " +
                        cardText(c));
        p.hands[s].add(c);
    }
    return true;
}

bool Resolver::propose(Game &game)
{
    const Negotiation &n = game.negotiation();
    const Bar bar = n.bar;
    const int b = int(bar);
    m_shared[b] = true;
    const std::string field = barField("proposals", bar);
    if (!m_s.proposals[b])
        return fail(field + ": missing; the bar has several claimants (R5)");
    const auto &shares = *m_s.proposals[b];
    if (int(shares.size()) != m_s.players)
        return fail(field + ": expected one list of bills per seat (" +
                    std::to_string(m_s.players) + ")");
    Proposal proposal;
    for (int s = 0; s < m_s.players; ++s) {
        for (size_t k = 0; k < shares[s].size(); ++k) {
            const int d = denominationOf(shares[s][k]);
            if (d < 0)
                return fail(field + "[" + std::to_string(s) + "][" + std::to_string(k) +
                            "]: no bill of " + std::to_string(shares[s][k]) + " exists");
            if (++proposal.shares[s].count[d] > kBillCounts[d])
                return fail(field + "[" + std::to_string(s) + "]: more bills of " +
                            std::to_string(shares[s][k]) + " than exist");
        }
    }
    // Answers may only come from claimants other than the proposer (R7.2).
    const std::string answersField = barField("answers", bar);
    if (!m_s.answers[b])
        return fail(answersField + ": missing; the bar has several claimants (R5)");
    const auto &answers = *m_s.answers[b];
    if (int(answers.size()) != m_s.players)
        return fail(answersField + ": expected one answer or null per seat (" +
                    std::to_string(m_s.players) + ")");
    for (int s = 0; s < m_s.players; ++s) {
        const bool answers_ = n.rankOf(s) > 0;
        if (!answers_ && answers[s] >= 0)
            return fail(answersField + "[" + std::to_string(s) + "]: seat " + std::to_string(s) +
                        (s == n.proposer() ? " is the proposer and does not answer"
                                           : " is not a claimant at this bar"));
        if (answers_ && answers[s] < 0)
            return fail(answersField + "[" + std::to_string(s) + "]: the answer of claimant " +
                        std::to_string(s) + " is missing");
    }
    const Refusal r = game.decide(n.proposer(), Decision::propose(proposal));
    if (r == Refusal::ShareToNonClaimant) {
        for (int s = 0; s < m_s.players; ++s) {
            if (!proposal.shares[s].empty() && n.rankOf(s) < 0)
                return fail(field + "[" + std::to_string(s) + "]: seat " + std::to_string(s) +
                            " is not a claimant at this bar");
        }
    }
    if (r != Refusal::None)
        return fail(field + ": " + describe(r));
    return true;
}

bool Resolver::answer(Game &game)
{
    const int b = int(game.negotiation().bar);
    const int seat = game.negotiation().answerOrder[game.negotiation().answered];
    // propose() checked both before any answer is asked; checked here again because this is
    // where they are read.
    if (!m_s.answers[b] || int(m_s.answers[b]->size()) != m_s.players)
        return fail(barField("answers", Bar(b)) + ": expected one answer or null per seat");
    const Refusal r = game.decide(seat, Decision::answer((*m_s.answers[b])[seat] == 1));
    if (r != Refusal::None)
        return fail(barField("answers", Bar(b)) + ": " + describe(r));
    return true;
}

bool Resolver::roll(Game &game)
{
    if (m_diceUsed >= int(m_s.dice.size()))
        return fail("dice: too few dice; a duel needs roll number " +
                    std::to_string(m_diceUsed + 1));
    const int die = m_diceUsed++;
    if (game.supplyDie(m_s.dice[die]) != Refusal::None)
        return fail("dice[" + std::to_string(die) + "]: a die shows 1 to 6 (R5.6)");
    return true;
}

bool Resolver::run(RoundResult &result)
{
    Position position;
    if (!checkSetup(position))
        return false;
    Game game = Game::fromPosition(position);
    for (int s = 0; s < m_s.players; ++s) {
        if (const Refusal r = game.decide(s, Decision::playCard(m_s.plays[s])); r != Refusal::None)
            return fail("plays[" + std::to_string(s) + "]: " + cardText(m_s.plays[s]) + ": " +
                        describe(r));
    }
    // The round is resolved when the game moves on to the next deal or ends. Every pass either
    // moves the game on or fails: a step that no scenario field answers ends the loop too.
    for (;;) {
        const ChanceKind chance = game.pendingChance().kind;
        if (game.over() || chance == ChanceKind::DrawCard || chance == ChanceKind::DealBill)
            break;
        bool ok = true;
        if (chance == ChanceKind::RollDie)
            ok = roll(game);
        else if (game.phase() == Phase::Proposal)
            ok = propose(game);
        else if (game.phase() == Phase::Answer)
            ok = answer(game);
        else
            return fail("plays: the round stopped where no scenario field answers (phase " +
                        std::to_string(int(game.phase())) + ")");
        if (!ok)
            return false;
    }
    for (int b = 0; b < kBarCount; ++b) {
        if (m_shared[b])
            continue;
        if (m_s.proposals[b])
            return fail(barField("proposals", Bar(b)) + ": the bar does not go to sharing (R5)");
        if (m_s.answers[b])
            return fail(barField("answers", Bar(b)) + ": the bar does not go to sharing (R5)");
    }
    for (int s = 0; s < m_s.players; ++s) {
        result.money[s] = game.money(s);
        result.won[s] = game.money(s) - m_s.money[s];
    }
    for (int b = 0; b < kBarCount; ++b)
        result.bars[b] = game.barBills(Bar(b));
    result.diceUsed = m_diceUsed;
    return true;
}

} // namespace

bool resolveScenario(const RoundScenario &scenario, RoundResult &result, std::string &error)
{
    result = RoundResult{};
    return Resolver(scenario, error).run(result);
}

} // namespace razzia
