#include "humanseat.h"

#include "barboard.h"
#include "dragdata.h"
#include "format.h"
#include "gamesession.h"
#include "handwidget.h"
#include "proposaldialog.h"
#include "seatmodel.h"
#include "tablestate.h"
#include "tablewidget.h"

#include <QEvent>
#include <QPushButton>

#include <bit>

namespace razzia::ui {

HumanSeat::HumanSeat(GameSession *session, SeatModel *seats, TableWidget *table,
                     ProposalDialog *proposalDialog, const TableState *state, QObject *parent)
    : SeatInput(parent), m_session(session), m_seats(seats), m_table(table),
      m_proposalDialog(proposalDialog), m_state(state)
{
    m_table->setAcceptor([this](const QMimeData *data, Bar bar) { return acceptsDrop(data, bar); });
    HandWidget *hand = m_table->hand();
    connect(hand, &HandWidget::selectionChanged, this, &HumanSeat::selectCard);
    connect(hand, &HandWidget::confirmed, this, &HumanSeat::playCard);
    connect(hand, &HandWidget::takeBackDropped, this, &HumanSeat::takeBack);
    connect(m_table, &TableWidget::undoRequested, this, &HumanSeat::takeBack);
    connect(hand, &HandWidget::dragStarted, this, [this](int slot) {
        if (m_explaining)
            setPrompt(m_prompt); // a new try: the reason for the last one goes
        const Card card = m_table->hand()->cards().value(slot);
        if (card.isNone() || m_waiting != Waiting::Card)
            return;
        const int seat = m_seat;
        m_table->lightBars([this, card, seat](Bar bar) {
            return bar == card.bar() &&
                   m_session->check(seat, playDecision(seat, card)) == Refusal::None;
        });
    });
    connect(hand, &HandWidget::dragFinished, m_table, &TableWidget::unlightBars);
    connect(hand, &HandWidget::dropRefused, this, &HumanSeat::refuseCardDrop);
    connect(m_table, &TableWidget::billDropRefused, this, &HumanSeat::refuseBillDrop);
    connect(m_table->confirmButton(), &QPushButton::clicked, this, &HumanSeat::confirm);
    connect(m_table, &TableWidget::billPickedUp, this, [this] {
        if (m_explaining)
            setPrompt(m_prompt);
        const int seat = m_seat;
        m_table->lightBars([this, seat](Bar bar) {
            return m_session->check(seat, Decision::placeBill(bar)) == Refusal::None;
        });
    });

    connect(m_proposalDialog, &ProposalDialog::proposed, this, [this](const Proposal &p) {
        if (m_waiting != Waiting::Proposal ||
            m_session->check(m_seat, Decision::propose(p)) != Refusal::None)
            return;
        deliver(m_seat, Decision::propose(p));
    });
    connect(m_proposalDialog, &ProposalDialog::answered, this, [this](bool accept) {
        if (m_waiting == Waiting::Answer)
            deliver(m_seat, Decision::answer(accept));
    });
    // Esc puts the player's own proposal or answer aside to look at the table; the decision
    // stays theirs to make, and the button (or Enter) brings the dialog back as they left it.
    connect(m_proposalDialog, &QDialog::rejected, this, [this] {
        if (m_waiting != Waiting::Proposal && m_waiting != Waiting::Answer)
            return;
        m_table->setConfirmText([] { return tr("&Back to the proposal"); });
        m_table->confirmButton()->setVisible(true);
        m_table->confirmButton()->setEnabled(true);
        m_table->confirmButton()->setDefault(true);
        m_table->window()->activateWindow();
        m_table->confirmButton()->setFocus();
    });

    // The curtain's words follow a language switch.
    m_table->installEventFilter(this);
}

void HumanSeat::setWaiting(Waiting waiting, int seat)
{
    m_waiting = waiting;
    m_seat = seat;
    Q_EMIT waitingChanged(waiting, seat);
}

void HumanSeat::deliver(int seat, const Decision &decision)
{
    // Decided: the question goes from the prompt (it stayed while the next bars resolved).
    setPrompt(nullptr);
    setWaiting(Waiting::Nothing, -1);
    Q_EMIT decided(seat, decision);
}

void HumanSeat::start(unsigned seats)
{
    m_own = seats;
    // With one person at the table there is nobody to hide a hand from: no curtain.
    m_holder = std::popcount(seats) == 1 ? std::countr_zero(seats) : -1;
    m_table->setHandAreaVisible(seats != 0);
    connectBars();
}

void HumanSeat::cancel()
{
    disconnect(m_curtainConnection);
    m_table->hideCurtain();
    m_table->hand()->clear();
    m_played.reset();
    m_sent.reset();
    m_pendingSlot = -1;
    m_curtainSeat = -1;
    for (QList<Card> &hand : m_hands)
        hand.clear();
    m_committed = 0;
    m_waiting = Waiting::Nothing;
    m_seat = -1;
}

// The bars are made again for each game; what a player does on them comes here.
void HumanSeat::connectBars()
{
    for (int i = 0; i < m_table->barCount(); ++i) {
        BarBoard *board = m_table->barBoard(Bar(i));
        connect(board, &BarBoard::activated, this, &HumanSeat::placeBill, Qt::UniqueConnection);
        connect(board, &BarBoard::billDropped, this, &HumanSeat::placeBill, Qt::UniqueConnection);
        connect(board, &BarBoard::cardDropped, this, [this](int slot, Card card, Bar bar) {
            if (card.bar() == bar && m_table->hand()->cards().value(slot) == card)
                playCard(slot);
        });
        connect(board, &BarBoard::takeBackRequested, this, &HumanSeat::takeBack,
                Qt::UniqueConnection);
    }
}

void HumanSeat::observe(const Event &e)
{
    switch (e.kind) {
    case EventKind::CardDealt:
        m_hands[size_t(e.seat)].append(e.card);
        if (e.seat == m_holder && m_waiting != Waiting::Card)
            showHeldHand();
        return;
    case EventKind::CardsRevealed:
        // A person's card left the hand by its slot when it was sent: taking one of its value
        // again here would take the other of two equal cards (issue 25). The other seats' cards
        // are known by value only, and any card of that value is the same to them.
        for (int seat = 0; seat < m_session->players(); ++seat) {
            if (!e.cards[seat].isNone() && !((m_committed >> seat) & 1))
                m_hands[size_t(seat)].removeOne(e.cards[seat]);
        }
        m_committed = 0;
        m_sent.reset();
        showHeldHand();
        return;
    default:
        return;
    }
}

// A person's turn, by what the engine waits for.
void HumanSeat::ask(int seat)
{
    switch (m_session->game().phase()) {
    case Phase::PlaceBill:
        takeTurn(seat, [this, seat] { places(seat); });
        return;
    case Phase::Play:
        takeTurn(seat, [this, seat] { plays(seat); });
        return;
    case Phase::Proposal:
        proposes(seat);
        return;
    case Phase::Answer:
        answers(seat);
        return;
    default:
        return;
    }
}

void HumanSeat::takeTurn(int seat, std::function<void()> then)
{
    if (m_holder == seat) {
        then();
        return;
    }
    m_table->hand()->clear();
    m_table->confirmButton()->setVisible(false);
    setPrompt(nullptr);
    m_curtainSeat = seat;
    showCurtain();
    setWaiting(Waiting::Curtain, seat);
    disconnect(m_curtainConnection);
    m_curtainConnection =
        connect(m_table, &TableWidget::curtainConfirmed, this, [this, seat, then] {
            disconnect(m_curtainConnection);
            m_holder = seat;
            then();
        });
}

void HumanSeat::showCurtain()
{
    //: The hot-seat curtain: the computer goes to the next player before a secret choice.
    m_table->showCurtain(tr("Pass the computer to %1").arg(m_session->name(m_curtainSeat)),
                         tr("I am %1 — show my cards").arg(m_session->name(m_curtainSeat)));
}

bool HumanSeat::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::LanguageChange && m_table->isCurtainUp() &&
        m_curtainSeat >= 0)
        showCurtain();
    return SeatInput::eventFilter(watched, event);
}

