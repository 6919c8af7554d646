// Tables found by themselves on the local network (issue 24's join dialog): a host's Beacon
// sends one small datagram every two seconds, broadcast on the local subnet, and a Finder
// lists what it hears. A datagram only points at a table; joining it goes through the
// WebSocket handshake, which checks everything again. What a Finder hears is read as strictly
// as any message, and a flood of made-up tables cannot grow its list past kMaxTables.
#pragma once

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QString>

#include <chrono>
#include <vector>

class QTimer;
class QUdpSocket;

namespace net {

class Host;

constexpr quint16 kDiscoveryPort = 45424;
// A table announcement is about 120 bytes.
constexpr qint64 kMaxDatagramBytes = 1024;
constexpr int kMaxTables = 64;

// A table as its beacon describes it.
struct TableAd
{
    QString game;
    QString name;         // the host's own name for the table
    QHostAddress address; // where the datagram came from: where to connect
    quint16 port = 0;     // the host's WebSocket port
    int seats = 0;
    int free = 0;
    bool started = false;
    bool code = false; // the host asks for its table's code at the join
};

class Beacon : public QObject
{
    Q_OBJECT

public:
    Beacon(const Host &host, const QString &tableName, QObject *parent = nullptr);
    ~Beacon() override;

    // Announces now and every `interval`. The default is a broadcast on the local subnet; the
    // tests send to a loopback address.
    void start(const QHostAddress &to = QHostAddress::Broadcast, quint16 port = kDiscoveryPort,
               std::chrono::milliseconds interval = std::chrono::milliseconds(2000));
    void stop();

private:
    void announce();

    const Host &m_host;
    QString m_name;
    QUdpSocket *m_socket;
    QTimer *m_timer;
    QHostAddress m_to;
    quint16 m_port = kDiscoveryPort;
};

class Finder : public QObject
{
    Q_OBJECT

public:
    // A table not heard of for `forget` is dropped from the list.
    explicit Finder(std::chrono::milliseconds forget = std::chrono::milliseconds(6000),
                    QObject *parent = nullptr);
    ~Finder() override;

    bool listen(const QHostAddress &address = QHostAddress::AnyIPv4, quint16 port = kDiscoveryPort);
    quint16 port() const;
    // The tables heard of lately, in the order first heard.
    std::vector<TableAd> tables() const;
    // Datagrams ignored: unreadable, of another protocol, or past kMaxTables.
    int ignored() const { return m_ignored; }

Q_SIGNALS:
    void tablesChanged();

private:
    struct Heard
    {
        TableAd table;
        QElapsedTimer since;
    };

    void onReadyRead();
    void onDatagram(const QByteArray &bytes, const QHostAddress &from);
    void forgetOld();

    std::chrono::milliseconds m_forget;
    QUdpSocket *m_socket;
    QTimer *m_sweep;
    std::vector<Heard> m_heard;
    int m_ignored = 0;
};

} // namespace net
