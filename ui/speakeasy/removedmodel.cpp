#include "removedmodel.h"

#include "boardart.h"
#include "names.h"

#include <QEvent>
#include <QPainter>
#include <QStyledItemDelegate>

#include <algorithm>

namespace speakeasy::ui {

RemovedModel::RemovedModel(int owner, QObject *parent) : QAbstractListModel(parent), m_owner(owner)
{}

void RemovedModel::setPieces(const std::vector<Kind> &pieces)
{
    std::array<int, kKinds> counts{};
    for (Kind k : pieces)
        ++counts[size_t(k)];
    std::vector<std::pair<Kind, int>> rows;
    for (int k = 0; k < kKinds; ++k)
        if (counts[size_t(k)] > 0)
            rows.emplace_back(Kind(k), counts[size_t(k)]);
    if (rows == m_rows)
        return;
    beginResetModel();
    m_rows = std::move(rows);
    m_total = int(pieces.size());
    endResetModel();
}

int RemovedModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant RemovedModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const auto [kind, count] = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        //: %1 how many pieces, %2 a piece's name ("2 × Gunman")
        return count > 1 ? tr("%1 × %2").arg(count).arg(Names::title(kind)) : Names::piece(kind);
    case Qt::DisplayRole:
        // The count under the token, never over it: a badge on the token hid the end of its
        // name ("Hench", "Porte-fli").
        //: the number of pieces of one kind a side lost, under its token ("×2")
        return count > 1 ? tr("×%1").arg(count) : QString();
    case Qt::TextAlignmentRole:
        return Qt::AlignCenter;
    case Qt::DecorationRole:
        return BoardArt::token(m_owner, kind, kTokenSize, 2.0);
    case CountRole:
        return count;
    default:
        return {};
    }
}

namespace {

// The style rings only the count under a focused token (nothing, for a lone piece): the ring
// goes round the whole cell.
class TrayDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyleOptionViewItem plain = option;
        plain.state &= ~QStyle::State_HasFocus;
        QStyledItemDelegate::paint(painter, plain, index);
        if (!(option.state & QStyle::State_HasFocus))
            return;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(option.palette.color(QPalette::Highlight), 2));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(QRectF(option.rect).adjusted(1, 1, -1, -1), 4, 4);
        painter->restore();
    }
};

} // namespace

RemovedView::RemovedView(QWidget *parent) : QListView(parent)
{
    setItemDelegate(new TrayDelegate(this));
    setViewMode(QListView::IconMode);
    setIconSize(RemovedModel::kTokenSize);
    setFlow(QListView::LeftToRight);
    setWrapping(true);
    setMovement(QListView::Static);
    setResizeMode(QListView::Adjust);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Nothing to choose in a tray: the focus stands on a token, nothing is selected.
    setSelectionMode(QAbstractItemView::NoSelection);
    fit();
}

void RemovedView::setModel(QAbstractItemModel *model)
{
    QListView::setModel(model);
    if (model)
        connect(model, &QAbstractItemModel::modelReset, this, &RemovedView::fit);
    fit();
}

void RemovedView::resizeEvent(QResizeEvent *event)
{
    QListView::resizeEvent(event);
    fit();
}

void RemovedView::changeEvent(QEvent *event)
{
    QListView::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fit();
}

void RemovedView::focusInEvent(QFocusEvent *event)
{
    standOnAToken();
    QListView::focusInEvent(event);
}

// A view with the focus but no current item shows no focus at all; a reset (a piece lost)
// forgets the current item.
void RemovedView::standOnAToken()
{
    if (!currentIndex().isValid() && model() && model()->rowCount() > 0)
        selectionModel()->setCurrentIndex(model()->index(0, 0), QItemSelectionModel::NoUpdate);
}

void RemovedView::fit()
{
    // A cell: the token, a line for its count under it, a little air around both.
    const QSize grid(RemovedModel::kTokenSize.width() + 4,
                     RemovedModel::kTokenSize.height() + fontMetrics().height() + 4);
    if (gridSize() != grid)
        setGridSize(grid);
    const int across = std::max(1, (width() - 2 * frameWidth()) / grid.width());
    const int kinds = model() ? model()->rowCount() : 0;
    setFocusPolicy(kinds > 0 ? Qt::StrongFocus : Qt::NoFocus);
    if (hasFocus())
        standOnAToken();
    const int rows = std::max(1, (kinds + across - 1) / across);
    const int height = rows * grid.height() + 2 * frameWidth() + 6;
    if (height != this->height())
        setFixedHeight(height);
}

} // namespace speakeasy::ui
