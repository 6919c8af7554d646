#include "client.h"

#include "strictjson.h"

#include <QLoggingCategory>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>
#include <utility>

Q_LOGGING_CATEGORY(lcNetClient, "razzia.net.client")

namespace net {

namespace {

// A host that has not welcomed us by then is not one.
constexpr int kWelcomeTimeoutMs = 5000;
constexpr int kFirstRetryMs = 250;
constexpr int kLastRetryMs = 5000;
// About ten minutes of tries before giving up (five tries in the first 8 s, then one every
// 5 s): time enough for a host whose window stopped to be started again and to open its table
// from its autosave.
constexpr int kMaxAttempts = 125;

} // namespace

Client::Client(std::string gameId, QObject *parent)
    : QObject(parent), m_gameId(std::move(gameId)),
      m_socket(new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this)),
      m_handshake(new QTimer(this)), m_retry(new QTimer(this))
{
    m_socket->setMaxAllowedIncomingFrameSize(kMaxFrameBytes);
    m_socket->setMaxAllowedIncomingMessageSize(kMaxFrameBytes);
    connect(m_socket, &QWebSocket::connected, this, &Client::onConnected);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &Client::onText);
    connect(m_socket, &QWebSocket::binaryMessageReceived, this, [this] { fail("malformed"); });
    connect(m_socket, &QWebSocket::disconnected, this, [this] {
        m_handshake->stop();
        m_welcomed = false;
        m_seated = false;
        Q_EMIT disconnected();
        retryLater();
    });
    // A failed connection attempt reports an error and no disconnection (the signal is
    // errorOccurred from Qt 6.5 on).
    connect(m_socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this, [this] {
        if (m_socket->state() == QAbstractSocket::UnconnectedState)
            retryLater();
    });
    m_retry->setSingleShot(true);
    connect(m_retry, &QTimer::timeout, this, [this] { open(m_url); });
    m_handshake->setSingleShot(true);
    connect(m_handshake, &QTimer::timeout, this, [this] { fail("handshake-timeout"); });
}

Client::~Client()
{
    m_socket->disconnect(this);
}

void Client::setJoin(int seat, const QString &name)
{
    m_wantSeat = seat;
    m_name = name;
}

bool Client::join(int seat, const QString &name)
{
    setJoin(seat, name);
    if (!m_welcomed || m_seat >= 0 || !isConnected())
        return false;
    sendJoin();
    return true;
}

void Client::sendJoin()
{
    nlohmann::json message = {
        {"type", "join"}, {"seat", m_wantSeat}, {"name", m_name.toStdString()}};
    if (!m_code.isEmpty())
        message["code"] = m_code.toStdString();
    send(message);
}

void Client::retryLater()
{
    // Only a seat held by a token is worth coming back to, and only while nobody chose to end
    // the link; a second call for the same drop (error, then disconnected) changes nothing.
    if (!m_autoReconnect || m_token.isEmpty() || m_stopped || m_retry->isActive() ||
        m_socket->state() != QAbstractSocket::UnconnectedState)
        return;
    if (m_attempts >= kMaxAttempts) {
        qCInfo(lcNetClient) << "the host is unreachable; giving up";
        m_stopped = true;
        Q_EMIT failed(QStringLiteral("unreachable"));
        return;
    }
    // 250 ms, then doubling up to 5 s: a host restarting is back within a few tries, and a
    // host that is gone is not hammered.
    const int delay = std::min(kFirstRetryMs << std::min(m_attempts, 5), kLastRetryMs);
    ++m_attempts;
    m_retry->start(delay);
}

void Client::open(const QUrl &url)
{
    m_retry->stop();
    m_stopped = false;
    m_url = url;
    m_welcomed = false;
    m_seated = false;
    m_handshake->start(kWelcomeTimeoutMs);
    m_socket->open(url);
}

void Client::reconnect()
{
    if (m_socket->state() != QAbstractSocket::UnconnectedState)
        m_socket->abort();
    open(m_url);
}

void Client::close()
{
    m_stopped = true;
    m_retry->stop();
    m_socket->close();
}

void Client::leave()
{
    m_stopped = true;
    m_retry->stop();
    if (isConnected())
        send({{"type", "leave"}});
    m_token.clear();
    m_seat = -1;
    m_seated = false;
}

