#include "recordjson.h"

#include "common/escape.h"
#include "common/jsonfield.h"
#include "common/jsonwriter.h"
#include "speakeasy/levels.h"

#include <algorithm>
#include <charconv>

namespace speakeasy::io {

using common::json::Field;
using common::json::Ordered;

namespace {

Ordered setupJson(const Layout &layout)
{
    Ordered out = Ordered::object();
    for (Square s = 0; s < kSquares; ++s) {
        if (layout.at[s] != Kind::None)
            out[squareName(s)] = kindId(layout.at[s]);
    }
    return out;
}

// SE8.4: the seed as its decimal digits, nothing before, after or in between.
uint64_t readSeed(const Field &field)
{
    const std::string &text = field.string("a decimal string");
    uint64_t seed = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (ec != std::errc() || end != text.data() + text.size() || text != std::to_string(seed))
        field.expected("a decimal string of a 64-bit seed");
    return seed;
}

PlayerInfo readPlayer(const Field &field)
{
    field.requireObject("a player object");
    PlayerInfo p;
    p.name = field.member("name").string();
    const Field kind = field.member("kind");
    p.kind = kind.string();
    if (p.kind != "human" && p.kind != "ai")
        kind.expected("\"human\" or \"ai\"");
    if (const Field level = field.member("level"); level.present()) {
        p.level = level.string();
        // Issue 29: a level no seat plays would be played as another one without a word.
        const auto names = levelNames();
        if (std::find(names.begin(), names.end(), p.level) == names.end()) {
            std::string known;
            for (const std::string_view name : names)
                known += (known.empty() ? "" : ", ") + std::string(name);
            level.fail("unknown AI level " + common::quoted(p.level) + "; the levels are " + known);
        }
    }
    return p;
}

Layout readSetup(const Field &field)
{
    Layout layout;
    for (const auto &[name, kindField] : field.members("an object of pieces")) {
        const auto square = squareFromName(name);
        if (!square)
            kindField.fail("not a square of the board (SE2.1)");
        const std::string &id = kindField.string("a kind of piece");
        const auto kind = kindFromId(id);
        if (!kind)
            kindField.fail("unknown kind " + common::quoted(id) + " (SE1.1)");
        layout.at[*square] = *kind;
    }
    return layout;
}

Reason readReason(const Field &field)
{
    const std::string &id = field.string("an end reason");
    for (int r = int(Reason::Speakeasy); r <= int(Reason::Agreement); ++r) {
        if (id == reasonId(Reason(r)))
            return Reason(r);
    }
    field.expected("one of speakeasy, no_legal_move, no_legal_move_both, quiet_plies, resign, "
                   "agreement");
}

End readEnd(const Field &field)
{
    field.requireObject("an end object");
    End end;
    const Field status = field.member("status");
    const std::string &statusText = status.string();
    if (statusText == "won")
        end.status = Status::Won;
    else if (statusText == "drawn")
        end.status = Status::Drawn;
    else
        status.expected("\"won\" or \"drawn\"");
    const Field winner = field.member("winner");
    if (end.status == Status::Won)
        end.winner = int8_t(winner.integer(0, 1));
    else if (winner.present() && !winner.isNull())
        winner.fail("a drawn game has no winner (SE8.4a)");
    end.reason = readReason(field.member("reason"));
    if (end.reason == Reason::Resign) {
        const Field by = field.member("by");
        if (by.integer(0, 1) != 1 - end.winner)
            by.fail("the seat that resigned is the loser, " + std::to_string(1 - end.winner) +
                    " (SE8.4a)");
    }
    return end;
}

void readFields(const Field &doc, GameRecord &record, bool *seeded)
{
    doc.member("format").requireString("speakeasy-game/1");
    GameRecord r;
    const Field seed = doc.member("seed");
    if (seeded)
        *seeded = seed.present();
    if (!seeded || *seeded)
        r.seed = readSeed(seed);
    const std::vector<Field> players = doc.member("players").items("an array of 2 players", 2);
    for (int seat = 0; seat < kSeats; ++seat)
        r.players[size_t(seat)] = readPlayer(players[size_t(seat)]);
    r.first = doc.member("first").integer(0, 1);
    const std::vector<Field> setups = doc.member("setups").items("an array of 2 setups", 2);
    for (int seat = 0; seat < kSeats; ++seat)
        r.setups[size_t(seat)] = readSetup(setups[size_t(seat)]);
    const std::vector<Field> moves = doc.member("moves").items("an array of moves");
    for (size_t i = 0; i < moves.size(); ++i) {
        const std::string &text = moves[i].string("a move \"from-to\"");
        const auto m = moveFromName(text);
        if (!m)
            moves[i].fail("ply " + std::to_string(i + 1) + ": " + common::quoted(text) +
                          " is not two squares of the board, \"from-to\" (SE4.6)");
        r.moves.push_back(*m);
    }
    r.finished = doc.member("finished").boolean();
    if (const Field end = doc.member("end"); end.present())
        r.end = readEnd(end);
    if (const Field reseeds = doc.member("reseeds"); reseeds.present()) {
        int last = -1;
        for (const Field &item : reseeds.items("an array of reseeds")) {
            item.requireObject("a reseed {\"ply\", \"seed\"}");
            Reseed reseed;
            const Field ply = item.member("ply");
            reseed.ply = ply.integer(0, int(r.moves.size()));
            if (reseed.ply <= last)
                ply.fail("each reseed is for a later ply than the one before");
            last = reseed.ply;
            reseed.seed = readSeed(item.member("seed"));
            r.reseeds.push_back(reseed);
        }
    }
    if (const Field tags = doc.member("tags"); tags.present()) {
        if (r.finished)
            tags.fail("a finished game keeps no tags");
        const std::vector<Field> seats = tags.items("an array of 2 objects of tags", 2);
        for (int seat = 0; seat < kSeats; ++seat) {
            for (const auto &[name, kindField] :
                 seats[size_t(seat)].members("an object of tags, square to kind")) {
                const auto square = squareFromName(name);
                if (!square)
                    kindField.fail("not a square of the board (SE2.1)");
                const std::string &id = kindField.string("a kind of piece");
                const auto kind = kindFromId(id);
                if (!kind)
                    kindField.fail("unknown kind " + common::quoted(id) + " (SE1.1)");
                r.tags[size_t(seat)].emplace_back(*square, *kind);
            }
        }
    }
    if (const Field held = doc.member("formations"); held.present()) {
        if (r.finished)
            held.fail("a finished game holds no formations");
        const std::vector<Field> seats = held.items("an array of 2 objects of formations", 2);
        for (int seat = 0; seat < kSeats; ++seat)
            for (const auto &[name, ranks] :
                 seats[size_t(seat)].members("an object of formations, name to ranks"))
                r.formations[size_t(seat)].emplace_back(name, ranks.string("a formation's ranks"));
    }
    if (const Field draws = doc.member("draws"); draws.present()) {
        for (const Field &item : draws.items("an array of draw offers")) {
            item.requireObject("a draw offer {\"ply\", \"declined\"}");
            DrawOffer draw;
            draw.ply = item.member("ply").integer(0, int(r.moves.size()));
            draw.declined = item.member("declined").boolean();
            r.draws.push_back(draw);
        }
        if (std::string error = drawsError(r); !error.empty())
            throw common::json::FieldError{std::move(error)}; // it names draws[i]
    }
    if (const Field clock = doc.member("clock"); clock.present()) {
        if (r.finished)
            clock.fail("a finished game keeps no clock");
        const std::string expected = "the allowance and each seat's time left, in milliseconds";
        r.clock = clock.integers(expected, 3);
        for (const int32_t ms : r.clock)
            if (ms < 0 || ms > r.clock[0])
                clock.expected(expected);
    }
    record = std::move(r);
}

} // namespace

std::string recordToJson(const GameRecord &record)
{
    Ordered players = Ordered::array();
    for (const PlayerInfo &p : record.players) {
        Ordered player = {{"name", p.name}, {"kind", p.kind}};
        if (!p.level.empty())
            player["level"] = p.level;
        players.push_back(std::move(player));
    }
    Ordered setups = Ordered::array();
    for (const Layout &layout : record.setups)
        setups.push_back(setupJson(layout));
    Ordered moves = Ordered::array();
    for (const Move m : record.moves)
        moves.push_back(moveName(m));
    Ordered doc = Ordered::object();
    doc["format"] = "speakeasy-game/1";
    doc["seed"] = std::to_string(record.seed);
    doc["players"] = std::move(players);
    doc["first"] = record.first;
    doc["setups"] = std::move(setups);
    doc["moves"] = std::move(moves);
    if (record.end) {
        const End &e = *record.end;
        Ordered end = Ordered::object();
        end["status"] = statusId(e.status);
        if (e.status == Status::Won)
            end["winner"] = int(e.winner);
        end["reason"] = reasonId(e.reason);
        if (e.reason == Reason::Resign)
            end["by"] = 1 - e.winner;
        doc["end"] = std::move(end);
    }
    doc["finished"] = record.finished;
    if (!record.reseeds.empty()) {
        Ordered reseeds = Ordered::array();
        for (const Reseed &reseed : record.reseeds)
            reseeds.push_back({{"ply", reseed.ply}, {"seed", std::to_string(reseed.seed)}});
        doc["reseeds"] = std::move(reseeds);
    }
    if (!record.finished && (!record.tags[0].empty() || !record.tags[1].empty())) {
        Ordered tags = Ordered::array();
        for (const auto &seatTags : record.tags) {
            Ordered seat = Ordered::object();
            for (const auto &[square, kind] : seatTags)
                seat[squareName(square)] = kindId(kind);
            tags.push_back(std::move(seat));
        }
        doc["tags"] = std::move(tags);
    }
    if (!record.finished && (!record.formations[0].empty() || !record.formations[1].empty())) {
        Ordered held = Ordered::array();
        for (const auto &seatFormations : record.formations) {
            Ordered seat = Ordered::object();
            for (const auto &[name, ranks] : seatFormations)
                seat[name] = ranks;
            held.push_back(std::move(seat));
        }
        doc["formations"] = std::move(held);
    }
    if (!record.finished && !record.clock.empty())
        doc["clock"] = record.clock;
    if (!record.finished && !record.draws.empty()) {
        Ordered draws = Ordered::array();
        for (const DrawOffer &draw : record.draws)
            draws.push_back({{"ply", draw.ply}, {"declined", draw.declined}});
        doc["draws"] = std::move(draws);
    }
    return common::json::dump(
        doc, {"players[]", "setups[]", "moves", "end", "reseeds[]", "tags[]", "clock", "draws[]"});
}

bool readRecord(const common::json::Value &document, GameRecord &record, std::string &error,
                bool *seeded)
{
    try {
        readFields(Field(document), record, seeded);
        return true;
    } catch (const common::json::FieldError &e) {
        error = e.message;
        return false;
    }
}

bool parseRecord(std::string_view json, GameRecord &record, std::string &error)
{
    try {
        return readRecord(common::json::parseObject(json, kWholeGameLists), record, error);
    } catch (const common::json::ParseError &e) {
        error = e.message;
        return false;
    }
}

bool loadRecord(std::string_view json, GameRecord &record, std::optional<Game> &game,
                std::string &error)
{
    if (!parseRecord(json, record, error))
        return false;
    error = replay(record, game);
    return error.empty();
}

} // namespace speakeasy::io
