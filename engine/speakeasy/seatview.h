// What one seat may know (SE7, SE8.5): its own identities, every identity revealed in a fight,
// where every piece stands, every move and fight, the counters. Opposing unrevealed pieces are
// Kind::None here. Only Game makes views of a game in play (atSetUp() is the view before it,
// which holds the seat alone), so a seat that holds a SeatView holds nothing else of the game:
// an AI seat cannot see a hidden identity by construction.
#pragma once

#include "decision.h"

#include <vector>

namespace speakeasy {

// A confrontation as the table saw it (SE7.1): the ply (0-based index into moves()) and both
// revealed identities.
struct SeenConfrontation
{
    int ply = 0;
    Confrontation fight;
    friend bool operator==(const SeenConfrontation &, const SeenConfrontation &) = default;
};

class SeatView
{
public:
    // A seat's view before the game exists: set-up is all it may do (SE3), and it knows nothing
    // of the other's.
    static SeatView atSetUp(int seat)
    {
        SeatView v;
        v.m_seat = seat;
        v.m_phase = Phase::SetUp;
        return v;
    }

    int seat() const { return m_seat; }
    Phase phase() const { return m_phase; }
    int toMove() const { return m_board.toMove(); }
    int quietPlies() const { return m_board.quietPlies(); }
    const End &end() const { return m_board.end(); }
    bool over() const { return m_board.over(); }

    Bits occupied(int seat) const { return m_board.occupied(seat); }
    Bits occupied() const { return m_board.occupied(); }
    int ownerAt(Square s) const { return m_board.ownerAt(s); }
    // The identity on s when this seat knows it; Kind::None for an empty square or an opposing
    // piece never revealed.
    Kind kindAt(Square s) const { return m_board.isEmpty(s) ? Kind::None : m_board.kindAt(s); }
    // Opposing pieces whose identity this seat does not know.
    Bits unknown() const { return m_unknown; }
    // Public marks carried along with the pieces (SE7.1): pieces that have moved, and pieces
    // whose move proved them Kids (a turn on the Rues, or a run no straight line explains).
    Bits moved() const { return m_moved; }
    Bits turned() const { return m_turned; }
    // How many opposing pieces of each kind are among unknown() (SE1.1 counts less the
    // revealed ones, alive or removed).
    const std::array<uint8_t, kKinds> &unknownCounts() const { return m_unknownCounts; }

    const std::vector<Move> &moves() const { return m_moves; }
    const std::vector<SeenConfrontation> &confrontations() const { return m_confrontations; }
    // The opponent declined this seat's draw offer on the current turn (SE6.4).
    bool drawDeclined() const { return m_drawDeclined; }

    // This seat's legal moves when it is to move (none otherwise). They do not depend on any
    // hidden identity: only on where pieces stand and on this seat's own kinds.
    MoveSet legalMoves() const;
    bool isLegal(Move m) const { return m_board.toMove() == m_seat && m_board.isLegal(m); }

    // The known part of the position, unknown pieces as Kind::None (which it treats as
    // mobile: its legal moves are right for this seat only); the sampler completes it.
    const Position &knownBoard() const { return m_board; }

private:
    friend class Game;
    friend class WireCodec; // netjson.cpp: a seat's view on a network table
    SeatView() = default;

    int m_seat = 0;
    Phase m_phase = Phase::Play;
    Position m_board;
    Bits m_unknown = 0;
    Bits m_moved = 0;
    Bits m_turned = 0;
    std::array<uint8_t, kKinds> m_unknownCounts{};
    std::vector<Move> m_moves;
    std::vector<SeenConfrontation> m_confrontations;
    bool m_drawDeclined = false;
};

} // namespace speakeasy
