// A person at the table (KDE lskat's MouseInput): the curtain in hot-seat, the hand, the bars
// and the proposal dialog, for every human seat of the game. Whatever the player does here ends
// in decided(), as an AI seat's decision does; the event player never asks who plays a seat.
//
// A card played lies face down on its bar and stays the player's own until the last seat has
// chosen (R3.5): only then does the engine receive it, so a card taken back never reaches it.
#pragma once

#include "seatinput.h"
#include "tablecontroller.h"

#include <QList>
#include <QPoint>

#include <array>
#include <functional>
#include <optional>

class QMimeData;

namespace razzia::ui {

class GameSession;
class ProposalDialog;
class SeatModel;
class TableWidget;
struct TableState;

class HumanSeat : public SeatInput
{
    Q_OBJECT

public:
    using Waiting = TableController::Waiting;
    using PromptText = std::function<QString()>;

    HumanSeat(GameSession *session, SeatModel *seats, TableWidget *table,
              ProposalDialog *proposalDialog, const TableState *state, QObject *parent = nullptr);

    bool needsTheComputer() const override { return true; }
    void ask(int seat) override;
    void cancel() override;
    void start(unsigned seats) override;
    bool holdsTheComputer(int seat) const override { return seat >= 0 && seat == m_holder; }
    void observe(const Event &event) override;
    void othersDecided() override;

    // The seat whose decision the person is making now (a card face down included); -1.
    int askedSeat() const;
    // The question is no longer asked (online: the host's computer decided for the seat while
    // its person was away): the dialog, the card face down and the prompt go.
    void withdraw();
    // The decision sent for `seat` did not count (online: the host refused it): its card is
    // back in the hand, and the seat will be asked again.
    void undoSent(int seat);

Q_SIGNALS:
    // What the person is asked for now, for the table's prompt and the window's hint.
    void waitingChanged(razzia::ui::TableController::Waiting waiting, int seat);
    // The prompt's text, built again at each language switch; empty: no prompt.
    void promptChanged(const razzia::ui::HumanSeat::PromptText &text);

private:
    // Hot-seat privacy: `then` runs once `seat` holds the computer.
    void takeTurn(int seat, std::function<void()> then);
    void showCurtain();
    void places(int seat);
    void plays(int seat);
    void proposes(int seat);
    void answers(int seat);
    void reopenProposal();

    void placeBill(Bar bar);
    void selectCard(int slot);
    void playCard(int slot);
    void confirm();
    void takeBack();
    void commitPlayed();
    void connectBars();
    bool acceptsDrop(const QMimeData *data, Bar bar) const;
    // A card or the dealer's bill let go where nothing took it: when it was over a bar, the
    // prompt says why that bar refused it, from the engine's refusal (hot-seat review).
    void refuseCardDrop(int slot, QPoint globalPos);
    void refuseBillDrop(QPoint globalPos);
    void explain(const PromptText &reason);
    void setPrompt(const PromptText &text);
    bool othersStillChoose(int seat) const;
    bool hotSeat() const;
    Decision playDecision(int seat, Card card) const;
    void showHeldHand();

    void setWaiting(Waiting waiting, int seat);
    void deliver(int seat, const Decision &decision);
    bool eventFilter(QObject *watched, QEvent *event) override;

    GameSession *m_session;
    SeatModel *m_seats;
    TableWidget *m_table;
    ProposalDialog *m_proposalDialog;
    const TableState *m_state;

    unsigned m_own = 0; // the seats people play
    Waiting m_waiting = Waiting::Nothing;
    int m_seat = -1; // the seat asked
    // Who holds the computer (confirmed at the curtain). In hot-seat, only from the curtain to
    // the card sent to the engine: then nobody, and the next turn starts behind the curtain.
    int m_holder = -1;
    int m_curtainSeat = -1;
    QMetaObject::Connection m_curtainConnection;
    int m_pendingSlot = -1; // the card selected, before it is confirmed
    PromptText m_prompt;    // what the person is asked, without the reason for a refused drop
    bool m_explaining = false;
    // A card is its place in the hand: two equal cards are two cards (issue 25), so the card
    // played is kept by its slot, and its value only to check that the slot still holds it.
    struct Played
    {
        int seat = -1;
        int slot = -1;
        Card card;
    };
    std::optional<Played> m_played;
    std::optional<Played> m_sent; // the last card sent to the engine, until its reveal
    // Every person's hand as the events have dealt it, in the order dealt; only the holder's
    // is ever shown.
    std::array<QList<Card>, kMaxPlayers> m_hands{};
    // Seats whose card has left m_hands by its slot already (sent to the engine); the reveal
    // removes it for the other seats only.
    unsigned m_committed = 0;
};

} // namespace razzia::ui
