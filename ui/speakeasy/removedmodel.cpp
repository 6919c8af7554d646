#include "removedmodel.h"

#include "boardart.h"
#include "names.h"

#include <QPainter>

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
    case Qt::DecorationRole: {
        const QSizeF size(54, 32);
        QPixmap pm = BoardArt::token(m_owner, kind, size, 2.0);
        if (count > 1) {
            // The count on a dark badge in the token's lower right corner.
            QPainter p(&pm);
            p.setRenderHint(QPainter::Antialiasing);
            const QRectF badge(size.width() - 20, size.height() - 15, 19, 14);
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0x14, 0x10, 0x0c, 230));
            p.drawRoundedRect(badge, 5, 5);
            QFont f(QStringLiteral("DejaVu Sans"));
            f.setBold(true);
            f.setPixelSize(11);
            p.setFont(f);
            p.setPen(Qt::white);
            p.drawText(badge, Qt::AlignCenter, QStringLiteral("×%1").arg(count));
        }
        return pm;
    }
    case CountRole:
        return count;
    default:
        return {};
    }
}

} // namespace speakeasy::ui
