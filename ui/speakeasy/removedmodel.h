// The pieces one side has lost in fights, face up: every removed piece was revealed (SE5.1).
// One row a kind, in SE1.1 order, with how many of it left the board: a side's whole army is
// at most twelve rows, which the tray shows without a scroll bar (issue 25).
#pragma once

#include "speakeasy/pieces.h"

#include <QAbstractListModel>

#include <vector>

namespace speakeasy::ui {

class RemovedModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role
    {
        CountRole = Qt::UserRole + 1 // how many of the row's kind were lost
    };

    RemovedModel(int owner, QObject *parent = nullptr);
    // The pieces lost, in the order they left.
    void setPieces(const std::vector<Kind> &pieces);
    int owner() const { return m_owner; }
    int pieces() const { return m_total; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    int m_owner;
    int m_total = 0;
    std::vector<std::pair<Kind, int>> m_rows; // kind, count
};

} // namespace speakeasy::ui
