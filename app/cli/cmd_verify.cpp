#include "commands.h"

#include "escape.h"
#include "inputfile.h"
#include "recordjson.h"
#include "speakeasycli.h"

#include <QCommandLineParser>

namespace razzia::cli {

int runVerify(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Loads a razzia-game/1 record (R7.3) by replaying it through the engine, as the game "
        "loads a save, and says whether it follows the rules."));
    parser.addPositionalArgument(QStringLiteral("verify"), QStringLiteral("The command."));
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The record file."));
    if (const int status = parseCommandLine(parser, arguments, {QStringLiteral("file")});
        status >= 0)
        return status;

    if (const int status =
            speakEasyFileCommand(QStringLiteral("verify"), parser.positionalArguments().at(1));
        status >= 0)
        return status;
    // The path is echoed in every message: a file name may hold a newline too.
    const QString path = io::escaped(parser.positionalArguments().at(1));
    const io::InputFile input = io::readFileBounded(parser.positionalArguments().at(1));
    if (!input.ok) {
        printError(QStringLiteral("%1: %2").arg(path, input.error));
        return kExitBadInput;
    }
    GameRecord record;
    Game game;
    QString error;
    if (!io::loadRecord(input.bytes, record, game, error)) {
        printError(QStringLiteral("%1: %2").arg(path, error));
        return kExitBadInput;
    }
    // A record is valid whatever dealt it; whether its seed reproduces it (R5.8) is news. A save
    // of a game in progress has no seed to try: it keeps it secret until the game is over.
    QString origin = QStringLiteral("saved without its seed; it goes on from a continuation seed");
    if (!record.continuation) {
        std::string mismatch;
        origin = replayFromSeed(record, game, mismatch)
                     ? QStringLiteral("its seed reproduces every deal and roll")
                     : QStringLiteral("not dealt from its seed (%1)")
                           .arg(QString::fromStdString(mismatch));
    }
    // One arg() for all: chained, a "%2" in the file's name would be replaced by the next one.
    printLine(QStringLiteral("%1: valid, %2 rounds, %3; %4")
                  .arg(path, QString::number(record.rounds.size()),
                       record.finished ? QStringLiteral("finished") : QStringLiteral("in progress"),
                       origin));
    return kExitOk;
}

} // namespace razzia::cli
