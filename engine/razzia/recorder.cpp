#include "record.h"

#include <algorithm>

namespace razzia {

GameRecorder::GameRecorder(uint64_t seed, int firstDealer, std::vector<SeatInfo> seats)
    : m_hands(seats.size())
{
    m_record.seed = seed;
    m_record.firstDealer = firstDealer;
    m_record.players = std::move(seats);
}

void GameRecorder::onEvent(const Event &e)
{
    const size_t players = m_record.players.size();
    switch (e.kind) {
    case EventKind::RoundStarted:
        m_current = RecordRound{};
        m_current.dealer = e.seat;
        break;
    case EventKind::CardDealt:
        if (size_t(e.seat) < players)
            m_hands[size_t(e.seat)].push_back(e.card);
        break;
    case EventKind::BillPlaced:
        m_current.bills.push_back({kBillValues[e.value], e.bar, e.flag});
        break;
    case EventKind::CardsRevealed:
        m_current.hands = m_hands;
        m_current.plays.assign(e.cards.begin(), e.cards.begin() + players);
        for (size_t s = 0; s < players; ++s) {
            // A recorder attached after the deal has not seen the card: nothing to take out.
            auto &hand = m_hands[s];
            if (const auto it = std::find(hand.begin(), hand.end(), e.cards[s]); it != hand.end())
                hand.erase(it);
        }
        break;
    case EventKind::ProposalMade: {
        RecordNegotiation n;
        n.bar = e.bar;
        n.proposal.resize(players);
        for (size_t s = 0; s < players; ++s) {
            for (int d = 0; d < kDenominations; ++d)
                n.proposal[s].insert(n.proposal[s].end(), e.proposal.shares[s].count[d],
                                     kBillValues[d]);
        }
        n.answers.assign(players, -1);
        m_current.negotiations.push_back(std::move(n));
        break;
    }
    // Both belong to the last proposal; one seen without a proposal (a recorder attached in
    // the middle of a sharing) has nowhere to go.
    case EventKind::Answered:
        if (!m_current.negotiations.empty() && size_t(e.seat) < players)
            m_current.negotiations.back().answers[size_t(e.seat)] = e.flag ? 1 : 0;
        break;
    case EventKind::DieRolled:
        if (!m_current.negotiations.empty())
            m_current.negotiations.back().dice.push_back(e.value);
        break;
    case EventKind::RoundOver:
        m_current.moneyAfter.assign(e.money.begin(), e.money.begin() + players);
        m_record.rounds.push_back(std::move(m_current));
        m_current = RecordRound{};
        break;
    case EventKind::GameOver:
        m_record.finished = true;
        break;
    default:
        break;
    }
}

} // namespace razzia
