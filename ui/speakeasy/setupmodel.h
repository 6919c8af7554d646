// One seat's set-up in progress (SE3): the pieces on its points and the tray of pieces not
// placed yet, a list model of the tray for the tray view (and for drags out of it). Every
// change is checked at once, so the fault of SE3 is explained the moment it appears.
#pragma once

#include "speakeasy/formations.h"

#include <QAbstractListModel>

#include <optional>

namespace speakeasy::ui {

class SetUpModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role
    {
        KindRole = Qt::UserRole + 1
    };
    static QString mimeType(); // a drag from the tray carries the kind's SE1.1 id

    explicit SetUpModel(int seat, QObject *parent = nullptr);

    int seat() const { return m_seat; }
    const Layout &layout() const { return m_layout; }
    // Pieces still in the tray, one row each, in SE1.1 order.
    const std::vector<Kind> &tray() const { return m_tray; }
    bool valid() const { return m_fault.isEmpty(); }
    // The SE3 rule the set-up breaks now, as a sentence; empty when it is valid.
    const QString &fault() const { return m_fault; }
    // The rule the fault breaks ("SE3.3"), for the fault's tooltip; empty when valid.
    std::string_view faultRule() const { return m_faultRule; }
    // The point the fault names ("b3: ..."), to be marked on the board; none for a fault of the
    // whole side (pieces still in the tray).
    std::optional<Square> faultSquare() const { return m_faultSquare; }
    // Where a piece of `kind` from the tray may go (SE3.2-SE3.4): the Speakeasy on a Bar, a Babe
    // on the two back ranks, the rest on any point of the side.
    Bits targetsFor(Kind kind) const;
    // Where the piece standing on `from` may be moved, the one it meets taking its place: both
    // must stand where SE3 lets them.
    Bits targetsFrom(Square from) const;

    // Where a tray piece of `kind` goes when placed by keyboard (the tray's Enter): on
    // `preferred` (the board's cursor) when it is free and SE3 lets the piece stand there, else
    // where the engine's completion of the set-up puts such a piece (completedLayout: the zones
    // kept for the pieces bound to them), else on the first point the piece may stand on, the
    // piece there going back to the tray. None when no piece of `kind` is in the tray.
    std::optional<Square> pointFor(Kind kind, Square preferred) const;

    void setLayout(const Layout &layout);
    void clear(); // every piece back in the tray
    // A tray piece onto a point of this seat's side: what stood there goes back to the tray.
    bool place(Kind kind, Square to);
    // Two points of this seat's side exchange their pieces (either may be empty).
    bool swap(Square a, Square b);
    bool isSetUpPoint(Square s) const;
    // Why a piece of `kind` may not stand on `to` at set-up (SE3.2: the other side, a
    // Bâtiment), as the engine's layout check says it, translated; empty where it may.
    QString refusal(Kind kind, Square to) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::MoveAction; }

Q_SIGNALS:
    void changed();

private:
    void rebuild();

    int m_seat;
    Layout m_layout;
    std::vector<Kind> m_tray;
    QString m_fault;
    std::string_view m_faultRule;
    std::optional<Square> m_faultSquare;
};

} // namespace speakeasy::ui
