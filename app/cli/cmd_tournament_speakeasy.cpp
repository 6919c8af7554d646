#include "commands.h"
#include "setournament.h"
#include "speakeasycli.h"

#include "speakeasy/ai/levels.h"

#include <QCommandLineParser>

namespace razzia::cli {

namespace {

// The levels of Speak Easy, then the expert's ablations (docs/speakeasy-ai.md).
QStringList seLevels()
{
    return names(speakeasy::ai::levelNames()) + names(speakeasy::ai::ablationNames());
}

bool readSpec(const QCommandLineParser &parser, SeTournamentSpec &spec)
{
    Matchup matchup;
    if (!readMatchup(parser, seLevels(), matchup))
        return false;
    spec.candidate = matchup.candidate;
    spec.field = matchup.field;
    spec.games = matchup.games;
    spec.seed = matchup.seed;
    return true;
}

void printTable(const SeTournamentResult &r)
{
    const QString candidate = QString::fromStdString(r.spec.candidate);
    const QString field = QString::fromStdString(r.spec.field);
    printLine(QStringLiteral("Speak Easy: %1 against %2, pair seeds %3 to %4")
                  .arg(candidate, field)
                  .arg(r.spec.seed)
                  .arg(r.spec.seed + uint64_t(r.pairs) - 1));
    printLine(QStringLiteral("%1 games: %2 pairs, the same layouts with the seats swapped; %3 s")
                  .arg(r.games)
                  .arg(r.pairs)
                  .arg(r.seconds, 0, 'f', 3));
    if (r.games != r.spec.games)
        printLine(
            QStringLiteral("(%1 games asked for, rounded up to whole pairs)").arg(r.spec.games));
    printLine(QStringLiteral("%1 wins, %2 draws, %3 losses; %4 plies a game on average")
                  .arg(r.wins)
                  .arg(r.draws)
                  .arg(r.losses)
                  .arg(r.meanPlies, 0, 'f', 1));
    printLine(QString());
    const auto row = [](const QString &role, const QString &level, const QString &share,
                        const QString &interval, const QString &time, const QString &slowest) {
        QString line = role.leftJustified(11) + level.leftJustified(19) + share.rightJustified(10) +
                       QStringLiteral("  ") + interval.leftJustified(18) + time.rightJustified(17) +
                       slowest.rightJustified(10);
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        printLine(line);
    };
    row(QStringLiteral("seat"), QStringLiteral("level"), QStringLiteral("win share"),
        QStringLiteral("95% interval"), QStringLiteral("median decision"),
        QStringLiteral("slowest"));
    row(QStringLiteral("candidate"), candidate, percent(r.winShare),
        QStringLiteral("[%1, %2]").arg(percent(r.ci95[0]), percent(r.ci95[1])),
        decisionTime(r.times.front().medianMs), decisionTime(r.times.front().maxMs));
    row(QStringLiteral("field"), field, percent(1 - r.winShare), QString(),
        decisionTime(r.times.back().medianMs), decisionTime(r.times.back().maxMs));
}

} // namespace

int runSpeakEasyTournament(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Speak Easy: plays one candidate level against a field level over pairs "
                       "of games. Pair p (seed S+p) is first the game `razzia-cli play --game "
                       "speakeasy --seed S+p --seats CANDIDATE,FIELD` plays, then the same two "
                       "layouts with the levels in each other's seats, so the set-ups and the "
                       "first move favour neither. Prints the candidate's win share (a draw "
                       "counts half) with a 95% confidence interval grouped by pair, the wins, "
                       "draws and losses, the mean game length, and the median and slowest "
                       "time of a move of each level (the thread's CPU time). Known levels: "
                       "%1.")
            .arg(seLevels().join(QStringLiteral(", "))));
    parser.addPositionalArgument(QStringLiteral("tournament"), QStringLiteral("The command."));
    parser.addOptions({
        {QStringLiteral("candidate"), QStringLiteral("Level of the candidate's seat."),
         QStringLiteral("level")},
        {QStringLiteral("field"), QStringLiteral("Level of the other seat."),
         QStringLiteral("level")},
        {QStringLiteral("games"), QStringLiteral("Number of games, rounded up to whole pairs."),
         QStringLiteral("g"), QStringLiteral("400")},
        {QStringLiteral("seed"), QStringLiteral("Seed of the first pair, a 64-bit integer."),
         QStringLiteral("s"), QStringLiteral("1")},
        {QStringLiteral("json"), QStringLiteral("Print one JSON object instead of a table.")},
    });
    addGameOption(parser);
    if (const int status = parseCommandLine(parser, arguments); status >= 0)
        return status;
    SeTournamentSpec spec;
    if (!readSpec(parser, spec))
        return kExitBadInput;
    const SeTournamentResult result = playSeTournament(spec);
    if (!result.error.empty()) {
        printError(QStringLiteral("razzia-cli tournament: ") +
                   QString::fromStdString(result.error));
        return kExitBug;
    }
    if (parser.isSet(QStringLiteral("json")))
        printOut(seTournamentJson(result));
    else
        printTable(result);
    return kExitOk;
}

} // namespace razzia::cli
