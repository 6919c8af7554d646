// libFuzzer target for the readers of untrusted files, every game's: Razzia's scenarios (R7.2)
// and records (R7.3), Speak Easy's move scenarios (SE8.2) and records (SE8.4), and the sealed
// envelope of a running game's save (issue 29), opened under the corpus's own key. Any input must
// end in an answer or a one-line refusal, never a crash, a sanitizer report, a hang or memory out
// of proportion. Each input is parsed once, by the strict reader every game shares, as razzia-cli
// does, and goes through every reader and everything after them that a file can reach: the
// replay, the replay from the seed, resuming, resolving, the legal moves, and writing back.
#include "common/json.h"
#include "common/sealed.h"
#include "razzia/recordjson.h"
#include "razzia/scenariojson.h"
#include "speakeasy/movejson.h"
#include "speakeasy/recordjson.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

void requireOneLine(const std::string &error)
{
    // A refusal is one line that names the field: a control character would break it, a
    // bidirectional control would reorder it on a terminal.
    if (error.empty())
        std::abort();
    for (size_t i = 0; i < error.size(); ++i) {
        const auto c = uint8_t(error[i]);
        if (c < 0x20 || c == 0x7f)
            std::abort();
        if (c == 0xc2 && i + 1 < error.size() && uint8_t(error[i + 1]) < 0xa0)
            std::abort(); // C1
        if (c == 0xe2 && i + 2 < error.size()) {
            const auto b = uint8_t(error[i + 1]), d = uint8_t(error[i + 2]);
            if ((b == 0x80 && ((d >= 0xa8 && d <= 0xae) || d == 0x8e || d == 0x8f)) ||
                (b == 0x81 && d >= 0xa6 && d <= 0xa9))
                std::abort(); // line separators and bidirectional controls
        }
    }
}

void razziaRecord(const common::json::Value &document)
{
    using namespace razzia;
    GameRecord record;
    Game game;
    std::string error;
    bool seeded = true;
    if (!io::readRecord(document, record, error, &seeded) || !replayRecord(record, game, error)) {
        requireOneLine(error);
        return;
    }
    std::string why;
    if (record.continuation)
        (void)resumeRecord(record, game, why);
    else if (seeded)
        (void)replayFromSeed(record, game, why);
    // What is accepted writes back to what was read.
    GameRecord again;
    std::string rewritten;
    if (seeded && !io::parseRecord(io::recordToJson(record), again, rewritten))
        std::abort();
}

void razziaScenario(const common::json::Value &document)
{
    const razzia::io::ResolveOutput output = razzia::io::resolveDocument(document);
    if (output.status != 0)
        requireOneLine(output.error);
}

void speakEasy(const common::json::Value &document)
{
    using namespace speakeasy;
    for (const io::Output &output :
         {io::resolveDocument("x.json", document), io::legalMoves("x.json", document)}) {
        if (output.status != 0)
            requireOneLine(output.error);
    }
    GameRecord record;
    std::optional<Game> game;
    std::string error;
    bool seeded = true;
    if (!io::readRecord(document, record, error, &seeded) ||
        !(error = replay(record, game)).empty()) {
        requireOneLine(error);
        return;
    }
    GameRecord again;
    std::string rewritten;
    if (seeded && !io::parseRecord(io::recordToJson(record), again, rewritten))
        std::abort();
}

// The key the corpus's sealed saves are sealed under (tests/data/fuzz/README.md): bytes 0..31.
common::sealed::Key fuzzKey()
{
    common::sealed::Key key;
    for (size_t i = 0; i < key.size(); ++i)
        key[i] = uint8_t(i);
    return key;
}

void readers(std::string_view text);

// An envelope: its cover alone, then the box; what opens goes through every reader again, as
// the window hands it to the game. Anything else is refused in one line.
void sealedSave(std::string_view text)
{
    common::sealed::Cover cover;
    std::string error;
    if (!common::sealed::readCover(text, cover, error))
        requireOneLine(error);
    std::string secret;
    if (!common::sealed::open(text, fuzzKey(), cover, secret, error)) {
        requireOneLine(error);
        return;
    }
    if (!common::sealed::isSealed(secret)) // one envelope deep, as the window opens them
        readers(secret);
}

void readers(std::string_view text)
{
    common::json::Value document;
    try {
        document = common::json::parseObject(text);
    } catch (const common::json::ParseError &e) {
        requireOneLine(e.message);
        return;
    }
    razziaRecord(document);
    razziaScenario(document);
    speakEasy(document);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    if (common::sealed::isSealed(text))
        sealedSave(text);
    else
        readers(text);
    return 0;
}
