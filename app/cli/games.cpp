#include "games.h"

#include "cmd_gangsters.h"
#include "cmd_gangsters_tournament.h"
#include "commands.h"
#include "razziacli.h"
#include "speakeasycli.h"

#include "gangsters/strictjson.h"
#include "speakeasy/recordjson.h"

#include "common/escape.h"

#include <QCommandLineParser>

#include <algorithm>
#include <iterator>
#include <vector>

namespace razzia::cli {

namespace {

// Gangsters' file commands take the document the registry has read.
template<const char *Command> int gangsters(const Document &document, const QCommandLineParser &)
{
    return gangstersFileCommand(QLatin1String(Command), document.path, document.json);
}
constexpr char kResolve[] = "resolve";
constexpr char kLegal[] = "legal";
constexpr char kVerify[] = "verify";
constexpr char kCount[] = "count";

// One row a game; a command a game does not have is null.
constexpr GameCommands kGames[] = {
    {"razzia",
     "razzia-",
     razziaResolve,
     nullptr,
     razziaVerify,
     nullptr,
     runRazziaPlay,
     runRazziaTournament,
     runRazziaBench,
     {}},
    {"speakeasy", "speakeasy-", speakEasyResolve, speakEasyLegal, speakEasyVerify, speakEasyPerft,
     runSpeakEasyPlay, runSpeakEasyTournament, runSpeakEasyBench, speakeasy::io::kWholeGameLists},
    {"gangsters", "gangsters-", gangsters<kResolve>, gangsters<kLegal>, gangsters<kVerify>, nullptr,
     runGangstersPlay, runGangstersTournament, runGangstersBench, gangsters::io::kWholeGameLists,
     gangsters<kCount>},
};

} // namespace

namespace {

// The built-in rows, then the games a program adds (a test's game, tests/testgame).
std::vector<GameCommands> &registry()
{
    static std::vector<GameCommands> rows(std::begin(kGames), std::end(kGames));
    return rows;
}

} // namespace

std::span<const GameCommands> games()
{
    return registry();
}

void addGame(const GameCommands &game)
{
    registry().push_back(game);
}

common::json::Lists wholeGameListsOf(std::string_view format)
{
    for (const GameCommands &game : games()) {
        if (format.starts_with(game.formatPrefix))
            return game.wholeGameLists;
    }
    return {};
}

QString gameIds()
{
    QStringList ids;
    for (const GameCommands &game : games())
        ids << QLatin1String(game.id);
    return ids.join(QStringLiteral(", "));
}

const GameCommands *gameOf(const common::json::Value &document, FileCommand GameCommands::*command)
{
    const auto format = document.find("format");
    if (format != document.end() && format->is_string()) {
        const std::string &name = format->get_ref<const std::string &>();
        for (const GameCommands &game : games()) {
            if (game.*command && name.starts_with(game.formatPrefix))
                return &game;
        }
    }
    // Refused by the first game's reader, which names the format it expects.
    for (const GameCommands &game : games()) {
        if (game.*command)
            return &game;
    }
    return nullptr;
}

void addGameOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("game"),
                      QStringLiteral("The game: %1 (default %2). With --help, that game's "
                                     "options.")
                          .arg(gameIds(), QLatin1String(games().front().id)),
                      QStringLiteral("game")});
}

int runForGame(const QStringList &arguments, LineCommand GameCommands::*command)
{
    const QString name = arguments.at(1);
    // Only --game is known here: the game's own command reads the rest and refuses what is
    // wrong, so unknown options are no error yet.
    QCommandLineParser parser;
    addGameOption(parser);
    parser.parse(arguments);
    const QString wanted = parser.value(QStringLiteral("game"));
    for (const GameCommands &game : games()) {
        if (!wanted.isEmpty() && wanted != QLatin1String(game.id))
            continue;
        if (game.*command)
            return (game.*command)(arguments);
        if (!wanted.isEmpty())
            break;
    }
    const QString shown = QString::fromStdString(common::quoted(wanted.toStdString()));
    const bool known = std::any_of(games().begin(), games().end(), [&](const GameCommands &game) {
        return wanted == QLatin1String(game.id);
    });
    if (known || wanted.isEmpty())
        printError(QStringLiteral("razzia-cli %1: --game: %2 has no %1 command").arg(name, shown));
    else
        printError(QStringLiteral("razzia-cli %1: --game: unknown game %2 (known: %3)")
                       .arg(name, shown, gameIds()));
    return kExitBadInput;
}

} // namespace razzia::cli
