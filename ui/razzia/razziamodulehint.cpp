// Razzia's hint (H): what the expert level would do in the place of the human who must decide
// now, from that seat's view only, and why (engine/razzia/ai/hint.h), worked out off the GUI
// thread.
#include "razziamodule.h"

#include "gamesession.h"
#include "handwidget.h"
#include "hinttext.h"
#include "mainwindow.h"
#include "tablecontroller.h"
#include "tablewidget.h"

#include "razzia/ai/hint.h"
#include "shellnames.h"

#include <QRandomGenerator>
#include <QThread>

#include <memory>

namespace razzia::ui {

void RazziaModule::showHint()
{
    using Waiting = TableController::Waiting;
    const Waiting waiting = m_controller->waiting();
    const int seat = m_controller->waitingSeat();
    if (m_hintRunning || seat < 0 || !m_session->isHuman(seat) || !m_session->isHere(seat) ||
        (waiting != Waiting::Bill && waiting != Waiting::Card && waiting != Waiting::Proposal &&
         waiting != Waiting::Answer))
        return;
    m_hintRunning = true;
    m_hintFor = std::pair{int(waiting), seat};
    const QString name = m_session->name(seat);
    m_table->showHint([name] { return tr("Hint for %1").arg(name); },
                      [] { return MainWindow::tr("Thinking about a hint…"); }, -1, std::nullopt);
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
    connect(worker, &QThread::finished, this, [this, result, seat, name, round, phase] {
        m_hintRunning = false;
        // Advice for a decision already made is no advice: it is dropped.
        const Game &now = m_session->game();
        if (now.round() != round || now.phase() != phase || m_controller->waitingSeat() != seat) {
            return;
        }
        const QString line = HintText::line(*result);
        // The advised card in the hand (the first of two alike: either plays the same), and
        // the bar it concerns.
        int slot = -1;
        if (result->decision.kind == DecisionKind::PlayCard)
            slot = int(m_table->hand()->cards().indexOf(result->decision.card));
        // The advice is kept, not its words: a language switch words it again.
        m_table->showHint([name] { return tr("Hint for %1").arg(name); },
                          [hint = *result] { return HintText::line(hint); }, slot, result->bar);
        //: %1 the player whose turn it is, %2 the hint itself.
        Q_EMIT hintReady(MainWindow::tr("Hint for %1: %2").arg(name, line));
    });
    worker->start();
}

} // namespace razzia::ui
