// Speak Easy's headless games and benchmark: `play --game speakeasy` and `bench --game
// speakeasy`.
#include "commands.h"
#include "speakeasycli.h"

#include "common/jsonwriter.h"
#include "speakeasy/layout.h"
#include "speakeasy/levels.h"
#include "speakeasy/perft.h"
#include "speakeasy/record.h"
#include "speakeasy/recordjson.h"
#include "speakeasy/sampler.h"
#include "speakeasy/session.h"

#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>

#include <sys/resource.h>

#include <ctime>

namespace razzia::cli {

namespace {

using namespace speakeasy;
// The rates are per second of this thread's CPU time: "one core" as the targets say, and not
// understated when other processes share the machine.
struct ThreadClock
{
    using time_point = double;
    static double now()
    {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
    }
};
using Clock = ThreadClock;

QString levelList()
{
    return names(speakeasy::levelNames()).join(QStringLiteral(", "));
}

struct PlayOptions
{
    QStringList levels;
    int games = 1;
    uint64_t seed = 1;
    QString recordDir;
};

bool readOptions(const QCommandLineParser &parser, PlayOptions &o)
{
    const auto fail = [](const QString &message) {
        printError(QStringLiteral("razzia-cli play --game speakeasy: ") + message);
        return false;
    };
    o.levels = parser.value(QStringLiteral("seats")).split(QLatin1Char(','));
    if (o.levels.size() != kSeats)
        return fail(QStringLiteral("--seats: expected 2 levels, South's then North's, found %1")
                        .arg(o.levels.size()));
    for (const QString &level : o.levels) {
        if (!makePolicy(level.toStdString(), 0))
            return fail(QStringLiteral("--seats: unknown level \"%1\" (known: %2)")
                            .arg(level, levelList()));
    }
    bool ok = false;
    o.games = parser.value(QStringLiteral("games")).toInt(&ok);
    if (!ok || o.games < 1)
        return fail(QStringLiteral("--games: expected a positive integer"));
    o.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return fail(QStringLiteral("--seed: expected an integer 0..18446744073709551615"));
    o.recordDir = parser.value(QStringLiteral("record"));
    if (!o.recordDir.isEmpty() && !QDir().mkpath(o.recordDir))
        return fail(QStringLiteral("--record: cannot create the directory %1").arg(o.recordDir));
    return true;
}

long peakRssKb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss; // kilobytes on Linux
}

double since(Clock::time_point start)
{
    return Clock::now() - start;
}

// Whole games of random set-ups (SE3.6) and uniformly random moves on one thread, on the
// Position alone as a playout would.
double randomGamesPerSecond(double seconds, double &plies)
{
    common::Rng rng(1);
    uint64_t games = 0, moves = 0;
    const Clock::time_point start = Clock::now();
    do {
        for (int batch = 0; batch < 64; ++batch) {
            const Layout south = randomLayout(0, rng), north = randomLayout(1, rng);
            Position p = Position::start(south, north, int(rng.below(2)));
            while (!p.over()) {
                const MoveSet set = p.legalMoves();
                p.play(set.at(int(rng.below(uint32_t(set.count())))));
                ++moves;
            }
            ++games;
        }
    } while (since(start) < seconds);
    plies = double(moves) / double(games);
    return double(games) / since(start);
}

// Samples of the hidden identities for North's view after 60 plies of a random game.
double samplesPerSecond(double seconds, int &unknown)
{
    common::Rng rng(2);
    Game game(randomLayout(0, rng), randomLayout(1, rng), 0);
    while (!game.over() && game.moves().size() < 60) {
        const MoveSet set = game.position().legalMoves();
        game.play(set.at(int(rng.below(uint32_t(set.count())))));
    }
    const SeatView view = game.view(1);
    unknown = countOf(view.unknown());
    const HiddenSampler sampler(view);
    uint64_t samples = 0;
    Bits guard = 0; // keeps the samples from being optimised away
    const Clock::time_point start = Clock::now();
    do {
        for (int batch = 0; batch < 4096; ++batch) {
            const Position p = sampler.sample(rng);
            guard ^= p.occupied(0) + uint64_t(p.kindAt(lowest(view.unknown() | bit(59))));
            ++samples;
        }
    } while (since(start) < seconds);
    return guard == 1 ? 0 : double(samples) / since(start);
}

} // namespace

