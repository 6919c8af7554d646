#include "tablecontroller.h"

#include "art.h"
#include "dragdata.h"
#include "dueldialog.h"
#include "format.h"
#include "gamesession.h"
#include "handwidget.h"
#include "logmodel.h"
#include "pace.h"
#include "proposaldialog.h"
#include "seatinput.h"
#include "seatmodel.h"
#include "tablewidget.h"

#include "razzia/ai/odds.h"

#include <QDialog>
#include <QEvent>
#include <QPushButton>
#include <QTimer>

namespace razzia::ui {

TableController::TableController(GameSession *session, SeatModel *seats, LogModel *log,
                                 TableWidget *table, QWidget *dialogParent, QObject *parent)
    : QObject(parent), m_session(session), m_seats(seats), m_log(log), m_table(table),
      m_dialogParent(dialogParent)
{
    m_table->setAcceptor([this](const QMimeData *data, Bar bar) { return acceptsDrop(data, bar); });
    connect(m_table->hand(), &HandWidget::selectionChanged, this,
            [this](int slot) { selectCard(slot); });
    connect(m_table->hand(), &HandWidget::confirmed, this, &TableController::playCard);
    connect(m_table->hand(), &HandWidget::takeBackDropped, this, &TableController::takeBack);
    connect(m_table, &TableWidget::undoRequested, this, &TableController::takeBack);
    connect(m_table->hand(), &HandWidget::dragStarted, this, [this](int slot) {
        const QList<Card> &cards = m_table->hand()->cards();
        if (slot < 0 || slot >= int(cards.size()))
            return;
        const Card card = cards[slot];
        const int seat = m_waitingSeat;
        m_table->lightBars([this, card, seat](Bar bar) {
            return bar == card.bar() &&
                   m_session->check(seat, playDecision(seat, card)) == Refusal::None;
        });
    });
    connect(m_table->hand(), &HandWidget::dragFinished, m_table, &TableWidget::unlightBars);
    connect(m_table->confirmButton(), &QPushButton::clicked, this, &TableController::confirmCard);
    connect(m_table, &TableWidget::billPickedUp, this, [this] {
        const int seat = m_waitingSeat;
        m_table->lightBars([this, seat](Bar bar) {
            return m_session->check(seat, Decision::placeBill(bar)) == Refusal::None;
        });
    });

    // The controller is no widget: it hears of a language switch through the table.
    m_table->installEventFilter(this);

    m_human = new HumanInput([this](int seat) { humanTurn(seat); }, this);
    m_ai = new AiInput(session, this);
    for (SeatInput *seatInput : {static_cast<SeatInput *>(m_human), static_cast<SeatInput *>(m_ai)})
        connect(seatInput, &SeatInput::decided, this, &TableController::onDecided);

    m_proposalDialog = new ProposalDialog(dialogParent);
    m_duelDialog = new DuelDialog(dialogParent);
}

TableController::~TableController() = default;

// The player's speed again, after a resumed game's past rounds went by at Instant.
void TableController::restoreSpeed()
{
    if (m_savedSpeed) {
        Pace::setSpeed(*m_savedSpeed);
        m_savedSpeed.reset();
    }
}

void TableController::halt()
{
    restoreSpeed();
    m_fastForward = 0;
    ++m_generation;
    m_halted = true;
    m_busy = false;
    m_scheduled = false;
    if (m_proposalDialog)
        m_proposalDialog->hide();
    if (m_duelDialog)
        m_duelDialog->hide();
    m_table->hideCurtain();
    m_table->hand()->clear();
    m_played.reset();
    m_thinking = 0;
    m_ai->cancel();
    m_continue = nullptr;
    for (QList<Card> &hand : m_hands)
        hand.clear();
    setWaiting(Waiting::Nothing, -1);
}

void TableController::begin()
{
    halt();
    m_halted = false;
    const Game &game = m_session->game();
    m_seats->reset(*m_session);
    QStringList names;
    for (int seat = 0; seat < m_session->players(); ++seat)
        names << m_session->name(seat);
    m_log->reset(names);
    m_table->setup(game.players(), game.variant().bars);
    connectBars();
    m_table->setHandAreaVisible(m_session->humanCount() > 0);
    m_table->setPendingBill(-1, false, false);
    m_revealed.fill(Card());
    m_round = 0;
    m_table->setPiles(game.variant().billCount, game.variant().deckSize, 0);
    m_fastForward = m_session->replayedEvents();
    // With one human at the table there is nobody to hide a hand from: no curtain.
    m_holder = -1;
    if (m_session->humanCount() == 1) {
        for (int seat = 0; seat < m_session->players(); ++seat) {
            if (m_session->isHuman(seat))
                m_holder = seat;
        }
    }
    schedule();
}

void TableController::schedule()
{
    if (m_scheduled || m_halted)
        return;
    m_scheduled = true;
    const unsigned generation = m_generation;
    QTimer::singleShot(0, this, [this, generation] {
        if (generation != m_generation)
            return;
        m_scheduled = false;
        advance();
    });
}

void TableController::advance()
{
    if (m_busy || m_halted)
        return;
    if (m_session->hasEvents()) {
        // A resumed game's past rounds go by at once; the round in progress plays as usual.
        if (m_fastForward > 0) {
            --m_fastForward;
            if (!m_savedSpeed) {
                m_savedSpeed = Pace::speed();
                Pace::setSpeed(Speed::Instant);
            }
        } else {
            restoreSpeed();
        }
        m_busy = true;
        const unsigned generation = m_generation;
        show(m_session->takeEvent(), [this, generation] {
            if (generation != m_generation)
                return;
            m_busy = false;
            schedule();
        });
        return;
    }
    decideNext();
}

void TableController::setWaiting(Waiting waiting, int seat)
{
    m_waiting = waiting;
    m_waitingSeat = seat;
    m_seats->setActive(waiting == Waiting::Nothing || waiting == Waiting::GameOver ? -1 : seat);
    Q_EMIT waitingChanged(waiting, seat);
}

// ---------------------------------------------------------------------------------------------
// Decisions

void TableController::decideNext()
{
    restoreSpeed(); // the replayed rounds are all shown
    const Game &game = m_session->game();
    if (game.over()) {
        setPrompt([] { return tr("The game is over."); });
        setWaiting(Waiting::GameOver, -1);
        m_halted = true;
        Q_EMIT gameOver();
        return;
    }
    const unsigned toDecide = game.toDecide();
    if (!toDecide)
        return; // never with the game's own chance; nothing to do
    if (m_thinking)
        return; // decisions are on their way
    switch (game.phase()) {
    case Phase::PlaceBill:
        ask(game.dealer());
        return;
    case Phase::Play: {
        // Whoever holds the computer chooses at once (in hot-seat, the dealer who has just
        // placed the bill) while the seats that need no computer decide meanwhile; then the
        // other people in turn, clockwise from the holder, each behind the curtain.
        unsigned background = 0;
        for (int seat = 0; seat < game.players(); ++seat) {
            if (((toDecide >> seat) & 1) && !input(seat)->needsTheComputer())
                background |= 1u << seat;
        }
        const bool holderChooses = m_holder >= 0 && ((toDecide >> m_holder) & 1);
        if (background) {
            setWaiting(Waiting::Nothing, -1);
            for (int seat = 0; seat < game.players(); ++seat) {
                if ((background >> seat) & 1)
                    ask(seat);
            }
            if (!holderChooses)
                return;
        }
        if (holderChooses) {
            ask(m_holder);
            return;
        }
        const int from = m_holder >= 0 ? m_holder : game.dealer();
        for (int i = 1; i <= game.players(); ++i) {
            const int seat = (from + i) % game.players();
            if ((toDecide >> seat) & 1) {
                ask(seat);
                return;
            }
        }
        return;
    }
    case Phase::Proposal:
        ask(game.negotiation().proposer());
        return;
    case Phase::Answer: {
        const Negotiation &n = game.negotiation();
        ask(n.answerOrder[n.answered]);
        return;
    }
    default:
        return;
    }
}

void TableController::finishDecision(int seat, const Decision &decision)
{
    setWaiting(Waiting::Nothing, -1);
    m_human->deliver(seat, decision);
}

void TableController::takeTurn(int seat, std::function<void()> then)
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
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection =
        connect(m_table, &TableWidget::curtainConfirmed, this, [this, seat, then, connection] {
            disconnect(*connection);
            m_holder = seat;
            then();
        });
}

