#include "netjson.h"

#include "common/jsonfields.h"

#include <stdexcept>

namespace speakeasy {

using Json = nlohmann::json;

namespace {

// The members a message must hold, read as every game's messages are (common/jsonfields.h).
using namespace common::json::fields;
using Fault = FieldFault;

// Bits as 16 hex digits: 64-bit integers are not every JSON reader's.
Json bitsJson(Bits bits)
{
    static const char digits[] = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, bits >>= 4)
        out[size_t(i)] = digits[bits & 15];
    return out;
}

Bits readBits(const Json &object, const char *key)
{
    const Json &value = member(object, key);
    if (!value.is_string() || value.get_ref<const std::string &>().size() != 16)
        throw Fault(std::string(key) + ": expected 16 hex digits");
    Bits bits = 0;
    for (const char c : value.get_ref<const std::string &>()) {
        const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
        if (digit < 0)
            throw Fault(std::string(key) + ": expected 16 hex digits");
        bits = (bits << 4) | Bits(digit);
    }
    if (kSquares < 64 && (bits >> kSquares) != 0)
        throw Fault(std::string(key) + ": a square past the board");
    return bits;
}

Json kindJson(Kind kind)
{
    return kind == Kind::None ? Json(nullptr) : Json(std::string(kindId(kind)));
}

Kind readKind(const Json &value, const char *what)
{
    if (value.is_null())
        return Kind::None;
    if (!value.is_string())
        throw Fault(std::string(what) + ": expected a kind");
    const std::optional<Kind> kind = kindFromId(value.get<std::string>());
    if (!kind)
        throw Fault(std::string(what) + ": unknown kind");
    return *kind;
}

Square readSquare(const Json &value, const char *what)
{
    return Square(intValue(value, what, 0, kSquares - 1));
}

Json endJson(const End &end)
{
    return {int(end.status), end.winner, int(end.reason)};
}

End readEnd(const Json &object, const char *key)
{
    const Json &value = list(object, key, 3);
    if (value.size() != 3)
        throw Fault(std::string(key) + ": expected [status, winner, reason]");
    End end;
    end.status = Status(intValue(value[0], key, 0, int(Status::Drawn)));
    end.winner = int8_t(intValue(value[1], key, -1, kSeats - 1));
    end.reason = Reason(intValue(value[2], key, 0, int(Reason::Agreement)));
    return end;
}

Json fightJson(const Confrontation &fight)
{
    return {kindJson(fight.attacker), kindJson(fight.defender), int(fight.outcome)};
}

Confrontation readFight(const Json &value, const char *what)
{
    if (!value.is_array() || value.size() != 3)
        throw Fault(std::string(what) + ": expected [attacker, defender, outcome]");
    return {readKind(value[0], what), readKind(value[1], what),
            Outcome(intValue(value[2], what, 0, int(Outcome::SpeakeasyTaken)))};
}

Json layoutJson(const Layout &layout)
{
    Json out = Json::array();
    for (const Kind kind : layout.at)
        out.push_back(kindJson(kind));
    return out;
}

Layout readLayout(const Json &object, const char *key)
{
    const Json &value = list(object, key, kSquares);
    if (value.size() != size_t(kSquares))
        throw Fault(std::string(key) + ": expected one entry a square");
    Layout layout;
    for (int s = 0; s < kSquares; ++s)
        layout.at[size_t(s)] = readKind(value[size_t(s)], key);
    return layout;
}

template<typename Read> bool reading(std::string &error, Read &&read)
{
    try {
        read();
        return true;
    } catch (const Fault &fault) {
        error = fault.what();
        return false;
    }
}

} // namespace

// SeatView's fields: the only code besides the Game that fills them.
class WireCodec
{
public:
    static Json write(const SeatView &v)
    {
        Json pieces = Json::array();
        const Position &board = v.m_board;
        for (Bits b = board.occupied(); b; b &= b - 1) {
            const Square s = lowest(b);
            pieces.push_back({int(s), board.ownerAt(s), kindJson(board.kindAt(s))});
        }
        Json moves = Json::array(), confrontations = Json::array();
        for (const Move &m : v.m_moves)
            moves.push_back({int(m.from), int(m.to)});
        for (const SeenConfrontation &c : v.m_confrontations)
            confrontations.push_back({c.ply, fightJson(c.fight)});
        return {{"seat", v.m_seat},
                {"phase", int(v.m_phase)},
                {"toMove", board.toMove()},
                {"quietPlies", board.quietPlies()},
                {"end", endJson(board.end())},
                {"pieces", pieces},
                {"unknown", bitsJson(v.m_unknown)},
                {"moved", bitsJson(v.m_moved)},
                {"turned", bitsJson(v.m_turned)},
                {"unknownCounts", v.m_unknownCounts},
                {"moves", moves},
                {"confrontations", confrontations},
                {"drawDeclined", v.m_drawDeclined}};
    }

