#include "removedmodel.h"

#include "boardart.h"
#include "names.h"

namespace speakeasy::ui {

RemovedModel::RemovedModel(int owner, QObject *parent) : QAbstractListModel(parent), m_owner(owner)
{}

void RemovedModel::setPieces(const std::vector<Kind> &pieces)
{
    if (pieces == m_pieces)
        return;
    // Pieces only ever join the tray during a game; a new game starts it over.
    const bool grows = pieces.size() > m_pieces.size() &&
                       std::equal(m_pieces.begin(), m_pieces.end(), pieces.begin());
    if (grows) {
        beginInsertRows({}, int(m_pieces.size()), int(pieces.size()) - 1);
        m_pieces = pieces;
        endInsertRows();
    } else {
        beginResetModel();
        m_pieces = pieces;
        endResetModel();
    }
}

int RemovedModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_pieces.size());
}

QVariant RemovedModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Kind k = m_pieces[size_t(index.row())];
    switch (role) {
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return Names::piece(k);
    case Qt::DecorationRole:
        return BoardArt::token(m_owner, k, QSizeF(54, 32), 2.0);
    default:
        return {};
    }
}

} // namespace speakeasy::ui
