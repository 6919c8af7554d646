// The shell's seam (issue 16): every registered game offered on the start screen and in
// Game ▸ New game of, in both languages; files picked by their format; Speak Easy kept after
// every move (SE8.4), resumed exactly after the window is gone, and replayed once finished;
// statistics that keep the games apart.
#include "uitestsupport.h"

#include "gamemodule.h"
#include "levelnames.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "pace.h"
#include "razziamodule.h"
#include "ruleswindow.h"
#include "speakeasydialog.h"
#include "speakeasymodule.h"
#include "startscreen.h"
#include "statisticsdialog.h"

#include "../speakeasyqio.h"
#include "razzia/ai/levels.h"
#include "sealedsupport.h"
#include "speakeasy/levels.h"
#include "speakeasy/session.h"
#include "speakeasytable.h"

#include <QComboBox>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>

#include <span>

using namespace razzia::ui;
using speakeasy::ui::SpeakEasyModule;
using SePhase = speakeasy::ui::TableController::Phase;

namespace {

// A resumed game's record less the seed its computer seats choose from since (issue 29).
speakeasy::GameRecord withoutReseeds(speakeasy::GameRecord record)
{
    record.reseeds.clear();
    return record;
}

} // namespace

namespace {

QStringList idsOf(std::span<const std::string_view> names)
{
    QStringList ids;
    for (std::string_view name : names)
        ids << QString::fromLatin1(name.data(), qsizetype(name.size()));
    return ids;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestShellGames : public QObject
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

    void init()
    {
        // Each test its own store and statistics.
        QVERIFY(m_dir.remove() || !QDir(m_dir.path()).exists());
        QVERIFY(QDir().mkpath(m_dir.path()));
        QFile::remove(Statistics::defaultPath());
    }

    // The seat of every game is the registry: what one game registers, each game registers, and
    // the window finds each by its id and format, whatever the order.
    void everyRegisteredGameIsComplete()
    {
        const QList<GameType> &games = Games::all();
        QVERIFY(games.size() >= 2);
        MainWindow window;
        prepare(window);
        QStringList ids, formats, suffixes;
        for (const GameType &type : games) {
            const QByteArray id = type.id.toUtf8();
            QVERIFY2(!type.id.isEmpty() && !ids.contains(type.id), id.constData());
            QVERIFY2(!type.format.isEmpty() && !formats.contains(type.format), id.constData());
            QVERIFY2(!type.suffix.isEmpty() && !suffixes.contains(type.suffix), id.constData());
            ids << type.id;
            formats << type.format;
            suffixes << type.suffix;
            QCOMPARE(Games::byId(type.id), &type);
            QCOMPARE(Games::byFormat(type.format), &type);
            QCOMPARE(Games::forRecord(QByteArray(R"({"format": ")") + type.format.toUtf8() +
                                      QByteArray(R"("})")),
                     &type);
            QVERIFY2(type.minPlayers >= 1 && type.minPlayers <= type.maxPlayers, id.constData());
            QVERIFY2(type.name && !type.name().isEmpty(), id.constData());
            QVERIFY2(type.description && !type.description().isEmpty(), id.constData());
            QVERIFY2(type.newGameLabel && type.newGameLabel().contains(QLatin1Char('&')),
                     id.constData());
            QVERIFY2(type.load && type.describe && type.progress && type.create, id.constData());
            QVERIFY2(type.autoplay, id.constData());
            // A score has both its heading and its reading, or neither.
            QCOMPARE(bool(type.scoreName), bool(type.score));
            for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
                for (const QString &page : {type.howToPage, type.rulesPage}) {
                    const QString file = QStringLiteral(":/rules/%1_%2.html").arg(page, language);
                    QVERIFY2(QFile::exists(file), qPrintable(file));
                }
            }
            GameModule *module = window.game(type.id);
            QVERIFY2(module, id.constData());
            QCOMPARE(module->id(), type.id);
            QVERIFY(module->page());
            QVERIFY(!module->isStarted());
        }
        // Saves of every game are listed, and those of before each game had its suffix.
        for (const QString &suffix : suffixes)
            QVERIFY(SaveStore::suffixes().contains(suffix));
        QVERIFY(SaveStore::suffixes().contains(QStringLiteral("razzia")));
        QVERIFY(!Games::byFormat(QStringLiteral("chess-game/1")));
        QCOMPARE(window.games().size(), games.size());
    }

