// Alpha-beta over one determinised world (a Position with every identity known): the
// perfect-information half of determinised search.
#pragma once

#include "evaluation.h"

namespace speakeasy::ai {

class WorldSearch
{
public:
    // `quiescence`: plies of attacks searched past the depth, so that a horizon never falls
    // between a fight and the answer to it.
    WorldSearch(int seat, const EvalWeights &weights, int quiescence = 0)
        : m_seat(seat), m_weights(weights), m_quiescence(quiescence)
    {}

    // The value for the seat of each of `moves` in `world` (where the seat is to move),
    // searched to `depth` plies; exact within `rootMargin` of the best, an upper bound below
    // that (0: exact everywhere). `values` has `count` entries. `order`, if given, lists the
    // indices of `moves` best first (from a shallower search of the same world): the best
    // found early bounds the rest more tightly.
    void scoreMoves(const Position &world, const Move *moves, int count, int depth, int rootMargin,
                    int *values, const int *order = nullptr);
    // Positions visited so far, for measuring the search and for node budgets.
    long nodes() const { return m_nodes; }
    // Quiet moves that cut off (killers, history) are tried early in later searches; a new
    // world starts afresh, since what refuted a move in one world need not in another.
    void forgetOrdering();

private:
    // Negamax: the value for the side to move in `pos`.
    int search(const Position &pos, int depth, int ply, int alpha, int beta);
    int staticValue(const Position &pos, int ply);
    // Attacks only, the side to move free to stand pat on the static value.
    int quiesce(const Position &pos, int left, int ply, int alpha, int beta);
    // Moves the quiet moves that cut off before at this ply, or often, to the front of the
    // quiet moves (after the attacks) of `moves[0, n)`.
    void orderQuiet(const Position &pos, Move *moves, int n, int ply) const;
    void rememberCutoff(const Position &pos, Move m, int ply, int depth);

    static constexpr int kMaxPly = 16;
    int m_seat;
    EvalWeights m_weights;
    int m_quiescence;
    long m_nodes = 0;
    std::array<std::array<Move, 2>, kMaxPly> m_killers{};
    std::array<std::array<int, kSquares>, kSquares> m_history{};
};

// Moves of a MoveSet in an order that cuts alpha-beta early: attacks first.
int orderedMoves(const Position &pos, const MoveSet &set, Move *out);

} // namespace speakeasy::ai
