// A network table as the window holds it (issue 24, docs/network.md "The window"): the window's
// person always plays through a net::Client, whether this window hosts the table or joins one.
// When it hosts, the table (a net::Host over the game's HostedGame) runs on a thread of its own
// through a net::HostRunner, and the window's own client joins it over loopback with the code.
// NetPlay is that glue: it owns the client and the runner, keeps the chat, and says in words
// what the table's states and refusals mean. It names no game: the game is an id of both
// registries (net::hostedGames(), Games).
#pragma once

#include <QHostAddress>
#include <QLockFile>
#include <QObject>
#include <QStringList>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <memory>
#include <string>
#include <vector>

namespace net {
class Client;
class HostRunner;
class SeatKeys;
} // namespace net

namespace shell {

// Where this window's tables listen and announce, and where it looks for others: the local
// network; or, with RAZZIA_NET_LOOPBACK=1 in the environment (the tests, the screenshots), this
// computer's loopback only, so that nothing leaves it.
struct NetEndpoints
{
    QHostAddress listen = QHostAddress(QHostAddress::AnyIPv4);
    QHostAddress announceTo = QHostAddress(QHostAddress::Broadcast);
    QHostAddress findOn = QHostAddress(QHostAddress::AnyIPv4);
    quint16 discoveryPort = 45424;
    // How long a hosted table waits for a person who dropped before offering a takeover.
    int absenceMs = 60000;
    static NetEndpoints fromEnvironment();
};

class NetPlay : public QObject
{
    Q_OBJECT

public:
    // The host dialog's table: one entry a seat ("net" open, "human" this window's person,
    // else a computer level), and the names.
    struct HostSetup
    {
        QString game;
        std::vector<std::string> seats;
        QString tableName;
        QString name; // this window's person
    };
    // A chat keeps at most this many lines.
    static constexpr int kChatLines = 200;

    explicit NetPlay(QObject *parent = nullptr);
    ~NetPlay() override;

    // Hosts `setup` on a thread of its own, listening on `endpoints.listen` and announced to
    // `endpoints.announceTo`; this window's client then takes the person's seat over loopback.
    // ready() or failed() follows.
    void host(const HostSetup &setup, const NetEndpoints &endpoints);
    // Where a table this window hosts is kept after every change (sealed under the user's key,
    // docs/network.md "A host that stops"), so that it can be opened again after the window
    // stopped; empty: nowhere. Before host().
    void setAutosavePath(const QString &path) { m_autosavePath = path; }
    // Opens again the table kept in `path` when its window stopped: the same game, seats, code
    // and port; this window's person takes their seat back, and the others come back by
    // themselves. False, with one line, when the file cannot be opened (another user's key,
    // damaged); ready() or failed() follows a true.
    bool resumeHost(const QString &path, const NetEndpoints &endpoints, QString &error);
    // Where a joiner keeps the token of each table's seat it holds (net::SeatKeys), so that a
    // window that stopped takes its seat back at its next join of that table; by default
    // <AppDataLocation>/network-seats.json. Before join().
    void setSeatKeysPath(const QString &path) { m_seatKeysPath = path; }
    // Where a joiner's window keeps its seats' tokens (net::SeatKeys) unless told otherwise.
    static QString seatKeysFile();
    // Who sat at the table kept in `path` with this window's person, by seat: the people and
    // computers the question "Open it again?" names. The person's own name is left out when the
    // file opens with the user's key; empty when it cannot be read at all.
    static QStringList othersAtKeptTable(const QString &path);
    // Opens a table as a joiner: welcomed() then a seat with takeSeat(), or failed(). When this
    // computer holds a seat at that table (its window stopped), the seat is taken back at once
    // with its kept token: seated(), and gameStarted() for a game under way.
    void join(const QString &game, const QUrl &url, const QString &tableName = QString());
    // The joiner's seat: asked now, or at the next welcome when the link was closed (a wrong
    // code closes it).
    void takeSeat(int seat, const QString &name, const QString &code);

