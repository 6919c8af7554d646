// The game window: the table, the score board and the log, the menus, and the dialogs that
// start and end a game.
#pragma once

#include "tablesetup.h"

#include <QMainWindow>

class QAction;
class QActionGroup;
class QMenu;
class QTableView;
class QTreeView;
class QTranslator;

namespace razzia::ui {

class GameSession;
class LogModel;
class NewGameDialog;
class RankingDialog;
class SeatModel;
class TableController;
class TableWidget;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Starts a game at once, without the new-game dialog.
    void startGame(const TableSetup &setup);
    // Opens the new-game dialog (window-modal).
    void newGame();
    // When set, the window closes as soon as a game is over instead of showing the ranking.
    void setQuitAtEnd(bool quit) { m_quitAtEnd = quit; }

    GameSession *session() const { return m_session; }
    SeatModel *seatModel() const { return m_seats; }
    LogModel *logModel() const { return m_log; }
    TableWidget *table() const { return m_table; }
    TableController *controller() const { return m_controller; }
    RankingDialog *rankingDialog() const { return m_ranking; }
    NewGameDialog *newGameDialog() const { return m_newGame; }

    // Saves the game's finished rounds as a razzia-game/1 record (R7.3), atomically.
    bool saveTo(const QString &path, QString *error = nullptr);
    // Opens a record: an unfinished game goes on, a finished one opens in the replay viewer. A
    // damaged or rule-breaking file is refused with a message; the current game is untouched.
    bool openFile(const QString &path, QString *error = nullptr);
    // The autosave: written after every round, removed when the game is over; empty for none.
    static QString defaultAutosavePath();
    void setAutosavePath(const QString &path) { m_autosavePath = path; }
    QString autosavePath() const { return m_autosavePath; }
    // At start-up: offers to resume an unfinished autosaved game, or opens the new-game dialog.
    void offerResumeOrNewGame();
    // The last message shown to the player about a file (for tests).
    QString lastFileMessage() const { return m_lastFileMessage; }

    // "en" or "fr": switches every text at once (QEvent::LanguageChange) and remembers it.
    void setLanguage(const QString &language);
    QString language() const { return m_language; }
    // The language of the settings, or else of the system.
    static QString preferredLanguage();

Q_SIGNALS:
    void gameFinished();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void retranslateUi();
    void showRanking();
    void autosave();
    void recordStatistics();
    void saveAs();
    void openDialog();
    void showFileError(const QString &title, const QString &message);

    GameSession *m_session;
    SeatModel *m_seats;
    LogModel *m_log;
    TableWidget *m_table;
    TableController *m_controller;
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
    QString m_autosavePath;
    QString m_lastFileMessage;
    bool m_statisticsRecorded = false;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_statisticsAction = nullptr;
    QAction *m_rulesAction = nullptr;
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
};

} // namespace razzia::ui
