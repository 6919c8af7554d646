// Replaying a record from its seed (R5.8): the decisions come from the record, the chance from
// the game's own streams, and every outcome is compared with what the record says.
#include "record.h"

#include <algorithm>
#include <string>

namespace razzia {

namespace {

// Collects what chance produced since the last clear: bills placed and dice rolled.
class ChanceLog final : public EventSink
{
public:
    explicit ChanceLog(EventSink *forward) : forward(forward) {}
    void onEvent(const Event &e) override
    {
        if (forward)
            forward->onEvent(e);
        if (e.kind == EventKind::BillPlaced)
            bills.push_back({kBillValues[e.value], e.bar, e.flag});
        else if (e.kind == EventKind::DieRolled)
            dice.push_back(e.value);
    }
    std::vector<RecordBill> bills;
    std::vector<int> dice;
    EventSink *forward;
};

bool sameHand(const Hand &hand, std::vector<Card> cards)
{
    std::vector<Card> held(hand.cards.begin(), hand.cards.begin() + hand.size);
    const auto byCode = [](Card a, Card b) { return a.code() < b.code(); };
    std::sort(held.begin(), held.end(), byCode);
    std::sort(cards.begin(), cards.end(), byCode);
    return held == cards;
}

// Dollars by seat to a proposal; false for a bill that does not exist or one too many.
bool toProposal(const std::vector<std::vector<int32_t>> &dollars, int players, Proposal &p)
{
    if (int(dollars.size()) != players)
        return false;
    for (int s = 0; s < players; ++s) {
        for (int32_t value : dollars[size_t(s)]) {
            const int d = denominationOf(value);
            if (d < 0 || p.shares[s].count[d] >= kBillCounts[d])
                return false;
            ++p.shares[s].count[d];
        }
    }
    return true;
}

} // namespace

bool toDecision(const RecordDecision &recorded, int players, Decision &decision)
{
    switch (recorded.kind) {
    case DecisionKind::PlaceBill:
        decision = Decision::placeBill(recorded.bar);
        return true;
    case DecisionKind::PlayCard:
        decision = Decision::playCard(recorded.card);
        return true;
    case DecisionKind::Propose: {
        Proposal p;
        if (!toProposal(recorded.proposal, players, p))
            return false;
        decision = Decision::propose(p);
        return true;
    }
    case DecisionKind::Answer:
        decision = Decision::answer(recorded.accept);
        return true;
    }
    return false;
}

RecordDecision recordDecision(int seat, const Decision &decision, int players)
{
    RecordDecision out;
    out.seat = seat;
    out.kind = decision.kind;
    switch (decision.kind) {
    case DecisionKind::PlaceBill:
        out.bar = decision.bar;
        break;
    case DecisionKind::PlayCard:
        out.card = decision.card;
        break;
    case DecisionKind::Propose:
        out.proposal.resize(size_t(players));
        for (int s = 0; s < players; ++s)
            for (int d = 0; d < kDenominations; ++d)
                out.proposal[size_t(s)].insert(out.proposal[size_t(s)].end(),
                                               decision.proposal.shares[s].count[d],
                                               kBillValues[d]);
        break;
    case DecisionKind::Answer:
        out.accept = decision.accept;
        break;
    }
    return out;
}

bool replayFromSeed(const GameRecord &record, Game &game, std::string &mismatch, EventSink *forward)
{
    // Usually given a record replayRecord has accepted, but every index and decision taken from
    // it is checked here as well: a refused decision would otherwise stall the loops below.
    const auto fail = [&](const std::string &field, const std::string &what) {
        mismatch = field + ": " + what;
        game.setSink(nullptr);
        return false;
    };
    const int players = int(record.players.size());
    if (players < kMinPlayers || players > kMaxPlayers)
        return fail("players", "expected 3 to 8 players");
    if (record.firstDealer < 0 || record.firstDealer >= players)
        return fail("first_dealer", "not a seat");
    ChanceLog chance(forward);
    game = Game({players, record.firstDealer, record.seed, false}, &chance);
    int lastReseed = 0;
    for (const Reseed &reseed : record.reseeds) {
        if (reseed.round <= lastReseed || size_t(reseed.round) > record.rounds.size() + 1)
            return fail("reseeds", "each point a later round than the one before, from 1 to "
                                   "one past the last round");
        lastReseed = reseed.round;
    }
    // The next round's seed is set before this round's decisions, since the last of them deals
    // the next round at once.
    const auto reseedAfter = [&](size_t r) {
        for (const Reseed &reseed : record.reseeds)
            if (size_t(reseed.round) == r + 1)
                game.reseedFrom(int(r) + 2, reseed.seed); // Game counts rounds from 1
    };
    for (size_t r = 0; r < record.rounds.size(); ++r) {
        const RecordRound &round = record.rounds[r];
        const std::string prefix = "rounds[" + std::to_string(r) + "]";
        if (game.over())
            return fail(prefix, "the game was already over (R3.7)");
        reseedAfter(r);
        if (int(round.hands.size()) != players || int(round.plays.size()) != players)
            return fail(prefix, "expected one hand and one card played per seat");
        for (int s = 0; s < players; ++s) {
            if (!sameHand(game.hand(s), round.hands[s]))
                return fail(prefix + ".hands[" + std::to_string(s) + "]",
                            "the seed deals other cards");
        }
        if (game.phase() == Phase::PlaceBill) { // its event reports the chosen bill, last
            if (round.bills.empty())
                return fail(prefix + ".bills", "the seed deals another bill");
            if (game.decide(game.dealer(), Decision::placeBill(round.bills.back().bar)) !=
                Refusal::None)
                return fail(prefix + ".bills", "the dealer's bill cannot go there (R3.3)");
        }
        for (size_t k = 0; k < std::max(chance.bills.size(), round.bills.size()); ++k) {
            if (k >= chance.bills.size() || k >= round.bills.size() ||
                chance.bills[k].value != round.bills[k].value)
                return fail(prefix + ".bills[" + std::to_string(k) + "]",
                            "the seed deals another bill");
        }
        chance.bills.clear();
        for (int s = 0; s < players; ++s) {
            if (game.decide(s, Decision::playCard(round.plays[s])) != Refusal::None)
                return fail(prefix + ".plays[" + std::to_string(s) + "]",
                            "the card cannot be played (R3.4)");
        }
        size_t j = 0;
        size_t diceBefore = 0;
        while (game.phase() == Phase::Proposal || game.phase() == Phase::Answer) {
            const std::string field = prefix + ".negotiations[" + std::to_string(j) + "]";
            if (j >= round.negotiations.size())
                return fail(field, "missing");
            const RecordNegotiation &n = round.negotiations[j];
            if (int(n.proposal.size()) != players || int(n.answers.size()) != players)
                return fail(field, "expected one share and one answer per seat");
            Refusal refusal = Refusal::None;
            if (game.phase() == Phase::Proposal) {
                Proposal p;
                for (int s = 0; s < players; ++s) {
                    for (int32_t value : n.proposal[s]) {
                        const int d = denominationOf(value);
                        if (d < 0 || p.shares[s].count[d] >= kBillCounts[d])
                            return fail(field + ".proposal[" + std::to_string(s) + "]",
                                        "no such bill");
                        ++p.shares[s].count[d];
                    }
                }
                refusal = game.decide(game.negotiation().proposer(), Decision::propose(p));
            } else {
                const Negotiation &live = game.negotiation();
                const int s = live.answerOrder[live.answered];
                refusal = game.decide(s, Decision::answer(n.answers[s] == 1));
            }
            if (refusal != Refusal::None)
                return fail(field, describe(refusal));
            if (game.phase() != Phase::Answer) { // this bar is settled
                const std::vector<int> rolled(chance.dice.begin() + long(diceBefore),
                                              chance.dice.end());
                if (rolled != n.dice)
                    return fail(field + ".dice", "the seed rolls other dice");
                diceBefore = chance.dice.size();
                ++j;
            }
        }
        chance.dice.clear();
    }
    if (!record.inProgress.empty()) {
        if (record.finished || game.over())
            return fail("in_progress", "the game is over; no round is in progress");
        reseedAfter(record.rounds.size());
    }
    for (size_t i = 0; i < record.inProgress.size(); ++i) {
        const RecordDecision &recorded = record.inProgress[i];
        const std::string field = "in_progress[" + std::to_string(i) + "]";
        Decision decision;
        if (recorded.seat < 0 || recorded.seat >= players ||
            !toDecision(recorded, players, decision))
            return fail(field, "not a decision of this game");
        const int round = game.round();
        if (const Refusal refusal = game.decide(recorded.seat, decision); refusal != Refusal::None)
            return fail(field, describe(refusal));
        if (game.round() != round || game.over())
            return fail(field, "the round in progress ends here: it belongs in rounds");
    }
    game.setSink(nullptr);
    return true;
}

} // namespace razzia
