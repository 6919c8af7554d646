#include "gangmodel.h"

namespace gangsters::ui {

GangModel::GangModel(QObject *parent) : QAbstractTableModel(parent)
{
    m_state.gangs = 0;
}

void GangModel::setGame(const Names &names, const State &state, int roundLimit)
{
    const bool reshape = state.gangs != m_state.gangs;
    if (reshape)
        beginResetModel();
    m_names = names;
    m_state = state;
    m_roundLimit = roundLimit;
    if (reshape)
        endResetModel();
    else if (m_state.gangs > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_state.gangs - 1, ColumnCount - 1));
}

void GangModel::setColours(const QList<QColor> &colours)
{
    m_colours = colours;
    if (m_state.gangs > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_state.gangs - 1, 0), {Qt::DecorationRole});
}

void GangModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (m_state.gangs > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_state.gangs - 1, ColumnCount - 1));
}

int GangModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_state.gangs;
}

int GangModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::pair<int, int> GangModel::bestDistrict(const State &s, int seat)
{
    const City &c = city();
    int best = 0, bestCount = 0;
    for (int d = 1; d <= c.districts(); ++d) {
        int owned = 0;
        for (int shop : c.districtShops(d))
            owned += s.owner[size_t(shop)] == seat ? 1 : 0;
        if (owned > bestCount) {
            best = d;
            bestCount = owned;
        }
    }
    return {best, bestCount};
}

QString GangModel::prisonCell(int years)
{
    // Places read alike in the cells, "clinic", "prison, 2 yrs" (before: "the clinic" beside
    // "prison 2 yrs").
    //: A table cell: years left to serve, abbreviated ("prison, 2 yrs").
    return tr("prison, %n yr(s)", nullptr, years);
}

QString GangModel::characterState(CharRef who, bool brief) const
{
    const City &c = city();
    const Character &ch = m_state.at(who);
    QString where;
    if (ch.at == c.cemetery())
        return brief                    ? QStringLiteral("†")
               : who.role == Role::Vamp ? tr("dead", "the vamp")
                                        : tr("dead");
    if (ch.at == c.prison())
        where = ch.sentence > 0 ? (brief ? prisonCell(ch.sentence)
                                         : tr("prison, %n year(s) left", nullptr, ch.sentence))
                                : tr("prison");
    else if (ch.wounded)
        where = who.role == Role::Vamp ? tr("wounded", "the vamp") : tr("wounded");
    else if (brief && ch.at == c.clinic())
        //: A table cell: a character visiting the clinic (the place bare, as "prison" is).
        where = tr("clinic");
    else if (brief && c.isShop(ch.at))
        where = QString::fromStdString(c.name(ch.at)); // the shop's number, as on the city
    else
        where = Names::location(ch.at);
    if (ch.controlledBy >= 0 && ch.controlledBy != who.seat)
        where = brief ? tr("%1 ♥%2").arg(where, m_names.seat(ch.controlledBy))
                      : tr("%1, vamped by %2").arg(where, m_names.seat(ch.controlledBy));
    const int years = recordYears(ch);
    if (years > 0)
        //: A character's criminal record: %n years of prison if arrested (GA7.8).
        where +=
            brief ? QStringLiteral(" ⚖%1").arg(years) : tr(" · record %n year(s)", nullptr, years);
    return where;
}

QVariant GangModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_state.gangs)
        return {};
    const int seat = index.row();
    const Gang &gang = m_state.gang[size_t(seat)];
    const int column = index.column();
    if (role == SeatRole)
        return seat;
    if (role == ActiveRole)
        return seat == m_state.active;
    if (column >= KillerColumn && role == YearsRole)
        return recordYears(gang.chars[size_t(column - KillerColumn)]);
    if (column >= KillerColumn && role == WholeRole) {
        const Character &ch = gang.chars[size_t(column - KillerColumn)];
        if (ch.at != city().prison() || ch.sentence <= 0)
            return QString();
        return prisonCell(ch.sentence);
    }
    const auto [district, shops] = bestDistrict(m_state, seat);
    if (role == ShopsRole)
        return shops;
    if (role == DistrictRole)
        return district;
    if (role == DistrictSizeRole)
        return district > 0 ? int(city().districtShops(district).size()) : 0;
    if (role == Qt::DecorationRole && column == GangColumn && seat < m_colours.size())
        return m_colours[seat];
    if (role == Qt::TextAlignmentRole && (column == MoneyColumn || column == IncomeColumn))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && column == DistrictColumn) {
        QStringList lines;
        for (int d = 1; d <= city().districts(); ++d) {
            int owned = 0;
            for (int shop : city().districtShops(d))
                owned += m_state.owner[size_t(shop)] == seat ? 1 : 0;
            //: Shops owned in a district: %1 owned, %2 in all, %3 the district.
            lines << tr("%1 of %2 in %3")
                         .arg(owned)
                         .arg(city().districtShops(d).size())
                         .arg(Names::district(d));
        }
        return lines.join(QLatin1Char('\n'));
    }
    if (role == ShortRole && column == DistrictColumn)
        return district == 0 ? QStringLiteral("—")
                             : tr("%1/%2 %3")
                                   .arg(shops)
                                   .arg(city().districtShops(district).size())
                                   .arg(Names::districtShort(district));
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::AccessibleTextRole)
        return {};
    switch (column) {
    case GangColumn: {
        QString name = m_names.seat(seat);
        if (gang.eliminated)
            name = tr("%1 (out)").arg(name);
        if (m_state.policeOwner == seat)
            //: The gang that bought the police (GA7.10).
            name = tr("%1 ★ police").arg(name);
        return name;
    }
    case MoneyColumn:
        return role == Qt::DisplayRole ? QString::number(gang.money) : Names::money(gang.money);
    case IncomeColumn:
        return role == Qt::DisplayRole ? tr("+%1").arg(incomeOf(m_state, seat))
                                       : tr("%1 a turn").arg(Names::money(incomeOf(m_state, seat)));
    case DistrictColumn:
        if (district == 0)
            // A dash in the narrow cell; the tooltip and the screen reader say it.
            return role == Qt::DisplayRole ? QStringLiteral("—") : tr("no shop");
        if (role != Qt::DisplayRole)
            return tr("%1 of %2 in %3")
                .arg(shops)
                .arg(city().districtShops(district).size())
                .arg(Names::district(district));
        return tr("%1/%2 %3")
            .arg(shops)
            .arg(city().districtShops(district).size())
            .arg(Names::district(district));
    default:
        return characterState({int8_t(seat), Role(column - KillerColumn)}, role == Qt::DisplayRole);
    }
}

QVariant GangModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section == DistrictColumn)
        //: The gangs' panel: what its District column shows (GA11.1).
        return tr("Each gang's best district: the shops it owns there, out of the district's "
                  "shops. A whole district wins.");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case GangColumn:
        return tr("Gang");
    case MoneyColumn:
        return tr("Money");
    case IncomeColumn:
        return tr("Income");
    case DistrictColumn:
        // One short word: the column is the one that gives way in a narrow window (1280 px).
        //: The gangs' panel: the heading of each gang's best district (its tooltip says so).
        return tr("District");
    case KillerColumn:
        return Names::capitalised(Names::role(Role::Killer));
    case VampColumn:
        return Names::capitalised(Names::role(Role::Vamp));
    case DealerColumn:
        return Names::capitalised(Names::role(Role::Dealer));
    }
    return {};
}

} // namespace gangsters::ui
