// libFuzzer target for Gangsters' readers of untrusted files (GA14.2–GA14.7): any input must end
// in an answer or a one-line refusal, never a crash, a sanitizer report or a hang. Each input
// goes through the strict reader and then, by its format, everything a file can reach: the turn
// scenario, the legal query, the move count, the record and its replay.
#include "gangsters/record.h"
#include "gangsters/scenario.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

void requireOneLine(const std::string &error)
{
    // GA14: a refusal is one line that names the field; a control character would break it.
    if (error.empty())
        std::abort();
    for (const char c : error) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
            std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace gangsters;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    io::Json document;
    std::string error;
    if (!io::parseStrict(text, document, error)) {
        requireOneLine(error);
        return 0;
    }
    const std::string format = formatOf(document);
    try {
        if (format == "gangsters-turn/1") {
            resolveTurn(document);
            legalQuery(document);
        } else if (format == "gangsters-legal/1") {
            legalQuery(document);
        } else if (format == "gangsters-count/1") {
            countMoves(document);
        } else if (format == "gangsters-game/1") {
            replayRecord(readRecord(document));
        } else {
            io::readState(document, "state");
        }
    } catch (const io::FormatError &e) {
        requireOneLine(e.what());
    }
    return 0;
}
