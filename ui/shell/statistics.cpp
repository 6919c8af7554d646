#include "statistics.h"

#include "common/inputfile.h"
#include "gamemodule.h"
#include "levelnames.h"

#include <QAbstractTableModel>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace razzia::ui {

namespace {

const QString kFormat = QStringLiteral("razzia-stats/1");
// Entries without a "game" were written before the window hosted a second game: Razzia's.
const QString kFirstGame = QStringLiteral("razzia");

// Statistics is not a QObject; its messages still need a translation context of their own.
class StatisticsText
{
    Q_DECLARE_TR_FUNCTIONS(razzia::ui::Statistics)
};

// A JSON number that is a whole number within `min`.. (JSON has doubles only; 2^53 keeps every
// integer exact).
bool wholeNumber(const QJsonValue &value, qint64 min, qint64 &out)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < double(min) || d > 9007199254740992.0)
        return false;
    out = qint64(d);
    return true;
}

QString foundText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 17);
    case QJsonValue::String:
        return QLatin1Char('"') + value.toString() + QLatin1Char('"');
    case QJsonValue::Array:
        return StatisticsText::tr("a list");
    case QJsonValue::Object:
        return StatisticsText::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return StatisticsText::tr("nothing");
}

// The order entries() promises: most wins first, then by name.
void sortEntries(QList<Statistics::Entry> &entries)
{
    std::stable_sort(entries.begin(), entries.end(),
                     [](const Statistics::Entry &a, const Statistics::Entry &b) {
                         if (a.game != b.game)
                             return a.game < b.game;
                         if (a.wins != b.wins)
                             return a.wins > b.wins;
                         if (a.isComputer() != b.isComputer())
                             return !a.isComputer(); // people first
                         if (a.isComputer())
                             return levelIds().indexOf(a.level) < levelIds().indexOf(b.level);
                         return a.name.compare(b.name, Qt::CaseInsensitive) < 0;
                     });
}

// People's names are matched without regard to case ("karine" adds to "Karine"), and the
// spelling seen first is kept: a player who types their name differently one evening stays one
// player. Computer players are matched by level alone.
qsizetype findEntry(const QList<Statistics::Entry> &entries, const QString &game,
                    const QString &name, const QString &level)
{
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const Statistics::Entry &e = entries[i];
        if (e.game != game)
            continue;
        if (level.isEmpty() ? !e.isComputer() && e.name.compare(name, Qt::CaseInsensitive) == 0
                            : e.level == level)
            return i;
    }
    return -1;
}

// How a row reads in the dialog.
QString shownName(const Statistics::Entry &e)
{
    //: A computer player in the statistics; %1 is its level.
    return e.isComputer()
               ? StatisticsText::tr("Computer (%1)").arg(levelName(e.level, LevelForm::Short))
               : e.name;
}

} // namespace

QString Statistics::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/statistics.json");
}

Statistics::Statistics(const QString &path) : m_path(path) {}

