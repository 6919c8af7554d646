// Shared by tst_ga_cityview and gangsters_city_shots: real positions of Gangsters, reached by
// a seeded game whose seats all answer from outside.
#pragma once

#include "gangsters/session.h"

#include <functional>
#include <random>

namespace gangsters::test {

// A four-gang game answered at random by the test until `stop` holds for its pending point.
struct Game
{
    Session session;
    bool found = false;
};

inline void play(Game &game, uint64_t seed,
                 const std::function<bool(const State &, const Point &)> &stop, int gangs = 4)
{
    Session::Setup setup;
    setup.seed = seed;
    setup.gangs = gangs;
    for (int i = 0; i < gangs; ++i)
        setup.seats.push_back({std::string(1, char('a' + i)), "human", "random"});
    game.session.start(setup);
    std::mt19937 pick{unsigned(seed)};
    for (Session::Stop s = game.session.playOn(); s.what == Session::Stop::Outside;
         s = game.session.playOn()) {
        const Point &point = *game.session.pending();
        if (stop(game.session.state(), point)) {
            game.found = true;
            return;
        }
        const Choice c = point.options[std::uniform_int_distribution<int>(0, point.size - 1)(pick)];
        if (game.session.decide(s.seat, {point.type, point.seat, c}) != Refusal::None)
            return;
    }
}

} // namespace gangsters::test