    // Both games are registered with what their rules say, wherever they stand in the list.
    void bothGamesAreRegistered()
    {
        const GameType *razzia = Games::byId(QStringLiteral("razzia"));
        const GameType *speakEasy = Games::byId(QStringLiteral("speakeasy"));
        QVERIFY(razzia && speakEasy);
        QCOMPARE(razzia->format, QStringLiteral("razzia-game/1"));
        QCOMPARE(razzia->minPlayers, 3); // R2.2
        QCOMPARE(razzia->maxPlayers, 8);
        QCOMPARE(speakEasy->format, QStringLiteral("speakeasy-game/1")); // SE8.4
        QCOMPARE(speakEasy->minPlayers, 2);
        QCOMPARE(speakEasy->maxPlayers, 2);
        QVERIFY(razzia->score && !speakEasy->score); // Speak Easy is won or lost (SE6)
        // The shell names the levels without either engine: both engines must agree with it.
        QCOMPARE(levelIds(), idsOf(razzia::ai::levelNames()));
        QCOMPARE(levelIds(), idsOf(speakeasy::levelNames()));
    }

    // Every game's button on the start screen and entry in Game ▸ New game of, in the
    // registry's order.
    void theStartScreenFollowsTheRegistry()
    {
        MainWindow window;
        prepare(window);
        QStringList buttons, actions;
        for (QPushButton *b : window.startScreen()->findChildren<QPushButton *>())
            if (b->objectName().startsWith(QLatin1String("newGameButton-")))
                buttons << b->objectName().mid(14);
        auto *menu = window.findChild<QMenu *>(QStringLiteral("newGameMenu"));
        for (QAction *a : menu->actions())
            actions << a->data().toString();
        QStringList ids;
        for (const GameType &type : Games::all())
            ids << type.id;
        QCOMPARE(buttons, ids);
        QCOMPARE(actions, ids);
    }

