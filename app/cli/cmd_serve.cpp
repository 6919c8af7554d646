// razzia-cli serve: a network table with no window (docs/network.md). It hosts one game of any
// game the network registry knows, lets `join` clients (or the window's) take its open seats,
// plays its own computer seats at once, autosaves after every change when asked, and writes
// the finished game's record as `play` does.
#include "commands.h"
#include "netcommands.h"

#include "discovery.h"
#include "host.h"
#include "hostedgames.h"
#include "tablesave.h"

#include "common/inputfile.h"
#include "levelnames.h"
#include "savekey.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTimer>

#include <memory>

namespace razzia::cli {

namespace {} // namespace

int runServe(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Hosts a network table with no window and plays it to its end (docs/network.md).\n"
        "Seats \"net\" are open to `razzia-cli join` or the window's Join a table; the others "
        "are computer levels played here. With the same seed and levels, and `join --level L` "
        "on the open seats, the game is the one `razzia-cli play` plays."));
    parser.addPositionalArgument(QStringLiteral("serve"), QStringLiteral("The command."));
    parser.addOptions({
        {QStringLiteral("game"), QStringLiteral("The game: %1.").arg(netGameIds()),
         QStringLiteral("id"), QStringLiteral("razzia")},
        {QStringLiteral("players"), QStringLiteral("Number of seats (checked against --seats)."),
         QStringLiteral("n")},
        {QStringLiteral("seats"),
         QStringLiteral("Comma-separated seats: net, or a computer level."),
         QStringLiteral("seats")},
        {QStringLiteral("seed"), QStringLiteral("The game's seed, a 64-bit integer."),
         QStringLiteral("s"), QStringLiteral("1")},
        {QStringLiteral("address"), QStringLiteral("The address to listen on."),
         QStringLiteral("ip"), QStringLiteral("0.0.0.0")},
        {QStringLiteral("port"), QStringLiteral("The port; 0 lets the system pick one."),
         QStringLiteral("port"), QStringLiteral("0")},
        {QStringLiteral("code"), QStringLiteral("A table code a joiner must give."),
         QStringLiteral("code")},
        {QStringLiteral("record"),
         QStringLiteral("Write the finished game's record, game-0001.json, into this directory."),
         QStringLiteral("dir")},
        {QStringLiteral("autosave"),
         QStringLiteral("Keep the game and its seats' tokens in this file after every change."),
         QStringLiteral("file")},
        {QStringLiteral("resume"),
         QStringLiteral("Go on with the table an --autosave file holds; its people rejoin."),
         QStringLiteral("file")},
        {QStringLiteral("takeover"),
         QStringLiteral("A computer of this level plays a seat whose person has been away for "
                        "--absence seconds."),
         QStringLiteral("level")},
        {QStringLiteral("absence"), QStringLiteral("Seconds to wait for a person who dropped."),
         QStringLiteral("s"), QStringLiteral("60")},
        {QStringLiteral("announce"),
         QStringLiteral("Announce the table under this name on the local network, for the "
                        "window's Join a table (UDP broadcast, port %1).")
             .arg(net::kDiscoveryPort),
         QStringLiteral("name")},
        {QStringLiteral("announce-to"),
         QStringLiteral("Send the announcements to this address instead of the broadcast "
                        "address (127.0.0.1: only this computer's windows hear them)."),
         QStringLiteral("ip")},
        {QStringLiteral("timeout"), QStringLiteral("Give up after this many seconds (0: never)."),
         QStringLiteral("s"), QStringLiteral("0")},
    });
    if (const int status = parseCommandLine(parser, arguments); status >= 0)
        return status;
    const auto fail = [](const QString &message) {
        printError(QStringLiteral("razzia-cli serve: ") + message);
        return kExitBadInput;
    };

    const std::string gameId = parser.value(QStringLiteral("game")).toStdString();
    const net::HostedGameInfo *info = net::hostedGame(gameId);
    if (!info)
        return fail(QStringLiteral("--game: unknown game (known: %1)").arg(netGameIds()));
    net::Host::Options options;
    std::unique_ptr<net::HostedGame> game;
    std::string error;
    // The autosave is a running game's save, sealed under this user's key as the window's are
    // (docs/saves.md): it holds the seats' tokens, every hand and what foretells the game.
    common::sealed::Key key;
    const bool saving =
        parser.isSet(QStringLiteral("autosave")) || parser.isSet(QStringLiteral("resume"));
    if (saving) {
        QString keyError;
        if (!shell::saveKey(key, keyError, !parser.isSet(QStringLiteral("resume"))))
            return fail(keyError);
    }
    net::TableSave table;
    table.game = gameId;
    if (parser.isSet(QStringLiteral("resume"))) {
        const QString path = parser.value(QStringLiteral("resume"));
        const common::InputFile input = common::readFileBounded(path.toStdString());
        if (!input.ok)
            return fail(QStringLiteral("--resume: %1").arg(QString::fromStdString(input.error)));
        if (!net::openTable(input.bytes, key, table, error) || table.game != gameId)
            return fail(QStringLiteral("--resume: not an autosave of this game%1")
                            .arg(error.empty()
                                     ? QString()
                                     : QStringLiteral(": ") + QString::fromStdString(error)));
        game = info->resume(table.save, error);
        if (!game)
            return fail(QStringLiteral("--resume: %1").arg(QString::fromStdString(error)));
        if (int(table.names.size()) != game->seats())
            return fail(QStringLiteral("--resume: not an autosave of this game"));
        options = net::resumeOptions(table);
    } else {
        net::TableSetup setup;
        bool ok = false;
        setup.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok)
            return fail(QStringLiteral("--seed: expected an integer 0..18446744073709551615"));
        for (const QString &seat : parser.value(QStringLiteral("seats")).split(QLatin1Char(',')))
            setup.seats.push_back(seat.trimmed().toStdString());
        if (parser.isSet(QStringLiteral("players")) &&
            parser.value(QStringLiteral("players")).toInt() != int(setup.seats.size()))
            return fail(QStringLiteral("--seats: expected one seat per player"));
        for (size_t seat = 0; seat < setup.seats.size(); ++seat) {
            if (setup.seats[seat] == "net")
                options.openSeats.push_back(int(seat));
        }
        game = info->make(setup, error);
        if (!game)
            return fail(QStringLiteral("--seats: %1").arg(QString::fromStdString(error)));
        // Named as the window's host names its computers: every window shows these names in
        // its own sentences ("Tout pour Bugsy"), and the level is told apart (Host::table()).
        int computer = 0;
        for (size_t seat = 0; seat < setup.seats.size(); ++seat) {
            const bool open = setup.seats[seat] == "net";
            const QStringList &names = shell::computerNames();
            options.names.push_back(open ? QString() : names[computer++ % names.size()]);
            options.levels.push_back(open ? std::string() : setup.seats[seat]);
        }
    }
    if (parser.isSet(QStringLiteral("code")) || !parser.isSet(QStringLiteral("resume")))
        options.code = parser.value(QStringLiteral("code"));
    options.takeoverLevel = parser.value(QStringLiteral("takeover")).toStdString();
    if (!options.takeoverLevel.empty() && !info->isLevel(options.takeoverLevel))
        return fail(QStringLiteral("--takeover: unknown level"));
    options.absenceTimeout = std::chrono::milliseconds(
        qint64(parser.value(QStringLiteral("absence")).toDouble() * 1000));

    net::Host host(*game, options);
    const QHostAddress address(parser.value(QStringLiteral("address")));
    // A resumed table listens where it did, for its people to find it again.
    const quint16 port =
        parser.isSet(QStringLiteral("port")) || !parser.isSet(QStringLiteral("resume"))
            ? quint16(parser.value(QStringLiteral("port")).toUInt())
            : table.port;
    if (!host.listen(address, port))
        return fail(QStringLiteral("cannot listen: %1").arg(host.errorString()));
    std::unique_ptr<net::Beacon> beacon;
    if (parser.isSet(QStringLiteral("announce"))) {
        beacon = std::make_unique<net::Beacon>(host, parser.value(QStringLiteral("announce")));
        if (parser.isSet(QStringLiteral("announce-to")))
            beacon->start(QHostAddress(parser.value(QStringLiteral("announce-to"))));
        else
            beacon->start();
    }
    // The first line a script reads: where to join.
    printLine(QStringLiteral("listening %1").arg(host.url().toString()));
    std::fflush(stdout);

    // A resumed table goes on saving where it was resumed from.
    const QString autosavePath = parser.isSet(QStringLiteral("autosave"))
                                     ? parser.value(QStringLiteral("autosave"))
                                     : parser.value(QStringLiteral("resume"));
    table.code = options.code;
    table.tableName = parser.value(QStringLiteral("announce"));
    const auto saveNow = [&] {
        QString why;
        if (!autosavePath.isEmpty() && net::takeTable(host, *game, table) &&
            !net::writeTableFile(autosavePath, net::sealTable(table, key), why))
            printError(QStringLiteral("%1: cannot write: %2").arg(autosavePath, why));
    };
    QObject::connect(&host, &net::Host::gameChanged, &host, saveNow);
    QObject::connect(&host, &net::Host::tableChanged, &host, saveNow);

    int status = kExitOk;
    QElapsedTimer clock;
    QObject::connect(&host, &net::Host::started, &host, [&] { clock.start(); });
    QObject::connect(&host, &net::Host::finished, &host, [&] {
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        const QString dir = parser.value(QStringLiteral("record"));
        if (!dir.isEmpty()) {
            const QByteArray bytes = QByteArray::fromStdString(game->record().dump(2)) + '\n';
            // The writer makes the folder, and says so in one line when it cannot.
            if (!writeOutputFile(QDir(dir).filePath(QStringLiteral("game-0001.json")), bytes))
                status = kExitBadInput;
        }
        if (!autosavePath.isEmpty())
            QFile::remove(autosavePath);
        const net::Traffic &t = host.traffic();
        printLine(QString::fromStdString(nlohmann::json{
            {"over", true},
            {"ms", ms},
            {"messagesIn", t.messagesIn},
            {"bytesIn", t.bytesIn},
            {"messagesOut", t.messagesOut},
            {"bytesOut", t.bytesOut},
            {"refusals", t.refusals}}.dump()));
        // Lets the clients read the last update before the links close.
        QTimer::singleShot(200, qApp, [] { QCoreApplication::exit(0); });
    });
    const double timeout = parser.value(QStringLiteral("timeout")).toDouble();
    if (timeout > 0) {
        QTimer::singleShot(int(timeout * 1000), qApp, [&] {
            printError(QStringLiteral("razzia-cli serve: timed out"));
            status = kExitBug;
            QCoreApplication::exit(1);
        });
    }
    saveNow();
    QCoreApplication::exec();
    return status;
}

} // namespace razzia::cli
