// The host's seats: taking one, taking it back by token, leaving, absence and takeover, and
// the start of the game.
#include "host.h"

#include "hostpeer.h"

#include <QLoggingCategory>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>

Q_DECLARE_LOGGING_CATEGORY(lcNetHost)

namespace net {

void Host::onJoin(Peer &peer, const nlohmann::json &message)
{
    const auto seat = intMember(message, "seat");
    const auto name = stringMember(message, "name");
    const auto code = stringMember(message, "code");
    if (!onlyMembers(message, {"type", "seat", "name", "code"}) || !seat || !name ||
        (message.contains("code") && !code))
        return refuse(peer, "malformed", "join holds seat, name and the table's code");
    // Closing makes every guess of the code cost a new connection and a hello.
    if (!m_options.code.isEmpty() &&
        !sameToken(m_options.code.toUtf8(), QByteArray::fromStdString(code.value_or(""))))
        return refuse(peer, "bad-code", "this table's code is another", std::nullopt, true);
    if (peer.seat >= 0)
        return refuse(peer, "already-seated", "this link holds a seat already");
    if (m_started)
        return refuse(peer, "started", "the game has started; rejoin with a token");
    if (*seat < 0 || *seat >= m_game.seats() || !m_seats[size_t(*seat)]->open)
        return refuse(peer, "no-such-seat", "no open seat of this number");
    Seat &state = *m_seats[size_t(*seat)];
    if (!state.token.isEmpty())
        return refuse(peer, "seat-taken", "someone holds this seat");
    const std::optional<QString> clean = cleanLine(QString::fromStdString(*name), kMaxNameChars);
    if (!clean)
        return refuse(peer, "bad-name", "a name is one line of 1 to 24 characters");
    // Every text the game writes names its seats: two people called Karine would make each of
    // them ambiguous. The host's own seats and those held for an absent person count too.
    for (const auto &other : m_seats) {
        if (other->name.trimmed().compare(*clean, Qt::CaseInsensitive) == 0)
            return refuse(peer, "name-taken", "someone at this table has this name");
    }
    state.token = newToken();
    state.name = *clean;
    state.peer = &peer;
    state.sent = 0;
    state.lastView.clear();
    peer.seat = *seat;
    qCInfo(lcNetHost) << "seat" << *seat + 1 << "taken";
    send(peer, {{"type", "joined"}, {"seat", *seat}, {"token", state.token.toStdString()}});
    broadcastTable();
    if (m_options.autoStart && allTaken())
        start();
}

void Host::onRejoin(Peer &peer, const nlohmann::json &message)
{
    const auto token = stringMember(message, "token");
    const auto since = intMember(message, "since");
    if (!onlyMembers(message, {"type", "token", "since"}) || !token || !since || *since < 0)
        return refuse(peer, "malformed", "rejoin holds token and since");
    if (peer.seat >= 0)
        return refuse(peer, "already-seated", "this link holds a seat already");
    const QByteArray given = QByteArray::fromStdString(*token);
    int seat = -1;
    for (int s = 0; s < int(m_seats.size()); ++s) {
        if (sameToken(m_seats[size_t(s)]->token, given))
            seat = s;
    }
    // Closing makes every guess cost a new connection and a hello.
    if (seat < 0)
        return refuse(peer, "bad-token", "no seat holds this token", std::nullopt, true);
    Seat &state = *m_seats[size_t(seat)];
    if (state.peer)
        return refuse(peer, "seat-connected", "the seat's link is alive", std::nullopt, true);
    state.absence->stop();
    state.peer = &peer;
    peer.seat = seat;
    if (!state.computer.empty()) {
        m_game.setComputer(seat, std::string());
        state.computer.clear();
    }
    // The client says how many of its seat's events it holds; it gets the rest.
    const size_t available = m_game.eventsFor(seat, 0).size();
    state.sent = std::min(size_t(*since), available);
    state.lastView.clear();
    qCInfo(lcNetHost) << "seat" << seat + 1 << "rejoined";
    send(peer, {{"type", "joined"}, {"seat", seat}, {"token", state.token.toStdString()}});
    broadcastTable();
    if (m_started)
        sendUpdate(seat, true);
    if (m_finished)
        sendRecord(peer);
}

void Host::onLeave(Peer &peer, const nlohmann::json &message)
{
    if (!onlyMembers(message, {"type"}))
        return refuse(peer, "malformed", "leave holds nothing");
    const int seat = peer.seat;
    peer.closing = true;
    if (seat >= 0) {
        Seat &state = *m_seats[size_t(seat)];
        state.peer = nullptr;
        peer.seat = -1;
        if (!m_started) {
            freeSeat(seat);
        } else if (!m_game.isOver()) {
            // Gone for good: the absence policy applies now rather than after the timeout.
            state.absence->start(0);
        }
        broadcastTable();
    }
    peer.socket->close(QWebSocketProtocol::CloseCodeNormal);
}

void Host::onAbsence(int seat)
{
    Seat &state = *m_seats[size_t(seat)];
    if (state.peer)
        return;
    if (!m_started) {
        // A lobby seat whose person did not come back is offered again.
        freeSeat(seat);
        broadcastTable();
        return;
    }
    Q_EMIT seatAbsent(seat);
    if (!m_options.takeoverLevel.empty())
        takeOver(seat, m_options.takeoverLevel);
}

bool Host::takeOver(int seat, const std::string &level)
{
    if (seat < 0 || seat >= int(m_seats.size()) || !m_started || m_game.isOver())
        return false;
    Seat &state = *m_seats[size_t(seat)];
    if (!state.open || state.peer || state.token.isEmpty() || level.empty())
        return false;
    if (!m_game.setComputer(seat, level))
        return false;
    state.computer = level;
    qCInfo(lcNetHost) << "seat" << seat + 1 << "played by a computer meanwhile";
    broadcastTable();
    afterChange();
    return true;
}

void Host::freeSeat(int seat)
{
    Seat &state = *m_seats[size_t(seat)];
    state.token.clear();
    state.name.clear();
    state.sent = 0;
    state.lastView.clear();
}

bool Host::allTaken() const
{
    for (const auto &seat : m_seats) {
        if (seat->open && seat->token.isEmpty())
            return false;
    }
    return true;
}

bool Host::start()
{
    if (m_started || !allTaken())
        return false;
    m_started = true;
    qCInfo(lcNetHost) << "the game starts";
    std::vector<std::string> names;
    for (const auto &seat : m_seats)
        names.push_back(seat->name.toStdString());
    m_game.begin(names);
    broadcastTable();
    Q_EMIT started();
    afterChange();
    return true;
}

std::vector<Host::HeldSeat> Host::heldSeats() const
{
    std::vector<HeldSeat> held;
    for (int seat = 0; seat < int(m_seats.size()); ++seat) {
        const Seat &state = *m_seats[size_t(seat)];
        if (state.open && !state.token.isEmpty())
            held.push_back({seat, state.name, state.token, state.computer});
    }
    return held;
}

} // namespace net
