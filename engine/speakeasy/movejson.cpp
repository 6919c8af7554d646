#include "movejson.h"

#include "common/escape.h"
#include "common/jsonfield.h"
#include "common/jsonwriter.h"
#include "speakeasy/scenario.h"

#include <vector>

namespace speakeasy::io {

using common::json::Field;
using common::json::FieldError;
using common::json::Ordered;

namespace {

Position readPosition(const Field &doc)
{
    Position p;
    for (const auto &[name, piece] : doc.member("board").members("an object of pieces")) {
        const auto square = squareFromName(name);
        if (!square)
            piece.fail("not a square of the board (SE2.1)");
        const std::vector<Field> parts = piece.items("[owner, kind]", 2);
        const int owner = parts[0].integer(0, 1);
        const std::string &id = parts[1].string("a kind of piece");
        const auto kind = kindFromId(id);
        if (!kind)
            parts[1].fail("unknown kind " + common::quoted(id) + " (SE1.1)");
        p.place(*square, owner, *kind);
    }
    p.setToMove(doc.member("to_move").integer(0, 1));
    p.setQuietPlies(doc.member("quiet_plies").integer(0, kQuietPlyLimit - 1));
    if (std::string error = positionError(p); !error.empty())
        throw FieldError{std::move(error)};
    return p;
}

Ordered boardJson(const Position &p, Bits unknown = 0)
{
    Ordered board = Ordered::object();
    for (Bits b = p.occupied(); b; b &= b - 1) {
        const Square s = lowest(b);
        board[squareName(s)] = {p.ownerAt(s), (unknown & bit(s)) ? std::string_view("unknown")
                                                                 : kindId(p.kindAt(s))};
    }
    return board;
}

void addEnd(Ordered &doc, const End &end)
{
    doc["status"] = statusId(end.status);
    doc["winner"] = end.status == Status::Won ? Ordered(int(end.winner)) : Ordered(nullptr);
    doc["reason"] = end.reason == Reason::None ? Ordered(nullptr) : Ordered(reasonId(end.reason));
}

Ordered movesJson(const auto &moves)
{
    Ordered out = Ordered::array();
    for (const Move m : moves)
        out.push_back(moveName(m));
    return out;
}

Output refusal(const std::string &shownPath, const std::string &error)
{
    Output out;
    out.status = 2;
    out.error = shownPath + ": " + error;
    return out;
}

} // namespace

bool readMoveScenario(const common::json::Value &document, bool requireMove, Position &position,
                      std::optional<Move> &move, std::string &error)
{
    try {
        const Field doc(document);
        doc.member("format").requireString("speakeasy-move/1");
        position = readPosition(doc);
        move.reset();
        const Field moveField = doc.member("move");
        if (moveField.present() || requireMove) {
            const std::string &text = moveField.string("a move \"from-to\"");
            move = moveFromName(text);
            if (!move)
                moveField.fail(common::quoted(text) +
                               " is not two squares of the board, \"from-to\" (SE4.6)");
        }
        return true;
    } catch (const FieldError &e) {
        error = e.message;
        return false;
    }
}

bool parseMoveScenario(std::string_view json, bool requireMove, Position &position,
                       std::optional<Move> &move, std::string &error)
{
    try {
        return readMoveScenario(common::json::parseObject(json), requireMove, position, move,
                                error);
    } catch (const common::json::ParseError &e) {
        error = e.message;
        return false;
    }
}

std::string moveResultJson(const Position &after, const std::optional<Confrontation> &met)
{
    Ordered doc = Ordered::object();
    doc["format"] = "speakeasy-move-result/1";
    doc["legal"] = true;
    if (met) {
        doc["confrontation"] = {{"attacker", kindId(met->attacker)},
                                {"defender", kindId(met->defender)},
                                {"outcome", outcomeId(met->outcome)}};
    } else {
        doc["confrontation"] = nullptr;
    }
    doc["board"] = boardJson(after);
    doc["to_move"] = after.toMove();
    doc["quiet_plies"] = after.quietPlies();
    addEnd(doc, after.end());
    return common::json::dump(doc, {"confrontation", "board.*"});
}

std::string illegalMoveJson()
{
    const Ordered doc = {{"format", "speakeasy-move-result/1"}, {"legal", false}};
    return common::json::dump(doc, {""});
}

std::string legalMovesJson(const MoveSet &moves)
{
    Ordered list = Ordered::array();
    for (int i = 0; i < moves.count(); ++i)
        list.push_back(moveName(moves.at(i)));
    Ordered doc = Ordered::object();
    doc["format"] = "speakeasy-legal/1";
    doc["moves"] = std::move(list);
    return common::json::dump(doc, {"moves"});
}

std::string viewJson(const SeatView &view)
{
    Ordered confrontations = Ordered::array();
    for (const SeenConfrontation &c : view.confrontations()) {
        confrontations.push_back({{"ply", c.ply + 1},
                                  {"attacker", kindId(c.fight.attacker)},
                                  {"defender", kindId(c.fight.defender)},
                                  {"outcome", outcomeId(c.fight.outcome)}});
    }
    Ordered doc = Ordered::object();
    doc["format"] = "speakeasy-view/1";
    doc["seat"] = view.seat();
    doc["to_move"] = view.toMove();
    doc["quiet_plies"] = view.quietPlies();
    doc["board"] = boardJson(view.knownBoard(), view.unknown());
    doc["moves"] = movesJson(view.moves());
    doc["confrontations"] = std::move(confrontations);
    return common::json::dump(doc, {"board.*", "moves", "confrontations[]"});
}

Output resolveDocument(const std::string &shownPath, const common::json::Value &document)
{
    Position position;
    std::optional<Move> move;
    std::string error;
    if (!readMoveScenario(document, true, position, move, error))
        return refusal(shownPath, error);
    Output out;
    if (!position.isLegal(*move)) {
        out.out = illegalMoveJson();
        return out;
    }
    const std::optional<Confrontation> met = position.play(*move);
    out.out = moveResultJson(position, met);
    return out;
}

Output legalMoves(const std::string &shownPath, const common::json::Value &document)
{
    Position position;
    std::optional<Move> move;
    std::string error;
    if (!readMoveScenario(document, false, position, move, error))
        return refusal(shownPath, error);
    Output out;
    out.out = legalMovesJson(position.legalMoves());
    return out;
}

} // namespace speakeasy::io
