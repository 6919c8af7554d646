#include "netplay.h"
#include "sentence.h"

#include "levelnames.h"
#include "savekey.h"

#include "client.h"
#include "hostedgames.h"
#include "hostrunner.h"
#include "seatkeys.h"
#include "tablesave.h"

#include "common/inputfile.h"

#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace shell {

NetEndpoints NetEndpoints::fromEnvironment()
{
    NetEndpoints endpoints;
    if (qEnvironmentVariableIntValue("RAZZIA_NET_LOOPBACK") != 0) {
        endpoints.listen = QHostAddress(QHostAddress::LocalHost);
        endpoints.announceTo = QHostAddress(QHostAddress::LocalHost);
        endpoints.findOn = QHostAddress(QHostAddress::LocalHost);
    }
    return endpoints;
}

QString NetPlay::seatKeysFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/network-seats.json");
}

NetPlay::NetPlay(QObject *parent) : QObject(parent), m_seatKeysPath(seatKeysFile()) {}

net::SeatKeys NetPlay::seatKeys() const
{
    return net::SeatKeys(isHost() ? QString() : m_seatKeysPath);
}

NetPlay::~NetPlay()
{
    // The client first: its link to our own host closes before the host's thread ends.
    delete m_client;
    m_client = nullptr;
    delete m_runner;
}

