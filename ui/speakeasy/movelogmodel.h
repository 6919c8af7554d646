// The moves and fights of the game as one seat saw them (SE7.1), and the draw offers and answers
// (SE6.4), one row each, newest last:
// built from a TablePicture's seat view so the log never names a hidden piece.
#pragma once

#include "picture.h"

#include "speakeasy/seatview.h"

#include <QAbstractListModel>
#include <QStringList>

namespace speakeasy::ui {

class MoveLogModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role
    {
        PlyRole = Qt::UserRole + 1, // the ply the row belongs to
        IsFightRole
    };

    explicit MoveLogModel(QObject *parent = nullptr);

    // Rows for everything in `view` not shown yet; a shorter history (a new game) starts over.
    void update(const SeatView &view, int first);
    // The same from a history as the table has shown it so far (a network table's moves are
    // shown one by one before the seat's view after them is read), with the draw offers and
    // refusals shown (SE6.4), each after the moves played before it.
    void update(const std::vector<Move> &moves, const std::vector<SeenConfrontation> &fights,
                int first, const std::vector<ShownDraw> &draws = {});
    // The end of the game (SE6), as the last row.
    void addEnd(const End &end);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    // Rows keep what happened, not words, so a change of language rewrites the whole log.
    enum class Type
    {
        Move,
        Fight,
        Draw,
        End
    };
    struct Row
    {
        Type type;
        int ply;
        int mover;
        Move move;
        Confrontation fight;
        End end;
        ShownDraw draw;
    };
    static QString text(const Row &row);
    void append(const Row &row);

    QList<Row> m_rows;
    int m_plies = 0;
    int m_fights = 0;
    int m_draws = 0;
    bool m_ended = false;
};

} // namespace speakeasy::ui
