// What one seat may see (R6). An AI seat is handed a SeatView and nothing else: the game it
// reads from is private, so hidden cards are out of its reach by construction, and nothing is
// a friend of it. What a sampler needs beyond the accessors is known(): a copy of the game with
// every hidden card erased.
#pragma once

#include "game.h"

namespace razzia {

class SeatView
{
public:
    int seat() const { return m_seat; }
    const Variant &variant() const { return m_game->variant(); }
    int players() const { return m_game->players(); }
    int round() const { return m_game->round(); }
    int dealer() const { return m_game->dealer(); }
    Phase phase() const { return m_game->phase(); }
    bool over() const { return m_game->over(); }
    bool mustDecide() const { return (m_game->toDecide() >> m_seat) & 1; }
    uint8_t toDecide() const { return m_game->toDecide(); }

    // Own cards.
    const Hand &hand() const { return m_game->hand(m_seat); }
    Card chosen() const { return m_game->chosen(m_seat); }

    // Public (R6).
    int handSize(int seat) const { return m_game->hand(seat).size; }
    bool hasChosen(int seat) const { return !m_game->chosen(seat).isNone(); }
    Card tableCard(int seat) const { return m_game->tableCard(seat); }
    const BillSet &barBills(Bar bar) const { return m_game->barBills(bar); }
    int32_t money(int seat) const { return m_game->money(seat); }
    int drawPileSize() const { return m_game->drawPileSize(); }
    int discardSize() const { return m_game->discardSize(); }
    Card discard(int i) const { return m_game->discard()[i]; }
    int supplySize() const { return m_game->supplySize(); }
    const Negotiation &negotiation() const { return m_game->negotiation(); }
    // The dealer's last bill before it is placed: only the dealer sees it (R3.3).
    int pendingBill() const { return m_seat == m_game->dealer() ? m_game->pendingBill() : -1; }
    // Whether the dealer holds a last bill not placed yet (R3.3): public, unlike which one.
    bool billPending() const { return m_game->pendingBill() >= 0; }
    // Bills not yet on a bar or won, including a pending bill this seat cannot see (R6:
    // every placed bill was seen face up, so this is known to everyone).
    BillSet unseenBills() const;

    // The public history of cards; another seat's drawn card reads as Card() (none).
    int cardLogSize() const { return m_game->cardLogSize(); }
    CardLogEntry cardLog(int i) const;

    void legalDecisions(DecisionList &out) const { m_game->legalDecisions(m_seat, out); }
    Refusal check(const Decision &d) const { return m_game->check(m_seat, d); }

    // The game as this seat knows it, hidden cards erased (Game::knownTo): built on each call,
    // for a sampler to complete once, not for every decision.
    Game known() const { return m_game->knownTo(m_seat); }

private:
    friend class Game;
    SeatView(const Game *game, int seat) : m_game(game), m_seat(seat) {}

    const Game *m_game;
    int m_seat;
};

inline SeatView Game::view(int seat) const
{
    return SeatView(this, seat);
}

} // namespace razzia
