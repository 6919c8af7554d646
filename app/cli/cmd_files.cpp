// The commands on a file: resolve, legal, verify, perft and count. Each reads its file once, and
// the file's `format` picks the game that answers (games.h).
#include "commands.h"
#include "games.h"
#include "input.h"

#include <QCommandLineParser>

namespace razzia::cli {

namespace {

struct FileCommandInfo
{
    const char *name;
    FileCommand GameCommands::*command;
    QString description;
    // After FILE: its name, as usage errors say it, and its description.
    QString positional = QString();
    QString positionalDescription = QString();
};

int runFileCommand(const QStringList &arguments, const FileCommandInfo &info,
                   QCommandLineParser &parser)
{
    parser.setApplicationDescription(info.description);
    parser.addPositionalArgument(QLatin1String(info.name), QStringLiteral("The command."));
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QStringLiteral("The file, or - for standard input."));
    QStringList positionals{QStringLiteral("file")};
    if (!info.positional.isEmpty()) {
        parser.addPositionalArgument(info.positional, info.positionalDescription);
        positionals << info.positional;
    }
    if (const int status = parseCommandLine(parser, arguments, positionals); status >= 0)
        return status;
    // resolve's Razzia refusals have always been the bare field and problem (R7.2).
    const bool withPath = info.command != &GameCommands::resolve;
    const std::optional<Document> document =
        readDocument(parser.positionalArguments().at(1), withPath);
    if (!document)
        return kExitBadInput;
    const GameCommands *game = gameOf(document->json, info.command);
    return (game->*info.command)(*document, parser);
}

} // namespace

int runResolve(const QStringList &arguments)
{
    QCommandLineParser parser;
    return runFileCommand(
        arguments,
        {"resolve", &GameCommands::resolve,
         QStringLiteral("Resolves the scenario FILE describes, the game named by its format: a "
                        "reveal of Razzia (razzia-round/1, R7.2) or a move of Speak Easy "
                        "(speakeasy-move/1, SE8.2), and prints the result object on standard "
                        "output. A scenario that is malformed or breaks the rules prints one "
                        "line naming the field on standard error and exits with status 2.")},
        parser);
}

int runLegal(const QStringList &arguments)
{
    QCommandLineParser parser;
    return runFileCommand(
        arguments,
        {"legal", &GameCommands::legal,
         QStringLiteral("Lists every legal move of the side to move in a position (Speak Easy: "
                        "speakeasy-move/1, SE8.3) as one object. A position that cannot occur "
                        "prints one line naming the field on standard error and exits with "
                        "status 2.")},
        parser);
}

int runPerft(const QStringList &arguments)
{
    QCommandLineParser parser;
    return runFileCommand(
        arguments,
        {"perft", &GameCommands::perft,
         QStringLiteral("Counts the legal move sequences of DEPTH plies from a position "
                        "(Speak Easy: speakeasy-move/1; SE8.6: a sequence that ends the game "
                        "early counts once) and prints one JSON object."),
         QStringLiteral("depth"), QStringLiteral("Plies, 1 to 8.")},
        parser);
}

int runCount(const QStringList &arguments)
{
    QCommandLineParser parser;
    return runFileCommand(
        arguments,
        {"count", &GameCommands::count,
         QStringLiteral("Counts the legal moves of one piece for each die and prints one JSON "
                        "object (Gangsters: the moves (to, via) and paths of a character, from a "
                        "gangsters-count/1 file, GA14.7).")},
        parser);
}

int runVerify(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("rules-only"),
                      QStringLiteral("Check the rules alone, not whether the record's seed "
                                     "reproduces its deals, rolls or first player.")});
    return runFileCommand(
        arguments,
        {"verify", &GameCommands::verify,
         QStringLiteral("Loads a game record by replaying it through the engine, as the game "
                        "loads a save (razzia-game/1, R7.3; speakeasy-game/1, SE8.4). Exits with "
                        "0 only when the record follows the rules and its seed reproduces it "
                        "(R5.8, SE3.1); a record without a seed is checked by the rules alone "
                        "and says so. Otherwise one line on standard error and status 2.")},
        parser);
}

} // namespace razzia::cli
