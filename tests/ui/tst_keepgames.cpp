// Never lose a game (issue 13) and the window's side of hardened loading (issue 17): leaving a
// running game asks first, every unfinished game keeps a file of its own and survives a
// restart, a failed resume moves the file aside, files load on a worker, messages are one line.
#include "uitestsupport.h"

#include "../razziaqio.h"
#include "gamesession.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "pace.h"
#include "razziamodule.h"
#include "startscreen.h"
#include "tablecontroller.h"

#include <QFileDialog>
#include <QListView>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>

using namespace razzia;
using namespace razzia::ui;

namespace {

TableSetup aiTable(const QString &prefix, int players, quint64 seed)
{
    TableSetup setup;
    for (int seat = 0; seat < players; ++seat)
        setup.seats << SeatSetup{QStringLiteral("%1 %2").arg(prefix).arg(seat + 1), false,
                                 QStringLiteral("normal")};
    setup.seed = seed;
    return setup;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(data) == data.size();
}

// The question a running game asks before it is left, once it is open.
QMessageBox *leaveBox(QWidget &window)
{
    QMessageBox *box = nullptr;
    // The box's own state below says whether it came; the wait's result adds nothing.
    (void)QTest::qWaitFor(
        [&] {
            box = window.findChild<QMessageBox *>(QStringLiteral("leaveGameBox"));
            return box && box->isVisible();
        },
        5000);
    return box && box->isVisible() ? box : nullptr;
}

QAction *findAction(QWidget &window, const char *name)
{
    return window.findChild<QAction *>(QLatin1String(name));
}

bool waitForRounds(MainWindow &window, size_t rounds)
{
    return QTest::qWaitFor(
        [&] { return RazziaModule::of(window)->session()->record().rounds.size() >= rounds; },
        60000);
}

} // namespace

