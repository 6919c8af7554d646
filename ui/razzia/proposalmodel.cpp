#include "proposalmodel.h"

#include "format.h"

#include <algorithm>

namespace razzia::ui {

ProposalModel::ProposalModel(QObject *parent) : QAbstractTableModel(parent) {}

void ProposalModel::setClaimants(const QList<int> &seats, const QStringList &names)
{
    beginResetModel();
    m_seats = seats;
    m_names = names;
    while (m_names.size() < m_seats.size())
        m_names << QString();
    m_names = m_names.mid(0, m_seats.size());
    resetHolders();
    endResetModel();
    Q_EMIT sharesChanged();
}

void ProposalModel::setBills(const BillSet &bills)
{
    beginResetModel();
    m_denominations.clear();
    for (int d = kDenominations - 1; d >= 0; --d) {
        for (int i = 0; i < bills.count[d]; ++i)
            m_denominations << d;
    }
    resetHolders();
    endResetModel();
    Q_EMIT sharesChanged();
}

void ProposalModel::resetHolders()
{
    m_holders = QList<int>(m_denominations.size(), 0);
}

void ProposalModel::setProposal(const Proposal &proposal)
{
    if (m_denominations.isEmpty())
        return;
    // Bills of one value are interchangeable: hand out each value's rows to the claimants in
    // rank order, as many as each one's share holds.
    Proposal left = proposal;
    for (int row = 0; row < m_denominations.size(); ++row) {
        const int d = m_denominations[row];
        int holder = 0;
        for (int c = 0; c < m_seats.size(); ++c) {
            const int seat = m_seats[c];
            if (seat >= 0 && seat < kMaxPlayers && left.shares[size_t(seat)].count[d] > 0) {
                --left.shares[size_t(seat)].count[d];
                holder = c;
                break;
            }
        }
        m_holders[row] = holder;
    }
    holdersChanged(0, int(m_denominations.size()) - 1);
}

Proposal ProposalModel::proposal() const
{
    Proposal p;
    for (int row = 0; row < m_denominations.size(); ++row) {
        const int seat = m_seats.value(m_holders[row], -1);
        if (seat >= 0 && seat < kMaxPlayers)
            ++p.shares[size_t(seat)].count[m_denominations[row]];
    }
    return p;
}

void ProposalModel::setEditable(bool editable)
{
    if (editable == m_editable)
        return;
    m_editable = editable;
    if (!m_denominations.isEmpty() && !m_seats.isEmpty())
        Q_EMIT dataChanged(index(0, 1), index(rowCount() - 1, columnCount() - 1));
}

qint64 ProposalModel::total(int claimantIndex) const
{
    qint64 sum = 0;
    for (int row = 0; row < m_denominations.size(); ++row) {
        if (m_holders[row] == claimantIndex)
            sum += kBillValues[m_denominations[row]];
    }
    return sum;
}

void ProposalModel::give(int row, int claimantIndex)
{
    if (row < 0 || row >= m_holders.size() || claimantIndex < 0 ||
        claimantIndex >= m_seats.size() || m_holders[row] == claimantIndex)
        return;
    m_holders[row] = claimantIndex;
    holdersChanged(row, row);
}

void ProposalModel::giveAll(int claimantIndex)
{
    if (claimantIndex < 0 || claimantIndex >= m_seats.size() || m_holders.isEmpty())
        return;
    std::fill(m_holders.begin(), m_holders.end(), claimantIndex);
    holdersChanged(0, int(m_holders.size()) - 1);
}

void ProposalModel::splitEvenly()
{
    if (m_seats.isEmpty() || m_holders.isEmpty())
        return;
    QList<qint64> totals(m_seats.size(), 0);
    for (int row = 0; row < m_denominations.size(); ++row) {
        // Rows run from the highest bill down; ties go to the higher-ranked claimant.
        const int c = int(std::min_element(totals.begin(), totals.end()) - totals.begin());
        m_holders[row] = c;
        totals[c] += kBillValues[m_denominations[row]];
    }
    holdersChanged(0, int(m_holders.size()) - 1);
}

void ProposalModel::holdersChanged(int firstRow, int lastRow)
{
    if (firstRow <= lastRow && !m_seats.isEmpty())
        Q_EMIT dataChanged(index(firstRow, 1), index(lastRow, columnCount() - 1),
                           {Qt::CheckStateRole, Qt::ToolTipRole, Qt::AccessibleTextRole});
    Q_EMIT sharesChanged();
}

void ProposalModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (!m_denominations.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

int ProposalModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_denominations.size());
}

int ProposalModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_seats.size()) + 1;
}

QVariant ProposalModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const QString bill = Format::bill(m_denominations[row]);
    if (index.column() == 0) {
        switch (role) {
        case Qt::DisplayRole:
        case Qt::AccessibleTextRole:
            return bill;
        case Qt::TextAlignmentRole:
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    const int claimant = claimantOf(index.column());
    const bool held = m_holders[row] == claimant;
    switch (role) {
    case Qt::CheckStateRole:
        return held ? Qt::Checked : Qt::Unchecked;
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        if (held) {
            //: A cell of the proposal table: %1 is a bill, %2 the claimant who gets it.
            return tr("%1 goes to %2").arg(bill, m_names[claimant]);
        }
        if (m_editable) {
            //: A cell of the proposal table: %1 is a bill, %2 a claimant.
            return tr("Give %1 to %2").arg(bill, m_names[claimant]);
        }
        return {};
    default:
        return {};
    }
}

bool ProposalModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!m_editable || role != Qt::CheckStateRole || !index.isValid() || index.column() == 0 ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    // Radio-like: checking a cell moves the bill there; unchecking alone would leave the bill
    // with nobody, which R5.2 does not allow.
    if (Qt::CheckState(value.toInt()) != Qt::Checked)
        return false;
    give(index.row(), claimantOf(index.column()));
    return true;
}

Qt::ItemFlags ProposalModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() > 0 && m_editable)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

QVariant ProposalModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= columnCount())
        return {};
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole) {
        if (section == 0) {
            //: Column header of the proposal table: the bills of the bar.
            return tr("Bill");
        }
        return m_names[claimantOf(section)];
    }
    if (role == Qt::ToolTipRole && section > 0) {
        //: Tooltip of a claimant's column in the proposal table; %1 is the claimant.
        return tr("Bills for %1").arg(m_names[claimantOf(section)]);
    }
    return {};
}

} // namespace razzia::ui
