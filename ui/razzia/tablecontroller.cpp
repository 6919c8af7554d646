#include "tablecontroller.h"

#include "dueldialog.h"
#include "format.h"
#include "gamesession.h"
#include "humanseat.h"
#include "logmodel.h"
#include "pace.h"
#include "proposaldialog.h"
#include "seatinput.h"
#include "seatmodel.h"
#include "sentence.h"
#include "shellnames.h"
#include "tablewidget.h"

#include <QEvent>
#include <QKeyEvent>
#include <QPushButton>
#include <QTimer>

namespace razzia::ui {

TableController::TableController(GameSession *session, SeatModel *seats, LogModel *log,
                                 TableWidget *table, QWidget *dialogParent, QObject *parent)
    : QObject(parent), m_session(session), m_seats(seats), m_log(log), m_table(table)
{
    // Continue after a round; the human seat answers the same button's other uses.
    connect(m_table->confirmButton(), &QPushButton::clicked, this, &TableController::continueGame);
    // The controller is no widget: it hears of a language switch through the table.
    m_table->installEventFilter(this);
    m_table->confirmButton()->installEventFilter(this);

    m_proposalDialog = new ProposalDialog(dialogParent);
    m_duelDialog = new DuelDialog(dialogParent);
    m_human = new HumanSeat(session, seats, table, m_proposalDialog, &m_state, this);
    m_ai = new AiInput(session, this);
    m_host = new HostInput(this);
    for (SeatInput *seatInput : {static_cast<SeatInput *>(m_human), static_cast<SeatInput *>(m_ai)})
        connect(seatInput, &SeatInput::decided, this, &TableController::onDecided);
    connect(m_human, &HumanSeat::waitingChanged, this, &TableController::setWaiting);
    connect(m_human, &HumanSeat::promptChanged, this, &TableController::setPrompt);
    connect(m_session, &GameSession::hostNews, this, &TableController::onHostNews);
    connect(m_session, &GameSession::tableChanged, this, &TableController::showPresence);
    connect(m_session, &GameSession::refused, this,
            [this](int seat, const QString &) { onRefused(seat); });
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
    m_thinking = 0;
    m_awaited = 0;
    m_human->cancel();
    m_ai->cancel();
    m_continue = nullptr;
    setWaiting(Waiting::Nothing, -1);
}

void TableController::begin()
{
    halt();
    m_halted = false;
    const Game &game = m_session->game();
    m_seats->reset(*m_session);
    showPresence();
    QStringList names;
    for (int seat = 0; seat < m_session->players(); ++seat)
        names << m_session->name(seat);
    m_log->reset(names);
    m_table->setup(game.players(), game.variant().bars);
    m_table->setPendingBill(-1, false, false);
    m_state = TableState{};
    m_table->setPiles(game.variant().billCount, game.variant().deckSize, 0);
    m_fastForward = m_session->replayedEvents();
    // Who plays each seat is settled here, once; from now on every seat is asked alike. At a
    // network table the host plays every seat but this window's own.
    unsigned people = 0;
    m_inputs.fill(nullptr);
    for (int seat = 0; seat < m_session->players(); ++seat) {
        const bool person = m_session->isHuman(seat) && m_session->isHere(seat);
        if (person)
            people |= 1u << seat;
        m_inputs[size_t(seat)] = !m_session->isHere(seat) ? static_cast<SeatInput *>(m_host)
                                 : person                 ? static_cast<SeatInput *>(m_human)
                                                          : static_cast<SeatInput *>(m_ai);
    }
    m_human->start(people);
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
        // A resumed game goes by at once, up to where it was left (GameSession::resume).
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
    if (m_session->isOnline())
        catchUpWithView();
    const unsigned toDecide = m_session->toDecide();
    // A seat no longer asked has decided (online its decision came as an event).
    for (int seat = 0; seat < game.players(); ++seat) {
        if (!((toDecide >> seat) & 1))
            settle(seat);
    }
    if (!toDecide)
        return; // never with the game's own chance; nothing to do (online: the host's turn)
    if (m_thinking) {
        // Decisions are on their way. Online the host's seats "think" until their decisions
        // come, which may wait for this window's person, asked again after a refusal.
        const int own = m_session->ownSeat();
        if (m_session->isOnline() && ((toDecide >> own) & 1) && m_human->askedSeat() < 0)
            ask(own);
        promptWaitingFor(toDecide);
        return;
    }
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
        int holder = -1;
        for (int seat = 0; seat < game.players(); ++seat) {
            if (input(seat)->holdsTheComputer(seat))
                holder = seat;
        }
        const bool holderChooses = holder >= 0 && ((toDecide >> holder) & 1);
        if (background) {
            setWaiting(Waiting::Nothing, -1);
            for (int seat = 0; seat < game.players(); ++seat) {
                if ((background >> seat) & 1)
                    ask(seat);
            }
            if (!holderChooses) {
                promptWaitingFor(toDecide);
                return;
            }
        }
        if (holderChooses) {
            ask(holder);
            return;
        }
        const int from = holder >= 0 ? holder : game.dealer();
        for (int i = 1; i <= game.players(); ++i) {
            const int seat = (from + i) % game.players();
            if ((toDecide >> seat) & 1) {
                ask(seat);
                return;
            }
        }
        return;
    }
    case Phase::Proposal: {
        // The prompt names whoever decides for the bar in the spotlight, a person or not.
        const int seat = game.negotiation().proposer();
        setPrompt([this, seat, bar = m_state.claimBar] {
            return tr("%1 divides the bills of the %2.")
                .arg(m_session->name(seat), Format::barName(bar));
        });
        ask(seat);
        return;
    }
    case Phase::Answer: {
        const Negotiation &n = game.negotiation();
        const int seat = n.answerOrder[n.answered];
        setPrompt([this, seat, bar = m_state.claimBar] {
            return tr("%1 answers the proposal for the %2.")
                .arg(m_session->name(seat), Format::barName(bar));
        });
        ask(seat);
        return;
    }
    default:
        return;
    }
}

