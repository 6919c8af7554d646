// The host during the game: decisions, chat, and what each seat is told.
#include "host.h"

#include "hostpeer.h"

#include <QLoggingCategory>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>

Q_DECLARE_LOGGING_CATEGORY(lcNetHost)

namespace net {

std::optional<Refusal> Host::checkTurn(int seat, const nlohmann::json &decision) const
{
    if (!m_started)
        return Refusal{"not-started", "the game has not started"};
    if (m_game.isOver())
        return Refusal{"over", "the game is over"};
    const std::vector<int> now = m_game.toDecide();
    if (std::find(now.begin(), now.end(), seat) == now.end() && !m_game.anyTime(decision))
        return Refusal{"out-of-turn", "this seat has nothing to decide now"};
    return std::nullopt;
}

void Host::onDecide(Peer &peer, const nlohmann::json &message)
{
    const auto seat = intMember(message, "seat");
    const auto seq = intMember(message, "seq");
    const bool shaped = message.size() == 4 && seat && seq && message.contains("decision");
    if (!shaped)
        return refuse(peer, "malformed", "decide holds seat, seq and decision", seq);
    if (peer.seat < 0)
        return refuse(peer, "not-seated", "join a seat first", seq);
    if (*seat != peer.seat)
        return refuse(peer, "not-your-seat", "a link decides for its own seat only", seq);
    if (!peer.decisions.take())
        return refuse(peer, "rate", "too many decisions a second", seq);
    if (std::optional<Refusal> refusal = checkTurn(*seat, message["decision"]))
        return refuse(peer, refusal->code.c_str(), refusal->text, seq);
    if (std::optional<Refusal> refusal = m_game.decide(*seat, message["decision"]))
        return refuse(peer, refusal->code.c_str(), refusal->text, seq);
    // An accepted decision costs nothing: the game itself paces them (a seat decides once a
    // turn), and a computer player at instant speed makes far more than a person, while a
    // flood is refused, and paid for, decision by decision.
    peer.decisions.giveBack();
    peer.messages.giveBack();
    send(peer, {{"type", "accepted"}, {"seq", *seq}});
    // Out now: the host's own computers play next, in this same call, and a socket writes only
    // once the event loop runs again, so the answer would wait for their thinking (9 ms a
    // decision with a hard seat behind the link).
    peer.socket->flush();
    afterChange();
}

std::optional<Refusal> Host::decideLocal(int seat, const nlohmann::json &decision)
{
    if (seat < 0 || seat >= int(m_seats.size()) || m_seats[size_t(seat)]->open)
        return Refusal{"not-your-seat", "a seat held over the network"};
    if (std::optional<Refusal> refusal = checkTurn(seat, decision))
        return refusal;
    if (std::optional<Refusal> refusal = m_game.decide(seat, decision))
        return refusal;
    afterChange();
    return std::nullopt;
}

void Host::refresh()
{
    if (m_started)
        afterChange();
}

void Host::afterChange()
{
    m_game.playOn();
    broadcastUpdates();
    Q_EMIT gameChanged();
    if (m_game.isOver() && !m_finished) {
        m_finished = true;
        for (const auto &seat : m_seats)
            seat->absence->stop();
        qCInfo(lcNetHost) << "the game is over";
        for (const auto &seat : m_seats) {
            if (seat->peer)
                sendRecord(*seat->peer);
        }
        Q_EMIT finished();
    }
}

void Host::onChat(Peer &peer, const nlohmann::json &message)
{
    const auto text = stringMember(message, "text");
    if (message.size() != 2 || !text)
        return refuse(peer, "malformed", "chat holds text");
    if (peer.seat < 0)
        return refuse(peer, "not-seated", "join a seat first");
    if (!peer.chat.take())
        return refuse(peer, "rate", "too many chat lines a second");
    const std::optional<QString> line = cleanLine(QString::fromStdString(*text), kMaxChatChars);
    if (!line)
        return refuse(peer, "bad-text", "a chat line is one line of 1 to 200 characters");
    const QString &name = m_seats[size_t(peer.seat)]->name;
    const nlohmann::json out = {{"type", "chat"},
                                {"seat", peer.seat},
                                {"name", name.toStdString()},
                                {"text", line->toStdString()}};
    for (const auto &seat : m_seats) {
        if (seat->peer)
            send(*seat->peer, out);
    }
    Q_EMIT chatReceived(peer.seat, name, *line);
}

void Host::sendUpdate(int seat, bool always)
{
    Seat &state = *m_seats[size_t(seat)];
    if (!state.peer)
        return;
    nlohmann::json events = m_game.eventsFor(seat, state.sent);
    // A rejoin after a long game has many events to catch up on: they go in messages of at
    // most kEventsPerMessage, under the array cap every reader applies.
    while (events.size() > kEventsPerMessage) {
        nlohmann::json chunk = nlohmann::json::array();
        for (size_t i = 0; i < kEventsPerMessage; ++i)
            chunk.push_back(std::move(events[i]));
        events.erase(events.begin(), events.begin() + std::ptrdiff_t(kEventsPerMessage));
        nlohmann::json message = {
            {"type", "events"}, {"from", state.sent}, {"events", std::move(chunk)}};
        state.sent += kEventsPerMessage;
        send(*state.peer, message);
    }
    nlohmann::json view = m_game.viewFor(seat);
    const QByteArray viewBytes = encode(view);
    if (!always && events.empty() && viewBytes == state.lastView)
        return;
    const size_t count = events.size();
    nlohmann::json message = {{"type", "update"},
                              {"from", state.sent},
                              {"events", std::move(events)},
                              {"view", std::move(view)},
                              {"toDecide", m_game.toDecide()},
                              {"over", m_game.isOver()}};
    state.sent += count;
    state.lastView = viewBytes;
    send(*state.peer, message);
}

void Host::sendRecord(Peer &peer)
{
    // Every window keeps the finished game in its history as its own games. The record holds
    // the seed and every hand, which is why it leaves only once the game is over (R6): nothing
    // is left to foretell. ASCII text, so that cutting it never splits a character.
    const std::string text = m_game.record().dump(2, ' ', true) + '\n';
    const size_t parts = (text.size() + kRecordPieceBytes - 1) / kRecordPieceBytes;
    if (parts > size_t(kMaxRecordPieces)) {
        qCWarning(lcNetHost) << "the record is too large to send:" << text.size() << "bytes";
        return;
    }
    for (size_t part = 0; part < parts; ++part)
        send(peer, {{"type", "record"},
                    {"part", int(part)},
                    {"parts", int(parts)},
                    {"text", text.substr(part * kRecordPieceBytes, kRecordPieceBytes)}});
}

void Host::broadcastUpdates()
{
    for (int seat = 0; seat < int(m_seats.size()); ++seat)
        sendUpdate(seat, false);
}

Host::SeatState Host::seatState(int seat) const
{
    const Seat &state = *m_seats[size_t(seat)];
    if (!state.open)
        return SeatState::Local;
    if (state.token.isEmpty())
        return SeatState::Free;
    if (state.peer)
        return SeatState::Connected;
    return state.computer.empty() ? SeatState::Reconnecting : SeatState::Computer;
}

nlohmann::json Host::table() const
{
    static const char *const words[] = {"free", "connected", "reconnecting", "computer", "local"};
    nlohmann::json seats = nlohmann::json::array();
    for (int seat = 0; seat < int(m_seats.size()); ++seat) {
        const Seat &state = *m_seats[size_t(seat)];
        nlohmann::json entry = {{"seat", seat},
                                {"state", words[int(seatState(seat))]},
                                {"name", state.name.toStdString()}};
        if (!state.computer.empty())
            entry["level"] = state.computer;
        else if (!state.open && size_t(seat) < m_options.levels.size() &&
                 !m_options.levels[size_t(seat)].empty())
            entry["level"] = m_options.levels[size_t(seat)];
        seats.push_back(std::move(entry));
    }
    return {{"type", "table"}, {"started", m_started}, {"seats", std::move(seats)}};
}

void Host::broadcastTable()
{
    // Also to those still choosing a seat.
    const nlohmann::json message = table();
    for (auto &[socket, peer] : m_peers) {
        if (peer->greeted && !peer->closing)
            send(*peer, message);
    }
    Q_EMIT tableChanged();
}

} // namespace net
