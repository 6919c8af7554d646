// `play --game gangsters` and `bench --game gangsters`: headless random games through the
// Session, the records they leave, and the engine's speed.
#include "cmd_gangsters.h"
#include "commands.h"

#include "gangsters/eventio.h"
#include "gangsters/levels.h"
#include "gangsters/session.h"

#include <QCommandLineParser>
#include <QDir>

#include <sys/resource.h>

#include <chrono>
#include <cstdio>

namespace razzia::cli {

namespace {

using namespace gangsters;

// The levels of levels.h a seat may take: "random, easy, normal, hard, expert".
QString knownGangsterLevels()
{
    return names(levelNames()).join(QStringLiteral(", "));
}

std::string who(CharRef c)
{
    return "gang " + std::to_string(c.seat + 1) + "'s " + roleId(c.role);
}

// --narrate: the game in words, one line an event (what the UI's log will say).
class Narrator final : public EventSink
{
public:
    void onEvent(const Event &e) override
    {
        const City &c = city();
        std::string line;
        switch (e.kind) {
        case EventKind::Turn:
            line =
                "Round " + std::to_string(e.a) + ", gang " + std::to_string(e.seat + 1) + " plays.";
            break;
        case EventKind::Moved:
            line = "  " + who(e.who) + " goes to " + c.name(e.at) + ".";
            break;
        case EventKind::Follows:
            line = "  " + who(e.who) + " follows the vamp.";
            break;
        case EventKind::CopMoved:
            line = "  Cop pair " + std::to_string(e.index) + " goes to " + c.name(e.at) + ".";
            break;
        case EventKind::Action:
            if (e.action != ActionKind::None)
                line = "  " + who(e.who) + ": " + actionId(e.action) + ".";
            break;
        case EventKind::Witnessed:
            line = "  The " + std::string(e.flag ? "managers" : "police") + " saw " + who(e.who) +
                   " (" + offenceId(e.offence) + ").";
            break;
        case EventKind::Jailed:
            line = "  " + who(e.who) + " goes to prison for " + std::to_string(e.a) + " turns.";
            break;
        case EventKind::Wounded:
            line = "  " + who(e.who) + " is wounded.";
            break;
        case EventKind::Killed:
            line = "  " + who(e.who) + " is killed.";
            break;
        case EventKind::Vamped:
            line = "  " + who(e.vamp) + " vamps " + who(e.who) + ".";
            break;
        case EventKind::Recruited:
            line = "  " + who(e.who) + " is recruited in " + c.name(e.at) + ".";
            break;
        case EventKind::Eliminated:
            line = "  Gang " + std::to_string(e.seat + 1) + " is eliminated.";
            break;
        case EventKind::GameOver:
            line = "Game over: " + io::writeEvent(e).dump();
            break;
        default:
            break;
        }
        if (!line.empty())
            printOut(QByteArray::fromStdString(line + "\n"));
    }
};

bool parseCount(const QString &text, qint64 min, qint64 max, qint64 &out)
{
    bool ok = false;
    out = text.toLongLong(&ok);
    return ok && out >= min && out <= max;
}

} // namespace

int runGangstersPlay(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Plays whole Gangsters games headless and summarizes them."));
    parser.addPositionalArgument(QStringLiteral("play"), QStringLiteral("The command."));
    const QCommandLineOption game(QStringLiteral("game"), QStringLiteral("gangsters"),
                                  QStringLiteral("game"));
    const QCommandLineOption players(QStringLiteral("players"), QStringLiteral("Gangs, 2 to 4."),
                                     QStringLiteral("n"), QStringLiteral("4"));
    const QCommandLineOption seats(
        QStringLiteral("seats"),
        QStringLiteral("Each seat's level, comma-separated (known: %1). Default: random for every "
                       "seat.")
            .arg(knownGangsterLevels()),
        QStringLiteral("list"));
    const QCommandLineOption games(QStringLiteral("games"), QStringLiteral("Games to play."),
                                   QStringLiteral("g"), QStringLiteral("1"));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("The first game's seed; game i plays seed + i."),
                                  QStringLiteral("s"), QStringLiteral("1"));
    const QCommandLineOption record(
        QStringLiteral("record"),
        QStringLiteral("Write each game's gangsters-game/1 record in this folder."),
        QStringLiteral("dir"));
    const QCommandLineOption narrate(QStringLiteral("narrate"),
                                     QStringLiteral("Tell each game in words."));
    const QCommandLineOption limit(QStringLiteral("round-limit"),
                                   QStringLiteral("Round limit (GA11.3), 0 for none."),
                                   QStringLiteral("n"), QStringLiteral("60"));
    const QCommandLineOption police(QStringLiteral("police-player"),
                                    QStringLiteral("The police-player variant (GA15.2)."));
    parser.addOptions({game, players, seats, games, seed, record, narrate, limit, police});
    if (const int status = parseCommandLine(parser, arguments); status >= 0)
        return status;
    qint64 gangs = 0, count = 0, first = 0, rounds = 0;
    if (!parseCount(parser.value(players), 2, 4, gangs)) {
        printError(QStringLiteral("razzia-cli play: --players: 2 to 4 gangs"));
        return kExitBadInput;
    }
    if (!parseCount(parser.value(games), 1, 100000000, count) ||
        !parseCount(parser.value(limit), 0, 10000, rounds)) {
        printError(QStringLiteral("razzia-cli play: --games and --round-limit take whole numbers"));
        return kExitBadInput;
    }
    bool seedOk = false;
    const uint64_t seed0 = parser.value(seed).toULongLong(&seedOk);
    if (!seedOk) {
        printError(QStringLiteral("razzia-cli play: --seed: a 64-bit whole number"));
        return kExitBadInput;
    }
    (void)first;
    Session::Setup setup;
    setup.gangs = int(gangs);
    setup.rules.roundLimit = int(rounds);
    setup.rules.policePlayer = parser.isSet(police);
    const int seatCount = setup.gangs + (setup.rules.policePlayer ? 1 : 0);
    QStringList kinds =
        parser.isSet(seats) ? parser.value(seats).split(QLatin1Char(',')) : QStringList();
    for (int s = 0; s < seatCount; ++s) {
        const QString kind = s < kinds.size() ? kinds[s] : QStringLiteral("random");
        if (!makePolicy(kind.toStdString(), 0)) {
            printError(QStringLiteral("razzia-cli play: --seats: unknown level \"%1\" (known: %2)")
                           .arg(QString::fromStdString(io::escaped(kind.toStdString())),
                                knownGangsterLevels()));
            return kExitBadInput;
        }
        PlayerInfo p;
        p.level = kind.toStdString();
        setup.seats.push_back(p);
    }
    if (kinds.size() > seatCount) {
        printError(QStringLiteral("razzia-cli play: --seats: more seats than gangs"));
        return kExitBadInput;
    }
    setup.record = parser.isSet(record);
    if (setup.record && !QDir().mkpath(parser.value(record))) {
        printError(QStringLiteral("razzia-cli play: --record: cannot create the folder"));
        return kExitBadInput;
    }
    Narrator narrator;
    std::array<int, 8> wins{};
    std::array<int, 5> reasons{};
    double roundSum = 0;
    for (qint64 i = 0; i < count; ++i) {
        Session session;
        if (parser.isSet(narrate))
            session.addSink(&narrator);
        setup.seed = seed0 + uint64_t(i);
        session.start(setup);
        if (session.playOn().what != Session::Stop::Over) {
            printError(QStringLiteral("razzia-cli play: game %1 stopped before its end").arg(i));
            return kExitBug;
        }
        const State &s = session.state();
        roundSum += s.round;
        ++reasons[size_t(s.over.reason)];
        for (int g = 0; g <= kMaxGangs; ++g)
            wins[size_t(g)] += (s.over.winners >> g) & 1;
        if (setup.record) {
            const QString path = QDir(parser.value(record))
                                     .filePath(QStringLiteral("gangsters-%1.json").arg(setup.seed));
            if (!writeOutputFile(
                    path, QByteArray::fromStdString(writeRecord(session.record()).dump(1) + "\n")))
                return kExitBadInput;
        }
    }
    io::OrderedJson summary;
    summary["game"] = "gangsters";
    summary["games"] = count;
    summary["gangs"] = gangs;
    summary["mean_rounds"] = roundSum / double(count);
    summary["ends"] = {{"district", reasons[0]},
                       {"last_gang", reasons[1]},
                       {"round_limit", reasons[2]},
                       {"resign", reasons[3]},
                       {"police", reasons[4]}};
    summary["wins_by_seat"] = io::OrderedJson::array();
    for (int g = 0; g < seatCount; ++g)
        summary["wins_by_seat"].push_back(wins[size_t(g)]);
    printOut(QByteArray::fromStdString(summary.dump() + "\n"));
    return kExitOk;
}

