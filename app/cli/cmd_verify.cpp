#include "commands.h"

#include "recordjson.h"
#include "speakeasycli.h"

#include <QCommandLineParser>
#include <QFile>

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

    const QString path = parser.positionalArguments().at(1);
    if (const int status = speakEasyFileCommand(QStringLiteral("verify"), path); status >= 0)
        return status;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        printError(QStringLiteral("%1: cannot read: %2").arg(path, file.errorString()));
        return kExitBadInput;
    }
    GameRecord record;
    Game game;
    QString error;
    if (!io::loadRecord(file.readAll(), record, game, error)) {
        printError(QStringLiteral("%1: %2").arg(path, error));
        return kExitBadInput;
    }
    // A record is valid whatever dealt it; whether its seed reproduces it (R5.8) is news.
    std::string mismatch;
    const bool fromSeed = replayFromSeed(record, game, mismatch);
    printLine(QStringLiteral("%1: valid, %2 rounds, %3; %4")
                  .arg(path)
                  .arg(record.rounds.size())
                  .arg(record.finished ? QStringLiteral("finished") : QStringLiteral("in progress"))
                  .arg(fromSeed ? QStringLiteral("its seed reproduces every deal and roll")
                                : QStringLiteral("not dealt from its seed (%1)")
                                      .arg(QString::fromStdString(mismatch))));
    return kExitOk;
}

} // namespace razzia::cli
