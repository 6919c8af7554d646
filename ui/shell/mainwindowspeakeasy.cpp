// The window's side of Speak Easy (issue 16): its new-game dialog, its page beside Razzia's
// table, and the question before a running game of it is left.
#include "mainwindow.h"

#include "gamesession.h"
#include "pace.h"
#include "rankingdialog.h"
#include "speakeasydialog.h"
#include "startscreen.h"
#include "tablecontroller.h"

#include "seats.h"
#include "speakeasytable.h"
#include "timing.h"

#include "speakeasy/levels.h"

#include <QAbstractButton>
#include <QAction>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QSettings>
#include <QStackedWidget>

#include <array>
#include <utility>

namespace razzia::ui {

namespace {

const QString kHuman = QStringLiteral("human");

// A seat of the new game, or nullptr for a level that does not exist.
speakeasy::ui::Seat *makeSeat(const QString &who, quint64 seed)
{
    if (who == kHuman)
        return new speakeasy::ui::HumanSeat;
    auto policy = speakeasy::makePolicy(who.toStdString(), seed);
    return policy ? new speakeasy::ui::AiSeat(std::move(policy)) : nullptr;
}

} // namespace

void MainWindow::newSpeakEasyGame()
{
    if (!m_speakEasyDialog) {
        m_speakEasyDialog = new SpeakEasyDialog(this);
        connect(m_speakEasyDialog, &QDialog::accepted, this, [this] {
            const QString south = m_speakEasyDialog->seat(0);
            const QString north = m_speakEasyDialog->seat(1);
            QSettings settings;
            settings.setValue(QStringLiteral("speakEasy/south"), south);
            settings.setValue(QStringLiteral("speakEasy/north"), north);
            startSpeakEasy(south, north, QRandomGenerator::global()->generate64());
        });
    }
    // The seats as last chosen.
    const QSettings settings;
    m_speakEasyDialog->setSeat(
        0, settings.value(QStringLiteral("speakEasy/south"), kHuman).toString());
    m_speakEasyDialog->setSeat(
        1, settings.value(QStringLiteral("speakEasy/north"), QStringLiteral("normal")).toString());
    m_speakEasyDialog->open();
}

bool MainWindow::startSpeakEasy(const QString &south, const QString &north, quint64 seed)
{
    // Each seat its own stream, as the CLI seeds them.
    std::array<speakeasy::ui::Seat *, 2> seats{makeSeat(south, seed), makeSeat(north, seed + 1)};
    if (!seats[0] || !seats[1]) {
        delete seats[0];
        delete seats[1];
        return false;
    }
    // The Razzia game, if any, stays idle as the start screen leaves it.
    m_controller->halt();
    leaveCurrentGame();
    m_gameLeft = m_session->isStarted();
    m_ranking->hide();
    endSpeakEasy();
    applySpeakEasySpeed();

    m_speakEasy = new speakeasy::ui::SpeakEasyTable(this);
    m_speakEasy->setObjectName(QStringLiteral("speakEasyTable"));
    auto *controller = new speakeasy::ui::TableController(seats[0], seats[1], seed);
    m_speakEasy->setController(controller);
    // The table shows the end itself; the Game menu leads back to the start screen.
    connect(m_speakEasy, &speakeasy::ui::SpeakEasyTable::gameOver, this, [this] {
        Q_EMIT gameFinished();
        if (m_quitAtEnd)
            close();
    });
    m_pages->addWidget(m_speakEasy);
    m_pages->setCurrentWidget(m_speakEasy);
    m_saveAction->setEnabled(false); // Speak Easy games cannot be saved yet
    m_hintAction->setEnabled(false); // H is the Speak Easy table's own hint there
    controller->start();
    return true;
}

bool MainWindow::speakEasyRunning() const
{
    return m_speakEasy && m_speakEasy->controller() &&
           m_speakEasy->controller()->phase() != speakeasy::ui::TableController::Phase::Over;
}

void MainWindow::endSpeakEasy()
{
    if (!m_speakEasy)
        return;
    const bool shown = m_pages->currentWidget() == m_speakEasy;
    // The controller waits for its AI seats' workers as it goes.
    delete std::exchange(m_speakEasy, nullptr);
    if (shown)
        showStartScreen();
}

void MainWindow::applySpeakEasySpeed()
{
    double factor = 1;
    switch (Pace::speed()) {
    case Speed::Instant:
        factor = 0;
        break;
    case Speed::Fast:
        factor = 0.5;
        break;
    case Speed::Normal:
        factor = 1;
        break;
    case Speed::Slow:
        factor = 2;
        break;
    }
    speakeasy::ui::Timing::setSpeed(factor);
}

void MainWindow::askBeforeLeavingSpeakEasy(const QString &action, std::function<void()> then)
{
    auto *box =
        new QMessageBox(QMessageBox::Question, action,
                        tr("A Speak Easy game is in progress. If you leave it, it will be lost."),
                        QMessageBox::Discard | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("leaveSpeakEasyBox"));
    box->setInformativeText(tr("Speak Easy games cannot be saved yet. Discard ends this game; "
                               "Cancel goes back to it."));
    box->button(QMessageBox::Discard)->setText(tr("&Discard"));
    box->button(QMessageBox::Cancel)->setText(tr("&Cancel"));
    box->setDefaultButton(QMessageBox::Cancel);
    box->setEscapeButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, then = std::move(then)](int) {
        if (box->standardButton(box->clickedButton()) != QMessageBox::Discard)
            return; // Cancel: the game goes on as it was
        endSpeakEasy();
        then();
    });
    box->open();
}

} // namespace razzia::ui
