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
            [this](int slot) { selectCard(slot, std::nullopt); });
    connect(m_table->hand(), &HandWidget::confirmed, this, [this](int slot) {
        selectCard(slot, std::nullopt);
        confirmCard();
    });
    connect(m_table->hand(), &HandWidget::dragStarted, this, [this](int slot) {
        const QList<Card> &cards = m_table->hand()->cards();
        if (slot < 0 || slot >= int(cards.size()))
            return;
        const Card card = cards[slot];
        const int seat = m_waitingSeat;
        m_table->lightBars([this, card, slot, seat](Bar bar) {
            return bar == card.bar() &&
                   m_session->check(seat, Decision::playCard(card, slot)) == Refusal::None;
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
    m_table->setHandAreaVisible(m_session->humanCount() > 0);
    m_table->setPendingBill(-1, false, false);
    m_revealed.fill(Card());
    m_dealer = -1;
    m_round = 0;
    m_supply = game.variant().billCount;
    m_draw = game.variant().deckSize;
    m_discard = 0;
    m_table->setPiles(m_supply, m_draw, m_discard);
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
        // The AI seats choose together; then each human in turn, clockwise from the dealer's left.
        unsigned ai = 0;
        for (int seat = 0; seat < game.players(); ++seat) {
            if (((toDecide >> seat) & 1) && !m_session->isHuman(seat))
                ai |= 1u << seat;
        }
        if (ai) {
            aiPlays(ai);
            return;
        }
        for (int i = 1; i <= game.players(); ++i) {
            const int seat = (game.dealer() + i) % game.players();
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

void TableController::aiTurn(int seat)
{
    aiDecide(1u << seat);
    m_seats->setActive(seat);
}

void TableController::aiPlays(unsigned seats)
{
    aiDecide(seats);
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

void TableController::humanPlaces(int seat)
{
    const int bill = m_session->game().view(seat).pendingBill();
    m_table->setPendingBill(bill, true, true);
    QList<Card> cards;
    const Hand &hand = m_session->game().view(seat).hand();
    for (int i = 0; i < hand.size; ++i)
        cards << hand.cards[i];
    m_table->hand()->setHand(cards, false); // to plan with; the card comes next
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
    for (int i = 0; i < m_table->barCount(); ++i) {
        BarBoard *board = m_table->barBoard(Bar(i));
        disconnect(board, &BarBoard::activated, this, nullptr);
        disconnect(board, &BarBoard::billDropped, this, nullptr);
        connect(board, &BarBoard::activated, this, &TableController::placeBill);
        connect(board, &BarBoard::billDropped, this, &TableController::placeBill);
    }
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
    m_table->hand()->clear();
    setPrompt(nullptr);
    finishDecision(seat, Decision::placeBill(bar));
}

void TableController::humanPlays(int seat)
{
    QList<Card> cards;
    const Hand &hand = m_session->game().view(seat).hand();
    for (int i = 0; i < hand.size; ++i)
        cards << hand.cards[i];
    m_pendingSlot = -1;
    m_table->hand()->setHand(cards, true);
    m_table->window()->activateWindow();
    m_table->hand()->setFocus();
    m_table->confirmButton()->setVisible(true);
    m_table->confirmButton()->setEnabled(false);
    m_seats->setState(seat, SeatModel::SeatState::Choosing);
    setPrompt([this, seat] {
        return tr("%1, choose your card: drag it onto the bar of its colour, or select it (click, "
                  "or the arrow keys) and confirm (Enter).")
            .arg(m_session->name(seat));
    });
    setWaiting(Waiting::Card, seat);
    for (int i = 0; i < m_table->barCount(); ++i) {
        BarBoard *board = m_table->barBoard(Bar(i));
        disconnect(board, &BarBoard::cardDropped, this, nullptr);
        connect(board, &BarBoard::cardDropped, this,
                [this](int slot, Card, Bar bar) { selectCard(slot, bar); });
    }
}

bool TableController::acceptsDrop(const QMimeData *data, Bar bar) const
{
    int slot = -1;
    Card card;
    if (m_waiting == Waiting::Card && cardFromMimeData(data, slot, card)) {
        const QList<Card> &cards = m_table->hand()->cards();
        return slot >= 0 && slot < int(cards.size()) && cards[slot] == card && card.bar() == bar &&
               m_session->check(m_waitingSeat, Decision::playCard(card, slot)) == Refusal::None;
    }
    if (m_waiting == Waiting::Bill && data && data->hasFormat(billMimeType()))
        return m_session->check(m_waitingSeat, Decision::placeBill(bar)) == Refusal::None;
    return false;
}

void TableController::selectCard(int slot, std::optional<Bar> droppedOn)
{
    if (m_waiting != Waiting::Card)
        return;
    const QList<Card> &cards = m_table->hand()->cards();
    if (slot < 0 || slot >= int(cards.size()))
        return;
    const Card card = cards[slot];
    if (droppedOn && *droppedOn != card.bar())
        return; // the card snaps back
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
    if (m_waiting != Waiting::Card || m_pendingSlot < 0)
        return;
    const int seat = m_waitingSeat;
    const Card card = m_table->hand()->cards().value(m_pendingSlot);
    const Decision decision = Decision::playCard(card, m_pendingSlot);
    if (m_session->check(seat, decision) != Refusal::None)
        return;
    for (int i = 0; i < m_table->barCount(); ++i)
        m_table->barBoard(Bar(i))->setPending(Card());
    m_table->hand()->clear();
    m_table->confirmButton()->setVisible(false);
    setPrompt(nullptr);
    m_pendingSlot = -1;
    finishDecision(seat, decision);
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
    m_table->hand()->clear();
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
}

void TableController::humanAnswers(int seat)
{
    m_table->hand()->clear();
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
