// Draws the game log's lines wrapped to the log's width, never cut short: a tree view asks its
// delegate for each row's height without telling it the column's width, so this one measures
// against the column itself and has the rows laid out again when the log is resized.
#pragma once

#include <QStyledItemDelegate>

class QTreeView;

namespace razzia::ui {

class LogDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit LogDelegate(QTreeView *view);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QRect rowRect(const QModelIndex &index) const;

    QTreeView *m_view;
    int m_lastWidth = -1;
};

} // namespace razzia::ui
