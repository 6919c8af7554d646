// The new-game dialog of Speak Easy: who sits South and North, a person or a computer level, and
// a person's name. Hot-seat (two people) is allowed: the table raises its curtain between them.
#pragma once

#include <QDialog>
#include <QString>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace speakeasy::ui {

// A seat's id for a person (the others are the computer levels' names).
inline const QString kHuman = QStringLiteral("human");

class SpeakEasyDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SpeakEasyDialog(QWidget *parent = nullptr);

    // "human" or a level id of speakeasy::levelNames() (random, easy, normal, hard, expert).
    QString seat(int seat) const;
    void setSeat(int seat, const QString &who);
    // A person's name as typed, trimmed; empty for a computer seat or a field left empty (the
    // table then names the seat by its side, or a single person by their login).
    QString name(int seat) const;
    void setName(int seat, const QString &name);
    // The optional clock: minutes for each person's whole game, 0 for none.
    int clockMinutes() const;
    void setClockMinutes(int minutes);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateNames();

    QLabel *m_intro;
    QLabel *m_southLabel;
    QLabel *m_northLabel;
    QComboBox *m_seats[2];
    QLineEdit *m_names[2];
    QLabel *m_clockLabel;
    QComboBox *m_clock;
    QDialogButtonBox *m_buttons;
    QPushButton *m_startButton;
    QPushButton *m_cancelButton;
};

} // namespace speakeasy::ui
