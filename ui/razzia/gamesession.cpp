#include "gamesession.h"

#include "razzia/ai/levels.h"
#include "razzia/rng.h"

#include <QRandomGenerator>

#include <memory>

namespace razzia::ui {

GameSession::GameSession(QObject *parent) : QObject(parent) {}

GameSession::~GameSession()
{
    waitForAi();
}

void GameSession::start(const TableSetup &setup)
{
    waitForAi();
    m_setup = setup;
    const int players = int(setup.seats.size());
    const quint64 seed = setup.seed ? *setup.seed : QRandomGenerator::global()->generate64();
    // R2.3 (decision): a random first dealer, drawn from the seed so that a seed is a whole game.
    const int firstDealer = setup.firstDealer >= 0
                                ? setup.firstDealer
                                : int(Rng(seed ^ 0x5eed).below(uint32_t(players)));
    m_setup.seed = seed;
    m_setup.firstDealer = firstDealer;

    makePolicies(seed);
    std::vector<SeatInfo> seats;
    for (int seat = 0; seat < players; ++seat) {
        const SeatSetup &s = setup.seats[seat];
        seats.push_back(s.human ? SeatInfo{s.name.toStdString(), "human", {}}
                                : SeatInfo{s.name.toStdString(), "ai", s.level.toStdString()});
    }
    m_events.clear();
    m_replayed = 0;
    m_continuation = QRandomGenerator::system()->generate64();
    m_recorder = std::make_unique<GameRecorder>(seed, firstDealer, std::move(seats));
    m_game = Game(Game::Setup{players, firstDealer, seed, false}, this);
}

void GameSession::makePolicies(quint64 seed)
{
    m_observers = SeatObservers();
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        m_ai[seat].reset();
        if (seat >= int(m_setup.seats.size()) || m_setup.seats[seat].human)
            continue;
        const uint64_t policySeed = streamSeed(seed, Stream::Policy) + uint64_t(seat);
        m_ai[seat] = ai::makePolicy(m_setup.seats[seat].level.toStdString(), policySeed);
        if (!m_ai[seat]) // a level this version does not know (an old file): play normal
            m_ai[seat] = ai::makePolicy("normal", policySeed);
        m_observers.seat(seat, m_ai[seat].get());
    }
}

namespace {

// Keeps the events of a replay until it is known to have succeeded.
class EventCollector final : public EventSink
{
public:
    void onEvent(const Event &event) override { events.append(event); }
    QList<Event> events;
};

} // namespace

bool GameSession::resume(const GameRecord &record, QString &error)
{
    waitForAi();
    EventCollector collected;
    Game game;
    std::string mismatch;
    // A save of a game in progress goes on from its continuation seed; an older save, which
    // kept the game's own seed, goes on exactly as the original game would have (R5.8).
    const bool replayed = record.continuation ? resumeRecord(record, game, mismatch, &collected)
                                              : replayFromSeed(record, game, mismatch, &collected);
    if (!replayed) {
        error = tr("This game cannot be continued: %1").arg(QString::fromStdString(mismatch));
        return false;
    }
    TableSetup setup;
    for (const SeatInfo &info : record.players) {
        SeatSetup seat;
        seat.name = QString::fromStdString(info.name);
        seat.human = info.kind == "human";
        seat.level = seat.human ? QStringLiteral("normal") : QString::fromStdString(info.level);
        setup.seats << seat;
    }
    setup.seed = game.seed();
    setup.firstDealer = record.firstDealer;

    m_setup = setup;
    makePolicies(game.seed());
    m_continuation = QRandomGenerator::system()->generate64();
    m_recorder = std::make_unique<GameRecorder>(game.seed(), record.firstDealer, record.players);
    m_game = game;
    m_game.setSink(this);
    m_events.clear();
    // The recorder sees the replay as it saw the original game; the table gets it all too, and
    // shows the rounds already played without animation (replayedEvents()).
    m_replaying = true;
    for (const Event &e : collected.events)
        onEvent(e);
    m_replaying = false;
    m_replayed = 0;
    for (int i = int(m_events.size()) - 1; i >= 0; --i) {
        if (m_events[i].kind == EventKind::RoundStarted) {
            m_replayed = i;
            break;
        }
    }
    return true;
}

int GameSession::humanCount() const
{
    int count = 0;
    for (const SeatSetup &s : m_setup.seats)
        count += s.human;
    return count;
}

Refusal GameSession::decide(int seat, const Decision &decision)
{
    return m_game.decide(seat, decision);
}

void GameSession::requestAiDecision(int seat, std::function<void(const Decision &)> done)
{
    waitForAi();
    Q_ASSERT(m_ai[seat]);
    Game copy = m_game; // the worker reads its own copy; nothing is shared while it runs
    copy.setSink(nullptr);
    Policy *policy = m_ai[seat].get();
    auto result = std::make_shared<Decision>();
    QThread *worker = QThread::create(
        [copy, policy, seat, result] { *result = policy->decide(copy.view(seat)); });
    m_worker = worker;
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &QThread::finished, this, [done = std::move(done), result] { done(*result); });
    worker->start();
}

void GameSession::waitForAi()
{
    if (m_worker)
        m_worker->wait();
}

GameRecord GameSession::record() const
{
    GameRecord record = m_recorder->record();
    if (!record.finished) { // a finished game's record keeps its seed (R5.8)
        record.seed = 0;
        record.continuation = m_continuation;
    }
    return record;
}

void GameSession::onEvent(const Event &event)
{
    m_recorder->onEvent(event);
    m_observers.onEvent(event); // each AI seat learns what its seat may see, nothing more
    m_events.append(event);
    // A new one for every round's save: an older save of this game tells nothing of a newer one.
    if (event.kind == EventKind::RoundOver)
        m_continuation = QRandomGenerator::system()->generate64();
    if (!m_replaying && (event.kind == EventKind::RoundOver || event.kind == EventKind::GameOver))
        Q_EMIT roundRecorded();
}

} // namespace razzia::ui
