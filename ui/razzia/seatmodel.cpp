#include "seatmodel.h"

#include "levelnames.h"

#include "format.h"
#include "gamesession.h"
#include "shellnames.h"

namespace razzia::ui {

SeatModel::SeatModel(QObject *parent) : QAbstractTableModel(parent) {}

void SeatModel::reset(const GameSession &session)
{
    beginResetModel();
    m_seats.clear();
    for (int seat = 0; seat < session.players(); ++seat) {
        Seat s;
        s.name = session.name(seat);
        s.human = session.isHuman(seat);
        s.level = s.human ? QString() : session.level(seat);
        m_seats.append(s);
    }
    m_dealer = -1;
    m_active = -1;
    endResetModel();
}

void SeatModel::changed(int seat)
{
    Q_EMIT dataChanged(index(seat, 0), index(seat, ColumnCount - 1));
}

void SeatModel::setMoney(int seat, qint64 money)
{
    m_seats[seat].money = money;
    changed(seat);
}

void SeatModel::setGain(int seat, qint64 gain)
{
    m_seats[seat].gain = gain;
    changed(seat);
}

void SeatModel::clearGains()
{
    for (int seat = 0; seat < seatCount(); ++seat) {
        if (m_seats[seat].gain) {
            m_seats[seat].gain.reset();
            changed(seat);
        }
    }
}

void SeatModel::addMoney(int seat, qint64 money)
{
    setMoney(seat, m_seats[seat].money + money);
}

void SeatModel::setHandSize(int seat, int size)
{
    if (m_seats[seat].handSize == size)
        return;
    m_seats[seat].handSize = size;
    changed(seat);
}

void SeatModel::addCards(int seat, int delta)
{
    setHandSize(seat, m_seats[seat].handSize + delta);
}

void SeatModel::setDealer(int seat)
{
    const int old = m_dealer;
    m_dealer = seat;
    if (old >= 0 && old < seatCount())
        changed(old);
    if (seat >= 0 && seat < seatCount())
        changed(seat);
}

void SeatModel::setState(int seat, SeatState state)
{
    if (m_seats[seat].state == state)
        return;
    m_seats[seat].state = state;
    changed(seat);
}

void SeatModel::setPresence(int seat, Presence presence)
{
    if (seat < 0 || seat >= seatCount() || m_seats[seat].presence == presence)
        return;
    m_seats[seat].presence = presence;
    changed(seat);
}

QString SeatModel::statusText(int seat) const
{
    switch (presence(seat)) {
    case Presence::Reconnecting:
        //: A person at a network table whose link dropped: the game waits for them.
        return tr("reconnecting…");
    case Presence::ComputerPlays:
        //: A person at a network table who is away: a computer plays for them meanwhile.
        return tr("a computer plays");
    case Presence::Here:
        break;
    }
    switch (state(seat)) {
    case SeatState::Choosing:
        return tr("to choose");
    case SeatState::Thinking:
        return tr("thinking…");
    case SeatState::Chosen:
        return tr("has chosen");
    case SeatState::Waiting:
        break;
    }
    return {};
}

void SeatModel::setAllStates(SeatState state)
{
    for (int seat = 0; seat < seatCount(); ++seat)
        setState(seat, state);
}

void SeatModel::setActive(int seat)
{
    const int old = m_active;
    if (old == seat)
        return;
    m_active = seat;
    if (old >= 0 && old < seatCount())
        changed(old);
    if (seat >= 0 && seat < seatCount())
        changed(seat);
}

int SeatModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_seats.size());
}

int SeatModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SeatModel::levelName(const QString &level)
{
    return ui::levelName(level, LevelForm::Short);
}

QVariant SeatModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int seat = index.row();
    const Seat &s = m_seats[seat];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        switch (index.column()) {
        case NameColumn:
            return s.name;
        case PlayerColumn:
            if (s.human)
                return tr("Human");
            if (s.level.isEmpty())
                //: A network table's seat that its host plays; the table does not say how.
                return tr("The host's seat");
            //: An AI seat and its level, e.g. "Computer (Hard)".
            return tr("Computer (%1)").arg(levelName(s.level));
        case MoneyColumn:
            if (role == Qt::AccessibleTextRole)
                //: A seat's money read aloud and in its tooltip: the total of the bills it
                //: won (R3.8).
                return tr("%1 in bills won").arg(Format::money(s.money));
            return Format::money(s.money);
        case CardsColumn:
            if (role == Qt::AccessibleTextRole)
                //: How many cards a seat holds, read aloud and in its tooltip (public, R6).
                return tr("%n card(s) in hand", nullptr, s.handSize);
            return s.handSize;
        case StatusColumn: {
            QString status = statusText(seat);
            if (seat == m_dealer)
                status = status.isEmpty() ? tr("dealer") : tr("dealer, %1").arg(status);
            return status;
        }
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == MoneyColumn || index.column() == CardsColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    case SeatRole:
        return seat;
    case MoneyRole:
        return s.money;
    case HandSizeRole:
        return s.handSize;
    case DealerRole:
        return seat == m_dealer;
    case HumanRole:
        return s.human;
    case LevelRole:
        return s.level;
    case StateRole:
        return QVariant::fromValue(s.state);
    case ActiveRole:
        return seat == m_active;
    }
    return {};
}

QVariant SeatModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn:
        return tr("Player");
    case PlayerColumn:
        return tr("Seat");
    case MoneyColumn:
        return tr("Money");
    case CardsColumn:
        return tr("Cards");
    case StatusColumn:
        return tr("Status");
    }
    return {};
}

void SeatModel::retranslate()
{
    if (m_seats.isEmpty())
        return;
    Q_EMIT dataChanged(index(0, 0), index(seatCount() - 1, ColumnCount - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

} // namespace razzia::ui
