// Gangsters as the window hosts it (GameModule, issue 28): its new-game dialog, its table on a
// page of its own, and the game in gangsters-game/1 (GA14.5) for saves, autosave after every
// decision, resume, replay decision by decision and statistics by level.
#pragma once

#include "gamemodule.h"
#include "gangstersresult.h"
#include "gangsterstable.h"

#include "gangsters/record.h"

#include <QPointer>

namespace gangsters::ui {

class NewGameDialog;

class GangstersModule final : public shell::GameModule
{
    Q_OBJECT

public:
    explicit GangstersModule(shell::MainWindow *window);
    ~GangstersModule() override;

    // Gangsters' entry in the registry (ui/games.cpp).
    static shell::GameType type();
    static GangstersModule *of(const shell::MainWindow &window);

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
    bool playOnline(net::Client *client, QString &error) override;
    bool isOnline() const override;
    QString notYetSaved() const override;
    QList<shell::Statistics::Result> results() const override;
    void showEnd() override;
    QString leavingNote() const override;
    void showHint() override;
    bool showsHintOnPage() const override { return true; }
    void applySettings(const shell::Settings &settings) override;
    QWidget *dialogNamed(const QString &name) const override;
    void retranslate() override;

    // Starts a game at once: the gangs, then the police seat in the variant. False, nothing
    // changed, for an unknown level or a wrong count.
    bool start(const std::vector<PlayerInfo> &seats, const Rules &rules, quint64 seed);

    GangstersTable *table() const { return m_table; }
    NewGameDialog *dialog() const { return m_dialog; }
    ResultDialog *resultDialog() const { return m_result; }
    std::optional<GameRecord> gameRecord() const;

private:
    // A new table on the page for `controller`, the game before it halted.
    void mount(Controller *controller);
    bool host(const std::vector<PlayerInfo> &seats, const Rules &rules, quint64 seed,
              const GameRecord *resumed, QString *error);

    QWidget *m_page;
    QPointer<GangstersTable> m_table;
    NewGameDialog *m_dialog = nullptr;
    QPointer<ResultDialog> m_result;
    bool m_colourBlind = false;
    bool m_waitForMe = true;
};

} // namespace gangsters::ui
