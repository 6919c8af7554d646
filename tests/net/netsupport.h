// What the network tests share: players that play the counter game through net::Client, raw
// links that send whatever a hostile client would, and a WebSocket written by hand for what
// QWebSocket cannot be made to do (stop in the middle of a frame).
#pragma once

#include "client.h"
#include "countergame.h"
#include "host.h"
#include "strictjson.h"

#include "../waitsupport.h"

#include <QHostAddress>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <QWebSocket>

#include <functional>
#include <memory>

// Every wait in these tests is bounded: a test that hangs fails instead.
constexpr int kWaitMs = 5000;

inline bool waitUntil(const std::function<bool()> &done)
{
    return waitUntil(done, kWaitMs);
}

#define WAIT_VERIFY(condition) QVERIFY2(waitUntil([&] { return bool(condition); }), #condition)
#define WAIT_COMPARE(actual, expected)                                                             \
    do {                                                                                           \
        waitUntil([&] { return (actual) == (expected); });                                         \
        QCOMPARE(actual, expected);                                                                \
    } while (false)

inline std::unique_ptr<net::Host> listeningHost(CounterGame &game, net::Host::Options options = {})
{
    if (options.openSeats.empty())
        options.openSeats = {0, 1};
    auto host = std::make_unique<net::Host>(game, std::move(options));
    if (!host->listen(QHostAddress::LocalHost, 0))
        qFatal("cannot listen on 127.0.0.1");
    return host;
}

// The state a table message gives a seat ("connected", "reconnecting" ...).
inline QString stateOf(const nlohmann::json &table, int seat)
{
    return QString::fromStdString(table["seats"][size_t(seat)]["state"].get<std::string>());
}

// A person's client that plays its seat as soon as it must (when `autoplay`).
class Player : public QObject
{
public:
    // With a token, takes that token's seat back instead of joining.
    Player(const QUrl &url, int seat, const QString &name, bool autoplay = true,
           const QByteArray &token = {})
        : client(std::make_unique<net::Client>("counter")), m_autoplay(autoplay)
    {
        client->setRecording(true);
        client->setJoin(seat, name);
        client->setToken(token);
        QObject::connect(client.get(), &net::Client::updated, this, [this] { play(); });
        QObject::connect(client.get(), &net::Client::refused, this,
                         [this](const QString &code) { refusals.append(code); });
        client->open(url);
    }

    void setAutoplay(bool on)
    {
        m_autoplay = on;
        play();
    }
    void play()
    {
        if (!m_autoplay || !client->mustDecide())
            return;
        const int counter = client->view()["counter"].get<int>();
        const int target = client->view()["target"].get<int>();
        // One decision per update: the host answers each with one.
        if (client->view()["moves"].get<int>() == m_decidedAt)
            return;
        // Not sent (the link not seated again yet after a drop): the next update tries again.
        if (client->decide({{"add", CounterGame::choose(counter, target)}}) < 0)
            return;
        m_decidedAt = client->view()["moves"].get<int>();
        ++decisions;
    }

    std::unique_ptr<net::Client> client;
    QStringList refusals;
    int decisions = 0;

private:
    bool m_autoplay;
    int m_decidedAt = -1;
};

// A link that sends whatever it is told and keeps what it is answered.
class RawPeer : public QObject
{
public:
    explicit RawPeer(const QUrl &url)
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, this,
                         [this](const QString &text) {
                             received.push_back(nlohmann::json::parse(text.toStdString()));
                         });
        QObject::connect(&socket, &QWebSocket::disconnected, this, [this] { closed = true; });
        socket.open(url);
    }
    bool connected() const { return socket.state() == QAbstractSocket::ConnectedState; }
    void send(const nlohmann::json &message) { sendText(QString::fromStdString(message.dump())); }
    void sendText(const QString &text) { socket.sendTextMessage(text); }
    void hello()
    {
        send({{"type", "hello"}, {"protocol", net::kProtocolVersion}, {"game", "counter"}});
    }
    // The last message received of `type`, refusals with this code if given.
    const nlohmann::json *last(const std::string &type, const std::string &code = {}) const
    {
        for (auto it = received.rbegin(); it != received.rend(); ++it) {
            if ((*it)["type"] == type && (code.empty() || (*it)["code"] == code))
                return &*it;
        }
        return nullptr;
    }
    int count(const std::string &type, const std::string &code = {}) const
    {
        int n = 0;
        for (const auto &message : received)
            n += message["type"] == type && (code.empty() || message["code"] == code);
        return n;
    }

    QWebSocket socket;
    std::vector<nlohmann::json> received;
    bool closed = false;
};

