// The window's hint (H): the expert's advice for the human who must decide, from their seat's
// view alone, worked out off the GUI thread.
#include "mainwindow.h"

#include "gamesession.h"
#include "hinttext.h"
#include "tablecontroller.h"

#include "razzia/ai/hint.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRandomGenerator>
#include <QStatusBar>
#include <QTextEdit>
#include <QThread>

#include <memory>

namespace razzia::ui {

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    // H over a window-modal dialog (a proposal, an answer): the main window's shortcut is
    // blocked by the dialog, so the key is caught here, where a text field would not want it.
    if (event->type() == QEvent::KeyPress && watched == QApplication::focusWidget()) {
        const auto *key = static_cast<QKeyEvent *>(event);
        QWidget *focus = QApplication::focusWidget();
        const bool typing =
            qobject_cast<QLineEdit *>(focus) || qobject_cast<QTextEdit *>(focus) ||
            qobject_cast<QPlainTextEdit *>(focus) || qobject_cast<QAbstractSpinBox *>(focus) ||
            (qobject_cast<QComboBox *>(focus) && static_cast<QComboBox *>(focus)->isEditable());
        if (key->key() == Qt::Key_H && !(key->modifiers() & ~Qt::KeypadModifier) && !typing &&
            focus->window() != this && focus->window()->parentWidget() &&
            focus->window()->parentWidget()->window() == this) {
            showHint();
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::showHint()
{
    using Waiting = TableController::Waiting;
    const Waiting waiting = m_controller->waiting();
    const int seat = m_controller->waitingSeat();
    if (m_hintRunning || seat < 0 || startScreenShown() || !m_session->isHuman(seat) ||
        (waiting != Waiting::Bill && waiting != Waiting::Card && waiting != Waiting::Proposal &&
         waiting != Waiting::Answer))
        return;
    m_hintRunning = true;
    statusBar()->showMessage(tr("Thinking about a hint…"));
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
    connect(worker, &QThread::finished, this, [this, result, seat, round, phase] {
        m_hintRunning = false;
        // Advice for a decision already made is no advice: it is dropped.
        const Game &now = m_session->game();
        if (now.round() != round || now.phase() != phase || m_controller->waitingSeat() != seat) {
            statusBar()->clearMessage();
            return;
        }
        //: %1 the player whose turn it is, %2 the hint itself.
        m_lastHint = tr("Hint for %1: %2").arg(m_session->name(seat), HintText::line(*result));
        statusBar()->showMessage(m_lastHint);
        Q_EMIT hintShown(m_lastHint);
    });
    worker->start();
}

} // namespace razzia::ui
