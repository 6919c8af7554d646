#include "session.h"

#include "ai/levels.h"

#include <bit>
#include <random>

namespace razzia {

uint64_t seatSeed(uint64_t seed, int seat)
{
    return streamSeed(seed, Stream::Policy, uint64_t(seat));
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
    m_reseeds.clear();
    m_inProgress.clear();
    if (setup.record)
        m_recorder.emplace(setup.seed, firstDealer, m_seats);
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
    // A save of an older version kept a continuation seed instead of its seed: its rounds are
    // played again as recorded, and the game goes on from that seed.
    const bool replayed = record.continuation ? resumeRecord(record, game, error, &collected)
                                              : replayFromSeed(record, game, error, &collected);
    if (!replayed)
        return false;
    if (game.over()) {
        error = "finished: the game is over; there is nothing to go on with";
        return false;
    }
    m_seats = record.players;
    std::vector<Reseed> reseeds;
    const int inProgress = int(record.rounds.size()); // the round on the table, by index
    if (!record.continuation) {
        // Reseeds past the round in progress were drawn by an earlier resume of this file and
        // never dealt anything: drawn afresh now, so that two resumes of one file go on apart.
        for (const Reseed &reseed : record.reseeds)
            if (reseed.round <= inProgress)
                reseeds.push_back(reseed);
        const uint64_t next = freshSeed();
        reseeds.push_back({inProgress + 1, next});
        game.reseedFrom(inProgress + 2, next); // Game counts rounds from 1
    }
    // The policies start from the seed the round on the table was dealt from, so two resumes
    // of one file decide alike until the fresh seed deals: quitting does not ask them again.
    // They did not make the recorded decisions, so nothing of their earlier state could be
    // restored anyway.
    makePolicies(game.seed());
    m_recorder.emplace(record.continuation ? game.seed() : record.seed, record.firstDealer,
                       record.players);
    m_reseeds = std::move(reseeds);
    m_inProgress = record.inProgress;
    m_game = game;
    m_game.setSink(this);
    // The recorder and the AI seats see the replay as they saw the original game.
    for (const Event &event : collected.events)
        onEvent(event);
    return true;
}

Refusal Session::decide(int seat, const Decision &decision)
{
    const int round = m_game.round();
    const Refusal refusal = m_game.decide(seat, decision);
    // The last decision of a round deals the next one: it is in the recorded round, not in
    // the new one.
    if (refusal == Refusal::None && m_recorder && m_game.round() == round && !m_game.over())
        m_inProgress.push_back(recordDecision(seat, decision, m_game.players()));
    return refusal;
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

GameRecord Session::fullRecord() const
{
    GameRecord record = m_recorder->record();
    record.reseeds = m_reseeds;
    return record;
}

GameRecord Session::saveRecord() const
{
    GameRecord record = fullRecord();
    if (!record.finished)
        record.inProgress = m_inProgress;
    return record;
}

void Session::onEvent(const Event &event)
{
    if (m_recorder) {
        m_recorder->onEvent(event);
        // The round's decisions are in its record now; a save made while the event is seen
        // (the window's autosave) must not take them for the next round's.
        if (event.kind == EventKind::RoundOver)
            m_inProgress.clear();
    }
    m_observers.onEvent(event); // each AI seat learns what its seat may see, nothing more
    for (EventSink *sink : m_sinks)
        sink->onEvent(event);
}

} // namespace razzia
