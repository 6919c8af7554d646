#include "formation.h"

#include "speakeasy/layout.h"

namespace speakeasy::ai {

namespace {

// Rank counted from the seat's own back rank, 1..6.
int homeRank(int seat, Square s)
{
    return seat == 0 ? rankOf(s) : kRanks + 1 - rankOf(s);
}

// SE3.3, SE3.4: what a swap must keep.
bool allowedAt(int seat, Kind k, Square s)
{
    if (k == Kind::Speakeasy)
        return kBoard.bars[seat] & bit(s);
    if (k == Kind::Babe)
        return kBoard.babeZone[seat] & bit(s);
    return true;
}

} // namespace

int formationScore(int seat, const Layout &layout)
{
    Square speakeasy = kNoSquare;
    for (Bits b = kBoard.bars[seat]; b; b &= b - 1) {
        if (layout.at[lowest(b)] == Kind::Speakeasy)
            speakeasy = lowest(b);
    }
    int score = 0;
    const Bits guard = speakeasy == kNoSquare ? 0 : kBoard.adjacent[speakeasy];
    for (Bits b = kBoard.setupPoints[seat]; b; b &= b - 1) {
        const Square s = lowest(b);
        const Kind k = layout.at[s];
        const int rank = homeRank(seat, s);
        const bool rue = kBoard.rue & bit(s);
        const bool guarding = guard & bit(s);
        switch (k) {
        case Kind::Babe:
            // A Babe next to the Speakeasy blocks the way in; one on the other Bar is a decoy
            // that costs an attacker a piece.
            score += guarding ? 9 : ((kBoard.bars[seat] & bit(s)) ? 5 : 0);
            break;
        case Kind::Fbi:
            score += (rank >= 2 && rank <= 4) ? 4 : 0;
            score += guarding ? 2 : 0;
            break;
        case Kind::Boss:
        case Kind::Heir:
        case Kind::Car:
            score += rue ? 3 : 0;
            score += (rank >= 3 && rank <= 6) ? 2 : 0;
            break;
        case Kind::Kid:
            // Kids run along the Rues (SE4.4) and are wasted in the front line.
            score += rue ? 4 : 0;
            score -= rank == 6 ? 3 : 0;
            break;
        case Kind::Henchman:
        case Kind::Gunman:
        case Kind::MachineGunner:
            score += rank >= 5 ? 2 : 0;
            break;
        case Kind::Accountant:
        case Kind::CrookedCop:
            score += guarding ? 3 : 0;
            score += rank >= 4 ? 1 : 0;
            break;
        default:
            break;
        }
        // Strong pieces left in the Ruelles of the back rank are stuck there.
        if (rank == 1 && k != Kind::Babe && k != Kind::Speakeasy && !guarding)
            score -= kValue[size_t(k)] >= 5 ? 2 : 0;
    }
    return score;
}

int habitScore(int seat, const Layout &layout, const OpponentHabits &habits)
{
    if (habits.attacks == 0)
        return 0;
    int score = 0;
    for (Bits b = kBoard.setupPoints[seat]; b; b &= b - 1) {
        const Square s = lowest(b);
        const int heat = habits.heat(homeSquare(seat, s));
        switch (layout.at[s]) {
        case Kind::Speakeasy:
            // Up to a Babe's guard and a decoy together: enough to pick the quieter Bar.
            score -= heat / 6;
            break;
        case Kind::Fbi:
        case Kind::Babe:
            score += heat / 20;
            break;
        default:
            break;
        }
    }
    return score;
}

namespace {

// The hill-climb of chooseFormation from `layout`.
int climb(int seat, common::Rng &rng, int swaps, int slack, const OpponentHabits *habits,
          Layout &layout)
{
    const auto scoreOf = [&](const Layout &l) {
        return formationScore(seat, l) + (habits ? habitScore(seat, l, *habits) : 0);
    };
    std::array<Square, kPiecesPerSide> points{};
    int n = 0;
    for (Bits b = kBoard.setupPoints[seat]; b; b &= b - 1)
        points[size_t(n++)] = lowest(b);
    int score = scoreOf(layout);
    for (int i = 0; i < swaps; ++i) {
        const Square a = points[rng.below(uint32_t(n))], b = points[rng.below(uint32_t(n))];
        const Kind ka = layout.at[a], kb = layout.at[b];
        if (ka == kb || !allowedAt(seat, ka, b) || !allowedAt(seat, kb, a))
            continue;
        std::swap(layout.at[a], layout.at[b]);
        const int next = scoreOf(layout);
        if (next + slack >= score)
            score = next;
        else
            std::swap(layout.at[a], layout.at[b]);
    }
    return score;
}

} // namespace

Layout chooseFormation(int seat, common::Rng &rng, int swaps, int slack,
                       const OpponentHabits *habits)
{
    Layout layout = randomLayout(seat, rng);
    const int score = climb(seat, rng, swaps, slack, habits, layout);
    if (!habits || habits->attacks == 0)
        return layout;
    // Against habits, the Bar matters most, and a climb does not move the Speakeasy once
    // Babes guard it (each swap alone loses their guard): climb again from the other Bar.
    Layout other = randomLayout(seat, rng);
    const Square a = lowest(kBoard.bars[seat]), b = highest(kBoard.bars[seat]);
    if ((other.at[a] == Kind::Speakeasy) == (layout.at[a] == Kind::Speakeasy))
        std::swap(other.at[a], other.at[b]);
    return climb(seat, rng, swaps, slack, habits, other) > score ? other : layout;
}

} // namespace speakeasy::ai
