#include "citymoves.h"

#include "gangsters/turn.h"

#include <algorithm>

namespace gangsters::ui {

namespace {

std::vector<Move> sortedMoves(const Point &point)
{
    std::vector<Move> out;
    for (int i = 0; i < point.size; ++i)
        out.push_back({point.options[i].to, point.options[i].via});
    std::sort(out.begin(), out.end(), [](const Move &a, const Move &b) {
        return a.to != b.to ? a.to < b.to : a.via < b.via;
    });
    return out;
}

std::vector<Move> sortedMoves(const MoveQuery &q)
{
    static thread_local MoveList list;
    generateMoves(q, list);
    std::vector<Move> out(list.begin(), list.end());
    std::sort(out.begin(), out.end(), [](const Move &a, const Move &b) {
        return a.to != b.to ? a.to < b.to : a.via < b.via;
    });
    return out;
}

MoveQuery copQuery(const State &s, int pair, int die)
{
    const City &c = city();
    MoveQuery q;
    q.at = s.cops[size_t(pair)].at;
    q.from = s.cops[size_t(pair)].from;
    q.die = die;
    q.cop = true;
    // GA4.10: a pair enters a shop or the clinic only where someone there is arrestable.
    for (int g = 0; g < s.gangs; ++g) {
        for (const Character &ch : s.gang[size_t(g)].chars) {
            if (ch.recordSize == 0 && ch.pendingSize == 0)
                continue;
            if (c.isShop(ch.at))
                q.shops |= uint64_t(1) << c.shopIndex(ch.at);
            q.clinicOpen |= ch.at == c.clinic();
        }
    }
    return q;
}

} // namespace

Loc moverAt(const State &state, const Mover &mover)
{
    if (mover.pair >= 0)
        return state.cops[size_t(mover.pair)].at;
    return mover.who.valid() ? state.at(mover.who).at : kNoLoc;
}

MoveQuery queryFor(const State &state, const Mover &mover)
{
    if (mover.pair >= 0)
        return copQuery(state, mover.pair, mover.die);
    return moveQueryFor(state, mover.who, mover.die);
}

std::vector<Mover> moverCandidates(const State &state, const Point &point)
{
    const City &c = city();
    std::vector<Mover> out;
    if (point.size == 0)
        return out;
    const std::vector<Move> wanted = sortedMoves(point);
    auto placed = [&](Loc at) { return at != kNoLoc && at != c.prison() && at != c.cemetery(); };
    if (point.type == DecisionType::CopMove) {
        for (int pair = 0; pair < 2; ++pair) {
            if (!placed(state.cops[size_t(pair)].at))
                continue;
            for (int die = 1; die <= 6; ++die)
                if (sortedMoves(copQuery(state, pair, die)) == wanted) {
                    out.push_back({CharRef{}, pair, die});
                    break;
                }
        }
    } else if (point.type == DecisionType::Move && point.seat >= 0 && point.seat < state.gangs) {
        for (int r = 0; r < kRoles; ++r) {
            const CharRef who{point.seat, Role(r)};
            const Character &ch = state.at(who);
            if (!placed(ch.at) || state.controller(who) != point.seat)
                continue;
            for (int die = 1; die <= 6; ++die)
                if (sortedMoves(moveQueryFor(state, who, die)) == wanted) {
                    out.push_back({who, -1, die});
                    break;
                }
        }
    }
    return out;
}

std::vector<Loc> routeOf(const State &state, const Mover &mover, Move move,
                         const std::vector<Loc> &trail)
{
    const Loc start = moverAt(state, mover);
    const auto paths = pathsOf(queryFor(state, mover), move);
    if (paths.empty())
        return {};
    size_t best = 0;
    int bestScore = -1;
    for (size_t i = 0; i < paths.size(); ++i) {
        int score = 0;
        for (Loc l : trail)
            score += std::find(paths[i].begin(), paths[i].end(), l) != paths[i].end();
        if (score > bestScore) {
            bestScore = score;
            best = i;
        }
    }
    std::vector<Loc> out{start};
    out.insert(out.end(), paths[best].begin(), paths[best].end());
    return out;
}

namespace {

std::vector<Loc> walk(const State &before, const Mover &mover, Move move)
{
    std::vector<Loc> route = routeOf(before, mover, move, {});
    if (route.empty()) // not a legal move of that die: straight there
        route = {moverAt(before, mover), move.to};
    return route;
}

} // namespace

std::vector<Loc> walkOf(const State &before, CharRef who, int die, Move move)
{
    return walk(before, Mover{who, -1, die}, move);
}

std::vector<Loc> copWalkOf(const State &before, int pair, int die, Move move)
{
    return walk(before, Mover{CharRef{}, pair, die}, move);
}

} // namespace gangsters::ui
