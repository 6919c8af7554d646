// The host of a network table (docs/network.md): the referee. It runs the one authoritative
// game (a HostedGame over the game's Session), hands each client its seat's view and the
// events its seat may see, and takes decisions only from the client that holds the seat.
// Whatever a client sends that the protocol does not allow is refused, logged and counted,
// and the game goes on unharmed.
#pragma once

#include "hostedgame.h"
#include "protocol.h"

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTcpSocket>
#include <QUrl>

#include <chrono>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class QTcpServer;
class QTimer;
class QWebSocket;
class QWebSocketServer;

namespace net {

// What crossed the host's sockets, for the notes' measurements and the tests.
struct Traffic
{
    quint64 messagesIn = 0;
    quint64 bytesIn = 0;
    quint64 messagesOut = 0;
    quint64 bytesOut = 0;
    quint64 refusals = 0;
};

class Host : public QObject
{
    Q_OBJECT

public:
    // A seat held by a person over the network, as the host's autosave keeps it (in the sealed
    // part of the save: whoever has the token has the seat).
    struct HeldSeat
    {
        int seat = -1;
        QString name;
        QByteArray token;
        // The level of the computer playing the seat while its person is away; empty while the
        // seat waits for them. A resumed table keeps a computer playing until they rejoin.
        std::string computer;
    };

    struct Options
    {
        // The seats offered over the network. The others are the host's own: a computer level
        // the game plays itself, or this computer's person through decideLocal().
        std::vector<int> openSeats;
        // The names the table shows for the host's own seats, by seat (a joiner names itself).
        std::vector<QString> names;
        // The level of each of the host's own computer seats, by seat (empty for a person), so
        // that every table names it and every window counts it as a computer.
        std::vector<std::string> levels;
        // Starts as soon as every open seat is taken (razzia-cli serve); the window's host
        // presses Start instead.
        bool autoStart = true;
        // A connection that has not said hello by then is closed.
        std::chrono::milliseconds handshakeTimeout{5000};
        // How long a person who dropped is waited for before the absence policy applies.
        std::chrono::milliseconds absenceTimeout{60000};
        // Empty: go on waiting (the host's person may still call takeOver()). Otherwise a
        // computer of this level plays the seat until the person rejoins.
        std::string takeoverLevel;
        // Links that died without closing (a laptop shut) are found by their missing pongs.
        std::chrono::milliseconds pingInterval{5000};
        std::chrono::milliseconds pongTimeout{15000};
        // Per connection. A turn-based game needs a few decisions a second at most; anything
        // past `flood` messages dropped in a row closes the link (the seat stays).
        Rate messages{100, 200};
        Rate decisions{20, 40};
        Rate chat{1, 5};
        int flood = 1000;
        int maxConnections = 32;
        // The short code the host shows and a joiner types (newTableCode()), so that only the
        // people in the room take a seat; empty: anyone on the network may join. A rejoin needs
        // its token only.
        QString code;
        // A table resumed from its autosave after the host stopped: these seats are held by
        // their tokens again, each waiting for its person to rejoin, and the game, started
        // already, goes on as soon as the host listens.
        std::vector<HeldSeat> resume;
    };

    enum class SeatState
    {
        Free,         // open, nobody has taken it
        Connected,    // its person's client is here
        Reconnecting, // its person dropped and may rejoin with the token
        Computer,     // its person dropped and a computer plays it meanwhile
        Local         // the host's own seat
    };

    Host(HostedGame &game, Options options, QObject *parent = nullptr);
    ~Host() override;

    bool listen(const QHostAddress &address, quint16 port = 0);
    QString errorString() const;
    quint16 port() const;
    // ws://address:port, what a client opens.
    QUrl url() const;

    // Starts the game when every open seat is taken; false otherwise, or when started already.
    bool start();
    bool isStarted() const { return m_started; }
    std::string gameId() const { return m_game.gameId(); }
    bool needsCode() const { return !m_options.code.isEmpty(); }
    bool isOver() const { return m_game.isOver(); }

    // A decision of one of the host's own seats (this computer's person), checked as a
    // client's is; refused for a seat held over the network.
    std::optional<Refusal> decideLocal(int seat, const nlohmann::json &decision);
    // The game moved outside the host: one of its own seats' decisions, thought out on a
    // worker and applied to the session by the window. The computers play on and every seat
    // hears of it.
    void refresh();
    // What the autosave keeps so that the clients can rejoin a resumed host.
    std::vector<HeldSeat> heldSeats() const;
    // The host's person ends the table on purpose: every link is told so ("closed", with `by`,
    // the name of who closed it, possibly empty) and closed, so that the people at the table
    // stop waiting for it. A host that stops without calling this (a crash) is waited for.
    void closeTable(const QString &by);
    // A computer of `level` plays an absent person's seat until the person rejoins. False when
    // the seat is connected, not open, the game not running or the level unknown to the game.
    bool takeOver(int seat, const std::string &level);

    // Whether a link to a client is still open (closeTable() waits for them to go).
    bool hasLinks() const;

    SeatState seatState(int seat) const;
    // The table as the clients see it: {"type":"table",...} (docs/network.md).
    nlohmann::json table() const;
    const Traffic &traffic() const { return m_traffic; }

Q_SIGNALS:
    void tableChanged();
    void started();
    // After every decision applied and every computer move that followed it.
    void gameChanged();
    void finished();
    // A client's message refused: its seat (-1 before it holds one) and the refusal's code.
    void refused(int seat, const QString &code);
    // A person has been away for absenceTimeout; the window may offer a takeover.
    void seatAbsent(int seat);
    void chatReceived(int seat, const QString &name, const QString &text);

private:
    struct Peer;
    struct Seat;

    void onTcpConnection();
    void onNewConnection();
    void onText(QWebSocket *socket, const QString &text);
    void onDisconnected(QWebSocket *socket);
    void onPingTimer();
    void onAbsence(int seat);

    void onHello(Peer &peer, const nlohmann::json &message);
    void onJoin(Peer &peer, const nlohmann::json &message);
    void onRejoin(Peer &peer, const nlohmann::json &message);
    void onDecide(Peer &peer, const nlohmann::json &message);
    void onChat(Peer &peer, const nlohmann::json &message);
    void onLeave(Peer &peer, const nlohmann::json &message);

    // Refuses what `peer` sent: tells it, logs it, counts it; `fatal` closes the link too.
    void refuse(Peer &peer, const char *code, const std::string &text,
                std::optional<int> seq = std::nullopt, bool fatal = false);
    void send(Peer &peer, const nlohmann::json &message);
    void sendUpdate(int seat, bool always);
    // The finished game's record, to a seat's link: a game over has nothing left to hide.
    void sendRecord(Peer &peer);
    void broadcastUpdates();
    void broadcastTable();
    // The game moved: the host's computers play on, every seat hears of it.
    void afterChange();
    std::optional<Refusal> checkTurn(int seat, const nlohmann::json &decision) const;
    bool allTaken() const;
    void freeSeat(int seat);
    Peer *peerOf(QWebSocket *socket);

    HostedGame &m_game;
    Options m_options;
    QWebSocketServer *m_server;
    QTcpServer *m_tcp;
    QList<QPointer<QTcpSocket>> m_upgrading; // accepted, not yet WebSockets
    QTimer *m_ping;
    std::map<QWebSocket *, std::unique_ptr<Peer>> m_peers;
    std::vector<std::unique_ptr<Seat>> m_seats;
    bool m_started = false;
    bool m_finished = false;
    bool m_closed = false; // closeTable(): nobody is waited for any more
    Traffic m_traffic;
};

} // namespace net
