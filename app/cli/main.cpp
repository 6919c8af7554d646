#include "commands.h"
#include "games.h"
#include "netcommands.h"

#include "atomicfile.h"
#include "common/escape.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <cstdio>

namespace razzia::cli {

namespace {

struct Command
{
    const char *name;
    int (*run)(const QStringList &);
    const char *summary;
    // The registry's entry for this command, to list the games that have it; null for a
    // command of one game's own.
    FileCommand GameCommands::*onFile = nullptr;
    LineCommand GameCommands::*onLine = nullptr;
};

// Commands on a file find their game by the file's format, the others by --game (games.h).
constexpr Command kCommands[] = {
    {"resolve", runResolve, "resolve a scenario, print its result", &GameCommands::resolve},
    {"play", [](const QStringList &a) { return runForGame(a, &GameCommands::play); },
     "play whole games headless and summarize them (--game)", nullptr, &GameCommands::play},
    {"verify", runVerify, "check a game record by its rules and its seed", &GameCommands::verify},
    {"tournament", [](const QStringList &a) { return runForGame(a, &GameCommands::tournament); },
     "measure one AI level against another over duplicate deals (--game)", nullptr,
     &GameCommands::tournament},
    {"bench", [](const QStringList &a) { return runForGame(a, &GameCommands::bench); },
     "measure the engine's speed, printed as one JSON object (--game)", nullptr,
     &GameCommands::bench},
    {"legal", runLegal, "list the legal moves of a position", &GameCommands::legal},
    {"perft", runPerft, "count move sequences from a position", &GameCommands::perft},
    {"serve", runServe, "host a network table with no window and play it to its end (--game)"},
    {"join", runJoin, "take a seat at a network table and play it as a computer level"},
    {"count", runCount, "count a piece's moves for each die", &GameCommands::count},
};

// "resolve a scenario, print its result (razzia, speakeasy, gangsters)": the games of the
// registry that have the command.
QString summaryOf(const Command &command)
{
    QStringList ids;
    for (const GameCommands &game : games()) {
        if ((command.onFile && game.*command.onFile) || (command.onLine && game.*command.onLine))
            ids << QLatin1String(game.id);
    }
    const QString summary = QLatin1String(command.summary);
    return ids.isEmpty() ? summary
                         : QStringLiteral("%1 [%2]").arg(summary, ids.join(QStringLiteral(", ")));
}

QString commandList()
{
    QStringList names;
    for (const Command &c : kCommands)
        names << QLatin1String(c.name);
    return names.join(QStringLiteral(", "));
}

[[noreturn]] void showTopHelp()
{
    QString description = QStringLiteral("Razzia from the command line.\n\nCommands:\n");
    for (const Command &c : kCommands)
        description +=
            QStringLiteral("  %1  %2\n").arg(QLatin1String(c.name), -10).arg(summaryOf(c));
    description += QStringLiteral("\nrazzia-cli COMMAND --help describes a command, and\n"
                                  "razzia-cli COMMAND --game GAME --help that game's options.");
    QCommandLineParser parser;
    parser.setApplicationDescription(description);
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"),
                                 QStringLiteral("One of: %1.").arg(commandList()));
    parser.showHelp(kExitOk);
}

} // namespace

int parseCommandLine(QCommandLineParser &parser, const QStringList &arguments,
                     const QStringList &positionals)
{
    const QString command = QStringLiteral("razzia-cli ") + arguments.at(1);
    const QCommandLineOption help = parser.addHelpOption();
    if (!parser.parse(arguments)) {
        printError(command + QStringLiteral(": ") + parser.errorText());
        return kExitBadInput;
    }
    if (parser.isSet(help))
        parser.showHelp(kExitOk);
    // The first positional argument is the command's own name.
    const QStringList given = parser.positionalArguments().mid(1);
    if (given.size() < positionals.size()) {
        printError(QStringLiteral("%1: missing %2; see %1 --help")
                       .arg(command, positionals.at(given.size()).toUpper()));
        return kExitBadInput;
    }
    if (given.size() > positionals.size()) {
        printError(QStringLiteral("%1: unexpected argument %2; see %1 --help")
                       .arg(command, QString::fromStdString(common::quoted(
                                         given.at(positionals.size()).toStdString()))));
        return kExitBadInput;
    }
    return -1;
}

void printOut(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
}

void printLine(const QString &line)
{
    printOut(line.toUtf8() + '\n');
}

void printError(const QString &line)
{
    std::fflush(stdout);
    const QByteArray bytes = line.toUtf8() + '\n';
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
}

bool writeOutputFile(const QString &path, const QByteArray &bytes)
{
    QString reason;
    if (files::writeAtomically(path, bytes, reason))
        return true;
    printError(QStringLiteral("%1: cannot write: %2")
                   .arg(QString::fromStdString(common::escaped(path.toStdString())), reason));
    return false;
}

QString dollars(int64_t amount)
{
    QString digits = QString::number(amount < 0 ? -amount : amount);
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, QLatin1Char(','));
    return (amount < 0 ? QStringLiteral("-$") : QStringLiteral("$")) + digits;
}

QStringList names(std::span<const std::string_view> list)
{
    QStringList out;
    for (std::string_view name : list)
        out << QString::fromUtf8(name.data(), qsizetype(name.size()));
    return out;
}

} // namespace razzia::cli

int main(int argc, char **argv)
{
    using namespace razzia::cli;
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("razzia-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RAZZIA_VERSION));

    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.size() < 2) {
        printError(QStringLiteral("razzia-cli: missing command (%1); see razzia-cli --help")
                       .arg(commandList()));
        return kExitBadInput;
    }
    const QString &name = arguments.at(1);
    if (name == QLatin1String("--help") || name == QLatin1String("-h") ||
        name == QLatin1String("-?") || name == QLatin1String("help"))
        showTopHelp();
    if (name == QLatin1String("--version") || name == QLatin1String("-v")) {
        printLine(QStringLiteral("razzia-cli %1").arg(QCoreApplication::applicationVersion()));
        return kExitOk;
    }
    for (const Command &c : kCommands) {
        if (name == QLatin1String(c.name))
            return c.run(arguments);
    }
    printError(QStringLiteral("razzia-cli: unknown command %1; the commands are %2 (see "
                              "razzia-cli --help)")
                   .arg(QString::fromStdString(common::quoted(name.toStdString())), commandList()));
    return kExitBadInput;
}
