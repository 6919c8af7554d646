// The pieces one side has lost in fights, face up: every removed piece was revealed (SE5.1).
#pragma once

#include "speakeasy/pieces.h"

#include <QAbstractListModel>

#include <vector>

namespace speakeasy::ui {

class RemovedModel : public QAbstractListModel
{
    Q_OBJECT

public:
    RemovedModel(int owner, QObject *parent = nullptr);
    void setPieces(const std::vector<Kind> &pieces);
    int owner() const { return m_owner; }

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    int m_owner;
    std::vector<Kind> m_pieces;
};

} // namespace speakeasy::ui
