// razzia-round/1 scenarios and razzia-round-result/1 results as JSON (R7.2), without Qt.
#pragma once

#include "common/json.h"
#include "razzia/scenario.h"

#include <string>
#include <string_view>

namespace razzia::io {

// Reads a razzia-round/1 document into `out`. Structural problems (not JSON, wrong format
// tag, a missing field, a wrong type, an unknown bar id or card kind) return false with
// `error` naming the field; rule checks are resolveScenario's.
bool parseScenario(std::string_view json, RoundScenario &out, std::string &error);
// The same on a document already parsed.
bool readScenario(const common::json::Value &document, RoundScenario &out, std::string &error);

// The razzia-round-result/1 object for `result` (bars in play only, bills ascending).
std::string resultToJson(const RoundResult &result, int players);

// What `razzia-cli resolve` does with a Razzia document: status 0 with the result JSON in
// `out`, or status 2 with one line in `error` (naming the field) and `out` empty.
struct ResolveOutput
{
    int status = 0;
    std::string out;
    std::string error;
};
ResolveOutput resolveDocument(const common::json::Value &document);

} // namespace razzia::io