    void newGameOffersBoth_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("razzia");
        QTest::addColumn<QString>("speakEasy");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("&Razzia (3–8 players)…")
                            << QStringLiteral("Speak &Easy (2 players)…");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("&Razzia (3 à 8 joueurs)…")
                            << QStringLiteral("Speak &Easy (2 joueurs)…");
    }

    void newGameOffersBoth()
    {
        QFETCH(QString, language);
        QFETCH(QString, razzia);
        QFETCH(QString, speakEasy);
        MainWindow window;
        prepare(window);
        window.setLanguage(language);
        QCoreApplication::processEvents();
        StartScreen *start = window.startScreen();
        auto *razziaButton =
            start->findChild<QPushButton *>(QStringLiteral("newGameButton-razzia"));
        auto *speakEasyButton =
            start->findChild<QPushButton *>(QStringLiteral("newGameButton-speakeasy"));
        QVERIFY(razziaButton && speakEasyButton);
        QCOMPARE(razziaButton->text(), razzia);
        QCOMPARE(speakEasyButton->text(), speakEasy);
        QVERIFY(razziaButton->isVisible() && speakEasyButton->isVisible());

        // Game ▸ New game of: the same two, each opening its own dialog.
        auto *menu = window.findChild<QMenu *>(QStringLiteral("newGameMenu"));
        QVERIFY(menu);
        QVERIFY(!menu->title().isEmpty());
        auto *razziaAction = window.findChild<QAction *>(QStringLiteral("newGameAction-razzia"));
        auto *speakEasyAction =
            window.findChild<QAction *>(QStringLiteral("newGameAction-speakeasy"));
        auto *gangstersAction =
            window.findChild<QAction *>(QStringLiteral("newGameAction-gangsters"));
        QVERIFY(razziaAction && speakEasyAction && gangstersAction);
        QCOMPARE(menu->actions(),
                 (QList<QAction *>{razziaAction, speakEasyAction, gangstersAction}));
        QCOMPARE(razziaAction->text(), razzia);
        QCOMPARE(speakEasyAction->text(), speakEasy);
        speakEasyAction->trigger();
        QVERIFY(SpeakEasyModule::of(window)->dialog()->isVisible());
        SpeakEasyModule::of(window)->dialog()->reject();
        razziaAction->trigger();
        QVERIFY(RazziaModule::of(window)->newGameDialog()->isVisible());
        RazziaModule::of(window)->newGameDialog()->reject();
        window.setLanguage(QStringLiteral("en"));
    }

    // SE8.4: a Speak Easy game is kept after every move; with the window gone, it comes back
    // exactly: seats, seed, layouts, first player and every move.
    void aSpeakEasyGameSurvivesTheWindow()
    {
        QString path;
        QByteArray saved;
        speakeasy::GameRecord before;
        {
            MainWindow window;
            prepare(window);
            SpeakEasyModule *game = SpeakEasyModule::of(window);
            QVERIFY(game->start(QStringLiteral("human"), QStringLiteral("easy"), 77));
            QVERIFY(window.unfinishedGames().isEmpty()); // nothing to keep while setting up
            QString why; // and Save says why, in the game's words (SE8.4)
            QVERIFY(!window.saveTo(m_dir.filePath(QStringLiteral("early.speakeasy")), &why));
            QCOMPARE(why, QStringLiteral("The game can be saved once both players have set up."));
            playMoves(*game, 3);
            path = window.autosavePath();
            QVERIFY(!path.isEmpty());
            QVERIFY2(path.endsWith(QLatin1String(".speakeasy")), qPrintable(path));
            saved = readAll(path);
            QVERIFY(game->gameRecord());
            before = *game->gameRecord();
            // The last move is in it, sealed (issue 29).
            QCOMPARE(recordIn(saved), speakeasy::qio::recordToJson(before));
            QVERIFY(before.moves.size() >= 3);
            QCOMPARE(before.seed, quint64(77));
            QCOMPARE(before.players[1].level, std::string("easy"));
            // The window goes as a crash would take it: no question, no save on the way out.
            game->halt();
        }
        MainWindow window;
        prepare(window);
        const QList<SaveStore::Entry> games = window.unfinishedGames();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games[0].game, QStringLiteral("speakeasy"));
        QCOMPARE(games[0].rounds, int(before.moves.size()));
        const QString shown =
            window.startScreen()->games()->index(0).data(Qt::DisplayRole).toString();
        QVERIFY2(shown.startsWith(QStringLiteral("Speak Easy: ")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("move")), qPrintable(shown));

        QString error;
        QVERIFY2(window.openFile(games[0].path, &error), qPrintable(error));
        SpeakEasyModule *game = SpeakEasyModule::of(window);
        QCOMPARE(window.currentGame(), game);
        QVERIFY(game->isRunning());
        QVERIFY(game->table()->isVisible());
        QVERIFY(game->gameRecord());
        QCOMPARE(withoutReseeds(*game->gameRecord()), before);
        QCOMPARE(game->gameRecord()->reseeds.size(), size_t(1)); // the computer's choices anew
        QCOMPARE(game->gameRecord()->reseeds[0].ply, int(before.moves.size()));
        // It goes on in its own file, and on: one more move is kept there, and nowhere else.
        QCOMPARE(QFileInfo(window.autosavePath()), QFileInfo(path));
        QCOMPARE(QDir(window.saveStore().gamesDir()).entryList(QDir::Files).size(), 1);
        playMoves(*game, 1);
        speakeasy::GameRecord after;
        QString why;
        QVERIFY(speakeasy::qio::parseRecord(recordIn(readAll(path)), after, why));
        QVERIFY(after.moves.size() > before.moves.size());
        QVERIFY(std::equal(before.moves.begin(), before.moves.end(), after.moves.begin()));
        QCOMPARE(window.unfinishedGames().size(), 1);
    }

    // Before each game had its suffix, a Speak Easy game was kept as game-….razzia: such a file
    // is still offered and resumed, by its format.
    void aSpeakEasyGameSavedAsRazziaStillResumes()
    {
        QString path;
        speakeasy::GameRecord before;
        {
            MainWindow window;
            prepare(window);
            SpeakEasyModule *game = SpeakEasyModule::of(window);
            QVERIFY(game->start(QStringLiteral("human"), QStringLiteral("easy"), 78));
            playMoves(*game, 2);
            before = *game->gameRecord();
            path = window.autosavePath();
            game->halt();
        }
        const QString old =
            QFileInfo(path).absolutePath() + QStringLiteral("/game-20250101-120000-0abc.razzia");
        QVERIFY(QFile::rename(path, old));
        MainWindow window;
        prepare(window);
        const QList<SaveStore::Entry> games = window.unfinishedGames();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games[0].game, QStringLiteral("speakeasy"));
        QString error;
        QVERIFY2(window.openFile(games[0].path, &error), qPrintable(error));
        QCOMPARE(withoutReseeds(*SpeakEasyModule::of(window)->gameRecord()), before);
        QCOMPARE(QFileInfo(window.autosavePath()), QFileInfo(old)); // it goes on where it was
    }

    // Hot-seat: a resumed game waits behind the curtain for the player to move.
    void aResumedHotSeatGameOpensBehindTheCurtain()
    {
        QString path;
        {
            MainWindow window;
            prepare(window);
            SpeakEasyModule *game = SpeakEasyModule::of(window);
            QVERIFY(game->start(QStringLiteral("human"), QStringLiteral("human"), 8));
            for (int seat = 0; seat < 2; ++seat) {
                auto *controller = game->table()->controller();
                QVERIFY(QTest::qWaitFor([&] { return controller->curtainSeat() >= 0; }, 5000));
                controller->liftCurtain();
                game->table()->randomLayout();
                QVERIFY(game->table()->startGame());
            }
            QVERIFY(QTest::qWaitFor([&] { return game->gameRecord().has_value(); }, 5000));
            path = window.autosavePath();
            game->halt();
        }
        MainWindow window;
        prepare(window);
        QString error;
        QVERIFY2(window.openFile(path, &error), qPrintable(error));
        auto *controller = SpeakEasyModule::of(window)->table()->controller();
        const int toMove = controller->refereeGame()->position().toMove();
        QCOMPARE(controller->curtainSeat(), toMove);
        QVERIFY(controller->movesForViewer().empty()); // nothing is taken behind the curtain
        controller->liftCurtain();
        QCOMPARE(controller->viewer(), toMove);
        QVERIFY(!controller->movesForViewer().empty());
    }

    // Opening picks the game by the file's "format": a finished Speak Easy game goes to its
    // replay, to the history, and its result to the statistics under Speak Easy alone.
    void aFinishedGameIsKeptAndOpensByItsFormat()
    {
        MainWindow window;
        prepare(window);
        QSignalSpy finished(&window, &MainWindow::gameFinished);
        QVERIFY(SpeakEasyModule::of(window)->start(QStringLiteral("random"), QStringLiteral("easy"),
                                                   5));
        QVERIFY(finished.wait(120000) || finished.size() == 1);
        const QStringList history = QDir(window.saveStore().historyDir()).entryList(QDir::Files);
        QCOMPARE(history.size(), 1);
        QVERIFY(window.unfinishedGames().isEmpty());
        const QString kept = window.saveStore().historyDir() + QLatin1Char('/') + history[0];
        QCOMPARE(speakeasy::qio::recordToJson(*SpeakEasyModule::of(window)->gameRecord()),
                 readAll(kept));

        Statistics stats;
        QVERIFY(stats.load());
        QCOMPARE(stats.entries(QStringLiteral("razzia")).size(), 0);
        const QList<Statistics::Entry> speakEasy = stats.entries(QStringLiteral("speakeasy"));
        QCOMPARE(speakEasy.size(), 2);
        for (const Statistics::Entry &e : speakEasy)
            QVERIFY(e.isComputer() && e.games == 1);

        // A Razzia game on the table stays there while the finished one is replayed.
        RazziaModule::of(window)->quickGame();
        QCOMPARE(window.currentGame(), RazziaModule::of(window));
        const int windows = int(QApplication::topLevelWidgets().size());
        QString error;
        QVERIFY2(window.openFile(kept, &error), qPrintable(error));
        QCOMPARE(int(QApplication::topLevelWidgets().size()), windows + 1);
        QCOMPARE(window.currentGame(), RazziaModule::of(window));
        QVERIFY(RazziaModule::of(window)->isRunning());
    }

    // One seed, one game: the window seeds its AI seats as razzia-cli's Session does.
    void aSeedNamesTheSameGameInTheWindowAndTheCli()
    {
        const quint64 seed = 31;
        MainWindow window;
        prepare(window);
        QSignalSpy finished(&window, &MainWindow::gameFinished);
        QVERIFY(SpeakEasyModule::of(window)->start(QStringLiteral("random"), QStringLiteral("easy"),
                                                   seed));
        QVERIFY(finished.wait(120000) || finished.size() == 1);
        const speakeasy::GameRecord shown = *SpeakEasyModule::of(window)->gameRecord();

        speakeasy::Session::Setup setup;
        setup.seed = seed;
        setup.policies = {speakeasy::makePolicy("random", speakeasy::seatSeed(seed, 0)),
                          speakeasy::makePolicy("easy", speakeasy::seatSeed(seed, 1))};
        speakeasy::Session session;
        session.start(std::move(setup));
        QCOMPARE(int(session.playOn().what), int(speakeasy::Session::Stop::Over));
        const speakeasy::Game &game = *session.game();
        QCOMPARE(shown.first, game.first());
        QCOMPARE(shown.setups[0], game.layout(0));
        QCOMPARE(shown.setups[1], game.layout(1));
        QVERIFY(shown.moves == game.moves());
        QVERIFY(shown.end == game.end());
    }

    void aFileOfNoKnownGameIsRefusedInOneLine()
    {
        MainWindow window;
        prepare(window);
        const QString path = m_dir.filePath(QStringLiteral("chess.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "chess-game/1"})");
        file.close();
        QString error;
        QVERIFY(!window.openFile(path, &error));
        QVERIFY2(error.contains(QStringLiteral("format")), qPrintable(error));
        QVERIFY(!error.contains(QLatin1Char('\n')));
        QVERIFY(window.startScreenShown());
    }

    void statisticsKeepTheGamesApart()
    {
        const QString path = m_dir.filePath(QStringLiteral("stats.json"));
        // A file written before Speak Easy (razzia-stats/1): its entries are Razzia's, its money
        // Razzia's score.
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write(R"({"format": "razzia-stats/1", "players": [
            {"name": "Karine", "games": 2, "wins": 1, "money": 90000}]})");
        old.close();
        Statistics stats(path);
        QVERIFY(stats.load());
        QCOMPARE(stats.entries(QStringLiteral("razzia")).size(), 1);
        QVERIFY(stats.recordGame(QStringLiteral("speakeasy"),
                                 {{QStringLiteral("Karine"), 0, 1},
                                  {QStringLiteral("Bugsy"), 0, 2, QStringLiteral("easy")}}));
        Statistics again(path);
        QVERIFY(again.load());
        const QList<Statistics::Entry> razzia = again.entries(QStringLiteral("razzia"));
        const QList<Statistics::Entry> speakEasy = again.entries(QStringLiteral("speakeasy"));
        QCOMPARE(razzia.size(), 1);
        QCOMPARE(razzia[0].games, 2); // Karine's Speak Easy win is not a Razzia game
        QCOMPARE(razzia[0].totalScore, qint64(90000));
        QCOMPARE(speakEasy.size(), 2);
        QCOMPARE(speakEasy[0].name, QStringLiteral("Karine"));
        QCOMPARE(speakEasy[0].wins, 1);
        QCOMPARE(speakEasy[1].level, QStringLiteral("easy"));
    }

    // The rules window shows the game on the table, and any other at its top.
    void theRulesAreThoseOfTheGameOnTheTable()
    {
        MainWindow window;
        prepare(window);
        RulesWindow *rules = RulesWindow::showRules(&window, QStringLiteral("razzia"));
        QCOMPARE(rules->game(), QStringLiteral("razzia"));
        QCOMPARE(rules->windowTitle(), QStringLiteral("Razzia — Rules"));
        QVERIFY(rules->text().contains(QStringLiteral("R3.5")));
        QVERIFY(
            SpeakEasyModule::of(window)->start(QStringLiteral("human"), QStringLiteral("easy"), 2));
        window.findChild<QAction *>(QStringLiteral("howToPlayAction"))->trigger();
        QCOMPARE(rules->game(), QStringLiteral("speakeasy"));
        QVERIFY(rules->showsHowToPlay());
        QCOMPARE(rules->windowTitle(), QStringLiteral("Speak Easy — Rules"));
        // Never Razzia's pages under Speak Easy's name; its own once they are built in.
        QVERIFY(!rules->text().contains(QStringLiteral("R3.5")));
        if (QFile::exists(QStringLiteral(":/rules/speakeasy_rules_en.html")))
            QVERIFY(rules->text().contains(QStringLiteral("SE")));
        auto *chooser = rules->findChild<QComboBox *>(QStringLiteral("rulesGame"));
        QVERIFY(chooser);
        QCOMPARE(chooser->count(), 3); // Razzia, Speak Easy, Gangsters
        QCOMPARE(chooser->currentText(), QStringLiteral("Speak Easy"));
        rules->setGame(QStringLiteral("razzia"));
        QCOMPARE(chooser->currentText(), QStringLiteral("Razzia"));
        QVERIFY(rules->text().contains(QStringLiteral("R3.5")));
        rules->close();
    }

    void theStatisticsDialogShowsOneGameAtATime()
    {
        Statistics stats;
        QVERIFY(stats.recordGame(QStringLiteral("razzia"),
                                 {{QStringLiteral("Karine"), 50000, 1},
                                  {QStringLiteral("Bugsy"), 10000, 2, QStringLiteral("hard")}}));
        QVERIFY(stats.recordGame(QStringLiteral("speakeasy"),
                                 {{QStringLiteral("Marcel"), 0, 1},
                                  {QStringLiteral("Lucky"), 0, 2, QStringLiteral("easy")}}));
        StatisticsDialog dialog;
        dialog.reload();
        auto *view = dialog.findChild<QTableView *>(QStringLiteral("statisticsView"));
        const auto names = [view] {
            QStringList shown;
            for (int row = 0; row < view->model()->rowCount(); ++row)
                shown << view->model()->index(row, 0).data().toString();
            shown.sort();
            return shown;
        };
        QCOMPARE(dialog.game(), QStringLiteral("razzia"));
        QCOMPARE(names(),
                 (QStringList{QStringLiteral("Computer (Hard)"), QStringLiteral("Karine")}));
        dialog.setGame(QStringLiteral("speakeasy"));
        QCOMPARE(names(),
                 (QStringList{QStringLiteral("Computer (Easy)"), QStringLiteral("Marcel")}));
        QVERIFY(view->isColumnHidden(4)); // Speak Easy has no score to average (SE6)
        dialog.setGame(QStringLiteral("razzia"));
        QVERIFY(!view->isColumnHidden(4));
        QCOMPARE(view->model()->headerData(4, Qt::Horizontal).toString(),
                 QStringLiteral("Mean money"));
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

    // South (a person) sets up at random, then plays its first legal move `moves` times, each
    // after North's answer.
    static void playMoves(SpeakEasyModule &game, int moves)
    {
        auto *controller = game.table()->controller();
        if (controller->phase() == SePhase::SetUp) {
            game.table()->randomLayout();
            QVERIFY(game.table()->startGame());
        }
        for (int i = 0; i < moves; ++i) {
            QVERIFY(QTest::qWaitFor(
                [&] {
                    return controller->phase() == SePhase::Over ||
                           !controller->movesForViewer().empty();
                },
                20000));
            if (controller->phase() == SePhase::Over)
                return;
            QVERIFY(controller->submitMove(controller->movesForViewer().front()));
        }
        QVERIFY(QTest::qWaitFor(
            [&] {
                return controller->phase() == SePhase::Over ||
                       !controller->movesForViewer().empty();
            },
            20000));
    }

    QTemporaryDir m_dir;
};

QTEST_MAIN(TestShellGames)
#include "tst_shell_games.moc"
