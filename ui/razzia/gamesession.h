// One game at the table: the engine's razzia::Session (the game, who sits where, the AI seats'
// policies, the seeding, the record), which razzia-cli runs too, so that a seed is the same
// game in both, and the stream of engine events waiting to be shown.
//
// The engine runs ahead of the screen: a decision resolves at once everything that follows it
// (the reveal, bars, duels) and queues those events here; the controller takes them one by one
// and plays each animation. Human and AI seats decide through the same decide().
#pragma once

#include "tablesetup.h"

#include "razzia/session.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QThread>

#include <functional>

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
    bool isStarted() const { return m_session.started(); }

    const TableSetup &setup() const { return m_setup; }
    quint64 seed() const { return m_session.game().seed(); }
    const Game &game() const { return m_session.game(); }
    int players() const { return m_session.players(); }
    QString name(int seat) const { return m_setup.seats.value(seat).name; }
    bool isHuman(int seat) const { return m_setup.seats.value(seat).human; }
    int humanCount() const;
    QString level(int seat) const { return m_setup.seats.value(seat).level; }

    // Events not shown yet, oldest first.
    bool hasEvents() const { return !m_events.isEmpty(); }
    Event takeEvent() { return m_events.takeFirst(); }
    // Checked by the engine: a refused decision changes nothing.
    Refusal check(int seat, const Decision &decision) const
    {
        return m_session.game().check(seat, decision);
    }
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

private:
    void onEvent(const Event &event) override;

    TableSetup m_setup;
    Session m_session;
    QList<Event> m_events;
    QPointer<QThread> m_worker;
    int m_replayed = 0;
    bool m_replaying = false;
};

} // namespace razzia::ui
