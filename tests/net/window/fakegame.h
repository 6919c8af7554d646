// The fake game module of the window's network tests (tst_net_window, tst_net_join): registered
// under the network registry's "razzia" (and a "speakeasy" of nothing), its seat played by the
// registry's computer player, as `razzia-cli join --level normal` plays it, so that a game ends
// by itself. A binary that includes it must register no real game module.
#pragma once

#include "gamemodule.h"
#include "joindialog.h"
#include "lobbydialog.h"
#include "mainwindow.h"

#include "client.h"
#include "hostedgames.h"
#include "hostrunner.h"
#include "protocol.h"
#include "strictjson.h"

#include "../../waitsupport.h"

#include <QFile>
#include <QHostAddress>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QUdpSocket>
#include <QtTest>

#include <memory>
#include <string>

namespace netwindowtest {

using namespace shell;

constexpr int kWaitMs = 5000;
// A whole game of three seats, two of them thinking at the normal level.
constexpr int kGameMs = 30000;

// Plays a client's seat with the registry's computer player of `level`: it is fed the seat's
// events in order and decides from the view, one decision at a time.
class SeatBot : public QObject
{
public:
    SeatBot(net::Client *client, const std::string &level)
        : m_client(client), m_player(net::hostedGame("razzia")->player(level))
    {
        connect(client, &net::Client::updated, this, &SeatBot::play);
        connect(client, &net::Client::accepted, this, [this] { m_pending = false; });
        // A decision sent to a host that stopped before answering is asked for again.
        connect(client, &net::Client::joined, this, [this] { m_pending = false; });
        connect(client, &net::Client::refused, this,
                [this](const QString &, const QString &, int seq) {
                    if (seq >= 0)
                        m_pending = false;
                });
        // A bot given a client in the middle of a game plays what is asked already.
        QTimer::singleShot(0, this, &SeatBot::play);
    }

private:
    void play()
    {
        std::string error;
        const nlohmann::json &events = m_client->events();
        for (; m_seen < events.size(); ++m_seen)
            QVERIFY2(m_player->observe(events[m_seen], error), error.c_str());
        if (m_pending || !m_client->mustDecide())
            return;
        const std::optional<nlohmann::json> decision = m_player->decide(m_client->view(), error);
        QVERIFY2(decision, error.c_str());
        m_pending = m_client->decide(*decision) >= 0;
    }

    net::Client *m_client;
    std::unique_ptr<net::SeatPlayer> m_player;
    size_t m_seen = 0;
    bool m_pending = false;
};

class FakeModule : public GameModule
{
public:
    explicit FakeModule(MainWindow *window, const QString &id = QStringLiteral("razzia"))
        : GameModule(window), m_id(id), m_page(new QWidget(window))
    {}

    QString id() const override { return m_id; }
    QWidget *page() override { return m_page; }
    void showNewGameDialog() override {}
    bool isStarted() const override { return m_started; }
    bool isRunning() const override { return m_started && !m_over; }
    void halt() override
    {
        m_bot.reset();
        if (m_client)
            m_client->disconnect(this);
        m_client = nullptr;
        m_online = false;
    }
    QByteArray record() const override { return QByteArray(); }
    QString notYetSaved() const override { return QStringLiteral("the host keeps it"); }
    bool recordFinished() const override { return false; }
    bool resume(const LoadedGame &, QString &error) override
    {
        error = QStringLiteral("no");
        return false;
    }
    QWidget *replay(const LoadedGame &, QWidget *parent) override { return new QWidget(parent); }
    bool playOnline(net::Client *client, QString &) override
    {
        ++calls;
        seatAtCall = client->seat();
        startedAtCall = client->isStarted();
        viewAtCall = !client->view().is_null();
        m_client = client;
        m_online = m_started = true;
        m_bot = std::make_unique<SeatBot>(client, "normal");
        connect(client, &net::Client::updated, this, [this] {
            if (m_client && m_client->isOver() && !m_over) {
                m_over = true;
                Q_EMIT progressed();
                Q_EMIT finished();
            }
        });
        Q_EMIT started();
        return true;
    }
    bool isOnline() const override { return m_online; }
    QList<Statistics::Result> results() const override { return {}; }
    void showEnd() override {}
    QString leavingNote() const override { return QString(); }
    void showHint() override {}