// A client frame as RFC 6455 5.2 writes it: masked, with the length in 7, 16 or 64 bits. With
// `announced` larger than the payload, the frame is cut short: a link dropped mid-message.
inline QByteArray clientFrame(const QByteArray &payload, quint64 announced = 0)
{
    if (announced == 0)
        announced = quint64(payload.size());
    QByteArray frame;
    frame.append(char(0x81)); // FIN, text
    if (announced < 126) {
        frame.append(char(0x80 | announced));
    } else if (announced < 65536) {
        frame.append(char(0x80 | 126));
        frame.append(char(announced >> 8));
        frame.append(char(announced & 0xff));
    } else {
        frame.append(char(0x80 | 127));
        for (int shift = 56; shift >= 0; shift -= 8)
            frame.append(char((announced >> shift) & 0xff));
    }
    const char mask[4] = {0x1f, 0x2e, 0x3d, 0x4c};
    frame.append(mask, 4);
    for (qsizetype i = 0; i < payload.size(); ++i)
        frame.append(char(payload[i] ^ mask[i % 4]));
    return frame;
}

// The texts of the server's (unmasked) frames in `bytes`, as far as they are whole.
inline QList<QByteArray> serverTexts(const QByteArray &bytes)
{
    QList<QByteArray> texts;
    qsizetype at = 0;
    while (at + 2 <= bytes.size()) {
        quint64 length = quint8(bytes[at + 1]) & 0x7f;
        qsizetype header = 2;
        if (length == 126) {
            if (at + 4 > bytes.size())
                break;
            length = (quint64(quint8(bytes[at + 2])) << 8) | quint8(bytes[at + 3]);
            header = 4;
        } else if (length == 127) {
            break; // no message of the host is that long
        }
        if (at + header + qsizetype(length) > bytes.size())
            break;
        if ((quint8(bytes[at]) & 0x0f) == 1)
            texts.append(bytes.mid(at + header, qsizetype(length)));
        at += header + qsizetype(length);
    }
    return texts;
}

// A WebSocket link written by hand over TCP. The host runs on this thread, so nothing here
// blocks: the tests wait with QTRY_*, which lets the event loop run.
class HandSocket : public QObject
{
public:
    explicit HandSocket(quint16 port)
    {
        QObject::connect(&tcp, &QTcpSocket::readyRead, this, [this] { m_bytes += tcp.readAll(); });
        QObject::connect(&tcp, &QTcpSocket::connected, this, [this] {
            tcp.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                      "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                      "Sec-WebSocket-Version: 13\r\n\r\n");
        });
        tcp.connectToHost(QHostAddress::LocalHost, port);
    }
    bool upgraded() const
    {
        return m_bytes.startsWith("HTTP/1.1 101") && m_bytes.contains("\r\n\r\n");
    }
    void send(const nlohmann::json &message)
    {
        tcp.write(clientFrame(QByteArray::fromStdString(message.dump())));
    }
    // The host's text messages so far.
    QList<QByteArray> texts() const
    {
        const qsizetype end = m_bytes.indexOf("\r\n\r\n");
        return end < 0 ? QList<QByteArray>() : serverTexts(m_bytes.mid(end + 4));
    }

    QTcpSocket tcp;

private:
    QByteArray m_bytes;
};
