#include "match.h"

#include "layout.h"

namespace speakeasy {

int firstPlayer(uint64_t seed)
{
    common::Rng rng(common::streamSeed(seed, uint64_t(Stream::FirstPlayer)));
    return int(rng.below(2));
}

uint64_t seatSeed(uint64_t seed, int seat)
{
    return common::streamSeed(seed, uint64_t(Stream::Seat), uint64_t(seat));
}

Match::Match(uint64_t seed, Policy &south, Policy &north) : m_seed(seed), m_seats{&south, &north} {}

std::string Match::setUp()
{
    std::array<Layout, kSeats> layouts;
    for (int seat = 0; seat < kSeats; ++seat) {
        layouts[size_t(seat)] = m_seats[size_t(seat)]->layout(seat);
        if (std::string error = layoutError(seat, layouts[size_t(seat)]); !error.empty())
            return "seat " + std::to_string(seat) + "'s layout: " + error;
    }
    m_game.emplace(layouts[0], layouts[1], firstPlayer(m_seed));
    return {};
}

std::string Match::step()
{
    Game &game = *m_game;
    const int seat = game.position().toMove();
    Action action = m_seats[size_t(seat)]->act(game.view(seat));
    if (action.type == Action::Type::OfferDraw) {
        if (m_seats[size_t(1 - seat)]->acceptDraw(game.view(1 - seat))) {
            game.agreeDraw();
            return {};
        }
        game.declineDraw();
        action = m_seats[size_t(seat)]->act(game.view(seat));
        if (action.type == Action::Type::OfferDraw)
            return "seat " + std::to_string(seat) + " offered a draw twice in one turn";
    }
    if (action.type == Action::Type::Resign) {
        game.resign(seat);
        return {};
    }
    if (!game.play(action.move))
        return "seat " + std::to_string(seat) + " chose the illegal move " + moveName(action.move) +
               " at ply " + std::to_string(game.moves().size() + 1);
    return {};
}

std::string Match::playToEnd()
{
    if (!m_game) {
        if (std::string error = setUp(); !error.empty())
            return error;
    }
    while (!m_game->over()) {
        if (std::string error = step(); !error.empty())
            return error;
    }
    return {};
}

} // namespace speakeasy