void NetPlay::makeClient(const QString &game)
{
    m_game = game;
    m_client = new net::Client(game.toStdString(), this);
    connect(m_client, &net::Client::tableChanged, this, &NetPlay::tableChanged);
    // Once the seat's view is here: a module handed a client that rejoins a game under way
    // (a reopened host's person, a joiner whose window stopped) must find the game as it
    // stands, to show its past at once as a continued game does, rather than receive every
    // event since the deal as news, animations and round ends included.
    const auto sayStarted = [this] {
        if (m_startedSaid || !m_client->isStarted() || !m_client->isSeated() || !m_viewSinceJoin)
            return;
        m_startedSaid = true;
        Q_EMIT gameStarted();
    };
    connect(m_client, &net::Client::joined, this, [this] { m_viewSinceJoin = false; });
    connect(m_client, &net::Client::updated, this, [this] { m_viewSinceJoin = true; });
    connect(m_client, &net::Client::started, this, sayStarted);
    connect(m_client, &net::Client::updated, this, sayStarted);
    connect(m_client, &net::Client::recordReceived, this, &NetPlay::recordReceived);
    connect(m_client, &net::Client::updated, this, [this] {
        // A finished game has no seat to come back to.
        if (m_client->isOver() && !isHost())
            seatKeys().forget(m_game.toStdString(), m_url);
    });
    connect(m_client, &net::Client::chatReceived, this,
            [this](int, const QString &name, const QString &text) {
                //: A chat line at a network table: %1 who wrote it, %2 what they wrote.
                addChat(tr("%1: %2").arg(name, text));
            });
    connect(m_client, &net::Client::joined, this, [this] {
        // A joiner comes back by itself after a drop; the host's own link is loopback.
        m_client->setAutoReconnect(!isHost());
        m_reclaiming = false;
        // On disk too, for a window that stops: its next join of this table takes the seat
        // back. The host's own seat is in its table's autosave.
        // One seat a table is kept on this computer: the first window's that holds it.
        if (!isHost() && !m_client->isOver()) {
            if (!m_seatLock)
                m_seatLock = seatKeys().hold(m_game.toStdString(), m_url);
            if (m_seatLock)
                seatKeys().keep(m_game.toStdString(), m_url, m_client->token());
        }
        if (isHost() && !m_ready) {
            m_ready = true;
            Q_EMIT ready();
        }
        Q_EMIT seated();
        Q_EMIT tableChanged();
    });
    connect(m_client, &net::Client::welcomed, this, [this] {
        if (!isHost() && !m_ready) {
            m_ready = true;
            Q_EMIT ready();
        }
    });
    connect(m_client, &net::Client::refused, this,
            [this](const QString &code, const QString &, int seq) {
                // A refused decision is the game's to show, on its table.
                if (seq >= 0)
                    return;
                // The earlier window's link is still alive at the host (a power cut, a
                // network gone with the window): its pings notice within kReclaimMs. The
                // host closes this link; it is opened again with the same token meanwhile.
                if (m_reclaiming && code == QLatin1String("seat-connected") &&
                    m_reclaimTries < kReclaimMs / kReclaimRetryMs) {
                    ++m_reclaimTries;
                    m_reopen = true;
                    m_reopenDelayMs = kReclaimRetryMs;
                    Q_EMIT tableChanged();
                    return;
                }
                // The kept token of an earlier window: another table listens there now
                // (bad-token), or that window's link outlived every try. Either way the host
                // closes this link, and the person chooses a seat as anyone does.
                if (m_reclaiming && (code == QLatin1String("bad-token") ||
                                     code == QLatin1String("seat-connected"))) {
                    if (code == QLatin1String("bad-token"))
                        seatKeys().forget(m_game.toStdString(), m_url);
                    m_reclaiming = false;
                    m_reopen = true;
                    m_reopenDelayMs = 0;
                    m_client->setToken(QByteArray());
                    return;
                }
                m_refusal = code;
                Q_EMIT refused(code, refusalText(code));
            });
    connect(m_client, &net::Client::failed, this, [this](const QString &code) {
        m_gone = true;
        QString message = refusalText(code);
        if (code == QLatin1String("closed")) {
            // Nobody comes back to a table its host closed: its seat is not kept either.
            seatKeys().forget(m_game.toStdString(), m_url);
            const QString by = m_client->closedBy();
            message = by.isEmpty() ? tr("The host closed the table.")
                                   //: %1 the name of the person who hosted the table.
                                   : sentence(tr("%1 closed the table."), {by});
            if (m_client->isStarted() && !m_client->isOver())
                Q_EMIT lost(message);
            else
                Q_EMIT failed(message);
            return;
        }
        if (m_client->isStarted() && !m_client->isOver())
            Q_EMIT lost(tr("The table is gone: %1").arg(message));
        else
            Q_EMIT failed(message);
    });
    connect(m_client, &net::Client::disconnected, this, [this] {
        // Our own host's link ends only when the table does; a joiner's comes back by itself
        // until the client gives up (failed("unreachable")). Before a seat is held there is
        // nothing to come back to.
        if (m_client->isOver())
            return;
        if (m_gone)
            return;
        if (std::exchange(m_reopen, false)) {
            // Once this signal is over at least: the socket is still reporting its closing.
            QTimer::singleShot(std::exchange(m_reopenDelayMs, 0), m_client,
                               [client = m_client, url = m_url] {
                                   if (!client->isLinking())
                                       client->open(url);
                               });
            return;
        }
        // A refusal that closes the link (a wrong code) has said why already.
        if (isHost() || (m_client->seat() < 0 && m_refusal.isEmpty()))
            Q_EMIT failed(tr("The link to the table was closed."));
        else
            Q_EMIT tableChanged(); // the panel says the host is being tried again
    });
}

