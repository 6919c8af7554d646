// The Gangsters table (issue 28): the city (CityView) with the action buttons and the duel scene
// beside the place they concern, and the side panel: whose decision it is, the dice, the round
// against the limit, the police's owner, the gangs (GangModel) and the log (LogModel) with its
// filters. It shows what the Controller plays and hands back what the person chooses.
#pragma once

#include "actionpanel.h"
#include "controller.h"
#include "decisiondialog.h"
#include "dicestrip.h"
#include "duelview.h"
#include "gangmodel.h"
#include "gangsterslog.h"
#include "gangview.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QListView;
class QPushButton;
class QRadioButton;
class QTimer;

namespace gangsters::ui {

class CityView;

class GangstersTable : public QWidget
{
    Q_OBJECT

public:
    explicit GangstersTable(QWidget *parent = nullptr);
    ~GangstersTable() override;

    // Takes the controller (parented to the table) and shows its game.
    void setController(Controller *controller);
    Controller *controller() const { return m_controller; }
    void setColourBlind(bool on);
    void showHint(const QString &text, int option);
    // One line under the prompt until the person's next answer (a refusal from the host).
    void showNotice(const QString &line);
    QString notice() const { return m_notice; }

    CityView *city() const { return m_city; }
    ActionPanel *actions() const { return m_actions; }
    DuelView *duel() const { return m_duel; }
    DecisionDialog *dialog() const { return m_dialog; }
    DiceStrip *dice() const { return m_dice; }
    GangModel *gangs() const { return m_gangModel; }
    LogModel *log() const { return m_logModel; }
    LogFilter *logFilter() const { return m_filter; }
    QString prompt() const;
    QString roundText() const;
    // The keyboard to where the table asks now: the action buttons (1–9), the duel's targets or
    // Continue, the city for a move, else the table itself (Space, H). The window's module calls
    // it once a game is on the table; the table calls it when it is shown and at each decision.
    void takeFocus();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    QString onlinePrompt() const;
    // Whom the duel on screen waits for, by name (hot-seat: who presses Continue).
    QString continuePrompt() const;
    void retranslate();
    void onDecision(const Point &point, const QString &prompt);
    void answer(const Choice &choice);
    // What the action buttons or the duel scene should leave in sight: the square of `who`
    // (or `at`) with its figures, the titles and the other figures.
    // `seat`: the gang whose other figures should stay in sight too (-1: none).
    InSight sightOf(CharRef who) const;
    InSight sightAt(Loc at, int seat = -1) const;
    // A duel's scene: the person's own figures stay in sight.
    InSight sightOfDuel(Loc at) const;
    // The figure an Action or a Next point is about: the actor, or the first one callable.
    CharRef figureOf(const Point &point) const;
    void reopen();
    void placeDialog();
    // The action buttons and the duel scene beside their places again (the city was resized).
    void placePanels();
    // The city points at the squares of the log line under the pointer, else at the hint's.
    void markPlaces();
    // Rings on the city the squares a log line names, or none for an invalid index.
    void pointAt(const QModelIndex &line);
    // Takes away whatever asked the person (the city's lit squares, the buttons, the dialog).
    void dropAsking();

    // While computer seats play at instant speed a decision comes every millisecond or so: the
    // panel and the log follow at most every few frames, never once a decision.
    void scheduleRefresh();
    QTimer *m_refreshTimer;
    QTimer *m_scrollTimer;
    QPointer<Controller> m_controller;
    CityView *m_city;
    ActionPanel *m_actions;
    DuelView *m_duel;
    QPointer<DecisionDialog> m_dialog;
    QLabel *m_round;
    QLabel *m_police;
    QLabel *m_prompt;
    QPushButton *m_again;
    QPushButton *m_continue;
    DiceStrip *m_dice;
    GangModel *m_gangModel;
    GangView *m_gangView;
    LogModel *m_logModel;
    LogFilter *m_filter;
    QListView *m_logView;
    bool m_logAtEnd = true; // the log shows its newest line (it follows new ones)
    QLabel *m_logTitle;
    QRadioButton *m_showAll;
    QRadioButton *m_showMine;
    QRadioButton *m_showPolice;
    bool m_colourBlind = false;
    int m_price = 0; // the last price named (GA10.2), for the Accept dialog
    QString m_hint;
    std::vector<Loc> m_hintPlaces; // the square the hint names, while its decision waits
    std::vector<Loc> m_logPlaces;  // those of the log line under the pointer or the current one
    QString m_notice;
};

} // namespace gangsters::ui
