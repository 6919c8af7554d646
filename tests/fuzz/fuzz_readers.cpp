// libFuzzer target for the two readers of untrusted files (R7.2 scenarios, R7.3 records): any
// input must end in an answer or a one-line refusal, never a crash, a sanitizer report, a hang
// or memory out of proportion. Each input goes through both readers and everything after them
// that a file can reach: the replay, the replay from the seed, resuming, and resolving.
#include "recordjson.h"
#include "scenariojson.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace {

void requireOneLine(const QString &error)
{
    // R7: a refusal is one line that names the field; a control character would break it.
    if (error.isEmpty())
        std::abort();
    for (const QChar c : error) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace razzia;
    const QByteArray json =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));

    GameRecord record;
    Game game;
    QString error;
    if (io::loadRecord(json, record, game, error)) {
        std::string why;
        if (record.continuation)
            (void)resumeRecord(record, game, why);
        else
            (void)replayFromSeed(record, game, why);
        // What is accepted writes back to what was read.
        GameRecord again;
        QString rewritten;
        if (!io::parseRecord(io::recordToJson(record), again, rewritten))
            std::abort();
    } else {
        requireOneLine(error);
    }

    RoundScenario scenario;
    QString scenarioError;
    if (io::parseScenario(json, scenario, scenarioError)) {
        RoundResult result;
        std::string why;
        if (resolveScenario(scenario, result, why))
            (void)io::resultToJson(result, scenario.players);
        else if (why.empty() || why.find('\n') != std::string::npos)
            std::abort();
    } else {
        requireOneLine(scenarioError);
    }
    return 0;
}