void NetPlay::host(const HostSetup &setup, const NetEndpoints &endpoints)
{
    const net::HostedGameInfo *info = net::hostedGame(setup.game.toStdString());
    int me = -1;
    for (size_t seat = 0; seat < setup.seats.size(); ++seat)
        if (setup.seats[seat] == "human")
            me = int(seat);
    if (!info || me < 0 || m_client) {
        Q_EMIT failed(tr("This table cannot be hosted."));
        return;
    }
    m_tableName = setup.tableName;
    m_loopbackOnly = endpoints.listen.isLoopback();
    // The window's person takes their seat over the network as anyone else: it is open.
    net::TableSetup table;
    table.seed = QRandomGenerator::system()->generate64();
    net::Host::Options options;
    options.autoStart = false;
    options.absenceTimeout = std::chrono::milliseconds(endpoints.absenceMs);
    options.code = m_code = net::newTableCode();
    // The host refuses a name already at the table: the computers leave the person's to them.
    QStringList names = computerNames();
    names.removeIf([&](const QString &name) {
        return name.compare(setup.name.trimmed(), Qt::CaseInsensitive) == 0;
    });
    int computer = 0;
    for (size_t seat = 0; seat < setup.seats.size(); ++seat) {
        const bool open = setup.seats[seat] == "net" || setup.seats[seat] == "human";
        table.seats.push_back(open ? std::string("net") : setup.seats[seat]);
        if (open)
            options.openSeats.push_back(int(seat));
        const QString name = open ? QString() : names[computer++ % names.size()];
        options.names.push_back(name);
        options.levels.push_back(open ? std::string() : setup.seats[seat]);
        table.names.push_back(name.toStdString());
    }
    makeClient(setup.game);
    m_client->setJoin(me, setup.name);
    m_client->setCode(m_code);
    m_runner = new net::HostRunner(
        [info, table](std::string &error) { return info->make(table, error); }, options, this);
    common::sealed::Key key;
    QString keyError;
    if (!m_autosavePath.isEmpty() && saveKey(key, keyError)) {
        net::TableSave kept;
        kept.code = m_code;
        kept.tableName = m_tableName;
        kept.localSeat = me;
        m_runner->setAutosave(m_autosavePath, key, kept);
    } else if (!m_autosavePath.isEmpty()) {
        qWarning("razzia: the network table is not autosaved: %s", qPrintable(keyError));
    }
    listenThenJoin(endpoints, 0);
}

bool NetPlay::resumeHost(const QString &path, const NetEndpoints &endpoints, QString &error)
{
    if (m_client)
        return false;
    const common::InputFile input = common::readFileBounded(path.toStdString());
    common::sealed::Key key;
    net::TableSave table;
    std::string why;
    if (!input.ok) {
        error = QString::fromStdString(input.error);
        return false;
    }
    if (!saveKey(key, error, false))
        return false;
    const net::HostedGameInfo *info = nullptr;
    if (net::openTable(input.bytes, key, table, why))
        info = net::hostedGame(table.game);
    const auto local =
        std::find_if(table.held.begin(), table.held.end(),
                     [&](const net::Host::HeldSeat &held) { return held.seat == table.localSeat; });
    if (!info || local == table.held.end()) {
        error = why.empty() ? tr("It is not a network table's save.") : QString::fromStdString(why);
        return false;
    }
    m_tableName = table.tableName;
    m_code = table.code;
    m_loopbackOnly = endpoints.listen.isLoopback();
    net::Host::Options options = net::resumeOptions(table);
    options.autoStart = false;
    options.absenceTimeout = std::chrono::milliseconds(endpoints.absenceMs);
    makeClient(QString::fromStdString(table.game));
    m_client->setToken(local->token);
    m_client->setCode(m_code);
    const std::string save = table.save;
    m_runner = new net::HostRunner(
        [info, save](std::string &problem) -> std::unique_ptr<net::HostedGame> {
            return info->resume(save, problem);
        },
        options, this);
    m_runner->setAutosave(path, key, table);
    listenThenJoin(endpoints, table.port);
    return true;
}

QStringList NetPlay::othersAtKeptTable(const QString &path)
{
    const common::InputFile input = common::readFileBounded(path.toStdString());
    if (!input.ok)
        return {};
    common::sealed::Key key;
    net::TableSave table;
    QString keyError;
    std::string error;
    QStringList names;
    if (saveKey(key, keyError, false) && net::openTable(input.bytes, key, table, error)) {
        std::vector<QString> bySeat;
        for (const std::string &name : table.names)
            bySeat.push_back(QString::fromStdString(name));
        for (const net::Host::HeldSeat &held : table.held) {
            if (held.seat >= 0 && size_t(held.seat) < bySeat.size())
                bySeat[size_t(held.seat)] = held.name;
        }
        for (size_t seat = 0; seat < bySeat.size(); ++seat) {
            if (int(seat) != table.localSeat && !bySeat[seat].isEmpty())
                names << bySeat[seat];
        }
        return names;
    }
    // Not this user's, or damaged: the open part still says who sat there.
    common::sealed::Cover cover;
    if (common::sealed::readCover(input.bytes, cover, error)) {
        for (const common::sealed::Seat &seat : cover.players)
            names << QString::fromStdString(seat.name);
    }
    return names;
}

