// A network table hosted beside a window (docs/network.md, "The window"): the Host and its game
// live on a thread of their own, so that the game's computer seats think there and the window
// never waits for them. The runner is the window's handle on that thread: every call is queued
// to it, and what the host reports comes back as this object's signals, in the caller's thread.
// The window's own person plays through a Client over loopback, as any joiner does.
#pragma once

#include "discovery.h"
#include "host.h"

#include <QHostAddress>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <string>

class QThread;

namespace net {

class HostRunner : public QObject
{
    Q_OBJECT

public:
    // Makes the game, on the host's thread: null with a one-line `error` when it cannot.
    using Factory = std::function<std::unique_ptr<HostedGame>(std::string &error)>;

    HostRunner(Factory make, Host::Options options, QObject *parent = nullptr);
    // Stops the table, and waits for its thread.
    ~HostRunner() override;

    // Starts the thread, makes the game and its host there and listens; listening(port) or
    // failed(error) follows.
    void listen(const QHostAddress &address, quint16 port = 0);
    // Announces the table under `name` (a Beacon, from the host's thread), to `to`: the local
    // subnet's broadcast address, or a loopback address in the tests.
    void announce(const QString &name, const QHostAddress &to = QHostAddress::Broadcast,
                  quint16 port = kDiscoveryPort);
    // Host::start(): started() follows, or nothing when a seat is still free.
    void start();
    // Host::takeOver(): a computer of `level` plays an absent person's seat until they rejoin.
    void takeOver(int seat, const QString &level);
    // Ends the table: the host closes every link, and its game goes with it.
    void stop();

    bool isRunning() const;
    quint16 port() const { return m_port; }

Q_SIGNALS:
    void listening(quint16 port);
    void failed(const QString &error);
    void started();
    void seatAbsent(int seat);
    void finished();

private:
    class Worker;

    Factory m_make;
    Host::Options m_options;
    QThread *m_thread = nullptr;
    Worker *m_worker = nullptr;
    quint16 m_port = 0;
};

} // namespace net
