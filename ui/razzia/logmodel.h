// The game log, round by round: a tree whose top rows are the rounds and whose children are
// what happened in them. Entries are kept as engine events and put into words when shown, so
// the log follows a language switch. A card appears only once it is revealed: the events
// private to one seat (a card dealt, the dealer's last bill) are never logged.
#pragma once

#include "razzia/events.h"

#include <QAbstractItemModel>
#include <QList>
#include <QStringList>

namespace razzia::ui {

class LogModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Role
    {
        EventKindRole = Qt::UserRole + 1, // int(EventKind)
        RoundRole                         // the round number (1-based)
    };

    explicit LogModel(QObject *parent = nullptr);

    void reset(const QStringList &names);
    // Adds what the table shows of `event` (nothing for private events).
    void add(const Event &event);
    void retranslate();

    // The text of a log entry, for tests and accessibility.
    QString describe(const Event &event) const;
    // Every line of the log, rounds and entries, as shown.
    QStringList lines() const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Round
    {
        Event start;
        QList<Event> entries;
    };
    QString name(int seat) const;
    QString roundTitle(const Event &start) const;
    void append(const Event &event);

    QStringList m_names;
    QList<Round> m_rounds;
};

} // namespace razzia::ui
