#include "strictjson.h"

#include "common/escape.h"
#include "common/inputfile.h"
#include "common/json.h"

namespace gangsters::io {

using nlohmann::json;

// One escaping for every game's messages (engine/common/escape.h).
std::string escaped(std::string_view text)
{
    return common::escaped(text);
}

std::string quote(std::string_view text)
{
    return common::quoted(text);
}

bool readFile(const std::string &path, std::string &text, std::string &error)
{
    // The shared bounded reader: each input opened once, pipes and devices held to the limit.
    common::InputFile input = common::readFileBounded(path, int64_t(kMaxInput));
    if (!input.ok) {
        error = input.error; // the caller names the file
        return false;
    }
    text = std::move(input.bytes);
    return true;
}

bool parseStrict(std::string_view text, json &out, std::string &error)
{
    if (text.size() > kMaxInput) {
        error = "input larger than 16 MB";
        return false;
    }
    try {
        out = common::json::parseObject(text, kWholeGameLists);
        return true;
    } catch (const common::json::ParseError &e) {
        error = e.message;
        return false;
    }
}

} // namespace gangsters::io
