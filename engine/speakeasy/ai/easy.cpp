#include "easy.h"

#include "evaluation.h"
#include "speakeasy/formations.h"

namespace speakeasy::ai {

namespace {

// The mean worth of the opposing pieces still unseen.
int unseenWorth(const SeatView &view)
{
    int total = 0, count = 0;
    for (int k = 0; k < kKinds; ++k) {
        total += kWorth[size_t(k)] * view.unknownCounts()[size_t(k)];
        count += view.unknownCounts()[size_t(k)];
    }
    return count ? total / count : 0;
}

// What a fight between `mine` (attacking) and `theirs` does to the material balance.
int fightGain(Kind mine, Kind theirs)
{
    switch (fight(mine, theirs)) {
    case Outcome::SpeakeasyTaken:
        return kWinScore;
    case Outcome::AttackerWins:
        return kWorth[size_t(theirs)];
    case Outcome::DefenderWins:
        return -kWorth[size_t(mine)];
    case Outcome::BothRemoved:
        return kWorth[size_t(theirs)] - kWorth[size_t(mine)];
    }
    return 0;
}

} // namespace

int knownMaterialBalance(const SeatView &view)
{
    const int me = view.seat();
    const int unseen = unseenWorth(view);
    int balance = 0;
    for (Bits b = view.occupied(); b; b &= b - 1) {
        const Square s = lowest(b);
        const Kind k = view.kindAt(s);
        const int worth = k == Kind::None ? unseen : kWorth[size_t(k)];
        balance += view.ownerAt(s) == me ? worth : -worth;
    }
    return balance;
}

Layout EasyPolicy::layout(int seat)
{
    const std::span<const Formation> library = formations();
    return layoutOf(library[m_rng.below(uint32_t(library.size()))], seat);
}

int EasyPolicy::score(const SeatView &view, Move m) const
{
    const int me = view.seat(), other = 1 - me;
    const Position &board = view.knownBoard();
    const Kind mine = view.kindAt(m.from);
    int score = 0;
    if (view.ownerAt(m.to) == other) {
        const Kind theirs = view.kindAt(m.to);
        if (theirs != Kind::None) {
            score += fightGain(mine, theirs);
        } else if ((kBoard.bars[other] & bit(m.to)) && !(view.moved() & bit(m.to))) {
            // An unmoved piece on a Bar may be the Speakeasy (SE3.3): worth a cheap piece.
            score += 60 - kWorth[size_t(mine)];
        } else {
            // Probing the unknown is for pieces it can spare.
            score += 15 - kWorth[size_t(mine)];
        }
    }
    // Leaving the reach of a revealed piece that beats this one, or stepping into it.
    const auto threatened = [&](Square at) {
        for (Bits b = view.occupied(other) & kBoard.adjacent[at]; b; b &= b - 1) {
            const Kind k = view.kindAt(lowest(b));
            if (k != Kind::None && isMobile(k) && fightGain(k, mine) > 0)
                return true;
        }
        return false;
    };
    const int worth = kWorth[size_t(mine)];
    if (threatened(m.from))
        score += worth / 2;
    if (threatened(m.to) && view.ownerAt(m.to) != other)
        score -= worth;
    // Toward the other side's Bars, a rank at a time.
    const int ahead = me == 0 ? rankOf(m.to) - rankOf(m.from) : rankOf(m.from) - rankOf(m.to);
    score += 3 * ahead;
    // An opposing piece next to its own Speakeasy is taken if it can be.
    for (Bits b = kBoard.bars[me] & board.occupied(me); b; b &= b - 1) {
        const Square bar = lowest(b);
        if (view.kindAt(bar) == Kind::Speakeasy && (kBoard.adjacent[bar] & bit(m.to)) &&
            view.ownerAt(m.to) == other)
            score += 40;
    }
    return score;
}

Action EasyPolicy::act(const SeatView &view)
{
    const MoveSet set = view.legalMoves();
    Move best = set.at(0);
    int bestScore = 0;
    int ties = 0;
    for (int i = 0; i < set.pieces; ++i) {
        for (Bits t = set.to[size_t(i)]; t; t &= t - 1) {
            const Move m{set.from[size_t(i)], lowest(t)};
            // A little noise, so that it does not walk the same piece back and forth.
            const int s = score(view, m) + int(m_rng.below(6));
            if (ties == 0 || s > bestScore) {
                best = m;
                bestScore = s;
                ties = 1;
            } else if (s == bestScore && m_rng.below(uint32_t(++ties)) == 0) {
                best = m;
            }
        }
    }
    return Action::play(best);
}

bool EasyPolicy::acceptDraw(const SeatView &view)
{
    return knownMaterialBalance(view) < 0;
}

} // namespace speakeasy::ai
