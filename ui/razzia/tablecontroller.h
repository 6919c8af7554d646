// The event player: shows the engine's events on the table one at a time, each with its
// animation, and asks each seat's input (SeatInput) for a decision when the engine waits. It
// never asks who plays a seat: an AI seat thinks visibly (AiInput), a person decides through
// the table and the dialogs (HumanSeat), and both answer through SeatInput::decided(), which
// ends in GameSession::decide().
#pragma once

#include "dueldialog.h"
#include "pace.h"
#include "proposaldialog.h"
#include "razzia/events.h"
#include "shellnames.h"
#include "tablestate.h"

#include <QObject>
#include <QPointer>

#include <array>
#include <functional>
#include <optional>

namespace razzia::ui {

class AiInput;
class GameSession;
class HostInput;
class HumanSeat;
class SeatInput;
class LogModel;
class SeatModel;
class TableWidget;

class TableController : public QObject
{
    Q_OBJECT

public:
    // What the table waits for.
    enum class Waiting
    {
        Nothing,  // animating, or an AI seat is thinking
        Curtain,  // a player must confirm who they are
        Bill,     // a human dealer places the last bill (R3.3)
        Card,     // a human chooses a card (R3.5)
        Passing,  // a human's card lies face down; they pass the computer on (hot-seat)
        Proposal, // a human proposes a division (R5.2)
        Answer,   // a human answers (R5.3)
        Continue, // "Wait for me": the round is over; the player continues when ready
        GameOver
    };
    Q_ENUM(Waiting)

    TableController(GameSession *session, SeatModel *seats, LogModel *log, TableWidget *table,
                    QWidget *dialogParent, QObject *parent = nullptr);
    ~TableController() override;

    // Sets the table up for the session's freshly started game and starts showing it.
    void begin();
    // Stops everything under way (a new game replaces this one).
    void halt();

    // "Wait for me": with a human at the table, the game stops after each round and each duel,
    // and other seats' decisions stay on screen, until the player continues. Never at Instant
    // speed (autoplay, tests).
    void setWaitForMe(bool wait) { m_waitForMe = wait; }
    bool waitForMe() const { return m_waitForMe; }
    // Also stop at a bar where no person at the table played (Settings::waitForOthers).
    void setWaitForOthers(bool wait) { m_waitForOthers = wait; }
    bool waitForOthers() const { return m_waitForOthers; }
    // Continue, Space, Enter: the game goes on after a round.
    void continueGame();

    Waiting waiting() const { return m_waiting; }
    int waitingSeat() const { return m_waitingSeat; }
    ProposalDialog *proposalDialog() const { return m_proposalDialog; }
    DuelDialog *duelDialog() const { return m_duelDialog; }

Q_SIGNALS:
    void waitingChanged(razzia::ui::TableController::Waiting waiting, int seat);
    void gameOver();

private:
    void schedule();
    void advance();
    void show(const Event &event, std::function<void()> done);
    // show() by kind of event (tableevents.cpp).
    void showRoundStarted(const Event &event, std::function<void()> done);
    void showCardDealt(const Event &event, std::function<void()> done);
    void showReshuffled(std::function<void()> done);
    void showBillDrawn(const Event &event, std::function<void()> done);
    void showBillPlaced(const Event &event, std::function<void()> done);
    void showCardChosen(const Event &event, std::function<void()> done);
    void showCardsRevealed(const Event &event, std::function<void()> done);
    void showBarResolved(const Event &event, std::function<void()> done);
    void showProposalMade(const Event &event, std::function<void()> done);
    void showAnswered(const Event &event, std::function<void()> done);
    void showDuelEvent(const Event &event, std::function<void()> done);
    void showBillsWon(const Event &event, std::function<void()> done);
    void showRoundOver(const Event &event, std::function<void()> done);
    void showGameOver(std::function<void()> done);
    void decideNext();
    void setWaiting(Waiting waiting, int seat);

    SeatInput *input(int seat) const { return m_inputs[size_t(seat)]; }
    void ask(int seat);
    void onDecided(int seat, const Decision &decision);
    // A seat asked in the background has decided: it thinks no more.
    void settle(int seat);
    // Online (GameSession::isOnline): the host's news, and a decision it refused.
    void onHostNews();
    void onRefused(int seat);
    // Online, once every event is shown: what the seat's view knows that its events do not say
    // (the other seats' hands are dealt in private, and so is another dealer's last bill).
    void catchUpWithView();
    // Online: each seat's person here, reconnecting, or away with a computer playing for them.
    void showPresence();
    void promptWaitingFor(unsigned toDecide);
    void promptAwaited(unsigned seats);

    void showProposalStep(const Event &event, std::function<void()> done);
    void showDuelStep(const Event &event, std::function<void()> done);
    void closeDuel();
    void restoreSpeed();

    // The table's texts are kept as functions and built again on LanguageChange.
    void setPrompt(std::function<QString()> text);
    void retranslate();
    bool eventFilter(QObject *watched, QEvent *event) override;

    GameSession *m_session;
    SeatModel *m_seats;
    LogModel *m_log;
    TableWidget *m_table;
    QPointer<ProposalDialog> m_proposalDialog;
    QPointer<DuelDialog> m_duelDialog;

    // Whether the table stops until a person continues: at the end of a round (no bar given),
    // or at a step of `bar`'s sharing when a person's card lies there, or always with
    // waitForOthers (issue 25).
    bool holds(std::optional<Bar> bar = std::nullopt) const;
    bool concernsAPerson(Bar bar) const;
    bool m_waitForMe = true;
    bool m_waitForOthers = false;
    std::function<void()> m_continue;
    std::array<qint64, kMaxPlayers> m_roundStartMoney{};
    // The round's winnings, for its recap.
    struct RoundWin
    {
        Bar bar;
        int seat;
        qint64 total;
    };
    QList<RoundWin> m_roundWins;
    QString roundRecap(int round) const;
    // A shared bar's badge once its bills are gone: who took what, and whether after a duel.
    QString sharedCaption(Bar bar, bool duel) const;
    void settleSharedBar(Bar bar);
    unsigned m_sharedBars = 0; // this round's bars that went to sharing (R5), one bit each
    unsigned m_duelBars = 0;   // and those of them that came to a duel (R5.6)
    std::array<int, kBarCount> m_duelWinners{}; // the champion after each bar's last duel
    bool m_busy = false;
    bool m_scheduled = false;
    bool m_halted = true;
    unsigned m_generation = 0; // ignores timers of a game that was replaced
    Waiting m_waiting = Waiting::Nothing;
    int m_waitingSeat = -1;

    TableState m_state;
    int m_duelChampion = -1;
    unsigned m_thinking = 0; // seats deciding in the background, visibly
    HumanSeat *m_human = nullptr;
    AiInput *m_ai = nullptr;
    HostInput *m_host = nullptr;
    std::array<SeatInput *, kMaxPlayers> m_inputs{};
    std::function<QString()> m_prompt;
    unsigned m_awaited = 0; // the seats the prompt says the table waits for
    std::array<std::function<QString()>, kBarCount> m_outcomes{};
    // Events of rounds already played (a resumed game), shown without animation.
    int m_fastForward = 0;
    std::optional<Speed> m_savedSpeed;
};

} // namespace razzia::ui