bool Statistics::load(QString *error)
{
    m_entries.clear();
    m_damaged = false;
    const auto fail = [&](const QString &what) {
        m_entries.clear();
        m_damaged = true;
        if (error) {
            //: %1 is the statistics file, %2 what is wrong with it.
            *error = StatisticsText::tr("The statistics file %1 is damaged and was left as it "
                                        "is: %2")
                         .arg(QDir::toNativeSeparators(m_path), what);
        }
        return false;
    };

    if (!QFile::exists(m_path))
        return true; // no game recorded yet
    const common::InputFile input =
        common::readFileBounded(QFile::encodeName(m_path).toStdString());
    if (input.tooLarge)
        return fail(StatisticsText::tr("it is too large (limit %1 MB).")
                        .arg(common::kInputLimit / (1024 * 1024)));
    if (!input.ok)
        return fail(StatisticsText::tr("it cannot be read (%1).")
                        .arg(QString::fromStdString(input.systemReason)));
    const QByteArray bytes = QByteArray::fromStdString(input.bytes);

    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(StatisticsText::tr("it is not valid JSON (%1 at byte %2).")
                        .arg(parseError.errorString())
                        .arg(parseError.offset));
    if (!doc.isObject())
        return fail(StatisticsText::tr("expected a JSON object at the top."));
    const QJsonObject root = doc.object();
    const QJsonValue format = root.value(QStringLiteral("format"));
    if (format.toString() != kFormat)
        return fail(StatisticsText::tr("format: expected \"%1\", found %2.")
                        .arg(kFormat, foundText(format)));
    const QJsonValue players = root.value(QStringLiteral("players"));
    if (!players.isArray())
        return fail(
            StatisticsText::tr("players: expected a list, found %1.").arg(foundText(players)));

    QList<Entry> entries;
    const QJsonArray list = players.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString field = QStringLiteral("players[%1]").arg(i);
        if (!list[i].isObject())
            return fail(StatisticsText::tr("%1: expected an object, found %2.")
                            .arg(field, foundText(list[i])));
        const QJsonObject o = list[i].toObject();
        Entry entry;
        entry.game = kFirstGame;
        if (o.contains(QStringLiteral("game"))) {
            const QJsonValue game = o.value(QStringLiteral("game"));
            entry.game = game.toString();
            if (!game.isString() || entry.game.isEmpty())
                return fail(StatisticsText::tr("%1.game: expected a game's name, found %2.")
                                .arg(field, foundText(game)));
        }
        const QJsonValue name = o.value(QStringLiteral("name"));
        const QJsonValue level = o.value(QStringLiteral("level"));
        if (o.contains(QStringLiteral("level"))) {
            // A computer player: its level, and no name.
            entry.level = level.toString();
            if (!level.isString() || !levelIds().contains(entry.level))
                return fail(
                    StatisticsText::tr("%1.level: expected one of %2, found %3.")
                        .arg(field, levelIds().join(QStringLiteral(", ")), foundText(level)));
            if (o.contains(QStringLiteral("name")))
                return fail(StatisticsText::tr("%1: a computer player has a level, not a name.")
                                .arg(field));
            if (findEntry(entries, entry.game, QString(), entry.level) >= 0)
                return fail(StatisticsText::tr("%1.level: \"%2\" is listed twice.")
                                .arg(field, entry.level));
        } else {
            entry.name = name.toString().trimmed();
            if (!name.isString() || entry.name.isEmpty())
                return fail(StatisticsText::tr("%1.name: expected a player's name, found %2.")
                                .arg(field, foundText(name)));
            if (findEntry(entries, entry.game, entry.name, QString()) >= 0)
                return fail(
                    StatisticsText::tr("%1.name: \"%2\" is listed twice.").arg(field, entry.name));
        }
        qint64 games = 0, wins = 0, money = 0;
        const QJsonValue g = o.value(QStringLiteral("games"));
        if (!wholeNumber(g, 0, games) || games > std::numeric_limits<int>::max())
            return fail(StatisticsText::tr("%1.games: expected a whole number, 0 or more, "
                                           "found %2.")
                            .arg(field, foundText(g)));
        const QJsonValue w = o.value(QStringLiteral("wins"));
        if (!wholeNumber(w, 0, wins) || wins > games)
            return fail(StatisticsText::tr("%1.wins: expected a whole number from 0 to the "
                                           "games played (%2), found %3.")
                            .arg(field)
                            .arg(games)
                            .arg(foundText(w)));
        // Money is never negative in Razzia (R3.8: bills are only ever won).
        const QJsonValue m = o.value(QStringLiteral("money"));
        if (!wholeNumber(m, 0, money))
            return fail(StatisticsText::tr("%1.money: expected a whole number of dollars, 0 or "
                                           "more, found %2.")
                            .arg(field, foundText(m)));
        entry.games = int(games);
        entry.wins = int(wins);
        entry.totalMoney = money;
        entries.append(entry);
    }
    sortEntries(entries);
    m_entries = entries;
    return true;
}

