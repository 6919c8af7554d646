// The cells of a proposal's table (ProposalDialog). A claimant's cell shows a radio button: one
// holder per bill. A click anywhere in the cell, or Space on the current cell, gives the bill to
// that claimant.
#pragma once

#include <QStyledItemDelegate>

namespace razzia::ui {

class HolderDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    bool editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                     const QModelIndex &index) override;
};

} // namespace razzia::ui
