// Pebbles as the window hosts it: its GameType (one registration, as ui/games.cpp holds the
// real games') and its GameModule. Everything the shell needs of a game, and nothing more: a
// page with the heap and two buttons, a new-game dialog, a record in pebbles-game/1, computer
// seats, statistics with a score of its own, a replay, a hint and its rules pages.
#pragma once

#include "gamemodule.h"
#include "pace.h"
#include "pebbles.h"

#include <QDialog>
#include <QPointer>

#include <array>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace pebbles::ui {

// Pebbles' own animation step, scaled by the shell's Pace like every game's.
enum class Step
{
    ComputerTakes // a computer seat's pause before it takes
};

constexpr shell::StepTime stepTime(Step)
{
    return {400, true};
}

struct Seat
{
    QString name;
    QString level = {}; // empty for a person
};

class PebblesModule final : public shell::GameModule
{
    Q_OBJECT

public:
    explicit PebblesModule(shell::MainWindow *window);

    static shell::GameType type();
    static PebblesModule *of(const shell::MainWindow &window);

    QString id() const override;
    QWidget *page() override { return m_page; }
    void showNewGameDialog() override;
    bool quickGame() override;
    bool isStarted() const override { return m_started; }
    bool isRunning() const override { return m_started && !m_game.over(); }
    void halt() override;
    QByteArray record() const override;
    bool recordFinished() const override { return m_started && m_game.over(); }
    bool resume(const shell::LoadedGame &loaded, QString &error) override;
    QWidget *replay(const shell::LoadedGame &loaded, QWidget *parent) override;
    QList<shell::Statistics::Result> results() const override;
    void showEnd() override;
    QString leavingNote() const override;
    void showHint() override;
    void applySettings(const shell::Settings &settings) override;
    QWidget *dialogNamed(const QString &name) const override;

    // A new game at once: false, nothing changed, for an unknown level or heap.
    bool start(const std::array<Seat, kSeats> &seats, int heap, quint64 seed);
    // The person to move takes `pebbles` (the page's buttons); false when it is not a
    // person's turn or the take breaks P3.
    bool take(int pebbles);

    const Game &game() const { return m_game; }
    const std::array<Seat, kSeats> &seats() const { return m_seats; }
    QDialog *newGameDialog() const { return m_dialog; }
    QString tableText() const;
    // What applySettings() last received, to show that settings arrive as a value.
    const shell::Settings &settings() const { return m_settings; }

private:
    void begin(); // shows the table and lets a computer seat play
    void played();
    void update();

    QWidget *m_page;
    QLabel *m_heap;
    QPushButton *m_takeOne;
    QPushButton *m_takeTwo;
    QPointer<QDialog> m_dialog;
    QSpinBox *m_heapChooser = nullptr;
    QComboBox *m_northChooser = nullptr;
    Game m_game;
    std::array<Seat, kSeats> m_seats;
    quint64 m_seed = 0;
    bool m_started = false;
    int m_generation = 0; // a halted or replaced game's pending computer take is dropped
    shell::Settings m_settings;
};

} // namespace pebbles::ui
