#include "host.h"

#include "hostpeer.h"
#include "strictjson.h"

#include <QLoggingCategory>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

#include <string_view>

Q_LOGGING_CATEGORY(lcNetHost, "razzia.net.host")

namespace net {

Host::Host(HostedGame &game, Options options, QObject *parent)
    : QObject(parent), m_game(game), m_options(std::move(options)),
      m_server(
          new QWebSocketServer(QStringLiteral("razzia"), QWebSocketServer::NonSecureMode, this)),
      m_tcp(new QTcpServer(this)), m_ping(new QTimer(this))
{
    // The host accepts the TCP connections itself to send without Nagle's delay (see
    // sendPromptly), then hands them to the WebSocket server for the upgrade.
    connect(m_tcp, &QTcpServer::newConnection, this, &Host::onTcpConnection);
    m_server->setHandshakeTimeout(m_options.handshakeTimeout);
    connect(m_server, &QWebSocketServer::newConnection, this, &Host::onNewConnection);
    for (int seat = 0; seat < m_game.seats(); ++seat) {
        auto state = std::make_unique<Seat>();
        if (size_t(seat) < m_options.names.size())
            state->name = m_options.names[size_t(seat)];
        state->absence = new QTimer(this);
        state->absence->setSingleShot(true);
        connect(state->absence, &QTimer::timeout, this, [this, seat] { onAbsence(seat); });
        m_seats.push_back(std::move(state));
    }
    for (int seat : m_options.openSeats) {
        if (seat >= 0 && seat < m_game.seats()) {
            m_seats[size_t(seat)]->open = true;
            m_seats[size_t(seat)]->name.clear();
        }
    }
    for (const HeldSeat &held : m_options.resume) {
        if (held.seat < 0 || held.seat >= m_game.seats() || held.token.isEmpty())
            continue;
        // A held seat is a network seat, whatever openSeats says.
        Seat &seat = *m_seats[size_t(held.seat)];
        seat.open = true;
        seat.token = held.token;
        seat.name = held.name;
        // A computer that played for the absent person goes on until they rejoin: the host's
        // person was asked once, and the table does not wait again.
        if (!held.computer.empty() && m_game.setComputer(held.seat, held.computer))
            seat.computer = held.computer;
        else
            seat.absence->start(m_options.absenceTimeout);
    }
    m_started = !m_options.resume.empty() && allTaken();
    m_ping->setInterval(m_options.pingInterval);
    connect(m_ping, &QTimer::timeout, this, &Host::onPingTimer);
}

Host::~Host()
{
    // The sockets must not report their closing to a host half destroyed.
    for (auto &[socket, peer] : m_peers) {
        socket->disconnect(this);
        socket->close(QWebSocketProtocol::CloseCodeGoingAway);
    }
}

bool Host::listen(const QHostAddress &address, quint16 port)
{
    if (!m_tcp->listen(address, port))
        return false;
    m_ping->start();
    // A resumed game: its computers may have to decide before anyone is back.
    if (m_started)
        afterChange();
    return true;
}

QString Host::errorString() const
{
    return m_tcp->errorString();
}

quint16 Host::port() const
{
    return m_tcp->serverPort();
}

QUrl Host::url() const
{
    QUrl url;
    url.setScheme(QStringLiteral("ws"));
    url.setHost(m_tcp->serverAddress().toString());
    url.setPort(m_tcp->serverPort());
    return url;
}

void Host::onTcpConnection()
{
    while (QTcpSocket *tcp = m_tcp->nextPendingConnection()) {
        m_upgrading.removeAll(nullptr);
        if (int(m_upgrading.size()) >= m_options.maxConnections) {
            qCInfo(lcNetHost) << "refused a connection from" << tcp->peerAddress()
                              << ": too many upgrading";
            tcp->abort();
            tcp->deleteLater();
            continue;
        }
        tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        // The WebSocket server times out a slow upgrade, but not a socket that sends nothing.
        m_upgrading.append(tcp);
        QTimer::singleShot(m_options.handshakeTimeout, tcp, [this, tcp] {
            if (m_upgrading.removeAll(tcp) > 0) {
                qCInfo(lcNetHost) << "closed a connection from" << tcp->peerAddress()
                                  << ": no WebSocket upgrade in time";
                tcp->abort();
            }
        });
        m_server->handleConnection(tcp);
    }
}

Host::Peer *Host::peerOf(QWebSocket *socket)
{
    const auto it = m_peers.find(socket);
    return it == m_peers.end() ? nullptr : it->second.get();
}

void Host::onNewConnection()
{
    while (QWebSocket *socket = m_server->nextPendingConnection()) {
        socket->setParent(this);
        // Upgraded: its TCP socket is the WebSocket's now.
        m_upgrading.removeIf([socket](const QPointer<QTcpSocket> &tcp) {
            return !tcp || (tcp->peerPort() == socket->peerPort() &&
                            tcp->peerAddress() == socket->peerAddress());
        });
        if (int(m_peers.size()) >= m_options.maxConnections) {
            qCInfo(lcNetHost) << "refused a connection from" << socket->peerAddress()
                              << ": too many connections";
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
            socket->deleteLater();
            continue;
        }
        socket->setMaxAllowedIncomingFrameSize(kMaxFrameBytes);
        socket->setMaxAllowedIncomingMessageSize(kMaxFrameBytes);
        m_peers.emplace(socket, std::make_unique<Peer>(socket, m_options));
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString &text) { onText(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket] {
            if (Peer *peer = peerOf(socket))
                refuse(*peer, "malformed", "binary messages are not part of the protocol");
        });
        connect(socket, &QWebSocket::pong, this, [this, socket] {
            if (Peer *peer = peerOf(socket))
                peer->alive.start();
        });
        connect(socket, &QWebSocket::disconnected, this,
                [this, socket] { onDisconnected(socket); });
        QTimer::singleShot(m_options.handshakeTimeout, socket, [this, socket] {
            Peer *peer = peerOf(socket);
            if (peer && !peer->greeted && !peer->closing)
                refuse(*peer, "handshake-timeout", "no hello in time", std::nullopt, true);
        });
    }
}

