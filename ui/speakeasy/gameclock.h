// An optional clock for Speak Easy (issue 25), as Stratego and Junqi players expect one: each
// person has the same time for the whole game, and it runs only while that person must answer
// at the table (their move or a draw question, the curtain lifted, nothing being shown, no hint
// being thought out). The
// rules have no clock; the project decides that a person whose time runs out resigns (SE6.4),
// so that the record stays a record of SE8.4 (docs/speakeasy-rules.md, "The clock").
// Computer seats have no clock.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <array>

namespace speakeasy::ui {

class TableController;

class GameClock : public QObject
{
    Q_OBJECT

public:
    // `left`: each seat's time still to play, in milliseconds (a resumed game's, or the whole
    // allowance); the clock follows the controller from now on.
    GameClock(TableController *controller, qint64 allowanceMs, std::array<qint64, 2> left,
              QObject *parent = nullptr);

    qint64 allowance() const { return m_allowance; }
    // What seat `seat` still has, counted up to now.
    qint64 left(int seat) const;
    std::array<qint64, 2> leftNow() const { return {left(0), left(1)}; }
    // The seat whose time runs, or -1.
    int running() const { return m_running; }
    bool hasClock(int seat) const;

    // "9:58", or "0:07.4" under ten seconds.
    static QString format(qint64 ms);

Q_SIGNALS:
    // Every tenth of a second while a clock runs, and when it stops.
    void ticked();
    // `seat`'s time ran out: it has resigned.
    void flagFell(int seat);

private:
    void follow();
    void tick();
    int onTheClock() const;

    QPointer<TableController> m_controller;
    qint64 m_allowance;
    std::array<qint64, 2> m_left;
    int m_running = -1;
    QElapsedTimer m_since; // since m_running started
    QTimer m_timer;
};

} // namespace speakeasy::ui