int runSpeakEasyPlay(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Plays whole games of Speak Easy headless and prints each seat's wins and draws and how "
        "the games ended. The k-th game (game-000k.json with --record) uses the seed S+k-1; its "
        "first player and the seats' choices are drawn from that seed (SE3.1)."));
    parser.addPositionalArgument(QStringLiteral("play"), QStringLiteral("The command."));
    parser.addOptions({
        {QStringLiteral("seats"),
         QStringLiteral("South's and North's levels, comma-separated (known: %1).")
             .arg(levelList()),
         QStringLiteral("levels"), QStringLiteral("random,random")},
        {QStringLiteral("games"), QStringLiteral("Number of games."), QStringLiteral("g"),
         QStringLiteral("1")},
        {QStringLiteral("seed"), QStringLiteral("Seed of the first game, a 64-bit integer."),
         QStringLiteral("s"), QStringLiteral("1")},
        {QStringLiteral("record"),
         QStringLiteral("Write each game as a speakeasy-game/1 record (SE8.4), game-0001.json "
                        "…, into this directory."),
         QStringLiteral("dir")},
    });
    addGameOption(parser);
    if (const int status = parseCommandLine(parser, arguments); status >= 0)
        return status;
    PlayOptions o;
    if (!readOptions(parser, o))
        return kExitBadInput;

    std::array<int, kSeats> wins{};
    int draws = 0;
    std::array<int, 7> reasons{};
    long plies = 0;
    QElapsedTimer timer;
    timer.start();
    for (int g = 0; g < o.games; ++g) {
        const uint64_t seed = o.seed + uint64_t(g);
        Session::Setup setup;
        setup.seed = seed;
        for (int s = 0; s < kSeats; ++s) {
            setup.policies[size_t(s)] = makePolicy(o.levels[s].toStdString(), seatSeed(seed, s));
            setup.players[size_t(s)] =
                PlayerInfo{s == 0 ? "South" : "North", "ai", o.levels[s].toStdString()};
        }
        Session session;
        session.start(std::move(setup));
        if (const Session::Stop stop = session.playOn(); stop.what != Session::Stop::Over) {
            printError(QStringLiteral("game %1 (seed %2): seat %3: %4")
                           .arg(g + 1)
                           .arg(seed)
                           .arg(stop.seat)
                           .arg(QString::fromUtf8(describe(stop.refusal))));
            return kExitBug;
        }
        const Game &game = *session.game();
        const End &end = game.end();
        if (end.status == Status::Won)
            ++wins[size_t(end.winner)];
        else
            ++draws;
        ++reasons[size_t(end.reason)];
        plies += long(game.moves().size());
        if (!o.recordDir.isEmpty()) {
            const int width = std::max(4, int(QString::number(o.games).size()));
            const QString path =
                QDir(o.recordDir)
                    .filePath(
                        QStringLiteral("game-%1.json").arg(g + 1, width, 10, QLatin1Char('0')));
            if (!writeOutputFile(
                    path, QByteArray::fromStdString(speakeasy::io::recordToJson(session.record()))))
                return kExitBadInput;
        }
    }
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    printLine(QStringLiteral("%1 %2 of Speak Easy, first seed %3, %4 plies a game, %5 ms")
                  .arg(o.games)
                  .arg(o.games == 1 ? QStringLiteral("game") : QStringLiteral("games"))
                  .arg(o.seed)
                  .arg(double(plies) / o.games, 0, 'f', 1)
                  .arg(ms, 0, 'f', 1));
    for (int s = 0; s < kSeats; ++s)
        printLine(QStringLiteral("%1 (%2): wins %3")
                      .arg(s == 0 ? QStringLiteral("South") : QStringLiteral("North"), o.levels[s])
                      .arg(wins[size_t(s)]));
    printLine(QStringLiteral("draws: %1").arg(draws));
    QStringList ends;
    for (int r = int(Reason::Speakeasy); r <= int(Reason::Agreement); ++r) {
        if (reasons[size_t(r)] > 0)
            ends << QStringLiteral("%1 %2")
                        .arg(QLatin1String(reasonId(Reason(r)).data()))
                        .arg(reasons[size_t(r)]);
    }
    printLine(QStringLiteral("ends: ") + ends.join(QStringLiteral(", ")));
    return kExitOk;
}

int runSpeakEasyBench(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Measures the Speak Easy engine on one thread and prints one JSON object: perft leaves "
        "a second from the public opening at depth 5 (bulk counting; the count is checked "
        "against SE8.6's), whole random games a second (random set-ups and uniformly random "
        "legal moves to the end), and hidden-identity samples a second for a seat view after "
        "60 plies. Rates are per second of the measuring thread's CPU time."));
    parser.addPositionalArgument(QStringLiteral("bench"), QStringLiteral("The command."));
    addGameOption(parser);
    parser.addOption({QStringLiteral("seconds"),
                      QStringLiteral("Seconds spent on each measure (default 1)."),
                      QStringLiteral("x"), QStringLiteral("1")});
    if (const int status = parseCommandLine(parser, arguments); status >= 0)
        return status;
    bool ok = false;
    const double seconds = parser.value(QStringLiteral("seconds")).toDouble(&ok);
    if (!ok || !(seconds > 0) || seconds > 3600) {
        printError(QStringLiteral("razzia-cli bench: --seconds: expected a number of seconds "
                                  "above 0, at most 3600"));
        return kExitBadInput;
    }
    const Position opening = Position::start(exampleLayout(), mirrored(exampleLayout()), 0);
    uint64_t leaves = 0;
    int runs = 0;
    const Clock::time_point start = Clock::now();
    do {
        leaves = perft(opening, 5);
        ++runs;
    } while (since(start) < seconds);
    const double perftSeconds = since(start) / runs;
    if (leaves != 34993493) {
        printError(QStringLiteral("razzia-cli bench: perft 5 from the opening gave %1, not "
                                  "34993493 (SE8.6)")
                       .arg(leaves));
        return kExitBug;
    }
    double plies = 0;
    const double games = randomGamesPerSecond(seconds, plies);
    int unknown = 0;
    const double samples = samplesPerSecond(seconds, unknown);

    common::json::Ordered doc = common::json::Ordered::object();
    doc["game"] = "speakeasy";
    doc["perft_depth"] = 5;
    doc["perft_leaves"] = leaves;
    doc["perft_seconds"] = perftSeconds;
    doc["perft_leaves_per_s"] = qRound64(double(leaves) / perftSeconds);
    doc["random_games_per_s"] = qRound64(games);
    doc["random_game_plies"] = qRound64(plies);
    doc["sample_hidden_per_s"] = qRound64(samples);
    doc["sample_unknown_pieces"] = unknown;
    doc["seconds_per_measure"] = seconds;
    doc["peak_rss_kb"] = peakRssKb();
    doc["version"] = RAZZIA_VERSION;
    doc["build_type"] = RAZZIA_BUILD_TYPE;
    printOut(QByteArray::fromStdString(common::json::dump(doc)));
    return kExitOk;
}

} // namespace razzia::cli
