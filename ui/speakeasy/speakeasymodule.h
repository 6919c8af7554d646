// Speak Easy as the window hosts it (GameModule): its seat dialog, its table on a page of its
// own, and the game in speakeasy-game/1 (SE8.4) for saves, autosave after every move, resume,
// replay and statistics.
#pragma once

#include "gamemodule.h"
#include "resultdialog.h"
#include "speakeasytable.h"

#include "speakeasy/ai/habits.h"
#include "speakeasy/record.h"

#include <QPointer>

namespace speakeasy::ui {

class SpeakEasyDialog;

class SpeakEasyModule final : public shell::GameModule
{
    Q_OBJECT

public:
    explicit SpeakEasyModule(shell::MainWindow *window);
    ~SpeakEasyModule() override;

    // Speak Easy's entry in the registry (ui/games.cpp).
    static shell::GameType type();
    static SpeakEasyModule *of(const shell::MainWindow &window);

    QString id() const override;
    QWidget *page() override { return m_page; }
    void showNewGameDialog() override;
    bool isStarted() const override;
    bool isRunning() const override;
    void halt() override;
    QByteArray record() const override;
    QString notYetSaved() const override;
    bool recordFinished() const override;
    bool resume(const shell::LoadedGame &loaded, QString &error) override;
    QWidget *replay(const shell::LoadedGame &loaded, QWidget *parent) override;
    QList<shell::Statistics::Result> results() const override;
    void showEnd() override;
    bool canRematch() const override { return true; }
    bool rematch(const shell::LoadedGame &loaded, QString &error) override;
    QString leavingNote() const override;
    void showHint() override;
    void applySettings(const shell::Settings &settings) override;
    // One side of a network table (docs/network.md): the host referees and plays the other.
    // The optional clock (issue 25) is this window's own: it stays off at a network table,
    // which has no clock the host would keep.
    bool playOnline(net::Client *client, QString &error) override;
    bool isOnline() const override;

    // Starts a game at once: each seat "human" or a level of speakeasy::levelNames(), and a
    // person's name (empty: their side's when two people play, else their login's). False, and
    // nothing changed, for an unknown level.
    bool start(const QString &south, const QString &north, quint64 seed,
               const std::array<QString, kSeats> &names = {});

    SpeakEasyTable *table() const { return m_table; }
    SpeakEasyDialog *dialog() const { return m_dialog; }
    // The end's dialog (Replay, Rematch), once a game has ended here.
    ResultDialog *resultDialog() const { return m_result; }
    // The game's record as it stands; nullopt while the seats are still setting up.
    std::optional<GameRecord> gameRecord() const;
    // What the computer's seats have learnt, in this window, of the person they play: read
    // from every finished game between a person and a level, from the level's seat (habits.h),
    // and handed to every level that faces a person. Hot-seat and computer-only games teach
    // nothing.
    const ai::OpponentHabits &habits() const { return m_habits; }

    // The optional clock of the games started from now on: minutes each, 0 for none.
    void setClockMinutes(int minutes) { m_clockMinutes = minutes; }
    GameClock *clock() const { return m_clock; }

private:
    // The players' names for the table, as the record holds them.
    std::array<QString, kSeats> playerNames() const;
    // The clock of a new game, or the one `kept` by a save (none when it holds none).
    void setUpClock(TableController *controller, const std::vector<int32_t> *kept);
    // A new table for these seats ("human" or a level), replacing the last one, and `begin` on
    // its controller; false, nothing changed, for an unknown level. The computer seats choose
    // from `policySeed` when given (a resumed game's fresh one), else from the game's seed.
    bool host(const std::array<QString, kSeats> &seats, quint64 seed,
              const std::function<void(TableController *)> &begin,
              std::optional<size_t> resumedMoves = std::nullopt,
              std::optional<quint64> policySeed = std::nullopt, const GameRecord *saved = nullptr);

    QWidget *m_page;
    QPointer<SpeakEasyTable> m_table;
    SpeakEasyDialog *m_dialog = nullptr;
    QPointer<ResultDialog> m_result;
    std::array<PlayerInfo, kSeats> m_players{};
    quint64 m_seed = 0;
    std::vector<Reseed> m_reseeds; // where the computer seats' choices were drawn afresh
    int m_clockMinutes = 0;        // the optional clock of new games (issue 25), 0: none
    QPointer<GameClock> m_clock;
    ai::OpponentHabits m_habits;
    size_t m_keptMoves = 0; // moves in the last record handed to the window
    bool m_kept = false;    // the set-ups have been handed to the window
    // The game on the table is a network table's: the host keeps its record.
    bool m_online = false;
    int m_onlineSeat = -1;
    size_t m_onlineMoves = 0; // moves shown when progressed() was last emitted
};

} // namespace speakeasy::ui
