// Pebbles, the test game, through every seam of the window (issue 23, item 7): registered as
// the real games are, in a window that knows no other game, it is offered on the start screen,
// started from its dialog, kept after every take, continued from the store and opened from a
// file by its format, sent to the history and the statistics with its own score once over,
// replayed, and explained in the rules window. This is the third game's checklist.
//
// Not here yet: `razzia-cli verify` of a Pebbles record waits for the command line's registry
// of games (issue 23, item 3, its CLI half).
#include "../ui/sealedsupport.h"
#include "finishedgames.h"
#include "gamemodule.h"
#include "mainwindow.h"
#include "pace.h"
#include "pebblesmodule.h"
#include "ruleswindow.h"
#include "startscreen.h"
#include "statisticsdialog.h"

#include <QtTest>

#include <QAction>
#include <QFileDialog>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace shell;
using pebbles::ui::PebblesModule;
using pebbles::ui::Seat;

namespace {

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QJsonObject jsonOf(const QString &path)
{
    return QJsonDocument::fromJson(readAll(path)).object();
}

QAction *actionNamed(const MainWindow &window, const QString &text)
{
    for (QAction *a : window.findChildren<QAction *>())
        if (a->text() == text)
            return a;
    return nullptr;
}

const Seat kSouth{QStringLiteral("Karine")};
const Seat kNorth{QStringLiteral("Marc")};

} // namespace

class TestTestGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        // The one registration, as ui/games.cpp makes the real games'.
        Games::add(PebblesModule::type());
        Pace::setSpeed(Speed::Instant);
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        QVERIFY(m_dir.remove() || !QDir(m_dir.path()).exists());
        QVERIFY(QDir().mkpath(m_dir.path()));
        QFile::remove(Statistics::defaultPath());
    }

    // The shell needs no other game: this window hosts Pebbles alone.
    void theRegistryHoldsPebblesAlone()
    {
        QCOMPARE(Games::all().size(), 1);
        QCOMPARE(Games::all()[0].id, QStringLiteral("pebbles"));
        QCOMPARE(Games::byFormat(QStringLiteral("pebbles-game/1")), &Games::all()[0]);
        QVERIFY(SaveStore::suffixes().contains(QStringLiteral("pebbles")));
        MainWindow window;
        prepare(window);
        QCOMPARE(window.games().size(), 1);
        QVERIFY(PebblesModule::of(window));
    }

    // The start screen offers its new game and its quick game; New game opens its dialog, and
    // the game it starts is on the table and kept after every take, in a file of its suffix.
    void newGameFromTheStartScreenIsKeptAfterEveryTake()
    {
        MainWindow window;
        prepare(window);
        StartScreen *start = window.startScreen();
        auto *button = start->findChild<QPushButton *>(QStringLiteral("newGameButton-pebbles"));
        QVERIFY(button && button->isVisible());
        QCOMPARE(button->text(), QStringLiteral("&Pebbles (2 players)…"));
        auto *quick = start->findChild<QPushButton *>(QStringLiteral("quickGameButton"));
        QVERIFY(quick->isVisible());
        QVERIFY2(quick->toolTip().startsWith(QStringLiteral("Pebbles: ")),
                 qPrintable(quick->toolTip()));

        button->click();
        PebblesModule *game = PebblesModule::of(window);
        QVERIFY(game->newGameDialog() && game->newGameDialog()->isVisible());
        game->newGameDialog()->accept();
        QVERIFY(game->isRunning());
        QCOMPARE(window.currentGame(), game);
        QVERIFY(!window.startScreenShown());
        QVERIFY(game->page()->isVisible());
        QCOMPARE(game->seats()[1].level, QStringLiteral("normal"));

        // South, a person, takes one with the page's button; North, the computer, answers.
        game->page()->findChild<QPushButton *>(QStringLiteral("takeOne"))->click();
        QVERIFY(QTest::qWaitFor([&] { return game->game().takes().size() == 2; }, 5000));
        const QString path = window.autosavePath();
        QVERIFY2(path.endsWith(QLatin1String(".pebbles")), qPrintable(path));
        QCOMPARE(QFileInfo(path).absolutePath(),
                 QFileInfo(window.saveStore().gamesDir()).absoluteFilePath());
        // A running game's file is sealed (issue 29): its game and its seats in the open.
        QCOMPARE(jsonOf(path).value(QStringLiteral("format")).toString(),
                 QStringLiteral("sealed-game/1"));
        QCOMPARE(jsonOf(path).value(QStringLiteral("game")).toString(),
                 QStringLiteral("pebbles-game/1"));
        const QJsonObject saved = QJsonDocument::fromJson(recordIn(readAll(path))).object();
        QCOMPARE(saved.value(QStringLiteral("format")).toString(),
                 QStringLiteral("pebbles-game/1"));
        QCOMPARE(saved.value(QStringLiteral("takes")).toArray().size(), 2);

        window.showStartScreen();
        const QList<SaveStore::Entry> games = window.unfinishedGames();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games[0].game, QStringLiteral("pebbles"));
        QCOMPARE(games[0].rounds, 2);
        const QString shown = start->games()->index(0).data().toString();
        QVERIFY2(shown.startsWith(QStringLiteral("Pebbles: ")), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("after 2 takes")), qPrintable(shown));
        game->halt();
    }

    // Continue from the start screen, and Open of a file elsewhere: both picked by the format.
    void itGoesOnFromTheStoreAndFromAFile()
    {
        QString path;
        {
            MainWindow window;
            prepare(window);
            PebblesModule *game = PebblesModule::of(window);
            QVERIFY(game->start({kSouth, kNorth}, 9, 4));
            QVERIFY(game->take(2));
            QVERIFY(game->take(1));
            path = window.autosavePath();
            game->halt(); // the window goes as a crash would take it
        }
        {
            MainWindow window;
            prepare(window);
            bool done = false, ok = false;
            QCOMPARE(window.unfinishedGames().size(), 1);
            window.startScreen()->continueSelected();
            QVERIFY(QTest::qWaitFor([&] { return PebblesModule::of(window)->isRunning(); }, 5000));
            const PebblesModule *game = PebblesModule::of(window);
            QCOMPARE(game->game().takes(), (std::vector<int>{2, 1}));
            QCOMPARE(game->game().remaining(), 6);
            QCOMPARE(QFileInfo(window.autosavePath()), QFileInfo(path));

            // A copy under a name that says nothing: its format picks the game.
            const QString copy = m_dir.filePath(QStringLiteral("anything.json"));
            QVERIFY(QFile::copy(path, copy));
            window.openFileInBackground(copy, [&](bool result) {
                done = true;
                ok = result;
            });
            QVERIFY(QTest::qWaitFor([&] { return done; }, 5000));
            QVERIFY2(ok, qPrintable(window.lastFileMessage()));
            QCOMPARE(PebblesModule::of(window)->game().takes(), (std::vector<int>{2, 1}));
            PebblesModule::of(window)->halt();
        }
    }

    // P4: the last take ends it. The game goes to the history and to the statistics, counted
    // with its own score, and the history replays it.
    void aFinishedGameGoesToTheHistoryTheStatisticsAndTheReplay()
    {
        MainWindow window;
        prepare(window);
        PebblesModule *game = PebblesModule::of(window);
        QSignalSpy over(&window, &MainWindow::gameFinished);
        QVERIFY(game->start({kSouth, kNorth}, 3, 4));
        const QString autosave = window.autosavePath();
        QVERIFY(game->take(2));
        QVERIFY(QFile::exists(autosave));
        QVERIFY(game->take(1));
        QCOMPARE(over.size(), 1);
        QCOMPARE(game->tableText(), QStringLiteral("Marc takes the last pebble and wins."));
        QVERIFY(!QFile::exists(autosave));
        const QStringList history =
            QDir(window.saveStore().historyDir()).entryList({QStringLiteral("*.pebbles")});
        QCOMPARE(history.size(), 1);

        Statistics stats;
        QVERIFY(stats.load());
        const QList<Statistics::Entry> entries = stats.entries(QStringLiteral("pebbles"));
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries[0].name, QStringLiteral("Marc")); // most wins first
        QCOMPARE(entries[0].wins, 1);
        QCOMPARE(entries[0].totalScore, qint64(1));
        QCOMPARE(entries[1].totalScore, qint64(2));

        auto *statistics = actionNamed(window, QStringLiteral("S&tatistics…"));
        QVERIFY(statistics);
        statistics->trigger();
        auto *dialog = window.findChild<StatisticsDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->game(), QStringLiteral("pebbles"));
        auto *view = dialog->findChild<QTableView *>(QStringLiteral("statisticsView"));
        QVERIFY(!view->isColumnHidden(4));
        QCOMPARE(view->model()->headerData(4, Qt::Horizontal).toString(),
                 QStringLiteral("Mean pebbles"));
        QStringList means;
        for (int row = 0; row < view->model()->rowCount(); ++row)
            means << view->model()->index(row, 4).data().toString();
        means.sort();
        QCOMPARE(means, (QStringList{QStringLiteral("1 pebble"), QStringLiteral("2 pebbles")}));
        dialog->close();

        // Game ▸ Finished games: the list of the history (issue 25), where a finished game
        // opens in its replay; a game that does not describe its finished games is listed by
        // its name, and offers no Rematch unless it says it can.
        auto *finished = actionNamed(window, QStringLiteral("&Finished games…"));
        QVERIFY(finished);
        finished->trigger();
        auto *list = window.findChild<shell::FinishedGamesDialog *>();
        QVERIFY(list);
        QCOMPARE(list->list()->topLevelItemCount(), 1);
        QCOMPARE(list->list()->topLevelItem(0)->text(0), PebblesModule::type().name());
        QCOMPARE(QFileInfo(list->selectedPath()),
                 QFileInfo(QDir(window.saveStore().historyDir()).filePath(history[0])));
        QVERIFY(!list->findChild<QPushButton *>(QStringLiteral("rematchButton"))->isEnabled());
        QTest::mouseClick(list->findChild<QPushButton *>(QStringLiteral("replayButton")),
                          Qt::LeftButton);
        QTextBrowser *replay = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] {
                return (replay = window.findChild<QTextBrowser *>(QStringLiteral("pebblesReplay")));
            },
            5000));
        QVERIFY(replay->isVisible());
        QCOMPARE(replay->toPlainText(), QStringLiteral("Karine takes 2.\nMarc takes 1."));
        replay->close();
    }

    // Its pages, in either language, with its own art; F1 opens the game on the table.
    void itsRulesAreInTheRulesWindow()
    {
        MainWindow window;
        prepare(window);
        QVERIFY(PebblesModule::of(window)->start({kSouth, kNorth}, 5, 1));
        window.findChild<QAction *>(QStringLiteral("howToPlayAction"))->trigger();
        RulesWindow *rules = window.findChild<RulesWindow *>();
        QVERIFY(rules && rules->isVisible());
        QCOMPARE(rules->game(), QStringLiteral("pebbles"));
        QVERIFY(rules->showsHowToPlay());
        QVERIFY2(rules->howToPlayText().contains(QStringLiteral("last one wins")),
                 qPrintable(rules->howToPlayText()));
        bool drawn = false;
        for (QTextBrowser *browser : rules->findChildren<QTextBrowser *>()) {
            const QVariant art = browser->loadResource(QTextDocument::ImageResource,
                                                       QUrl(QStringLiteral("art:pebble")));
            drawn = drawn || !art.value<QImage>().isNull();
        }
        QVERIFY(drawn);
        RulesWindow::showRules(&window, QStringLiteral("pebbles"));
        QVERIFY(rules->text().contains(QStringLiteral("P3")));
        window.setLanguage(QStringLiteral("fr"));
        QCoreApplication::processEvents(); // LanguageChange is posted
        QVERIFY2(rules->text().contains(QStringLiteral("caillou")), qPrintable(rules->text()));
        window.setLanguage(QStringLiteral("en"));
        QCoreApplication::processEvents();
        rules->close();
        PebblesModule::of(window)->halt();
    }

    // Settings arrive as a value; the hint is the game's; the command line's autoplay is its.
    void settingsHintAndAutoplayGoThroughTheSeam()
    {
        MainWindow window;
        prepare(window);
        PebblesModule *game = PebblesModule::of(window);
        QAction *colourBlind = actionNamed(window, QStringLiteral("&Colour-blind patterns"));
        QVERIFY(colourBlind);
        const bool before = game->settings().colourBlind;
        colourBlind->trigger();
        QCOMPARE(game->settings().colourBlind, !before);
        QCOMPARE(Settings::load().colourBlind, !before);
        colourBlind->trigger();

        QVERIFY(game->start({kSouth, kNorth}, 7, 2));
        window.showHint();
        QCOMPARE(window.lastHint(), QStringLiteral("Take 1.")); // 7 leaves 6, a multiple of 3

        const GameType &type = Games::all()[0];
        QString error;
        QVERIFY(!type.autoplay(AutoplayOptions{3, {}, std::nullopt}, error));
        QVERIFY2(error.startsWith(QStringLiteral("--players")), qPrintable(error));
        const auto begin = type.autoplay(
            AutoplayOptions{std::nullopt, {QStringLiteral("random"), QStringLiteral("normal")}, 5},
            error);
        QVERIFY2(begin, qPrintable(error));
        QSignalSpy over(&window, &MainWindow::gameFinished);
        begin(*game);
        QVERIFY(over.wait(5000) || over.size() == 1);
        QVERIFY(game->game().over());
        QCOMPARE(game->seats()[0].level, QStringLiteral("random"));
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

QTEST_MAIN(TestTestGame)
#include "tst_testgame.moc"
