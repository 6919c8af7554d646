// The game window: the table, the score board and the log, the menus, and the dialogs that
// start and end a game.
#pragma once

#include "savestore.h"
#include "tablesetup.h"

#include <QMainWindow>

#include <functional>

class QAction;
class QActionGroup;
class QMenu;
class QStackedWidget;
class QTableView;
class QTreeView;
class QTranslator;

namespace speakeasy::ui {
class SpeakEasyTable;
}

namespace razzia::ui {

class GameSession;
struct LoadedGame;
class LogModel;
class NewGameDialog;
class RankingDialog;
class SeatModel;
class SpeakEasyDialog;
class StartScreen;
class TableController;
class TableWidget;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Starts a game at once, without the new-game dialog and without asking: the game it
    // replaces stays in the save store, to be continued later.
    void startGame(const TableSetup &setup);
    // The player's "New game": asks first when a game is running, then opens the new-game
    // dialog (window-modal).
    void newGame();
    // Against three computer players at the normal level, the player in seat 1.
    void quickGame();
    // The start screen: quick game, new game, the unfinished games to continue, how to play.
    void showStartScreen();
    bool startScreenShown() const;
    StartScreen *startScreen() const { return m_start; }
    // Speak Easy (issue 16): the new-game dialog for its two seats, then the game in its own
    // page; the Razzia game, if any, is left idle as the start screen leaves it.
    void newSpeakEasyGame();
    // Starts a Speak Easy game at once: each seat "human" or a level of speakeasy::levelNames().
    // False, and nothing changed, for an unknown level.
    bool startSpeakEasy(const QString &south, const QString &north, quint64 seed);
    speakeasy::ui::SpeakEasyTable *speakEasyTable() const { return m_speakEasy; }
    SpeakEasyDialog *speakEasyDialog() const { return m_speakEasyDialog; }
    // A Speak Easy game is on and not over: leaving it needs the player's word (it cannot be
    // saved yet, so leaving loses it).
    bool speakEasyRunning() const;
    // When set, the window closes as soon as a game is over instead of showing the ranking.
    void setQuitAtEnd(bool quit) { m_quitAtEnd = quit; }

    GameSession *session() const { return m_session; }
    SeatModel *seatModel() const { return m_seats; }
    LogModel *logModel() const { return m_log; }
    TableWidget *table() const { return m_table; }
    TableController *controller() const { return m_controller; }
    RankingDialog *rankingDialog() const { return m_ranking; }
    NewGameDialog *newGameDialog() const { return m_newGame; }
    // A game has been dealt and is not over: leaving it needs the player's word.
    bool gameRunning() const;

    // Saves the game's finished rounds as a razzia-game/1 record (R7.3), atomically.
    bool saveTo(const QString &path, QString *error = nullptr);
    // Opens a record: an unfinished game goes on, a finished one opens in the replay viewer. A
    // damaged or rule-breaking file is refused with a message; the current game is untouched.
    // When the file is one of the autosaved games (or the autosave file), a failure moves it
    // aside (SaveStore::moveAside) so that it is not offered again.
    bool openFile(const QString &path, QString *error = nullptr);
    // The same, with the file read and checked on a worker thread (a busy cursor meanwhile), so
    // that a large or slow file never freezes the window. `done` gets the outcome.
    void openFileInBackground(const QString &path, std::function<void(bool)> done = {});

    // Autosave: by default every unfinished game has a file of its own in the store; with a
    // path set here, the one game in progress is written there instead (razzia --autosave);
    // an empty path turns autosaving off (a demo never replaces a player's game).
    static QString defaultAutosavePath() { return SaveStore::defaultGamesDir(); }
    void setAutosavePath(const QString &path);
    void setSaveStore(const SaveStore &store);
    const SaveStore &saveStore() const { return m_store; }
    // The file the game in progress is autosaved to; empty when it is not autosaved.
    QString autosavePath() const { return m_gamePath; }
    // The unfinished games that can be continued, newest first.
    QList<SaveStore::Entry> unfinishedGames() const;
    // The last message shown to the player about a file (for tests).
    QString lastFileMessage() const { return m_lastFileMessage; }

