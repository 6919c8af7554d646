#include "logmodel.h"

#include "art.h"
#include "format.h"

#include <QFont>

namespace razzia::ui {

namespace {

// Child rows carry their round's index + 1 as internal id; round rows carry 0.
constexpr quintptr kRoundRow = 0;

} // namespace

LogModel::LogModel(QObject *parent) : QAbstractItemModel(parent) {}

void LogModel::reset(const QStringList &names)
{
    beginResetModel();
    // A name wraps as one word: "Player 1" split over two lines of the log read as two people.
    m_names = names;
    for (QString &name : m_names)
        name.replace(QLatin1Char(' '), QChar::Nbsp);
    m_rounds.clear();
    endResetModel();
}

QString LogModel::name(int seat) const
{
    if (seat >= 0 && seat < m_names.size())
        return m_names[seat];
    return tr("Seat %1").arg(seat + 1).replace(QLatin1Char(' '), QChar::Nbsp);
}

void LogModel::add(const Event &event)
{
    if (event.privateTo >= 0)
        return; // R6: only its owner sees it
    switch (event.kind) {
    case EventKind::RoundStarted: {
        const int row = int(m_rounds.size());
        beginInsertRows({}, row, row);
        m_rounds.append(Round{event, {}});
        endInsertRows();
        return;
    }
    case EventKind::CardDealt:
    case EventKind::CardChosen:
        return; // the seat panel shows these; a log line each would drown the rest
    case EventKind::CardsRevealed: {
        // One line per card, in seat order.
        for (int seat = 0; seat < int(m_names.size()); ++seat) {
            if (event.cards[seat].isNone())
                continue;
            Event one = event;
            one.seat = int8_t(seat);
            one.card = event.cards[seat];
            append(one);
        }
        return;
    }
    default:
        append(event);
    }
}

void LogModel::append(const Event &event)
{
    if (m_rounds.isEmpty()) // an event before the first round (never from the engine)
        return;
    const int round = int(m_rounds.size()) - 1;
    const int row = int(m_rounds[round].entries.size());
    beginInsertRows(index(round, 0), row, row);
    m_rounds[round].entries.append(event);
    endInsertRows();
}

QString LogModel::roundTitle(const Event &start) const
{
    return tr("Round %1 — %2 deals").arg(start.round).arg(name(start.seat));
}

QString LogModel::describe(const Event &e) const
{
    switch (e.kind) {
    case EventKind::RoundStarted:
        return roundTitle(e);
    case EventKind::CardDealt:
    case EventKind::CardChosen:
    case EventKind::BillDrawn:
        return {};
    case EventKind::Reshuffled:
        return tr("The discard pile is shuffled into a new draw pile of %n card(s).", nullptr,
                  e.value);
    case EventKind::BillPlaced:
        if (e.flag)
            return tr("%1 places %2 on the %3.")
                .arg(name(e.seat), Format::bill(e.value), Format::barName(e.bar));
        return tr("%1 on the %2.").arg(Format::bill(e.value), Format::barName(e.bar));
    case EventKind::CardsRevealed:
        return tr("%1 reveals %2.").arg(name(e.seat), Format::card(e.card));
    case EventKind::BarResolved:
        switch (e.outcome) {
        case BarOutcome::Quiet:
            return tr("%1: nobody came.").arg(Format::barName(e.bar));
        case BarOutcome::FailedRaid:
            return tr("%1: the raid fails, no gambler to arrest; the bills stay.")
                .arg(Format::barName(e.bar));
        case BarOutcome::NoBills:
            return tr("%1: no bill to win.").arg(Format::barName(e.bar));
        case BarOutcome::Taken:
            return tr("%1: %2 takes everything.").arg(Format::barName(e.bar), name(e.seat));
        case BarOutcome::Shared:
            return tr("%1: %2 must propose a division of %3.")
                .arg(Format::barName(e.bar), name(e.seat), Format::money(e.bills.total()));
        }
        return {};
    case EventKind::ProposalMade: {
        QStringList shares;
        for (int seat = 0; seat < int(m_names.size()); ++seat) {
            const BillSet &share = e.proposal.shares[seat];
            if (share.size() > 0)
                shares << tr("%1 %2").arg(name(seat), Format::money(share.total()));
        }
        return tr("%1 proposes: %2.").arg(name(e.seat), shares.join(QStringLiteral(", ")));
    }
    case EventKind::Answered:
        return e.flag ? tr("%1 accepts.").arg(name(e.seat)) : tr("%1 refuses.").arg(name(e.seat));
    case EventKind::DieRolled:
        return tr("%1 rolls %2: total %3.").arg(name(e.seat)).arg(e.value).arg(e.total);
    case EventKind::DuelWon:
        if (e.flag)
            return tr("%1 wins the duel against %2 on a tie (the lower-ranked wins ties).")
                .arg(name(e.seat), name(e.other));
        return tr("%1 wins the duel against %2.").arg(name(e.seat), name(e.other));
    case EventKind::BillsWon:
        return tr("%1 wins %2 at the %3.")
            .arg(name(e.seat), Format::money(e.bills.total()), Format::barName(e.bar));
    case EventKind::RoundOver: {
        QStringList money;
        for (int seat = 0; seat < int(m_names.size()); ++seat)
            money << tr("%1 %2").arg(name(seat), Format::money(e.money[seat]));
        return tr("End of round %1: %2.").arg(e.round).arg(money.join(QStringLiteral(", ")));
    }
    case EventKind::GameOver:
        return tr("The game is over.");
    }
    return {};
}

QStringList LogModel::lines() const
{
    QStringList out;
    for (const Round &round : m_rounds) {
        out << roundTitle(round.start);
        for (const Event &e : round.entries)
            out << describe(e);
    }
    return out;
}

void LogModel::retranslate()
{
    for (int round = 0; round < int(m_rounds.size()); ++round) {
        const QModelIndex top = index(round, 0);
        Q_EMIT dataChanged(top, top);
        if (!m_rounds[round].entries.isEmpty())
            Q_EMIT dataChanged(index(0, 0, top),
                               index(int(m_rounds[round].entries.size()) - 1, 0, top));
    }
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, 0);
}

