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

std::vector<Square> routeOf(const TablePicture &picture, Move move)
{
    Bits occupied = 0;
    for (Square s = 0; s < kSquares; ++s)
        if (picture.at[s].owner >= 0)
            occupied |= bit(s);
    return speakeasy::routeOf(occupied, move);
}

} // namespace speakeasy::ui