class TestKeepGames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        // A store of its own for every test: nothing carries over but what the test keeps.
        ++m_test;
        m_store = SaveStore(m_dir.filePath(QStringLiteral("games-%1").arg(m_test)),
                            m_dir.filePath(QStringLiteral("history-%1").arg(m_test)));
    }

    void leavingAsksFirstAndCancelKeepsTheGame_data()
    {
        QTest::addColumn<QString>("action");
        QTest::newRow("new game") << QStringLiteral("new");
        QTest::newRow("open") << QStringLiteral("open");
        QTest::newRow("quit") << QStringLiteral("quit");
        QTest::newRow("window closed") << QStringLiteral("close");
        // Ctrl+Q with a window-modal dialog open (as Razzia's proposal and duel dialogs are),
        // which blocks the window's own shortcut.
        QTest::newRow("quit over a dialog") << QStringLiteral("quit over a dialog");
    }

    void leavingAsksFirstAndCancelKeepsTheGame()
    {
        QFETCH(QString, action);
        MainWindow window;
        window.setSaveStore(m_store);
        window.show();
        RazziaModule::of(window)->startGame(aiTable(QStringLiteral("Seat"), 4, 11));
        QVERIFY(waitForRounds(window, 1));
        const quint64 seed = RazziaModule::of(window)->session()->seed();
        const QString autosave = window.autosavePath();

        if (action == QLatin1String("new"))
            window.newGame();
        else if (action == QLatin1String("open"))
            findAction(window, "openAction")->trigger();
        else if (action == QLatin1String("quit"))
            findAction(window, "quitAction")->trigger();
        else if (action == QLatin1String("close"))
            window.close();
        QPointer<QDialog> dialog;
        if (action == QLatin1String("quit over a dialog")) {
            dialog = new QDialog(&window);
            auto *button = new QPushButton(QStringLiteral("OK"), dialog);
            dialog->setWindowModality(Qt::WindowModal);
            dialog->open();
            QApplication::setActiveWindow(dialog);
            button->setFocus();
            QVERIFY(QTest::qWaitFor([&] { return QApplication::focusWidget() == button; }, 2000));
            QTest::keyClick(button, Qt::Key_Q, Qt::ControlModifier);
        }

        QMessageBox *box = leaveBox(window);
        QVERIFY2(box, "leaving a running game must ask first");
        QVERIFY(box->button(QMessageBox::Save));
        QVERIFY(box->button(QMessageBox::Discard));
        // Nothing happened yet: no dialog behind the question, the game is the same one.
        QVERIFY(!RazziaModule::of(window)->newGameDialog() ||
                !RazziaModule::of(window)->newGameDialog()->isVisible());
        QVERIFY(!window.findChild<QFileDialog *>(QStringLiteral("openDialog")));
        QVERIFY(window.isVisible());
        box->button(QMessageBox::Cancel)->click();

        QVERIFY(window.isVisible());
        if (dialog) { // Cancel leaves the dialog as it was
            QVERIFY(dialog->isVisible());
            dialog->reject();
        }
        QVERIFY(!RazziaModule::of(window)->newGameDialog() ||
                !RazziaModule::of(window)->newGameDialog()->isVisible());
        QVERIFY(!window.findChild<QFileDialog *>(QStringLiteral("openDialog")));
        QCOMPARE(RazziaModule::of(window)->session()->seed(), seed);
        QCOMPARE(window.autosavePath(), autosave);
        // The game goes on where it was, and keeps its autosave.
        const size_t before = RazziaModule::of(window)->session()->record().rounds.size();
        QVERIFY(window.gameRunning() || RazziaModule::of(window)->session()->game().over());
        QVERIFY(waitForRounds(window, std::min<size_t>(before + 1, 12)));
        QCOMPARE(RazziaModule::of(window)->session()->seed(), seed);
        QVERIFY(QFile::exists(autosave) || RazziaModule::of(window)->session()->game().over());
    }

    void discardForgetsTheGameAndSaveKeepsIt()
    {
        MainWindow window;
        window.setSaveStore(m_store);
        window.show();
        RazziaModule::of(window)->startGame(aiTable(QStringLiteral("Kept"), 3, 21));
        QVERIFY(waitForRounds(window, 2));
        RazziaModule::of(window)->controller()->halt();
        const QString kept = window.autosavePath();

        // Save, then New game: the dialog opens, the game stays to be continued.
        window.newGame();
        QMessageBox *box = leaveBox(window);
        QVERIFY(box);
        box->button(QMessageBox::Save)->click();
        QVERIFY(QTest::qWaitFor(
            [&] { return RazziaModule::of(window)->newGameDialog()->isVisible(); }, 5000));
        RazziaModule::of(window)->newGameDialog()->reject();
        QVERIFY(QFile::exists(kept));

        RazziaModule::of(window)->startGame(aiTable(QStringLiteral("Forgotten"), 3, 22));
        QVERIFY(waitForRounds(window, 1));
        RazziaModule::of(window)->controller()->halt();
        const QString forgotten = window.autosavePath();
        QVERIFY(forgotten != kept);
        QVERIFY(QFile::exists(forgotten));

        // Discard, then a quick game: the discarded game's file goes, the saved one stays.
        window.quickGame();
        box = leaveBox(window);
        QVERIFY(box);
        box->button(QMessageBox::Discard)->click();
        QVERIFY(QTest::qWaitFor(
            [&] { return RazziaModule::of(window)->session()->setup().seats.size() == 4; }));
        QVERIFY(!QFile::exists(forgotten));
        QVERIFY(QFile::exists(kept));
        QVERIFY(RazziaModule::of(window)->session()->isHuman(0));
        RazziaModule::of(window)->controller()->halt();
    }

    void backToTheStartScreenKeepsTheGameToContinue()
    {
        MainWindow window;
        window.setSaveStore(m_store);
        window.show();
        RazziaModule::of(window)->startGame(aiTable(QStringLiteral("Seat"), 4, 404));
        QVERIFY(waitForRounds(window, 2));
        findAction(window, "startScreenAction")->trigger();
        QMessageBox *box = leaveBox(window);
        QVERIFY(box);
        box->button(QMessageBox::Save)->click();
        QVERIFY(window.startScreenShown());
        QVERIFY(!window.gameRunning());
        const size_t rounds = RazziaModule::of(window)->session()->record().rounds.size();
        QCOMPARE(window.unfinishedGames().size(), 1);
        QCOMPARE(window.unfinishedGames().first().rounds, int(rounds));
        QCOMPARE(window.startScreen()->games()->rowCount(), 1);
        // The table is idle: nothing else to ask before the next game.
        window.quickGame();
        for (auto *question : window.findChildren<QMessageBox *>(QStringLiteral("leaveGameBox")))
            QVERIFY(!question->isVisible());
        QVERIFY(!window.startScreenShown());
        QVERIFY(RazziaModule::of(window)->session()->isHuman(0));
        RazziaModule::of(window)->controller()->halt();
        QCOMPARE(window.unfinishedGames().size(), 1); // the saved game, still there
    }

    void twoUnfinishedGamesSurviveARestart()
    {
        QList<GameRecord> played;
        {
            MainWindow window;
            window.setSaveStore(m_store);
            window.show();
            RazziaModule::of(window)->startGame(aiTable(QStringLiteral("Hot"), 4, 101));
            QVERIFY(waitForRounds(window, 2));
            RazziaModule::of(window)->controller()->halt();
            played << RazziaModule::of(window)->session()->record();
            // A second game, started without a word: the first stays in the store.
            RazziaModule::of(window)->startGame(aiTable(QStringLiteral("Seat"), 5, 202));
            QVERIFY(waitForRounds(window, 3));
            RazziaModule::of(window)->controller()->halt();
            played << RazziaModule::of(window)->session()->record();
        } // the window goes, as when the program is quit or killed

        MainWindow window;
        window.setSaveStore(m_store);
        window.show();
        window.showStartScreen();
        const QList<SaveStore::Entry> games = window.unfinishedGames();
        QCOMPARE(games.size(), 2);
        QCOMPARE(window.startScreen()->games()->rowCount(), 2);
        // Players, rounds and date, so that the player knows which game is which.
        const QString line = window.startScreen()->games()->index(0).data().toString();
        QVERIFY2(line.contains(QStringLiteral("Hot 1")) || line.contains(QStringLiteral("Seat 1")),
                 qPrintable(line));
        for (const GameRecord &record : played) {
            const QString first = QString::fromStdString(record.players[0].name);
            const auto entry = std::find_if(games.begin(), games.end(), [&](const auto &e) {
                return e.players.value(0) == first;
            });
            QVERIFY(entry != games.end());
            QCOMPARE(entry->rounds, int(record.rounds.size()));
            QString error;
            QVERIFY2(window.openFile(entry->path, &error), qPrintable(error));
            QVERIFY(!window.startScreenShown());
            // Everything played so far is the same (the autosave of the last round's end; the
            // decisions of the round in progress at the window's close were never saved).
            GameRecord resumed = RazziaModule::of(window)->session()->record();
            QCOMPARE(resumed.rounds.size(), record.rounds.size());
            GameRecord before = record;
            resumed.reseeds.clear();
            resumed.inProgress.clear();
            before.inProgress.clear();
            QCOMPARE(qio::recordToJson(resumed), qio::recordToJson(before));
            // It goes on in its own file.
            QCOMPARE(window.autosavePath(), entry->path);
            QVERIFY(waitForRounds(window, record.rounds.size() + 1));
            RazziaModule::of(window)->controller()->halt();
        }
        QCOMPARE(window.unfinishedGames().size(), 2); // both still there to continue
    }

    void finishedGameGoesToTheHistory()
    {
        MainWindow window;
        window.setSaveStore(m_store);
        window.show();
        RazziaModule::of(window)->startGame(aiTable(QStringLiteral("Seat"), 3, 303));
        const QString autosave = window.autosavePath();
        QSignalSpy finished(&window, &MainWindow::gameFinished);
        QVERIFY(finished.wait(120000) || finished.size() == 1);
        QVERIFY(!QFile::exists(autosave));
        const QStringList history =
            QDir(m_store.historyDir()).entryList({QStringLiteral("*.razzia")}, QDir::Files);
        QCOMPARE(history.size(), 1);
        GameRecord record;
        Game replayed;
        QString error;
        QVERIFY2(qio::loadRecord(readAll(m_store.historyDir() + QLatin1Char('/') + history[0]),
                                 record, replayed, error),
                 qPrintable(error));
        QVERIFY(record.finished);
        QVERIFY(window.unfinishedGames().isEmpty());
    }

    void failedResumeMovesTheFileAside()
    {
        QDir().mkpath(m_store.gamesDir());
        const QString path = m_store.gamesDir() + QStringLiteral("/game-tampered.razzia");
        QVERIFY(writeFile(path, tamperedRecord()));

        MainWindow window;
        window.setSaveStore(m_store);
        window.show();
        window.showStartScreen();
        QCOMPARE(window.unfinishedGames().size(), 1);
        QSignalSpy done(window.startScreen(), &StartScreen::continueRequested);
        window.startScreen()->continueSelected();
        QCOMPARE(done.size(), 1);
        QVERIFY(QTest::qWaitFor([&] { return !QFile::exists(path); }, 10000));

        const QStringList aside = QDir(m_store.gamesDir()).entryList(QDir::Files);
        QCOMPARE(aside.size(), 1);
        QVERIFY2(aside[0].startsWith(QStringLiteral("game-tampered.razzia.broken-")),
                 qPrintable(aside[0]));
        QVERIFY2(window.lastFileMessage().contains(aside[0]), qPrintable(window.lastFileMessage()));
        QVERIFY(!window.lastFileMessage().contains(QLatin1Char('\n')));
        // Not offered again, now or at the next start.
        QVERIFY(window.unfinishedGames().isEmpty());
        QCOMPARE(window.startScreen()->games()->rowCount(), 0);
        QVERIFY(window.startScreenShown());
        QVERIFY(!RazziaModule::of(window)->session()->isStarted());
        MainWindow next;
        next.setSaveStore(m_store);
        QVERIFY(next.unfinishedGames().isEmpty());
    }

    void failedResumeOfTheAutosaveFileMovesItAside()
    {
        // razzia --autosave FILE: the one file is offered, and set aside the same way.
        const QString path = m_dir.filePath(QStringLiteral("fixed-%1.razzia").arg(m_test));
        QVERIFY(writeFile(path, tamperedRecord()));
        MainWindow window;
        window.setAutosavePath(path);
        QCOMPARE(window.unfinishedGames().size(), 1);
        QCOMPARE(window.unfinishedGames().first().rounds, 2);
        QString error;
        QVERIFY(!window.openFile(path, &error));
        QVERIFY(!QFile::exists(path));
        QVERIFY2(error.contains(QStringLiteral(".broken-")), qPrintable(error));
        QVERIFY(window.unfinishedGames().isEmpty());
    }

    void aBadFileFromTheCommandLineShowsOnlyItsMessage()
    {
        const QString path = m_dir.filePath(QStringLiteral("garbage.razzia"));
        QVERIFY(writeFile(path, QByteArrayLiteral("\x89PNG not a game")));
        MainWindow window;
        window.setSaveStore(m_store);
        window.show();
        window.showStartScreen(); // what main() does before it opens the file
        bool finished = false, opened = true;
        window.openFileInBackground(path, [&](bool ok) {
            finished = true;
            opened = ok;
        });
        QVERIFY(QTest::qWaitFor([&] { return finished; }, 10000));
        QVERIFY(!opened);
        auto *box = window.findChild<QMessageBox *>(QStringLiteral("fileErrorBox"));
        QVERIFY(box && box->isVisible());
        QVERIFY(!RazziaModule::of(window)->newGameDialog() ||
                !RazziaModule::of(window)->newGameDialog()->isVisible());
        QVERIFY(window.startScreenShown());
        QCOMPARE(QFile(path).size(), qint64(15)); // a file not autosaved is left as it is
    }

    void loadingRunsOnAWorker()
    {
        QByteArray good;
        {
            MainWindow window;
            window.setAutosavePath(QString());
            RazziaModule::of(window)->startGame(aiTable(QStringLiteral("Seat"), 4, 19));
            QVERIFY(waitForRounds(window, 3));
            RazziaModule::of(window)->controller()->halt();
            good = qio::recordToJson(RazziaModule::of(window)->session()->record());
        }
        const QString path = m_dir.filePath(QStringLiteral("worker.razzia"));
        QVERIFY(writeFile(path, good));
        MainWindow window;
        window.setSaveStore(m_store);
        window.show();
        bool finished = false;
        window.openFileInBackground(path, [&](bool ok) { finished = ok; });
        // The call returns at once, with the busy cursor; the game arrives from the worker.
        QVERIFY(!RazziaModule::of(window)->session()->isStarted());
        QVERIFY(QApplication::overrideCursor());
        QCOMPARE(QApplication::overrideCursor()->shape(), Qt::BusyCursor);
        QVERIFY(QTest::qWaitFor([&] { return finished; }, 10000));
        QVERIFY(!QApplication::overrideCursor());
        QVERIFY(RazziaModule::of(window)->session()->isStarted());
        // The player's file is not the autosave: the game goes on in the store.
        QVERIFY(window.autosavePath() != path);
        QVERIFY(m_store.contains(window.autosavePath()));
        RazziaModule::of(window)->controller()->halt();
    }

    void oversizedFileIsRefusedAtOnce()
    {
        const QString path = m_dir.filePath(QStringLiteral("huge.razzia"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(kMaxGameFileBytes + 1));
        file.close();
        MainWindow window;
        window.setSaveStore(m_store);
        QElapsedTimer clock;
        clock.start();
        QString error;
        QVERIFY(!window.openFile(path, &error));
        QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY2(error.contains(QStringLiteral("too large")), qPrintable(error));
        QFile::remove(path);
    }

    void messagesQuoteNamesEscaped()
    {
        // A file name with a line break and a terminal escape reads as one inert line.
        const QString path = m_dir.filePath(QStringLiteral("bad\nname\x1b[31m.razzia"));
        QVERIFY(writeFile(path, QByteArrayLiteral("{")));
        MainWindow window;
        window.setSaveStore(m_store);
        QString error;
        QVERIFY(!window.openFile(path, &error));
        QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error));
        QVERIFY(!error.contains(QChar(0x1b)));
        QVERIFY2(error.contains(QStringLiteral("bad\\nname\\u001b[31m")), qPrintable(error));
        QCOMPARE(escapedText(QStringLiteral("a\tb\rc")), QStringLiteral("a\\tb\\rc"));
    }

    void saveConfirmsAndStartsInDocuments()
    {
        MainWindow window;
        window.setSaveStore(m_store);
        window.show();
        RazziaModule::of(window)->startGame(aiTable(QStringLiteral("Seat"), 3, 5));
        QVERIFY(waitForRounds(window, 1));
        RazziaModule::of(window)->controller()->halt();
        findAction(window, "saveAction")->trigger();
        auto *dialog = window.findChild<QFileDialog *>();
        QVERIFY(dialog);
        QCOMPARE(QDir(dialog->directory()).absolutePath(),
                 QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                     .absolutePath());
        const QString path = m_dir.filePath(QStringLiteral("confirmed.razzia"));
        Q_EMIT dialog->fileSelected(path);
        QVERIFY(QFile::exists(path));
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("confirmed.razzia")),
                 qPrintable(window.statusBar()->currentMessage()));
        dialog->reject();
    }

