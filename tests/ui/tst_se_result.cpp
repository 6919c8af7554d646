// The end of a Speak Easy game (issue 25, SE6): a result dialog says who won and why, and
// offers Replay (this game, every piece face up) and Rematch (the same seats, a new game),
// instead of buttons that only grey out.
#include "uitestsupport.h"

#include "finishedgames.h"
#include "mainwindow.h"
#include "names.h"
#include "pace.h"
#include "replayview.h"
#include "resultdialog.h"
#include "speakeasymodule.h"
#include "speakeasytable.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTreeWidget>

using namespace shell;
using namespace speakeasy;
using speakeasy::ui::ResultDialog;
using speakeasy::ui::SpeakEasyModule;

class TestSeResult : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        Pace::setSpeed(Speed::Instant);
        QVERIFY(m_dir.isValid());
    }

    // SE6.1-SE6.4: the headline from the one person's chair, the reason in words.
    void se6HeadlineFromTheChair_data()
    {
        QTest::addColumn<int>("you");
        QTest::addColumn<int>("winner");
        QTest::addColumn<QString>("headline");
        QTest::addColumn<QString>("name"); // the winner's, as the record holds it
        QTest::newRow("you win") << 0 << 0 << ResultDialog::tr("You win!") << QString();
        QTest::newRow("you lose") << 1 << 0 << ResultDialog::tr("You lose") << QString();
        QTest::newRow("hot-seat") << -1 << 1 << ResultDialog::tr("%1 wins").arg(ui::Names::seat(1))
                                  << QString();
        QTest::newRow("hot-seat, unnamed")
            << -1 << 1 << ResultDialog::tr("%1 wins").arg(ui::Names::seat(1))
            << QStringLiteral("North");
        QTest::newRow("hot-seat, named")
            << -1 << 1 << QStringLiteral("Karine (North) wins") << QStringLiteral("Karine");
        QTest::newRow("draw") << 0 << -1 << ResultDialog::tr("Draw") << QString();
    }
    void se6HeadlineFromTheChair()
    {
        QFETCH(int, you);
        QFETCH(int, winner);
        QFETCH(QString, headline);
        QFETCH(QString, name);
        End end;
        end.status = winner >= 0 ? Status::Won : Status::Drawn;
        end.winner = int8_t(winner);
        end.reason = winner >= 0 ? Reason::Speakeasy : Reason::Agreement;
        ResultDialog dialog;
        dialog.setResult(end, you, 40, {3, 5}, {QStringLiteral("South"), name});
        QCOMPARE(dialog.headline(), headline);
        QCOMPARE(dialog.reason(), ui::Names::end(end));
    }

    void replayAndRematchAtTheEnd()
    {
        MainWindow window;
        window.setSaveStore(SaveStore(m_dir.filePath(QStringLiteral("games")),
                                      m_dir.filePath(QStringLiteral("history"))));
        window.setLanguage(QStringLiteral("en"));
        window.show();
        QSignalSpy finished(&window, &MainWindow::gameFinished);
        SpeakEasyModule *game = SpeakEasyModule::of(window);
        QVERIFY(game->start(QStringLiteral("random"), QStringLiteral("easy"), 5));
        QVERIFY(finished.wait(120000) || finished.size() == 1);
        ResultDialog *result = game->resultDialog();
        QVERIFY(result);
        QTRY_VERIFY(result->isVisible());
        const End end = game->gameRecord()->end.value();
        QCOMPARE(result->reason(), ui::Names::end(end));
        QVERIFY(!result->headline().isEmpty());
        QVERIFY(!result->rematchButton()->isDefault()); // Enter starts nothing by reflex

        // Replay: the finished game in a window of its own.
        const int before = int(QApplication::topLevelWidgets().size());
        result->replayButton()->click();
        QVERIFY(!result->isVisible());
        QCOMPARE(int(QApplication::topLevelWidgets().size()), before + 1);
        ui::ReplayView *replay = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *r = qobject_cast<ui::ReplayView *>(w))
                replay = r;
        QVERIFY(replay && replay->isVisible());
        // One title for the replay, whichever way it was opened, and the same after the words
        // are put again into the language of the moment (it was "Speak Easy: replay" then).
        const QString title = replay->windowTitle();
        QCOMPARE(title, ui::ReplayView::tr("Speak Easy — Replay"));
        QEvent languageChange(QEvent::LanguageChange);
        QApplication::sendEvent(replay, &languageChange);
        QCOMPARE(replay->windowTitle(), title);
        replay->close();

        // The list of finished games names the winner and the length in moves, and offers
        // Rematch for Speak Easy too (GameType::describeFinished, length; canRematch()).
        result->reject();
        window.findChild<QAction *>(QStringLiteral("historyAction"))->trigger();
        shell::FinishedGamesDialog *list = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] {
                return (list = window.findChild<shell::FinishedGamesDialog *>()) &&
                       list->isVisible();
            },
            5000));
        QCOMPARE(list->list()->topLevelItemCount(), 1);
        const QTreeWidgetItem *row = list->list()->topLevelItem(0);
        QCOMPARE(row->text(0), QStringLiteral("Speak Easy"));
        const GameRecord played = *game->gameRecord();
        const QString winner = end.status == Status::Won
                                   ? QString::fromStdString(played.players[size_t(end.winner)].name)
                                   : QString();
        QCOMPARE(row->text(2), winner);
        QCOMPARE(row->text(4), QStringLiteral("%1 moves").arg(played.moves.size()));
        QVERIFY(list->findChild<QPushButton *>(QStringLiteral("rematchButton"))->isEnabled());
        list->reject();

        // Rematch: the same seats, a new game from its set-up.
        QSignalSpy started(game, &GameModule::started);
        const quint64 seed = game->table()->controller()->seed();
        game->showEnd();
        QTRY_VERIFY(result->isVisible());
        result->rematchButton()->click();
        QCOMPARE(started.size(), 1);
        QVERIFY(game->table()->controller()->seed() != seed);
        QVERIFY(game->isRunning() || finished.size() == 2);
        QVERIFY(finished.wait(120000) || finished.size() == 2);
        const GameRecord again = *game->gameRecord();
        QCOMPARE(again.players[0].level, std::string("random"));
        QCOMPARE(again.players[1].level, std::string("easy"));
    }

    // A window manager cut the end's title short ("Speak Easy:…ver — Razzia"): the dialog is
    // as wide as the whole title, the application's name after it and the bar's buttons need,
    // in English and in French.
    void titleFitsTheDialog()
    {
        QGuiApplication::setApplicationDisplayName(QStringLiteral("Razzia"));
        QTranslator french;
        QVERIFY(french.load(QStringLiteral(":/i18n/razzia_fr.qm")));
        for (bool inFrench : {false, true}) {
            if (inFrench)
                QCoreApplication::installTranslator(&french);
            End end;
            end.status = Status::Won;
            end.winner = 0;
            end.reason = Reason::NoLegalMove;
            ResultDialog dialog;
            dialog.setResult(end, 0, 40, {3, 5});
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QCOMPARE(dialog.windowTitle() == QStringLiteral("Speak Easy: the game is over"),
                     !inFrench);
            QFont bold = dialog.font();
            bold.setBold(true);
            const int title = QFontMetrics(bold).horizontalAdvance(dialog.windowTitle() +
                                                                   QStringLiteral(" — Razzia"));
            QVERIFY2(dialog.width() >= title + 100,
                     qPrintable(QStringLiteral("%1 < %2 + 100").arg(dialog.width()).arg(title)));
            QCoreApplication::removeTranslator(&french);
        }
        QGuiApplication::setApplicationDisplayName(QString());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestSeResult)
#include "tst_se_result.moc"
