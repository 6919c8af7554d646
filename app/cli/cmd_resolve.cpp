#include "commands.h"

#include "scenariojson.h"
#include "speakeasycli.h"

#include <QCommandLineParser>

namespace razzia::cli {

int runResolve(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Resolves one reveal described by a razzia-round/1 scenario (R7.2) and prints the "
        "razzia-round-result/1 object on standard output. A scenario that is malformed or breaks "
        "the rules prints one line naming the field on standard error and exits with status 2."));
    parser.addPositionalArgument(QStringLiteral("resolve"), QStringLiteral("The command."));
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("The scenario file."));
    if (const int status = parseCommandLine(parser, arguments, {QStringLiteral("file")});
        status >= 0)
        return status;

    if (const int status =
            speakEasyFileCommand(QStringLiteral("resolve"), parser.positionalArguments().at(1));
        status >= 0)
        return status;
    const io::ResolveOutput result = io::resolveFile(parser.positionalArguments().at(1));
    if (result.status != 0) {
        printError(result.error);
        return result.status;
    }
    printOut(result.out);
    return kExitOk;
}

} // namespace razzia::cli
