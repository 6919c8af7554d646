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
    const int seat = m_game->position().toMove();
    Action action = m_seats[size_t(seat)]->act(m_game->view(seat));
    if (action.type == Action::Type::OfferDraw) {
        const bool accepted = m_seats[size_t(1 - seat)]->acceptDraw(m_game->view(1 - seat));
        if (std::string error = apply(action, accepted); !error.empty() || accepted)
            return error;
        action = m_seats[size_t(seat)]->act(m_game->view(seat));
    }
    return apply(action);
}

std::string Match::apply(const Action &action, bool drawAccepted)
{
    Game &game = *m_game;
    const int seat = game.position().toMove();
    const std::string who = "seat " + std::to_string(seat);
    if (game.over())
        return who + " acted after the end of the game";
    switch (action.type) {
    case Action::Type::OfferDraw:
        if (game.drawDeclined())
            return who + " offered a draw twice in one turn";
        if (drawAccepted)
            game.agreeDraw();
        else
            game.declineDraw();
        return {};
    case Action::Type::Resign:
        game.resign(seat);
        return {};
    case Action::Type::Play:
        break;
    }
    if (!game.play(action.move))
        return who + " chose the illegal move " + moveName(action.move) + " at ply " +
               std::to_string(game.moves().size() + 1);
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
