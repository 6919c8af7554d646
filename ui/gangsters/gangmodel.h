// The gangs at a glance (issue 28's side panel), one row a gang: its money and income per turn,
// its shops toward a whole district (the game's score, GA11.1), its three characters' states
// and criminal records, and who owns the police. Read from the position the table shows.
#pragma once

#include "gangstersnames.h"

#include <QAbstractTableModel>
#include <QColor>

namespace gangsters::ui {

class GangModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        GangColumn,
        MoneyColumn,
        IncomeColumn,
        DistrictColumn,
        KillerColumn,
        VampColumn,
        DealerColumn,
        ColumnCount
    };
    enum Roles
    {
        SeatRole = Qt::UserRole + 1,
        ShopsRole,    // the shops owned in the best district
        DistrictRole, // that district (1-based), 0 with none
        DistrictSizeRole,
        YearsRole,  // a character column: the years its record holds (GA7.8)
        ActiveRole, // the gang whose turn it is
        // A character column: the part of its cell that must never be cut (the years in
        // prison); empty when any of it may be.
        WholeRole,
        // The District column: the cell with the name without its article ("7/7 Beaux
        // Quartiers"), for a narrow column (GangView).
        ShortRole,
    };

    explicit GangModel(QObject *parent = nullptr);

    void setGame(const Names &names, const State &state, int roundLimit);
    void setColours(const QList<QColor> &colours);
    // The words again (the language changed).
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The best district of `seat`: (district, shops owned there).
    static std::pair<int, int> bestDistrict(const State &state, int seat);
    // A character's state in a few words: where, wounded, in prison for how long, vamped, its
    // record; `brief`: the panel's cell ("4.4 ⚖2"), else a sentence for its tooltip.
    QString characterState(CharRef who, bool brief = false) const;
    // The cell of a character in prison for `years` more, never cut: "prison, 2 yrs".
    static QString prisonCell(int years);

private:
    Names m_names;
    State m_state;
    int m_roundLimit = 0;
    QList<QColor> m_colours;
};

} // namespace gangsters::ui