    int calls = 0;
    int seatAtCall = -1;
    bool startedAtCall = false;
    // The client held its seat's view when handed over: a game under way is shown as it stands.
    bool viewAtCall = false;
    bool m_over = false;

private:
    QString m_id;
    QWidget *m_page;
    net::Client *m_client = nullptr;
    std::unique_ptr<SeatBot> m_bot;
    bool m_online = false;
    bool m_started = false;
};

inline void registerFakeGame()
{
    GameType type;
    type.id = QStringLiteral("razzia");
    type.format = QStringLiteral("razzia-game/1");
    type.suffix = QStringLiteral("razzia");
    type.minPlayers = 3;
    type.maxPlayers = 8;
    type.name = [] { return QStringLiteral("Razzia"); };
    type.description = [] { return QStringLiteral("the fake"); };
    type.newGameLabel = [] { return QStringLiteral("&Razzia…"); };
    // Any record reads as a finished game of Léa, Karine and a computer.
    type.load = [](const QByteArray &, const QString &, QString &) {
        auto loaded = std::make_shared<LoadedGame>();
        loaded->finished = true;
        return loaded;
    };
    type.describeFinished = [](const QByteArray &, SaveStore::Entry &entry) {
        entry.players = {QStringLiteral("Léa"), QStringLiteral("Karine"), QStringLiteral("Bugsy")};
        entry.levels = {QString(), QString(), QStringLiteral("normal")};
        return true;
    };
    type.describe = [](const QByteArray &, SaveStore::Entry &) { return false; };
    type.progress = [](int n) { return QString::number(n); };
    type.create = [](MainWindow *window) { return new FakeModule(window); };
    Games::add(type);
    // A second game the network registry knows, for a table that plays another game than the
    // one asked for. Nothing of it is played.
    type.id = QStringLiteral("speakeasy");
    type.format = QStringLiteral("speakeasy-game/1");
    type.suffix = QStringLiteral("speakeasy");
    type.minPlayers = type.maxPlayers = 2;
    type.name = [] { return QStringLiteral("Speak Easy"); };
    type.newGameLabel = [] { return QStringLiteral("&Speak Easy…"); };
    type.create = [](MainWindow *window) {
        return new FakeModule(window, QStringLiteral("speakeasy"));
    };
    Games::add(type);
}

// A table's announcement as a beacon sends it, made here so that it says what the test needs.
inline void announce(quint16 to, quint16 port, int seats, int free, bool started)
{
    const nlohmann::json ad = {{"type", "table-ad"}, {"protocol", net::kProtocolVersion},
                               {"game", "razzia"},   {"name", "Full house"},
                               {"port", port},       {"seats", seats},
                               {"free", free},       {"started", started},
                               {"code", true}};
    QUdpSocket socket;
    socket.writeDatagram(net::encode(ad), QHostAddress(QHostAddress::LocalHost), to);
}

inline NetEndpoints loopback()
{
    NetEndpoints endpoints;
    endpoints.listen = endpoints.announceTo = endpoints.findOn =
        QHostAddress(QHostAddress::LocalHost);
    endpoints.discoveryPort = 0; // the join dialog's finder takes a port of its own
    endpoints.absenceMs = 300;
    return endpoints;
}

inline FakeModule *fakeOf(MainWindow &window)
{
    return static_cast<FakeModule *>(window.game(QStringLiteral("razzia")));
}

inline std::string stateOfSeat(const net::Client &client, int seat)
{
    return client.table()["seats"][size_t(seat)].value("state", std::string());
}

inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A Razzia table on loopback, listening, not started: `seats` as the host's setup names them
// ("net" open to joiners, else a computer level), the computers named Bugsy, Lucky; `options`
// for anything else a test needs (a code, an absence). Null if it does not listen in time.
inline std::unique_ptr<net::HostRunner>
razziaTable(uint64_t seed, std::vector<std::string> seats = {"net", "net", "normal"},
            net::Host::Options options = {})
{
    net::TableSetup setup;
    setup.seed = seed;
    setup.seats = seats;
    options.autoStart = false;
    options.openSeats.clear();
    options.names.clear();
    const QStringList computers = {QStringLiteral("Bugsy"), QStringLiteral("Lucky")};
    qsizetype computer = 0;
    for (size_t seat = 0; seat < seats.size(); ++seat) {
        const bool open = seats[seat] == "net";
        if (open)
            options.openSeats.push_back(int(seat));
        options.names.push_back(open ? QString() : computers.value(computer++));
    }
    auto host = std::make_unique<net::HostRunner>(
        [setup](std::string &error) { return net::hostedGame("razzia")->make(setup, error); },
        options);
    QSignalSpy listening(host.get(), &net::HostRunner::listening);
    host->listen(QHostAddress::LocalHost);
    if (!waitUntil([&] { return !listening.isEmpty(); }, kWaitMs))
        return nullptr;
    return host;
}

// Game ▸ Join a table… in `window`, by the address 127.0.0.1 and `port`: its lobby once it
// opens, else null.
inline LobbyDialog *joinByAddress(MainWindow &window, quint16 port)
{
    window.joinTable();
    auto *dialog = window.findChild<JoinDialog *>();
    if (!dialog)
        return nullptr;
    dialog->addressEdit()->setText(QStringLiteral("127.0.0.1"));
    dialog->portBox()->setValue(port);
    QTest::mouseClick(dialog->joinByAddress(), Qt::LeftButton);
    QPointer<LobbyDialog> lobby;
    waitUntil([&] { return bool(lobby = window.findChild<LobbyDialog *>()); }, kWaitMs);
    return lobby;
}

} // namespace netwindowtest
