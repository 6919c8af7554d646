// What a person decides at the table (the dealer's bill, a card, a proposal, an answer),
// through the hand, the bars and the proposal dialog; see humanseat.h.
#include "humanseat.h"

#include "barboard.h"
#include "format.h"
#include "gamesession.h"
#include "handwidget.h"
#include "proposaldialog.h"
#include "seatmodel.h"
#include "tablestate.h"
#include "tablewidget.h"

#include <QPushButton>

namespace razzia::ui {

void HumanSeat::places(int seat)
{
    const int bill = m_session->game().view(seat).pendingBill();
    m_table->setPendingBill(bill, true, true);
    showHeldHand(); // to plan with; the card comes next, in the same turn
    for (int i = 0; i < m_table->barCount(); ++i)
        m_table->barBoard(Bar(i))->setSelectable(true);
    setPrompt([this, seat, bill] {
        return tr("%1, you deal: place your last bill (%2) on a bar. Drag it, or click the bar "
                  "(Tab and Enter with the keyboard).")
            .arg(m_session->name(seat), Format::bill(bill));
    });
    setWaiting(Waiting::Bill, seat);
    m_table->window()->activateWindow();
    m_table->barBoard(Bar::Colibri)->setFocus();
}

void HumanSeat::placeBill(Bar bar)
{
    if (m_waiting != Waiting::Bill)
        return;
    const int seat = m_seat;
    if (m_session->check(seat, Decision::placeBill(bar)) != Refusal::None)
        return; // a bar not in play: nothing happens, the bill stays in hand
    for (int i = 0; i < m_table->barCount(); ++i)
        m_table->barBoard(Bar(i))->setSelectable(false);
    m_table->unlightBars();
    setPrompt(nullptr);
    deliver(seat, Decision::placeBill(bar));
}

void HumanSeat::plays(int seat)
{
    if ((m_waiting == Waiting::Card || m_waiting == Waiting::Passing) && m_seat == seat)
        return; // already choosing while the AI seats think
    if (m_played && m_played->seat == seat)
        return; // played face down; goes to the engine once the AI seats have chosen
    m_pendingSlot = -1;
    m_table->hand()->setHand(m_hands[size_t(seat)], true);
    m_table->hand()->setTakesBack(false);
    m_table->window()->activateWindow();
    m_table->hand()->setFocus();
    m_table->setConfirmText([] { return tr("&Play this card"); });
    m_table->confirmButton()->setVisible(true);
    m_table->confirmButton()->setEnabled(false);
    m_seats->setState(seat, SeatModel::SeatState::Choosing);
    setPrompt([this, seat] {
        return tr("%1, choose your card: drag it onto the bar of its colour, or select it (click, "
                  "or the arrow keys) and confirm (Enter).")
            .arg(m_session->name(seat));
    });
    setWaiting(Waiting::Card, seat);
}

void HumanSeat::selectCard(int slot)
{
    if (m_waiting != Waiting::Card)
        return;
    const Card card = m_table->hand()->cards().value(slot);
    if (card.isNone())
        return;
    m_pendingSlot = slot;
    if (m_table->hand()->selected() != slot)
        m_table->hand()->setSelected(slot); // re-enters here once, harmlessly
    for (int i = 0; i < m_table->barCount(); ++i)
        m_table->barBoard(Bar(i))->setPending(Bar(i) == card.bar() ? card : Card());
    m_table->confirmButton()->setEnabled(true);
    m_table->confirmButton()->setDefault(true);
}

// The table's one button: play the selected card, pass the computer on, or bring back the
// proposal put aside with Esc. (Continue after a round is the event player's.)
void HumanSeat::confirm()
{
    switch (m_waiting) {
    case Waiting::Passing:
        commitPlayed();
        return;
    case Waiting::Card:
        if (m_pendingSlot >= 0)
            playCard(m_pendingSlot);
        return;
    case Waiting::Proposal:
    case Waiting::Answer:
        reopenProposal();
        return;
    default:
        return;
    }
}

// A drop on the card's bar, a double click, Enter: the card lies face down on its bar.
void HumanSeat::playCard(int slot)
{
    if (m_waiting != Waiting::Card)
        return;
    const int seat = m_seat;
    const Card card = m_table->hand()->cards().value(slot);
    if (card.isNone() || m_session->check(seat, playDecision(seat, card)) != Refusal::None)
        return;
    for (int i = 0; i < m_table->barCount(); ++i)
        m_table->barBoard(Bar(i))->setPending(Card());
    m_pendingSlot = -1;
    m_played = Played{seat, slot, card};
    m_table->barBoard(card.bar())->setPlayed(card, m_session->name(seat));
    m_seats->setState(seat, SeatModel::SeatState::Chosen);
    if (!othersStillChoose(seat)) {
        commitPlayed();
        return;
    }
    showHeldHand();
    m_table->hand()->setTakesBack(true);
    // Other people choose next, behind the curtain: the player says when to pass the computer.
    const unsigned toDecide = m_session->game().toDecide() & m_own & ~(1u << seat);
    const bool passes = toDecide != 0;
    m_table->setConfirmText([] { return tr("&Pass the computer on"); });
    m_table->confirmButton()->setVisible(passes);
    m_table->confirmButton()->setEnabled(passes);
    setPrompt([bar = card.bar(), passes, online = m_session->isOnline()] {
        // Online the host asks one seat at a time, lowest first (docs/network.md): the card
        // goes when the seats before this one have chosen.
        const QString lies =
            online ? tr("Your card lies face down on the %1. Until the players before you have "
                        "chosen, drag it back to your hand (or press Ctrl+Z) to choose again.")
                         .arg(Format::barName(bar))
                   : tr("Your card lies face down on the %1. Until the last player has chosen, "
                        "drag it back to your hand (or press Ctrl+Z) to choose again.")
                         .arg(Format::barName(bar));
        return passes ? tr("%1 Then pass the computer on.").arg(lies) : lies;
    });
    setWaiting(passes ? Waiting::Passing : Waiting::Nothing, passes ? seat : -1);
    m_seats->setActive(seat);
    if (passes)
        m_table->confirmButton()->setFocus();
}

// Drag back to the hand, a double click on the face-down card, Ctrl+Z.
void HumanSeat::takeBack()
{
    if (!m_played || m_played->seat != m_holder)
        return;
    const int seat = m_played->seat;
    m_table->barBoard(m_played->card.bar())->setPlayed(Card(), QString());
    m_played.reset();
    m_table->hand()->setTakesBack(false);
    setWaiting(Waiting::Nothing, -1); // plays() starts afresh
    plays(seat);
}

// The card goes to the engine: the last seat has chosen, or the player passes the computer on.
void HumanSeat::commitPlayed()
{
    if (!m_played)
        return;
    const Played played = *m_played;
    m_played.reset();
    m_table->barBoard(played.card.bar())->setPlayed(Card(), QString());
    m_table->hand()->setTakesBack(false);
    m_table->confirmButton()->setVisible(false);
    setPrompt(nullptr);
    QList<Card> &hand = m_hands[size_t(played.seat)];
    Q_ASSERT(hand.value(played.slot) == played.card);
    if (hand.value(played.slot) == played.card)
        hand.removeAt(played.slot);
    else
        hand.removeOne(played.card);
    m_committed |= 1u << played.seat;
    m_sent = played;
    // Hot-seat: the turn ends with the card; the hand goes until its owner is back behind the
    // curtain, and the next turn, even the same player's, starts with the curtain.
    if (hotSeat())
        m_holder = -1;
    showHeldHand();
    deliver(played.seat, playDecision(played.seat, played.card));
}

void HumanSeat::proposes(int seat)
{
    // The prompt is the event player's, who names every seat that decides for a bar.
    setWaiting(Waiting::Proposal, seat);
    const Bar bar = m_state->claimBar;
    m_proposalDialog->propose(bar, m_table->barBoard(bar)->bills(),
                              m_state->claimantInfos(*m_session));
    placeBeside(m_table, m_proposalDialog, bar, seat);
}

void HumanSeat::answers(int seat)
{
    setWaiting(Waiting::Answer, seat);
    const Bar bar = m_state->claimBar;
    m_proposalDialog->answer(bar, m_table->barBoard(bar)->bills(),
                             m_state->claimantInfos(*m_session), m_state->proposal, seat,
                             m_state->answersByRank(), m_state->refuseChance(seat));
    placeBeside(m_table, m_proposalDialog, bar, seat);
}

// The proposal the player put aside with Esc, as they left it.
void HumanSeat::reopenProposal()
{
    if (m_proposalDialog->isVisible())
        return;
    m_table->confirmButton()->setVisible(false);
    m_proposalDialog->open();
    placeBeside(m_table, m_proposalDialog, m_state->claimBar, m_seat);
}

} // namespace razzia::ui
