// A duel in its own scene beside the place where it happens (GA9, issue 28): both sides with
// their fighters, each fighter's die in its colour (GA1.3: green killer, red vamp, white
// dealer, blue managers and cops) with a killer's +2, both totals, then the volleys shot by shot,
// each die with its result (miss, wounded, killed), and the targets falling face up (wounded) or
// face down (killed). When a person aims, the standing targets are buttons: aiming is a click on
// one. What it shows is kept as data (the scene, the rolls, the shots) and put into words again
// when the language changes.
#pragma once

#include "besideplace.h"
#include "controller.h"

#include <QFrame>
#include <QRectF>

class QGridLayout;
class QLabel;
class QListWidget;
class QPushButton;

namespace gangsters::ui {

class DuelView : public QFrame
{
    Q_OBJECT

public:
    explicit DuelView(QWidget *parent = nullptr);

    void begin(const DuelScene &scene, const Names &names, const State &state);
    // DuelRoll or FinishRoll, Shot, Wounded, Killed, in the order played.
    void play(const Event &event);
    // A person aims (a Shot point): the targets it offers become buttons.
    void aim(const Point &point, const QString &prompt);
    void end();
    void placeBeside(const InSight &sight);
    // "Continue" while the table waits after the duel, under `line`, which says for whom.
    void setContinue(bool waiting, const QString &line = {});

    // Where the duel happens.
    Loc at() const { return m_scene.at; }
    QString totals() const;
    QStringList shots() const;
    // The fighters' rows and how each stands: "standing", "wounded" (face up), "killed".
    QStringList fighters() const;
    // Each fighter's die of the last roll, "name: face" or "name: face+bonus"; "name: -"
    // before the first roll.
    QStringList dice() const;
    QList<QPushButton *> targets() const { return m_targetButtons; }
    QPushButton *continueButton() const { return m_continue; }
    // The line above the buttons: whom the aim or the Continue is for.
    QString prompt() const;

Q_SIGNALS:
    void aimed(const gangsters::Choice &choice);
    void continueClicked();

private:
    struct Fighter
    {
        CharRef ref;
        TargetKind kind = TargetKind::Character;
        int index = 0;
        bool attacker = true;
        ShotResult fate = ShotResult::Miss; // Miss: standing
        int face = 0;                       // the last roll's die; 0: none yet
        int bonus = 0;                      // a killer's +2 (GA9.2)
        QLabel *die = nullptr;
        QLabel *label = nullptr;
    };
    void changeEvent(QEvent *event) override;
    void retranslate();
    QString nameOf(const Fighter &f) const;
    QString shotLine(const Event &shot) const;
    void showTotals();
    void refresh(Fighter &f);
    int indexOf(const Event &shot) const; // the fighter a shot hit, or -1
    Fighter *find(const Event &event);
    Fighter *find(const DuelDie &die);
    void showRoll(const Event &roll);
    void showFinishRoll(const Event &roll);

    Names m_names;
    DuelScene m_scene;
    QLabel *m_title;
    QLabel *m_totals;
    QLabel *m_ties;
    QList<std::pair<int, int>> m_tiedTotals; // the tied rolls before the last, in order
    QList<Event> m_shotEvents;
    QGridLayout *m_sides;
    QListWidget *m_shots;
    QLabel *m_prompt;
    QWidget *m_targetBox;
    QList<QPushButton *> m_targetButtons;
    BesidePlace m_place{this, 16};
    QPushButton *m_continue;
    QList<Fighter> m_fighters;
    int m_a = 0, m_b = 0;
    int m_finishShots = 0; // a finishing off's shots (GA9.5); 0 before its roll
};

} // namespace gangsters::ui
