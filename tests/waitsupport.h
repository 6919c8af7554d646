// Waiting in the tests that drive a window or a network table: every wait is bounded, so that a
// test that hangs fails instead.
#pragma once

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <functional>

// Runs the event loop until `done` holds or `ms` have passed; whether it holds. Not
// QTest::qWaitFor nor QTRY_*: they sleep 10 ms between rounds of events, which a game of a
// thousand round trips would measure instead of the host.
inline bool waitUntil(const std::function<bool()> &done, int ms)
{
    if (done())
        return true;
    QEventLoop loop;
    QTimer poll;
    QElapsedTimer clock;
    clock.start();
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done() || clock.hasExpired(ms))
            loop.quit();
    });
    poll.start(1);
    loop.exec();
    return done();
}
