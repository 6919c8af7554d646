// A finished game of Speak Easy played again, every piece face up (SE6: after the end both
// players see the whole board): the board as it stood after any ply, stepped forward and back
// with buttons, the arrow keys, Home and End; the move log beside it, whose rows jump to their
// ply; the fight of the ply shown with both faces and the SE5.1 row that decided it. Escape
// closes the window it sits in. Nothing is shown that a record does not hold.
#pragma once

#include "picture.h"

#include "speakeasy/record.h"

#include <QWidget>

class QLabel;
class QListView;
class QPushButton;

namespace speakeasy::ui {

class BoardWidget;
class FightView;
class MoveLogModel;

class ReplayView : public QWidget
{
    Q_OBJECT

public:
    // The record is replayed through the engine; a record it refuses, or a game not over yet,
    // shows its one-line reason and an empty board.
    explicit ReplayView(const speakeasy::GameRecord &record, QWidget *parent = nullptr);

    // The position shown: after `ply()` moves, 0 (the set-up) to plies().
    int ply() const { return m_ply; }
    int plies() const { return int(m_frames.size()) - 1; }
    void setPly(int ply);
    // The record could not be replayed (error() says why).
    bool failed() const { return !m_error.isEmpty(); }
    const QString &error() const { return m_error; }

    const TablePicture &picture() const { return m_frames[size_t(m_ply)]; }
    const BoardWidget *board() const { return m_board; }
    const FightView *fightView() const { return m_fight; }
    MoveLogModel *log() const { return m_log; }
    // What the status line says now, for tests and screen readers.
    QString status() const;

    QSize sizeHint() const override { return {1100, 760}; }

Q_SIGNALS:
    void plyChanged(int ply);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void build(const speakeasy::GameRecord &record);
    void retranslate();
    void showPly(int ply);
    QString player(int seat) const;

    // One picture per position, every identity shown; routes[i] and fights[i] belong to ply i.
    std::vector<TablePicture> m_frames;
    std::vector<std::vector<Square>> m_routes;
    std::vector<std::optional<Confrontation>> m_fights;
    std::vector<Move> m_moves;
    std::array<QString, kSeats> m_names;
    int m_first = 0;
    End m_end;
    QString m_error;
    int m_ply = 0;
    bool m_following = false; // the log's selection is being moved to the ply shown

    BoardWidget *m_board = nullptr;
    FightView *m_fight = nullptr;
    MoveLogModel *m_log = nullptr;
    QListView *m_logView = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_players = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_logTitle = nullptr;
    QPushButton *m_firstButton = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_forward = nullptr;
    QPushButton *m_lastButton = nullptr;
};

} // namespace speakeasy::ui
