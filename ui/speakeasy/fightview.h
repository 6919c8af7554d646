// A fight at the table (SE5.1): both pieces side by side, turned up with a flip, then the
// result and the row of the table that decided it.
#pragma once

#include "speakeasy/position.h"

#include <QVariantAnimation>
#include <QWidget>

namespace speakeasy::ui {

class FightView : public QWidget
{
    Q_OBJECT

public:
    explicit FightView(QWidget *parent = nullptr);
    // Starts the flip; `flipMs` 0 shows the faces at once. `result` is the fight's outcome
    // (Names::outcome), worded again when the language changes.
    void showFight(int attackerSeat, const Confrontation &fight, const QString &result, int flipMs);
    void clear();
    bool showing() const { return m_showing; }
    const QString &result() const { return m_result; }

    QSize sizeHint() const override { return {300, 110}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void describe();

    bool m_showing = false;
    int m_attacker = 0;
    Confrontation m_fight;
    QString m_result;
    QVariantAnimation m_flip;
    qreal m_turn = 1; // 0: backs, 1: faces
};

} // namespace speakeasy::ui
