// Speak Easy's public formats as JSON (SE8), without Qt: move scenarios and their results
// (SE8.2), legal move lists (SE8.3) and seat views (SE8.5). Records are in recordjson.h.
#pragma once

#include "common/json.h"
#include "speakeasy/seatview.h"

#include <optional>
#include <string>
#include <string_view>

namespace speakeasy::io {

// A speakeasy-move/1 document (SE8.2): the position, checked by positionError(), and the move
// when present. A move string that does not name two squares is refused; `requireMove` makes
// its absence a refusal too. False with one line "field: what is wrong" in `error`.
bool readMoveScenario(const common::json::Value &document, bool requireMove, Position &position,
                      std::optional<Move> &move, std::string &error);
// The same from the text of the document, malformed JSON and duplicate keys refused (SE8.4a).
bool parseMoveScenario(std::string_view json, bool requireMove, Position &position,
                       std::optional<Move> &move, std::string &error);

// speakeasy-move-result/1 for a legal move, `after` the position it leads to.
std::string moveResultJson(const Position &after, const std::optional<Confrontation> &met);
// speakeasy-move-result/1 for an illegal move.
std::string illegalMoveJson();
// speakeasy-legal/1: every move of the set, in SE8.3 order.
std::string legalMovesJson(const MoveSet &moves);
// speakeasy-view/1 (SE8.5). Confrontations carry their 1-based ply.
std::string viewJson(const SeatView &view);

// What `razzia-cli resolve FILE` and `razzia-cli legal FILE` do with a Speak Easy scenario:
// status 0 with the JSON in `out`, or status 2 with one line "PATH: field: what is wrong" in
// `error` and `out` empty. `shownPath` is the path as messages show it, escaped.
struct Output
{
    int status = 0;
    std::string out;
    std::string error;
};
Output resolveDocument(const std::string &shownPath, const common::json::Value &document);
Output legalMoves(const std::string &shownPath, const common::json::Value &document);

} // namespace speakeasy::io