int runGangstersBench(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Measures the Gangsters engine on one core: random whole games a second (4 gangs, the "
        "60-round limit), move generation a second (die 6 on the count-2 position), peak memory."));
    parser.addPositionalArgument(QStringLiteral("bench"), QStringLiteral("The command."));
    const QCommandLineOption game(QStringLiteral("game"), QStringLiteral("gangsters"),
                                  QStringLiteral("game"));
    const QCommandLineOption seconds(QStringLiteral("seconds"),
                                     QStringLiteral("Time for each measure."), QStringLiteral("s"),
                                     QStringLiteral("2"));
    parser.addOptions({game, seconds});
    if (const int status = parseCommandLine(parser, arguments); status >= 0)
        return status;
    const double budget = std::max(0.1, parser.value(seconds).toDouble());
    using Clock = std::chrono::steady_clock;

    // Whole games: 4 random gangs, the 60-round limit, no record (a front end's hot path).
    Session::Setup setup;
    setup.gangs = 4;
    setup.record = false;
    int64_t games = 0, rounds = 0;
    const auto t0 = Clock::now();
    double elapsed = 0;
    while (elapsed < budget) {
        Session session;
        setup.seed = uint64_t(games) + 1;
        session.start(setup);
        session.playOn();
        rounds += session.state().round;
        ++games;
        elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
    }
    const double gamesPerSecond = double(games) / elapsed;

    // GA14.7 count-2: the dealer on manhole O1.3 from O1.2, his gang owning 1.4, 1.5, 1.6.
    const City &c = city();
    State s = State::initial(2, 0);
    s.round = 5;
    const CharRef dealer{0, Role::Dealer};
    s.at(dealer).at = c.find("O1.3");
    s.at(dealer).from = c.find("O1.2");
    for (const char *shop : {"1.4", "1.5", "1.6"})
        s.owner[size_t(c.shopIndex(c.find(shop)))] = 0;
    const MoveQuery q = moveQueryFor(s, dealer, 6);
    MoveList moves;
    int64_t generated = 0;
    const auto t1 = Clock::now();
    elapsed = 0;
    while (elapsed < budget) {
        for (int i = 0; i < 10000; ++i) {
            generateMoves(q, moves);
            generated += moves.size > 0;
        }
        elapsed = std::chrono::duration<double>(Clock::now() - t1).count();
    }
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    io::OrderedJson out;
    out["game"] = "gangsters";
    out["games_per_second"] = std::round(gamesPerSecond);
    out["games"] = games;
    out["mean_rounds"] = double(rounds) / double(games);
    out["movegen_per_second"] = std::round(double(generated) / elapsed);
    out["movegen_moves"] = moves.size;
    out["peak_rss_kb"] = usage.ru_maxrss;
    printOut(QByteArray::fromStdString(out.dump() + "\n"));
    return kExitOk;
}

} // namespace razzia::cli
