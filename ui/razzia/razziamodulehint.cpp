// Razzia's hint (H): what the expert level would do in the place of the human who must decide
// now, from that seat's view only, and why (engine/razzia/ai/hint.h), worked out off the GUI
// thread.
#include "razziamodule.h"

#include "gamesession.h"
#include "hinttext.h"
#include "mainwindow.h"
#include "tablecontroller.h"

#include "razzia/ai/hint.h"

#include <QRandomGenerator>
#include <QThread>

#include <memory>

namespace razzia::ui {

void RazziaModule::showHint()
{
    using Waiting = TableController::Waiting;
    const Waiting waiting = m_controller->waiting();
    const int seat = m_controller->waitingSeat();
    if (m_hintRunning || seat < 0 || !m_session->isHuman(seat) ||
        (waiting != Waiting::Bill && waiting != Waiting::Card && waiting != Waiting::Proposal &&
         waiting != Waiting::Answer))
        return;
    m_hintRunning = true;
    Q_EMIT status(MainWindow::tr("Thinking about a hint…"));
    // The worker reads a copy of the game, and from it the seat's view only: the hint cannot
    // see what the seat cannot (R6).
    auto game = std::make_shared<Game>(m_session->game());
    game->setSink(nullptr);
    const uint64_t seed = QRandomGenerator::global()->generate64();
    auto result = std::make_shared<ai::Hint>();
    QThread *worker =
        QThread::create([game, seat, seed, result] { *result = ai::hint(game->view(seat), seed); });
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    const int round = game->round();
    const Phase phase = game->phase();
    connect(worker, &QThread::finished, this, [this, result, seat, round, phase, waiting] {
        m_hintRunning = false;
        // Advice for a decision already made is no advice: it is dropped.
        const Game &now = m_session->game();
        if (now.round() != round || now.phase() != phase || m_controller->waitingSeat() != seat) {
            Q_EMIT status(QString());
            return;
        }
        m_hintFor = std::pair{int(waiting), seat};
        //: %1 the player whose turn it is, %2 the hint itself.
        Q_EMIT hintReady(
            MainWindow::tr("Hint for %1: %2").arg(m_session->name(seat), HintText::line(*result)));
    });
    worker->start();
}

} // namespace razzia::ui
