#include "strictjson.h"

#include "common/json.h"

namespace net::json {

namespace {

// The shared reader tells its refusals in words only; the protocol gives each kind a code.
Problem classify(const std::string &message)
{
    const auto says = [&](const char *words) { return message.find(words) != std::string::npos; };
    if (says("duplicate key"))
        return Problem::DuplicateKey;
    if (says("nested too deep"))
        return Problem::TooDeep;
    if (says("more than any game holds"))
        return Problem::TooMany;
    if (says("expected an object at the top level"))
        return Problem::NotObject;
    return Problem::Syntax;
}

} // namespace

const char *code(Problem problem)
{
    switch (problem) {
    case Problem::None:
        return "";
    case Problem::TooLarge:
        return "too-large";
    case Problem::TooDeep:
        return "too-deep";
    case Problem::TooMany:
        return "too-many-items";
    case Problem::DuplicateKey:
        return "duplicate-key";
    case Problem::Syntax:
    case Problem::NotObject:
        return "malformed";
    }
    return "malformed";
}

Parsed parseMessage(std::string_view text, std::size_t maxBytes)
{
    Parsed parsed;
    // Before a byte is parsed: a message costs the host no more than its bound.
    if (text.size() > maxBytes) {
        parsed.problem = Problem::TooLarge;
        parsed.detail =
            std::to_string(text.size()) + " bytes, more than " + std::to_string(maxBytes);
        return parsed;
    }
    try {
        parsed.value = common::json::parseObject(text);
    } catch (const common::json::ParseError &error) {
        parsed.problem = classify(error.message);
        parsed.detail = error.message;
    }
    return parsed;
}

} // namespace net::json
