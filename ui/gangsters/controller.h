// Runs one game of Gangsters at the window on the engine's Session, the referee razzia-cli runs
// too. Every seat, a person's or a computer's, is asked through the same door: the session stops
// at each decision (Setup::aiOutside), a computer seat thinks it out on a worker from its seat
// view, a person answers through submit(), and both go back through Session::decide(). The
// events a decision caused are then played one at a time with the durations of steps.h (the dice
// tumble, a piece walks its route, a duel shot by shot), and only then is the next seat asked.
// No rule lives here: the options, their effects and the odds all come from the engine.
// At a network table (issue 24) the referee is the host: the events, the state and the point to
// decide come from an OnlineGame, this window's seat alone is asked, and its answer goes back
// to the host; the other seats are neither asked nor thought for here.
#pragma once

#include "gangstersnames.h"

#include "gangsters/session.h"

#include <QObject>
#include <QPointer>
#include <QVector>

#include <deque>
#include <functional>

class QThread;

namespace gangsters::ui {

class OnlineGame;

// A duel as the table shows it: who fights whom, where (GA9).
struct DuelScene
{
    Loc at = kNoLoc;
    uint16_t attackers = 0; // characters
    uint16_t defenders = 0; // characters (a settling of scores, a finishing off)
    int managers = 0;       // a hold-up's managers (GA6.5)
    int cops = 0;           // a rebellion's cops (GA7.5)
    bool finishOff = false; // GA9.5: shots at the wounded, no answer
};

class Controller : public QObject, private EventSink
{
    Q_OBJECT

public:
    // `setup.seats`: the gangs, then the police seat; "human" kind for a person.
    explicit Controller(Session::Setup setup, QObject *parent = nullptr);
    // One seat of a network table, read through `online` (which the controller takes).
    explicit Controller(OnlineGame *online, QObject *parent = nullptr);
    ~Controller() override;

    void start();
    // Puts a saved game back: every decision of the record played again, a computer seat's
    // through its own policy so it goes on exactly as it would have. False with a message,
    // nothing shown, when the record does not replay.
    bool resume(const GameRecord &record, QString &error);
    // Nothing this game's worker or timers still deliver plays on (the window replaces it).
    void halt();
    // A network table: shows at once what the host has sent so far (the game's past, as a
    // resume does), then plays each update as it comes. False with a message for a host whose
    // messages do not read.
    bool startOnline(QString &error);

    // The local game's referee; at a network table it holds nothing (use the accessors below).
    const Session &session() const { return m_session; }
    OnlineGame *online() const { return m_online; }
    // The game as the referee holds it now (the local session or the host's last view).
    const State &state() const;
    const Rules &rules() const;
    const Point *pending() const;
    // What `seat` may know now; at a network table, this window's seat only.
    SeatView view(int seat) const;
    const Names &names() const { return m_names; }
    // The position the table shows: the session's once the events of the last decision are
    // played, the one before them meanwhile.
    const State &shown() const { return m_shown; }
    bool isHuman(int seat) const;
    int humans() const;
    bool over() const { return m_over; }
    bool animating() const { return m_playing; }
    // The decision a person must take now, when nothing is being shown; nullptr otherwise.
    const Point *waiting() const;
    // The seat whose gang "my gang" means: the one person, or in hot-seat the one deciding.
    int viewer() const;

    // The waiting person's answer; false (and nothing changes) when it is not a legal option.
    bool submit(const Choice &choice);
    // GA11.4: the waiting person's gang resigns in place of deciding.
    bool resign();
    void requestHint();
    void setWaitForMe(bool wait) { m_waitForMe = wait; }
    bool waitingToContinue() const { return bool(m_continue); }
    // While waiting to continue: the people whose part in the duel holds it on screen, a mask
    // of seats (in hot-seat, whoever of them has seen it presses Continue).
    uint32_t continueFor() const { return m_continue ? m_continueFor : 0; }
    // Online: the seat's answer is on its way to the host.
    bool sent() const { return m_sent; }
    void continuePlay();

Q_SIGNALS:
    void changed();
    // An event as it is played, in order, once (the log, the panel).
    void eventPlayed(const gangsters::Event &event);
    void diceRolled(const gangsters::Event &roll, int ms);
    // A piece on its way: the squares after its start, in order, `ms` a square.
    void characterWalks(gangsters::CharRef who, const QVector<gangsters::Loc> &route, int ms);
    void copsWalk(int pair, const QVector<gangsters::Loc> &route, int ms);
    void duelStarted(const gangsters::ui::DuelScene &scene);
    void duelEvent(const gangsters::Event &event);
    void duelEnded();
    // A person must decide: the table shows the point's options (the city, buttons, a dialog).
    void decisionWanted(const gangsters::Point &point, const QString &prompt);
    void continueWanted(bool waiting);
    void hintReady(const QString &text, int option);
    // One line for the players (a computer seat's thinking, a refused answer); empty: the
    // last one is past.
    void notice(const QString &message);
    // A decision was taken: the window keeps the game.
    void progressed();
    void ended(const gangsters::Over &over);

private:
    void onEvent(const Event &event) override { m_events.push_back(event); }
    void onUpdate();
    void catchUp(const std::vector<Event> &past);
    void noteAbsence(const std::vector<Event> &events);
    void forward(int seat, const Decision &decision);
    void advance();
    void playEvents();
    void show(const Event &event);
    void settle();
    void askSeat();
    void think(int seat);
    void after(int ms, std::function<void()> next);
    // Ends the duel's scene: false when it is gone at once, true when it stays a while (or
    // until Continue) and `then` goes on afterwards.
    bool closeDuel(std::function<void()> then);
    // The seats of the people who take part in a duel (their characters, shop or police).
    uint32_t peopleIn(const DuelScene &scene) const;
    QVector<Loc> route(CharRef who, Loc to, Loc via) const;

    Session m_session;
    OnlineGame *m_online = nullptr;
    bool m_sent = false;      // online: the seat's answer is on its way to the host
    std::size_t m_sentAt = 0; // the game's decisions when it was sent
    bool m_readFail = false;  // online: the host sent what does not read; nothing more is shown
    bool m_begun = false;     // online: a view has been shown
    // Online: the host's view is ahead of the events still to show (its point is not yet asked).
    bool m_unsettled = false;
    bool m_away = false; // online: the link dropped and the first update since is to come
    bool m_awayAsked = false;
    std::size_t m_decisionsSeen = 0; // online: the game's decisions at the last update
    std::size_t m_awayFrom = 0;
    Session::Setup m_setup;
    Names m_names;
    State m_shown;
    std::array<Loc, kMaxGangs * kRoles> m_at{}; // where each piece stands as events tell it
    std::array<Loc, kMaxGangs * kRoles> m_from{};
    std::array<Cop, 2> m_cops{};
    Event m_roll;
    int m_lastPrice = -1;
    std::deque<Event> m_events;
    bool m_playing = false;
    bool m_instant = false; // resuming: nothing is animated
    bool m_over = false;
    bool m_halted = false;
    bool m_waitForMe = true;
    bool m_inDuel = false;
    DuelScene m_duel;
    std::vector<Event> m_duelEvents; // the duel's rolls and shots so far (a resumed duel)
    std::function<void()> m_continue;
    uint32_t m_continueFor = 0;
    QPointer<QThread> m_worker;
    QPointer<QThread> m_hint;
};

} // namespace gangsters::ui

Q_DECLARE_METATYPE(gangsters::Event)
Q_DECLARE_METATYPE(gangsters::CharRef)
Q_DECLARE_METATYPE(gangsters::Point)
