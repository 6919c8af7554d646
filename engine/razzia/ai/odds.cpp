#include "odds.h"

namespace razzia::ai {

namespace {

// championWins for every pair of card numbers and both tie rules, so that a chain of duels
// costs table reads only.
struct WinTable
{
    std::array<std::array<std::array<uint8_t, 2>, 7>, 7> wins{};
    constexpr WinTable()
    {
        for (int a = 0; a <= 6; ++a) {
            for (int b = 0; b <= 6; ++b) {
                wins[a][b][0] = uint8_t(championWins(a, b, false));
                wins[a][b][1] = uint8_t(championWins(a, b, true));
            }
        }
    }
};
constexpr WinTable kWinTable;

} // namespace

Chances poolChances(const Duelist *duelists, int count)
{
    // Who holds the title after each duel: the champion keeps it or the challenger takes it.
    Chances champion{};
    champion[0] = 1.0;
    for (int j = 1; j < count; ++j) {
        const Duelist challenger = duelists[j];
        double taken = 0.0;
        for (int c = 0; c < j; ++c) {
            if (champion[c] == 0.0)
                continue;
            const Duelist holder = duelists[c];
            const bool holderRanksLower = holder.rank > challenger.rank;
            const double keep =
                kWinTable.wins[holder.card][challenger.card][holderRanksLower] / double(kRollPairs);
            taken += champion[c] * (1.0 - keep);
            champion[c] *= keep;
        }
        champion[j] = taken;
    }
    return champion;
}

int duelOrder(int claimantCount, RankMask refusers, std::array<uint8_t, kMaxPlayers> &ranks)
{
    refusers &= ((1u << claimantCount) - 1) & ~1u;
    int count = 0;
    ranks[count++] = 0;
    if (!refusers)
        return count;
    const int lowest = 31 - __builtin_clz(refusers);
    ranks[count++] = uint8_t(lowest);
    for (RankMask rest = refusers & ~(1u << lowest); rest; rest &= rest - 1)
        ranks[count++] = uint8_t(__builtin_ctz(rest));
    return count;
}

Chances poolChancesByRank(const Claimants &claimants, RankMask refusers)
{
    std::array<uint8_t, kMaxPlayers> order{};
    const int count = duelOrder(claimants.count, refusers, order);
    std::array<Duelist, kMaxPlayers> duelists{};
    for (int i = 0; i < count; ++i)
        duelists[i] = Duelist{claimants.cards[order[i]], int8_t(order[i])};
    const Chances byPosition = poolChances(duelists.data(), count);
    Chances byRank{};
    for (int i = 0; i < count; ++i)
        byRank[order[i]] = byPosition[i];
    return byRank;
}

int32_t poolValue(const Shares &shares, int claimantCount, RankMask refusers)
{
    int32_t pool = shares[0];
    for (int r = 1; r < claimantCount; ++r) {
        if ((refusers >> r) & 1)
            pool += shares[r];
    }
    return pool;
}

double expectedDollars(const Claimants &claimants, const Shares &shares, RankMask refusers,
                       int rank)
{
    refusers &= ((1u << claimants.count) - 1) & ~1u;
    if (!refusers)
        return shares[rank];
    if (rank != 0 && !((refusers >> rank) & 1))
        return shares[rank];
    return poolChancesByRank(claimants, refusers)[rank] *
           poolValue(shares, claimants.count, refusers);
}

} // namespace razzia::ai
