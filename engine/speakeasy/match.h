// One game from a seed between two seats, without Qt: what `razzia-cli play --game speakeasy`
// runs and what the window will run, so that a seed names the same game everywhere.
#pragma once

#include "game.h"
#include "policy.h"

#include <memory>
#include <optional>
#include <string>

namespace speakeasy {

// The random streams derived from a match's seed (common::streamSeed), one per use, so that a
// seat's choices never shift another stream.
enum class Stream : uint64_t
{
    FirstPlayer = 1,
    Seat = 2
};

// SE3.1, D15: the seat that moves first, drawn from the seed.
int firstPlayer(uint64_t seed);
// The seed a seat's own generator starts from, for policies that draw (RandomPolicy).
uint64_t seatSeed(uint64_t seed, int seat);

class Match
{
public:
    // The policies must outlive the match.
    Match(uint64_t seed, Policy &south, Policy &north);

    // Asks both seats for their layouts (SE3.6: neither sees the other's) and starts the game.
    // Returns an error naming the seat and the problem when a layout is not valid.
    std::string setUp();
    // Asks the seat to move for one action and applies it. Returns an error when the seat
    // answers with something the rules forbid (an illegal move, a second draw offer in one
    // turn); the game is then unchanged.
    std::string step();
    // For a seat that answers outside act() (a person at the window): applies the action of
    // the side to move as step() does, `drawAccepted` being the other seat's answer to a draw
    // offer. A declined offer leaves the same seat to move, which may not offer again this
    // turn. Returns an error, the game unchanged, for an action the rules forbid.
    std::string apply(const Action &action, bool drawAccepted = false);
    // setUp() then step() until the end; the first error stops it.
    std::string playToEnd();

    uint64_t seed() const { return m_seed; }
    bool started() const { return m_game.has_value(); }
    const Game &game() const { return *m_game; }

private:
    uint64_t m_seed;
    std::array<Policy *, kSeats> m_seats;
    std::optional<Game> m_game;
};

} // namespace speakeasy
