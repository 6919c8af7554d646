// Gangsters' file commands: resolve (GA14.3), legal (GA14.4), verify (GA14.5), count (GA14.7).
#include "cmd_gangsters.h"
#include "cmd_gangsters_tournament.h"
#include "commands.h"

#include "gangsters/record.h"
#include "gangsters/scenario.h"

#include <QCommandLineParser>

namespace razzia::cli {

namespace {

using namespace gangsters;

// The file argument of a file command: the first one after the command that is not an option.
QString fileArgument(const QStringList &arguments)
{
    for (qsizetype i = 2; i < arguments.size(); ++i) {
        if (!arguments[i].startsWith(QLatin1Char('-')))
            return arguments[i];
    }
    return {};
}

bool hasGameOption(const QStringList &arguments)
{
    for (qsizetype i = 2; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--game=gangsters") ||
            (arguments[i] == QLatin1String("--game") && i + 1 < arguments.size() &&
             arguments[i + 1] == QLatin1String("gangsters")))
            return true;
    }
    return false;
}

void printStd(const std::string &line)
{
    printOut(QByteArray::fromStdString(line + "\n"));
}

void printStdError(const std::string &line)
{
    printError(QString::fromStdString(line));
}

// Reads and parses `path`; false when it is not JSON (then `error` says why).
bool readDocument(const QString &path, io::Json &document, std::string &error)
{
    std::string text;
    return io::readFile(path.toStdString(), text, error) && io::parseStrict(text, document, error);
}

int runOn(const QString &command, const QString &path, const io::Json &document)
{
    const std::string shown = io::escaped(path.toStdString());
    const std::string format = formatOf(document);
    try {
        if (command == QLatin1String("resolve")) {
            if (format != "gangsters-turn/1")
                io::refuse("format",
                           "expected \"gangsters-turn/1\" (GA14.3), found " + io::quote(format));
            printStd(resolveTurn(document).dump());
        } else if (command == QLatin1String("legal")) {
            if (format != "gangsters-legal/1" && format != "gangsters-turn/1")
                io::refuse("format",
                           "expected \"gangsters-legal/1\" (GA14.4), found " + io::quote(format));
            printStd(legalQuery(document).dump());
        } else if (command == QLatin1String("count")) {
            if (format != "gangsters-count/1")
                io::refuse("format",
                           "expected \"gangsters-count/1\" (GA14.7), found " + io::quote(format));
            printStd(countMoves(document).dump());
        } else {
            if (format != "gangsters-game/1")
                io::refuse("format",
                           "expected \"gangsters-game/1\" (GA14.5), found " + io::quote(format));
            const GameRecord record = readRecord(document);
            const State end = replayRecord(record);
            std::string state = "in progress";
            if (end.isOver()) {
                std::string winners;
                for (int g = 0; g <= kMaxGangs; ++g) {
                    if (end.over.winners & (1u << g))
                        winners += (winners.empty() ? "" : ", ") + std::to_string(g);
                }
                state = std::string(end.over.status == OverStatus::Won ? "won by seat "
                                                                       : "drawn between seats ") +
                        winners + " (" + reasonId(end.over.reason) + ")";
            }
            printStd(shown + ": valid, " + std::to_string(record.decisions.size()) +
                     " decisions, round " + std::to_string(end.round) + ", " + state +
                     "; its seed draws every die");
        }
    } catch (const io::FormatError &e) {
        printStdError(shown + ": " + e.what());
        return kExitBadInput;
    }
    return kExitOk;
}

} // namespace

int gangstersCommand(const QStringList &arguments)
{
    if (arguments.size() < 2)
        return -1;
    const QString &command = arguments[1];
    if (command == QLatin1String("tournament") && hasGameOption(arguments))
        return runGangstersTournament(arguments); // issue 27
    if (command == QLatin1String("play") || command == QLatin1String("bench")) {
        if (!hasGameOption(arguments))
            return -1;
        return command == QLatin1String("play") ? runGangstersPlay(arguments)
                                                : runGangstersBench(arguments);
    }
    if (command != QLatin1String("resolve") && command != QLatin1String("legal") &&
        command != QLatin1String("verify") && command != QLatin1String("count"))
        return -1;
    const QString path = fileArgument(arguments);
    if (path.isEmpty() || arguments.contains(QLatin1String("--help")) ||
        arguments.contains(QLatin1String("-h")))
        return command == QLatin1String("count") ? runGangstersCount(arguments) : -1;
    io::Json document;
    std::string error;
    if (!readDocument(path, document, error) || !isGangstersFormat(formatOf(document))) {
        if (command != QLatin1String("count"))
            return -1; // the other games' readers say why
        if (error.empty())
            error = "format: expected \"gangsters-count/1\" (GA14.7), found " +
                    io::quote(formatOf(document));
        printStdError(io::escaped(path.toStdString()) + ": " + error);
        return kExitBadInput;
    }
    return runOn(command, path, document);
}

int runGangstersCount(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Counts the legal moves (to, via) and paths of one Gangsters character for each die "
        "(GA14.7, the game's perft) from a gangsters-count/1 file."));
    parser.addPositionalArgument(QStringLiteral("count"), QStringLiteral("The command."));
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("The gangsters-count/1 file."));
    if (const int status = parseCommandLine(parser, arguments, {QStringLiteral("file")});
        status >= 0)
        return status;
    return gangstersCommand(arguments);
}

} // namespace razzia::cli
