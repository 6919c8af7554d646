#include "determinized.h"

#include "formation.h"

#include <algorithm>
#include <cmath>

namespace speakeasy::ai {

Layout DeterminizedPolicy::layout(int seat)
{
    return chooseFormation(seat, m_rng, m_config.formationSwaps, 0);
}

std::vector<double> DeterminizedPolicy::moveValues(const SeatView &view,
                                                   const HiddenSampler &sampler,
                                                   const std::vector<Move> &moves, int worlds,
                                                   int depth)
{
    std::optional<Belief> belief;
    if (m_config.belief)
        belief.emplace(view, m_config.beliefSettings);
    const std::vector<Position> drawn =
        drawWorlds(sampler, belief ? &*belief : nullptr, worlds, m_config.oversample, m_rng);
    std::vector<double> sum(moves.size(), 0.0);
    std::vector<int> values(moves.size());
    WorldSearch search(view.seat(), m_config.weights, m_config.quiescence);
    for (const Position &world : drawn) {
        search.scoreMoves(world, moves.data(), int(moves.size()), depth, m_config.rootMargin,
                          values.data());
        for (size_t i = 0; i < moves.size(); ++i)
            sum[i] += values[i];
    }
    for (double &v : sum)
        v /= double(drawn.size());
    return sum;
}

Action DeterminizedPolicy::act(const SeatView &view)
{
    const MoveSet set = view.legalMoves();
    std::vector<Move> moves(size_t(set.count()));
    orderedMoves(view.knownBoard(), set, moves.data());
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
