#include "record.h"

#include "layout.h"

namespace speakeasy {

namespace {

std::string describe(const End &e)
{
    if (e.status == Status::Ongoing)
        return "not over";
    std::string out(statusId(e.status));
    if (e.status == Status::Won)
        out += " by seat " + std::to_string(e.winner);
    return out + " (" + std::string(reasonId(e.reason)) + ")";
}

} // namespace

GameRecord recordOf(const Game &game, uint64_t seed, const std::array<PlayerInfo, kSeats> &players)
{
    GameRecord r;
    r.seed = seed;
    r.players = players;
    r.first = game.first();
    r.setups = {game.layout(0), game.layout(1)};
    r.moves = game.moves();
    r.finished = game.over();
    if (r.finished)
        r.end = game.end();
    else
        r.draws = game.draws(); // SE8: a running game's offers, for Continue
    return r;
}

std::string replay(const GameRecord &record, std::optional<Game> &game)
{
    game.reset();
    for (int seat = 0; seat < kSeats; ++seat) {
        if (std::string error = layoutError(seat, record.setups[size_t(seat)]); !error.empty())
            return "setups[" + std::to_string(seat) + "]." + error;
    }
    Game g(record.setups[0], record.setups[1], record.first);
    for (size_t i = 0; i < record.moves.size(); ++i) {
        const std::string field =
            "moves[" + std::to_string(i) + "]: ply " + std::to_string(i + 1) + ": ";
        const Move m = record.moves[i];
        if (g.over())
            return field + moveName(m) + " after the end of the game (" + describe(g.end()) +
                   " at ply " + std::to_string(i) + ")";
        if (!g.play(m))
            return field + moveName(m) + " is not a legal move for seat " +
                   std::to_string(g.position().toMove()) + " (SE4)";
    }
    const bool endedByMoves = g.over();
    if (!record.finished) {
        if (endedByMoves)
            return "finished: false, but ply " + std::to_string(record.moves.size()) +
                   " ended the game (" + describe(g.end()) + ")";
        if (record.end)
            return "end: present in a game that is not finished (SE8.4)";
        game.emplace(std::move(g));
        return {};
    }
    if (!record.end)
        return "end: missing in a finished game (SE8.4)";
    const End &e = *record.end;
    if (endedByMoves) {
        if (e != g.end())
            return "end: the record says " + describe(e) + ", the moves give " + describe(g.end());
    } else if (e.reason == Reason::Resign && e.status == Status::Won &&
               (e.winner == 0 || e.winner == 1)) {
        g.decide(1 - e.winner, Decision::resign());
    } else if (e.reason == Reason::Agreement && e.status == Status::Drawn && e.winner < 0) {
        const int offering = g.position().toMove();
        g.decide(offering, Decision::offerDraw());
        g.decide(1 - offering, Decision::answerDraw(true));
    } else {
        return "end: the record says " + describe(e) + ", but the moves do not end the game " +
               "and only a resignation or an agreed draw may end it there (SE8.4)";
    }
    game.emplace(std::move(g));
    return {};
}

std::string drawsError(const GameRecord &record)
{
    int last = -1;
    for (size_t i = 0; i < record.draws.size(); ++i) {
        const std::string field = "draws[" + std::to_string(i) + "]: ";
        const DrawOffer &draw = record.draws[i];
        if (record.finished)
            return field + "a finished game keeps no draws";
        if (draw.ply <= last || size_t(draw.ply) > record.moves.size())
            return field + "ply " + std::to_string(draw.ply) +
                   " is not after the offer before it and within the moves (SE6.4)";
        if (!draw.declined &&
            (i + 1 < record.draws.size() || size_t(draw.ply) != record.moves.size()))
            return field + "only the last offer, at the last ply, waits for its answer";
        last = draw.ply;
    }
    return {};
}

std::vector<Reseed> resumeReseeds(const GameRecord &record, uint64_t freshSeed)
{
    const int ply = int(record.moves.size());
    std::vector<Reseed> reseeds;
    for (const Reseed &reseed : record.reseeds)
        if (reseed.ply < ply)
            reseeds.push_back(reseed);
    reseeds.push_back({ply, freshSeed});
    return reseeds;
}

} // namespace speakeasy
