#include "habits.h"

#include "razzia/rank.h"

#include <algorithm>
#include <cmath>

namespace razzia::ai {

namespace {

enum Habit
{
    Exact,  // refuses exactly when the duel is worth more (normal, hard)
    Meek,   // takes offers from 0.8 of what refusing is worth
    Greedy, // wants 1.25 times what refusing is worth
    Even,   // weighs the offer against an even split times 0.4 to 1.2 (easy)
};
constexpr std::array<double, 4> kPrior = {0.55, 0.1, 0.1, 0.25};
constexpr std::array<double, 3> kThreshold = {1.0, 0.8, 1.25};
// Anyone may answer against their habit now and then; without this one surprising answer
// would rule a habit out for good.
constexpr double kSlip = 0.05;
// As in reading.h: no habit falls below 1 in 50 of the likeliest.
const double kMaxSpread = std::log(50.0);

double habitAccepts(int habit, double offer, double refusal, double evenSplit)
{
    double p = 0.0;
    if (habit == Even)
        p = evenSplit > 0 ? std::clamp((offer / evenSplit - 0.4) / 0.8, 0.0, 1.0) : 1.0;
    else
        p = offer + 0.01 >= kThreshold[habit] * refusal ? 1.0 : 0.0;
    return kSlip + (1.0 - 2.0 * kSlip) * p;
}

} // namespace

AnswerHabits::AnswerHabits()
{
    reset();
}

void AnswerHabits::reset()
{
    for (auto &w : m_logWeights) {
        for (int h = 0; h < kHabits; ++h)
            w[h] = std::log(kPrior[h]);
    }
    m_read.fill(0);
    m_watching = false;
}

void AnswerHabits::observe(const Event &event)
{
    switch (event.kind) {
    case EventKind::RoundStarted:
        // A policy lives for one game, but a new first round is a new game all the same.
        if (event.round <= 1)
            reset();
        m_dealer = event.seat;
        m_watching = false;
        break;
    case EventKind::CardsRevealed:
        m_table = event.cards;
        m_players = 0;
        while (m_players < kMaxPlayers && !m_table[m_players].isNone())
            ++m_players;
        break;
    case EventKind::ProposalMade: {
        const BarClaim claim = claimBar(m_table, m_players, m_dealer, event.bar, true);
        m_watching = claim.count >= 2 && claim.claimants[0] == event.seat;
        if (!m_watching)
            break;
        m_claimants.count = claim.count;
        m_barTotal = 0;
        for (int r = 0; r < claim.count; ++r) {
            m_claimantSeats[r] = claim.claimants[r];
            m_claimants.cards[r] = int8_t(m_table[claim.claimants[r]].value());
            m_shares[r] = event.proposal.shares[claim.claimants[r]].total();
            m_barTotal += m_shares[r];
        }
        m_refused = 0;
        break;
    }
    case EventKind::Answered: {
        if (!m_watching)
            break;
        int rank = -1;
        for (int r = 1; r < m_claimants.count; ++r) {
            if (m_claimantSeats[r] == event.seat)
                rank = r;
        }
        if (rank < 0)
            break;
        const double refusal = refuseValue(m_claimants, m_shares, m_refused, rank);
        const double even = double(m_barTotal) / m_claimants.count;
        auto &w = m_logWeights[event.seat];
        for (int h = 0; h < kHabits; ++h) {
            const double p = habitAccepts(h, m_shares[rank], refusal, even);
            w[h] += std::log(event.flag ? p : 1.0 - p);
        }
        const double top = *std::max_element(w.begin(), w.end());
        for (double &x : w)
            x = std::max(x - top, -kMaxSpread);
        ++m_read[event.seat];
        if (!event.flag)
            m_refused |= 1u << rank;
        break;
    }
    default:
        break;
    }
}

double AnswerHabits::acceptChance(int seat, double offer, double refusal, double evenSplit) const
{
    double sum = 0.0;
    double chance = 0.0;
    for (int h = 0; h < kHabits; ++h) {
        const double w = std::exp(m_logWeights[seat][h]);
        sum += w;
        chance += w * habitAccepts(h, offer, refusal, evenSplit);
    }
    return chance / sum;
}

} // namespace razzia::ai
