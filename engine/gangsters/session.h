// One game of Gangsters from its seed, without Qt: what razzia-cli and, one day, the window
// run, so that a seed names the same game everywhere (docs/engine.md).
//
// A session owns the game, its seats (AI seats with a policy, seats answered from outside),
// the seeding, the recorder and the sinks that watch. A turn is straight-line code (Turn); when
// a seat answered from outside must decide, the turn stops there, and once the answer comes it
// is played again from its start with every answer given so far: the same dice, the same
// decisions, and the events already shown are not shown twice.
#pragma once

#include "game.h"
#include "policy.h"
#include "record.h"

#include <memory>
#include <optional>

namespace gangsters {

class Session final : private EventSink, private Chooser
{
public:
    struct Setup
    {
        uint64_t seed = 0;
        int gangs = 2;
        Rules rules;
        // The gangs by seat, then the police seat in the variant (GA15.2). "human": answered
        // through decide(); any other seat plays its level (levels.h); start() throws
        // std::invalid_argument for a level that does not exist.
        std::vector<PlayerInfo> seats;
        bool record = true;
        // The window thinks for its AI seats on a worker: playOn() then stops at an AI seat as
        // at a person's, aiTurn() hands out its policy and view, and decide() takes the answer.
        // The same policies see the same events and views in the same order, so a seed plays
        // the same game either way.
        bool aiOutside = false;
        // Issue 29: where the generator starts again from a fresh seed, in increasing order of
        // die (GA13.3; docs/saves.md): a resumed record's reseeds, then the resume's own, at
        // the dice drawn up to the point where the game resumes. They go into the record.
        std::vector<Reseed> reseeds;
        // From this many decisions on, the computer seats draw their choices from streams of
        // the last reseed's seed, not the game's: a resumed game's computer players then tell
        // nothing of the original's either. Decisions are recorded, so verify needs nothing of
        // it. -1: never.
        int policiesReseedAt = -1;
    };

    // An AI seat's pending decision, to be thought out away from the session (a worker
    // thread): the session must not be used until decide() returns.
    struct AiTurn
    {
        Policy *policy = nullptr;
        SeatView view;
        // The policy's decision; a policy's illegal answer becomes the first option, as in a
        // headless game (choose()).
        Decision decide() const;
    };

    struct Stop
    {
        enum What
        {
            Over,   // the game ended
            Outside // `seat`, answered from outside, must decide
        };
        What what = Over;
        int seat = -1;
    };

    Session() = default;
    Session(const Session &) = delete;
    Session &operator=(const Session &) = delete;

    void addSink(EventSink *sink) { m_sinks.push_back(sink); }
    void start(const Setup &setup);
    // Plays on until the game is over or a seat answered from outside must decide.
    Stop playOn();
    // A decision of any seat; a refused one changes nothing.
    Refusal decide(int seat, const Decision &decision);

    // Where a replay stopped: the index of the decision refused, and why (GameOver when the
    // game ended before it).
    struct Fault
    {
        size_t decision = 0;
        Refusal refusal = Refusal::None;
    };
    // A saved game's decisions played again from start(), the sinks seeing every event as they
    // came: each seat is asked in turn, a computer seat decides again (its policy learns and
    // draws as it did, and each of the seats observes what it observed), and the record's
    // decision stands. Stops at the first decision refused, the game as far as it went.
    std::optional<Fault> replay(const std::vector<Decision> &decisions);

    const State &state() const { return m_state; }
    const Rules &rules() const { return m_rules; }
    int seats() const { return int(m_seats.size()); }
    bool isAi(int seat) const { return m_policies[size_t(seat)] != nullptr; }
    const Point *pending() const { return m_hasPending ? &m_pending : nullptr; }
    SeatView view(int seat) const;
    // With Setup::aiOutside, when `seat` is an AI seat and must decide now.
    AiTurn aiTurn(int seat) const;
    const GameRecord &record() const { return m_record; }

private:
    struct Suspend
    {};
    void onEvent(const Event &event) override;
    int choose(const Point &point) override;
    void beginTurn();
    bool attempt();
    void seedPolicies(uint64_t seed);
    void decided();

    Rules m_rules;
    State m_state;
    Generator m_generator;
    TurnContext m_context;
    std::vector<PlayerInfo> m_seats;
    std::array<std::unique_ptr<Policy>, kMaxGangs + 1> m_policies;
    std::vector<EventSink *> m_sinks;
    GameRecord m_record;
    bool m_recording = true;
    bool m_aiOutside = false;

    bool m_inTurn = false;
    State m_turnStart;
    uint64_t m_turnGenerator = 0;
    size_t m_turnDice = 0;
    size_t m_dice = 0; // drawn so far, recorded or not: the reseeds' points
    std::vector<Reseed> m_reseeds;
    int m_decisions = 0;
    int m_policiesReseedAt = -1;
    std::vector<int> m_answers; // this turn's answers, by option index
    size_t m_replayed = 0;
    size_t m_delivered = 0; // events of this turn the sinks have seen
    size_t m_seen = 0;
    bool m_hasPending = false;
    Point m_pending;
    SeatView m_aiView;
};

// Issue 29 (docs/saves.md): a setup that resumes `record`, the table as it was left and what
// comes after it drawn from `freshSeed`. The dice drawn so far come again from the record's
// seeds, `freshSeed` applies from the next die, and the computer seats choose from it after the
// last decision. A reseed no die came from goes. A record that does not replay leaves the setup
// as it was (Session::replay then refuses it, naming the decision).
void prepareResume(const GameRecord &record, uint64_t freshSeed, Session::Setup &setup);

} // namespace gangsters
