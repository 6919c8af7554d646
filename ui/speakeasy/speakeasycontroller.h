// Runs one game of Speak Easy at the window, from a TableSource: the engine's Session, the
// referee razzia-cli runs too (LocalSource), or one seat of a network table (ClientSource). It
// forwards a person's decisions and an AI seat's (thought out on a worker), and plays the
// source's events one by one with the durations of timing.h (a move along its route, then the
// fight, then the next turn). No rule lives here. Widgets read only picture(), which is built
// from the seat view of the seat whose eyes the table shows; in hot-seat it asks for the
// curtain whenever those eyes change.
#pragma once

#include "picture.h"
#include "seats.h"
#include "tablesource.h"

#include "speakeasy/session.h"

#include <QObject>
#include <QPointer>
#include <QVector>

#include <deque>
#include <functional>
#include <memory>

namespace speakeasy::ui {

class TableController : public QObject, private EventSink
{
    Q_OBJECT

public:
    enum class Phase
    {
        NotStarted,
        SetUp,
        Play,
        Over
    };
    // A null policy: a person at the window.
    using Seats = std::array<std::unique_ptr<Policy>, kSeats>;

    // `seed` draws the first player (SE3.1, D15). `keep`: what the policies read (a level's
    // habits), kept alive as long as they.
    TableController(Seats seats, uint64_t seed, QObject *parent = nullptr,
                    std::shared_ptr<const void> keep = {});
    // One seat of a game refereed elsewhere (a network table): `seat` is this window's person,
    // the other seat is decided by the source's referee and never thought for here. `seed`
    // draws this window's own random layouts and hints only.
    TableController(std::unique_ptr<TableSource> source, int seat, uint64_t seed,
                    QObject *parent = nullptr);
    ~TableController() override;

    // Begins the game (a network one: shows it from where the source stands).
    void start();
    // Puts a saved game back (SE8.4): the record replayed by the engine, with these seats; play
    // goes on from the side to move (in hot-seat, behind the curtain). False, nothing changed,
    // once a game has begun here or when the record does not replay.
    bool resume(const GameRecord &record);
    // Nothing this game's worker or timers still deliver plays on (the window is replacing it).
    void halt();
    uint64_t seed() const { return m_seed; }

    Phase phase() const;
    bool isHuman(int seat) const { return m_human[size_t(seat)]; }
    // Both seats are people at this screen: each side's secrets must stay behind the curtain.
    bool isHotSeat() const { return isHuman(0) && isHuman(1); }
    // The seat whose eyes the table shows.
    int viewer() const { return m_viewer; }
    // Hot-seat: the seat the curtain waits for, or -1 when the table may be shown.
    int curtainSeat() const { return m_curtain; }
    void liftCurtain();
    // The human whose set-up the table edits now, or -1.
    int settingUp() const;
    // The viewer's legal moves when it is a person's turn and nothing is being shown; empty
    // otherwise (the board lets nothing be picked up).
    std::vector<Move> movesForViewer() const;
    // The seat a draw offer waits on (SE6.4), or -1.
    int drawQuestionFor() const;
    bool animating() const { return m_playing; }
    TablePicture picture() const;
    // The seat view of the viewer; only valid once play started.
    SeatView viewerView() const;
    int first() const { return m_source->first(); }
    // The referee's whole game, for the shell's save and for tests: never shown by a widget.
    // Null for a game refereed elsewhere.
    const Game *refereeGame() const { return m_source->game(); }
    TableSource *source() const { return m_source.get(); }
    // Who the table waits on for `seat`'s decision, when it is made elsewhere; else empty.
    QString waitingFor(int seat) const
    {
        return isRemote(seat) ? m_source->waitingFor(seat) : QString();
    }
    // The seat decided by the source's referee (the other side of a network table).
    bool isRemote(int seat) const { return m_remote[size_t(seat)]; }
    // The end, once the game is over (SE6).
    std::optional<End> end() const { return m_end; }
    // The side that played the move shown last, and the picture just after it (and its
    // fight): what the players' tags follow.
    int lastMover() const { return m_last.seat; }
    const TablePicture &afterLastMove() const { return m_afterMove; }
    // The moves and fights shown so far, for the log: the viewer's view's, or, while a network
    // update is played, those already shown of it.
    std::vector<Move> shownMoves() const;
    std::vector<SeenConfrontation> shownFights() const;
    // The draw offers and refusals shown so far, in order (SE6.4), for the log.
    const std::vector<ShownDraw> &shownDraws() const { return m_draws; }
    // The offer or refusal shown last, while no move has followed it and the game goes on:
    // the line the table shows under the last move.
    std::optional<ShownDraw> drawNote() const;