QList<Statistics::Entry> Statistics::entries(const QString &game) const
{
    QList<Entry> out;
    for (const Entry &e : m_entries)
        if (e.game == game)
            out << e;
    return out;
}

bool Statistics::recordGame(const QString &game, const QList<Result> &results, QString *error)
{
    // Always from the file as it is now: another window may have recorded a game since.
    QString loadError;
    if (!load(&loadError)) {
        if (error)
            *error = loadError;
        return false;
    }
    for (const Result &r : results) {
        if ((r.name.trimmed().isEmpty() && r.level.isEmpty()) || r.money < 0 || r.place < 1) {
            if (error)
                *error = StatisticsText::tr("A game result without a name, with negative money "
                                            "or without a place cannot be recorded.");
            return false;
        }
    }

    QList<Entry> entries = m_entries;
    for (const Result &r : results) {
        const QString name = r.level.isEmpty() ? r.name.trimmed() : QString();
        qsizetype i = findEntry(entries, game, name, r.level);
        if (i < 0) {
            entries.append(Entry{name, 0, 0, 0, r.level, game});
            i = entries.size() - 1;
        }
        ++entries[i].games;
        entries[i].wins += r.place == 1 ? 1 : 0; // shared first places are wins too (R3.8)
        entries[i].totalMoney += r.money;
    }
    sortEntries(entries);

    QJsonArray players;
    for (const Entry &e : entries) {
        QJsonObject o{{QStringLiteral("game"), e.game},
                      {QStringLiteral("games"), e.games},
                      {QStringLiteral("wins"), e.wins},
                      {QStringLiteral("money"), double(e.totalMoney)}};
        if (e.isComputer())
            o.insert(QStringLiteral("level"), e.level);
        else
            o.insert(QStringLiteral("name"), e.name);
        players.append(o);
    }
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("players"), players}};

    const auto fail = [&](const QString &reason) {
        if (error) {
            //: %1 is the statistics file, %2 the system's reason.
            *error = StatisticsText::tr("The statistics could not be saved to %1: %2")
                         .arg(QDir::toNativeSeparators(m_path), reason);
        }
        return false;
    };
    const QString dir = QFileInfo(m_path).absolutePath();
    if (!QDir().mkpath(dir))
        return fail(
            StatisticsText::tr("cannot create the folder %1.").arg(QDir::toNativeSeparators(dir)));
    // Written beside the file and renamed over it: a crash leaves the old file or the new one,
    // never half of one.
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    file.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return fail(file.errorString());
    m_entries = entries;
    return true;
}

// The dialog

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
        MeanMoneyColumn,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    void setEntries(const QList<Statistics::Entry> &entries)
    {
        beginResetModel();
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
                return shownName(e);
            case GamesColumn:
                return QLocale().toString(e.games);
            case WinsColumn:
                return QLocale().toString(e.wins);
            case WinRateColumn:
                //: A win rate; %1 is a whole number of percent. French: "%1 %".
                return tr("%1%").arg(QLocale().toString(qRound(rate * 100)));
            case MeanMoneyColumn: {
                // A game without a score (Speak Easy is won or lost) shows a dash.
                const GameType *type = Games::byId(e.game);
                return type && type->score ? type->score(qint64(std::llround(e.meanMoney())))
                                           : QStringLiteral("—");
            }
            }
            break;
        case SortRole:
            switch (index.column()) {
            case PlayerColumn:
                return shownName(e).toCaseFolded();
            case GamesColumn:
                return e.games;
            case WinsColumn:
                return e.wins;
            case WinRateColumn:
                return rate;
            case MeanMoneyColumn:
                return e.meanMoney();
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
        case MeanMoneyColumn:
            return tr("Mean money");
        }
        return {};
    }

private:
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
    d->model->setEntries(shown);
    // A game without a score (Speak Easy is won or lost) has no mean to show.
    const GameType *type = Games::byId(game());
    d->view->setColumnHidden(StatisticsModel::MeanMoneyColumn, !type || !type->score);
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

} // namespace razzia::ui

#include "statistics.moc"
