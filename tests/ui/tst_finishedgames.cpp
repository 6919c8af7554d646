// Finished games (issue 25): the history as a list (game, players, winner, date, length) where a
// file dialog showed raw names; Replay and Rematch from it, and at the end of every game through
// the shell's one mechanism (GameModule::replayRequested, rematchRequested, rematch()).
#include "uitestsupport.h"

#include "finishedgames.h"
#include "gamesession.h"
#include "levelnames.h"
#include "mainwindow.h"
#include "pace.h"
#include "rankingdialog.h"
#include "razziamodule.h"
#include "tablecontroller.h"

#include <QPushButton>
#include <QTemporaryDir>
#include <QTreeWidget>

using namespace razzia;
using namespace razzia::ui;
using shell::FinishedGamesDialog;

namespace {

TableSetup aiTable(int players, quint64 seed)
{
    static const char *const names[] = {"Bugsy", "Lucky", "Dutch", "Meyer"};
    TableSetup setup;
    for (int seat = 0; seat < players; ++seat)
        setup.seats << SeatSetup{QString::fromLatin1(names[seat]), false,
                                 seat == 0 ? QStringLiteral("easy") : QStringLiteral("normal")};
    setup.seed = seed;
    return setup;
}

QWidget *replayWindow()
{
    for (QWidget *w : QApplication::topLevelWidgets())
        if (w->objectName() == QLatin1String("replayWindow") && w->isVisible())
            return w;
    return nullptr;
}

QStringList seatNames(const GameSession *session)
{
    QStringList names;
    for (int seat = 0; seat < session->players(); ++seat)
        names << session->name(seat);
    return names;
}

} // namespace

class TestFinishedGames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
        QVERIFY(m_dir.isValid());
    }

    void cleanup()
    {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (w->objectName() == QLatin1String("replayWindow"))
                w->close();
    }

    // Plays a computer-only game to its end (R3.8) in a window with its own store.
    void listsTheGameAndReplaysAndRematchesIt()
    {
        MainWindow window;
        window.setSaveStore(SaveStore(m_dir.filePath(QStringLiteral("games")),
                                      m_dir.filePath(QStringLiteral("history"))));
        window.show();
        RazziaModule *razzia = RazziaModule::of(window);
        razzia->startGame(aiTable(4, 2025));
        QSignalSpy finished(&window, &MainWindow::gameFinished);
        QVERIFY(finished.wait(120000) || finished.size() == 1);
        const QList<shell::Statistics::Result> results = razzia->results();
        QStringList winners;
        for (int seat = 0; seat < int(results.size()); ++seat)
            if (results[seat].place == 1)
                winners << razzia->session()->name(seat);
        const int rounds = int(razzia->session()->record().rounds.size());
        QVERIFY(razzia->rankingDialog()->isVisible());
        razzia->rankingDialog()->reject();

        // The list: one row, in words, no file name in sight.
        window.findChild<QAction *>(QStringLiteral("historyAction"))->trigger();
        FinishedGamesDialog *list = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] { return (list = window.findChild<FinishedGamesDialog *>()) && list->isVisible(); },
            5000));
        QTreeWidget *rows = list->list();
        QCOMPARE(rows->topLevelItemCount(), 1);
        const QTreeWidgetItem *row = rows->topLevelItem(0);
        QCOMPARE(row->text(0), QStringLiteral("Razzia"));
        QCOMPARE(row->text(1), QStringLiteral("Bugsy, Lucky, Dutch, Meyer"));
        QCOMPARE(row->text(2), winners.join(QStringLiteral(", ")));
        QVERIFY(!row->text(3).isEmpty());
        QVERIFY(row->data(3, Qt::UserRole).toDateTime().isValid());
        QVERIFY2(row->text(4).startsWith(QString::number(rounds) + QLatin1Char(' ')),
                 qPrintable(row->text(4)));
        for (int c = 0; c < rows->columnCount(); ++c)
            QVERIFY2(!row->text(c).contains(QStringLiteral(".razzia")), qPrintable(row->text(c)));
        QVERIFY2(row->toolTip(1).contains(
                     QStringLiteral("Lucky (computer, %1)")
                         .arg(shell::levelName(QStringLiteral("normal"), shell::LevelForm::Short))),
                 qPrintable(row->toolTip(1)));

        // Replay from the list.
        auto *replay = list->findChild<QPushButton *>(QStringLiteral("replayButton"));
        QVERIFY(replay->isEnabled() && replay->isDefault());
        QTest::mouseClick(replay, Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([] { return replayWindow() != nullptr; }, 10000));
        replayWindow()->close();

        // Rematch from the list: the same seats, a new game on the table.
        window.findChild<QAction *>(QStringLiteral("historyAction"))->trigger();
        QVERIFY(QTest::qWaitFor(
            [&] {
                for (auto *d : window.findChildren<FinishedGamesDialog *>())
                    if (d->isVisible())
                        return (list = d) != nullptr;
                return false;
            },
            5000));
        QSignalSpy started(razzia, &shell::GameModule::started);
        QTest::mouseClick(list->findChild<QPushButton *>(QStringLiteral("rematchButton")),
                          Qt::LeftButton);
        QCOMPARE(started.size(), 1);
        QCOMPARE(seatNames(razzia->session()),
                 QStringList({QStringLiteral("Bugsy"), QStringLiteral("Lucky"),
                              QStringLiteral("Dutch"), QStringLiteral("Meyer")}));
        QCOMPARE(razzia->session()->setup().seats.at(0).level, QStringLiteral("easy"));
        QVERIFY(razzia->session()->seed() != 2025u);

        // The end of that game offers both again, through the shell (GameModule signals).
        QVERIFY(finished.wait(120000) || finished.size() == 2);
        RankingDialog *end = razzia->rankingDialog();
        QVERIFY(end->isVisible());
        QTest::mouseClick(end->findChild<QPushButton *>(QStringLiteral("replayButton")),
                          Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([] { return replayWindow() != nullptr; }, 10000));
        replayWindow()->close();
        razzia->showEnd();
        QTest::mouseClick(end->findChild<QPushButton *>(QStringLiteral("rematchButton")),
                          Qt::LeftButton);
        QCOMPARE(started.size(), 2);
        QVERIFY(razzia->isRunning());
        QCOMPARE(seatNames(razzia->session()).size(), 4);
        razzia->controller()->halt();
    }

    void emptyHistorySaysSo()
    {
        shell::FinishedGamesDialog list({}, nullptr, nullptr);
        QCOMPARE(list.list()->topLevelItemCount(), 0);
        QVERIFY(!list.findChild<QPushButton *>(QStringLiteral("replayButton"))->isEnabled());
        QVERIFY(!list.findChild<QPushButton *>(QStringLiteral("rematchButton"))->isEnabled());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestFinishedGames)
#include "tst_finishedgames.moc"
