#include "bargain.h"

#include <cmath>

namespace razzia::ai {

namespace {
constexpr double kCent = 0.01;
}

Bargain::Bargain(const Claimants &claimants, const std::array<uint8_t, kMaxPlayers> &answerRanks)
    : m_claimants(claimants), m_responders(claimants.count - 1), m_order(answerRanks)
{
    // Every answer the bargaining can end with, once: the search below asks for them often.
    for (RankMask half = 0; half < (1u << m_responders); ++half)
        m_chances[half] = poolChancesByRank(m_claimants, half << 1);
}

Bargain Bargain::fromView(const SeatView &view)
{
    const Negotiation &n = view.negotiation();
    Claimants claimants;
    claimants.count = n.claimantCount;
    for (int r = 0; r < n.claimantCount; ++r)
        claimants.cards[r] = int8_t(view.tableCard(n.claimants[r]).value());
    std::array<uint8_t, kMaxPlayers> order{};
    for (int i = 0; i < n.answerCount; ++i)
        order[i] = uint8_t(n.rankOf(n.answerOrder[i]));
    return Bargain(claimants, order);
}

RankMask Bargain::predict(const Shares &shares, int answered, RankMask refused) const
{
    if (answered == m_responders)
        return refused;
    const int rank = m_order[answered];
    const RankMask ifRefused = predict(shares, answered + 1, refused | (1u << rank));
    // A tie accepts: the same money without the die. Within a cent is a tie, so that
    // rounding never decides an answer.
    if (value(shares, ifRefused, rank) > shares[rank] + kCent)
        return ifRefused;
    return predict(shares, answered + 1, refused);
}

bool Bargain::refuses(const Shares &shares, int answered, RankMask refused) const
{
    const int rank = m_order[answered];
    return (predict(shares, answered, refused) >> rank) & 1;
}

double Bargain::value(const Shares &shares, RankMask refusers, int rank) const
{
    if (!refusers || (rank != 0 && !((refusers >> rank) & 1)))
        return shares[rank];
    return chance(refusers, rank) * poolValue(shares, m_claimants.count, refusers);
}

Shares sharesOf(const Division &division, int claimantCount)
{
    Shares shares{};
    for (int r = 0; r < claimantCount; ++r)
        shares[r] = division[r].total();
    return shares;
}

namespace {

// How the proposer ranks divisions: expected dollars, then fewer duels (the same money with
// less left to the die), then more in its own share (an offer that will be refused anyway
// reads better as no offer).
struct Score
{
    double value = 0.0;
    int refusers = 0;
    int32_t own = 0;
    RankMask mask = 0;
    bool beats(const Score &o) const
    {
        if (std::abs(value - o.value) > kCent)
            return value > o.value;
        if (refusers != o.refusers)
            return refusers < o.refusers;
        return own > o.own;
    }
};

Score scoreOf(const Bargain &bargain, const Division &division)
{
    const Shares shares = sharesOf(division, bargain.claimants().count);
    const RankMask refusers = bargain.predict(shares);
    return Score{bargain.value(shares, refusers, 0), __builtin_popcount(refusers), shares[0],
                 refusers};
}

// Buys off the responders in `buy` (a rank mask): each gets bills worth about its lone
// refusal value, p / (1 - p) times what the proposer keeps, largest bills first; the local
// search below corrects what the greedy pass gets wrong.
Division coverOffers(const Bargain &bargain, const BillSet &bills, RankMask buy)
{
    const int count = bargain.claimants().count;
    std::array<double, kMaxPlayers> ratio{};
    double sum = 1.0;
    for (int r = 1; r < count; ++r) {
        if (!((buy >> r) & 1))
            continue;
        const double p = bargain.chance(1u << r, r);
        ratio[r] = p / (1.0 - p);
        sum += ratio[r];
    }
    const double keep = bills.total() / sum;
    std::array<double, kMaxPlayers> deficit{};
    for (int r = 1; r < count; ++r)
        deficit[r] = ratio[r] * keep;

    Division division{};
    for (int d = kDenominations - 1; d >= 0; --d) {
        for (int k = 0; k < bills.count[d]; ++k) {
            int best = 0;
            for (int r = 1; r < count; ++r) {
                if (deficit[r] >= kBillValues[d] && (best == 0 || deficit[r] > deficit[best]))
                    best = r;
            }
            ++division[best].count[d];
            if (best)
                deficit[best] -= kBillValues[d];
        }
    }
    // What is still short is topped up from the proposer's bills: the smallest bill that
    // covers it, or the largest there is and then again.
    for (int r = 1; r < count; ++r) {
        while (deficit[r] > 0.5 && !division[0].empty()) {
            int pick = -1;
            for (int d = 0; d < kDenominations && pick < 0; ++d) {
                if (division[0].count[d] && kBillValues[d] >= deficit[r])
                    pick = d;
            }
            for (int d = kDenominations - 1; d >= 0 && pick < 0; --d) {
                if (division[0].count[d])
                    pick = d;
            }
            --division[0].count[pick];
            ++division[r].count[pick];
            deficit[r] -= kBillValues[pick];
        }
    }
    return division;
}

// Local search over moving one bill from a claimant to another and swapping two bills of
// different values between two claimants. With few claimants it takes the best change of
// each pass, so that among equal values the division with fewer duels is found rather than
// the first better one, which can be a refusal. With many, every answer costs more to foresee
// (2^responders branches): it takes the first better change, without swaps, for fewer passes.
void improve(const Bargain &bargain, Division &division, Score &score)
{
    const int count = bargain.claimants().count;
    const bool few = count <= 4;
    const int maxPasses = few ? 48 : 6;
    for (int pass = 0; pass < maxPasses; ++pass) {
        const Score passStart = score;
        Division best = division;
        Score bestScore = score;
        const auto consider = [&](const Division &candidate) {
            const Score s = scoreOf(bargain, candidate);
            if (!s.beats(bestScore))
                return;
            best = candidate;
            bestScore = s;
            if (!few) {
                division = candidate;
                score = s;
            }
        };
        for (int a = 0; a < count; ++a) {
            for (int b = 0; b < count; ++b) {
                for (int d = 0; d < kDenominations; ++d) {
                    if (a == b || !division[a].count[d])
                        continue;
                    Division moved = division;
                    --moved[a].count[d];
                    ++moved[b].count[d];
                    consider(moved);
                    for (int e = 0; few && b > a && e < kDenominations; ++e) {
                        if (e == d || !division[b].count[e])
                            continue;
                        Division swapped = moved;
                        --swapped[b].count[e];
                        ++swapped[a].count[e];
                        consider(swapped);
                    }
                }
            }
        }
        if (few) {
            division = best;
            score = bestScore;
        }
        if (!score.beats(passStart))
            return;
    }
}

} // namespace

BestDivision bestDivision(const Bargain &bargain, const BillSet &bills)
{
    const int count = bargain.claimants().count;
    const RankMask responders = ((1u << count) - 1) & ~1u;
    Division keepAll{};
    keepAll[0] = bills;
    Division best = keepAll;
    Score bestScore = scoreOf(bargain, keepAll);
    // Which responders to buy off: every set of them while they are few; else all but the k
    // strongest, or all but the k weakest, for every k (a strong card costs the most to buy
    // off, a weak one is the cheapest to beat).
    std::array<RankMask, 2 * kMaxPlayers> buys{};
    int candidates = 0;
    if (count <= 4) {
        for (RankMask buy = responders; buy; buy = (buy - 1) & responders)
            buys[candidates++] = buy;
    } else {
        for (int k = 0; k < count - 1; ++k) {
            buys[candidates++] = responders & ~((1u << (k + 1)) - 1);
            if (k > 0)
                buys[candidates++] = responders & ((1u << (count - k)) - 1);
        }
    }
    for (int i = 0; i < candidates; ++i) {
        const RankMask buy = buys[i];
        Division division = coverOffers(bargain, bills, buy);
        Score score = scoreOf(bargain, division);
        improve(bargain, division, score);
        if (score.beats(bestScore)) {
            best = division;
            bestScore = score;
        }
    }
    return BestDivision{best, bestScore.value, bestScore.mask};
}

Chances expectedFractions(const Claimants &claimants)
{
    Chances fractions{};
    if (claimants.count < 2) {
        fractions[0] = 1.0;
        return fractions;
    }
    double sum = 1.0;
    for (int r = 1; r < claimants.count; ++r) {
        const double p = poolChancesByRank(claimants, 1u << r)[r];
        fractions[r] = p / (1.0 - p);
        sum += fractions[r];
    }
    for (int r = 1; r < claimants.count; ++r)
        fractions[r] /= sum;
    fractions[0] = 1.0 / sum;
    const Chances duel = poolChancesByRank(claimants, ((1u << claimants.count) - 1) & ~1u);
    return duel[0] > fractions[0] ? duel : fractions;
}

Proposal proposalFor(const SeatView &view, const Division &division)
{
    const Negotiation &n = view.negotiation();
    Proposal proposal;
    for (int r = 0; r < n.claimantCount; ++r)
        proposal.shares[n.claimants[r]] = division[r];
    return proposal;
}

} // namespace razzia::ai
