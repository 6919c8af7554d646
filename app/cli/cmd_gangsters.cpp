// Gangsters' file commands: resolve (GA14.3), legal (GA14.4), verify (GA14.5), count (GA14.7).
#include "cmd_gangsters.h"
#include "commands.h"

#include "gangsters/record.h"
#include "gangsters/scenario.h"

namespace razzia::cli {

namespace {

using namespace gangsters;

void printStd(const std::string &line)
{
    printOut(QByteArray::fromStdString(line + "\n"));
}

void printStdError(const std::string &line)
{
    printError(QString::fromStdString(line));
}

int runOn(const QString &command, const QString &path, const io::Json &document)
{
    const std::string shown = io::escaped(path.toStdString());
    const std::string format = formatOf(document);
    try {
        if (command == QLatin1String("resolve")) {
            if (format != "gangsters-turn/1")
                io::refuse("format",
                           "expected \"gangsters-turn/1\" (GA14.3), found " + io::quote(format));
            printStd(resolveTurn(document).dump());
        } else if (command == QLatin1String("legal")) {
            if (format != "gangsters-legal/1" && format != "gangsters-turn/1")
                io::refuse("format",
                           "expected \"gangsters-legal/1\" (GA14.4), found " + io::quote(format));
            printStd(legalQuery(document).dump());
        } else if (command == QLatin1String("count")) {
            if (format != "gangsters-count/1")
                io::refuse("format",
                           "expected \"gangsters-count/1\" (GA14.7), found " + io::quote(format));
            printStd(countMoves(document).dump());
        } else {
            if (format != "gangsters-game/1")
                io::refuse("format",
                           "expected \"gangsters-game/1\" (GA14.5), found " + io::quote(format));
            const GameRecord record = readRecord(document);
            const State end = replayRecord(record);
            std::string state = "in progress";
            if (end.isOver()) {
                std::string winners;
                for (int g = 0; g <= kMaxGangs; ++g) {
                    if (end.over.winners & (1u << g))
                        winners += (winners.empty() ? "" : ", ") + std::to_string(g);
                }
                state = std::string(end.over.status == OverStatus::Won ? "won by seat "
                                                                       : "drawn between seats ") +
                        winners + " (" + reasonId(end.over.reason) + ")";
            }
            printStd(shown + ": valid, " + std::to_string(record.decisions.size()) +
                     " decisions, round " + std::to_string(end.round) + ", " + state +
                     (record.reseeds.empty() ? std::string("; its seed draws every die")
                      : record.reseeds.size() == 1
                          ? std::string("; its seed and its reseed draw every die")
                          : "; its seed and its " + std::to_string(record.reseeds.size()) +
                                " reseeds draw every die"));
        }
    } catch (const io::FormatError &e) {
        printStdError(shown + ": " + e.what());
        return kExitBadInput;
    }
    return kExitOk;
}

} // namespace

int gangstersFileCommand(const QString &command, const QString &path,
                         const nlohmann::json &document)
{
    return runOn(command, path, document);
}

} // namespace razzia::cli