    // A person's answers, given by the widgets for the seat that is waited on.
    bool submitLayout(int seat, const Layout &layout);
    bool submitMove(Move move);
    void offerDraw();
    void answerDraw(bool accepted);
    // SE6.4: a person may resign at any time.
    void resign(int seat);
    // A suggested move for the viewer (the strongest level, from the viewer's view only).
    void requestHint();
    // A hint is being thought out: the table is working for the player, whose clock waits.
    bool hinting() const { return m_hinting; }
    // "Wait for me": with a person at the table, a fight stays shown until continuePlay()
    // (at Instant speed nothing waits, as nothing animates).
    void setWaitForMe(bool wait) { m_waitForMe = wait; }
    bool waitForMe() const { return m_waitForMe; }
    // True while a fight waits for the player's Continue.
    bool waitingToContinue() const { return bool(m_continue); }
    void continuePlay();

Q_SIGNALS:
    void changed();
    void curtainNeeded(int seat);
    // A move on its way: the points of its route in order (from first, to last).
    void moveShown(speakeasy::Move move, const QVector<speakeasy::Square> &route, int stepMs);
    // Hot-seat: the other side's last move shown again to the player back from the curtain;
    // `piece` is the mover's token as this player may see it (its face if a fight turned it).
    void moveReplayed(speakeasy::Move move, const QVector<speakeasy::Square> &route, int stepMs,
                      const speakeasy::ui::ShownPiece &piece);
    // Both faces of a fight on point `at`, turned up (SE5.1).
    void fightShown(int attackerSeat, const speakeasy::Confrontation &fight, const QString &result,
                    speakeasy::Square at);
    void fightCleared();
    // A fight waits for the player's Continue ("Wait for me"), or no longer does.
    void continueWanted(bool waiting);
    void hintReady(speakeasy::Move move);
    // One line for the players: a refused answer (SE3, an illegal move; nothing changed). Draw
    // offers and answers are not notices: shownDraws() and drawNote() hold them, so that their
    // words follow the language.
    void notice(const QString &message);
    void ended(const speakeasy::End &end);

private:
    void onEvent(const Event &event) override { m_events.push_back(event); }
    // A network source has new events or a new state.
    void onArrived();
    // Hands a decision to the session and plays what it answers with.
    Refusal forward(int seat, const Decision &decision);
    void playEvents();
    void show(const Event &event);
    void nextTurn();
    void think(int seat);
    void onThought(int seat, const Decision &decision);
    void finish(const End &end);
    void awaitSeat(int seat);
    void after(int ms, std::function<void()> next);
    TablePicture livePicture() const;

    // Declared first, destroyed last: the policies in m_source's session read it.
    std::shared_ptr<const void> m_keep;
    std::unique_ptr<TableSource> m_source;
    LocalSource *m_local = nullptr; // m_source, when the game is this window's own
    Session::Setup m_setup;         // until start() or resume() hands it over
    std::array<bool, kSeats> m_human{};
    std::array<bool, kSeats> m_remote{};
    bool m_begun = false;
    std::optional<End> m_end;
    uint64_t m_seed;
    bool m_over = false;
    bool m_halted = false;
    int m_viewer = 0;
    int m_curtain = -1;
    std::deque<Event> m_events;
    bool m_playing = false;
    // What the table showed before the decision being played: a move is drawn on it.
    std::optional<TablePicture> m_before;
    // What the table shows while a move is on its way: the position before it.
    std::optional<TablePicture> m_frozen;
    // A network source shows where it stands only once every event it handed on is played:
    // until then the table shows this, the picture advanced event by event.
    std::optional<TablePicture> m_running;
    TablePicture m_afterMove;
    std::vector<Move> m_runningMoves; // with m_running: the history shown so far
    std::vector<SeenConfrontation> m_runningFights;
    std::vector<ShownDraw> m_draws;
    QPointer<QThread> m_worker;
    int m_thinking = -1;      // the AI seat whose turn runs on m_worker
    int m_resignWaiting = -1; // a person resigned while an AI seat was thinking
    QPointer<Hint> m_hint;
    bool m_hinting = false;
    bool m_waitForMe = false;
    std::function<void()> m_continue; // what Continue goes on with
    // The last move and its fight, public (SE5.1, SE7.1): shown again in hot-seat to the
    // player who did not see it.
    struct Shown
    {
        int seat = -1;
        Move move;
        QVector<Square> route;
        std::optional<Confrontation> fight;
    };
    Shown m_last;
    int m_lastSeenBy = -1; // the seat whose eyes saw m_last played
    void holdFight(std::function<void()> then);
    void replayLast();
};

} // namespace speakeasy::ui
