// The bargaining of R5.2–R5.5 as the AI seats model it.
//
// Every claimant is taken to be risk-neutral: a responder refuses when refusing is worth more
// than its share (odds.h gives the exact worth), and it knows that the responders after it
// (R5.3 order) reason the same way, so each answer is found by backward induction over the
// answers still to come. A proposer looks for the division that leaves it the most under that
// model. docs/ai.md writes the model out with the odds.
#pragma once

#include "odds.h"

#include "razzia/seatview.h"

namespace razzia::ai {

class Bargain
{
public:
    // `answerRanks`: the responders' ranks in R5.3 answer order, claimants.count - 1 of them.
    Bargain(const Claimants &claimants, const std::array<uint8_t, kMaxPlayers> &answerRanks);
    // The bar being shared, from a seat's view during the proposal or the answers.
    static Bargain fromView(const SeatView &view);

    const Claimants &claimants() const { return m_claimants; }
    int responders() const { return m_responders; }
    int responderRank(int position) const { return m_order[position]; }

    // The chance that `rank` takes the pool when `refusers` refuse (poolChancesByRank).
    double chance(RankMask refusers, int rank) const { return m_chances[refusers >> 1][rank]; }

    // The refusers the answers end with, when `refused` holds the refusers among the first
    // `answered` responders and the rest answer by the model.
    RankMask predict(const Shares &shares, int answered = 0, RankMask refused = 0) const;
    // Whether the responder at position `answered` refuses under the model: when its refusal,
    // with the answers it then expects from the others, is worth more than its share.
    bool refuses(const Shares &shares, int answered, RankMask refused) const;
    // Expected dollars of `rank` once the answers are `refusers`.
    double value(const Shares &shares, RankMask refusers, int rank) const;

private:
    Claimants m_claimants;
    int m_responders = 0;
    std::array<uint8_t, kMaxPlayers> m_order{};
    std::array<Chances, 1 << (kMaxPlayers - 1)> m_chances; // by refusers >> 1
};

// A division of a bar's bills among its claimants, by rank.
using Division = std::array<BillSet, kMaxPlayers>;

Shares sharesOf(const Division &division, int claimantCount);

// The division that the proposer (rank 0) expects to keep the most from, and what it expects:
// it buys a responder off (an offer at least worth that responder's refusal) only where that
// leaves it more than the duels would; keeping everything is always a candidate.
struct BestDivision
{
    Division division{};
    double proposerValue = 0.0;
    RankMask expectedRefusers = 0;
};
BestDivision bestDivision(const Bargain &bargain, const BillSet &bills);

// The fraction of a bar each claimant can expect from the bargaining when bills divide
// finely: the proposer either offers every responder exactly its lone refusal value, or keeps
// everything and duels them all, whichever leaves it more. For weighing a card before it is
// played, where the real bills do not matter yet.
Chances expectedFractions(const Claimants &claimants);

// The proposal a division makes, by seat, for the negotiation in `view`.
Proposal proposalFor(const SeatView &view, const Division &division);

} // namespace razzia::ai