void NetPlay::listenThenJoin(const NetEndpoints &endpoints, quint16 port)
{
    connect(m_runner, &net::HostRunner::failed, this, [this](const QString &error) {
        Q_EMIT failed(tr("The table could not be opened: %1").arg(error));
    });
    connect(m_runner, &net::HostRunner::seatAbsent, this, &NetPlay::seatAbsent);
    connect(m_runner, &net::HostRunner::listening, this, [this, endpoints](quint16 bound) {
        m_port = bound;
        m_url = QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(bound));
        m_runner->announce(m_tableName, endpoints.announceTo, endpoints.discoveryPort);
        m_client->open(m_url);
    });
    m_runner->listen(endpoints.listen, port);
}

void NetPlay::join(const QString &game, const QUrl &url, const QString &tableName)
{
    if (m_client)
        return;
    m_tableName = tableName;
    m_url = url;
    m_port = quint16(url.port());
    makeClient(game);
    // The seat a window of this computer kept there, unless that window is still running (it
    // plays the seat: this one's person chooses another).
    const QByteArray kept = seatKeys().find(game.toStdString(), url);
    if (!kept.isEmpty() && (m_seatLock = seatKeys().hold(game.toStdString(), url))) {
        m_client->setToken(kept);
        m_reclaiming = true;
        m_reclaimTries = 0;
    }
    m_client->open(url);
}

void NetPlay::takeSeat(int seat, const QString &name, const QString &code)
{
    if (!m_client || isHost())
        return;
    m_client->setCode(code.trimmed().toUpper());
    m_refusal.clear();
    if (!m_client->join(seat, name)) {
        // A wrong code closed the link: the seat is asked for again at the next welcome.
        m_client->setJoin(seat, name);
        if (!m_client->isLinking())
            m_client->open(m_url);
    }
}

QStringList NetPlay::addresses() const
{
    if (m_loopbackOnly)
        return {QStringLiteral("127.0.0.1")};
    QStringList list;
    for (const QHostAddress &address : QNetworkInterface::allAddresses()) {
        if (address.protocol() == QAbstractSocket::IPv4Protocol && !address.isLoopback())
            list << address.toString();
    }
    return list;
}

bool NetPlay::isSeated() const
{
    return m_client && m_client->seat() >= 0;
}

bool NetPlay::allSeatsTaken() const
{
    if (!m_client)
        return false;
    const auto seats = m_client->table().find("seats");
    if (seats == m_client->table().end() || !seats->is_array())
        return false;
    for (const auto &seat : *seats)
        if (seat.value("state", std::string()) == "free")
            return false;
    return true;
}

bool NetPlay::isStarted() const
{
    return m_client && m_client->isStarted();
}

bool NetPlay::isOver() const
{
    return m_client && m_client->isOver();
}

void NetPlay::startGame()
{
    if (m_runner && allSeatsTaken())
        m_runner->start();
}

void NetPlay::takeOver(int seat, const QString &level)
{
    if (m_runner)
        m_runner->takeOver(seat, level);
}

void NetPlay::leave()
{
    QString me;
    if (m_client) {
        me = seatName(m_client->seat());
        m_client->disconnect(this);
        // A seat given up is not taken back by the next join; the seat another window of this
        // computer keeps at that table (this one holds no lock for it) is that window's.
        if (!isHost() && m_client->seat() >= 0 && m_seatLock)
            seatKeys().forget(m_game.toStdString(), m_url);
        m_seatLock.reset();
        m_client->leave();
    }
    // The host's person ends the table for everyone, and says so: nothing of it is kept, and
    // nobody waits for it.
    if (m_runner)
        m_runner->discard(me);
}

