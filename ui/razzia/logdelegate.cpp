#include "logdelegate.h"

#include <QEvent>
#include <QHeaderView>
#include <QPainter>
#include <QStyle>
#include <QTextLayout>
#include <QTreeView>
#include <QtMath>

namespace razzia::ui {

LogDelegate::LogDelegate(QTreeView *view) : QStyledItemDelegate(view), m_view(view)
{
    view->setTextElideMode(Qt::ElideNone);
    view->viewport()->installEventFilter(this);
}

// The row as the view paints it: the column (as wide as the viewport, see eventFilter) less the
// indentation of the row's depth.
QRect LogDelegate::rowRect(const QModelIndex &index) const
{
    int depth = m_view->rootIsDecorated() ? 1 : 0;
    for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
        ++depth;
    return {0, 0, std::max(40, m_view->viewport()->width() - m_view->indentation() * depth),
            1 << 16};
}

// The text's height wrapped as the style paints it: in the style's own text rectangle (after
// the bar's colour and the margins), less the text margins, with a QTextLayout. A narrower
// guess left an empty line under a line that just fitted (bold winners, long bar outcomes).
QSize LogDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    item.features |= QStyleOptionViewItem::WrapText;
    item.rect = rowRect(index);
    const QWidget *widget = m_view;
    QStyle *style = widget->style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &item, widget);
    const qreal width = std::max(20, textRect.width() - 2 * margin);

    QString text = item.text;
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(text, item.font);
    QTextOption wrap;
    wrap.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(wrap);
    qreal height = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, height));
        height += line.height();
    }
    layout.endLayout();
    const QSize base = QStyledItemDelegate::sizeHint(option, index);
    return {base.width(), std::max(base.height(), qCeil(height) + 4)};
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
