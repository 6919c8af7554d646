#include "commands.h"
#include "narrator.h"
#include "razziacli.h"

#include "razzia/ai/levels.h"
#include "razzia/recordjson.h"
#include "razzia/session.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>

#include <optional>

namespace razzia::cli {

namespace {

struct PlayOptions
{
    int players = 4;
    QStringList levels;
    int games = 1;
    uint64_t seed = 1;
    QString recordDir;
    bool narrate = false;
};

// What one game adds to the summary.
struct SeatTotals
{
    double money = 0;
    double wins = 0;
};

bool readOptions(const QCommandLineParser &parser, PlayOptions &o)
{
    const auto fail = [](const QString &message) {
        printError(QStringLiteral("razzia-cli play: ") + message);
        return false;
    };
    bool ok = false;
    o.players = parser.value(QStringLiteral("players")).toInt(&ok);
    if (!ok || o.players < kMinPlayers || o.players > kMaxPlayers)
        return fail(
            QStringLiteral("--players: expected %1 to %2").arg(kMinPlayers).arg(kMaxPlayers));
    o.levels = parser.isSet(QStringLiteral("seats"))
                   ? parser.value(QStringLiteral("seats")).split(QLatin1Char(','))
                   : QStringList(o.players, QStringLiteral("random"));
    if (o.levels.size() != o.players) {
        return fail(QStringLiteral("--seats: expected %1 levels, one per seat, found %2")
                        .arg(o.players)
                        .arg(o.levels.size()));
    }
    for (const QString &level : o.levels) {
        if (!isLevel(level))
            return fail(QStringLiteral("--seats: unknown level \"%1\" (known: %2)")
                            .arg(level, knownLevels()));
    }
    o.games = parser.value(QStringLiteral("games")).toInt(&ok);
    if (!ok || o.games < 1)
        return fail(QStringLiteral("--games: expected a positive integer"));
    o.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return fail(QStringLiteral("--seed: expected an integer 0..18446744073709551615"));
    o.recordDir = parser.value(QStringLiteral("record"));
    if (!o.recordDir.isEmpty() && !QDir().mkpath(o.recordDir))
        return fail(QStringLiteral("--record: cannot create the directory %1").arg(o.recordDir));
    o.narrate = parser.isSet(QStringLiteral("narrate"));
    return true;
}

// Plays game `index` to its end; the exit status, kExitOk when all went well.
int playGame(const PlayOptions &o, int index, const QStringList &names,
             std::vector<SeatTotals> &totals)
{
    const uint64_t gameSeed = o.seed + uint64_t(index);
    Session::Setup setup;
    setup.seed = gameSeed;
    setup.record = !o.recordDir.isEmpty();
    for (int s = 0; s < o.players; ++s)
        setup.seats.push_back(SeatInfo{names[s].toStdString(), "ai", o.levels[s].toStdString()});

    Session session;
    std::optional<Narrator> narrator;
    if (o.narrate) {
        // The levels are said once here; the story itself names seats only.
        QStringList seatNames;
        for (int s = 0; s < o.players; ++s)
            seatNames << QStringLiteral("seat %1").arg(s + 1);
        printLine(QStringLiteral("Game %1 of %2, seed %3 (seats: %4; first dealer: %5)")
                      .arg(index + 1)
                      .arg(o.games)
                      .arg(gameSeed)
                      .arg(o.levels.join(QStringLiteral(", ")),
                           seatNames[firstDealerFor(gameSeed, o.players)]));
        session.addSink(&narrator.emplace(seatNames));
    }
    session.start(setup);
    const Game &game = session.game();
    const Session::Stop stop = session.playOn();
    if (stop.what == Session::Stop::Stuck || stop.what == Session::Stop::Outside) {
        printError(QStringLiteral("game %1 (seed %2): stuck in round %3, nobody to decide")
                       .arg(index + 1)
                       .arg(gameSeed)
                       .arg(game.round()));
        return kExitBug;
    }
    if (stop.what == Session::Stop::Refused) {
        printError(QStringLiteral("game %1 (seed %2), round %3: %4's decision refused: %5")
                       .arg(index + 1)
                       .arg(gameSeed)
                       .arg(game.round())
                       .arg(names[stop.seat], QLatin1String(describe(stop.refusal))));
        return kExitBug;
    }

    int32_t best = 0;
    for (int s = 0; s < o.players; ++s)
        best = std::max(best, game.money(s));
    int first = 0;
    for (int s = 0; s < o.players; ++s)
        first += game.money(s) == best;
    for (int s = 0; s < o.players; ++s) {
        totals[s].money += game.money(s);
        if (game.money(s) == best) // R3.8: equal money shares the first place
            totals[s].wins += 1.0 / first;
    }

    if (setup.record) {
        const int width = std::max(4, int(QString::number(o.games).size()));
        const QString path =
            QDir(o.recordDir)
                .filePath(
                    QStringLiteral("game-%1.json").arg(index + 1, width, 10, QLatin1Char('0')));
        if (!writeOutputFile(path,
                             QByteArray::fromStdString(io::recordToJson(session.fullRecord()))))
            return kExitBadInput;
    }
    return kExitOk;
}

} // namespace

int runRazziaPlay(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Plays whole games headless, every seat an AI, and prints each seat's mean money and "
        "wins (a first place shared by k seats counts 1/k, R3.8).\n"
        "The k-th game (game-000k.json with --record) uses the seed S+k-1, so it can be played "
        "again alone with --seed S+k-1 --games 1; its first dealer and the seats' policies are "
        "drawn from that seed, as the window draws them: `razzia --autoplay` with the same "
        "players, seats and seed plays the same game."));
    parser.addPositionalArgument(QStringLiteral("play"), QStringLiteral("The command."));
    parser.addOptions({
        {QStringLiteral("players"), QStringLiteral("Number of players, 3 to 8."),
         QStringLiteral("n"), QStringLiteral("4")},
        {QStringLiteral("seats"),
         QStringLiteral("Comma-separated AI level of each seat (known: %1). Default: "
                        "random for every seat.")
             .arg(knownLevels()),
         QStringLiteral("levels")},
        {QStringLiteral("games"), QStringLiteral("Number of games."), QStringLiteral("g"),
         QStringLiteral("1")},
        {QStringLiteral("seed"), QStringLiteral("Seed of the first game, a 64-bit integer."),
         QStringLiteral("s"), QStringLiteral("1")},
        {QStringLiteral("record"),
         QStringLiteral("Write each game as a razzia-game/1 record (R7.3), game-0001.json …, "
                        "into this directory."),
         QStringLiteral("dir")},
        {QStringLiteral("narrate"), QStringLiteral("Tell each game as it is played.")},
    });
    addGameOption(parser);
    if (const int status = parseCommandLine(parser, arguments); status >= 0)
        return status;
    PlayOptions options;
    if (!readOptions(parser, options))
        return kExitBadInput;

    QStringList names;
    for (int s = 0; s < options.players; ++s)
        names << QStringLiteral("seat %1 (%2)").arg(s + 1).arg(options.levels[s]);

    std::vector<SeatTotals> totals(size_t(options.players));
    QElapsedTimer timer;
    timer.start();
    for (int g = 0; g < options.games; ++g) {
        if (const int status = playGame(options, g, names, totals); status != kExitOk)
            return status;
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;

    printLine(QStringLiteral("%1 %2, %3 players, first seed %4, %5 ms")
                  .arg(options.games)
                  .arg(options.games == 1 ? QStringLiteral("game") : QStringLiteral("games"))
                  .arg(options.players)
                  .arg(options.seed)
                  .arg(seconds * 1000, 0, 'f', 1));
    for (int s = 0; s < options.players; ++s) {
        printLine(QStringLiteral("%1: mean money %2, wins %3")
                      .arg(names[s], dollars(qRound64(totals[s].money / options.games)))
                      .arg(totals[s].wins, 0, 'f', 2));
    }
    return kExitOk;
}

// Razzia's level names, for its play and tournament commands.
QStringList knownLevelList()
{
    return names(ai::levelNames());
}

QString knownLevels()
{
    return knownLevelList().join(QStringLiteral(", "));
}

bool isLevel(const QString &level)
{
    const QByteArray utf8 = level.toUtf8();
    for (std::string_view name : ai::levelNames()) {
        if (name == std::string_view(utf8.constData(), size_t(utf8.size())))
            return true;
    }
    return false;
}

} // namespace razzia::cli
