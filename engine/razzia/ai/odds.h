// Exact duel odds (R5.5, R5.6) for AI seats and anything else that weighs a refusal.
//
// Every duel is two rolls of a fair die, so one duel is 36 equally likely pairs and a chain of
// duels is a small Markov chain over who is champion. Everything here is exact up to the
// rounding of doubles; nothing is sampled.
#pragma once

#include "razzia/cards.h"

#include <array>
#include <cstdint>

namespace razzia::ai {

constexpr int kRollPairs = 36;

// R5.6, one duel: how many of the 36 pairs of rolls the champion wins with card number
// `championCard` against `challengerCard`. Equal totals go to the lower-ranked of the two
// (R5.1); `championRanksLower` says whether that is the champion.
constexpr int championWins(int championCard, int challengerCard, bool championRanksLower)
{
    int wins = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            const int champion = a + championCard;
            const int challenger = b + challengerCard;
            wins += champion > challenger || (champion == challenger && championRanksLower);
        }
    }
    return wins;
}

inline double championWinChance(int championCard, int challengerCard, bool championRanksLower)
{
    return championWins(championCard, challengerCard, championRanksLower) / double(kRollPairs);
}

// One duelist: its card number and its R5.1 rank among the bar's claimants (0 the highest).
struct Duelist
{
    int8_t card = 0;
    int8_t rank = 0;
};

// Chances by position, or by rank where a function says so; unused entries are 0.
using Chances = std::array<double, kMaxPlayers>;

// Duelists in the order they fight (R5.6: the first champion, then each challenger in turn):
// by position, the chance of being the last champion, who takes the pool. 1 to 8 duelists.
Chances poolChances(const Duelist *duelists, int count);

// The claimants of one bar in R5.1 order (rank 0 is the proposer) and their card numbers.
struct Claimants
{
    int count = 0;
    std::array<int8_t, kMaxPlayers> cards{};
};

// A set of claimants by rank, one bit each (bit r for rank r).
using RankMask = unsigned;

// R5.6: the duel order, as ranks, when the claimants in `refusers` refuse: the proposer, the
// lowest-ranked refuser, then the other refusers from the highest-ranked down. Bit 0 is
// ignored (the proposer never answers). Returns how many duelists were written.
int duelOrder(int claimantCount, RankMask refusers, std::array<uint8_t, kMaxPlayers> &ranks);

// By rank: the chance of taking the pool when `refusers` refuse. Accepters get 0. With no
// refuser nobody duels, and the proposer's entry is 1 (it keeps its own share, R5.4).
Chances poolChancesByRank(const Claimants &claimants, RankMask refusers);

// Shares of a proposal in dollars, by rank.
using Shares = std::array<int32_t, kMaxPlayers>;

// R5.5: the pool is the proposer's share and every refuser's share; accepters keep theirs.
int32_t poolValue(const Shares &shares, int claimantCount, RankMask refusers);

// Expected dollars of the claimant of rank `rank` once the answers are `refusers`: its share
// if it accepted (or if nobody refused), else its chance of taking the pool times the pool.
double expectedDollars(const Claimants &claimants, const Shares &shares, RankMask refusers,
                       int rank);

// What refusing is worth to a responder (rank > 0), given which others refuse: its expected
// share of the pool that its refusal makes, R5.5 and R5.6 together.
inline double refuseValue(const Claimants &claimants, const Shares &shares, RankMask othersRefusing,
                          int rank)
{
    return expectedDollars(claimants, shares, othersRefusing | (1u << rank), rank);
}

} // namespace razzia::ai
