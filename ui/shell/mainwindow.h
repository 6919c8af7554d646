// The game window: the frame every game shares (menus, start screen, saves, statistics, rules,
// language). It hosts each registered game through its GameModule and names none of them.
#pragma once

#include "netplay.h"
#include "savestore.h"
#include "settings.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QActionGroup;
class QDockWidget;
class QMenu;
class QStackedWidget;
class QTranslator;

namespace shell {

class GameModule;
class LoadedGame;
struct GameType;
class NetTablePanel;
class StartScreen;

// The history file of a game played at a network table begins so, where a game played here
// begins "game-": its Rematch then offers a new table.
inline const QString kTableHistoryPrefix = QStringLiteral("table-");

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;
    // Shows the window where it was last, or, the first time, maximized on a screen of up to
    // 1920×1200 (so that a window manager's title bar does not push the bottom off a laptop's
    // screen), else 1920×1200 in the screen's middle.
    void showOnScreen();

    // Every registered game (Games::all()), hosted through its GameModule.
    QList<GameModule *> games() const { return m_modules; }
    GameModule *game(const QString &id) const;
    // The game on the table (or last on it); nullptr before any.
    GameModule *currentGame() const { return m_current; }
    // The player's "New game": asks first when a game is running, then opens that game's
    // new-game dialog (the game on the table, or the first registered, when `id` is empty).
    void newGame(const QString &id = QString());
    // A quick game of the first game, in the registry's order, that offers one (GameModule::
    // quickGame(); Razzia's: against three computer players at the normal level).
    void quickGame();
    // The start screen: quick game, every game's new game, the unfinished games, how to play.
    void showStartScreen();
    bool startScreenShown() const;
    StartScreen *startScreen() const { return m_start; }
    // When set, the window closes as soon as a game is over instead of showing its end.
    void setQuitAtEnd(bool quit) { m_quitAtEnd = quit; }
    bool quitAtEnd() const { return m_quitAtEnd; }
    // A game is on the table and not over: leaving it needs the player's word.
    bool gameRunning() const;

    // Saves the game on the table in its record format (R7.3, SE8.4), atomically.
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

    // Hint (H): the game's advice for the person who must decide now, from their seat's view
    // only (GameModule::showHint); shown in the status bar, and sent with hintShown().
    void showHint();
    QString lastHint() const { return m_lastHint; }

    // Network play (issue 24, docs/network.md): Game ▸ Host a table… and Join a table…, each
    // leading to the table's lobby; once the game starts, the game's module plays this window's
    // seat through the table's client (GameModule::playOnline).
    void hostTable();
    void joinTable();
    // The network table this window sits at, from its lobby to the game's end; nullptr when none.
    NetPlay *netPlay() const { return m_net; }
    // Where tables listen and announce (the tests: loopback and a port of their own).
    void setNetEndpoints(const NetEndpoints &endpoints) { m_endpoints = endpoints; }
    NetTablePanel *netPanel() const { return m_netPanel; }

    // The player's settings as they stand, as the games receive them.
    Settings settings() const;

