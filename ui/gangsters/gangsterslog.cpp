#include "gangsterslog.h"

#include <QFont>

#include <bit>

namespace gangsters::ui {

LogModel::LogModel(QObject *parent) : QAbstractListModel(parent) {}

void LogModel::setNames(const Names &names)
{
    m_names = names;
    retranslate();
}

uint32_t LogModel::seatsOf(const Event &e, const State &s)
{
    uint32_t seats = 0;
    auto add = [&](int seat) {
        if (seat >= 0 && seat <= kMaxGangs)
            seats |= 1u << seat;
    };
    auto addChars = [&](uint16_t mask) {
        for (uint16_t m = mask; m; m = uint16_t(m & (m - 1))) {
            const CharRef r = CharRef::of(std::countr_zero(unsigned(m)));
            add(r.seat);
            add(s.controller(r));
        }
    };
    add(e.seat);
    if (e.kind == EventKind::Income)
        add(e.other);
    if (e.who.valid())
        addChars(charBit(e.who));
    if (e.vamp.valid())
        addChars(charBit(e.vamp));
    if (e.kind == EventKind::Action || e.kind == EventKind::Rebellion) {
        addChars(e.chars);
        addChars(e.chars2);
    }
    return seats;
}

bool LogModel::isPolice(const Event &e)
{
    switch (e.kind) {
    case EventKind::CopMoved:
    case EventKind::Witnessed:
    case EventKind::Rebellion:
    case EventKind::Jailed:
    case EventKind::Serves:
    case EventKind::PoliceBought:
    case EventKind::CopsToCentre:
    case EventKind::PawnToBank:
    case EventKind::RacketToBank:
        return true;
    case EventKind::Shot:
        return e.target == TargetKind::Cop;
    default:
        return false;
    }
}

std::vector<Loc> LogModel::placesOf(const Event &e)
{
    switch (e.kind) {
    case EventKind::Moved:
    case EventKind::Follows:
    case EventKind::CopMoved:
    case EventKind::OffenceDone:
    case EventKind::PawnToBank:
    case EventKind::RacketToBank:
    case EventKind::Recruited:
    case EventKind::PawnRecoloured:
    case EventKind::HoldupSuccess:
    case EventKind::HoldupFailed:
        if (e.at != kNoLoc)
            return {e.at};
        return {};
    default:
        return {};
    }
}

void LogModel::add(const Event &e, const State &s)
{
    if (e.kind == EventKind::Turn)
        m_round = e.a;
    if (m_names.sentence(e).isEmpty())
        return;
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
    m_rows.push_back(Row{e, m_round, seatsOf(e, s)});
    endInsertRows();
}

void LogModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_round = 0;
    endResetModel();
}

void LogModel::retranslate()
{
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0), index(int(m_rows.size()) - 1));
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return m_names.sentence(row.event);
    case Qt::FontRole:
        if (row.event.kind == EventKind::Turn || row.event.kind == EventKind::GameOver) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case RoundRole:
        return row.round;
    case SeatsRole:
        return uint(row.seats);
    case PoliceRole:
        return isPolice(row.event);
    case TurnRole:
        return row.event.kind == EventKind::Turn;
    case PlacesRole: {
        QVariantList places;
        for (Loc l : placesOf(row.event))
            places << int(l);
        return places;
    }
    }
    return {};
}

LogFilter::LogFilter(QObject *parent) : QSortFilterProxyModel(parent) {}

void LogFilter::setShow(Show show)
{
    m_show = show;
    invalidateFilter();
}

void LogFilter::setMySeat(int seat)
{
    if (seat == m_seat)
        return;
    m_seat = seat;
    if (m_show == Show::MyGang)
        invalidateFilter();
}

bool LogFilter::filterAcceptsRow(int row, const QModelIndex &parent) const
{
    const QModelIndex i = sourceModel()->index(row, 0, parent);
    // A turn's first line stays, so that every line keeps its round and gang in view.
    if (m_show == Show::All || i.data(LogModel::TurnRole).toBool())
        return true;
    if (m_show == Show::Police)
        return i.data(LogModel::PoliceRole).toBool();
    return (i.data(LogModel::SeatsRole).toUInt() >> m_seat) & 1;
}

} // namespace gangsters::ui
