// One game of Speak Easy from its seed, without Qt: what razzia-cli (play, tournament) and the
// window both run, so that a seed names the same game everywhere. The shape is Razzia's
// (razzia/session.h, docs/engine.md).
//
// A session owns the game, its seats (AI seats with a policy, and seats answered from outside:
// a person at the window), the seeding of the first player, the AI seats' view of events (SE7),
// the record (SE8.4) and the other sinks that watch. It is the referee: set-up (SE3), moves
// (SE4), the draw protocol and resigning (SE6.4) all go through decide().
#pragma once

#include "events.h"
#include "policy.h"
#include "record.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace speakeasy {

// The random streams derived from a game's seed (common::streamSeed), one per use, so that a
// seat's choices never shift another stream.
enum class Stream : uint64_t
{
    FirstPlayer = 1,
    Seat = 2
};

// SE3.1, D15: the seat that moves first, drawn from the seed.
int firstPlayer(uint64_t seed);
// The seed a seat's policy starts from, whatever level sits there.
uint64_t seatSeed(uint64_t seed, int seat);

// What an AI seat decides now, to be worked out away from the session (the window thinks on a
// thread of its own): the seat's policy and a copy of its view. The session must not decide or
// end while a turn runs.
class AiTurn
{
public:
    int seat() const { return m_view.seat(); }
    Decision decide() { return m_policy->decide(m_view); }

private:
    friend class Session;
    AiTurn(Policy *policy, SeatView view) : m_policy(policy), m_view(std::move(view)) {}

    Policy *m_policy;
    SeatView m_view;
};

class Session final
{
public:
    struct Setup
    {
        uint64_t seed = 0;
        // Written into the record (SE8.4); a seat's kind says nothing to the session: a seat is
        // an AI seat when it has a policy.
        std::array<PlayerInfo, kSeats> players;
        // A null policy: the seat is answered from outside, through decide().
        std::array<std::unique_ptr<Policy>, kSeats> policies;
    };

    // Why a run of AI decisions stopped.
    struct Stop
    {
        enum What
        {
            Over,    // the game ended
            Outside, // every seat that must decide is answered from outside; `seat` the lowest
            Refused  // the engine refused `seat`'s AI decision: a policy or engine bug
        };
        What what = Over;
        int seat = -1;
        Refusal refusal = Refusal::None;
    };

    Session() = default;
    Session(const Session &) = delete;
    Session &operator=(const Session &) = delete;

    // Hands every event on, after the AI seats have seen what they may. Add sinks before.
    void addSink(EventSink *sink) { m_sinks.push_back(sink); }

    // A new game: set-up first (SE3).
    void start(Setup setup);
    // Goes on with a saved game (SE8.4): the record is replayed through the engine and play
    // goes on from the side to move, with these seats, a draw offer that waits included. With
    // Retell::Quiet the sinks and the AI seats see nothing of the game before (the window's
    // table shows it whole); with Retell::Events they see each of its events again, as they
    // came (a network host's seats get their logs back). False, with `error` naming the field
    // and nothing changed, when it does not replay.
    enum class Retell
    {
        Quiet,
        Events
    };
    bool resume(Setup setup, const GameRecord &record, std::string &error,
                Retell retell = Retell::Quiet);

    bool started() const { return m_started; }
    Phase phase() const { return m_game ? m_game->phase() : Phase::SetUp; }
    // The seats that must decide now, one bit each: during set-up every seat not set up yet.
    uint8_t toDecide() const;
    bool isAi(int seat) const { return m_policies[size_t(seat)] != nullptr; }
    bool hasSetUp(int seat) const { return m_layouts[size_t(seat)].has_value(); }
    uint64_t seed() const { return m_seed; }
    int first() const { return m_first; }
    const std::array<PlayerInfo, kSeats> &players() const { return m_players; }
    // The whole game, every identity included, once both seats have set up: for the record and
    // the end of the game, never for a seat.
    const Game *game() const { return m_game ? &*m_game : nullptr; }
    // What `seat` may know now (SE7).
    SeatView view(int seat) const;

    // A decision of any seat; a refused one changes nothing.
    Refusal decide(int seat, const Decision &decision);
    // What AI seat `seat`'s policy decides now, from its view; the game is unchanged.
    Decision ask(int seat) { return m_policies[size_t(seat)]->decide(view(seat)); }
    AiTurn aiTurn(int seat) const { return AiTurn(m_policies[size_t(seat)].get(), view(seat)); }
    // AI seats that must decide decide, the lowest first, until the game is over or only seats
    // answered from outside must decide.
    Stop playOn();

    // The game so far in speakeasy-game/1 terms, with its seed; only once both set up.
    GameRecord record() const { return recordOf(*m_game, m_seed, m_players); }

private:
    void begin(Setup &setup);
    void notify(const Event &event);

    bool m_started = false;
    uint64_t m_seed = 0;
    int m_first = 0;
    std::array<PlayerInfo, kSeats> m_players;
    std::array<std::unique_ptr<Policy>, kSeats> m_policies;
    std::array<std::optional<Layout>, kSeats> m_layouts;
    std::optional<Game> m_game;
    std::vector<EventSink *> m_sinks;
    bool m_quiet = false; // a resume retelling nothing
};

} // namespace speakeasy
