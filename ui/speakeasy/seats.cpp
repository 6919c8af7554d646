#include "seats.h"

#include "speakeasy/levels.h"

namespace speakeasy::ui {

AiSeat::AiSeat(std::unique_ptr<Policy> policy, QObject *parent,
               std::shared_ptr<const ai::OpponentHabits> habits)
    : Seat(parent), m_habits(std::move(habits)), m_policy(std::move(policy))
{}

AiSeat::~AiSeat()
{
    wait(); // the worker uses m_policy
}

void AiSeat::wait()
{
    if (m_worker)
        m_worker->wait();
}

template<typename Work, typename Done> void AiSeat::run(Work work, Done done)
{
    wait(); // a policy answers one question at a time
    auto result = std::make_shared<decltype(work())>();
    QThread *worker = QThread::create([work, result] { *result = work(); });
    m_worker = worker;
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &QThread::finished, this, [done, result] { done(*result); });
    worker->start();
}

void AiSeat::chooseLayout(int seat)
{
    Policy *policy = m_policy.get();
    run([policy, seat] { return policy->layout(seat); },
        [this](const Layout &layout) { Q_EMIT layoutChosen(layout); });
}

void AiSeat::act(const SeatView &view)
{
    Policy *policy = m_policy.get();
    run([policy, view] { return policy->act(view); },
        [this](const Action &action) { Q_EMIT acted(action); });
}

void AiSeat::answerDraw(const SeatView &view)
{
    Policy *policy = m_policy.get();
    run([policy, view] { return policy->acceptDraw(view); },
        [this](bool accepted) { Q_EMIT drawAnswered(accepted); });
}

Hint::Hint(const SeatView &view, uint64_t seed, QObject *parent) : QObject(parent)
{
    auto result = std::make_shared<Move>();
    QThread *worker = QThread::create([view, seed, result] {
        std::unique_ptr<Policy> strongest = makePolicy(levelNames().back(), seed);
        const Action action = strongest->act(view);
        if (action.type == Action::Type::Play)
            *result = action.move;
        else if (view.legalMoves().count() > 0)
            *result = view.legalMoves().at(0); // the hint is always a move to try
    });
    m_worker = worker;
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &QThread::finished, this, [this, result] { Q_EMIT ready(*result); });
    worker->start();
}

Hint::~Hint()
{
    wait();
}

void Hint::wait()
{
    if (m_worker)
        m_worker->wait();
}

} // namespace speakeasy::ui