    static SeatView read(const Json &json)
    {
        SeatView v;
        v.m_seat = integer(json, "seat", 0, kSeats - 1);
        v.m_phase = Phase(integer(json, "phase", 0, int(Phase::Over)));
        v.m_board.setToMove(integer(json, "toMove", 0, kSeats - 1));
        v.m_board.setQuietPlies(integer(json, "quietPlies", 0, 255));
        Square last = 0;
        bool first = true;
        for (const Json &piece : list(json, "pieces", 2 * kPiecesPerSide)) {
            if (!piece.is_array() || piece.size() != 3)
                throw Fault("pieces: expected [square, owner, kind]");
            const Square s = readSquare(piece[0], "pieces");
            if (!first && s <= last)
                throw Fault("pieces: expected squares in increasing order");
            first = false;
            last = s;
            v.m_board.place(s, intValue(piece[1], "pieces", 0, kSeats - 1),
                            readKind(piece[2], "pieces"));
        }
        v.m_board.setEnd(readEnd(json, "end"));
        v.m_unknown = readBits(json, "unknown");
        v.m_moved = readBits(json, "moved");
        v.m_turned = readBits(json, "turned");
        const Json &counts = list(json, "unknownCounts", kKinds);
        if (counts.size() != size_t(kKinds))
            throw Fault("unknownCounts: expected one count a kind");
        for (int k = 0; k < kKinds; ++k)
            v.m_unknownCounts[size_t(k)] =
                uint8_t(intValue(counts[size_t(k)], "unknownCounts", 0, kCount[size_t(k)]));
        // SE6.3's quiet limit bounds a game's length well under this.
        for (const Json &m : list(json, "moves", 1000)) {
            if (!m.is_array() || m.size() != 2)
                throw Fault("moves: expected [from, to]");
            v.m_moves.push_back({readSquare(m[0], "moves"), readSquare(m[1], "moves")});
        }
        for (const Json &c : list(json, "confrontations", 1000)) {
            if (!c.is_array() || c.size() != 2)
                throw Fault("confrontations: expected [ply, fight]");
            v.m_confrontations.push_back(
                {intValue(c[0], "confrontations", 0, 100000), readFight(c[1], "confrontations")});
        }
        v.m_drawDeclined = flag(json, "drawDeclined");
        return v;
    }
};

namespace wire {

Json viewJson(const SeatView &view)
{
    return WireCodec::write(view);
}

std::optional<SeatView> readView(const Json &json, std::string &error)
{
    std::optional<SeatView> view;
    if (!reading(error, [&] { view = WireCodec::read(json); }))
        return std::nullopt;
    return view;
}

Json eventJson(const Event &e)
{
    return {{"kind", int(e.kind)},
            {"seat", e.seat},
            {"privateTo", e.privateTo},
            {"ply", e.ply},
            {"move", {int(e.move.from), int(e.move.to)}},
            {"fight", fightJson(e.fight)},
            {"end", endJson(e.end)},
            // The layout is set-up's only, and private to its seat (SE3.6).
            {"layout", e.kind == EventKind::SetUpChosen ? layoutJson(e.layout) : Json(nullptr)}};
}

bool readEvent(const Json &json, Event &e, std::string &error)
{
    return reading(error, [&] {
        e = Event();
        e.kind = EventKind(integer(json, "kind", 0, int(EventKind::GameOver)));
        e.seat = int8_t(integer(json, "seat", -1, kSeats - 1));
        e.privateTo = int8_t(integer(json, "privateTo", -1, kSeats - 1));
        e.ply = int16_t(integer(json, "ply", 0, 32767));
        const Json &move = list(json, "move", 2);
        if (move.size() != 2)
            throw Fault("move: expected [from, to]");
        e.move = {Square(intValue(move[0], "move", 0, 255)),
                  Square(intValue(move[1], "move", 0, 255))};
        e.fight = readFight(member(json, "fight"), "fight");
        e.end = readEnd(json, "end");
        if (!member(json, "layout").is_null())
            e.layout = readLayout(json, "layout");
    });
}

Json decisionJson(const Decision &d)
{
    switch (d.kind) {
    case DecisionKind::SetUp:
        return {{"kind", "setup"}, {"layout", layoutJson(d.layout)}};
    case DecisionKind::Move:
        return {{"kind", "move"}, {"from", int(d.move.from)}, {"to", int(d.move.to)}};
    case DecisionKind::OfferDraw:
        return {{"kind", "offer-draw"}};
    case DecisionKind::AnswerDraw:
        return {{"kind", "answer-draw"}, {"accept", d.accept}};
    case DecisionKind::Resign:
        return {{"kind", "resign"}};
    }
    return {};
}

bool readDecision(const Json &json, Decision &out, std::string &error)
{
    return reading(error, [&] {
        const Json &kind = member(json, "kind");
        const auto only = [&](size_t members) {
            if (json.size() != members)
                throw Fault("a decision holds \"kind\" and its own members only");
        };
        if (kind == "setup") {
            only(2);
            out = Decision::setUp(readLayout(json, "layout"));
        } else if (kind == "move") {
            only(3);
            out = Decision::play(
                {readSquare(member(json, "from"), "from"), readSquare(member(json, "to"), "to")});
        } else if (kind == "offer-draw") {
            only(1);
            out = Decision::offerDraw();
        } else if (kind == "answer-draw") {
            only(2);
            out = Decision::answerDraw(flag(json, "accept"));
        } else if (kind == "resign") {
            only(1);
            out = Decision::resign();
        } else {
            throw Fault("kind: expected setup, move, offer-draw, answer-draw or resign");
        }
    });
}

} // namespace wire

} // namespace speakeasy
