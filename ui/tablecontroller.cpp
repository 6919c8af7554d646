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
    m_aiThinking = 0;
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
    switch (game.phase()) {
    case Phase::PlaceBill:
        if (m_session->isHuman(game.dealer()))
            takeTurn(game.dealer(), [this, seat = game.dealer()] { humanPlaces(seat); });
        else
            aiTurn(game.dealer());
        return;
    case Phase::Play: {
        if (m_aiThinking)
            return; // their decisions are on the way
        unsigned ai = 0;
        for (int seat = 0; seat < game.players(); ++seat) {
            if (((toDecide >> seat) & 1) && !m_session->isHuman(seat))
                ai |= 1u << seat;
        }
        // Whoever holds the computer chooses at once (in hot-seat, the dealer who has just
        // placed the bill), while the AI seats think; then the other humans in turn,
        // clockwise from the holder, each behind the curtain.
        if (m_holder >= 0 && ((toDecide >> m_holder) & 1)) {
            if (ai)
                aiDecide(ai);
            humanPlays(m_holder);
            return;
        }
        if (ai) {
            aiDecide(ai);
            return;
        }
        const int from = m_holder >= 0 ? m_holder : game.dealer();
        for (int i = 1; i <= game.players(); ++i) {
            const int seat = (from + i) % game.players();
            if ((toDecide >> seat) & 1) {
                takeTurn(seat, [this, seat] { humanPlays(seat); });
                return;
            }
        }
        return;
    }
    case Phase::Proposal: {
        const int seat = game.negotiation().proposer();
        if (m_session->isHuman(seat))
            humanProposes(seat);
        else
            aiTurn(seat);
        return;
    }
    case Phase::Answer: {
        const Negotiation &n = game.negotiation();
        const int seat = n.answerOrder[n.answered];
        if (m_session->isHuman(seat))
            humanAnswers(seat);
        else
            aiTurn(seat);
        return;
    }
    default:
        return;
    }
}

void TableController::finishDecision(int seat, const Decision &decision)
{
    const Refusal refusal = m_session->decide(seat, decision);
    Q_ASSERT(refusal == Refusal::None);
    (void)refusal;
    setWaiting(Waiting::Nothing, -1);
    schedule();
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

void TableController::aiTurn(int seat)
{
    aiDecide(1u << seat);
    m_seats->setActive(seat);
}

// The AI seats in `seats` think visibly for the AI pace; meanwhile each works out its decision
// on the session's worker thread, one after another, so the window stays responsive. The
// decisions are taken once all are known and the pause is over.
void TableController::aiDecide(unsigned seats)
{
    struct Round
    {
        std::array<Decision, kMaxPlayers> decisions{};
        int pending = 0;
        bool paused = false;
    };
    auto round = std::make_shared<Round>();
    for (int seat = 0; seat < m_session->players(); ++seat) {
        if ((seats >> seat) & 1) {
            m_seats->setState(seat, SeatModel::SeatState::Thinking);
            ++round->pending;
        }
    }
    m_aiThinking = seats;
    setWaiting(Waiting::Nothing, -1);
    const unsigned generation = m_generation;
    auto finish = [this, generation, round, seats] {
        if (generation != m_generation || round->pending > 0 || !round->paused)
            return;
        for (int seat = 0; seat < m_session->players(); ++seat) {
            if (!((seats >> seat) & 1))
                continue;
            m_seats->setState(seat, SeatModel::SeatState::Waiting);
            const Refusal refusal = m_session->decide(seat, round->decisions[seat]);
            Q_ASSERT(refusal == Refusal::None);
            (void)refusal;
        }
        m_aiThinking = 0;
        // A card the holder played face down meanwhile goes now: every other seat has chosen.
        if (m_played && m_waiting != Waiting::Passing) {
            commitPlayed();
            return;
        }
        if (m_waiting != Waiting::Card && m_waiting != Waiting::Passing)
            setWaiting(Waiting::Nothing, -1);
        schedule();
    };
    QTimer::singleShot(Pace::ms(Step::AiThinking), this, [round, finish] {
        round->paused = true;
        finish();
    });
    auto ask = std::make_shared<std::function<void(int)>>();
    *ask = [this, generation, round, seats, finish, ask](int from) {
        int seat = from;
        while (seat < m_session->players() && !((seats >> seat) & 1))
            ++seat;
        if (seat >= m_session->players()) {
            *ask = nullptr; // the chain is done: let go of itself
            return;
        }
        m_session->requestAiDecision(
            seat, [this, generation, round, finish, ask, seat](const Decision &d) {
                if (generation != m_generation) {
                    *ask = nullptr; // a new game: the chain ends here
                    return;
                }
                round->decisions[seat] = d;
                --round->pending;
                if (*ask)
                    (*ask)(seat + 1);
                finish();
            });
    };
    (*ask)(0);
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