Decision HumanSeat::playDecision(int seat, Card card) const
{
    // The table keeps the hand in the order it was dealt, the engine in its own: its slot is
    // found by value, which is right for the rules, as two equal cards play alike.
    return Decision::playCard(card, m_session->game().view(seat).hand().indexOf(card));
}

bool HumanSeat::hotSeat() const
{
    return std::popcount(m_own) > 1;
}

// The hand of the player who holds the computer, to look at while others decide. In hot-seat
// nobody holds it outside their own turn (see m_holder), so no hand shows at the reveal, the
// bars, the dialogs or the deal.
void HumanSeat::showHeldHand()
{
    if (m_holder < 0 || m_table->isCurtainUp()) {
        m_table->hand()->clear();
        return;
    }
    QList<Card> cards = m_hands[size_t(m_holder)];
    if (m_played && m_played->seat == m_holder && m_played->slot < int(cards.size()))
        cards.removeAt(m_played->slot);
    m_table->hand()->setHand(cards, false);
}

bool HumanSeat::othersStillChoose(int seat) const
{
    return m_session->holdsCardBack(seat);
}

int HumanSeat::askedSeat() const
{
    if (m_played)
        return m_played->seat;
    switch (m_waiting) {
    case Waiting::Bill:
    case Waiting::Card:
    case Waiting::Proposal:
    case Waiting::Answer:
        return m_seat;
    default:
        return -1;
    }
}