void Host::onDisconnected(QWebSocket *socket)
{
    Peer *peer = peerOf(socket);
    if (!peer)
        return;
    peer->closing = true;
    const int seat = peer->seat;
    if (seat >= 0 && m_seats[size_t(seat)]->peer == peer) {
        Seat &state = *m_seats[size_t(seat)];
        state.peer = nullptr;
        if (m_game.isOver() || m_closed) {
            qCInfo(lcNetHost) << "seat" << seat + 1 << "left after the end of the table";
        } else {
            qCInfo(lcNetHost) << "seat" << seat + 1 << "dropped; waiting"
                              << m_options.absenceTimeout.count() << "ms";
            state.absence->start(m_options.absenceTimeout);
        }
        broadcastTable();
    }
    // Not here: this may be called from inside a handler of the same peer.
    QMetaObject::invokeMethod(
        this, [this, socket] { m_peers.erase(socket); }, Qt::QueuedConnection);
    socket->deleteLater();
}

void Host::closeTable(const QString &by)
{
    qCInfo(lcNetHost) << "the table is closed by its host";
    m_closed = true;
    m_ping->stop();
    for (const auto &seat : m_seats)
        seat->absence->stop();
    const nlohmann::json message = {{"type", "closed"}, {"by", by.toStdString()}};
    for (auto &[socket, peer] : m_peers) {
        if (peer->closing)
            continue;
        peer->closing = true;
        if (peer->greeted)
            send(*peer, message);
        socket->flush();
        socket->close(QWebSocketProtocol::CloseCodeNormal);
    }
    m_tcp->close();
}

bool Host::hasLinks() const
{
    for (const auto &[socket, peer] : m_peers) {
        if (socket->state() != QAbstractSocket::UnconnectedState)
            return true;
    }
    return false;
}

void Host::onPingTimer()
{
    for (auto &[socket, peer] : m_peers) {
        if (peer->closing)
            continue;
        if (peer->alive.hasExpired(m_options.pongTimeout.count())) {
            qCInfo(lcNetHost) << "seat" << peer->seat + 1 << "answers no ping; closing its link";
            peer->closing = true;
            socket->abort();
            continue;
        }
        socket->ping();
    }
}