bool NetPlay::chat(const QString &text)
{
    return m_client && m_client->chat(text);
}

void NetPlay::addChat(const QString &line)
{
    m_chat << line;
    while (m_chat.size() > kChatLines)
        m_chat.removeFirst();
    Q_EMIT chatChanged();
}

QString NetPlay::seatName(int seat) const
{
    if (!m_client)
        return QString();
    const auto seats = m_client->table().find("seats");
    if (seats == m_client->table().end() || !seats->is_array())
        return QString();
    for (const auto &entry : *seats)
        if (entry.value("seat", -1) == seat)
            return QString::fromStdString(entry.value("name", std::string()));
    return QString();
}

QString NetPlay::waitingText() const
{
    if (!m_client || !m_client->isStarted() || m_client->isOver())
        return QString();
    const auto seats = m_client->table().find("seats");
    if (seats == m_client->table().end() || !seats->is_array())
        return QString();
    QStringList lines;
    if (!isHost() && !m_client->isConnected())
        lines << tr("The host cannot be reached: trying again…");
    for (const auto &entry : *seats) {
        const QString name = QString::fromStdString(entry.value("name", std::string()));
        const std::string state = entry.value("state", std::string());
        if (state == "reconnecting")
            //: At a network table: %1 a player whose link dropped and who may come back.
            lines << sentence(tr("Waiting for %1 (reconnecting)"), {name});
        else if (state == "computer")
            //: At a network table: %1 a player away, whose seat a computer plays meanwhile.
            lines << tr("A computer plays for %1 until they come back").arg(name);
    }
    return lines.join(QLatin1Char('\n'));
}

QString NetPlay::stateText(const nlohmann::json &seat)
{
    const std::string state = seat.value("state", std::string());
    if (state == "free")
        return tr("Free");
    if (state == "connected")
        return tr("Here");
    if (state == "reconnecting")
        return tr("Reconnecting");
    if (state == "computer")
        //: A seat whose person is away: %1 the level of the computer playing it.
        return tr("Away; a computer plays (%1)")
            .arg(levelName(QString::fromStdString(seat.value("level", std::string())),
                           LevelForm::Short));
    if (state == "local") {
        // A seat the host plays itself: a computer (the host's person plays through a client).
        const std::string level = seat.value("level", std::string());
        if (level.empty())
            return tr("The host's computer");
        //: %1 the level of the host's computer playing this seat.
        return tr("The host's computer (%1)")
            .arg(levelName(QString::fromStdString(level), LevelForm::Short));
    }
    return QString::fromStdString(state);
}

QString NetPlay::refusalText(const QString &code)
{
    if (code == QLatin1String("rate"))
        return tr("Too many messages at once: wait a moment.");
    if (code == QLatin1String("bad-text"))
        return tr("A chat line is one line of 1 to 200 characters.");
    if (code == QLatin1String("bad-name"))
        return tr("A name is one line of 1 to 24 characters.");
    if (code == QLatin1String("bad-code"))
        return tr("That is not this table's code.");
    if (code == QLatin1String("name-taken"))
        return tr("Someone at this table already has this name: choose another.");
    if (code == QLatin1String("seat-taken"))
        return tr("Someone has just taken this seat.");
    if (code == QLatin1String("no-such-seat"))
        return tr("This seat is not open.");
    if (code == QLatin1String("started"))
        return tr("The game has started without you.");
    if (code == QLatin1String("version"))
        return tr("The table runs another version of the game.");
    if (code == QLatin1String("game"))
        return tr("The table plays another game.");
    if (code == QLatin1String("unreachable"))
        return tr("the host cannot be reached any more.");
    if (code == QLatin1String("handshake-timeout"))
        return tr("No table answered at this address.");
    if (code == QLatin1String("out-of-turn") || code == QLatin1String("not-started") ||
        code == QLatin1String("over"))
        return tr("It is not your turn.");
    //: A refusal the window has no words for: %1 its code (docs/network.md).
    return tr("The table refused it (%1).").arg(code);
}

} // namespace shell
