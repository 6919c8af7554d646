#include "gameclock.h"

#include "speakeasycontroller.h"

namespace speakeasy::ui {

GameClock::GameClock(TableController *controller, qint64 allowanceMs, std::array<qint64, 2> left,
                     QObject *parent)
    : QObject(parent), m_controller(controller), m_allowance(allowanceMs), m_left(left)
{
    m_timer.setInterval(100);
    connect(&m_timer, &QTimer::timeout, this, &GameClock::tick);
    // The controller says whenever what the table shows changes; whose time runs follows it.
    connect(controller, &TableController::changed, this, &GameClock::follow);
    follow();
}

bool GameClock::hasClock(int seat) const
{
    return m_controller && m_controller->isHuman(seat);
}

qint64 GameClock::left(int seat) const
{
    const qint64 stored = m_left[size_t(seat)];
    if (seat != m_running)
        return stored;
    return std::max<qint64>(0, stored - m_since.elapsed());
}

// The person who must answer now at the table, or -1: their move or the draw offered to them,
// once the curtain is up and nothing is being played out (nor a hint thought out).
int GameClock::onTheClock() const
{
    // A hint being thought out is the computer's time, not the player's: how long it takes
    // depends on the machine, and a friendly game does not charge a player for asking.
    if (!m_controller || m_controller->phase() != TableController::Phase::Play ||
        m_controller->curtainSeat() >= 0 || m_controller->waitingToContinue() ||
        m_controller->hinting())
        return -1;
    const int asked = m_controller->drawQuestionFor();
    if (asked >= 0)
        return m_controller->isHuman(asked) ? asked : -1;
    if (m_controller->movesForViewer().empty())
        return -1;
    return m_controller->viewer();
}

void GameClock::follow()
{
    const int seat = onTheClock();
    if (seat == m_running)
        return;
    if (m_running >= 0)
        m_left[size_t(m_running)] = left(m_running);
    m_running = seat;
    if (seat >= 0) {
        m_since.start();
        m_timer.start();
    } else {
        m_timer.stop();
    }
    Q_EMIT ticked();
}

void GameClock::tick()
{
    if (m_running < 0)
        return;
    const int seat = m_running;
    if (left(seat) > 0) {
        Q_EMIT ticked();
        return;
    }
    m_left[size_t(seat)] = 0;
    m_running = -1;
    m_timer.stop();
    Q_EMIT ticked();
    Q_EMIT flagFell(seat);
    if (m_controller)
        m_controller->resign(seat);
}

QString GameClock::format(qint64 ms)
{
    ms = std::max<qint64>(0, ms);
    if (ms < 10000)
        return QStringLiteral("0:%1.%2")
            .arg(ms / 1000, 2, 10, QLatin1Char('0'))
            .arg((ms % 1000) / 100);
    const qint64 seconds = (ms + 999) / 1000; // 9:59.2 shows as 10:00 no more than a second
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace speakeasy::ui
