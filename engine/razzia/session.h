// One game of Razzia from its seed, without Qt: what razzia-cli (play, tournament, bench) and
// the window (razzia::ui::GameSession) both run, so that a seed names the same game everywhere.
//
// A session owns the game, its seats (AI seats with a policy of a level, and seats answered
// from outside: a person at the window), the seeding of the first dealer and of every policy,
// the AI seats' view of events (R6), the recorder (R7.3) and the other sinks that watch.
#pragma once

#include "policy.h"
#include "record.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace razzia {

// The one seeding scheme (R5.8): everything random in a game comes from its seed. The deal,
// the bills and the dice are the game's own streams (Stream::Cards, Bills, Dice). Seat s's
// policy starts from streamSeed(seed, Stream::Policy, s), whatever level sits there, so that
// two seatings of the same levels are the same game; the first dealer (R2.3) is drawn from
// streamSeed(seed, Stream::Policy, kMaxPlayers), an index past every seat's.
uint64_t seatSeed(uint64_t seed, int seat);
int firstDealerFor(uint64_t seed, int players);

// A seed nobody can foresee, for a game started without one and for a save's continuation
// (R6): from the system's entropy, never from the game's own streams.
uint64_t freshSeed();

// What an AI seat decides now, to be worked out away from the session (the window searches on
// a thread of its own): the seat's policy and a copy of the game, which the policy reads
// through its seat's view only. The session must not decide or end while a turn runs.
class AiTurn
{
public:
    int seat() const { return m_seat; }
    Decision decide() { return m_policy->decide(m_game.view(m_seat)); }

private:
    friend class Session;
    AiTurn(Policy *policy, const Game &game, int seat)
        : m_policy(policy), m_game(game), m_seat(seat)
    {
        m_game.setSink(nullptr); // nobody watches the copy
    }

    Policy *m_policy;
    Game m_game;
    int m_seat;
};

class Session final : private EventSink
{
public:
    struct Setup
    {
        uint64_t seed = 0;
        int firstDealer = -1; // -1: drawn from the seed (firstDealerFor)
        // Clockwise from seat 0 (R2.2). Kind "human": answered from outside through decide();
        // "ai": a policy of `level` (a level this version does not know plays "normal", as an
        // old file's seat may).
        std::vector<SeatInfo> seats;
        // Keep the razzia-game/1 record as the game goes (headless runs that write no record
        // skip it).
        bool record = true;
    };

    // Why a run of AI decisions stopped.
    struct Stop
    {
        enum What
        {
            Over,    // the game ended
            Outside, // `seat`, answered from outside, must decide
            Stuck,   // nobody to decide before the end: an engine bug
            Refused  // the engine refused `seat`'s AI decision: a policy or engine bug
        };
        What what = Over;
        int seat = -1;
        Refusal refusal = Refusal::None;
    };

    Session() = default;
    Session(const Session &) = delete;
    Session &operator=(const Session &) = delete;

    // Hands every event of the game on, after the recorder and the AI seats have seen it.
    // Sinks stay across start() and resume(); add them before.
    void addSink(EventSink *sink) { m_sinks.push_back(sink); }

    // Deals a new game.
    void start(const Setup &setup);
    // Goes on with a loaded record (parsed and checked against the rules): its rounds are
    // played again from its seeds (R5.8), and the round in progress of a save up to where it
    // was left, so the table is the one that was left; the sinks see it all as they saw the
    // original game. What comes after that round is drawn afresh (issue 29): a seed nobody has
    // seen, recorded with the round it applies from. A save of an older version with a
    // continuation seed is played again from its rounds and goes on from that seed. False,
    // with `error` naming the first difference and nothing changed, when the record does not
    // replay.
    bool resume(const GameRecord &record, std::string &error);

    bool started() const { return m_game.players() > 0; }
    const Game &game() const { return m_game; }
    int players() const { return m_game.players(); }
    const std::vector<SeatInfo> &seats() const { return m_seats; }
    bool isAi(int seat) const { return m_policies[size_t(seat)] != nullptr; }

    // A decision of any seat; the engine checks it and a refused one changes nothing. Those of
    // the round in progress are kept for the save (saveRecord).
    Refusal decide(int seat, const Decision &decision);
    // What AI seat `seat`'s policy decides now, from its view; the game is unchanged.
    Decision ask(int seat) { return m_policies[size_t(seat)]->decide(m_game.view(seat)); }
    AiTurn aiTurn(int seat) const { return AiTurn(m_policies[size_t(seat)].get(), m_game, seat); }
    // The lowest seat that must decide decides, as long as it is an AI seat, until the game is
    // over or a seat answered from outside must decide. The window's AI seats ask in this order
    // too, which matters: a seat's view shows who has already chosen a card.
    Stop playOn();

    // The game's rounds so far in razzia-game/1 terms (R7.3), with its seed and its reseeds:
    // what a finished game's file holds. Only with Setup::record.
    GameRecord fullRecord() const;
    // The same with the decisions of the round in progress, for a save: everything needed to
    // put the same table back. It tells the future (the seeds) and every hand, so the window
    // seals it (common/sealed.h, docs/saves.md) while the game is running.
    GameRecord saveRecord() const;

private:
    void onEvent(const Event &event) override;
    void makePolicies(uint64_t seed);

    Game m_game;
    std::vector<SeatInfo> m_seats;
    std::array<std::unique_ptr<Policy>, kMaxPlayers> m_policies;
    SeatObservers m_observers; // the AI seats' view of events (R6)
    std::optional<GameRecorder> m_recorder;
    std::vector<EventSink *> m_sinks;
    std::vector<Reseed> m_reseeds;
    std::vector<RecordDecision> m_inProgress;
};

} // namespace razzia
