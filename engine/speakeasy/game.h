// A game in progress with its public history: the Position plus what the table has seen (which
// pieces moved, which were revealed, which proved to be Kids, every move and fight), so that
// it can hand each seat its SeatView. Referees, records and front ends hold a Game; seats only
// ever get views.
#pragma once

#include "decision.h"
#include "seatview.h"

#include <vector>

namespace speakeasy {

// A draw offered while the game went on (SE6.4): at ply `ply` (the moves played before it) the
// side to move offered a draw, which the other declined, or which still waits for its answer
// (the last offer only). A running game's record keeps them as "draws", an extension of SE8.4
// that a finished game's never holds: the window's Continue and a network table's reopened
// host then tell them as they were (the log's lines, and no second offer in the same turn).
struct DrawOffer
{
    int ply = 0;
    bool declined = true;
    friend bool operator==(const DrawOffer &, const DrawOffer &) = default;
};

class Game
{
public:
    // SE3: both layouts must be valid (layoutError); `first` moves first (SE3.1).
    Game(const Layout &south, const Layout &north, int first);

    // The full state, every identity included: never hand it to a seat.
    const Position &position() const { return m_position; }
    const Layout &layout(int seat) const { return m_layouts[size_t(seat)]; }
    int first() const { return m_first; }
    const std::vector<Move> &moves() const { return m_moves; }
    const std::vector<SeenConfrontation> &confrontations() const { return m_confrontations; }
    const End &end() const { return m_position.end(); }
    bool over() const { return m_position.over(); }

    // Play, DrawOffered or Over; the set-up comes before a Game exists (Session).
    Phase phase() const
    {
        return over() ? Phase::Over : m_drawOfferedBy >= 0 ? Phase::DrawOffered : Phase::Play;
    }
    // The seats that must decide now, one bit each: the side to move, or the seat a draw is
    // offered to (SE6.4); none once over. Any seat may resign at any time besides.
    uint8_t toDecide() const;
    // A move, a draw offer or its answer, or resigning (SE4, SE6.4): Refusal::None and the game
    // moves on, or the reason and nothing changes. A declined offer leaves the same seat to
    // move, which may not offer again this turn.
    Refusal check(int seat, const Decision &decision) const;
    Refusal decide(int seat, const Decision &decision);
    // A move of the side to move; false (nothing changes) when it is not legal. What decide()
    // does for a move, for replays that check nothing else.
    bool play(Move m);
    // SE6.4: the side to move offered a draw and the other declined; cleared by the next move.
    bool drawDeclined() const { return m_drawDeclined; }
    // Every draw offered so far, in order, each with its answer if it was declined.
    const std::vector<DrawOffer> &draws() const { return m_draws; }

    SeatView view(int seat) const;

private:
    Position m_position;
    std::array<Layout, kSeats> m_layouts;
    int m_first = 0;
    Bits m_revealed = 0, m_moved = 0, m_turned = 0;
    // Removed pieces by owner and kind: every one was revealed by its fight (SE5.1).
    std::array<std::array<uint8_t, kKinds>, kSeats> m_removed{};
    std::vector<Move> m_moves;
    std::vector<SeenConfrontation> m_confrontations;
    std::vector<DrawOffer> m_draws;
    bool m_drawDeclined = false;
    int8_t m_drawOfferedBy = -1; // SE6.4: the seat whose offer waits for an answer
};

} // namespace speakeasy
