// Game ▸ Host a table… (issue 24): the game (a game both the network registry and this window
// know), the number of seats, who sits on each (open to a person on the network, me, or a
// computer level), the table's name and the person's name.
#pragma once

#include "netplay.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace shell {

class HostDialog : public QDialog
{
    Q_OBJECT

public:
    explicit HostDialog(QWidget *parent = nullptr);

    // The table as set; valid once accepted.
    NetPlay::HostSetup setup() const;
    // Sets the game and its seats as setup() gives them ("net", "human" or a level), for a
    // rematch of a network game; a level the game does not know leaves the seat as it was.
    void setTable(const QString &game, const QStringList &seats);
    // For the tests and the screenshots.
    QComboBox *gameBox() const { return m_game; }
    QSpinBox *seatCount() const { return m_count; }
    QComboBox *seatBox(int seat) const { return m_seats.value(seat); }
    QLineEdit *nameEdit() const { return m_name; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void onGameChanged();
    void rebuildSeats();
    void onSeatChanged(int seat);
    void fillSeatBox(QComboBox *box);
    void check();
    void nameTable();

    QComboBox *m_game;
    QSpinBox *m_count;
    QFormLayout *m_seatForm;
    QList<QComboBox *> m_seats;
    QList<QLabel *> m_seatLabels;
    QLineEdit *m_table;
    QLineEdit *m_name;
    QLabel *m_gameLabel;
    QLabel *m_countLabel;
    QLabel *m_tableLabel;
    QLabel *m_nameLabel;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace shell
