// The engine's events as the table shows them: one animation each (see TableController::show).
#include "tablecontroller.h"

#include "art.h"
#include "dueldialog.h"
#include "format.h"
#include "gamesession.h"
#include "humanseat.h"
#include "logmodel.h"
#include "pace.h"
#include "proposaldialog.h"
#include "seatinput.h"
#include "seatmodel.h"
#include "shellnames.h"
#include "steps.h"
#include "tablewidget.h"

#include <QPushButton>
#include <QTimer>

namespace razzia::ui {

// Whether the table shows `kind` the moment it comes (a banner, a dialog, a heading) rather than
// at the end of an animation (a bill, a card or a die on its way).
static bool shownAtOnce(EventKind kind)
{
    switch (kind) {
    case EventKind::BillPlaced:
    case EventKind::CardsRevealed:
    case EventKind::DieRolled:
    case EventKind::DuelWon:
    case EventKind::BillsWon:
        return false;
    default:
        return true;
    }
}

void TableController::show(const Event &e, std::function<void()> done)
{
    // A question asked before the cards turned over, or about another bar, is stale once they
    // do, once a bar comes into the spotlight, and once it is answered; decideNext() asks anew.
    if (e.kind == EventKind::CardsRevealed || e.kind == EventKind::BarResolved ||
        e.kind == EventKind::ProposalMade || e.kind == EventKind::Answered)
        setPrompt(nullptr);
    // The log never runs ahead of the table: an event's line comes when the table shows it,
    // a bill's once it has landed, a die's once it lies (a duel was read in the log before its
    // dice had stopped). Each event is shown after the last one is done, so the log keeps the
    // events' order at any speed.
    auto logged = std::make_shared<bool>(false);
    const unsigned generation = m_generation;
    std::function<void()> log = [this, e, logged, generation] {
        if (*logged || generation != m_generation)
            return;
        *logged = true;
        m_log->add(e);
    };
    if (shownAtOnce(e.kind))
        log();
    done = [log, done = std::move(done)] {
        log();
        done();
    };
    if (e.kind == EventKind::DieRolled || e.kind == EventKind::DuelWon) {
        // The duel's line when its die lies, or its pool has reached the winner; not after
        // the "Continue" the result may wait for.
        disconnect(m_duelDialog, &DuelDialog::stepShown, this, nullptr);
        connect(m_duelDialog, &DuelDialog::stepShown, this, log, Qt::SingleShotConnection);
    }
    // The seats follow the game as the table shows it (a person's hand).
    for (SeatInput *seatInput : {static_cast<SeatInput *>(m_human), static_cast<SeatInput *>(m_ai)})
        seatInput->observe(e);
    // The engine counts the piles (R3.2); the table shows its counts.
    m_table->setPiles(e.supply, e.draw, e.discard);
    // Online, the other seats' decisions come as events: they think no more.
    if (e.kind == EventKind::CardChosen || e.kind == EventKind::ProposalMade ||
        e.kind == EventKind::Answered)
        settle(e.seat);
    else if (e.kind == EventKind::BillPlaced && e.flag && m_seats->dealer() >= 0)
        settle(m_seats->dealer());
    if (e.kind == EventKind::CardChosen && ((m_awaited >> e.seat) & 1))
        promptAwaited(m_awaited & ~(1u << e.seat));
    // One function per kind of event, in the order a round shows them.
    switch (e.kind) {
    case EventKind::RoundStarted:
        showRoundStarted(e, std::move(done));
        return;
    case EventKind::CardDealt:
        showCardDealt(e, std::move(done));
        return;
    case EventKind::Reshuffled:
        showReshuffled(std::move(done));
        return;
    case EventKind::BillDrawn:
        showBillDrawn(e, std::move(done));
        return;
    case EventKind::BillPlaced:
        showBillPlaced(e, std::move(done));
        return;
    case EventKind::CardChosen:
        showCardChosen(e, std::move(done));
        return;
    case EventKind::CardsRevealed:
        showCardsRevealed(e, std::move(done));
        return;
    case EventKind::BarResolved:
        showBarResolved(e, std::move(done));
        return;
    case EventKind::ProposalMade:
        showProposalMade(e, std::move(done));
        return;
    case EventKind::Answered:
        showAnswered(e, std::move(done));
        return;
    case EventKind::DieRolled:
    case EventKind::DuelWon:
        showDuelEvent(e, std::move(done));
        return;
    case EventKind::BillsWon:
        showBillsWon(e, std::move(done));
        return;
    case EventKind::RoundOver:
        showRoundOver(e, std::move(done));
        return;
    case EventKind::GameOver:
        showGameOver(std::move(done));
        return;
    }
    QTimer::singleShot(0, this, done);
}

void TableController::showRoundStarted(const Event &e, std::function<void()> done)
{
    const Game &game = m_session->game();
    m_state.round = e.round;
    m_seats->setDealer(e.seat);
    m_seats->clearGains();
    m_roundWins.clear();
    for (int seat = 0; seat < game.players(); ++seat)
        m_roundStartMoney[size_t(seat)] = m_seats->money(seat);
    m_table->setRound(e.round, game.variant().rounds);
    m_seats->setAllStates(SeatModel::SeatState::Waiting);
    // Last round's cards leave the bars for the discard pile (R3.2).
    m_state.revealed.fill(Card());
    for (int i = 0; i < m_table->barCount(); ++i) {
        m_table->barBoard(Bar(i))->setRevealed({});
        m_table->barBoard(Bar(i))->setOutcome(QString());
    }
    m_outcomes.fill(nullptr);
    m_sharedBars = m_duelBars = 0;
    m_duelWinners.fill(-1);
    setPrompt([this, round = e.round, rounds = game.variant().rounds, seat = e.seat] {
        // R3.7: the last round is announced.
        if (round == rounds)
            return tr("Last round (%1 of %2). Dealer: %3.")
                .arg(round)
                .arg(rounds)
                .arg(m_session->name(seat));
        return tr("Round %1 of %2. Dealer: %3.").arg(round).arg(rounds).arg(m_session->name(seat));
    });
    QTimer::singleShot(Pace::ms(Step::RoundOver) / 2, this, done);
}

void TableController::showCardDealt(const Event &e, std::function<void()> done)
{
    m_seats->addCards(e.seat, 1);
    QTimer::singleShot(Pace::ms(Step::DealCard), this, done);
}

void TableController::showReshuffled(std::function<void()> done)
{
    QTimer::singleShot(Pace::ms(Step::BarResolved), this, done);
}

void TableController::showBillDrawn(const Event &e, std::function<void()> done)
{
    // Private to the dealer: the others see a face-down bill.
    m_table->setPendingBill(e.value, false, false);
    QTimer::singleShot(Pace::ms(Step::BillFlight) / 2, this, done);
}

void TableController::showBillPlaced(const Event &e, std::function<void()> done)
{
    const QRect target = m_table->barBillRect(e.bar);
    const QSize size(int(target.height() * 0.8 * kBillAspect), int(target.height() * 0.8));
    const QRect from = e.flag ? m_table->pendingBillRect() : m_table->supplyRect();
    if (e.flag)
        m_table->setPendingBill(-1, false, false);
    const Bar bar = e.bar;
    const int bill = e.value;
    m_table->fly(m_table->billPixmap(bill, size),
                 QRect(from.center() - QPoint(size.width() / 2, size.height() / 2), size),
                 QRect(target.center() - QPoint(size.width() / 2, size.height() / 2), size),
                 Pace::ms(Step::BillFlight), [this, bar, bill, done] {
                     m_table->barBoard(bar)->addBill(bill);
                     done();
                 });
}

void TableController::showCardChosen(const Event &e, std::function<void()> done)
{
    m_seats->setState(e.seat, SeatModel::SeatState::Chosen);
    QTimer::singleShot(Pace::ms(Step::CardPlayed), this, done);
}

void TableController::showCardsRevealed(const Event &e, std::function<void()> done)
{
    const Game &game = m_session->game();
    m_state.revealed = e.cards;
    m_seats->setAllStates(SeatModel::SeatState::Waiting);
    QList<QList<BarBoard::Revealed>> byBar(m_table->barCount());
    for (int seat = 0; seat < game.players(); ++seat) {
        const Card c = e.cards[seat];
        if (c.isNone())
            continue;
        // Online another seat's private deal came as no event (the view tells its size once
        // the table has caught up): the count never goes below nothing meanwhile.
        if (m_seats->handSize(seat) > 0)
            m_seats->addCards(seat, -1);
        byBar[int(c.bar())].append(BarBoard::Revealed{seat, m_session->name(seat), c});
    }
    // Every card turns over at once: they fly from their seats to their bars together.
    const int ms = Pace::ms(Step::Reveal);
    auto remaining = std::make_shared<int>(0);
    auto finish = [this, byBar, done, remaining] {
        if (--*remaining > 0)
            return;
        for (int i = 0; i < m_table->barCount(); ++i)
            m_table->barBoard(Bar(i))->setRevealed(byBar[i]);
        done();
    };
    for (int seat = 0; seat < game.players(); ++seat) {
        const Card c = e.cards[seat];
        if (c.isNone())
            continue;
        const QRect to = m_table->barCardRect(c.bar());
        const QSize size(int(to.height() * kCardAspect), to.height());
        const QRect from = m_table->seatRect(seat);
        ++*remaining;
        m_table->fly(m_table->cardPixmap(c, size), QRect(from.center(), size / 2),
                     QRect(to.center() - QPoint(size.width() / 2, size.height() / 2), size), ms,
                     finish);
    }
    if (*remaining == 0) {
        ++*remaining;
        finish();
    }
}

void TableController::showBarResolved(const Event &e, std::function<void()> done)
{
    closeDuel();
    for (int i = 0; i < m_table->barCount(); ++i)
        if ((m_sharedBars >> i) & 1)
            settleSharedBar(Bar(i)); // a sharing before this bar is over
    BarBoard *board = m_table->barBoard(e.bar);
    std::function<QString()> caption;
    switch (e.outcome) {
    case BarOutcome::Quiet:
        break;
    case BarOutcome::FailedRaid:
        caption = [] { return tr("Raid failed: no gambler here"); };
        break;
    case BarOutcome::NoBills:
        caption = [] { return tr("Nothing to win"); };
        break;
    case BarOutcome::Taken:
        // Police who take a bar took it from gamblers (R4.3): the banner says it was a raid.
        caption = [this, seat = e.seat, raid = m_state.revealed[e.seat].isPolice()] {
            if (raid)
                //: A bar's banner: police raided gamblers and take every bill (R4.3, R4.6).
                return tr("Raid: all to %1").arg(m_session->name(seat));
            //: A bar's banner: one claimant takes every bill (R4.6); no verb, any name fits.
            return tr("All to %1").arg(m_session->name(seat));
        };
        break;
    case BarOutcome::Shared:
        break; // below, with the claimants
    }
    if (e.outcome == BarOutcome::Shared) {
        m_state.claim = BarClaim{};
        m_state.claim.count = e.count;
        for (int i = 0; i < e.count; ++i)
            m_state.claim.claimants[i] = uint8_t(e.ranked[i]);
        m_state.claimBar = e.bar;
        m_state.proposal = Proposal{};
        m_state.answers.fill(-1);
        caption = [count = e.count] { return tr("%n claimant(s) must share", nullptr, count); };
        m_sharedBars |= 1u << int(e.bar);
    }
    m_outcomes[size_t(e.bar)] = caption;
    board->setOutcome(caption ? caption() : QString());
    board->setSpotlit(true);
    const unsigned generation = m_generation;
    const int ms = e.outcome == BarOutcome::Quiet ? Pace::ms(Step::BarResolved) / 3
                                                  : Pace::ms(Step::BarResolved);
    QTimer::singleShot(ms, this, [this, board, generation, done] {
        if (generation == m_generation && !(m_proposalDialog && m_proposalDialog->isVisible()))
            board->setSpotlit(false);
        done();
    });
}

void TableController::showProposalMade(const Event &e, std::function<void()> done)
{
    m_state.proposal = e.proposal;
    showProposalStep(e, std::move(done));
}

void TableController::showAnswered(const Event &e, std::function<void()> done)
{
    m_state.answers[e.seat] = e.flag ? 1 : 0;
    showProposalStep(e, std::move(done));
}

void TableController::showDuelEvent(const Event &e, std::function<void()> done)
{
    if (!((m_duelBars >> int(m_state.claimBar)) & 1)) {
        m_duelBars |= 1u << int(m_state.claimBar);
        m_outcomes[size_t(m_state.claimBar)] = [] { return tr("Duel for the pool"); };
        m_table->barBoard(m_state.claimBar)->setOutcome(tr("Duel for the pool"));
    }
    if (e.kind == EventKind::DuelWon)
        m_duelWinners[size_t(e.bar)] = e.seat; // the last one takes the pool
    showDuelStep(e, std::move(done));
}

void TableController::showBillsWon(const Event &e, std::function<void()> done)
{
    closeDuel();
    m_roundWins.append({e.bar, e.seat, e.bills.total()});
    if ((m_sharedBars >> int(e.bar)) & 1)
        settleSharedBar(e.bar);
    m_table->barBoard(e.bar)->removeBills(e.bills);
    const QRect from = m_table->barBillRect(e.bar);
    const QRect to = m_table->seatRect(e.seat);
    const QSize size(int(from.height() * 0.8 * kBillAspect), int(from.height() * 0.8));
    int top = 0;
    for (int d = 0; d < kDenominations; ++d) {
        if (e.bills.count[d])
            top = d;
    }
    const int seat = e.seat;
    const qint64 total = e.bills.total();
    m_table->fly(m_table->billPixmap(top, size),
                 QRect(from.center() - QPoint(size.width() / 2, size.height() / 2), size),
                 QRect(to.center() - QPoint(size.width() / 4, size.height() / 4), size / 2),
                 Pace::ms(Step::BillsWon), [this, seat, total, done] {
                     m_seats->addMoney(seat, total);
                     done();
                 });
}

void TableController::showRoundOver(const Event &e, std::function<void()> done)
{
    const Game &game = m_session->game();
    closeDuel();
    for (int i = 0; i < m_table->barCount(); ++i)
        if ((m_sharedBars >> i) & 1)
            settleSharedBar(Bar(i));
    for (int i = 0; i < m_table->barCount(); ++i)
        m_table->barBoard(Bar(i))->setSpotlit(false);
    // The round's summary: each seat's gain beside it.
    for (int seat = 0; seat < game.players(); ++seat) {
        m_seats->setMoney(seat, e.money[seat]);
        m_seats->setGain(seat, e.money[seat] - m_roundStartMoney[size_t(seat)]);
    }
    if (!holds()) {
        QTimer::singleShot(Pace::ms(Step::RoundOver), this, done);
        return;
    }
    m_continue = done;
    setPrompt([this, round = e.round] { return roundRecap(round); });
    m_table->setConfirmText([] { return tr("&Continue"); });
    m_table->confirmButton()->setVisible(true);
    m_table->confirmButton()->setEnabled(true);
    m_table->confirmButton()->setDefault(true);
    setWaiting(Waiting::Continue, -1);
    m_table->window()->activateWindow();
    m_table->confirmButton()->setFocus();
}

void TableController::showGameOver(std::function<void()> done)
{
    QTimer::singleShot(0, this, done);
}

// The round in a line, in the log's words and with no verb, so that any name reads right:
// "Colibri → Karine, $35,000 · Jungle → Marc, $20,000".
// The sharing is settled as its bills go: the badge says who took what, no longer that the
// claimants must share (issue 25).
void TableController::settleSharedBar(Bar bar)
{
    const bool duel = (m_duelBars >> int(bar)) & 1;
    m_outcomes[size_t(bar)] = [this, bar, duel] { return sharedCaption(bar, duel); };
    m_table->barBoard(bar)->setOutcome(m_outcomes[size_t(bar)]());
}

QString TableController::sharedCaption(Bar bar, bool duel) const
{
    // Short, as the banner is narrow (1280x720, 8 seats): who took the bills; what each took is
    // beside each seat and in the log.
    if (duel)
        //: A shared bar's banner after its duels (R5.6): %1 the last champion, who took the pool.
        return m_duelWinners[size_t(bar)] >= 0
                   ? tr("Duel won by %1").arg(m_session->name(m_duelWinners[size_t(bar)]))
                   : tr("Duel for the pool");
    QStringList takers;
    for (const RoundWin &win : m_roundWins)
        if (win.bar == bar && !takers.contains(m_session->name(win.seat)))
            takers << m_session->name(win.seat);
    if (takers.isEmpty())
        return {};
    //: A shared bar's banner when every claimant accepted (R5.4): %1 the players, "Al, Lou".
    return tr("Shared: %1").arg(takers.join(QStringLiteral(", ")));
}

QString TableController::roundRecap(int round) const
{
    QStringList wins;
    for (const RoundWin &w : m_roundWins)
        //: One bar's outcome in the round's recap: bar → winner, amount.
        wins << tr("%1 → %2, %3")
                    .arg(Format::barName(w.bar), m_session->name(w.seat), Format::money(w.total));
    const QString outcome =
        wins.isEmpty() ? tr("nobody won anything") : wins.join(QStringLiteral(" · "));
    return tr("End of round %1: %2. Continue when you are ready (Space or Enter).")
        .arg(round)
        .arg(outcome);
}

// Another seat's proposal or answer, shown for a while beside its bar; the player's own was
// seen already.
void TableController::showProposalStep(const Event &e, std::function<void()> done)
{
    if (input(e.seat)->needsTheComputer()) {
        QTimer::singleShot(0, this, done);
        return;
    }
    std::function<QString()> headline;
    if (e.kind == EventKind::ProposalMade)
        headline = [this, seat = e.seat, bar = m_state.claimBar] {
            return tr("%1 proposes a division of the %2")
                .arg(m_session->name(seat), Format::barName(bar));
        };
    else
        headline = [this, seat = e.seat, accepts = e.flag] {
            return accepts ? tr("%1 accepts").arg(m_session->name(seat))
                           : tr("%1 refuses").arg(m_session->name(seat));
        };
    disconnect(m_proposalDialog, &ProposalDialog::shown, this, nullptr);
    connect(m_proposalDialog, &ProposalDialog::shown, this, done, Qt::SingleShotConnection);
    m_proposalDialog->setHoldsDecisions(holds(m_state.claimBar));
    const Bar bar = m_state.claimBar;
    m_proposalDialog->showDecision(bar, m_table->barBoard(bar)->bills(),
                                   m_state.claimantInfos(*m_session), m_state.proposal,
                                   m_state.answersByRank(), std::move(headline));
    placeBeside(m_table, m_proposalDialog, bar);
}

void TableController::showDuelStep(const Event &e, std::function<void()> done)
{
    disconnect(m_duelDialog, &DuelDialog::stepDone, this, nullptr);
    connect(m_duelDialog, &DuelDialog::stepDone, this, done, Qt::SingleShotConnection);
    if (e.kind == EventKind::DuelWon) {
        m_duelDialog->won(e.seat, e.flag);
        m_duelChampion = -1;
        return;
    }
    if (m_duelChampion < 0) {
        // The champion rolls first (R5.6); the event names the challenger, the pool and who
        // wins a tie.
        m_duelChampion = e.seat;
        const int champion = m_duelChampion, challenger = e.other;
        const Card cc = m_state.revealed[champion], ch = m_state.revealed[challenger];
        const bool tieToChallenger = e.flag;
        const qint64 pool = e.bills.total();
        if (!m_duelDialog->isVisible() && Pace::speed() != Speed::Instant)
            m_duelDialog->open();
        m_duelDialog->setHoldsResult(holds(m_state.claimBar));
        placeBeside(m_table, m_duelDialog, m_state.claimBar);
        // The winner of the bar's last duel takes the pool (R5.6): the event says which it is.
        m_duelDialog->start(m_state.claimBar, pool, m_session->name(champion), champion, cc,
                            m_session->name(challenger), challenger, ch, tieToChallenger, e.last);
    }
    m_duelDialog->roll(e.seat, e.value, e.total);
}

void TableController::closeDuel()
{
    m_duelChampion = -1;
    if (m_duelDialog && m_duelDialog->isVisible())
        m_duelDialog->accept();
}

} // namespace razzia::ui
