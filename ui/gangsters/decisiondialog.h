// The decisions that need a dialog (issue 28): buy the police (GA7.10), obey or rebel with the
// duel's odds (GA7.5), name a recruitment price and accept it (GA10.2), and accomplices (GA5.6).
// Opened with open(); a choice emits chosen() then closes the dialog. No button is the default:
// a reflex Enter must not answer for the player. Closing it decides nothing (the engine still
// waits, and the table offers it again).
#pragma once

#include "gangstersnames.h"

#include <QDialog>
#include <QList>

class QCheckBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QVBoxLayout;
class QHBoxLayout;

namespace gangsters::ui {

class DecisionDialog : public QDialog
{
    Q_OBJECT

public:
    explicit DecisionDialog(QWidget *parent = nullptr);

    // `price`: the price named, for an Accept point (the view does not hold it).
    void setPoint(const Point &point, const QString &prompt, const State &state, const Names &names,
                  int price = 0);
    const Point &point() const { return m_point; }
    // The choice buttons, in the order of the dialog (tests, keyboard).
    QList<QPushButton *> choiceButtons() const { return m_buttons; }
    QSpinBox *priceBox() const { return m_price; }
    QList<QCheckBox *> accompliceBoxes() const { return m_boxes; }
    QString text() const;

Q_SIGNALS:
    void chosen(const gangsters::Choice &choice);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    QPushButton *addChoice(const QString &text, const Choice &choice);
    void choose(const Choice &choice);

    Point m_point;
    QString m_prompt;
    State m_state;
    Names m_names;
    int m_namedPrice = 0;
    QLabel *m_title;
    QLabel *m_text;
    QVBoxLayout *m_body;
    QHBoxLayout *m_row;
    QSpinBox *m_price = nullptr;
    QList<QCheckBox *> m_boxes;
    QList<QPushButton *> m_buttons;
    QList<QWidget *> m_owned;
};

} // namespace gangsters::ui
