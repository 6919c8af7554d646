// Razzia's words on a network table (docs/network.md): a seat's state, an event and a decision
// as JSON, written by the host and read back, strictly, by a client. A client's computer player
// decides from the seat state it reads exactly as the host's own computer player would from the
// game itself: the same SeatView answers, the same known() game for its sampler (R6).
#pragma once

#include "game.h"

#include <nlohmann/json.hpp>

#include <string>

namespace razzia::wire {

// What `seat` may know of `game`: Game::knownTo(seat) with the marks a SeatView needs and
// knownTo drops: which other seats have chosen a card (R4; never which card), and that the
// dealer holds a last bill (R3.3; never which: it is one of the sorted unseen bills).
nlohmann::json seatState(const Game &game, int seat);
// The game a client rebuilds from seatState(): its view(seat) answers as the host's game's
// view(seat) did. False, with `error`, for anything out of range or missing: a host is not
// trusted either.
bool readSeatState(const nlohmann::json &json, int &seat, Game &out, std::string &error);

nlohmann::json eventJson(const Event &event);
bool readEvent(const nlohmann::json &json, Event &out, std::string &error);

// {"kind":"bill","bar":B} | {"kind":"play","card":C} | {"kind":"propose","shares":[[n per
// denomination] per seat]} | {"kind":"answer","accept":b}; bars and cards by their indices
// and codes (cards.h).
nlohmann::json decisionJson(const Decision &decision, int players);
bool readDecision(const nlohmann::json &json, int players, Decision &out, std::string &error);

} // namespace razzia::wire
