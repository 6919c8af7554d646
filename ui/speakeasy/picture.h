// What the table shows to one seat, built from that seat's SeatView only: every widget, model,
// tooltip and accessible name of the Speak Easy table reads a TablePicture, so no surface can
// show an identity the seat does not know (SE7, D9). The end of the game is the one exception,
// when the whole board is turned up for both players (revealedAtEnd).
#pragma once

#include "speakeasy/game.h"

#include <array>
#include <optional>
#include <vector>

namespace speakeasy::ui {

struct ShownPiece
{
    int owner = -1;         // -1: an empty point
    Kind kind = Kind::None; // None: a back (an opposing piece never revealed)
    bool moved = false;     // public marks (SE7.1)
    bool turned = false;    // proved a Kid by its route
};

// A draw offer, or its refusal, as the table showed it (SE6.4): public, like a move. `ply` is
// the number of moves played before it; `seat` the side that offered, or that declined.
struct ShownDraw
{
    int ply = 0;
    int seat = 0;
    bool declined = false;
    bool operator==(const ShownDraw &) const = default;
};

struct TablePicture
{
    int seat = 0; // whose eyes
    std::array<ShownPiece, kSquares> at{};
    // The seat's own pieces the other side has seen in a fight (public: SE5.1 turns both
    // faces up for both players), marked on the board so the player knows what is known.
    Bits seenByOpponent = 0;
    // Pieces removed in fights, by owner, in the order they left; every one was revealed.
    std::array<std::vector<Kind>, kSeats> removed;
    int toMove = 0;
    int quietPlies = 0;
    int plies = 0;
    std::optional<Move> lastMove;
    End end;
    bool started = false;

    // A seat's eyes. `first` is the seat that moved first (public, SE3.1).
    static TablePicture fromView(const SeatView &view, int first);
    // Nobody's eyes: every piece a back. What the table shows behind the hot-seat curtain.
    static TablePicture neutral(const SeatView &view, int first);
    // SE6: after the end both players see the whole board.
    static TablePicture revealedAtEnd(const Game &game, int seat);
};

// The picture after `move` (and its `fight`, SE5.1) was played on `before`: what a network
// table shows between two moves that came in one update, before the view after both is read.
// The public marks a move adds (a Kid's turn) come with that view.
TablePicture played(const TablePicture &before, Move move,
                    const std::optional<Confrontation> &fight);

// The pieces a fight has turned up that still stand (SE5.1, D9), from a seat's view of the
// game's history: both sides saw them, so both know them.
Bits revealedPieces(const SeatView &view);

// The route a move is drawn along, as the engine finds it (speakeasy/route.h) from where the
// pieces stand, which every picture shows.
std::vector<Square> routeOf(const TablePicture &picture, Move move);

// The seat that played ply `ply` of a game whose first mover is `first`.
constexpr int moverOf(int ply, int first)
{
    return (first + ply) % kSeats;
}

} // namespace speakeasy::ui
