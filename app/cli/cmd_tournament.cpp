#include "commands.h"
#include "razziacli.h"
#include "tournament.h"

#include "razzia/ai/levels.h"

#include <QCommandLineParser>

namespace razzia::cli {

namespace {

bool readSpec(const QCommandLineParser &parser, TournamentSpec &spec)
{
    const auto fail = [](const QString &message) {
        printError(QStringLiteral("razzia-cli tournament: ") + message);
        return false;
    };
    bool ok = false;
    spec.players = parser.value(QStringLiteral("players")).toInt(&ok);
    if (!ok || spec.players < kMinPlayers || spec.players > kMaxPlayers)
        return fail(
            QStringLiteral("--players: expected %1 to %2").arg(kMinPlayers).arg(kMaxPlayers));
    Matchup matchup;
    if (!readMatchup(parser, knownLevelList(), matchup))
        return false;
    spec.candidate = matchup.candidate;
    spec.field = matchup.field;
    spec.games = matchup.games;
    spec.seed = matchup.seed;
    return true;
}

void printTable(const TournamentResult &r)
{
    const TournamentSpec &s = r.spec;
    const QString candidate = QString::fromStdString(s.candidate);
    const QString field = QString::fromStdString(s.field);
    printLine(QStringLiteral("%1 against %2 × %3, %4 players, deal seeds %5 to %6")
                  .arg(candidate)
                  .arg(s.players - 1)
                  .arg(field)
                  .arg(s.players)
                  .arg(s.seed)
                  .arg(s.seed + uint64_t(r.deals) - 1));
    printLine(QStringLiteral("%1 games: %2 deals, each played %3 times with the candidate in "
                             "every seat; %4 s")
                  .arg(r.games)
                  .arg(r.deals)
                  .arg(s.players)
                  .arg(r.seconds, 0, 'f', 3));
    if (r.games != s.games)
        printLine(QStringLiteral("(%1 games asked for, rounded up to a multiple of %2)")
                      .arg(s.games)
                      .arg(s.players));
    printLine(QString());

    const LevelTime &fieldTime = r.times.back();
    // Column by column, so that a "%" in a cell is never taken for a placeholder.
    const auto row = [](const QString &role, const QString &level, const QString &share,
                        const QString &interval, const QString &money, const QString &time,
                        const QString &slowest) {
        QString line = role.leftJustified(12) + level.leftJustified(8) + share.rightJustified(10) +
                       QStringLiteral("  ") + interval.leftJustified(18) +
                       money.rightJustified(11) + time.rightJustified(17) +
                       slowest.rightJustified(10);
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        printLine(line);
    };
    row(QStringLiteral("seat"), QStringLiteral("level"), QStringLiteral("win share"),
        QStringLiteral("95% interval"), QStringLiteral("mean money"),
        QStringLiteral("median decision"), QStringLiteral("slowest"));
    row(QStringLiteral("candidate"), candidate, percent(r.winShare),
        QStringLiteral("[%1, %2]").arg(percent(r.ci95[0]), percent(r.ci95[1])),
        dollars(qRound64(r.candidateMoney)), decisionTime(r.times.front().medianMs),
        decisionTime(r.times.front().maxMs));
    row(QStringLiteral("field, each"), field, percent(r.fieldWinShare), QString(),
        dollars(qRound64(r.fieldMoney)), decisionTime(fieldTime.medianMs),
        decisionTime(fieldTime.maxMs));
    row(QStringLiteral("par"), QString(), percent(r.par), QString(), QString(), QString(),
        QString());
}

} // namespace

int runRazziaTournament(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Plays one candidate level against N-1 copies of a field level over "
                       "duplicate deals: deal d (seed S+d-1) is played N times, once with the "
                       "candidate in each seat, so luck of the deal and of the seat cancels "
                       "out. Prints the candidate's win share (a first place shared by k seats "
                       "counts 1/k, R3.8) with a 95% confidence interval grouped by deal, the "
                       "mean money of the candidate and of one field seat, and the median and "
                       "slowest time of a decision of each level.\n"
                       "Every game is the one `razzia-cli play --players N --seed S+d-1 "
                       "--seats …` plays with the same seats. Known levels: %1.")
            .arg(knownLevels()));
    parser.addPositionalArgument(QStringLiteral("tournament"), QStringLiteral("The command."));
    parser.addOptions({
        {QStringLiteral("players"), QStringLiteral("Number of players, 3 to 8."),
         QStringLiteral("n"), QStringLiteral("4")},
        {QStringLiteral("candidate"), QStringLiteral("Level of the candidate's seat."),
         QStringLiteral("level")},
        {QStringLiteral("field"), QStringLiteral("Level of every other seat."),
         QStringLiteral("level")},
        {QStringLiteral("games"),
         QStringLiteral("Number of games, rounded up to a multiple of the number of players."),
         QStringLiteral("g"), QStringLiteral("400")},
        {QStringLiteral("seed"), QStringLiteral("Seed of the first deal, a 64-bit integer."),
         QStringLiteral("s"), QStringLiteral("1")},
        {QStringLiteral("json"), QStringLiteral("Print one JSON object instead of a table.")},
    });
    addGameOption(parser);
    if (const int status = parseCommandLine(parser, arguments); status >= 0)
        return status;
    TournamentSpec spec;
    if (!readSpec(parser, spec))
        return kExitBadInput;

    const TournamentResult result = playTournament(spec);
    if (!result.error.empty()) {
        printError(QStringLiteral("razzia-cli tournament: ") +
                   QString::fromStdString(result.error));
        return kExitBug;
    }
    if (parser.isSet(QStringLiteral("json")))
        printOut(tournamentJson(result));
    else
        printTable(result);
    return kExitOk;
}

} // namespace razzia::cli
