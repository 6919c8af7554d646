#include "knowledge.h"

#include "common/rng.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace gangsters::ai {

namespace {

constexpr Loc kCapLoc = 255;

void markMoves(const MoveQuery &q, Reach &reach)
{
    static thread_local MoveList moves;
    generateMoves(q, moves);
    std::array<bool, 256> seen{};
    for (const Move &m : moves) {
        if (!seen[m.to]) {
            seen[m.to] = true;
            ++reach[m.to];
        }
    }
}

uint64_t allShops()
{
    const int n = city().shops();
    return n >= 64 ? ~uint64_t(0) : (uint64_t(1) << n) - 1;
}

bool inPlay(const Character &c)
{
    const City &k = city();
    return c.at != k.cemetery() && c.at != kNoLoc;
}

} // namespace

CharRef deciding(const SeatView &view)
{
    const State &s = view.state;
    const TurnContext &t = view.turn;
    const int g = s.active;
    if (view.pending.type == DecisionType::Move) {
        CharRef fallback;
        for (int r = 0; r < kRoles; ++r) {
            const uint8_t bit = uint8_t(1u << r);
            const CharRef ref{int8_t(g), Role(r)};
            if ((t.canPlay & bit) || (t.moved & bit) || t.dice[size_t(r)] < 1)
                continue;
            const Character &c = s.at(ref);
            if (!inPlay(c) || c.at == city().prison() || s.controller(ref) != g)
                continue;
            if (!fallback.valid())
                fallback = ref;
            // The mover is the one whose legal moves are the options (GA4.11).
            static thread_local MoveList moves;
            generateMoves(moveQueryFor(s, ref, t.dice[size_t(r)]), moves);
            if (moves.size == view.pending.size && moves.size > 0 &&
                moves.items[0].to == view.pending.options[0].to &&
                moves.items[0].via == view.pending.options[0].via)
                return ref;
        }
        return fallback;
    }
    if (view.pending.type == DecisionType::Action ||
        view.pending.type == DecisionType::Accomplices) {
        for (int r = 0; r < kRoles; ++r) {
            const uint8_t bit = uint8_t(1u << r);
            if (!(t.moved & bit) || (t.acted & bit))
                continue;
            const CharRef ref{int8_t(g), Role(r)};
            // GA8.2: a companion vamped just now acts at once, inside her action.
            if (Role(r) == Role::Vamp && t.vamped && s.at(ref).companion.valid())
                return s.at(ref).companion;
            return ref;
        }
        // GA8.3: after her action, her companion's own.
        const Character &vamp = s.at(CharRef{int8_t(g), Role::Vamp});
        if (vamp.companion.valid())
            return vamp.companion;
    }
    return {};
}

std::array<Reach, 2> copReach(const State &s)
{
    std::array<Reach, 2> out{};
    const City &k = city();
    for (size_t p = 0; p < 2; ++p) {
        const Cop &cop = s.cops[p];
        for (int d = 1; d <= 6; ++d) {
            if (cop.at == k.prison() || cop.at == kNoLoc) {
                ++out[p][prisonExit(d).to];
                continue;
            }
            MoveQuery q;
            q.at = cop.at;
            q.from = cop.from;
            q.die = d;
            q.cop = true;
            q.shops = allShops();
            q.clinicOpen = true;
            markMoves(q, out[p]);
        }
    }
    return out;
}

Reach killerReach(const State &s, int seat)
{
    Reach out{};
    const City &k = city();
    for (int g = 0; g < s.gangs; ++g) {
        const CharRef ref{int8_t(g), Role::Killer};
        const Character &c = s.at(ref);
        if (g == seat || s.gang[size_t(g)].eliminated || !inPlay(c) || s.controller(ref) != g)
            continue;
        if (c.at == k.prison() && c.sentence > 1)
            continue; // GA3.4a: still serving at its next turn
        for (int d = 1; d <= 6; ++d) {
            if (c.at == k.prison())
                ++out[prisonExit(d).to];
            else
                markMoves(moveQueryFor(s, ref, d), out);
        }
    }
    return out;
}

