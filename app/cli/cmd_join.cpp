// razzia-cli join: takes a seat at a network table and plays it as a computer player of a
// level (docs/network.md). The player decides from what the host sent its seat only; with the
// seat's seed it gets, it decides as the host's own computer of that level would, so that a
// served game with `join --level L` seats is the game `razzia-cli play` plays.
//
// A journal (--journal) keeps the seat's token and every view it decided on. A join process
// that was killed and started again with the same journal takes its seat back with the token,
// and plays its past decisions again through a fresh player (discarding them), so that the
// player's random stream and what it learnt are where they were: no decision is lost or
// changed by the drop.
#include "commands.h"
#include "netcommands.h"

#include "client.h"
#include "hostedgames.h"
#include "strictjson.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <memory>
#include <vector>

namespace razzia::cli {

QString netGameIds()
{
    QStringList ids;
    for (const net::HostedGameInfo &game : net::hostedGames())
        ids << QLatin1String(game.id);
    return ids.join(QStringLiteral(", "));
}

bool readNetJson(const QByteArray &bytes, nlohmann::json &out, std::string &error)
{
    net::json::Parsed parsed = net::json::parseMessage(
        std::string_view(bytes.constData(), size_t(bytes.size())), std::size_t(16) << 20);
    if (parsed.problem != net::json::Problem::None) {
        error = parsed.detail.empty() ? net::json::code(parsed.problem) : parsed.detail;
        return false;
    }
    out = std::move(parsed.value);
    return true;
}

namespace {

struct JournalEntry
{
    std::size_t events = 0; // the seat's events seen before this decision
    nlohmann::json view;
    nlohmann::json decision;
};

// One game's seat, played by a computer player over one client.
class Seat
{
public:
    Seat(const net::HostedGameInfo &game, std::string level, QString journal)
        : m_game(game), m_level(std::move(level)), m_journalPath(std::move(journal))
    {}

    // Reads the journal of an earlier run of this seat: its token and its decisions.
    bool load(QByteArray &token, std::string &error)
    {
        QFile file(m_journalPath);
        if (m_journalPath.isEmpty() || !file.exists())
            return true;
        if (!file.open(QIODevice::ReadOnly)) {
            error = file.errorString().toStdString();
            return false;
        }
        while (!file.atEnd()) {
            const QByteArray line = file.readLine().trimmed();
            nlohmann::json json;
            // A line cut by the kill is the decision that was never sent: it is made again.
            if (line.isEmpty() || !readNetJson(line, json, error))
                break;
            if (json.contains("token")) {
                token = QByteArray::fromStdString(json["token"].get<std::string>());
                m_journalGame = json.value("game", std::string());
            } else {
                m_replay.push_back(
                    {json.value("events", std::size_t(0)), json["view"], json["decision"]});
            }
        }
        error.clear();
        return true;
    }

    void joined(const QByteArray &token)
    {
        if (m_journalPath.isEmpty())
            return;
        // A rejoin keeps the file as it is; a first join starts it.
        if (!m_replay.empty() || !m_journalGame.empty())
            return;
        append({{"token", token.toStdString()}, {"game", m_game.id}});
    }

    // The client's news: new events, and a decision when the seat must decide. Nothing when
    // there is nothing to send; an error stops the process.
    std::optional<nlohmann::json> onUpdate(const net::Client &client, std::string &error)
    {
        const nlohmann::json &events = client.events();
        if (!m_player) {
            m_player = m_game.player(m_level);
            if (!m_player) {
                error = "unknown level";
                return std::nullopt;
            }
            if (!replay(events, error))
                return std::nullopt;
        }
        if (!client.mustDecide() || client.isOver())
            return std::nullopt;
        if (m_inFlight)
            return std::nullopt; // sent already: the host's answer comes before its update
        if (!observeUpTo(events, events.size(), error))
            return std::nullopt;
        std::optional<nlohmann::json> decision;
        if (m_lastReplayed && m_lastReplayed->view == client.view()) {
            // The host never heard the decision the journal holds last: the same one again.
            decision = m_lastReplayed->decision;
        } else {
            decision = m_player->decide(client.view(), error);
            if (!decision)
                return std::nullopt;
            append({{"events", events.size()}, {"view", client.view()}, {"decision", *decision}});
        }
        m_lastReplayed.reset();
        m_inFlight = true;
        return decision;
    }

    // The host answered the decision sent (accepted or refused).
    void answered() { m_inFlight = false; }

private:
    bool observeUpTo(const nlohmann::json &events, std::size_t end, std::string &error)
    {
        for (; m_observed < end && m_observed < events.size(); ++m_observed) {
            if (!m_player->observe(events[m_observed], error))
                return false;
        }
        return true;
    }

    // The journal's decisions again, in order, with the events before each, through the
    // fresh player: its state is then the one the killed process had.
    bool replay(const nlohmann::json &events, std::string &error)
    {
        for (const JournalEntry &entry : m_replay) {
            if (!observeUpTo(events, entry.events, error))
                return false;
            const std::optional<nlohmann::json> again = m_player->decide(entry.view, error);
            if (!again)
                return false;
            if (*again != entry.decision) {
                error = "the journal does not replay: another level or another game";
                return false;
            }
            m_lastReplayed = entry;
        }
        return true;
    }

