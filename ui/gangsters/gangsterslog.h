// The game's log as readable sentences, one row an event, newest last (issue 28). Rows keep the
// events, not words, so a change of language rewrites the whole log. LogFilter shows what the
// player asks for: everything, their own gang's business, or the police's.
#pragma once

#include "gangstersnames.h"

#include <QAbstractListModel>
#include <QSortFilterProxyModel>

namespace gangsters::ui {

class LogModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Roles
    {
        RoundRole = Qt::UserRole + 1,
        SeatsRole,  // a mask of the seats the event concerns
        PoliceRole, // the police's business: cops, witnesses, arrests, prison (GA7)
        TurnRole,   // the first line of a turn
        PlacesRole, // the locations the line names (QVariantList of Loc), for the city to show
    };

    explicit LogModel(QObject *parent = nullptr);

    void setNames(const Names &names);
    // `state` is the position when the event is told (for who controls whom).
    void add(const Event &event, const State &state);
    void clear();
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    // The seats an event concerns, as a mask (GA12: everything is public; this only sorts).
    static uint32_t seatsOf(const Event &event, const State &state);
    static bool isPolice(const Event &event);
    // The locations an event's sentence names ("goes to A5.5", "racket at shop 1.4").
    static std::vector<Loc> placesOf(const Event &event);

private:
    struct Row
    {
        Event event;
        int round = 0;
        uint32_t seats = 0;
    };
    Names m_names;
    QList<Row> m_rows;
    int m_round = 0;
};

class LogFilter : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    enum class Show
    {
        All,
        MyGang,
        Police
    };
    explicit LogFilter(QObject *parent = nullptr);
    void setShow(Show show);
    Show show() const { return m_show; }
    void setMySeat(int seat);

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override;

private:
    Show m_show = Show::All;
    int m_seat = 0;
};

} // namespace gangsters::ui
