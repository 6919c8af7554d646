#include "session.h"

#include "ai/levels.h"

#include <bit>
#include <random>

namespace razzia {

uint64_t seatSeed(uint64_t seed, int seat)
{
    // One-way: a network client's computer player is handed its seat's seed (docs/network.md).
    return common::oneWaySeed(seed, uint64_t(Stream::Policy), uint64_t(seat));
}

int firstDealerFor(uint64_t seed, int players)
{
    Rng rng(streamSeed(seed, Stream::Policy, kMaxPlayers));
    return int(rng.below(uint32_t(players)));
}

uint64_t freshSeed()
{
    std::random_device device;
    return (uint64_t(device()) << 32) ^ uint64_t(device());
}

void Session::start(const Setup &setup)
{
    const int players = int(setup.seats.size());
    const int firstDealer =
        setup.firstDealer >= 0 ? setup.firstDealer : firstDealerFor(setup.seed, players);
    m_seats = setup.seats;
    makePolicies(setup.seed);
    m_recorder.reset();
    if (setup.record) {
        m_recorder.emplace(setup.seed, firstDealer, m_seats);
        m_continuation = freshSeed();
    }
    m_game = Game(Game::Setup{players, firstDealer, setup.seed, false}, this);
}

void Session::makePolicies(uint64_t seed)
{
    m_observers = SeatObservers();
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        std::unique_ptr<Policy> &policy = m_policies[size_t(seat)];
        policy.reset();
        if (seat >= int(m_seats.size()) || m_seats[size_t(seat)].kind == "human")
            continue;
        policy = ai::makePolicy(m_seats[size_t(seat)].level, seatSeed(seed, seat));
        if (!policy)
            policy = ai::makePolicy("normal", seatSeed(seed, seat));
        m_observers.seat(seat, policy.get());
    }
}

namespace {

// Keeps the events of a replay until it is known to have succeeded.
class EventCollector final : public EventSink
{
public:
    void onEvent(const Event &event) override { events.push_back(event); }
    std::vector<Event> events;
};

} // namespace

bool Session::resume(const GameRecord &record, std::string &error)
{
    EventCollector collected;
    Game game;
    // A save of a game in progress goes on from its continuation seed; an older save, which
    // kept the game's own seed, goes on exactly as the original game would have (R5.8).
    const bool replayed = record.continuation ? resumeRecord(record, game, error, &collected)
                                              : replayFromSeed(record, game, error, &collected);
    if (!replayed)
        return false;
    m_seats = record.players;
    // The policies start afresh from the seed the game goes on from: they did not make the
    // recorded decisions, so nothing of their earlier state could be restored anyway.
    makePolicies(game.seed());
    m_recorder.emplace(game.seed(), record.firstDealer, record.players);
    m_continuation = freshSeed();
    m_game = game;
    m_game.setSink(this);
    // The recorder and the AI seats see the replay as they saw the original game.
    for (const Event &event : collected.events)
        onEvent(event);
    return true;
}

Session::Stop Session::playOn()
{
    while (!m_game.over()) {
        const uint8_t toDecide = m_game.toDecide();
        if (toDecide == 0)
            return {Stop::Stuck};
        const int seat = std::countr_zero(toDecide);
        if (!isAi(seat))
            return {Stop::Outside, seat};
        if (const Refusal refusal = decide(seat, ask(seat)); refusal != Refusal::None)
            return {Stop::Refused, seat, refusal};
    }
    return {Stop::Over};
}

GameRecord Session::saveRecord() const
{
    GameRecord record = m_recorder->record();
    if (!record.finished) { // a finished game's record keeps its seed (R5.8)
        record.seed = 0;
        record.continuation = m_continuation;
    }
    return record;
}

void Session::onEvent(const Event &event)
{
    if (m_recorder) {
        m_recorder->onEvent(event);
        // A new one for every round's save: an older save of this game tells nothing of a
        // newer one.
        if (event.kind == EventKind::RoundOver)
            m_continuation = freshSeed();
    }
    m_observers.onEvent(event); // each AI seat learns what its seat may see, nothing more
    for (EventSink *sink : m_sinks)
        sink->onEvent(event);
}

} // namespace razzia
