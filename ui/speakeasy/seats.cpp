#include "seats.h"

#include "speakeasy/levels.h"

namespace speakeasy::ui {

Hint::Hint(const SeatView &view, uint64_t seed, QObject *parent) : QObject(parent)
{
    auto result = std::make_shared<Move>();
    QThread *worker = QThread::create([view, seed, result] {
        std::unique_ptr<PhasePolicy> strongest = makePolicy(levelNames().back(), seed);
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