void Host::onText(QWebSocket *socket, const QString &text)
{
    Peer *found = peerOf(socket);
    if (!found || found->closing)
        return;
    Peer &peer = *found;
    const QByteArray bytes = text.toUtf8();
    ++m_traffic.messagesIn;
    m_traffic.bytesIn += quint64(bytes.size());
    peer.alive.start();
    if (!peer.messages.take()) {
        // Dropped unread: a flood must cost the host as little as possible.
        ++m_traffic.refusals;
        if (++peer.dropped == 1)
            refuse(peer, "rate", "too many messages a second");
        else if (peer.dropped >= m_options.flood)
            refuse(peer, "rate", "flooding", std::nullopt, true);
        return;
    }
    peer.dropped = 0;
    json::Parsed parsed =
        json::parseMessage(std::string_view(bytes.constData(), size_t(bytes.size())));
    if (parsed.problem != json::Problem::None)
        return refuse(peer, json::code(parsed.problem), parsed.detail);
    const nlohmann::json &message = parsed.value;
    const std::optional<std::string> type = stringMember(message, "type");
    if (!type)
        return refuse(peer, "malformed", "a message without a string type");
    if (!peer.greeted) {
        if (*type != "hello")
            return refuse(peer, "handshake", "the first message is hello", std::nullopt, true);
        return onHello(peer, message);
    }
    if (*type == "join")
        return onJoin(peer, message);
    if (*type == "rejoin")
        return onRejoin(peer, message);
    if (*type == "decide")
        return onDecide(peer, message);
    if (*type == "chat")
        return onChat(peer, message);
    if (*type == "leave")
        return onLeave(peer, message);
    refuse(peer, "unknown-type", "no message of this type from a client");
}

void Host::onHello(Peer &peer, const nlohmann::json &message)
{
    const auto protocol = intMember(message, "protocol");
    const auto game = stringMember(message, "game");
    if (!onlyMembers(message, {"type", "protocol", "game"}) || !protocol || !game)
        return refuse(peer, "malformed", "hello holds protocol and game", std::nullopt, true);
    if (*protocol != kProtocolVersion)
        return refuse(peer, "version",
                      "this host speaks protocol " + std::to_string(kProtocolVersion), std::nullopt,
                      true);
    if (*game != m_game.gameId())
        return refuse(peer, "game", "this table plays " + m_game.gameId(), std::nullopt, true);
    peer.greeted = true;
    nlohmann::json welcome = {{"type", "welcome"},
                              {"protocol", kProtocolVersion},
                              {"game", m_game.gameId()},
                              {"table", table()}};
    send(peer, welcome);
}

void Host::refuse(Peer &peer, const char *code, const std::string &text, std::optional<int> seq,
                  bool fatal)
{
    ++m_traffic.refusals;
    // Our own words only: nothing a client sent is ever written to the log.
    // Seats numbered from 1, as every window and razzia-cli number them (0: no seat yet).
    qCInfo(lcNetHost).nospace() << "refused seat " << peer.seat + 1 << " ("
                                << peer.socket->peerAddress().toString() << ":"
                                << peer.socket->peerPort() << "): " << code;
    nlohmann::json message = {{"type", "refused"}, {"code", code}, {"text", text}};
    if (seq)
        message["seq"] = *seq;
    if (std::string_view(code) == "version")
        message["protocol"] = kProtocolVersion;
    if (std::string_view(code) == "game")
        message["game"] = m_game.gameId();
    send(peer, message);
    Q_EMIT refused(peer.seat, QString::fromLatin1(code));
    if (fatal) {
        peer.closing = true;
        peer.socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
    }
}

void Host::send(Peer &peer, const nlohmann::json &message)
{
    const QByteArray bytes = encode(message);
    ++m_traffic.messagesOut;
    m_traffic.bytesOut += quint64(bytes.size());
    peer.socket->sendTextMessage(QString::fromUtf8(bytes));
}

} // namespace net
