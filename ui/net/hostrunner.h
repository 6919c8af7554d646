// A network table hosted beside a window (docs/network.md, "The window"): the Host and its game
// live on a thread of their own, so that the game's computer seats think there and the window
// never waits for them. The runner is the window's handle on that thread: every call is queued
// to it, and what the host reports comes back as this object's signals, in the caller's thread.
// The window's own person plays through a Client over loopback, as any joiner does.
#pragma once

#include "discovery.h"
#include "host.h"
#include "tablesave.h"

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

    // Before listen(): keeps the table in `path`, sealed under `key`, after every change once
    // the game has started, and removes the file when the game ends (docs/network.md, "A host
    // that stops"). `table` brings the code, the table's name and the window's own seat.
    void setAutosave(const QString &path, const common::sealed::Key &key, const TableSave &table);
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
    // Ends the table: the host closes every link, and its game goes with it. The autosave
    // stays (a window closed by the system opens its table again); discard() removes it.
    void stop();
    // The host's person chose to end the table: the people at it are told so (Host::closeTable,
    // `by` the host's person's name), it stops, and its autosave goes.
    void discard(const QString &by = QString());

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
    QString m_autosavePath;
    common::sealed::Key m_key{};
    TableSave m_table;
    QThread *m_thread = nullptr;
    Worker *m_worker = nullptr;
    quint16 m_port = 0;
};

} // namespace net
