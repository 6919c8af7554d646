// The rows of a proposal (R5.2): one row per bill of the bar, highest first, and one column per
// claimant whose check state says who the bill goes to. Exactly one claimant holds each bill, so
// checking a cell moves the bill there; a cell is never unchecked directly.
#pragma once

#include "razzia/bills.h"
#include "razzia/decision.h"

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>

namespace razzia::ui {

class ProposalModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit ProposalModel(QObject *parent = nullptr);

    // Claimants in R5.1 rank order: index 0 is the proposer. Resets the model and gives every
    // bill to the proposer.
    void setClaimants(const QList<int> &seats, const QStringList &names);
    // Resets the model and gives every bill to the proposer.
    void setBills(const BillSet &bills);
    // Shares by seat. Bills the proposal does not place with a claimant stay with the proposer.
    void setProposal(const Proposal &proposal);
    Proposal proposal() const; // shares by seat

    bool isEditable() const { return m_editable; }
    void setEditable(bool editable);

    int claimantCount() const { return int(m_seats.size()); }
    int seat(int claimantIndex) const { return m_seats.value(claimantIndex, -1); }
    QString name(int claimantIndex) const { return m_names.value(claimantIndex); }
    int billCount() const { return int(m_denominations.size()); }
    int denomination(int row) const { return m_denominations.value(row, -1); }
    int holder(int row) const { return m_holders.value(row, -1); } // a claimant index
    qint64 total(int claimantIndex) const;

    // The column of a claimant and back; column 0 is the bill.
    static int columnOf(int claimantIndex) { return claimantIndex + 1; }
    static int claimantOf(int column) { return column - 1; }

    // Edits that hold whether or not the model is editable (the caller decides who may call).
    void give(int row, int claimantIndex);
    void giveAll(int claimantIndex);
    // Bills from the highest down, each to the claimant holding the least so far: as near to
    // equal shares as whole bills allow.
    void splitEvenly();

    // Texts are built when asked for; this makes views ask again after a language switch.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    // Any change of who holds which bill, by an edit or a reset.
    void sharesChanged();

private:
    void resetHolders();
    void holdersChanged(int firstRow, int lastRow);

    QList<int> m_seats;
    QStringList m_names;
    QList<int> m_denominations; // by row, highest value first
    QList<int> m_holders;       // by row, a claimant index
    bool m_editable = false;
};

} // namespace razzia::ui
