// The seats as the table shows them: name, who plays, money, cards in hand, dealer, and
// whether they still have to choose. The controller updates it as it shows each event, so it
// follows the animations, not the engine (which runs ahead).
#pragma once

#include <QAbstractTableModel>
#include <QList>

#include <optional>

namespace razzia::ui {

class GameSession;

class SeatModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        NameColumn,
        PlayerColumn, // human, or the AI level
        MoneyColumn,
        CardsColumn,
        StatusColumn,
        ColumnCount
    };
    enum Role
    {
        SeatRole = Qt::UserRole + 1,
        MoneyRole,    // qint64 dollars
        HandSizeRole, // int
        DealerRole,   // bool
        HumanRole,    // bool
        LevelRole,    // QString level id, empty for humans
        StateRole,    // SeatState
        ActiveRole,   // bool: the seat the table waits for
    };
    enum class SeatState
    {
        Waiting,  // nothing to decide
        Choosing, // must decide
        Thinking, // an AI seat thinks, visibly
        Chosen    // has chosen its card in secret
    };
    Q_ENUM(SeatState)
    // Online, a person's link to the table: here, dropped (the game waits for them), or away
    // with a computer playing for them until they come back.
    enum class Presence
    {
        Here,
        Reconnecting,
        ComputerPlays
    };

    explicit SeatModel(QObject *parent = nullptr);

    void reset(const GameSession &session);
    void setMoney(int seat, qint64 money);
    void addMoney(int seat, qint64 money);
    void setHandSize(int seat, int size);
    void addCards(int seat, int delta);
    void setDealer(int seat);
    void setState(int seat, SeatState state);
    void setAllStates(SeatState state);
    void setActive(int seat); // -1: none
    void setPresence(int seat, Presence presence);
    // What the seat won in the round just played, shown beside it until the next round.
    void setGain(int seat, qint64 gain);
    void clearGains();
    std::optional<qint64> gain(int seat) const { return m_seats.value(seat).gain; }

    int seatCount() const { return int(m_seats.size()); }
    QString name(int seat) const { return m_seats.value(seat).name; }
    qint64 money(int seat) const { return m_seats.value(seat).money; }
    int handSize(int seat) const { return m_seats.value(seat).handSize; }
    int dealer() const { return m_dealer; }
    SeatState state(int seat) const { return m_seats.value(seat).state; }
    Presence presence(int seat) const { return m_seats.value(seat).presence; }
    // What the seat is doing, in words: "to choose", "thinking…", "ready", or, for a person
    // whose link dropped, "reconnecting…" or "a computer plays" whatever the game waits for.
    QString statusText(int seat) const;
    bool isHuman(int seat) const { return m_seats.value(seat).human; }
    QString level(int seat) const { return m_seats.value(seat).level; }
    int active() const { return m_active; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Translated level name ("Hard") for a level id.
    static QString levelName(const QString &level);
    // Refreshes every text after a language switch.
    void retranslate();

private:
    struct Seat
    {
        QString name;
        bool human = true;
        QString level;
        qint64 money = 0;
        int handSize = 0;
        SeatState state = SeatState::Waiting;
        Presence presence = Presence::Here;
        std::optional<qint64> gain;
    };
    void changed(int seat);

    QList<Seat> m_seats;
    int m_dealer = -1;
    int m_active = -1;
};

} // namespace razzia::ui
