// Speak Easy in the game window (issue 16): the start screen's entry and its dialog, the game on
// its own page, the question before a running game is left (Save, Discard, Cancel, as Razzia's),
// and an AI game played to its end, in the window and from the command line.
#include "uitestsupport.h"

#include "curtain.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "pace.h"
#include "razziamodule.h"
#include "speakeasydialog.h"
#include "speakeasymodule.h"
#include "startscreen.h"

#include "speakeasytable.h"
#include "timing.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace razzia::ui;
using speakeasy::ui::SpeakEasyDialog;
using speakeasy::ui::SpeakEasyModule;
using SeTable = speakeasy::ui::SpeakEasyTable;
using SePhase = speakeasy::ui::TableController::Phase;

namespace {

QMessageBox *leaveBox(QWidget &window)
{
    QMessageBox *box = nullptr;
    (void)QTest::qWaitFor(
        [&] {
            box = window.findChild<QMessageBox *>(QStringLiteral("leaveGameBox"));
            return box && box->isVisible();
        },
        5000);
    return box && box->isVisible() ? box : nullptr;
}

void answer(QMessageBox *box, QMessageBox::StandardButton button)
{
    box->button(button)->click();
    QCoreApplication::processEvents();
}

} // namespace

class TestSpeakEasyHost : public QObject
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

    void startScreenEntryOpensTheDialogAndHostsTheGame()
    {
        MainWindow window;
        prepare(window);
        StartScreen *start = window.startScreen();
        auto *entry = start->findChild<QPushButton *>(QStringLiteral("newGameButton-speakeasy"));
        QVERIFY(entry && entry->isVisible() && !entry->text().isEmpty());
        entry->click();
        SpeakEasyDialog *dialog = SpeakEasyModule::of(window)->dialog();
        QVERIFY(dialog && dialog->isVisible());
        // Human, and every level the engine knows, at both seats.
        auto *north = dialog->findChild<QComboBox *>(QStringLiteral("northSeat"));
        QVERIFY(north);
        QCOMPARE(north->count(), 6);
        QCOMPARE(north->itemData(0).toString(), QStringLiteral("human"));
        QCOMPARE(north->itemData(5).toString(), QStringLiteral("expert"));
        // Its own words in either language, Start included (not the platform's OK).
        auto *startButton =
            dialog->findChild<QPushButton *>(QStringLiteral("startSpeakEasyButton"));
        QVERIFY(startButton);
        QCOMPARE(startButton->text(), QStringLiteral("&Start"));
        window.setLanguage(QStringLiteral("fr"));
        QCoreApplication::processEvents();
        QCOMPARE(startButton->text(), QStringLiteral("&Commencer"));
        QCOMPARE(north->itemText(2), QStringLiteral("Ordinateur (Facile)"));
        window.setLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(north->itemText(0), QStringLiteral("Human"));
        dialog->setSeat(0, QStringLiteral("human"));
        dialog->setSeat(1, QStringLiteral("easy"));
        QCOMPARE(dialog->seat(1), QStringLiteral("easy"));
        dialog->accept();

        SeTable *table = SpeakEasyModule::of(window)->table();
        QVERIFY(table);
        QVERIFY(table->isVisible());
        QVERIFY(!window.startScreenShown());
        QVERIFY(table->controller()->isHuman(0));
        QVERIFY(!table->controller()->isHuman(1));
        QVERIFY(SpeakEasyModule::of(window)->isRunning());
        QVERIFY(window.gameRunning());
        QCOMPARE(window.currentGame(), SpeakEasyModule::of(window));
        QVERIFY(!RazziaModule::of(window)->isStarted()); // the Razzia table is idle
        // Save and H serve Speak Easy as they serve Razzia.
        QVERIFY(window.findChild<QAction *>(QStringLiteral("saveAction"))->isEnabled());
        QVERIFY(window.findChild<QAction *>(QStringLiteral("hintAction"))->isEnabled());
    }

    // A person's name typed in the dialog names them at the table, with their side, and in the
    // record; a field left empty leaves the side's name, and a computer seat takes no name.
    void typedNamesNameThePlayers()
    {
        MainWindow window;
        prepare(window);
        SpeakEasyModule::of(window)->showNewGameDialog();
        SpeakEasyDialog *dialog = SpeakEasyModule::of(window)->dialog();
        QVERIFY(dialog && dialog->isVisible());
        auto *southName = dialog->findChild<QLineEdit *>(QStringLiteral("southName"));
        auto *northName = dialog->findChild<QLineEdit *>(QStringLiteral("northName"));
        QVERIFY(southName && northName);
        dialog->setSeat(1, QStringLiteral("easy"));
        QVERIFY(southName->isEnabled());
        QVERIFY(!northName->isEnabled());
        QCOMPARE(dialog->name(1), QString());
        dialog->setSeat(1, QStringLiteral("human"));
        QVERIFY(northName->isEnabled());
        // Two people: an empty field says which side's name it leaves.
        QCOMPARE(northName->placeholderText(), QStringLiteral("North"));
        southName->clear();
        QTest::keyClicks(southName, QStringLiteral("  Karine "));
        QCOMPARE(dialog->name(0), QStringLiteral("Karine"));
        dialog->accept();

        SeTable *table = SpeakEasyModule::of(window)->table();
        QVERIFY(table && table->curtain());
        QTRY_VERIFY(table->isCurtainUp());
        QCOMPARE(table->curtain()->title(), QStringLiteral("Pass the screen to Karine (South)"));
        QTest::mouseClick(table->curtain()->button(), Qt::LeftButton);
        QVERIFY(table->startGame());
        QTRY_VERIFY(table->isCurtainUp());
        QCOMPARE(table->curtain()->title(), QStringLiteral("Pass the screen to North"));
        QTest::mouseClick(table->curtain()->button(), Qt::LeftButton);
        QVERIFY(table->startGame());
        // SE8.4: the record begins with both set-ups.
        QTRY_VERIFY(!SpeakEasyModule::of(window)->record().isEmpty());
        const QJsonObject record =
            QJsonDocument::fromJson(SpeakEasyModule::of(window)->record()).object();
        const QJsonArray players = record.value(QStringLiteral("players")).toArray();
        QCOMPARE(players.size(), 2);
        QCOMPARE(players[0].toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("Karine"));
        QCOMPARE(players[1].toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("North"));
        // The next game's dialog offers the names again.
        QCOMPARE(QSettings().value(QStringLiteral("speakEasy/southName")).toString(),
                 QStringLiteral("Karine"));
        QSettings().clear();
    }

    void theSpeedSettingReachesTheTable()
    {
        MainWindow window;
        prepare(window);
        Pace::setSpeed(Speed::Fast);
        QVERIFY(
            SpeakEasyModule::of(window)->start(QStringLiteral("human"), QStringLiteral("easy"), 3));
        QCOMPARE(speakeasy::ui::Timing::speed(), 0.5);
        QAction *slow = nullptr;
        for (QAction *a : window.findChildren<QAction *>())
            if (a->data() == QStringLiteral("slow"))
                slow = a;
        QVERIFY(slow);
        slow->trigger();
        QCOMPARE(speakeasy::ui::Timing::speed(), 2.0);
        Pace::setSpeed(Speed::Instant);
        QSettings().clear();
    }

    void anUnknownLevelChangesNothing()
    {
        MainWindow window;
        prepare(window);
        QVERIFY(!SpeakEasyModule::of(window)->start(QStringLiteral("human"),
                                                    QStringLiteral("grandmaster"), 1));
        QVERIFY(!SpeakEasyModule::of(window)->table());
        QVERIFY(window.startScreenShown());
    }

    void leavingARunningGameAsks_data()
    {
        QTest::addColumn<QString>("action");
        QTest::newRow("new game") << QStringLiteral("newAction");
        QTest::newRow("open") << QStringLiteral("openAction");
        QTest::newRow("start screen") << QStringLiteral("startScreenAction");
        QTest::newRow("quit") << QStringLiteral("quitAction");
        QTest::newRow("window close") << QString();
    }

    void leavingARunningGameAsks()
    {
        QFETCH(QString, action);
        MainWindow window;
        prepare(window);
        QVERIFY(SpeakEasyModule::of(window)->start(QStringLiteral("human"), QStringLiteral("easy"),
                                                   11));
        SeTable *table = SpeakEasyModule::of(window)->table();
        auto leave = [&] {
            if (action.isEmpty())
                window.close();
            else
                window.findChild<QAction *>(action)->trigger();
        };

        // Cancel: the game goes on as it was, on screen.
        leave();
        QMessageBox *box = leaveBox(window);
        QVERIFY(box);
        // The same question as Razzia's: Save, Discard or Cancel.
        QVERIFY(box->button(QMessageBox::Save));
        QVERIFY(box->button(QMessageBox::Discard));
        answer(box, QMessageBox::Cancel);
        QCOMPARE(SpeakEasyModule::of(window)->table(), table);
        QVERIFY(SpeakEasyModule::of(window)->isRunning());
        QVERIFY(table->isVisible());
        QVERIFY(window.isVisible());

        // Discard: the action goes on; the game is gone once another replaces it or the window
        // leaves it (a new game's or a file's dialog cancelled leaves it on the table).
        leave();
        box = leaveBox(window);
        QVERIFY(box);
        answer(box, QMessageBox::Discard);
        if (action == QStringLiteral("newAction")) {
            // Ctrl+N: another game of the game on the table.
            QVERIFY(SpeakEasyModule::of(window)->dialog() &&
                    SpeakEasyModule::of(window)->dialog()->isVisible());
            SpeakEasyModule::of(window)->dialog()->reject();
        } else if (action == QStringLiteral("openAction")) {
            auto *open = window.findChild<QWidget *>(QStringLiteral("openDialog"));
            QVERIFY(open && open->isVisible());
            open->close();
        } else if (action == QStringLiteral("startScreenAction")) {
            QVERIFY(window.startScreenShown());
            QVERIFY(!SpeakEasyModule::of(window)->table());
        } else {
            QVERIFY(QTest::qWaitFor([&] { return !window.isVisible(); }, 5000));
        }
    }

    void aFinishedGameLeavesWithoutAQuestion()
    {
        MainWindow window;
        prepare(window);
        QSignalSpy finished(&window, &MainWindow::gameFinished);
        QVERIFY(SpeakEasyModule::of(window)->start(QStringLiteral("random"), QStringLiteral("easy"),
                                                   5));
        QVERIFY(finished.wait(120000) || finished.size() == 1);
        QCOMPARE(SpeakEasyModule::of(window)->table()->controller()->phase(), SePhase::Over);
        QVERIFY(!SpeakEasyModule::of(window)->isRunning());
        QVERIFY(SpeakEasyModule::of(window)->table()->isVisible()); // the table shows the end
        window.findChild<QAction *>(QStringLiteral("startScreenAction"))->trigger();
        QVERIFY(!window.findChild<QMessageBox *>(QStringLiteral("leaveGameBox")));
        QVERIFY(window.startScreenShown());
        QVERIFY(!SpeakEasyModule::of(window)->table());
    }

    // Issue 15, hard: "formations chosen against the opponent's habits". The window keeps what
    // its levels learn of the person across games; games without a person teach nothing.
    void levelsLearnThePersonAcrossGames()
    {
        MainWindow window;
        prepare(window);
        SpeakEasyModule *game = SpeakEasyModule::of(window);
        QCOMPARE(game->habits().games, 0);
        QSignalSpy finished(&window, &MainWindow::gameFinished);
        QVERIFY(game->start(QStringLiteral("human"), QStringLiteral("easy"), 17));
        QVERIFY(game->table()->startGame());
        speakeasy::ui::TableController *controller = game->table()->controller();
        QTRY_VERIFY_WITH_TIMEOUT(controller->phase() == SePhase::Play, 30000);
        controller->resign(0);
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(game->habits().games, 1);

        QVERIFY(game->start(QStringLiteral("random"), QStringLiteral("easy"), 5));
        QVERIFY(finished.wait(120000) || finished.size() == 2);
        QCOMPARE(finished.size(), 2);
        QCOMPARE(game->habits().games, 1);
    }

    // razzia --game speakeasy --autoplay: an AI game in the real window, to its end.
    void autoplayFromTheCommandLineReachesTheEnd()
    {
        QProcess game;
        game.setProgram(QStringLiteral(RAZZIA_GAME_BINARY));
        game.setArguments(
            {QStringLiteral("--game"), QStringLiteral("speakeasy"), QStringLiteral("--autoplay"),
             QStringLiteral("--seats"), QStringLiteral("random,easy"), QStringLiteral("--seed"),
             QStringLiteral("5"), QStringLiteral("--speed"), QStringLiteral("instant"),
             QStringLiteral("--quit-at-end"), QStringLiteral("--language"), QStringLiteral("en")});
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("RAZZIA_REPORT_TIMES"), QStringLiteral("1"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        game.setProcessEnvironment(env);
        game.start();
        QVERIFY(game.waitForFinished(180000));
        QCOMPARE(game.exitStatus(), QProcess::NormalExit);
        QCOMPARE(game.exitCode(), 0);
        QVERIFY2(game.readAllStandardError().contains("game over after"), "no end reached");
    }

    void autoplayRefusesBadSeats_data()
    {
        QTest::addColumn<QString>("seats");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("three seats")
            << QStringLiteral("random,easy,hard") << QByteArray("3 levels for the 2 players");
        QTest::newRow("unknown level") << QStringLiteral("random,grandmaster")
                                       << QByteArray("unknown Speak Easy level \"grandmaster\"");
    }

    void autoplayRefusesBadSeats()
    {
        QFETCH(QString, seats);
        QFETCH(QByteArray, message);
        QProcess game;
        game.start(QStringLiteral(RAZZIA_GAME_BINARY),
                   {QStringLiteral("--game"), QStringLiteral("speakeasy"),
                    QStringLiteral("--autoplay"), QStringLiteral("--seats"), seats});
        QVERIFY(game.waitForFinished(30000));
        QCOMPARE(game.exitCode(), 2);
        QVERIFY2(game.readAllStandardError().contains(message), message.constData());
    }

private:
    void prepare(MainWindow &window)
    {
        window.setSaveStore(SaveStore(m_dir.filePath(QStringLiteral("games")),
                                      m_dir.filePath(QStringLiteral("history"))));
        window.setLanguage(QStringLiteral("en"));
        window.show();
        window.showStartScreen();
    }

    QTemporaryDir m_dir;
};

QTEST_MAIN(TestSpeakEasyHost)
#include "tst_speakeasyhost.moc"
