#include "cmd_gangsters.h"
#include "commands.h"
#include "speakeasycli.h"

#include "escape.h"
#include "razzia/ai/levels.h"

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
};

constexpr Command kCommands[] = {
    {"resolve", runResolve,
     "resolve a razzia-round/1 (R7.2) or speakeasy-move/1 (SE8.2) scenario, print its result"},
    {"play", runPlay, "play whole games headless and summarize them (--game speakeasy)"},
    {"verify", runVerify, "load a razzia-game/1 (R7.3) or speakeasy-game/1 (SE8.4) record"},
    {"tournament", runTournament, "measure one AI level against another over duplicate deals"},
    {"bench", runBench,
     "measure the engine's speed, printed as one JSON object (--game speakeasy)"},
    {"legal", runLegal, "list the legal moves of a speakeasy-move/1 position (SE8.3)"},
    {"perft", runPerft, "count Speak Easy move sequences from a position (SE8.6)"},
    {"count", runGangstersCount, "count a Gangsters character's moves for each die (GA14.7)"},
};

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
        description += QStringLiteral("  %1  %2\n").arg(QLatin1String(c.name), -10).arg(c.summary);
    description += QStringLiteral("\nrazzia-cli COMMAND --help describes a command.");
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
                       .arg(command, io::quoted(given.at(positionals.size()))));
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

QString dollars(int64_t amount)
{
    QString digits = QString::number(amount < 0 ? -amount : amount);
    for (qsizetype i = digits.size() - 3; i > 0; i -= 3)
        digits.insert(i, QLatin1Char(','));
    return (amount < 0 ? QStringLiteral("-$") : QStringLiteral("$")) + digits;
}

QStringList knownLevelList()
{
    QStringList names;
    for (std::string_view name : ai::levelNames())
        names << QString::fromUtf8(name.data(), qsizetype(name.size()));
    return names;
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
    if (const int status = gangstersCommand(arguments); status >= 0)
        return status;
    for (const Command &c : kCommands) {
        if (name == QLatin1String(c.name))
            return c.run(arguments);
    }
    printError(QStringLiteral("razzia-cli: unknown command %1; the commands are %2 (see "
                              "razzia-cli --help)")
                   .arg(razzia::io::quoted(name), commandList()));
    return kExitBadInput;
}
