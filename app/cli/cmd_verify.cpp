// Razzia's file commands: resolve (R7.2) and verify (R7.3).
#include "commands.h"
#include "razziacli.h"

#include "razzia/recordjson.h"
#include "razzia/scenariojson.h"

#include <QCommandLineParser>

namespace razzia::cli {

int razziaResolve(const Document &document, const QCommandLineParser &)
{
    const io::ResolveOutput result = io::resolveDocument(document.json);
    if (result.status != 0) {
        printError(QString::fromStdString(result.error));
        return result.status;
    }
    printOut(QByteArray::fromStdString(result.out));
    return kExitOk;
}

int razziaVerify(const Document &document, const QCommandLineParser &parser)
{
    const QString path = QString::fromStdString(document.shownPath);
    GameRecord record;
    Game game;
    std::string error;
    bool seeded = true;
    if (!io::readRecord(document.json, record, error, &seeded) ||
        !replayRecord(record, game, error)) {
        printError(QStringLiteral("%1: %2").arg(path, QString::fromStdString(error)));
        return kExitBadInput;
    }
    // One arg() for all: chained, a "%2" in the file's name would be replaced by the next one.
    const auto valid = [&](const QString &origin) {
        return QStringLiteral("%1: valid, %2 rounds, %3; %4")
            .arg(path, QString::number(record.rounds.size()),
                 record.finished ? QStringLiteral("finished") : QStringLiteral("in progress"),
                 origin);
    };
    // A save of a game in progress keeps its seed secret until the game is over (R6), and a
    // record typed in from a table game has none: the rules are all there is to check.
    if (record.continuation) {
        printLine(valid(QStringLiteral("saved without its seed; it goes on from a continuation "
                                       "seed")));
        return kExitOk;
    }
    if (!seeded) {
        printLine(valid(QStringLiteral("it has no seed; checked by the rules alone")));
        return kExitOk;
    }
    if (parser.isSet(QStringLiteral("rules-only"))) {
        printLine(valid(QStringLiteral("checked by the rules alone (--rules-only)")));
        return kExitOk;
    }
    // Issue 29: dice or deals changed and the money fixed to match follow the rules; only the
    // seed tells them from the game that was played (R5.8).
    std::string mismatch;
    if (!replayFromSeed(record, game, mismatch)) {
        printError(QStringLiteral("%1: follows the rules, but is not dealt from its seed (%2); "
                                  "--rules-only checks the rules alone")
                       .arg(path, QString::fromStdString(mismatch)));
        return kExitBadInput;
    }
    printLine(valid(record.reseeds.empty()
                        ? QStringLiteral("its seed reproduces every deal and roll")
                        : QStringLiteral("its seed and its %1 reseeds reproduce every deal and "
                                         "roll")
                              .arg(record.reseeds.size())));
    return kExitOk;
}

} // namespace razzia::cli
