// The human seat: what a player decides at the table (the dealer's bill, a card, a proposal,
// an answer), through the hand, the bars and the dialogs. A card played lies face down on its
// bar and stays the player's own until the last seat has chosen: only then does the engine
// receive it, so a card taken back never reaches it.
#include "tablecontroller.h"

#include "dragdata.h"
#include "format.h"
#include "gamesession.h"
#include "handwidget.h"
#include "proposaldialog.h"
#include "seatinput.h"
#include "seatmodel.h"
#include "tablewidget.h"

#include "razzia/ai/odds.h"

#include <QPushButton>

namespace razzia::ui {

Decision TableController::playDecision(int seat, Card card) const
{
    // The table keeps the hand in the order it was dealt; the engine's slot is found by card.
    return Decision::playCard(card, m_session->game().view(seat).hand().indexOf(card));
}

// The hand of the player who holds the computer, to look at while others decide.
void TableController::showHeldHand()
{
    if (m_holder < 0 || m_table->isCurtainUp()) {
        m_table->hand()->clear();
        return;
    }
    QList<Card> cards = m_hands[size_t(m_holder)];
    if (m_played && m_played->seat == m_holder)
        cards.removeOne(m_played->card);
    m_table->hand()->setHand(cards, false);
}

void TableController::humanPlaces(int seat)
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

void TableController::placeBill(Bar bar)
{
    if (m_waiting != Waiting::Bill)
        return;
    const int seat = m_waitingSeat;
    if (m_session->check(seat, Decision::placeBill(bar)) != Refusal::None)
        return; // a bar not in play: nothing happens, the bill stays in hand
    for (int i = 0; i < m_table->barCount(); ++i)
        m_table->barBoard(Bar(i))->setSelectable(false);
    m_table->unlightBars();
    setPrompt(nullptr);
    finishDecision(seat, Decision::placeBill(bar));
}

void TableController::humanPlays(int seat)
{
    if ((m_waiting == Waiting::Card || m_waiting == Waiting::Passing) && m_waitingSeat == seat)
        return; // already choosing while the AI seats think
    if (m_played && m_played->seat == seat)
        return; // played face down; goes to the engine once the AI seats have chosen
    m_pendingSlot = -1;
    m_table->hand()->setHand(m_hands[size_t(seat)], true);
    m_table->hand()->setTakesBack(false);
    m_table->window()->activateWindow();
    m_table->hand()->setFocus();
    m_table->confirmButton()->setText(tr("&Play this card"));
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

void TableController::selectCard(int slot)
{
    if (m_waiting != Waiting::Card)
        return;
    const QList<Card> &cards = m_table->hand()->cards();
    if (slot < 0 || slot >= int(cards.size()))
        return;
    const Card card = cards[slot];
    m_pendingSlot = slot;
    if (m_table->hand()->selected() != slot)
        m_table->hand()->setSelected(slot); // re-enters here once, harmlessly
    for (int i = 0; i < m_table->barCount(); ++i)
        m_table->barBoard(Bar(i))->setPending(Bar(i) == card.bar() ? card : Card());
    m_table->confirmButton()->setEnabled(true);
    m_table->confirmButton()->setDefault(true);
}

void TableController::confirmCard()
{
    if (m_waiting == Waiting::Passing) {
        commitPlayed();
        return;
    }
    if (m_waiting == Waiting::Continue) {
        continueGame();
        return;
    }
    if (m_waiting == Waiting::Card && m_pendingSlot >= 0)
        playCard(m_pendingSlot);
}

bool TableController::othersStillChoose(int seat) const
{
    const unsigned toDecide = m_session->game().toDecide() & ~(1u << seat);
    return m_session->game().phase() == Phase::Play && toDecide != 0;
}

// A drop on the card's bar, a double click, Enter: the card lies face down on its bar.
void TableController::playCard(int slot)
{
    if (m_waiting != Waiting::Card)
        return;
    const int seat = m_waitingSeat;
    const Card card = m_table->hand()->cards().value(slot);
    if (card.isNone() || m_session->check(seat, playDecision(seat, card)) != Refusal::None)
        return;
    for (int i = 0; i < m_table->barCount(); ++i)
        m_table->barBoard(Bar(i))->setPending(Card());
    m_pendingSlot = -1;
    m_played = Played{seat, card};
    m_table->barBoard(card.bar())->setPlayed(card, m_session->name(seat));
    m_seats->setState(seat, SeatModel::SeatState::Chosen);
    if (!othersStillChoose(seat)) {
        commitPlayed();
        return;
    }
    showHeldHand();
    m_table->hand()->setTakesBack(true);
    // Other people choose next, behind the curtain: the player says when to pass the computer.
    bool passes = false;
    const unsigned toDecide = m_session->game().toDecide();
    for (int other = 0; other < m_session->players(); ++other)
        passes |= other != seat && ((toDecide >> other) & 1) && input(other)->needsTheComputer();
    m_table->confirmButton()->setText(tr("&Pass the computer on"));
    m_table->confirmButton()->setVisible(passes);
    m_table->confirmButton()->setEnabled(passes);
    setPrompt([this, bar = card.bar(), passes] {
        const QString lies =
            tr("Your card lies face down on the %1. Until the last player has chosen, drag it "
               "back to your hand (or press Ctrl+Z) to choose again.")
                .arg(Format::barName(bar));
        return passes ? tr("%1 Then pass the computer on.").arg(lies) : lies;
    });
    setWaiting(passes ? Waiting::Passing : Waiting::Nothing, passes ? seat : -1);
    m_seats->setActive(seat);
    if (passes)
        m_table->confirmButton()->setFocus();
}

// Drag back to the hand, a double click on the face-down card, Ctrl+Z.
void TableController::takeBack()
{
    if (!m_played || m_played->seat != m_holder)
        return;
    const int seat = m_played->seat;
    m_table->barBoard(m_played->card.bar())->setPlayed(Card(), QString());
    m_played.reset();
    m_table->hand()->setTakesBack(false);
    setWaiting(Waiting::Nothing, -1); // humanPlays starts afresh
    humanPlays(seat);
}

// The card goes to the engine: the last seat has chosen, or the player passes the computer on.
void TableController::commitPlayed()
{
    if (!m_played)
        return;
    const Played played = *m_played;
    m_played.reset();
    m_table->barBoard(played.card.bar())->setPlayed(Card(), QString());
    m_table->hand()->setTakesBack(false);
    m_table->confirmButton()->setVisible(false);
    setPrompt(nullptr);
    m_hands[size_t(played.seat)].removeOne(played.card);
    showHeldHand();
    finishDecision(played.seat, playDecision(played.seat, played.card));
}

bool TableController::acceptsDrop(const QMimeData *data, Bar bar) const
{
    int slot = -1;
    Card card;
    if (m_waiting == Waiting::Card && cardFromMimeData(data, slot, card)) {
        const QList<Card> &cards = m_table->hand()->cards();
        return slot >= 0 && slot < int(cards.size()) && cards[slot] == card && card.bar() == bar &&
               m_session->check(m_waitingSeat, playDecision(m_waitingSeat, card)) == Refusal::None;
    }
    if (m_waiting == Waiting::Bill && data && data->hasFormat(billMimeType()))
        return m_session->check(m_waitingSeat, Decision::placeBill(bar)) == Refusal::None;
    return false;
}

QList<ProposalDialog::ClaimantInfo> TableController::claimantInfos() const
{
    // R5.1 order; each claimant's chance to take the pool when they alone refuse (for the
    // proposer: its chance to keep it against the first of them).
    ai::Claimants claimants;
    claimants.count = m_claim.count;
    for (int r = 0; r < m_claim.count; ++r)
        claimants.cards[r] = int8_t(m_revealed[m_claim.claimants[r]].value());
    QList<ProposalDialog::ClaimantInfo> out;
    for (int r = 0; r < m_claim.count; ++r) {
        const int seat = m_claim.claimants[r];
        const int other = r == 0 ? 1 : r;
        const ai::Chances chances = ai::poolChancesByRank(claimants, 1u << other);
        ProposalDialog::ClaimantInfo info;
        info.seat = seat;
        info.name = m_session->name(seat);
        info.card = m_revealed[seat];
        info.duelChance = r == 0 ? chances[0] : chances[r];
        info.human = m_session->isHuman(seat);
        out << info;
    }
    return out;
}

std::optional<bool> TableController::answerOf(int seat) const
{
    if (m_answers[seat] < 0)
        return std::nullopt;
    return m_answers[seat] == 1;
}

void TableController::humanProposes(int seat)
{
    setPrompt([this, seat, bar = m_claimBar] {
        return tr("%1 divides the bills of the %2.")
            .arg(m_session->name(seat), Format::barName(bar));
    });
    setWaiting(Waiting::Proposal, seat);
    disconnect(m_proposalDialog, &ProposalDialog::proposed, this, nullptr);
    connect(m_proposalDialog, &ProposalDialog::proposed, this, [this, seat](const Proposal &p) {
        if (m_waiting != Waiting::Proposal)
            return;
        if (m_session->check(seat, Decision::propose(p)) != Refusal::None)
            return;
        m_proposal = p;
        finishDecision(seat, Decision::propose(p));
    });
    m_proposalDialog->propose(m_claimBar, m_table->barBoard(m_claimBar)->bills(), claimantInfos());
    placeBeside(m_proposalDialog, m_claimBar);
}

void TableController::humanAnswers(int seat)
{
    setPrompt([this, seat, bar = m_claimBar] {
        return tr("%1 answers the proposal for the %2.")
            .arg(m_session->name(seat), Format::barName(bar));
    });
    setWaiting(Waiting::Answer, seat);
    QList<std::optional<bool>> answers;
    ai::Claimants claimants;
    claimants.count = m_claim.count;
    ai::RankMask refusers = 0;
    int rank = 0;
    for (int r = 0; r < m_claim.count; ++r) {
        const int s = m_claim.claimants[r];
        claimants.cards[r] = int8_t(m_revealed[s].value());
        answers << answerOf(s);
        if (m_answers[s] == 0)
            refusers |= 1u << r;
        if (s == seat)
            rank = r;
    }
    const double refuseChance = ai::poolChancesByRank(claimants, refusers | (1u << rank))[rank];
    disconnect(m_proposalDialog, &ProposalDialog::answered, this, nullptr);
    connect(m_proposalDialog, &ProposalDialog::answered, this, [this, seat](bool accept) {
        if (m_waiting != Waiting::Answer)
            return;
        finishDecision(seat, Decision::answer(accept));
    });
    m_proposalDialog->answer(m_claimBar, m_table->barBoard(m_claimBar)->bills(), claimantInfos(),
                             m_proposal, seat, answers, refuseChance);
    placeBeside(m_proposalDialog, m_claimBar);
}

} // namespace razzia::ui