QModelIndex LogModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kRoundRow);
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex LogModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kRoundRow)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kRoundRow);
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_rounds.size());
    if (parent.internalId() == kRoundRow && parent.column() == 0)
        return int(m_rounds[parent.row()].entries.size());
    return 0;
}

int LogModel::columnCount(const QModelIndex &) const
{
    return 1;
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const bool isRound = index.internalId() == kRoundRow;
    const Round &round = m_rounds[isRound ? index.row() : int(index.internalId() - 1)];
    const Event &e = isRound ? round.start : round.entries[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return describe(e);
    case Qt::FontRole: {
        // Who won what stands out at a glance: winners, duels, the round's result.
        const bool winning = isRound || e.kind == EventKind::BillsWon ||
                             e.kind == EventKind::DuelWon || e.kind == EventKind::RoundOver ||
                             e.kind == EventKind::GameOver ||
                             (e.kind == EventKind::BarResolved && e.outcome == BarOutcome::Taken);
        if (!winning)
            return {};
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    case Qt::DecorationRole: {
        // The bar's colour beside each line about a bar (its name is in the text as well).
        const bool aboutBar =
            !isRound && (e.kind == EventKind::BillPlaced || e.kind == EventKind::BarResolved ||
                         e.kind == EventKind::BillsWon);
        if (!aboutBar)
            return {};
        return Art::barColour(e.bar);
    }
    case EventKindRole:
        return int(e.kind);
    case RoundRole:
        return int(round.start.round);
    }
    return {};
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (section == 0 && orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return tr("Game log");
    return {};
}

} // namespace razzia::ui
