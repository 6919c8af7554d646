// The test game in razzia-cli (issue 23, item 7): `razzia-cli-pebbles` is razzia-cli's own
// main() and commands with Pebbles added to the registry of games through addGame(), the seam a
// third game uses; `verify` then reads a pebbles-game/1 record like any game's.
#include "pebblesrecord.h"

#include "commands.h"
#include "games.h"

#include "common/escape.h"

#include <QCommandLineParser>

namespace {

using namespace razzia::cli;

// As every game's verify: exit 0 only for a record that follows the rules (P1–P4) and whose
// computer seats' takes are those their levels draw from its seed.
int pebblesVerify(const Document &document, const QCommandLineParser &parser)
{
    const QString path = QString::fromStdString(document.shownPath);
    pebbles::Record record;
    pebbles::Game game;
    std::string error;
    if (!pebbles::readRecord(document.json, record, game, error)) {
        printError(
            QStringLiteral("%1: %2").arg(path, QString::fromStdString(common::escaped(error))));
        return kExitBadInput;
    }
    const QString valid =
        QStringLiteral("%1: valid, %2 takes, %3; %4")
            .arg(path, QString::number(record.takes.size()),
                 record.finished ? QStringLiteral("finished") : QStringLiteral("in progress"),
                 QStringLiteral("%1"));
    if (parser.isSet(QStringLiteral("rules-only"))) {
        printLine(valid.arg(QStringLiteral("checked by the rules alone (--rules-only)")));
        return kExitOk;
    }
    const std::string mismatch = pebbles::seedMismatch(record);
    if (!mismatch.empty()) {
        printError(QStringLiteral("%1: follows the rules, but its computer seats did not play "
                                  "from its seed (%2); --rules-only checks the rules alone")
                       .arg(path, QString::fromStdString(common::escaped(mismatch))));
        return kExitBadInput;
    }
    printLine(valid.arg(QStringLiteral("its seed reproduces every computer seat's take")));
    return kExitOk;
}

// Pebbles has only records to verify: no scenarios, no headless games.
const bool s_registered = (addGame(GameCommands{"pebbles",
                                                "pebbles-",
                                                nullptr,
                                                nullptr,
                                                pebblesVerify,
                                                nullptr,
                                                nullptr,
                                                nullptr,
                                                nullptr,
                                                {}}),
                           true);

} // namespace
