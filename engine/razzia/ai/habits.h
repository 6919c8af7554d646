// How the others at this table answer proposals (R5.3), read from the answers they give.
//
// `normal` and `hard` refuse exactly when the duel is worth more than the offer; `easy` weighs
// an offer against an even split, with a wide random margin; people are often greedier or
// meeker than the odds. Each other seat is taken to answer in one of a few such ways, and every
// answer it gives (public, R6: proposals and answers are seen by all) shifts the odds between
// them by Bayes' rule. A proposer can then offer each claimant what that claimant takes, not
// what a risk-neutral one would.
#pragma once

#include "bargain.h"
#include "razzia/events.h"

namespace razzia::ai {

class AnswerHabits
{
public:
    AnswerHabits();

    // Every event this seat may see, in order (Policy::observe).
    void observe(const Event &event);

    // The chance that `seat` accepts `offer` dollars when refusing is worth `refusal` to it
    // (refuseValue, the answers before it known) and an even split of the bar is `evenSplit`.
    double acceptChance(int seat, double offer, double refusal, double evenSplit) const;
    // How many answers of `seat` have been read this game.
    int answersRead(int seat) const { return m_read[seat]; }

private:
    static constexpr int kHabits = 4;
    void reset();

    int m_dealer = 0;
    int m_players = 0;
    std::array<Card, kMaxPlayers> m_table{};
    // The negotiation being watched: its claimants by rank, their cards, the shares by rank
    // and who has refused so far.
    bool m_watching = false;
    Claimants m_claimants;
    std::array<uint8_t, kMaxPlayers> m_claimantSeats{};
    Shares m_shares{};
    RankMask m_refused = 0;
    int32_t m_barTotal = 0;

    std::array<std::array<double, kHabits>, kMaxPlayers> m_logWeights{};
    std::array<int, kMaxPlayers> m_read{};
};

} // namespace razzia::ai