    net::Client *client() const { return m_client; }
    bool isHost() const { return m_runner != nullptr; }
    QString game() const { return m_game; }
    QString tableName() const { return m_tableName; }
    QString code() const { return m_code; }
    quint16 port() const { return m_port; }
    QUrl url() const { return m_url; }
    // The addresses a joiner types: this computer's IPv4 addresses other than loopback (the
    // loopback one when the table listens there only).
    QStringList addresses() const;
    bool isSeated() const;
    // Joining with the seat this computer kept at that table (after a crash): it is being taken
    // back, and not chosen; the host still holds the earlier window's link while it waits.
    bool isReclaiming() const { return m_reclaiming; }
    bool reclaimWaits() const { return m_reclaiming && m_reclaimTries > 0; }
    // Every open seat is taken: the host may start.
    bool allSeatsTaken() const;
    bool isStarted() const;
    bool isOver() const;

    // Host only: the game starts (Host::start()).
    void startGame();
    // Host only: a computer of `level` plays for the absent person of `seat` until they return.
    void takeOver(int seat, const QString &level);
    // The window's person leaves: the seat is given up (Client::leave()) and, on the host, the
    // table stops for everyone.
    void leave();

    bool chat(const QString &text);
    const QStringList &chatLines() const { return m_chat; }
    // A seat's name as the table shows it.
    QString seatName(int seat) const;
    // "Waiting for Karine (reconnecting)", one line a seat whose person is away, or empty.
    QString waitingText() const;
    // A seat's state in words: free, connected, reconnecting, computer (its level), local.
    static QString stateText(const nlohmann::json &seat);
    // A refusal or failure code of docs/network.md in words, one line.
    static QString refusalText(const QString &code);

Q_SIGNALS:
    // Hosting: listening and this window's person seated. Joining: welcomed by the table.
    void ready();
    void failed(const QString &message);
    void tableChanged();
    void chatChanged();
    // A refusal of what this window sent: its code (docs/network.md) and the same in words.
    void refused(const QString &code, const QString &message);
    void seated();
    // The game has started and this window holds its seat (at once for a rejoin of a game under
    // way): the table can be shown.
    void gameStarted();
    void seatAbsent(int seat);
    void recordReceived();
    // The table is gone for good during the game: one line for the person.
    void lost(const QString &message);

private:
    void makeClient(const QString &game);
    void listenThenJoin(const NetEndpoints &endpoints, quint16 port);
    void addChat(const QString &line);
    // The kept seats at other hosts' tables (joiners only).
    net::SeatKeys seatKeys() const;

    QString m_game;
    QString m_tableName;
    QString m_code;
    quint16 m_port = 0;
    QUrl m_url;
    bool m_loopbackOnly = false;
    net::Client *m_client = nullptr;
    net::HostRunner *m_runner = nullptr;
    QStringList m_chat;
    bool m_ready = false;
    QString m_refusal; // the last refusal's code since a seat was asked for
    QString m_autosavePath;
    bool m_startedSaid = false;   // gameStarted() is said once, when started and seated
    bool m_viewSinceJoin = false; // the host has sent the seat's view since it (re)joined
    QString m_seatKeysPath;
    std::unique_ptr<QLockFile> m_seatLock; // this window holds its seat kept at this table
    // A kept token was presented (its window is not running: m_seatLock): a refusal of it
    // falls back to choosing a seat, after trying again for kReclaimMs while the host says the
    // stopped window's link is alive (its end did not reach the host, as when the network went
    // with it: the host's pings notice within 15 s, net::Host::Options::pongTimeout).
    static constexpr int kReclaimMs = 24000;
    static constexpr int kReclaimRetryMs = 2000;
    bool m_reclaiming = false;
    int m_reclaimTries = 0;
    bool m_reopen = false; // the link the refused token closed opens again (without it, unless
                           // to try it again)
    int m_reopenDelayMs = 0;
    bool m_gone = false; // failed() or lost() said why the table is gone: nothing more
};

} // namespace shell
