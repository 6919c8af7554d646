#include "movelogmodel.h"

#include "names.h"
#include "picture.h"

namespace speakeasy::ui {

MoveLogModel::MoveLogModel(QObject *parent) : QAbstractListModel(parent) {}

void MoveLogModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_plies = m_fights = m_draws = 0;
    m_ended = false;
    endResetModel();
}

void MoveLogModel::append(const Row &row)
{
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
    m_rows.append(row);
    endInsertRows();
}

void MoveLogModel::update(const SeatView &view, int first)
{
    update(view.moves(), view.confrontations(), first);
}

void MoveLogModel::update(const std::vector<Move> &moves,
                          const std::vector<SeenConfrontation> &fights, int first,
                          const std::vector<ShownDraw> &draws)
{
    if (int(moves.size()) < m_plies || int(fights.size()) < m_fights || int(draws.size()) < m_draws)
        clear();
    // The fight of the last move logged, when it is shown after its move (a network table).
    while (m_plies > 0 && m_fights < int(fights.size()) &&
           fights[size_t(m_fights)].ply == m_plies - 1) {
        append({Type::Fight,
                m_plies - 1,
                moverOf(m_plies - 1, first),
                {},
                fights[size_t(m_fights)].fight,
                {},
                {}});
        ++m_fights;
    }
    // The offers and answers made before the move `ply`, or since the last one.
    auto drawsBefore = [&](int ply) {
        for (; m_draws < int(draws.size()) && draws[size_t(m_draws)].ply <= ply; ++m_draws) {
            const ShownDraw &draw = draws[size_t(m_draws)];
            append({Type::Draw, draw.ply, draw.seat, {}, {}, {}, draw});
        }
    };
    for (; m_plies < int(moves.size()); ++m_plies) {
        drawsBefore(m_plies);
        const int mover = moverOf(m_plies, first);
        append({Type::Move, m_plies, mover, moves[size_t(m_plies)], {}, {}, {}});
        while (m_fights < int(fights.size()) && fights[size_t(m_fights)].ply == m_plies) {
            append({Type::Fight, m_plies, mover, {}, fights[size_t(m_fights)].fight, {}, {}});
            ++m_fights;
        }
    }
    drawsBefore(m_plies);
}

void MoveLogModel::addEnd(const End &end)
{
    if (m_ended || end.status == Status::Ongoing)
        return;
    m_ended = true;
    append({Type::End, m_plies, end.winner, {}, {}, end, {}});
}

QString MoveLogModel::text(const Row &row)
{
    switch (row.type) {
    case Type::Move:
        //: %1 ply number, %2 the side (South/North), %3 and %4 points such as a3
        return tr("%1. %2: %3 to %4.")
            .arg(row.ply + 1)
            .arg(Names::seat(row.mover), Names::square(row.move.from), Names::square(row.move.to));
    case Type::Fight: {
        //: %1 attacking piece, %2 defending piece (each with its article), %3 the result, a
        //: sentence of its own ("The higher value wins: the defender stays").
        QString s = tr("%1 attacks %2. %3")
                        .arg(Names::piece(row.fight.attacker), Names::piece(row.fight.defender),
                             Names::outcome(row.fight));
        s[0] = s[0].toUpper();
        return s;
    }
    case Type::Draw:
        return Names::draw(row.draw.seat, row.draw.declined);
    case Type::End:
        return Names::end(row.end);
    }
    return {};
}

int MoveLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant MoveLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return text(row);
    case Qt::ToolTipRole:
        // The rule behind a fight or an end, for whoever looks it up in the rules window.
        if (row.type == Type::Fight)
            return text(row) + QLatin1Char('\n') + Names::rule("SE5.1");
        if (row.type == Type::End)
            return text(row) + QLatin1Char('\n') + Names::rule(Names::endRule(row.end));
        if (row.type == Type::Draw)
            return text(row) + QLatin1Char('\n') + Names::rule("SE6.4");
        return {};
    case PlyRole:
        return row.ply;
    case IsFightRole:
        return row.type == Type::Fight;
    default:
        return {};
    }
}

} // namespace speakeasy::ui
