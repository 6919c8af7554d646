// Razzia as the window hosts it (GameModule): the session, its models, the table and its
// controller, the score and log beside it, the new-game and ranking dialogs, and the hint.
#pragma once

#include "gamemodule.h"
#include "shellnames.h"
#include "tablesetup.h"

#include <optional>
#include <utility>

class QTableView;
class QTreeView;

namespace razzia::ui {

class GameSession;
class LogModel;
class NewGameDialog;
class RankingDialog;
class SeatModel;
class TableController;
class TableWidget;

class RazziaModule final : public shell::GameModule
{
    Q_OBJECT

public:
    explicit RazziaModule(shell::MainWindow *window);
    ~RazziaModule() override;

    // Razzia's entry in the registry (ui/games.cpp).
    static shell::GameType type();
    // The Razzia game of a window (tests, the command line).
    static RazziaModule *of(const shell::MainWindow &window);

    QString id() const override;
    QWidget *page() override { return m_page; }
    void showNewGameDialog() override;
    bool quickGame() override;
    bool isStarted() const override;
    bool isRunning() const override;
    void halt() override;
    QByteArray record() const override;
    bool recordFinished() const override;
    bool resume(const shell::LoadedGame &loaded, QString &error) override;
    QWidget *replay(const shell::LoadedGame &loaded, QWidget *parent) override;
    bool canRematch() const override { return true; }
    bool rematch(const shell::LoadedGame &loaded, QString &error) override;
    QList<shell::Statistics::Result> results() const override;
    void showEnd() override;
    QString leavingNote() const override;
    QString notYetSaved() const override;
    bool playOnline(net::Client *client, QString &error) override;
    bool isOnline() const override;
    void showHint() override;
    bool showsHintOnPage() const override { return true; }
    void applySettings(const shell::Settings &settings) override;
    // "proposal", "duel", "ranking".
    QWidget *dialogNamed(const QString &name) const override;
    void retranslate() override;

    // Starts a game at once, without the new-game dialog and without asking: the game it
    // replaces stays in the save store, to be continued later.
    void startGame(const TableSetup &setup);

    GameSession *session() const { return m_session; }
    SeatModel *seatModel() const { return m_seats; }
    LogModel *logModel() const { return m_log; }
    TableWidget *table() const { return m_table; }
    TableController *controller() const { return m_controller; }
    RankingDialog *rankingDialog() const { return m_ranking; }
    NewGameDialog *newGameDialog() const { return m_newGame; }
    QString refusalShown() const { return m_refusal; }

private:
    void layWaitingTable();

    GameSession *m_session;
    SeatModel *m_seats;
    LogModel *m_log;
    TableWidget *m_table;
    TableController *m_controller;
    QWidget *m_page;
    QTableView *m_scoreView;
    QTreeView *m_logView;
    NewGameDialog *m_newGame = nullptr;
    RankingDialog *m_ranking;
    bool m_hintRunning = false;
    // Online: the table is laid once the host's first view is in.
    bool m_waitingForDeal = false;
    // The host's last refusal, shown where the hint goes until the next decision; empty: none.
    QString m_refusal;
    // The decision the hint on show is for (what the table waits for, and whose), if any.
    std::optional<std::pair<int, int>> m_hintFor;
};

} // namespace razzia::ui
