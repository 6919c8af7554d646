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

} // namespace

bool replayFromSeed(const GameRecord &record, Game &game, std::string &mismatch, EventSink *forward)
{
    const int players = int(record.players.size());
    ChanceLog chance(forward);
    game = Game({players, record.firstDealer, record.seed, false}, &chance);
    for (size_t r = 0; r < record.rounds.size(); ++r) {
        const RecordRound &round = record.rounds[r];
        const std::string prefix = "rounds[" + std::to_string(r) + "]";
        for (int s = 0; s < players; ++s) {
            if (!sameHand(game.hand(s), round.hands[s])) {
                mismatch = prefix + ".hands[" + std::to_string(s) + "]: the seed deals other cards";
                return false;
            }
        }
        if (game.phase() == Phase::PlaceBill) // its event reports the chosen bill, last
            game.decide(game.dealer(), Decision::placeBill(round.bills.back().bar));
        for (size_t k = 0; k < std::max(chance.bills.size(), round.bills.size()); ++k) {
            if (k >= chance.bills.size() || k >= round.bills.size() ||
                chance.bills[k].value != round.bills[k].value) {
                mismatch =
                    prefix + ".bills[" + std::to_string(k) + "]: the seed deals another bill";
                return false;
            }
        }
        chance.bills.clear();
        for (int s = 0; s < players; ++s)
            game.decide(s, Decision::playCard(round.plays[s]));
        size_t j = 0;
        size_t diceBefore = 0;
        while (game.phase() == Phase::Proposal || game.phase() == Phase::Answer) {
            const RecordNegotiation &n = round.negotiations[j];
            if (game.phase() == Phase::Proposal) {
                Proposal p;
                for (int s = 0; s < players; ++s) {
                    for (int32_t value : n.proposal[s])
                        ++p.shares[s].count[denominationOf(value)];
                }
                game.decide(game.negotiation().proposer(), Decision::propose(p));
            } else {
                const Negotiation &live = game.negotiation();
                const int s = live.answerOrder[live.answered];
                game.decide(s, Decision::answer(n.answers[s] == 1));
            }
            if (game.phase() != Phase::Answer) { // this bar is settled
                const std::vector<int> rolled(chance.dice.begin() + long(diceBefore),
                                              chance.dice.end());
                if (rolled != n.dice) {
                    mismatch = prefix + ".negotiations[" + std::to_string(j) +
                               "].dice: the seed rolls other dice";
                    return false;
                }
                diceBefore = chance.dice.size();
                ++j;
            }
        }
        chance.dice.clear();
    }
    game.setSink(nullptr);
    return true;
}

} // namespace razzia