bool TableController::holds() const
{
    return m_waitForMe && m_session->humanCount() > 0 && Pace::speed() != Speed::Instant &&
           m_fastForward == 0 && !m_savedSpeed;
}

void TableController::continueGame()
{
    if (m_waiting != Waiting::Continue || !m_continue)
        return;
    auto then = std::move(m_continue);
    m_continue = nullptr;
    m_table->confirmButton()->setVisible(false);
    setPrompt(nullptr);
    setWaiting(Waiting::Nothing, -1);
    then();
}

void TableController::placeBeside(QWidget *dialog, Bar bar)
{
    BarBoard *board = m_table->barBoard(bar);
    if (!board || !dialog->isVisible())
        return;
    board->setSpotlit(true);
    connect(
        static_cast<QDialog *>(dialog), &QDialog::finished, board,
        [board] { board->setSpotlit(false); }, Qt::SingleShotConnection);
    const QRect barRect(board->mapToGlobal(board->boardRect().topLeft()),
                        board->boardRect().size());
    const QRect room = m_table->window()->geometry();
    const QSize size = dialog->frameGeometry().size();
    // The side of the bar with the most room, the dialog's middle level with the bar's.
    const int left = barRect.left() - room.left(), right = room.right() - barRect.right();
    const int above = barRect.top() - room.top(), below = room.bottom() - barRect.bottom();
    QPoint at;
    if (std::max(left, right) >= size.width() || std::max(left, right) >= std::max(above, below)) {
        const int x = right >= left ? barRect.right() + 12 : barRect.left() - 12 - size.width();
        at = QPoint(x, barRect.center().y() - size.height() / 2);
    } else {
        const int y = below >= above ? barRect.bottom() + 12 : barRect.top() - 12 - size.height();
        at = QPoint(barRect.center().x() - size.width() / 2, y);
    }
    // Kept on the window where it can; a dialog larger than the room beside the bar may touch
    // the bar's edge but keeps clear of its middle.
    at.setX(std::clamp(at.x(), room.left(), std::max(room.left(), room.right() - size.width())));
    at.setY(std::clamp(at.y(), room.top(), std::max(room.top(), room.bottom() - size.height())));
    dialog->move(at);
}

