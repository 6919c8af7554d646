#include "holderdelegate.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace razzia::ui {

void HolderDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                           const QModelIndex &index) const
{
    if (index.column() == 0) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    item.features &= ~QStyleOptionViewItem::HasCheckIndicator;
    item.text.clear();
    QStyle *style = item.widget ? item.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &item, painter, item.widget);

    const bool checked = index.data(Qt::CheckStateRole).toInt() == Qt::Checked;
    if (!(index.flags() & Qt::ItemIsUserCheckable)) {
        // Read-only (another seat's proposal): who gets the bill is a mark, not a control.
        if (!checked)
            return;
        const int side = std::min(option.rect.height() - 6, 16);
        QRectF mark(0, 0, side, side);
        mark.moveCenter(QRectF(option.rect).center());
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x2f, 0x8f, 0x4e));
        painter->drawEllipse(mark);
        painter->setPen(QPen(Qt::white, 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        const QPolygonF tick{mark.topLeft() + QPointF(side * 0.26, side * 0.52),
                             mark.topLeft() + QPointF(side * 0.43, side * 0.70),
                             mark.topLeft() + QPointF(side * 0.76, side * 0.32)};
        painter->drawPolyline(tick);
        painter->restore();
        return;
    }
    QStyleOptionButton radio;
    const int w = style->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth, nullptr, item.widget);
    const int h = style->pixelMetric(QStyle::PM_ExclusiveIndicatorHeight, nullptr, item.widget);
    radio.rect = QRect(0, 0, w, h);
    radio.rect.moveCenter(option.rect.center());
    // Drawn enabled even when read-only: a greyed radio is hard to read, and who holds the
    // bill is the point of the table.
    radio.state = QStyle::State_Enabled;
    radio.state |= checked ? QStyle::State_On : QStyle::State_Off;
    style->drawPrimitive(QStyle::PE_IndicatorRadioButton, &radio, painter, item.widget);
}

bool HolderDelegate::editorEvent(QEvent *event, QAbstractItemModel *model,
                                 const QStyleOptionViewItem &option, const QModelIndex &index)
{
    if (!(index.flags() & Qt::ItemIsUserCheckable))
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
        return option.rect.contains(static_cast<QMouseEvent *>(event)->position().toPoint());
    case QEvent::MouseButtonRelease: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::LeftButton || !option.rect.contains(mouse->position().toPoint()))
            return false;
        return model->setData(index, Qt::Checked, Qt::CheckStateRole);
    }
    case QEvent::KeyPress: {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key != Qt::Key_Space && key != Qt::Key_Select)
            return false;
        return model->setData(index, Qt::Checked, Qt::CheckStateRole);
    }
    default:
        return false;
    }
}

} // namespace razzia::ui
