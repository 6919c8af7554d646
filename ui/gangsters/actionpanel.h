// The buttons a person answers with beside the piece (issue 28): on arrival the legal actions,
// each saying what it gains and risks ("Racket: +5 a turn · 1 year if seen"), and which
// character moves next with its die. One button an option of the engine's point, in its order;
// digits 1–9 press them, and so do Tab and Space. No button is pressed by Enter alone.
#pragma once

#include "besideplace.h"
#include "gangstersnames.h"

#include <QFrame>
#include <QRectF>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace gangsters::ui {

class ActionPanel : public QFrame
{
    Q_OBJECT

public:
    explicit ActionPanel(QWidget *parent = nullptr);

    // An Action or Next point; `dice`: the turn's dice by role, for Next.
    void setPoint(const Point &point, const QString &prompt, const State &state, const Names &names,
                  const std::array<int8_t, kRoles> &dice);
    void clear();
    const QList<QPushButton *> &buttons() const { return m_buttons; }
    // Puts the panel beside its place, inside the parent, leaving the rest of `sight` in view
    // where room allows.
    void placeBeside(const InSight &sight);
    void highlight(int option);

Q_SIGNALS:
    void chosen(const gangsters::Choice &choice);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QLabel *m_title;
    QVBoxLayout *m_list;
    QList<QPushButton *> m_buttons;
    QList<Choice> m_choices;
    BesidePlace m_place{this, 12};
};

} // namespace gangsters::ui
