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
        // Taking the Speakeasy ends the game (SE6.1): tried before anything else.
        return k == Kind::None ? 30 : (k == Kind::Speakeasy ? 1000 : kWorth[size_t(k)]);
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
    const int mover = pos.toMove();
    const Bits prey = pos.occupied(1 - mover);
    int best = standPat;
    for (Bits own = pos.occupied(mover); own; own &= own - 1) {
        const Square from = lowest(own);
        for (Bits t = pos.targets(from) & prey; t; t &= t - 1) {
            Position child = pos;
            child.play(Move{from, lowest(t)});
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

void WorldSearch::forgetOrdering()
{
    m_killers = {};
    for (auto &row : m_history)
        row.fill(0);
}

void WorldSearch::orderQuiet(const Position &pos, Move *moves, int n, int ply) const
{
    int quiet = 0;
    while (quiet < n && !pos.isEmpty(moves[quiet].to))
        ++quiet;
    // Insertion by score, stable: killers first, then by history, the rest in their order.
    std::array<int, kMaxMoves> keys{};
    for (int i = quiet; i < n; ++i) {
        const Move m = moves[i];
        int key = m_history[m.from][m.to];
        if (ply < kMaxPly && (m == m_killers[size_t(ply)][0] || m == m_killers[size_t(ply)][1]))
            key = 1 << 30;
        int j = i;
        for (; j > quiet && keys[size_t(j - 1)] < key; --j) {
            moves[j] = moves[j - 1];
            keys[size_t(j)] = keys[size_t(j - 1)];
        }
        moves[j] = m;
        keys[size_t(j)] = key;
    }
}

void WorldSearch::rememberCutoff(const Position &pos, Move m, int ply, int depth)
{
    if (!pos.isEmpty(m.to))
        return; // attacks are ordered by what they take
    m_history[m.from][m.to] += depth * depth;
    if (ply >= kMaxPly || m == m_killers[size_t(ply)][0])
        return;
    m_killers[size_t(ply)][1] = m_killers[size_t(ply)][0];
    m_killers[size_t(ply)][0] = m;
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
    if (depth > 1)
        orderQuiet(pos, moves.data(), n, ply);
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
                if (alpha >= beta) {
                    rememberCutoff(pos, moves[size_t(i)], ply, depth);
                    break;
                }
            }
        }
    }
    return best;
}

void WorldSearch::scoreMoves(const Position &world, const Move *moves, int count, int depth,
                             int rootMargin, int *values, const int *order)
{
    // The values are averaged over worlds, so every root move needs one, but only the good ones
    // need it exactly: a move more than rootMargin below the best so far gets an upper bound
    // (fail-soft), which is enough to keep it from being chosen.
    int best = -kWinScore * 2;
    for (int k = 0; k < count; ++k) {
        const int i = order ? order[k] : k;
        Position child = world;
        child.play(moves[i]);
        const int alpha = rootMargin > 0 && best > -kWinScore ? best - rootMargin : -kWinScore * 2;
        values[i] = -search(child, depth - 1, 1, -kWinScore * 2, -alpha);
        best = std::max(best, values[i]);
    }
}

} // namespace speakeasy::ai
