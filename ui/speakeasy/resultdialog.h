// The end of a Speak Easy game (SE6) as a dialog: who won and why, how long it took and what
// each side lost, and the two ways on: Replay this game, or a Rematch with the same seats.
// The board stays revealed behind it; the dialog moves and closes like any other.
#pragma once

#include "speakeasy/position.h"

#include <QDialog>
#include <QString>

#include <array>

class QLabel;
class QPushButton;

namespace speakeasy::ui {

class ResultDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ResultDialog(QWidget *parent = nullptr);

    // `you`: the seat of the one person at the window, -1 in hot-seat or between computers.
    // `moves`: plies played; `lost`: the pieces each side lost in fights; `names`: the players'
    // as the record holds them (the headline names a winner with their side, Names::player).
    void setResult(const End &end, int you, int moves, std::array<int, kSeats> lost,
                   const std::array<QString, kSeats> &names = {});
    QString headline() const;
    QString reason() const;
    QPushButton *replayButton() const { return m_replay; }
    QPushButton *rematchButton() const { return m_rematch; }

Q_SIGNALS:
    void replayRequested();
    void rematchRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    End m_end;
    int m_you = -1;
    int m_moves = 0;
    std::array<int, kSeats> m_lost{};
    std::array<QString, kSeats> m_names;
    QLabel *m_headline = nullptr;
    QLabel *m_reason = nullptr;
    QLabel *m_details = nullptr;
    QPushButton *m_replay = nullptr;
    QPushButton *m_rematch = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace speakeasy::ui
