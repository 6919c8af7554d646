#include "statisticsdialog.h"

#include "gamemodule.h"

#include <QAbstractTableModel>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace shell {

namespace {

class StatisticsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        PlayerColumn,
        GamesColumn,
        WinsColumn,
        WinRateColumn,
        MeanScoreColumn,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    void setEntries(const QString &game, const QList<Statistics::Entry> &entries)
    {
        beginResetModel();
        m_game = game;
        m_entries = entries;
        endResetModel();
    }

    void retranslate()
    {
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        if (!m_entries.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_entries.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : ColumnCount;
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return {};
        const Statistics::Entry &e = m_entries[index.row()];
        const double rate = e.games ? double(e.wins) / e.games : 0;
        switch (role) {
        case Qt::DisplayRole:
        case Qt::AccessibleTextRole:
            switch (index.column()) {
            case PlayerColumn:
                return Statistics::shownName(e);
            case GamesColumn:
                return QLocale().toString(e.games);
            case WinsColumn:
                return QLocale().toString(e.wins);
            case WinRateColumn:
                //: A win rate; %1 is a whole number of percent. French: "%1 %".
                return tr("%1%").arg(QLocale().toString(qRound(rate * 100)));
            case MeanScoreColumn: {
                // A game without a score (won or lost only) shows a dash.
                const GameType *type = Games::byId(e.game);
                return type && type->score ? type->score(qint64(std::llround(e.meanScore())))
                                           : QStringLiteral("—");
            }
            }
            break;
        case SortRole:
            switch (index.column()) {
            case PlayerColumn:
                return Statistics::shownName(e).toCaseFolded();
            case GamesColumn:
                return e.games;
            case WinsColumn:
                return e.wins;
            case WinRateColumn:
                return rate;
            case MeanScoreColumn:
                return e.meanScore();
            }
            break;
        case Qt::TextAlignmentRole:
            return int(index.column() == PlayerColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                                      : Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal)
            return {};
        if (role == Qt::TextAlignmentRole)
            return int(section == PlayerColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                               : Qt::AlignRight | Qt::AlignVCenter);
        if (role != Qt::DisplayRole)
            return {};
        switch (section) {
        case PlayerColumn:
            return tr("Player");
        case GamesColumn:
            return tr("Games");
        case WinsColumn:
            return tr("Wins");
        case WinRateColumn:
            return tr("Win rate");
        case MeanScoreColumn: {
            // The game's own name for it (Razzia's "Mean money").
            const GameType *type = Games::byId(m_game);
            return type && type->scoreName ? type->scoreName() : QString();
        }
        }
        return {};
    }

private:
    QString m_game;
    QList<Statistics::Entry> m_entries;
};

} // namespace

// A child of the dialog, so that it goes with it (the header declares no destructor).
struct StatisticsDialog::Private : QObject
{
    using QObject::QObject;
    StatisticsModel *model = nullptr;
    QSortFilterProxyModel *proxy = nullptr;
    QTableView *view = nullptr;
    QLabel *intro = nullptr;
    QLabel *gameLabel = nullptr;
    QComboBox *games = nullptr; // one game's players at a time: the games never mix
    QList<Statistics::Entry> entries;
    QLabel *message = nullptr;
    QDialogButtonBox *buttons = nullptr;
    QString path;
    QString error; // the last load's, empty when it went well
    bool loaded = false;
};

StatisticsDialog::StatisticsDialog(QWidget *parent) : QDialog(parent), d(new Private(this))
{
    setObjectName(QStringLiteral("statisticsDialog"));
    d->model = new StatisticsModel(this);
    d->proxy = new QSortFilterProxyModel(this);
    d->proxy->setSourceModel(d->model);
    d->proxy->setSortRole(StatisticsModel::SortRole);

    d->intro = new QLabel(this);
    d->intro->setWordWrap(true);
    d->gameLabel = new QLabel(this);
    d->games = new QComboBox(this);
    d->games->setObjectName(QStringLiteral("statisticsGame"));
    for (const GameType &type : Games::all())
        d->games->addItem(QString(), type.id);
    d->gameLabel->setBuddy(d->games);
    connect(d->games, &QComboBox::currentIndexChanged, this, [this] { showGame(); });
    d->message = new QLabel(this);
    d->message->setObjectName(QStringLiteral("statisticsMessage"));
    d->message->setWordWrap(true);
    d->message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    d->view = new QTableView(this);
    d->view->setObjectName(QStringLiteral("statisticsView"));
    d->view->setModel(d->proxy);
    d->view->setSortingEnabled(true);
    d->view->sortByColumn(StatisticsModel::WinsColumn, Qt::DescendingOrder);
    d->view->setSelectionBehavior(QAbstractItemView::SelectRows);
    d->view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    d->view->setAlternatingRowColors(true);
    d->view->verticalHeader()->hide();
    d->view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    d->view->horizontalHeader()->setSectionResizeMode(StatisticsModel::PlayerColumn,
                                                      QHeaderView::Stretch);
    d->view->setMinimumSize(520, 240);

    d->buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(d->buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(d->intro);
    auto *chooser = new QHBoxLayout;
    chooser->addWidget(d->gameLabel);
    chooser->addWidget(d->games);
    chooser->addStretch();
    layout->addLayout(chooser);
    layout->addWidget(d->message);
    layout->addWidget(d->view, 1);
    layout->addWidget(d->buttons);
    retranslateUi();
}

void StatisticsDialog::reload(const QString &path)
{
    d->path = path;
    d->loaded = true;
    Statistics stats(path);
    d->error.clear();
    stats.load(&d->error);
    d->entries = stats.entries();
    showGame();
    d->view->setToolTip(QDir::toNativeSeparators(path));
    retranslateUi();
}

void StatisticsDialog::setGame(const QString &game)
{
    const int index = d->games->findData(game);
    if (index >= 0)
        d->games->setCurrentIndex(index);
}

QString StatisticsDialog::game() const
{
    return d->games->currentData().toString();
}

void StatisticsDialog::showGame()
{
    QList<Statistics::Entry> shown;
    for (const Statistics::Entry &e : d->entries)
        if (e.game == game())
            shown << e;
    d->model->setEntries(game(), shown);
    // A game without a score (won or lost only) has no mean to show.
    const GameType *type = Games::byId(game());
    d->view->setColumnHidden(StatisticsModel::MeanScoreColumn, !type || !type->score);
    retranslateUi();
}

void StatisticsDialog::retranslateUi()
{
    setWindowTitle(tr("Statistics"));
    d->intro->setText(tr("Every finished game: people by name (matched without regard to case), "
                         "computer players by level. Shared first places count as wins."));
    if (!d->error.isEmpty())
        d->message->setText(d->error);
    else if (d->loaded && d->model->rowCount() == 0)
        d->message->setText(tr("No finished game has been recorded yet."));
    else
        d->message->clear();
    d->message->setVisible(!d->message->text().isEmpty());
    d->message->setStyleSheet(d->error.isEmpty() ? QString() : QStringLiteral("color: #b00020;"));
    d->buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));
    d->gameLabel->setText(tr("&Game:"));
    for (int i = 0; i < d->games->count(); ++i)
        d->games->setItemText(i, Games::byId(d->games->itemData(i).toString())->name());
    d->model->retranslate();
}

void StatisticsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // The file's message was put into words when it was read: read it again.
        if (d->loaded)
            reload(d->path);
        else
            retranslateUi();
    }
    QDialog::changeEvent(event);
}

} // namespace shell

#include "statisticsdialog.moc"
