// One game at the table: the engine's razzia::Session (the game, who sits where, the AI seats'
// policies, the seeding, the record), which razzia-cli runs too, so that a seed is the same
// game in both, and the stream of engine events waiting to be shown.
//
// The engine runs ahead of the screen: a decision resolves at once everything that follows it
// (the reveal, bars, duels) and queues those events here; the controller takes them one by one
// and plays each animation. Human and AI seats decide through the same decide().
//
// Online (issue 24, docs/network.md) the engine is the host's: game() is then this window's
// seat's known game, read back from the last view the host sent, the events are that seat's
// own as they come, and decide() sends the seat's decision to the host (onlinesession.cpp).
// The table reads both modes alike; the host plays every other seat.
#pragma once

#include "tablesetup.h"

#include "razzia/session.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QThread>

#include <array>
#include <functional>

namespace net {
class Client;
}

namespace razzia::ui {

class GameSession : public QObject, private EventSink
{
    Q_OBJECT

public:
    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    // Deals a new game for `setup` (a random seed where it has none, and a first dealer drawn
    // from the seed as razzia-cli draws it).
    void start(const TableSetup &setup);
    // Goes on with a saved game: `record` has been loaded (parsed and checked against the rules)
    // already; its rounds are played again from its seeds (R5.8), and its round in progress up
    // to where it was left, so the table is the one that was left (Session::resume). False,
    // with nothing changed, when the seeds do not reproduce the record. The replayed events
    // wait in the queue like any others; the first `replayedEvents()` of them, all of them,
    // are shown at once.
    bool resume(const GameRecord &record, QString &error);
    int replayedEvents() const { return m_replayed; }
    bool isStarted() const { return m_online || m_session.started(); }

    // This window's person plays the client's seat of a network table (GameModule::playOnline):
    // names and seats come from the client's table, the game from its views and events. False,
    // with a one-line message and nothing changed, when the client holds no seat of a table
    // Razzia can seat. Until the host's first view, hasGame() is false.
    bool startOnline(net::Client *client, QString &error);
    bool isOnline() const { return m_online; }
    // Online: a seat's link as the host last told it ("connected", "reconnecting", "computer"
    // for a person away whom a computer stands in for, "local" for the host's computers);
    // empty at home.
    std::string linkState(int seat) const;
    bool hasGame() const { return !m_online || m_hasView; }
    int ownSeat() const { return m_ownSeat; }
    // Stops listening to the client (a halted online game); the game stays as it was shown.
    void detach();
    // Online: every event the client holds is queued again, to lay the table afresh.
    void rewind();

    const TableSetup &setup() const { return m_setup; }
    quint64 seed() const { return m_online ? 0 : m_session.game().seed(); }
    const Game &game() const { return m_online ? m_known : m_session.game(); }
    int players() const { return m_online ? int(m_setup.seats.size()) : m_session.players(); }
    QString name(int seat) const { return m_setup.seats.value(seat).name; }
    // A person plays the seat (here, or at another computer of a network table).
    bool isHuman(int seat) const { return m_setup.seats.value(seat).human; }
    // This window decides for the seat, its person or its computer: every seat of a local game,
    // only its own seat online (the host decides for the others).
    bool isHere(int seat) const { return !m_online || seat == m_ownSeat; }
    // The people at this screen.
    int humanCount() const;
    // The seats the table asks now: the game's, less the own seat while its decision is on its
    // way to the host (online).
    unsigned toDecide() const;
    // R3.5: a person's card lies face down, and may be taken back, while others still choose
    // before it goes; online, until the host asks this seat (it asks one seat at a time, lowest
    // first, docs/network.md).
    bool holdsCardBack(int seat) const;
    // Each seat's money after each round so far (the ranking's chart).
    QList<std::array<qint64, kMaxPlayers>> moneyByRound() const;
    QString level(int seat) const { return m_setup.seats.value(seat).level; }

    // Events not shown yet, oldest first.
    bool hasEvents() const { return !m_events.isEmpty(); }
    Event takeEvent() { return m_events.takeFirst(); }
    // Checked by the engine: a refused decision changes nothing.
    Refusal check(int seat, const Decision &decision) const { return game().check(seat, decision); }
    Refusal decide(int seat, const Decision &decision);
    // What the AI in `seat` decides now, from its seat view only, worked out on a thread of
    // its own over a copy of the game so that the window stays responsive while an AI seat
    // searches; `done` runs on this object's thread. One at a time: the caller decides before
    // asking again.
    void requestAiDecision(int seat, std::function<void(const Decision &)> done);
    // Blocks until no AI seat is computing (before the policies or the game change).
    void waitForAi();

    // The game so far in razzia-game/1 terms (R7.3), as a save holds it (Session::saveRecord):
    // with its seeds and, while the game is in progress, the round in progress; the window
    // seals it until the game is over (docs/saves.md).
    GameRecord record() const;

Q_SIGNALS:
    // A round has been resolved (or the game is over): record() holds it. The engine runs ahead
    // of the screen, so this comes before the table shows the round's end.
    void roundRecorded();
    // Online: the host's news is in (events queued, a new view, whose turn it is).
    void hostNews();
    // Online: who is at the table changed (linkState()).
    void tableChanged();
    // Online: the host refused a decision, or it could not be sent; `line` says why,
    // translated. The game is as it was. `seat` is the own seat when the refused decision was
    // the table's, which then asks again; -1 for one sent through the client by other means.
    void refused(int seat, const QString &line);

private:
    void onEvent(const Event &event) override;
    void leaveOnline();
    Refusal sendDecision(int seat, const Decision &decision);
    void readHost();
    void onRefused(const QString &code, int seq);

    TableSetup m_setup;
    Session m_session;
    QList<Event> m_events;
    QPointer<QThread> m_worker;
    int m_replayed = 0;
    bool m_replaying = false;

    // Online (onlinesession.cpp).
    bool m_online = false;
    QPointer<net::Client> m_client;
    QList<QMetaObject::Connection> m_links;
    int m_ownSeat = -1;
    Game m_known; // the seat's known game, from the host's last view
    bool m_hasView = false;
    size_t m_read = 0;  // the client's events taken into the queue so far
    int m_sentSeq = -1; // the own decision on its way, by its number; -1 for none
    bool m_sentAccepted = false;
    unsigned m_hostAsks = 0; // the seats the host waits for now (its toDecide)
    QList<std::array<qint64, kMaxPlayers>> m_onlineMoney;
};

} // namespace razzia::ui
