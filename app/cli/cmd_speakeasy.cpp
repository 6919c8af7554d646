// Speak Easy's file commands: resolve (SE8.2), legal (SE8.3), verify (SE8.4) and perft (SE8.6).
#include "commands.h"
#include "speakeasycli.h"

#include "escape.h"
#include "speakeasy/perft.h"
#include "speakeasy/session.h"
#include "speakeasyjson.h"
#include "speakeasyrecordjson.h"

#include <QCommandLineParser>

namespace razzia::cli {

namespace {

using namespace speakeasy;

// Reads a Speak Easy input of `path`: false after printing the refusal.
bool readDocument(const QString &path, QByteArray &bytes)
{
    QString error;
    if (!speakeasy::io::readInput(path, bytes, error)) {
        printError(error);
        return false;
    }
    return true;
}

int finish(const speakeasy::io::Output &output)
{
    if (output.status != 0) {
        printError(output.error);
        return output.status;
    }
    printOut(output.out);
    return kExitOk;
}

int verify(const QString &path, const QByteArray &json)
{
    GameRecord record;
    std::optional<Game> game;
    QString error;
    if (!speakeasy::io::loadRecord(json, record, game, error)) {
        printError(QStringLiteral("%1: %2").arg(path, error));
        return kExitBadInput;
    }
    QString state = QStringLiteral("in progress");
    if (game->over()) {
        const End &e = game->end();
        state = e.status == Status::Won
                    ? QStringLiteral("won by seat %1 (%2)")
                          .arg(e.winner)
                          .arg(QLatin1String(reasonId(e.reason).data()))
                    : QStringLiteral("drawn (%1)").arg(QLatin1String(reasonId(e.reason).data()));
    }
    // A record is valid whoever chose its first player; whether its seed did (SE3.1) is news.
    const bool fromSeed = firstPlayer(record.seed) == record.first;
    printLine(QStringLiteral("%1: valid, %2 plies, %3; %4")
                  .arg(path)
                  .arg(record.moves.size())
                  .arg(state)
                  .arg(fromSeed ? QStringLiteral("its seed draws its first player")
                                : QStringLiteral("its first player is not drawn from its seed")));
    return kExitOk;
}

} // namespace

int speakEasyFileCommand(const QString &command, const QString &path)
{
    QByteArray json;
    QString error;
    if (!speakeasy::io::readInput(path, json, error))
        return -1; // Razzia's reader says why
    const QString format = speakeasy::io::speakEasyFormat(json);
    if (format.isEmpty())
        return -1;
    // The path is echoed in every message: a file name may hold a newline too.
    const QString shown = razzia::io::escaped(path);
    if (command == QLatin1String("resolve"))
        return finish(speakeasy::io::resolveScenario(shown, json));
    if (format != QLatin1String("speakeasy-game/1")) {
        printError(QStringLiteral("%1: format: expected \"speakeasy-game/1\" (SE8.4), found %2")
                       .arg(shown, razzia::io::quoted(format)));
        return kExitBadInput;
    }
    return verify(shown, json);
}

int dispatchGame(QStringList &arguments, int (*speakEasy)(const QStringList &))
{
    for (qsizetype i = 2; i < arguments.size(); ++i) {
        QString game;
        qsizetype taken = 0;
        if (arguments[i] == QLatin1String("--game") && i + 1 < arguments.size()) {
            game = arguments[i + 1];
            taken = 2;
        } else if (arguments[i].startsWith(QLatin1String("--game="))) {
            game = arguments[i].mid(7);
            taken = 1;
        } else {
            continue;
        }
        if (game == QLatin1String("speakeasy"))
            return speakEasy(arguments);
        if (game != QLatin1String("razzia")) {
            printError(QStringLiteral("razzia-cli %1: --game: unknown game \"%2\" (known: "
                                      "razzia, speakeasy)")
                           .arg(arguments[1], razzia::io::escaped(game)));
            return kExitBadInput;
        }
        arguments.remove(i, taken);
        return -1;
    }
    return -1;
}

int runLegal(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Lists every legal move of the side to move in a speakeasy-move/1 position (SE8.3) as "
        "one speakeasy-legal/1 object. A position that cannot occur prints one line naming the "
        "field on standard error and exits with status 2."));
    parser.addPositionalArgument(QStringLiteral("legal"), QStringLiteral("The command."));
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The position file."));
    if (const int status = parseCommandLine(parser, arguments, {QStringLiteral("file")});
        status >= 0)
        return status;
    const QString path = parser.positionalArguments().at(1);
    QByteArray json;
    if (!readDocument(path, json))
        return kExitBadInput;
    return finish(speakeasy::io::legalMoves(razzia::io::escaped(path), json));
}

int runPerft(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Counts the legal move sequences of DEPTH plies from a speakeasy-move/1 position "
        "(SE8.6: a sequence that ends the game early counts once) and prints one JSON object."));
    parser.addPositionalArgument(QStringLiteral("perft"), QStringLiteral("The command."));
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The position file."));
    parser.addPositionalArgument(QStringLiteral("depth"), QStringLiteral("Plies, 1 to 8."));
    if (const int status =
            parseCommandLine(parser, arguments, {QStringLiteral("file"), QStringLiteral("depth")});
        status >= 0)
        return status;
    const QString path = parser.positionalArguments().at(1);
    bool ok = false;
    const int depth = parser.positionalArguments().at(2).toInt(&ok);
    if (!ok || depth < 1 || depth > 8) {
        printError(QStringLiteral("razzia-cli perft: DEPTH: expected 1 to 8"));
        return kExitBadInput;
    }
    QByteArray json;
    if (!readDocument(path, json))
        return kExitBadInput;
    Position position;
    std::optional<Move> move;
    QString error;
    if (!speakeasy::io::parseMoveScenario(json, false, position, move, error)) {
        printError(QStringLiteral("%1: %2").arg(razzia::io::escaped(path), error));
        return kExitBadInput;
    }
    printLine(QStringLiteral("{\"format\": \"speakeasy-perft/1\", \"depth\": %1, \"leaves\": %2}")
                  .arg(depth)
                  .arg(perft(position, depth)));
    return kExitOk;
}

} // namespace razzia::cli
