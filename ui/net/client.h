// A seat at a network table (docs/network.md): it says hello, takes a seat (or takes its seat
// back with its token), and then holds what the host tells that seat: the table, the seat's
// view, its events, whose turn it is. It sends decisions for its own seat only. The host is
// not trusted either: what it sends is read with the same strict, bounded reader.
#pragma once

#include "protocol.h"

#include <QAbstractSocket>
#include <QList>
#include <QObject>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

class QTimer;
class QWebSocket;

namespace net {

class Client : public QObject
{
    Q_OBJECT

public:
    explicit Client(std::string gameId, QObject *parent = nullptr);
    ~Client() override;

    // What open() asks for once welcomed: a seat and a name, or, holding a token, the seat the
    // token holds (a rejoin, which also asks for the events this client does not have yet).
    void setJoin(int seat, const QString &name);
    // The table's code the host shows, when it asks for one.
    void setCode(const QString &code) { m_code = code; }
    void setToken(const QByteArray &token) { m_token = token; }
    // Asks for a seat now, once welcomed: after the person has seen the table, or after a
    // refusal of the seat asked for first. False when not welcomed or already seated.
    bool join(int seat, const QString &name);
    // Connects and says hello. Nothing is sent before the host's welcome names our protocol
    // and game.
    void open(const QUrl &url);
    // The same table again with the token: after a drop, the seat and its view come back.
    void reconnect();
    // Drops the link and keeps the token, as a lost connection would (but no automatic
    // reconnection follows).
    void close();
    // Comes back by itself after a drop, with the token, trying again for about ten minutes
    // (250 ms, then doubling up to 5 s between tries); then failed("unreachable"). Never after
    // close(), leave(), or a host that refused us for good.
    void setAutoReconnect(bool on) { m_autoReconnect = on; }
    // Gives the seat up: in the lobby it is offered again, during the game the host's absence
    // policy applies at once.
    void leave();
    // Sends a decision for our seat; its number (echoed by "accepted" or "refused"), or -1
    // when no seat is held.
    int decide(const nlohmann::json &decision);
    bool chat(const QString &text);

    bool isConnected() const;
    // Why the last connection attempt or link failed, as the socket says.
    QAbstractSocket::SocketError socketError() const;
    // A link is open or being opened: open() now would start a second one.
    bool isLinking() const;
    int seat() const { return m_seat; }
    // Whether the host has seated this link (joined, or rejoined after a drop): seat() outlives
    // a drop, so that the table still knows whose it is, but nothing is sent for it until then.
    bool isSeated() const { return m_seated; }
    const QByteArray &token() const { return m_token; }
    const nlohmann::json &table() const { return m_table; }
    const nlohmann::json &view() const { return m_view; }
    // Every event of our seat, from the start of the game.
    const nlohmann::json &events() const { return m_events; }
    const std::vector<int> &toDecide() const { return m_toDecide; }
    bool mustDecide() const;
    bool isOver() const { return m_over; }
    bool isStarted() const { return m_started; }
    // The finished game's record as the host keeps it (the game's own format), once the game is
    // over and the host has sent it whole; empty before.
    const QByteArray &record() const { return m_record; }
    // Who closed the table, as the host named them, once failed("closed") has been said (empty
    // when the host named nobody).
    const QString &closedBy() const { return m_closedBy; }
    // The game the table plays, after a refusal of ours (code "game"); empty otherwise.
    const QString &hostGame() const { return m_hostGame; }

    // Keeps every message received, as its bytes: the channel the leak test compares.
    void setRecording(bool on) { m_recording = on; }
    const QList<QByteArray> &received() const { return m_received; }

Q_SIGNALS:
    void welcomed();
    void joined(int seat);
    void tableChanged();
    void started();
    void updated();
    void accepted(int seq);
    void refused(const QString &code, const QString &text, int seq);
    void chatReceived(int seat, const QString &name, const QString &text);
    // record() holds the finished game.
    void recordReceived();
    void disconnected();
    // The host is not one we can play with (another protocol or game, or it broke the
    // protocol), or its person closed the table ("closed", closedBy()): the link is closed and
    // not tried again. `code` is a refusal word of docs/network.md.
    void failed(const QString &code);

private:
    void onConnected();
    void onText(const QString &text);
    void onWelcome(const nlohmann::json &message);
    void onUpdate(const nlohmann::json &message, bool withView);
    void onTable(const nlohmann::json &message);
    void onRecord(const nlohmann::json &message);
    void fail(const char *code);
    void retryLater();
    void sendJoin();
    void send(const nlohmann::json &message);

    std::string m_gameId;
    QWebSocket *m_socket;
    QTimer *m_handshake;
    QTimer *m_retry;
    bool m_autoReconnect = false;
    bool m_stopped = false; // closed, left or refused for good: no automatic reconnection
    int m_attempts = 0;
    QUrl m_url;
    int m_wantSeat = -1;
    QString m_name;
    QString m_code;
    QByteArray m_token;
    int m_seat = -1;
    bool m_seated = false; // the host holds m_seat for this link
    int m_nextSeq = 1;
    bool m_welcomed = false;
    bool m_started = false;
    bool m_over = false;
    nlohmann::json m_table;
    nlohmann::json m_view;
    nlohmann::json m_events = nlohmann::json::array();
    std::vector<int> m_toDecide;
    QByteArray m_record;
    QString m_closedBy;
    QString m_hostGame;
    QByteArray m_recordParts; // the pieces received so far
    int m_recordPart = 0;
    bool m_recording = false;
    QList<QByteArray> m_received;
};

} // namespace net
