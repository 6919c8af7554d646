// The pieces one side has lost in fights, face up: every removed piece was revealed (SE5.1).
// One row a kind, in SE1.1 order, with how many of it left the board: a side's whole army is
// at most twelve rows, which the tray shows without a scroll bar (issue 25).
#pragma once

#include "speakeasy/pieces.h"

#include <QAbstractListModel>
#include <QListView>
#include <QSize>

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

    // The token each row shows, its count (when more than one) as the row's text under it.
    static constexpr QSize kTokenSize{54, 32};

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

// A side's tray: the tokens in rows, each count under its token, as many rows high as the
// pieces lost need at the tray's width (resized or not), so that no removed piece is ever
// behind a scroll bar (issue 25). Tab reaches a tray with pieces in it, and the focus stands on
// a token (the arrows go to the others, a screen reader names each); an empty tray is passed.
class RemovedView final : public QListView
{
    Q_OBJECT

public:
    explicit RemovedView(QWidget *parent = nullptr);
    void setModel(QAbstractItemModel *model) override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;

private:
    void fit();
    void standOnAToken();
};

} // namespace speakeasy::ui