bool Client::isConnected() const
{
    return m_socket->state() == QAbstractSocket::ConnectedState;
}

QAbstractSocket::SocketError Client::socketError() const
{
    return m_socket->error();
}

bool Client::isLinking() const
{
    return m_socket->state() != QAbstractSocket::UnconnectedState;
}

bool Client::mustDecide() const
{
    return m_seat >= 0 && !m_over &&
           std::find(m_toDecide.begin(), m_toDecide.end(), m_seat) != m_toDecide.end();
}

int Client::decide(const nlohmann::json &decision)
{
    // After a drop, a decision sent on the new link before the host has seated it again would
    // be refused ("not-seated"); the caller keeps it and says nothing was sent.
    if (!m_seated || !isConnected())
        return -1;
    const int seq = m_nextSeq++;
    send({{"type", "decide"}, {"seat", m_seat}, {"seq", seq}, {"decision", decision}});
    return seq;
}

bool Client::chat(const QString &text)
{
    const std::optional<QString> line = cleanLine(text, kMaxChatChars);
    if (!line || !m_seated || !isConnected())
        return false;
    send({{"type", "chat"}, {"text", line->toStdString()}});
    return true;
}

void Client::send(const nlohmann::json &message)
{
    m_socket->sendTextMessage(QString::fromUtf8(encode(message)));
}

void Client::fail(const char *code)
{
    qCInfo(lcNetClient) << "leaving the host:" << code;
    m_handshake->stop();
    // A host we cannot play with will not become one by trying again.
    m_stopped = true;
    m_retry->stop();
    Q_EMIT failed(QString::fromLatin1(code));
    m_socket->abort();
}

void Client::onConnected()
{
    sendPromptly(m_socket);
    send({{"type", "hello"}, {"protocol", kProtocolVersion}, {"game", m_gameId}});
}

void Client::onText(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    if (m_recording)
        m_received.append(bytes);
    json::Parsed parsed = json::parseMessage(
        std::string_view(bytes.constData(), size_t(bytes.size())), kMaxFrameBytes);
    if (parsed.problem != json::Problem::None)
        return fail(json::code(parsed.problem));
    const nlohmann::json &message = parsed.value;
    const std::optional<std::string> type = stringMember(message, "type");
    if (!type)
        return fail("malformed");
    if (*type == "refused") {
        const auto code = stringMember(message, "code");
        const auto why = stringMember(message, "text");
        const auto seq = intMember(message, "seq");
        if (!code || !why)
            return fail("malformed");
        // The host knows no seat by our token, or is not one we can play with: coming back
        // cannot help.
        if (*code == "bad-token" || *code == "version" || *code == "game")
            m_stopped = true;
        // The game the table plays, for the person to read in their own words.
        if (*code == "game") {
            const auto game = stringMember(message, "game");
            m_hostGame = game && game->size() <= 32 ? QString::fromStdString(*game) : QString();
        }
        Q_EMIT refused(QString::fromStdString(*code), QString::fromStdString(*why),
                       seq.value_or(-1));
        return;
    }
    if (!m_welcomed) {
        if (*type != "welcome")
            return fail("handshake");
        return onWelcome(message);
    }
    if (*type == "table")
        return onTable(message);
    if (*type == "joined") {
        const auto seat = intMember(message, "seat");
        const auto token = stringMember(message, "token");
        if (!seat || !token || token->size() > 64)
            return fail("malformed");
        m_seat = *seat;
        m_seated = true;
        m_token = QByteArray::fromStdString(*token);
        m_attempts = 0;
        Q_EMIT joined(m_seat);
        return;
    }
    if (*type == "update")
        return onUpdate(message, true);
    if (*type == "events")
        return onUpdate(message, false);
    if (*type == "accepted") {
        const auto seq = intMember(message, "seq");
        if (!seq)
            return fail("malformed");
        Q_EMIT accepted(*seq);
        return;
    }
    if (*type == "record")
        return onRecord(message);
    if (*type == "closed") {
        // The host's person ended the table on purpose: nobody is coming back to it, so it is
        // not waited for (a host that crashed sends nothing, and is tried again).
        const auto by = stringMember(message, "by");
        if (!onlyMembers(message, {"type", "by"}) || !by)
            return fail("malformed");
        const std::optional<QString> name = cleanLine(QString::fromStdString(*by), kMaxNameChars);
        m_closedBy = name.value_or(QString());
        return fail("closed");
    }
    if (*type == "chat") {
        const auto seat = intMember(message, "seat");
        const auto name = stringMember(message, "name");
        const auto line = stringMember(message, "text");
        if (!seat || !name || !line)
            return fail("malformed");
        // The host checked it; a host that did not is not trusted to have.
        const std::optional<QString> clean =
            cleanLine(QString::fromStdString(*line), kMaxChatChars);
        if (clean)
            Q_EMIT chatReceived(*seat, QString::fromStdString(*name), *clean);
        return;
    }
    // A message of a later minor revision: the version check says there is none, so a host
    // sending one is broken.
    fail("unknown-type");
}

