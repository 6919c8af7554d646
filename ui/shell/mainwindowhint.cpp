// The window's hint (H) and Quit, over its dialogs too: the game on the table gives the hint
// (GameModule).
#include "mainwindow.h"

#include "gamemodule.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QThread>

namespace shell {

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
        const bool overThis = focus->window() != this && focus->window()->parentWidget() &&
                              focus->window()->parentWidget()->window() == this;
        if (key->key() == Qt::Key_H && !(key->modifiers() & ~Qt::KeypadModifier) && !typing &&
            overThis) {
            showHint();
            return true;
        }
        // Quit, the same way, over a dialog opened with open(): the leaving question then comes
        // over it (Cancel leaves both as they were). Not from a dialog's own event loop (exec(),
        // a QMessageBox::question): closing would delete what waits for its answer.
        if (QKeySequence(key->keyCombination()) == m_quitAction->shortcut() && overThis &&
            focus->window()->isModal() && QThread::currentThread()->loopLevel() <= 1) {
            QMetaObject::invokeMethod(this, &QWidget::close, Qt::QueuedConnection);
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::showHint()
{
    if (m_current && !startScreenShown())
        m_current->showHint();
}

} // namespace shell
