#include "search.h"

#include <algorithm>

namespace speakeasy::ai {

namespace {

constexpr int kMaxMoves = 256;

// Most valuable victim first, then least valuable attacker, as in chess engines; quiet moves
// after every attack.
int attackOrder(const Position &pos, Move m)
{
    if (pos.isEmpty(m.to))
        return 0;
    // A seat view's board holds unrevealed pieces as Kind::None: count them as middling.
    const auto worth = [&](Square s) {
        const Kind k = pos.kindAt(s);
        return k == Kind::None ? 30 : kWorth[size_t(k)];
    };
    return 1000 + worth(m.to) * 8 - worth(m.from);
}

} // namespace

int orderedMoves(const Position &pos, const MoveSet &set, Move *out)
{
    int n = 0;
    std::array<int, kMaxMoves> keys{};
    for (int i = 0; i < set.pieces; ++i) {
        for (Bits t = set.to[size_t(i)]; t; t &= t - 1) {
            const Move m{set.from[size_t(i)], lowest(t)};
            // Insertion keeps the order stable, so equal keys stay in reading order.
            const int key = attackOrder(pos, m);
            int j = n++;
            for (; j > 0 && keys[size_t(j - 1)] < key; --j) {
                out[j] = out[j - 1];
                keys[size_t(j)] = keys[size_t(j - 1)];
            }
            out[j] = m;
            keys[size_t(j)] = key;
        }
    }
    return n;
}

int WorldSearch::staticValue(const Position &pos, int ply)
{
    const int v = pos.over() ? terminalScore(pos, m_seat, ply) : evaluate(pos, m_seat, m_weights);
    return pos.toMove() == m_seat ? v : -v;
}

int WorldSearch::quiesce(const Position &pos, int left, int ply, int alpha, int beta)
{
    ++m_nodes;
    const int standPat = staticValue(pos, ply);
    if (left == 0 || pos.over() || standPat >= beta)
        return standPat;
    alpha = std::max(alpha, standPat);
    const MoveSet set = pos.legalMoves();
    const Bits prey = pos.occupied(1 - pos.toMove());
    int best = standPat;
    for (int i = 0; i < set.pieces; ++i) {
        for (Bits t = set.to[size_t(i)] & prey; t; t &= t - 1) {
            Position child = pos;
            child.play(Move{set.from[size_t(i)], lowest(t)});
            const int v = -quiesce(child, left - 1, ply + 1, -beta, -alpha);
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta)
                        return best;
                }
            }
        }
    }
    return best;
}

int WorldSearch::search(const Position &pos, int depth, int ply, int alpha, int beta)
{
    if (pos.over())
        return staticValue(pos, ply);
    if (depth == 0)
        return m_quiescence > 0 ? quiesce(pos, m_quiescence, ply, alpha, beta)
                                : (++m_nodes, staticValue(pos, ply));
    ++m_nodes;
    const MoveSet set = pos.legalMoves();
    std::array<Move, kMaxMoves> moves;
    const int n = orderedMoves(pos, set, moves.data());
    int best = -kWinScore * 2;
    for (int i = 0; i < n; ++i) {
        Position child = pos;
        child.play(moves[size_t(i)]);
        // A finished game is scored from the side that moved into it.
        const int v = -search(child, depth - 1, ply + 1, -beta, -alpha);
        if (v > best) {
            best = v;
            if (v > alpha) {
                alpha = v;
                if (alpha >= beta)
                    break;
            }
        }
    }
    return best;
}

void WorldSearch::scoreMoves(const Position &world, const Move *moves, int count, int depth,
                             int *values)
{
    // Every root move gets its exact value (a full window), since the values are averaged over
    // worlds rather than compared within one.
    for (int i = 0; i < count; ++i) {
        Position child = world;
        child.play(moves[i]);
        values[i] = -search(child, depth - 1, 1, -kWinScore * 2, kWinScore * 2);
    }
}

} // namespace speakeasy::ai