void Client::onWelcome(const nlohmann::json &message)
{
    const auto protocol = intMember(message, "protocol");
    const auto game = stringMember(message, "game");
    if (!protocol || *protocol != kProtocolVersion)
        return fail("version");
    if (!game || *game != m_gameId)
        return fail("game");
    const auto table = message.find("table");
    if (table == message.end() || !table->is_object())
        return fail("malformed");
    m_handshake->stop();
    m_welcomed = true;
    Q_EMIT welcomed();
    onTable(*table);
    if (!m_token.isEmpty()) {
        send({{"type", "rejoin"}, {"token", m_token.toStdString()}, {"since", m_events.size()}});
    } else if (m_wantSeat >= 0) {
        sendJoin();
    }
}

void Client::onRecord(const nlohmann::json &message)
{
    const auto part = intMember(message, "part");
    const auto parts = intMember(message, "parts");
    const auto text = stringMember(message, "text");
    if (!onlyMembers(message, {"type", "part", "parts", "text"}) || !part || !parts || !text ||
        *parts < 1 || *parts > kMaxRecordPieces || text->size() > kRecordPieceBytes)
        return fail("malformed");
    // A rejoin after the end sends the record again: it starts over at piece 0.
    if (*part == 0) {
        m_recordParts.clear();
        m_recordPart = 0;
    }
    if (*part != m_recordPart || !m_over)
        return fail("malformed");
    m_recordParts += QByteArray::fromStdString(*text);
    if (++m_recordPart < *parts)
        return;
    m_record = std::exchange(m_recordParts, QByteArray());
    m_recordPart = 0;
    Q_EMIT recordReceived();
}

void Client::onTable(const nlohmann::json &message)
{
    const auto seats = message.find("seats");
    const auto begun = message.find("started");
    if (seats == message.end() || !seats->is_array() || begun == message.end() ||
        !begun->is_boolean())
        return fail("malformed");
    m_table = message;
    Q_EMIT tableChanged();
    if (begun->get<bool>() && !m_started) {
        m_started = true;
        Q_EMIT started();
    }
}

void Client::onUpdate(const nlohmann::json &message, bool withView)
{
    const auto from = intMember(message, "from");
    const auto events = message.find("events");
    if (!from || *from < 0 || events == message.end() || !events->is_array())
        return fail("malformed");
    // Events we hold already (a rejoin that asked for fewer) are skipped; a gap would mean a
    // broken host.
    if (size_t(*from) > m_events.size())
        return fail("malformed");
    for (size_t i = m_events.size() - size_t(*from); i < events->size(); ++i)
        m_events.push_back((*events)[i]);
    if (!withView)
        return;
    const auto view = message.find("view");
    const auto toDecide = message.find("toDecide");
    const auto finished = message.find("over");
    if (view == message.end() || toDecide == message.end() || !toDecide->is_array() ||
        finished == message.end() || !finished->is_boolean())
        return fail("malformed");
    std::vector<int> seats;
    for (const auto &seat : *toDecide) {
        if (!seat.is_number_integer())
            return fail("malformed");
        seats.push_back(seat.get<int>());
    }
    m_view = *view;
    m_toDecide = std::move(seats);
    m_over = finished->get<bool>();
    Q_EMIT updated();
}

} // namespace net
