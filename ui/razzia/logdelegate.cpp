#include "logdelegate.h"

#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QTreeView>

namespace razzia::ui {

LogDelegate::LogDelegate(QTreeView *view) : QStyledItemDelegate(view), m_view(view)
{
    view->setTextElideMode(Qt::ElideNone);
    view->viewport()->installEventFilter(this);
}

int LogDelegate::textWidth(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    int depth = 0;
    for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
        ++depth;
    int width = m_view->viewport()->width() - m_view->indentation() * (depth + 1) - 8;
    if (!option.icon.isNull() || index.data(Qt::DecorationRole).isValid())
        width -= option.decorationSize.width() + 6;
    return std::max(40, width);
}

QSize LogDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    const QFontMetrics fm(item.font);
    const QRect text = fm.boundingRect(QRect(0, 0, textWidth(item, index), 10000),
                                       Qt::TextWordWrap | Qt::AlignLeft, item.text);
    const QSize base = QStyledItemDelegate::sizeHint(option, index);
    return {base.width(), std::max(base.height(), text.height() + 4)};
}

void LogDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                        const QModelIndex &index) const
{
    QStyleOptionViewItem item = option;
    item.features |= QStyleOptionViewItem::WrapText;
    item.textElideMode = Qt::ElideNone;
    QStyledItemDelegate::paint(painter, item, index);
}

bool LogDelegate::eventFilter(QObject *watched, QEvent *event)
{
    // A new width changes every row's height.
    if (watched == m_view->viewport() && event->type() == QEvent::Resize &&
        m_view->viewport()->width() != m_lastWidth) {
        m_lastWidth = m_view->viewport()->width();
        m_view->header()->resizeSection(0, m_lastWidth);
        m_view->doItemsLayout();
    }
    return QStyledItemDelegate::eventFilter(watched, event);
}

} // namespace razzia::ui
