#include "tablesource.h"

namespace speakeasy::ui {

Bits LocalSource::seenByOpponent(int seat) const
{
    const Game *game = m_session.game();
    if (!game)
        return 0;
    // The other side's unknown pieces are this seat's never revealed.
    return game->position().occupied(seat) & ~game->view(1 - seat).unknown();
}

} // namespace speakeasy::ui