private:
    // A record that parses (so it is listed) but that the rules refuse: money changed by hand.
    static QByteArray tamperedRecord()
    {
        MainWindow window;
        window.setAutosavePath(QString());
        RazziaModule::of(window)->startGame(aiTable(QStringLiteral("Seat"), 4, 9));
        if (!waitForRounds(window, 2))
            qWarning("the game to tamper with did not reach two rounds");
        RazziaModule::of(window)->controller()->halt();
        QJsonObject root = QJsonDocument::fromJson(
                               qio::recordToJson(RazziaModule::of(window)->session()->record()))
                               .object();
        QJsonArray rounds = root.value(QStringLiteral("rounds")).toArray();
        while (rounds.size() > 2)
            rounds.removeLast();
        QJsonObject round0 = rounds[0].toObject();
        QJsonArray after = round0.value(QStringLiteral("money_after")).toArray();
        after[0] = after[0].toInt() + 5000;
        round0[QStringLiteral("money_after")] = after;
        rounds[0] = round0;
        root[QStringLiteral("rounds")] = rounds;
        return QJsonDocument(root).toJson();
    }

    QTemporaryDir m_dir;
    SaveStore m_store;
    int m_test = 0;
};

QTEST_MAIN(TestKeepGames)
#include "tst_keepgames.moc"
