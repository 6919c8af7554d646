// Speak Easy's file commands: resolve (SE8.2), legal (SE8.3), verify (SE8.4) and perft (SE8.6).
#include "commands.h"
#include "speakeasycli.h"

#include "common/escape.h"
#include "speakeasy/movejson.h"
#include "speakeasy/perft.h"
#include "speakeasy/recordjson.h"
#include "speakeasy/session.h"

#include <QCommandLineParser>

namespace razzia::cli {

namespace {

using namespace speakeasy;

int finish(const speakeasy::io::Output &output)
{
    if (output.status != 0) {
        printError(QString::fromStdString(output.error));
        return output.status;
    }
    printOut(QByteArray::fromStdString(output.out));
    return kExitOk;
}

QString refusal(const Document &document, const std::string &error)
{
    return QString::fromStdString(document.shownPath + ": " + error);
}

} // namespace

int speakEasyResolve(const Document &document, const QCommandLineParser &)
{
    return finish(speakeasy::io::resolveDocument(document.shownPath, document.json));
}

int speakEasyLegal(const Document &document, const QCommandLineParser &)
{
    return finish(speakeasy::io::legalMoves(document.shownPath, document.json));
}

int speakEasyPerft(const Document &document, const QCommandLineParser &parser)
{
    bool ok = false;
    const int depth = parser.positionalArguments().at(2).toInt(&ok);
    if (!ok || depth < 1 || depth > 8) {
        printError(QStringLiteral("razzia-cli perft: DEPTH: expected 1 to 8"));
        return kExitBadInput;
    }
    Position position;
    std::optional<Move> move;
    std::string error;
    if (!speakeasy::io::readMoveScenario(document.json, false, position, move, error)) {
        printError(refusal(document, error));
        return kExitBadInput;
    }
    printLine(QStringLiteral("{\"format\": \"speakeasy-perft/1\", \"depth\": %1, \"leaves\": %2}")
                  .arg(depth)
                  .arg(perft(position, depth)));
    return kExitOk;
}

int speakEasyVerify(const Document &document, const QCommandLineParser &parser)
{
    const auto format = document.json.find("format");
    if (format != document.json.end() && format->is_string() &&
        format->get_ref<const std::string &>() != "speakeasy-game/1") {
        printError(refusal(document, "format: expected \"speakeasy-game/1\" (SE8.4), found " +
                                         common::quoted(format->get_ref<const std::string &>())));
        return kExitBadInput;
    }
    GameRecord record;
    std::optional<Game> game;
    std::string error;
    bool seeded = true;
    if (!speakeasy::io::readRecord(document.json, record, error, &seeded) ||
        !(error = replay(record, game)).empty()) {
        printError(refusal(document, error));
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
    const auto valid = [&](const QString &origin) {
        return QString::fromStdString(document.shownPath) +
               QStringLiteral(": valid, %1 plies, %2; %3")
                   .arg(QString::number(record.moves.size()), state, origin);
    };
    if (!seeded) {
        printLine(valid(QStringLiteral("it has no seed; checked by the rules alone")));
        return kExitOk;
    }
    if (parser.isSet(QStringLiteral("rules-only"))) {
        printLine(valid(QStringLiteral("checked by the rules alone (--rules-only)")));
        return kExitOk;
    }
    // Issue 29: the first player is the seed's draw (SE3.1); a record that changes it follows
    // the rules but is not the game its seed started.
    if (firstPlayer(record.seed) != record.first) {
        printError(refusal(document, "follows the rules, but its first player is not drawn "
                                     "from its seed (SE3.1); --rules-only checks the rules "
                                     "alone"));
        return kExitBadInput;
    }
    printLine(valid(QStringLiteral("its seed draws its first player")));
    return kExitOk;
}

} // namespace razzia::cli
