#include "gamesession.h"

#include <memory>

namespace razzia::ui {

GameSession::GameSession(QObject *parent) : QObject(parent)
{
    m_session.addSink(this);
}

GameSession::~GameSession()
{
    waitForAi();
}

void GameSession::start(const TableSetup &setup)
{
    waitForAi();
    leaveOnline();
    m_setup = setup;
    Session::Setup engine;
    engine.seed = setup.seed ? *setup.seed : freshSeed();
    engine.firstDealer = setup.firstDealer;
    for (const SeatSetup &s : setup.seats) {
        engine.seats.push_back(s.human
                                   ? SeatInfo{s.name.toStdString(), "human", {}}
                                   : SeatInfo{s.name.toStdString(), "ai", s.level.toStdString()});
    }
    m_events.clear();
    m_replayed = 0;
    m_session.start(engine);
    m_setup.seed = engine.seed;
    m_setup.firstDealer = m_session.game().firstDealer();
}

bool GameSession::resume(const GameRecord &record, QString &error)
{
    waitForAi();
    // The table gets the replayed rounds too, and shows them without animation
    // (replayedEvents()); the queue is only emptied once the record is known to replay.
    QList<Event> before;
    before.swap(m_events);
    std::string mismatch;
    m_replaying = true;
    const bool replayed = m_session.resume(record, mismatch);
    m_replaying = false;
    if (!replayed) {
        m_events.swap(before);
        error = tr("This game cannot be continued: %1").arg(QString::fromStdString(mismatch));
        return false;
    }
    leaveOnline();
    TableSetup setup;
    for (const SeatInfo &info : record.players) {
        SeatSetup seat;
        seat.name = QString::fromStdString(info.name);
        seat.human = info.kind == "human";
        seat.level = seat.human ? QStringLiteral("normal") : QString::fromStdString(info.level);
        setup.seats << seat;
    }
    setup.seed = m_session.game().seed();
    setup.firstDealer = record.firstDealer;
    m_setup = setup;
    // Everything replayed is the table as it was left, the round in progress up to where it
    // stood included (issue 29): it is shown at once, not dealt again before the player's eyes.
    m_replayed = int(m_events.size());
    return true;
}

int GameSession::humanCount() const
{
    if (m_online)
        return 1;
    int count = 0;
    for (const SeatSetup &s : m_setup.seats)
        count += s.human;
    return count;
}

unsigned GameSession::toDecide() const
{
    unsigned seats = game().toDecide();
    if (m_online && m_sentSeq >= 0)
        seats &= ~(1u << m_ownSeat);
    return seats;
}

bool GameSession::holdsCardBack(int seat) const
{
    if (game().phase() != Phase::Play)
        return false;
    if (m_online)
        return !((m_hostAsks >> seat) & 1);
    return (game().toDecide() & ~(1u << seat)) != 0;
}

QList<std::array<qint64, kMaxPlayers>> GameSession::moneyByRound() const
{
    if (m_online)
        return m_onlineMoney;
    QList<std::array<qint64, kMaxPlayers>> rounds;
    for (const RecordRound &round : m_session.saveRecord().rounds) {
        std::array<qint64, kMaxPlayers> money{};
        for (size_t seat = 0; seat < round.moneyAfter.size() && seat < money.size(); ++seat)
            money[seat] = round.moneyAfter[seat];
        rounds << money;
    }
    return rounds;
}

Refusal GameSession::decide(int seat, const Decision &decision)
{
    if (m_online)
        return sendDecision(seat, decision);
    return m_session.decide(seat, decision);
}

void GameSession::requestAiDecision(int seat, std::function<void(const Decision &)> done)
{
    waitForAi();
    Q_ASSERT(m_session.isAi(seat));
    // The worker reads its own copy of the game; nothing is shared while it runs.
    auto turn = std::make_shared<AiTurn>(m_session.aiTurn(seat));
    auto result = std::make_shared<Decision>();
    QThread *worker = QThread::create([turn, result] { *result = turn->decide(); });
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
    // Online the host keeps the record: none is made here.
    return m_online ? GameRecord{} : m_session.saveRecord();
}

void GameSession::onEvent(const Event &event)
{
    m_events.append(event);
    if (!m_replaying && (event.kind == EventKind::RoundOver || event.kind == EventKind::GameOver))
        Q_EMIT roundRecorded();
}

} // namespace razzia::ui
