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
    // that (0: exact everywhere). `values` has `count` entries.
    void scoreMoves(const Position &world, const Move *moves, int count, int depth, int rootMargin,
                    int *values);
    // Positions visited so far, for measuring the search.
    long nodes() const { return m_nodes; }

private:
    // Negamax: the value for the side to move in `pos`.
    int search(const Position &pos, int depth, int ply, int alpha, int beta);
    int staticValue(const Position &pos, int ply);
    // Attacks only, the side to move free to stand pat on the static value.
    int quiesce(const Position &pos, int left, int ply, int alpha, int beta);

    int m_seat;
    EvalWeights m_weights;
    int m_quiescence;
    long m_nodes = 0;
};

// Moves of a MoveSet in an order that cuts alpha-beta early: attacks first.
int orderedMoves(const Position &pos, const MoveSet &set, Move *out);

} // namespace speakeasy::ai