    void append(const nlohmann::json &line)
    {
        if (m_journalPath.isEmpty())
            return;
        QFile file(m_journalPath);
        if (file.open(QIODevice::Append)) {
            file.write(QByteArray::fromStdString(line.dump()) + '\n');
            file.flush();
        }
    }

    const net::HostedGameInfo &m_game;
    std::string m_level;
    QString m_journalPath;
    std::string m_journalGame;
    std::vector<JournalEntry> m_replay;
    std::optional<JournalEntry> m_lastReplayed;
    std::unique_ptr<net::SeatPlayer> m_player;
    std::size_t m_observed = 0;
    bool m_inFlight = false;
};

int freeSeat(const nlohmann::json &table)
{
    for (const nlohmann::json &seat : table.value("seats", nlohmann::json::array())) {
        if (seat.value("state", std::string()) == "free")
            return seat.value("seat", -1);
    }
    return -1;
}

} // namespace

int runJoin(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Takes a free seat at a network table and plays it as a computer player of a level "
        "until the game ends (docs/network.md)."));
    parser.addPositionalArgument(QStringLiteral("join"), QStringLiteral("The command."));
    parser.addOptions({
        {QStringLiteral("host"), QStringLiteral("The host's address."), QStringLiteral("address"),
         QStringLiteral("127.0.0.1")},
        {QStringLiteral("port"), QStringLiteral("The host's port."), QStringLiteral("port")},
        {QStringLiteral("level"), QStringLiteral("The computer level that plays the seat."),
         QStringLiteral("level"), QStringLiteral("normal")},
        {QStringLiteral("name"), QStringLiteral("The name the table shows."),
         QStringLiteral("name")},
        {QStringLiteral("seat"),
         QStringLiteral("The seat to take, numbered from 1 as the windows number them (default: "
                        "the first free)."),
         QStringLiteral("n")},
        {QStringLiteral("game"),
         QStringLiteral("The game (%1); default: whichever the host plays.").arg(netGameIds()),
         QStringLiteral("id")},
        {QStringLiteral("code"), QStringLiteral("The table's code."), QStringLiteral("code")},
        {QStringLiteral("token"), QStringLiteral("Take back the seat this token holds."),
         QStringLiteral("token")},
        {QStringLiteral("journal"),
         QStringLiteral("Keep the token and the decisions here; a run with the same journal "
                        "takes the seat back and goes on."),
         QStringLiteral("file")},
        {QStringLiteral("timeout"), QStringLiteral("Give up after this many seconds."),
         QStringLiteral("s"), QStringLiteral("600")},
    });
    if (const int status = parseCommandLine(parser, arguments); status >= 0)
        return status;
    const auto fail = [](const QString &message) {
        printError(QStringLiteral("razzia-cli join: ") + message);
        return kExitBadInput;
    };
    if (!parser.isSet(QStringLiteral("port")))
        return fail(QStringLiteral("--port is required"));
    QUrl url;
    url.setScheme(QStringLiteral("ws"));
    url.setHost(parser.value(QStringLiteral("host")));
    url.setPort(parser.value(QStringLiteral("port")).toInt());
    const std::string level = parser.value(QStringLiteral("level")).toStdString();

    // The games to try, in turn: the host refuses another game's hello (code "game").
    std::vector<const net::HostedGameInfo *> candidates;
    if (parser.isSet(QStringLiteral("game"))) {
        const net::HostedGameInfo *game =
            net::hostedGame(parser.value(QStringLiteral("game")).toStdString());
        if (!game)
            return fail(QStringLiteral("--game: unknown game (known: %1)").arg(netGameIds()));
        candidates.push_back(game);
    } else {
        for (const net::HostedGameInfo &game : net::hostedGames())
            candidates.push_back(&game);
    }

    int status = kExitBug;
    for (const net::HostedGameInfo *game : candidates) {
        if (!game->isLevel(level)) {
            if (candidates.size() == 1)
                return fail(QStringLiteral("--level: unknown level"));
            continue;
        }
        Seat seat(*game, level, parser.value(QStringLiteral("journal")));
        QByteArray token = parser.value(QStringLiteral("token")).toUtf8();
        std::string error;
        if (!seat.load(token, error))
            return fail(QStringLiteral("--journal: %1").arg(QString::fromStdString(error)));
        net::Client client(game->id);
        client.setCode(parser.value(QStringLiteral("code")));
        // The host refuses a name someone at the table has: a default name that is taken
        // becomes "normal (net) 2", then 3…
        const QString baseName =
            parser.isSet(QStringLiteral("name"))
                ? parser.value(QStringLiteral("name"))
                : QStringLiteral("%1 (net)").arg(QString::fromStdString(level));
        QString name = baseName;
        int sameNames = 1;
        // Seats are numbered from 1 on the command line and in what join prints, as every
        // window numbers them; the protocol counts from 0.
        const int wantedSeat = parser.value(QStringLiteral("seat")).toInt() - 1;
        if (!token.isEmpty())
            client.setToken(token);
        else if (parser.isSet(QStringLiteral("seat")))
            client.setJoin(wantedSeat, name);
        bool otherGame = false;
        nlohmann::json lastDecision;
        // Each decision's round trip, from decide() sent to the host's "accepted".
        QElapsedTimer clock;
        clock.start();
        qint64 sentAt = -1;
        std::vector<qint64> roundTrips;
        const auto stop = [&](int code, const QString &message = QString()) {
            if (!message.isEmpty())
                printError(QStringLiteral("razzia-cli join: ") + message);
            status = code;
            QCoreApplication::exit(code);
        };
        bool asked = false;
        // The welcome's table comes right after the welcome itself.
        QObject::connect(&client, &net::Client::tableChanged, &client, [&] {
            if (asked || !token.isEmpty() || parser.isSet(QStringLiteral("seat")))
                return;
            asked = true;
            const int free = freeSeat(client.table());
            if (free < 0)
                return stop(kExitBadInput, QStringLiteral("no free seat"));
            // After the welcome has been handled whole.
            QTimer::singleShot(0, &client, [&client, free, name] { client.join(free, name); });
        });
        QObject::connect(&client, &net::Client::joined, &client, [&](int taken) {
            seat.joined(client.token());
            printLine(QStringLiteral("seat %1 token %2")
                          .arg(taken + 1)
                          .arg(QString::fromUtf8(client.token())));
            std::fflush(stdout);
        });
        QObject::connect(&client, &net::Client::updated, &client, [&] {
            std::string why;

            if (std::optional<nlohmann::json> decision = seat.onUpdate(client, why)) {
                sentAt = clock.nsecsElapsed();
                lastDecision = *decision;
                client.decide(*decision);
            } else if (!why.empty()) {
                return stop(kExitBug, QString::fromStdString(why));
            }
            if (client.isOver())
                stop(kExitOk);
        });
        QObject::connect(&client, &net::Client::accepted, &client, [&] {
            seat.answered();
            if (sentAt >= 0)
                roundTrips.push_back(clock.nsecsElapsed() - sentAt);
            sentAt = -1;
        });
        QObject::connect(&client, &net::Client::refused, &client,
                         [&](const QString &code, const QString &text, int seq) {
                             // Another game's table: the next game is tried.
                             if (code == QLatin1String("game") && candidates.size() > 1) {
                                 otherGame = true;
                                 return QCoreApplication::exit(kExitBadInput);
                             }
                             // Over the host's rate (a link shared with nothing else
                             // should never be): the same decision a little later.
                             if (code == QLatin1String("rate") && seq >= 0) {
                                 return QTimer::singleShot(200, &client,
                                                           [&] { client.decide(lastDecision); });
                             }
                             // A default name someone has: the same, numbered.
                             if (code == QLatin1String("name-taken") && seq < 0 &&
                                 !parser.isSet(QStringLiteral("name"))) {
                                 name = QStringLiteral("%1 %2").arg(baseName).arg(++sameNames);
                                 const int again = parser.isSet(QStringLiteral("seat"))
                                                       ? wantedSeat
                                                       : freeSeat(client.table());
                                 if (again >= 0)
                                     return void(client.join(again, name));
                             }
                             // A seat taken by someone faster: the next free one.
                             if (code == QLatin1String("seat-taken") && seq < 0 &&
                                 !parser.isSet(QStringLiteral("seat"))) {
                                 const int free = freeSeat(client.table());
                                 if (free >= 0)
                                     return void(client.join(free, name));
                             }
                             stop(kExitBug, QStringLiteral("refused %1: %2").arg(code, text));
                         });
        QObject::connect(&client, &net::Client::failed, &client, [&](const QString &code) {
            if (code == QLatin1String("game") && candidates.size() > 1) {
                otherGame = true;
                return QCoreApplication::exit(kExitBadInput);
            }
            stop(kExitBug, QStringLiteral("the host: %1").arg(code));
        });
        QObject::connect(&client, &net::Client::disconnected, &client, [&] {
            if (!client.isOver() && !otherGame)
                stop(kExitBug, QStringLiteral("the host closed the link"));
        });
        QTimer::singleShot(int(parser.value(QStringLiteral("timeout")).toDouble() * 1000), &client,
                           [&] { stop(kExitBug, QStringLiteral("timed out")); });
        client.open(url);
        QCoreApplication::exec();
        if (otherGame)
            continue;
        if (status == kExitOk) {
            std::sort(roundTrips.begin(), roundTrips.end());
            const double median =
                roundTrips.empty() ? 0.0 : double(roundTrips[roundTrips.size() / 2]) / 1e6;
            printLine(QString::fromStdString(nlohmann::json{
                {"over", true},
                {"decisions", roundTrips.size()},
                {"medianRoundTripMs", median}}.dump()));
        }
        return status;
    }
    return fail(QStringLiteral("the host plays none of the games tried"));
}

} // namespace razzia::cli