    // The rules window on the rules of the game on the table (or of `id`).
    void showRules(bool howToPlay, const QString &id = QString());

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
    void adopt(GameModule *module);
    // A game started (or resumed) in `module`: it goes on the table, with a save file.
    void gameStarted(GameModule *module, const QString &path = QString());
    void gameOver(GameModule *module);
    void autosave(GameModule *module);
    void recordStatistics(GameModule *module);
    void saveAs();
    void openDialog();
    void openHistory();
    // Replay and Rematch of a finished game (issue 25): from its record, as the end of a game
    // or the list of finished games gives it.
    void replayRecord(GameModule *module, const QByteArray &record);
    // `networkSeat`: -1 for a game played here; for one played at a network table, the seat this
    // window's person held, or -2 when not known (then the seat under their last name).
    void rematchRecord(GameModule *module, const QByteArray &record, int networkSeat = -1);
    void rematchHere(GameModule *module, const std::shared_ptr<LoadedGame> &loaded);
    // A network game's Rematch asks: a new table with the same seats (the people join it again
    // from their computers), or the same seats all here.
    void offerNetworkRematch(GameModule *module, const QByteArray &record, int networkSeat);
    void showFileError(const QString &title, const QString &message);
    void showStatus(const QString &message);
    void showPage(GameModule *module);
    // Save is offered when the page shows a game there is something of to write.
    void updateSaveAction();
    // The player changed a setting: it is kept, and every game receives the settings anew.
    void remember(const std::function<void(Settings &)> &change);
    // Runs `then` once the player agrees to leave the running game (Save, Discard), at once when
    // none runs; Cancel runs nothing and the game goes on.
    void askBeforeLeaving(const QString &action, std::function<void()> then);
    // The game in progress is about to be replaced or closed: it stops, and its autosave follows
    // the player's answer (kept, or removed when discarded).
    void leaveCurrentGame();
    bool applyLoaded(const QString &path, const GameType *type,
                     const std::shared_ptr<LoadedGame> &loaded, const QString &loadError,
                     QString *error);
    void refreshStartScreen();
    QString fileFilter() const;
    // Network play (mainwindownet.cpp).
    void createNetActions();
    NetPlay *newNetPlay();
    void openLobby(bool askCode);
    // Host a table…'s dialog; `seats` (HostDialog::setTable) when it repeats a game.
    void showHostDialog(const QString &game = QString(), const QStringList &seats = {});
    // A table this window hosted and did not finish (it stopped, or was stopped): offered again
    // before a new one, with the people who sat at it.
    void offerHostedTable();
    void resumeHostedTable();
    // Where a hosted table is kept while it runs (NetPlay::setAutosavePath).
    QString netTablePath() const;
    void playOnline();
    // The table is left: the seat given up, a hosted table stopped, the panel hidden. With
    // `keepTable`, a hosted table that could not open keeps its autosave.
    void endNetPlay(bool keepTable = false);
    void netLost(const QString &message);
    bool isOnlineGame(const GameModule *module) const;
    // A finished network game goes to the history once both the table's record has come and the
    // module has shown the end.
    void keepOnlineGame(GameModule *module);
    // The record of the game on the table: the module's, or the network table's once it is over.
    QByteArray recordOf(GameModule *module) const;
    void askBeforeLeavingTable(const QString &action, std::function<void()> then);
    // The suffix of `module`'s save files (GameType::suffix).
    static QString suffixOf(const GameModule *module);

    QList<GameModule *> m_modules;
    GameModule *m_current = nullptr;
    QStackedWidget *m_pages;
    StartScreen *m_start = nullptr;
    bool m_quitAtEnd = false;
    bool m_placed = false;                // the last window's geometry was restored
    bool m_maximizeFirst = false;         // a first window on a screen up to 1920×1200
    static constexpr int kFrameRoom = 80; // around a first window restored from maximized
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
    QMenu *m_newMenu = nullptr;
    QList<QAction *> m_newGameActions; // one per game, in Games::all() order
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_historyAction = nullptr;
    QAction *m_hostAction = nullptr;
    QAction *m_joinAction = nullptr;
    QPointer<NetPlay> m_net;
    GameModule *m_onlineModule = nullptr; // the module playing through m_net's client
    bool m_onlineOver = false;            // that module showed the game's end
    bool m_onlineKept = false;            // and its record went to the history
    bool m_handingOver = false;           // inside GameModule::playOnline
    NetEndpoints m_endpoints = NetEndpoints::fromEnvironment();
    QDockWidget *m_netDock = nullptr;
    NetTablePanel *m_netPanel = nullptr;
    QAction *m_startAction = nullptr;
    QAction *m_statisticsAction = nullptr;
    QAction *m_rulesAction = nullptr;
    QAction *m_howToPlayAction = nullptr;
    QAction *m_quitAction = nullptr;
    QMenu *m_waitMenu = nullptr;
    QList<QAction *> m_waitActions; // never, what concerns me, every step
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
};

} // namespace shell