void HumanSeat::withdraw()
{
    if (m_played)
        m_table->barBoard(m_played->card.bar())->setPlayed(Card(), QString());
    m_played.reset();
    m_pendingSlot = -1;
    for (int i = 0; i < m_table->barCount(); ++i) {
        m_table->barBoard(Bar(i))->setSelectable(false);
        m_table->barBoard(Bar(i))->setPending(Card());
    }
    m_table->unlightBars();
    m_table->hand()->setTakesBack(false);
    m_table->confirmButton()->setVisible(false);
    if (m_proposalDialog->isVisible() &&
        (m_waiting == Waiting::Proposal || m_waiting == Waiting::Answer))
        m_proposalDialog->hide();
    setPrompt(nullptr);
    setWaiting(Waiting::Nothing, -1);
    showHeldHand();
}

void HumanSeat::undoSent(int seat)
{
    if (m_sent && m_sent->seat == seat) {
        QList<Card> &hand = m_hands[size_t(seat)];
        hand.insert(qMin(m_sent->slot, int(hand.size())), m_sent->card);
        m_committed &= ~(1u << seat);
        m_sent.reset();
    }
    setWaiting(Waiting::Nothing, -1);
    showHeldHand();
}

// A card played face down goes once every other seat has chosen.
void HumanSeat::othersDecided()
{
    if (m_played && m_waiting != Waiting::Passing && !othersStillChoose(m_played->seat))
        commitPlayed();
}

bool HumanSeat::acceptsDrop(const QMimeData *data, Bar bar) const
{
    int slot = -1;
    Card card;
    if (m_waiting == Waiting::Card && cardFromMimeData(data, slot, card)) {
        const QList<Card> &cards = m_table->hand()->cards();
        return slot >= 0 && slot < int(cards.size()) && cards[slot] == card && card.bar() == bar &&
               m_session->check(m_seat, playDecision(m_seat, card)) == Refusal::None;
    }
    if (m_waiting == Waiting::Bill && data && data->hasFormat(billMimeType()))
        return m_session->check(m_seat, Decision::placeBill(bar)) == Refusal::None;
    return false;
}

void HumanSeat::setPrompt(const PromptText &text)
{
    m_prompt = text;
    m_explaining = false;
    Q_EMIT promptChanged(text);
}

void HumanSeat::explain(const PromptText &reason)
{
    m_explaining = true;
    Q_EMIT promptChanged([reason, asked = m_prompt] {
        //: A refused drop: %1 why, %2 what the table asks for, as before.
        return asked ? tr("%1 %2").arg(reason(), asked()) : reason();
    });
}

// The widgets only say where the card was let go; whether a bar takes it, and why not, is
// the engine's (Game::check) and, for the bar, the card's own (R3.5: its colour's bar).
void HumanSeat::refuseCardDrop(int slot, QPoint globalPos)
{
    const std::optional<Bar> bar = m_table->barAt(globalPos);
    const Card card = m_table->hand()->cards().value(slot);
    if (m_waiting != Waiting::Card || !bar || card.isNone())
        return;
    if (const Refusal refusal = m_session->check(m_seat, playDecision(m_seat, card));
        refusal != Refusal::None) {
        explain([refusal] { return Format::refusal(refusal); });
        return;
    }
    if (card.bar() != *bar) {
        explain([card, bar = *bar] {
            //: A card dropped on another bar than its own: %1 that bar, %2 the card's bar.
            return tr("Not on the %1: a card goes to the bar of its colour, this one to "
                      "the %2.")
                .arg(Format::barName(bar), Format::barName(card.bar()));
        });
    }
}

void HumanSeat::refuseBillDrop(QPoint globalPos)
{
    const std::optional<Bar> bar = m_table->barAt(globalPos);
    if (m_waiting != Waiting::Bill || !bar)
        return;
    if (const Refusal refusal = m_session->check(m_seat, Decision::placeBill(*bar));
        refusal != Refusal::None)
        explain([refusal] { return Format::refusal(refusal); });
}

} // namespace razzia::ui