    // Hint (H): what the expert level would do in the place of the human who must decide now,
    // from that seat's view only, and why (engine/razzia/ai/hint.h). Worked out on a worker;
    // shown in the status bar, and sent with hintShown(). Nothing when no human decides.
    void showHint();
    QString lastHint() const { return m_lastHint; }

    // "en" or "fr": switches every text at once (QEvent::LanguageChange) and remembers it.
    void setLanguage(const QString &language);
    QString language() const { return m_language; }
    // The language of the settings, or else of the system.
    static QString preferredLanguage();

Q_SIGNALS:
    void gameFinished();
    void hintShown(const QString &hint);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createMenus();
    void retranslateUi();
    void showRanking();
    void autosave();
    void recordStatistics();
    void saveAs();
    void openDialog();
    void openHistory();
    void showFileError(const QString &title, const QString &message);
    void showStatus(const QString &message);
    void showTable();
    void showNewGameDialog();
    // Runs `then` once the player agrees to leave the running game (Save, Discard), at once when
    // none runs; Cancel runs nothing and the game goes on.
    void askBeforeLeaving(const QString &action, std::function<void()> then);
    // The game in progress is about to be replaced or closed: its autosave follows the
    // player's answer (kept, or removed when discarded).
    void leaveCurrentGame();
    // askBeforeLeaving for a running Speak Easy game: Discard (it is lost) or Cancel.
    void askBeforeLeavingSpeakEasy(const QString &action, std::function<void()> then);
    // Drops the Speak Easy game, over or discarded; the start screen shows if its page did.
    void endSpeakEasy();
    // The application's animation speed, onto the Speak Easy table's Timing.
    static void applySpeakEasySpeed();
    bool applyLoaded(const QString &path, LoadedGame &loaded, QString *error);
    void refreshStartScreen();

    GameSession *m_session;
    SeatModel *m_seats;
    LogModel *m_log;
    TableWidget *m_table;
    TableController *m_controller;
    QStackedWidget *m_pages;
    StartScreen *m_start = nullptr;
    QWidget *m_tablePage;
    speakeasy::ui::SpeakEasyTable *m_speakEasy = nullptr;
    SpeakEasyDialog *m_speakEasyDialog = nullptr;
    QTableView *m_scoreView;
    QTreeView *m_logView;
    NewGameDialog *m_newGame = nullptr;
    RankingDialog *m_ranking = nullptr;
    bool m_quitAtEnd = false;
    QString m_language;
    QTranslator *m_translator;
    QTranslator *m_qtTranslator;

    QMenu *m_gameMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_speedMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    enum class Autosave
    {
        Store, // one file per game in m_store
        File,  // the game in progress in m_autosavePath
        Off
    };
    Autosave m_autosave = Autosave::Store;
    SaveStore m_store;
    QString m_autosavePath;
    QString m_gamePath; // where the game in progress is autosaved
    bool m_discardOnLeave = false;
    bool m_gameLeft = false; // the player went back to the start screen: the table is idle
    bool m_closing = false;
    bool m_loading = false;
    QString m_lastFileMessage;
    bool m_statisticsRecorded = false;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_historyAction = nullptr;
    QAction *m_startAction = nullptr;
    QAction *m_statisticsAction = nullptr;
    QAction *m_rulesAction = nullptr;
    QAction *m_howToPlayAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_waitAction = nullptr;
    QAction *m_fullScreenAction = nullptr;
    QAction *m_colourBlindAction = nullptr;
    QList<QAction *> m_speedActions;
    QMenu *m_aiPaceMenu = nullptr;
    QList<QAction *> m_aiPaceActions;
    QAction *m_englishAction = nullptr;
    QAction *m_frenchAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_hintAction = nullptr;
    QString m_lastHint;
    bool m_hintRunning = false;
};

} // namespace razzia::ui
