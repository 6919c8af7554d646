// Runs one game of Speak Easy at the window: asks the seats in turn (set-up, moves, draw
// answers), plays their answers on the engine's Game, and sequences what the table shows
// (a move along its route, then the fight, then the next turn) with the durations of
// timing.h. Widgets read only picture(), which is built from the seat view of the seat whose
// eyes the table shows; in hot-seat it asks for the curtain whenever those eyes change.
#pragma once

#include "picture.h"
#include "seats.h"

#include <QObject>
#include <QPointer>
#include <QVector>

namespace speakeasy::ui {

class TableController : public QObject
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

    // Takes ownership of both seats. `seed` draws the first player (SE3.1, D15).
    TableController(Seat *south, Seat *north, uint64_t seed, QObject *parent = nullptr);
    ~TableController() override;

    void start();
    // Puts a saved game back (SE8.4): its layouts, first player and moves, replayed by the
    // engine, with these seats; play goes on from the side to move (in hot-seat, behind the
    // curtain). False, nothing changed, once a game has begun here.
    bool resume(const Game &game);
    uint64_t seed() const { return m_seed; }

    Phase phase() const { return m_phase; }
    Seat *seat(int seat) const { return m_seats[size_t(seat)]; }
    bool isHuman(int seat) const { return m_seats[size_t(seat)]->isHuman(); }
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
    // The human the table waits on for a draw answer (SE6.4), or -1.
    int drawQuestionFor() const { return m_drawAsked; }
    bool animating() const { return m_animating; }
    TablePicture picture() const;
    // The seat view of the viewer; only valid once play started.
    SeatView viewerView() const;
    int first() const { return m_first; }
    // The referee's whole game, for the shell's save and for tests: never shown by a widget.
    const Game *refereeGame() const { return m_game ? &*m_game : nullptr; }

    // A person's answers, given by the widgets for the seat that is waited on.
    bool submitLayout(int seat, const Layout &layout);
    bool submitMove(Move move);
    void offerDraw();
    void answerDraw(bool accepted);
    // SE6.4: a person may resign at any time.
    void resign(int seat);
    // A suggested move for the viewer (the strongest level, from the viewer's view only).
    void requestHint();

Q_SIGNALS:
    void changed();
    void curtainNeeded(int seat);
    // A move on its way: the points of its route in order (from first, to last).
    void moveShown(speakeasy::Move move, const QVector<speakeasy::Square> &route, int stepMs);
    // Both faces of a fight, turned up (SE5.1).
    void fightShown(int attackerSeat, const speakeasy::Confrontation &fight, const QString &result);
    void fightCleared();
    void hintReady(speakeasy::Move move);
    // One line for the players: a refused answer (SE3, an illegal move; nothing changed) or
    // what a seat answered (a declined draw).
    void notice(const QString &message);
    void ended(const speakeasy::End &end);

private:
    void onLayout(int seat, const Layout &layout);
    void onAction(int seat, const Action &action);
    void onDrawAnswer(int seat, bool accepted);
    void beginPlay();
    void nextTurn();
    void playMove(int seat, Move move);
    void finish();
    void awaitSeat(int seat);
    void after(int ms, std::function<void()> next);

    std::array<Seat *, kSeats> m_seats{};
    uint64_t m_seed;
    int m_first = 0;
    Phase m_phase = Phase::NotStarted;
    std::array<std::optional<Layout>, kSeats> m_layouts;
    std::optional<Game> m_game;
    int m_viewer = 0;
    int m_curtain = -1;
    int m_drawAsked = -1;
    int m_drawOffered = -1;
    bool m_animating = false;
    // What the table shows while a move is on its way: the position before it.
    std::optional<TablePicture> m_frozen;
    QPointer<Hint> m_hint;
};

} // namespace speakeasy::ui