// The bars are made again for each game; what a player does on them comes here.
void TableController::connectBars()
{
    for (int i = 0; i < m_table->barCount(); ++i) {
        BarBoard *board = m_table->barBoard(Bar(i));
        connect(board, &BarBoard::activated, this, &TableController::placeBill);
        connect(board, &BarBoard::billDropped, this, &TableController::placeBill);
        connect(board, &BarBoard::cardDropped, this, [this](int slot, Card card, Bar bar) {
            if (card.bar() == bar && m_table->hand()->cards().value(slot) == card)
                playCard(slot);
        });
        connect(board, &BarBoard::takeBackRequested, this, &TableController::takeBack);
    }
}

SeatInput *TableController::input(int seat) const
{
    return m_session->isHuman(seat) ? static_cast<SeatInput *>(m_human) : m_ai;
}

void TableController::ask(int seat)
{
    SeatInput *seatInput = input(seat);
    if (!seatInput->needsTheComputer()) {
        // Thinking in the background, visibly.
        m_thinking |= 1u << seat;
        m_seats->setState(seat, SeatModel::SeatState::Thinking);
        if (m_waiting == Waiting::Nothing)
            m_seats->setActive(seat);
    }
    seatInput->ask(seat);
}

// Every decision, a person's or an AI's, reaches the engine here.
void TableController::onDecided(int seat, const Decision &decision)
{
    const Refusal refusal = m_session->decide(seat, decision);
    Q_ASSERT(refusal == Refusal::None);
    (void)refusal;
    if ((m_thinking >> seat) & 1) {
        m_thinking &= ~(1u << seat);
        m_seats->setState(seat, SeatModel::SeatState::Waiting);
    }
    // A card the holder played face down goes once every other seat has chosen.
    if (m_played && m_waiting != Waiting::Passing && !othersStillChoose(m_played->seat)) {
        commitPlayed();
        return;
    }
    schedule();
}

// A person's turn, by what the engine waits for.
void TableController::humanTurn(int seat)
{
    switch (m_session->game().phase()) {
    case Phase::PlaceBill:
        takeTurn(seat, [this, seat] { humanPlaces(seat); });
        return;
    case Phase::Play:
        takeTurn(seat, [this, seat] { humanPlays(seat); });
        return;
    case Phase::Proposal:
        humanProposes(seat);
        return;
    case Phase::Answer:
        humanAnswers(seat);
        return;
    default:
        return;
    }
}

// ---------------------------------------------------------------------------------------------
// Texts, built again at each language switch

void TableController::setPrompt(std::function<QString()> text)
{
    m_prompt = std::move(text);
    m_table->setPrompt(m_prompt ? m_prompt() : QString());
}

void TableController::showCurtain()
{
    //: The hot-seat curtain: the computer goes to the next player before a secret choice.
    m_table->showCurtain(tr("Pass the computer to %1").arg(m_session->name(m_curtainSeat)),
                         tr("I am %1 — show my cards").arg(m_session->name(m_curtainSeat)));
}

void TableController::retranslate()
{
    m_table->setPrompt(m_prompt ? m_prompt() : QString());
    if (m_table->isCurtainUp() && m_curtainSeat >= 0)
        showCurtain();
    for (int i = 0; i < m_table->barCount(); ++i) {
        if (m_outcomes[size_t(i)])
            m_table->barBoard(Bar(i))->setOutcome(m_outcomes[size_t(i)]());
    }
}

bool TableController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

} // namespace razzia::ui
