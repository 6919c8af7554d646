// Speak Easy's words on a network table (docs/network.md): a seat's view, an event and a
// decision as JSON, written by the host and read back, strictly, by a client, whose computer
// player then decides from the same SeatView the host's own would (SE7).
#pragma once

#include "events.h"
#include "seatview.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace speakeasy::wire {

// The view as it is: the known board (an unknown identity is null, SE7), the history it holds.
nlohmann::json viewJson(const SeatView &view);
std::optional<SeatView> readView(const nlohmann::json &json, std::string &error);

nlohmann::json eventJson(const Event &event);
bool readEvent(const nlohmann::json &json, Event &out, std::string &error);

// {"kind":"setup","layout":[60 kinds or null]} | {"kind":"move","from":s,"to":s} |
// {"kind":"offer-draw"} | {"kind":"answer-draw","accept":b} | {"kind":"resign"}; kinds by
// their ids (pieces.h), squares by index.
nlohmann::json decisionJson(const Decision &decision);
bool readDecision(const nlohmann::json &json, Decision &out, std::string &error);

} // namespace speakeasy::wire