double duelWin(int attackers, int killers, int defenders, int defKillers)
{
    attackers = std::clamp(attackers, 0, 4);
    defenders = std::clamp(defenders, 0, 4);
    killers = std::clamp(killers, 0, attackers);
    defKillers = std::clamp(defKillers, 0, defenders);
    if (attackers == 0)
        return 0;
    if (defenders == 0)
        return 1;
    static thread_local std::array<float, 5 * 5 * 5 * 5> cache = [] {
        std::array<float, 5 * 5 * 5 * 5> c{};
        c.fill(-1);
        return c;
    }();
    float &slot = cache[size_t(((attackers * 5 + killers) * 5 + defenders) * 5 + defKillers)];
    if (slot >= 0)
        return slot;
    // A fixed seed per shape: the same odds in every game, never the game's dice (GA12).
    common::Rng rng(0x6761616900ull + uint64_t(&slot - cache.data()));
    const ShotResult *table = city().constants().shot.data();
    constexpr int kTrials = 800;
    int wins = 0;
    for (int trial = 0; trial < kTrials; ++trial) {
        std::array<int, 2> standing{attackers, defenders};
        std::array<int, 2> bonus{killers, defKillers}; // killers standing
        int a = 0, b = 0;
        while (a == b) {
            a = b = 0;
            for (int i = 0; i < standing[0]; ++i)
                a += 1 + int(rng.below(6));
            for (int i = 0; i < standing[1]; ++i)
                b += 1 + int(rng.below(6));
            a += 2 * bonus[0];
            b += 2 * bonus[1];
        }
        const int shots = std::abs(a - b);
        int side = a > b ? 0 : 1;
        while (standing[0] > 0 && standing[1] > 0) {
            const int other = 1 - side;
            for (int s = 0; s < shots && standing[other] > 0; ++s) {
                if (table[1 + rng.below(6)] != ShotResult::Miss) {
                    --standing[other];
                    // Shooters aim at killers first (GA9.4): they add two to every roll.
                    if (bonus[other] > 0)
                        --bonus[other];
                }
            }
            side = other;
        }
        wins += standing[0] > 0;
    }
    slot = float(wins) / kTrials;
    return slot;
}

int chosenDistrict(const State &s, int seat)
{
    const City &k = city();
    int best = 1;
    double bestScore = -1e9;
    for (int d = 1; d <= k.districts(); ++d) {
        double score = 0;
        for (int shop : k.districtShops(d)) {
            const int owner = s.owner[size_t(shop)];
            score += owner == seat ? 10 : owner >= 0 ? -7 : 0;
            score += s.racket[size_t(shop)] == seat ? 3 : 0;
            score -= k.shop(shop).price / 100.0;
        }
        // Each seat leans to its own district at the start (GA16's bots did the same), so
        // that computer gangs do not all crowd into one.
        score += d == seat % k.districts() + 1 ? 2.5 : 0;
        if (score > bestScore) {
            bestScore = score;
            best = d;
        }
    }
    return best;
}

double progress(const State &s, int seat, int d)
{
    const City &k = city();
    double owned = 0, total = 0;
    for (int shop : k.districtShops(d)) {
        const double price = k.shop(shop).price;
        const int owner = s.owner[size_t(shop)];
        total += owner >= 0 && owner != seat ? 1.5 * price : price;
        owned += owner == seat ? price : 0;
    }
    return total > 0 ? owned / total : 0;
}

int horizon(const State &s, const Rules &rules)
{
    int h = 20;
    if (rules.roundLimit > 0)
        h = std::min(h, rules.roundLimit - s.round + 1);
    return std::max(h, 1);
}

double characterWorth(const State &s, CharRef c)
{
    switch (c.role) {
    case Role::Killer:
        return 180;
    case Role::Vamp:
        return 120;
    case Role::Dealer:
        break;
    }
    int pawns = 0;
    for (int q = 0; q < city().streets(); ++q)
        pawns += s.traffic[size_t(q)] == c.seat;
    return 110 + 15.0 * pawns;
}

} // namespace gangsters::ai
