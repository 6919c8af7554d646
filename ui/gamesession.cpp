#include "gamesession.h"

#include "ai/levels.h"
#include "rng.h"

#include <QRandomGenerator>

namespace razzia::ui {

GameSession::GameSession(QObject *parent) : QObject(parent) {}

GameSession::~GameSession() = default;

void GameSession::start(const TableSetup &setup)
{
    m_setup = setup;
    const int players = int(setup.seats.size());
    const quint64 seed = setup.seed ? *setup.seed : QRandomGenerator::global()->generate64();
    // R2.3 (decision): a random first dealer, drawn from the seed so that a seed is a whole game.
    const int firstDealer = setup.firstDealer >= 0
                                ? setup.firstDealer
                                : int(Rng(seed ^ 0x5eed).below(uint32_t(players)));
    m_setup.seed = seed;
    m_setup.firstDealer = firstDealer;

    std::vector<SeatInfo> seats;
    for (int seat = 0; seat < players; ++seat) {
        const SeatSetup &s = setup.seats[seat];
        m_ai[seat] = s.human ? nullptr
                             : ai::makePolicy(s.level.toStdString(),
                                              streamSeed(seed, Stream::Policy) + uint64_t(seat));
        if (!s.human && !m_ai[seat]) // an unknown level (an old settings file): play normal
            m_ai[seat] =
                ai::makePolicy("normal", streamSeed(seed, Stream::Policy) + uint64_t(seat));
        seats.push_back(s.human ? SeatInfo{s.name.toStdString(), "human", {}}
                                : SeatInfo{s.name.toStdString(), "ai", s.level.toStdString()});
    }
    for (int seat = players; seat < kMaxPlayers; ++seat)
        m_ai[seat].reset();
    m_events.clear();
    m_recorder = std::make_unique<GameRecorder>(seed, firstDealer, std::move(seats));
    m_game = Game(Game::Setup{players, firstDealer, seed, false}, this);
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

Decision GameSession::aiDecision(int seat)
{
    Q_ASSERT(m_ai[seat]);
    return m_ai[seat]->decide(m_game.view(seat));
}

const GameRecord &GameSession::record() const
{
    return m_recorder->record();
}

void GameSession::onEvent(const Event &event)
{
    m_recorder->onEvent(event);
    m_events.append(event);
}

} // namespace razzia::ui
