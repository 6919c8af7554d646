#include "seatview.h"

namespace razzia {

BillSet SeatView::unseenBills() const
{
    BillSet unseen;
    for (int i = 0; i < m_game->supplySize(); ++i)
        ++unseen.count[m_game->supply()[i]];
    if (m_game->pendingBill() >= 0 && m_seat != m_game->dealer())
        ++unseen.count[m_game->pendingBill()];
    return unseen;
}

CardLogEntry SeatView::cardLog(int i) const
{
    CardLogEntry e = m_game->cardLog(i);
    if (e.what == CardLogEntry::Draw && e.seat != m_seat)
        e.code = Card::kNone;
    return e;
}

Game Game::knownTo(int seat) const
{
    Game g = *this;
    g.m_sink = nullptr;
    for (int j = 0; j < m_players; ++j) {
        if (j == seat)
            continue;
        g.m_hands[j].cards.fill(Card());
        g.m_chosen[j] = Card();
        g.m_chosenSlot[j] = 0;
    }
    g.m_drawPile.fill(Card());
    for (int i = 0; i < m_logSize; ++i) {
        CardLogEntry &e = g.m_log[i];
        if (e.what == CardLogEntry::Draw && e.seat != seat)
            e.code = Card::kNone;
    }
    // Past its end the log holds nothing of this game.
    for (int i = m_logSize; i < kCardLogCapacity; ++i)
        g.m_log[i] = CardLogEntry{CardLogEntry::Reshuffle, 0, Card::kNone, 0};
    if (m_pendingBill >= 0 && seat != m_dealer) {
        g.m_supply[g.m_supplyCount++] = uint8_t(m_pendingBill);
        g.m_pendingBill = -1;
    }
    g.m_seed = 0;
    g.m_reseed = 0; // a resumed game's next seed is its future too
    g.m_reseedRound = 0;
    g.m_cardRng.seed(0);
    g.m_billRng.seed(0);
    g.m_diceRng.seed(0);
    return g;
}

} // namespace razzia
