// Plays the engine's events on the table one at a time, each with its animation, and asks the
// seats for their decisions when the engine waits: AI seats think visibly and decide through
// the session, human seats through the table (curtain, hand, bars) and the dialogs. Human and
// AI decisions both end in GameSession::decide().
#pragma once

#include "dueldialog.h"
#include "pace.h"
#include "proposaldialog.h"
#include "razzia/events.h"
#include "razzia/rank.h"

#include <QObject>
#include <QPointer>

#include <array>
#include <functional>
#include <optional>

class QMimeData;

namespace razzia::ui {

class AiInput;
class GameSession;
class HumanInput;
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
    void decideNext();
    void setWaiting(Waiting waiting, int seat);
    void finishDecision(int seat, const Decision &decision);

    // Hot-seat privacy: `then` runs once `seat` holds the computer.
    void takeTurn(int seat, std::function<void()> then);
    SeatInput *input(int seat) const;
    void ask(int seat);
    void onDecided(int seat, const Decision &decision);
    void humanTurn(int seat);
    void connectBars();
    void humanPlaces(int seat);
    void humanPlays(int seat);
    void humanProposes(int seat);
    void humanAnswers(int seat);
    void selectCard(int slot);
    void playCard(int slot);
    void confirmCard();
    void takeBack();
    void commitPlayed();
    bool othersStillChoose(int seat) const;
    Decision playDecision(int seat, Card card) const;
    void showHeldHand();
    void placeBill(Bar bar);
    bool acceptsDrop(const QMimeData *data, Bar bar) const;

    QList<ProposalDialog::ClaimantInfo> claimantInfos() const;
    std::optional<bool> answerOf(int seat) const;
    void showDuelStep(const Event &event, std::function<void()> done);
    // Moves an open dialog beside the bar it is about, never over it, and spotlights the bar
    // while the dialog is open.
    void placeBeside(QWidget *dialog, Bar bar);
    void closeDuel();
    void restoreSpeed();

    // The table's texts are kept as functions and built again on LanguageChange.
    void setPrompt(std::function<QString()> text);
    void showCurtain();
    void retranslate();
    bool eventFilter(QObject *watched, QEvent *event) override;

    GameSession *m_session;
    SeatModel *m_seats;
    LogModel *m_log;
    TableWidget *m_table;
    QWidget *m_dialogParent;
    QPointer<ProposalDialog> m_proposalDialog;
    QPointer<DuelDialog> m_duelDialog;

    bool holds() const;
    bool m_waitForMe = true;
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
    bool m_busy = false;
    bool m_scheduled = false;
    bool m_halted = true;
    unsigned m_generation = 0; // ignores timers of a game that was replaced
    Waiting m_waiting = Waiting::Nothing;
    int m_waitingSeat = -1;
    int m_holder = -1; // the human who holds the computer (confirmed at the curtain)

    // What the table shows, which runs behind the engine.
    int m_round = 0;
    std::array<Card, kMaxPlayers> m_revealed{};
    BarClaim m_claim;
    Bar m_claimBar = Bar::Colibri;
    Proposal m_proposal;
    std::array<int8_t, kMaxPlayers> m_answers{};
    int m_duelChampion = -1;
    int m_duelChallenger = -1;
    // The current human's choice before it is confirmed.
    int m_pendingSlot = -1;
    // A card played face down that the engine has not received yet (its owner may take it
    // back until the last seat has chosen).
    struct Played
    {
        int seat = -1;
        Card card;
    };
    std::optional<Played> m_played;
    unsigned m_thinking = 0; // seats deciding in the background, visibly
    HumanInput *m_human = nullptr;
    AiInput *m_ai = nullptr;
    // Every seat's hand as the events have dealt it, in the order dealt; only the holder's is
    // ever shown.
    std::array<QList<Card>, kMaxPlayers> m_hands{};
    std::function<QString()> m_prompt;
    int m_curtainSeat = -1;
    std::array<std::function<QString()>, kBarCount> m_outcomes{};
    // Events of rounds already played (a resumed game), shown without animation.
    int m_fastForward = 0;
    std::optional<Speed> m_savedSpeed;
};

} // namespace razzia::ui
