#include "startscreen.h"

#include "gamemodule.h"
#include "levelnames.h"

#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace shell {

void UnfinishedGamesModel::setGames(const QList<SaveStore::Entry> &games)
{
    beginResetModel();
    m_games = games;
    endResetModel();
}

void UnfinishedGamesModel::retranslate()
{
    if (!m_games.isEmpty())
        Q_EMIT dataChanged(index(0), index(rowCount() - 1));
}

int UnfinishedGamesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_games.size());
}

QVariant UnfinishedGamesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SaveStore::Entry &game = m_games[index.row()];
    if (role == PathRole)
        return game.path;
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole && role != Qt::ToolTipRole)
        return {};
    const GameType *type = Games::byId(game.game);
    if (!type)
        return {};
    QStringList seats;
    for (int i = 0; i < game.players.size(); ++i) {
        const QString level = game.levels.value(i);
        const QString name =
            type->seatName ? type->seatName(game.players[i], i) : shownName(game.players[i]);
        //: A computer seat in the list of games to continue: %1 its name, %2 its level.
        seats << (level.isEmpty() ? name
                                  : tr("%1 (%2)").arg(name, levelName(level, LevelForm::Short)));
    }
    //: A game to continue: %1 the game, %2 the players, %3 how far it went ("after 3 rounds"),
    //: %4 when it was last saved.
    return tr("%1: %2 — %3, %4")
        .arg(type->name(), escapedText(seats.join(QStringLiteral(", "))),
             type->progress(game.rounds), QLocale().toString(game.saved, QLocale::ShortFormat));
}

StartScreen::StartScreen(QWidget *parent)
    : QWidget(parent), m_model(new UnfinishedGamesModel(this)), m_title(new QLabel(this)),
      m_subtitle(new QLabel(this)), m_quick(new QPushButton(this)), m_howTo(new QPushButton(this)),
      m_continueLabel(new QLabel(this)), m_list(new QListView(this)),
      m_continue(new QPushButton(this)), m_noGames(new QLabel(this))
{
    setObjectName(QStringLiteral("startScreen"));
    m_quick->setObjectName(QStringLiteral("quickGameButton"));
    for (const GameType &type : Games::all()) {
        auto *button = new QPushButton(this);
        button->setObjectName(QStringLiteral("newGameButton-") + type.id);
        const QString id = type.id;
        connect(button, &QPushButton::clicked, this, [this, id] { Q_EMIT newGameRequested(id); });
        m_newGames << button;
    }
    m_howTo->setObjectName(QStringLiteral("howToPlayButton"));
    m_list->setObjectName(QStringLiteral("unfinishedGames"));
    m_continue->setObjectName(QStringLiteral("continueButton"));

    QFont title = m_title->font();
    title.setPointSizeF(title.pointSizeF() * 3.2);
    title.setBold(true);
    m_title->setFont(title);
    QFont subtitle = m_subtitle->font();
    subtitle.setPointSizeF(subtitle.pointSizeF() * 1.25);
    m_subtitle->setFont(subtitle);
    m_subtitle->setWordWrap(true);
    for (QLabel *label : {m_title, m_subtitle, m_continueLabel, m_noGames}) {
        QPalette p = label->palette();
        p.setColor(QPalette::WindowText, QColor(0xf4, 0xec, 0xd8));
        label->setPalette(p);
    }
    m_noGames->setWordWrap(true);
    QFont heading = m_continueLabel->font();
    heading.setBold(true);
    heading.setPointSizeF(heading.pointSizeF() * 1.15);
    m_continueLabel->setFont(heading);

    QFont big = m_quick->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    for (QPushButton *button : QList<QPushButton *>{m_quick, m_howTo, m_continue} + m_newGames) {
        button->setFont(big);
        button->setMinimumHeight(QFontMetrics(big).height() * 2 + 8);
    }
    // Return presses the button that has the focus, as in a dialog (a page's buttons are not
    // auto-default by themselves); with none focused, Quick game.
    for (QPushButton *button : QList<QPushButton *>{m_quick, m_howTo, m_continue} + m_newGames)
        button->setAutoDefault(true);
    m_quick->setDefault(true);

    m_list->setModel(m_model);
    m_list->setWordWrap(true);
    m_list->setSpacing(3);
    m_list->setAlternatingRowColors(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setMinimumWidth(360);

    connect(m_quick, &QPushButton::clicked, this, &StartScreen::quickGameRequested);
    connect(m_howTo, &QPushButton::clicked, this, [this] { Q_EMIT howToPlayRequested(QString()); });
    connect(m_continue, &QPushButton::clicked, this, &StartScreen::continueSelected);
    connect(m_list, &QListView::activated, this, &StartScreen::continueSelected);

    auto *actions = new QVBoxLayout;
    actions->addWidget(m_quick);
    for (QPushButton *button : m_newGames)
        actions->addWidget(button);
    actions->addSpacing(16);
    actions->addWidget(m_howTo);
    actions->addStretch();

    auto *resume = new QVBoxLayout;
    resume->addWidget(m_continueLabel);
    resume->addWidget(m_list, 1);
    resume->addWidget(m_noGames);
    resume->addWidget(m_continue);

    auto *columns = new QHBoxLayout;
    columns->addLayout(actions, 2);
    columns->addSpacing(32);
    columns->addLayout(resume, 3);

    // A darker pane behind the words, so that they read over the felt.
    auto *pane = m_pane = new QFrame(this);
    pane->setObjectName(QStringLiteral("startPane"));
    pane->setStyleSheet(
        QStringLiteral("QFrame#startPane { background: rgba(0, 0, 0, 70); border-radius: 14px; }"));
    pane->setMaximumWidth(980);
    auto *panel = new QVBoxLayout(pane);
    panel->setContentsMargins(28, 24, 28, 28);
    panel->addWidget(m_title);
    panel->addWidget(m_subtitle);
    panel->addSpacing(16);
    panel->addLayout(columns, 1);

    // The panel keeps a readable width and sits over the right two thirds; the cards fan out on
    // the left (paintEvent).
    auto *outer = m_outer = new QGridLayout(this);
    outer->setContentsMargins(32, 32, 32, 32);
    outer->setColumnStretch(0, 2);
    outer->setColumnStretch(1, 5);
    outer->setRowStretch(0, 1);
    outer->setRowStretch(2, 1);
    outer->addWidget(pane, 1, 1);

    // The keyboard goes down the column, then to the games to continue: the widgets were
    // made in another order.
    QList<QWidget *> order{m_quick};
    for (QPushButton *button : m_newGames)
        order << button;
    order << m_howTo << m_list << m_continue;
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order[i - 1], order[i]);

    retranslateUi();
    setGames({});
}

