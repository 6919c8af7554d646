#include "setupmodel.h"

#include "boardart.h"
#include "names.h"

#include "speakeasy/layout.h"

#include <QMimeData>

namespace speakeasy::ui {

QString SetUpModel::mimeType()
{
    return QStringLiteral("application/x-speakeasy-tray-piece");
}

SetUpModel::SetUpModel(int seat, QObject *parent) : QAbstractListModel(parent), m_seat(seat)
{
    rebuild();
}

bool SetUpModel::isSetUpPoint(Square s) const
{
    return s < kSquares && (kBoard.setupPoints[m_seat] & bit(s));
}

QString SetUpModel::refusal(Kind kind, Square to) const
{
    if (to >= kSquares || isSetUpPoint(to) || kind == Kind::None)
        return {};
    // A whole valid set-up with the piece added on `to`: every point before `to` passes, so
    // the engine's first fault is the one of `to` itself.
    Layout tried = m_seat == 0 ? exampleLayout() : mirrored(exampleLayout());
    tried.at[to] = kind;
    return Names::layoutFault(layoutError(m_seat, tried), 0);
}

std::optional<Square> SetUpModel::pointFor(Kind kind, Square preferred) const
{
    const Bits legal = targetsFor(kind);
    if (std::find(m_tray.begin(), m_tray.end(), kind) == m_tray.end() || !legal)
        return std::nullopt;
    if (preferred < kSquares && (legal & bit(preferred)) && m_layout.at[preferred] == Kind::None)
        return preferred;
    const Layout full = completedLayout(m_seat, m_layout);
    for (Square s = 0; s < kSquares; ++s)
        if (m_layout.at[s] == Kind::None && full.at[s] == kind && (legal & bit(s)))
            return s;
    if (preferred < kSquares && (legal & bit(preferred)))
        return preferred;
    return lowest(legal);
}

void SetUpModel::setLayout(const Layout &layout)
{
    m_layout = layout;
    rebuild();
}

void SetUpModel::clear()
{
    m_layout = Layout();
    rebuild();
}

bool SetUpModel::place(Kind kind, Square to)
{
    const auto it = std::find(m_tray.begin(), m_tray.end(), kind);
    if (it == m_tray.end() || !isSetUpPoint(to))
        return false;
    m_layout.at[to] = kind; // a piece standing there returns to the tray through rebuild()
    rebuild();
    return true;
}

bool SetUpModel::swap(Square a, Square b)
{
    if (!isSetUpPoint(a) || !isSetUpPoint(b) || a == b)
        return false;
    std::swap(m_layout.at[a], m_layout.at[b]);
    rebuild();
    return true;
}

Bits SetUpModel::targetsFor(Kind kind) const
{
    switch (kind) {
    case Kind::None:
        return 0;
    case Kind::Speakeasy:
        return kBoard.bars[m_seat];
    case Kind::Babe:
        return kBoard.babeZone[m_seat] & kBoard.setupPoints[m_seat];
    default:
        return kBoard.setupPoints[m_seat];
    }
}

Bits SetUpModel::targetsFrom(Square from) const
{
    if (!isSetUpPoint(from) || m_layout.at[from] == Kind::None)
        return 0;
    Bits to = 0;
    for (Bits b = targetsFor(m_layout.at[from]) & ~bit(from); b; b &= b - 1) {
        const Kind met = m_layout.at[lowest(b)];
        if (met == Kind::None || (targetsFor(met) & bit(from)))
            to |= bit(lowest(b));
    }
    return to;
}

void SetUpModel::rebuild()
{
    std::array<int, kKinds> left{};
    for (int k = 0; k < kKinds; ++k)
        left[size_t(k)] = kCount[size_t(k)];
    for (Square s = 0; s < kSquares; ++s) {
        const Kind k = m_layout.at[s];
        if (k == Kind::None)
            continue;
        if (!isSetUpPoint(s) || left[size_t(k)] == 0)
            m_layout.at[s] = Kind::None; // over SE1.1's count: it goes back to the tray
        else
            --left[size_t(k)];
    }
    beginResetModel();
    m_tray.clear();
    for (int k = 0; k < kKinds; ++k)
        m_tray.insert(m_tray.end(), size_t(left[size_t(k)]), Kind(k));
    endResetModel();
    // The tray's pieces are put where SE3 lets them go (completedLayout), so that the check
    // judges what the player placed rather than the points still empty.
    const std::string error = layoutError(m_seat, completedLayout(m_seat, m_layout));
    // layoutError() names the point first ("b3: ..."), when a point is at fault.
    m_faultSquare.reset();
    if (const size_t colon = error.find(':'); colon != std::string::npos)
        m_faultSquare = squareFromName(error.substr(0, colon));
    const std::string named = error.empty() && !m_tray.empty() ? std::string("tray") : error;
    m_fault = Names::layoutFault(named, int(m_tray.size()));
    m_faultRule = named.empty() ? std::string_view() : Names::layoutRule(named, int(m_tray.size()));
    Q_EMIT changed();
}

int SetUpModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tray.size());
}

QVariant SetUpModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Kind k = m_tray[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
    case Qt::ToolTipRole:
        return Names::piece(k);
    case Qt::DecorationRole:
        return BoardArt::token(m_seat, k, QSizeF(54, 32), 2.0);
    case KindRole:
        return int(k);
    default:
        return {};
    }
}

Qt::ItemFlags SetUpModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled |
           Qt::ItemNeverHasChildren;
}

QStringList SetUpModel::mimeTypes() const
{
    return {mimeType()};
}

QMimeData *SetUpModel::mimeData(const QModelIndexList &indexes) const
{
    if (indexes.isEmpty() || !indexes.first().isValid())
        return nullptr;
    auto *data = new QMimeData;
    const Kind k = m_tray[size_t(indexes.first().row())];
    data->setData(mimeType(), QByteArray(kindId(k).data(), qsizetype(kindId(k).size())));
    return data;
}

} // namespace speakeasy::ui
