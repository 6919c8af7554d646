// Who plays (R2.2, R2.3): 3 to 8 seats clockwise, each a human or an AI seat of some level, the
// first dealer and an optional seed. The last table played is remembered in QSettings.
#pragma once

#include "tablesetup.h"

#include <QDialog>
#include <QList>

class QComboBox;
class QDialogButtonBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace razzia::ui {

class NewGameDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget *parent = nullptr);

    TableSetup setup() const;
    void setSetup(const TableSetup &setup);

    // Whether setup() may start a game; otherwise problem() says why, in words for the player.
    bool isValid() const { return m_problem.isEmpty(); }
    QString problem() const { return m_problem; }

    // The table last played, from QSettings group "table"; the player (defaultHumanName()) and
    // three AI seats at first.
    static TableSetup lastTable();
    // Seats and first dealer; not the seed, which would deal the same game again unasked.
    static void rememberTable(const TableSetup &setup);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        QLabel *label = nullptr;
        QLineEdit *name = nullptr;
        QComboBox *kind = nullptr;
        QComboBox *level = nullptr;
    };

    void retranslateUi();
    void setSeatCount(int count);
    void showLevel(Row &row, bool rowShown);
    void updateDealers();
    void validate();
    QString freshName() const;

    QList<Row> m_rows;
    QString m_problem;
    QLabel *m_seatsLabel;
    QSpinBox *m_seats;
    QGridLayout *m_grid;
    QLabel *m_dealerLabel;
    QComboBox *m_dealer;
    QLabel *m_seedLabel;
    QLineEdit *m_seed;
    QLabel *m_nameNote;
    QLabel *m_message;
    QDialogButtonBox *m_buttons;
};

} // namespace razzia::ui
