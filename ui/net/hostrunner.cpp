#include "hostrunner.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QLoggingCategory>
#include <QPointer>
#include <QThread>

Q_DECLARE_LOGGING_CATEGORY(lcNetHost)

namespace net {

namespace {

// How long a table closed on purpose waits for its links to close before it goes.
constexpr int kClosingMs = 500;

} // namespace

// Everything of the table that lives on the host's thread: made there, used there, deleted
// there (Host's sockets and timers belong to the thread that made them).
class HostRunner::Worker : public QObject
{
public:
    std::unique_ptr<HostedGame> game;
    std::unique_ptr<Host> host;
    std::unique_ptr<Beacon> beacon;
    QString autosavePath;
    common::sealed::Key key{};
    TableSave table;

    // The table as it stands, sealed, after every change of the game or of its seats.
    void save()
    {
        QString error;
        if (!autosavePath.isEmpty() && takeTable(*host, *game, table) &&
            !writeTableFile(autosavePath, sealTable(table, key), error))
            qCWarning(lcNetHost) << "the table's autosave could not be written:" << error;
    }

    ~Worker() override
    {
        // The beacon reads the host, and the host plays the game.
        beacon.reset();
        host.reset();
        game.reset();
    }
};

HostRunner::HostRunner(Factory make, Host::Options options, QObject *parent)
    : QObject(parent), m_make(std::move(make)), m_options(std::move(options))
{}

HostRunner::~HostRunner()
{
    stop();
}

bool HostRunner::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void HostRunner::listen(const QHostAddress &address, quint16 port)
{
    if (m_thread)
        return;
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("razzia-host"));
    m_worker = new Worker;
    m_worker->moveToThread(m_thread);
    m_thread->start();
    QPointer<HostRunner> self(this);
    QMetaObject::invokeMethod(m_worker, [this, self, worker = m_worker, address, port] {
        std::string error;
        worker->game = m_make(error);
        if (!worker->game) {
            const QString why = QString::fromStdString(error);
            QMetaObject::invokeMethod(self.data(), [self, why] {
                if (self)
                    Q_EMIT self->failed(why);
            });
            return;
        }
        worker->host = std::make_unique<Host>(*worker->game, m_options);
        Host *host = worker->host.get();
        worker->autosavePath = m_autosavePath;
        worker->key = m_key;
        worker->table = m_table;
        if (!m_autosavePath.isEmpty()) {
            connect(host, &Host::gameChanged, worker, [worker] { worker->save(); });
            connect(host, &Host::tableChanged, worker, [worker] { worker->save(); });
            connect(host, &Host::finished, worker,
                    [path = m_autosavePath] { QFile::remove(path); });
        }
        // Signal to signal: queued to this runner's thread, and dropped if it is gone.
        connect(host, &Host::started, self.data(), &HostRunner::started);
        connect(host, &Host::seatAbsent, self.data(), &HostRunner::seatAbsent);
        connect(host, &Host::finished, self.data(), &HostRunner::finished);
        const bool ok = host->listen(address, port);
        const QString why = host->errorString();
        const quint16 bound = host->port();
        QMetaObject::invokeMethod(self.data(), [self, ok, why, bound] {
            if (!self)
                return;
            if (!ok) {
                Q_EMIT self->failed(why);
                return;
            }
            self->m_port = bound;
            Q_EMIT self->listening(bound);
        });
    });
}

void HostRunner::setAutosave(const QString &path, const common::sealed::Key &key,
                             const TableSave &table)
{
    m_autosavePath = path;
    m_key = key;
    m_table = table;
}

void HostRunner::announce(const QString &name, const QHostAddress &to, quint16 port)
{
    if (!m_worker)
        return;
    QMetaObject::invokeMethod(m_worker, [worker = m_worker, name, to, port] {
        if (!worker->host || worker->beacon)
            return;
        worker->beacon = std::make_unique<Beacon>(*worker->host, name);
        worker->beacon->start(to, port);
    });
}

void HostRunner::start()
{
    if (!m_worker)
        return;
    QMetaObject::invokeMethod(m_worker, [worker = m_worker] {
        if (worker->host)
            worker->host->start();
    });
}

void HostRunner::takeOver(int seat, const QString &level)
{
    if (!m_worker)
        return;
    QMetaObject::invokeMethod(m_worker, [worker = m_worker, seat, level = level.toStdString()] {
        if (worker->host && !worker->host->takeOver(seat, level))
            qCInfo(lcNetHost) << "no takeover of seat" << seat + 1;
    });
}

void HostRunner::stop()
{
    if (!m_thread)
        return;
    // The worker is deleted on its own thread, which then ends; the clients see their links
    // close.
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { delete worker; }, Qt::BlockingQueuedConnection);
    m_worker = nullptr;
    m_thread->quit();
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_port = 0;
}

void HostRunner::discard(const QString &by)
{
    if (m_worker) {
        QMetaObject::invokeMethod(
            m_worker,
            [worker = m_worker, by] {
                if (worker->host)
                    worker->host->closeTable(by);
            },
            Qt::BlockingQueuedConnection);
        // The last word ("closed") must reach the people before the host's sockets go: their
        // clients close the links on reading it, within a few milliseconds on a local network.
        QDeadlineTimer deadline(kClosingMs);
        bool open = true;
        while (open && !deadline.hasExpired()) {
            QThread::msleep(5);
            QMetaObject::invokeMethod(
                m_worker,
                [worker = m_worker, &open] { open = worker->host && worker->host->hasLinks(); },
                Qt::BlockingQueuedConnection);
        }
    }
    stop();
    if (!m_autosavePath.isEmpty())
        QFile::remove(m_autosavePath);
}

} // namespace net
