#include "picture.h"

#include "speakeasy/route.h"

namespace speakeasy::ui {

namespace {

// SE5.1: who leaves the board in a fight, read from its outcome.
void collectRemoved(TablePicture &p, const std::vector<SeenConfrontation> &fights, int first)
{
    for (const SeenConfrontation &seen : fights) {
        const int attacker = moverOf(seen.ply, first), defender = 1 - attacker;
        const Confrontation &c = seen.fight;
        switch (c.outcome) {
        case Outcome::AttackerWins:
        case Outcome::SpeakeasyTaken:
            p.removed[size_t(defender)].push_back(c.defender);
            break;
        case Outcome::DefenderWins:
            p.removed[size_t(attacker)].push_back(c.attacker);
            break;
        case Outcome::BothRemoved:
            p.removed[size_t(attacker)].push_back(c.attacker);
            p.removed[size_t(defender)].push_back(c.defender);
            break;
        }
    }
}

TablePicture common(const SeatView &view, int first)
{
    TablePicture p;
    p.seat = view.seat();
    p.toMove = view.toMove();
    p.quietPlies = view.quietPlies();
    p.plies = int(view.moves().size());
    if (!view.moves().empty())
        p.lastMove = view.moves().back();
    p.end = view.end();
    p.started = true;
    for (Square s = 0; s < kSquares; ++s) {
        ShownPiece &piece = p.at[s];
        piece.owner = view.ownerAt(s);
        piece.moved = view.moved() & bit(s);
        piece.turned = view.turned() & bit(s);
    }
    collectRemoved(p, view.confrontations(), first);
    return p;
}

} // namespace

TablePicture TablePicture::fromView(const SeatView &view, int first)
{
    TablePicture p = common(view, first);
    for (Square s = 0; s < kSquares; ++s)
        p.at[s].kind = view.kindAt(s); // None for an opposing piece never revealed
    return p;
}

TablePicture TablePicture::neutral(const SeatView &view, int first)
{
    return common(view, first); // kinds stay None: backs everywhere
}

TablePicture TablePicture::revealedAtEnd(const Game &game, int seat)
{
    TablePicture p = fromView(game.view(seat), game.first());
    for (Square s = 0; s < kSquares; ++s)
        if (p.at[s].owner >= 0)
            p.at[s].kind = game.position().kindAt(s);
    return p;
}

TablePicture played(const TablePicture &before, Move move,
                    const std::optional<Confrontation> &fight)
{
    TablePicture p = before;
    ShownPiece attacker = p.at[move.from];
    attacker.moved = true;
    p.at[move.from] = ShownPiece{};
    p.lastMove = move;
    p.plies += 1;
    p.toMove = 1 - p.toMove;
    p.quietPlies = fight ? 0 : p.quietPlies + 1;
    if (!fight) {
        p.at[move.to] = attacker;
        return p;
    }
    const int attackerSeat = attacker.owner, defenderSeat = 1 - attackerSeat;
    ShownPiece &square = p.at[move.to];
    switch (fight->outcome) {
    case Outcome::AttackerWins:
    case Outcome::SpeakeasyTaken:
        p.removed[size_t(defenderSeat)].push_back(fight->defender);
        attacker.kind = fight->attacker;
        square = attacker;
        break;
    case Outcome::DefenderWins:
        p.removed[size_t(attackerSeat)].push_back(fight->attacker);
        square.kind = fight->defender;
        break;
    case Outcome::BothRemoved:
        p.removed[size_t(attackerSeat)].push_back(fight->attacker);
        p.removed[size_t(defenderSeat)].push_back(fight->defender);
        square = ShownPiece{};
        break;
    }
    return p;
}

Bits revealedPieces(const SeatView &view)
{
    Bits revealed = 0;
    const std::vector<Move> &moves = view.moves();
    auto fight = view.confrontations().begin();
    for (int ply = 0; ply < int(moves.size()); ++ply) {
        const Bits from = bit(moves[size_t(ply)].from), to = bit(moves[size_t(ply)].to);
        const bool carried = revealed & from;
        revealed &= ~(from | to);
        if (fight != view.confrontations().end() && fight->ply == ply) {
            // The survivor stands on `to`, turned up; both leave when both are removed.
            if (fight->fight.outcome != Outcome::BothRemoved)
                revealed |= to;
            ++fight;
        } else if (carried) {
            revealed |= to;
        }
    }
    return revealed & view.occupied();
}

std::vector<Square> routeOf(const TablePicture &picture, Move move)
{
    Bits occupied = 0;
    for (Square s = 0; s < kSquares; ++s)
        if (picture.at[s].owner >= 0)
            occupied |= bit(s);
    return speakeasy::routeOf(occupied, move);
}

} // namespace speakeasy::ui