bool TableController::holds(std::optional<Bar> bar) const
{
    return m_waitForMe && m_session->humanCount() > 0 && Pace::speed() != Speed::Instant &&
           m_fastForward == 0 && !m_savedSpeed &&
           (!bar || m_waitForOthers || concernsAPerson(*bar));
}

bool TableController::concernsAPerson(Bar bar) const
{
    // A person's own card revealed on the bar: their bar, their proposal or answer, their duel,
    // and a raid on them. In hot-seat, any of the people at the table.
    for (int seat = 0; seat < m_session->players(); ++seat)
        if (m_session->isHuman(seat) && m_session->isHere(seat) &&
            !m_state.revealed[size_t(seat)].isNone() && m_state.revealed[size_t(seat)].bar() == bar)
            return true;
    return false;
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
    settle(seat);
    for (SeatInput *seatInput : {static_cast<SeatInput *>(m_human), static_cast<SeatInput *>(m_ai)})
        seatInput->othersDecided();
    schedule();
}

void TableController::settle(int seat)
{
    if ((m_thinking >> seat) & 1) {
        m_thinking &= ~(1u << seat);
        m_seats->setState(seat, SeatModel::SeatState::Waiting);
    }
}

// Online, once this window's person has chosen a card, the prompt says whom the table waits
// for (it went blank, and the other players' choices take a while).
void TableController::promptWaitingFor(unsigned toDecide)
{
    if (!m_session->isOnline() || m_session->game().phase() != Phase::Play ||
        m_waiting != Waiting::Nothing || m_human->askedSeat() >= 0)
        return;
    const unsigned others = toDecide & ~(1u << m_session->ownSeat());
    if (others)
        promptAwaited(others);
}

// The waiting sentence for `seats`; a seat goes from it as soon as the table shows that it has
// chosen (the host's view says so a moment earlier), and the sentence with the last one.
void TableController::promptAwaited(unsigned seats)
{
    if (!seats) {
        setPrompt(nullptr);
        return;
    }
    setPrompt([this, seats] {
        QStringList names;
        for (int seat = 0; seat < m_session->players(); ++seat)
            if ((seats >> seat) & 1)
                names << m_session->name(seat);
        //: A network table, once the player has chosen a card: %1 one or more names, "Léa",
        //: "Léa and Dutch", "Léa, Dutch and Sam".
        return shell::sentence(tr("Waiting for %1…"), {shell::listOfNames(names)});
    });
    m_awaited = seats;
}

void TableController::onHostNews()
{
    if (m_halted)
        return;
    // A card face down goes once the host asks for it; a question the host no longer asks (a
    // computer played the seat while its person was away) is put away.
    m_human->othersDecided();
    const int asked = m_human->askedSeat();
    if (asked >= 0 && !((m_session->toDecide() >> asked) & 1))
        m_human->withdraw();
    schedule();
}

void TableController::onRefused(int seat)
{
    if (m_halted || seat < 0)
        return;
    m_human->undoSent(seat);
    schedule();
}

void TableController::showPresence()
{
    for (int seat = 0; seat < m_seats->seatCount(); ++seat) {
        const std::string link = m_session->linkState(seat);
        m_seats->setPresence(seat, link == "reconnecting" ? SeatModel::Presence::Reconnecting
                                   : link == "computer"   ? SeatModel::Presence::ComputerPlays
                                                          : SeatModel::Presence::Here);
    }
}

void TableController::catchUpWithView()
{
    const Game &game = m_session->game();
    for (int seat = 0; seat < game.players(); ++seat)
        m_seats->setHandSize(seat, game.hand(seat).size);
    const bool hiddenBill = game.phase() == Phase::PlaceBill && !m_session->isHere(game.dealer());
    if (hiddenBill && m_table->pendingBill() < 0) {
        m_table->setPendingBill(0, false, false); // face down: which bill is the dealer's secret
        // Drawn from the supply, as the dealer's own window shows it (their private BillDrawn
        // event counts it): the view puts it back among the supply for the other seats (R6),
        // and this table showed one bill more than the dealer's until it was placed.
        m_table->setPiles(m_table->supplyCount() - 1, m_table->drawCount(),
                          m_table->discardCount());
    }
}

// ---------------------------------------------------------------------------------------------
// Texts, built again at each language switch

void TableController::setPrompt(std::function<QString()> text)
{
    m_awaited = 0;
    m_prompt = std::move(text);
    m_table->setPrompt(m_prompt ? m_prompt() : QString());
}

void TableController::retranslate()
{
    m_table->setPrompt(m_prompt ? m_prompt() : QString());
    for (int i = 0; i < m_table->barCount(); ++i) {
        if (m_outcomes[size_t(i)])
            m_table->barBoard(Bar(i))->setOutcome(m_outcomes[size_t(i)]());
    }
}

bool TableController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::LanguageChange)
        retranslate();
    // The prompt says Space or Enter continues: an arrow key, which a button outside a dialog
    // takes for Tab, must not carry the keyboard off Continue (once into the log, where Space
    // and Enter do nothing).
    if (watched == m_table->confirmButton() && event->type() == QEvent::KeyPress &&
        m_waiting == Waiting::Continue) {
        switch (static_cast<QKeyEvent *>(event)->key()) {
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down:
            return true;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace razzia::ui
