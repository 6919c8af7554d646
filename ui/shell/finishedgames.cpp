#include "finishedgames.h"

#include "gamemodule.h"
#include "levelnames.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace shell {

namespace {

enum Column
{
    GameColumn,
    PlayersColumn,
    WinnerColumn,
    DateColumn,
    LengthColumn,
    Columns
};

constexpr int kPathRole = Qt::UserRole;
constexpr int kGameRole = Qt::UserRole + 1;

} // namespace

FinishedGamesDialog::FinishedGamesDialog(const QList<SaveStore::Entry> &games,
                                         std::function<bool(const QString &)> canRematch,
                                         QWidget *parent)
    : QDialog(parent), m_canRematch(std::move(canRematch)), m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("finishedGamesDialog"));
    setWindowTitle(tr("Finished games"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(games.isEmpty() ? tr("No game has been finished yet.")
                                             : tr("Choose a game to watch it again, or to play "
                                                  "it again with the same seats."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_list->setObjectName(QStringLiteral("finishedGames"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setColumnCount(Columns);
    m_list->setHeaderLabels(
        {tr("Game"), tr("Players"), tr("Winner"), tr("Finished"), tr("Rounds or moves")});
    m_list->setAccessibleName(tr("Finished games"));
    const QLocale locale;
    for (const SaveStore::Entry &entry : games) {
        const GameType *type = Games::byId(entry.game);
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(GameColumn, type ? type->name() : entry.game);
        // Default names ("South", "Player 1") in the language in use, not in the one they
        // were saved in.
        const auto shown = [type](const QString &saved, int seat) {
            return type && type->seatName ? type->seatName(saved, seat) : shownName(saved);
        };
        QStringList players;
        QStringList playersTip;
        QStringList winners;
        for (int i = 0; i < int(entry.players.size()); ++i) {
            const QString name = shown(entry.players[i], i);
            players << name;
            const QString level = entry.levels.value(i);
            //: A player in the finished games' list: %1 the name, %2 the computer's level.
            playersTip
                << (level.isEmpty()
                        ? name
                        : tr("%1 (computer, %2)").arg(name, levelName(level, LevelForm::Short)));
        }
        for (const QString &winner : entry.winners)
            winners << shown(winner, int(entry.players.indexOf(winner)));
        item->setText(PlayersColumn, players.join(QStringLiteral(", ")));
        item->setToolTip(PlayersColumn, playersTip.join(QLatin1Char('\n')));
        item->setText(WinnerColumn, !entry.described    ? QString()
                                    : winners.isEmpty() ? tr("draw")
                                                        : winners.join(QStringLiteral(", ")));
        item->setText(DateColumn, locale.toString(entry.saved, QLocale::ShortFormat));
        item->setData(DateColumn, Qt::UserRole, entry.saved);
        if (entry.described)
            item->setText(LengthColumn, type && type->length ? type->length(entry.rounds)
                                                             : QString::number(entry.rounds));
        item->setData(GameColumn, kPathRole, entry.path);
        item->setData(GameColumn, kGameRole, entry.game);
        item->setToolTip(GameColumn, entry.path);
    }
    for (int c = 0; c < Columns; ++c)
        m_list->resizeColumnToContents(c);
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(PlayersColumn, QHeaderView::Stretch);
    layout->addWidget(m_list, 1);

    auto *buttons = new QDialogButtonBox(this);
    m_replay = buttons->addButton(tr("&Replay"), QDialogButtonBox::AcceptRole);
    m_replay->setObjectName(QStringLiteral("replayButton"));
    m_replay->setToolTip(tr("Watch the game again, round by round or move by move"));
    m_rematch = buttons->addButton(tr("Re&match"), QDialogButtonBox::ActionRole);
    m_rematch->setObjectName(QStringLiteral("rematchButton"));
    m_rematch->setToolTip(tr("A new game with the same seats"));
    m_other = buttons->addButton(tr("&Other file…"), QDialogButtonBox::ActionRole);
    m_other->setObjectName(QStringLiteral("otherFileButton"));
    buttons->addButton(QDialogButtonBox::Close);
    layout->addWidget(buttons);

    // Each button closes the list first: what it opens comes in front.
    connect(m_replay, &QPushButton::clicked, this, [this] {
        const QString path = selectedPath();
        if (path.isEmpty())
            return;
        accept();
        Q_EMIT replayRequested(path);
    });
    connect(m_rematch, &QPushButton::clicked, this, [this] {
        const QString path = selectedPath();
        if (path.isEmpty())
            return;
        accept();
        Q_EMIT rematchRequested(path);
    });
    connect(m_other, &QPushButton::clicked, this, [this] {
        reject();
        Q_EMIT openFileRequested();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemActivated, m_replay, &QPushButton::click);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &FinishedGamesDialog::updateButtons);
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
    updateButtons();
    m_replay->setDefault(true);
    m_list->setFocus();
    resize(760, 420);
}

QString FinishedGamesDialog::selectedPath() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(GameColumn, kPathRole).toString() : QString();
}

void FinishedGamesDialog::updateButtons()
{
    const QTreeWidgetItem *item = m_list->currentItem();
    m_replay->setEnabled(item);
    m_rematch->setEnabled(item && m_canRematch &&
                          m_canRematch(item->data(GameColumn, kGameRole).toString()));
}

} // namespace shell
