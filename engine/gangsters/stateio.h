// gangsters-state/1 (GA14.2) and the JSON of choices and decisions (GA14.1).
#pragma once

#include "decision.h"
#include "strictjson.h"

#include <stdexcept>

namespace gangsters::io {

using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;

// A refusal of an input: `what` is one line that names the field.
struct FormatError : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

// Helpers that name the field in every message: path "state.gangs[1].money".
const Json &field(const Json &object, const char *key, const std::string &path);
const Json *optionalField(const Json &object, const char *key, const std::string &path);
int intField(const Json &value, const std::string &path, int min, int max);
[[noreturn]] void refuse(const std::string &path, const std::string &why);

State readState(const Json &json, const std::string &path);
OrderedJson writeState(const State &state);

std::string locName(Loc l);
Loc readLoc(const Json &value, const std::string &path);
OrderedJson writeChar(CharRef c);
CharRef readChar(const Json &value, const std::string &path, int gangs);

// A decision's choice as GA14.1 writes it, and back; reading checks only the shape, the
// legality is the engine's.
OrderedJson writeChoice(DecisionType type, const Choice &choice);
Choice readChoice(DecisionType type, const Json &value, const std::string &path, int gangs);
DecisionType readDecisionType(const Json &value, const std::string &path);
OrderedJson writeDecision(const Decision &decision);

} // namespace gangsters::io
