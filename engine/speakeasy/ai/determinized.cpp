#include "determinized.h"

#include "formation.h"

#include <algorithm>
#include <cmath>

namespace speakeasy::ai {

Layout DeterminizedPolicy::layout(int seat)
{
    return chooseFormation(seat, m_rng, m_config.formationSwaps, 0, m_habits);
}

std::vector<double> DeterminizedPolicy::moveValues(const SeatView &view,
                                                   const HiddenSampler &sampler,
                                                   const std::vector<Move> &moves, int worlds,
                                                   int depth)
{
    std::optional<Belief> belief;
    if (m_config.belief)
        belief.emplace(view, m_config.beliefSettings, m_habits);
    const std::vector<Position> drawn =
        drawWorlds(sampler, belief ? &*belief : nullptr, worlds, m_config.oversample, m_rng);
    const size_t n = moves.size();
    std::vector<std::vector<int>> values(drawn.size(), std::vector<int>(n));
    WorldSearch search(view.seat(), m_config.weights, m_config.quiescence);
    for (size_t w = 0; w < drawn.size(); ++w) {
        search.forgetOrdering();
        search.scoreMoves(drawn[w], moves.data(), int(n), depth, m_config.rootMargin,
                          values[w].data());
    }
    deepen(drawn, moves, depth, search, values);
    std::vector<double> sum(n, 0.0);
    for (const std::vector<int> &world : values) {
        for (size_t i = 0; i < n; ++i)
            sum[i] += world[i];
    }
    for (double &v : sum)
        v /= double(drawn.size());
    return sum;
}

void DeterminizedPolicy::deepen(const std::vector<Position> &worlds, const std::vector<Move> &moves,
                                int depth, WorldSearch &search,
                                std::vector<std::vector<int>> &values) const
{
    if (m_config.deepen <= 0)
        return;
    const size_t n = moves.size();
    std::vector<int> order(n), deeper(n);
    // The first world of a round has no deeper search to go by: guess from the last round,
    // each ply costing about this many times the one before.
    constexpr long kGrowth = 5;
    long lastCost = search.nodes() / long(std::max<size_t>(1, worlds.size())) * kGrowth;
    for (int round = 1; round <= m_config.deepen; ++round) {
        for (size_t w = 0; w < worlds.size(); ++w) {
            if (search.nodes() + lastCost > m_config.nodeBudget)
                return;
            for (size_t i = 0; i < n; ++i)
                order[i] = int(i);
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                return values[w][size_t(a)] > values[w][size_t(b)];
            });
            const long before = search.nodes();
            search.forgetOrdering();
            search.scoreMoves(worlds[w], moves.data(), int(n), depth + round, m_config.rootMargin,
                              deeper.data(), order.data());
            values[w] = deeper;
            lastCost = std::max(lastCost / 2, search.nodes() - before);
        }
        lastCost *= kGrowth;
    }
}

Action DeterminizedPolicy::act(const SeatView &view)
{
    const MoveSet set = view.legalMoves();
    std::vector<Move> moves(size_t(set.count()));
    orderedMoves(view.knownBoard(), set, moves.data());
    if (m_config.noShuttle)
        dropShuttle(view, moves);
    const HiddenSampler sampler(view);
    if (moves.size() == 1 || !sampler.consistent())
        return Action::play(moves[0]);
    const bool wide = int(moves.size()) > m_config.wideMoves;
    std::vector<double> values = moveValues(view, sampler, moves, m_config.worlds,
                                            wide ? m_config.wideDepth : m_config.depth);
    if (m_config.refineTop > 1 && int(moves.size()) <= m_config.refineMoves) {
        std::vector<size_t> order(moves.size());
        for (size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        const size_t top = std::min(order.size(), size_t(m_config.refineTop));
        std::partial_sort(order.begin(), order.begin() + ptrdiff_t(top), order.end(),
                          [&](size_t a, size_t b) { return values[a] > values[b]; });
        std::vector<Move> best(top);
        for (size_t i = 0; i < top; ++i)
            best[i] = moves[order[i]];
        moves = best;
        values = moveValues(view, sampler, moves, m_config.refineWorlds, m_config.refineDepth);
    }
    return choose(moves, values);
}

void DeterminizedPolicy::dropShuttle(const SeatView &view, std::vector<Move> &moves)
{
    // Moves alternate (SE4.1): the seat's own last move is the one before the opponent's.
    const std::vector<Move> &played = view.moves();
    if (played.size() < 2 || moves.size() < 2)
        return;
    const int ownPly = int(played.size()) - 2;
    const Move own = played[size_t(ownPly)];
    for (const SeenConfrontation &fight : view.confrontations())
        if (fight.ply == ownPly)
            return; // it fought: going back is a retreat, not a shuttle
    const Move back{own.to, own.from};
    if (view.knownBoard().ownerAt(back.to) >= 0)
        return; // an attack on whatever stands there now
    std::erase(moves, back);
}

Action DeterminizedPolicy::choose(const std::vector<Move> &moves, const std::vector<double> &values)
{
    const double best = *std::max_element(values.begin(), values.end());
    // Candidates: the best moves, or every move near enough to it when mixing.
    std::vector<double> odds(moves.size(), 0.0);
    double total = 0;
    for (size_t i = 0; i < moves.size(); ++i) {
        const double gap = best - values[i];
        if (m_config.mixMargin > 0 ? gap <= m_config.mixMargin : gap < 1e-9)
            total += odds[i] =
                m_config.mixMargin > 0 ? std::exp(-gap / double(m_config.mixTemperature)) : 1.0;
    }
    double u = double(m_rng.next() >> 11) * (1.0 / 9007199254740992.0) * total;
    for (size_t i = 0; i < moves.size(); ++i) {
        if (odds[i] > 0 && (u -= odds[i]) <= 0)
            return Action::play(moves[i]);
    }
    return Action::play(
        moves[size_t(std::max_element(values.begin(), values.end()) - values.begin())]);
}

double DeterminizedPolicy::positionValue(const SeatView &view)
{
    const HiddenSampler sampler(view);
    if (!sampler.consistent())
        return 0;
    double sum = 0;
    const int n = std::max(1, m_config.worlds / 2);
    for (int i = 0; i < n; ++i) {
        const Position world = sampler.sample(m_rng);
        sum += world.over() ? terminalScore(world, view.seat(), 0)
                            : evaluate(world, view.seat(), m_config.weights);
    }
    return sum / n;
}

bool DeterminizedPolicy::acceptDraw(const SeatView &view)
{
    return positionValue(view) < m_config.drawBelow;
}

} // namespace speakeasy::ai