void StartScreen::setGames(const QList<SaveStore::Entry> &games)
{
    m_model->setGames(games);
    const bool any = !games.isEmpty();
    m_list->setVisible(any);
    m_continue->setEnabled(any);
    m_noGames->setVisible(!any);
    if (any)
        m_list->setCurrentIndex(m_model->index(0));
}

void StartScreen::continueSelected()
{
    QModelIndex index = m_list->currentIndex();
    if (!index.isValid())
        index = m_model->index(0);
    if (index.isValid())
        Q_EMIT continueRequested(index.data(UnfinishedGamesModel::PathRole).toString());
}

void StartScreen::retranslateUi()
{
    m_title->setText(tr("Razzia"));
    //: The start screen's line under the application's name, for every game it offers.
    m_subtitle->setText(tr("Games of the prohibition era at one computer: against computer "
                           "players, friends in turn, or both."));
    m_quick->setText(tr("&Quick game"));
    // The first game, in the registry's order, that offers one (MainWindow::quickGame()).
    const GameType *quick = nullptr;
    for (const GameType &type : Games::all()) {
        if (type.quickGameTip) {
            quick = &type;
            break;
        }
    }
    m_quick->setVisible(quick);
    if (quick)
        m_quick->setToolTip(tr("%1: %2").arg(quick->name(), quick->quickGameTip()));
    for (int i = 0; i < int(m_newGames.size()); ++i) {
        const GameType &type = Games::all()[i];
        m_newGames[i]->setText(type.newGameLabel());
        m_newGames[i]->setToolTip(type.description());
    }
    m_howTo->setText(tr("How to &play"));
    m_howTo->setToolTip(tr("The game in one minute"));
    m_continueLabel->setText(tr("Continue a game"));
    m_continue->setText(tr("&Continue"));
    m_noGames->setText(tr("No unfinished game. Games in progress are kept here, each in its own "
                          "file, until they end."));
    m_model->retranslate();
}

void StartScreen::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void StartScreen::resizeEvent(QResizeEvent *event)
{
    // On a wide screen the cards and the pane stay together in the middle, 1,500 px at most.
    const int side = std::max(32, (width() - 1500) / 2);
    m_outer->setContentsMargins(side, 32, side, 32);
    QWidget::resizeEvent(event);
}

void StartScreen::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    QRadialGradient felt(rect().center(), qMax(width(), height()) * 0.7);
    felt.setColorAt(0, QColor(0x1f, 0x5c, 0x3a));
    felt.setColorAt(1, QColor(0x0e, 0x33, 0x20));
    painter.fillRect(rect(), felt);

    // The art of the first game that has some, in the registry's order, left of the pane,
    // whatever the window's size.
    const qreal left = m_outer->contentsMargins().left();
    const QRectF area(left, 0, m_pane->x() - left - 16, height());
    for (const GameType &type : Games::all()) {
        if (type.decorate) {
            type.decorate(painter, area, devicePixelRatioF());
            break;
        }
    }
}

} // namespace shell
