#include "replayview.h"

#include "boardwidget.h"
#include "fightview.h"
#include "movelogmodel.h"
#include "names.h"

#include <QBoxLayout>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QListView>
#include <QPushButton>

namespace speakeasy::ui {

ReplayView::ReplayView(const GameRecord &record, QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    m_log = new MoveLogModel(this);
    build(record);

    m_board = new BoardWidget;
    // The replay only shows: the keys step through the game rather than move a cursor.
    m_board->setFocusPolicy(Qt::NoFocus);
    m_fight = new FightView;
    m_title = new QLabel;
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_title->setFont(big);
    m_players = new QLabel;
    m_players->setWordWrap(true);
    m_status = new QLabel;
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().lineSpacing() * 2);
    m_logTitle = new QLabel;
    m_logView = new QListView;
    m_logView->setModel(m_log);
    m_logView->setFocusPolicy(Qt::NoFocus);
    m_logView->setWordWrap(true);
    m_logView->setUniformItemSizes(false);
    m_logView->setSelectionMode(QAbstractItemView::SingleSelection);

    m_firstButton = new QPushButton;
    m_back = new QPushButton;
    m_forward = new QPushButton;
    m_lastButton = new QPushButton;
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_firstButton, m_back, m_forward, m_lastButton}) {
        b->setFocusPolicy(Qt::NoFocus);
        buttons->addWidget(b);
    }
    connect(m_firstButton, &QPushButton::clicked, this, [this] { setPly(0); });
    connect(m_back, &QPushButton::clicked, this, [this] { setPly(m_ply - 1); });
    connect(m_forward, &QPushButton::clicked, this, [this] { setPly(m_ply + 1); });
    connect(m_lastButton, &QPushButton::clicked, this, [this] { setPly(plies()); });
    connect(m_logView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (m_following || !current.isValid())
                    return;
                // A row of ply p shows the board once that move (and its fight) is over; the
                // end row shows the end.
                setPly(std::min(plies(), current.data(MoveLogModel::PlyRole).toInt() + 1));
            });

    auto *side = new QVBoxLayout;
    side->addWidget(m_title);
    side->addWidget(m_players);
    side->addWidget(m_status);
    side->addWidget(m_fight);
    side->addLayout(buttons);
    side->addWidget(m_logTitle);
    side->addWidget(m_logView, 1);
    auto *row = new QHBoxLayout(this);
    row->addWidget(m_board, 3);
    row->addLayout(side, 2);

    retranslate();
    showPly(0);
}

void ReplayView::build(const GameRecord &record)
{
    for (int s = 0; s < kSeats; ++s)
        m_names[size_t(s)] = QString::fromStdString(record.players[size_t(s)].name);
    m_first = record.first;
    if (!record.finished) {
        // Every piece is shown face up: a game still going on would give its hidden pieces away
        // (SE7.3).
        m_error = tr("the game is not over, and a replay shows every piece");
        m_frames.emplace_back();
        return;
    }
    std::optional<Game> whole;
    const std::string error = replay(record, whole);
    if (!error.empty() || !whole) {
        m_error = QString::fromStdString(error);
        m_frames.emplace_back();
        return;
    }
    m_end = whole->end();
    // Every position of the game, played again from the set-ups; the last is the replayed game
    // itself, which also holds a resignation or an agreed draw.
    Game game(record.setups[0], record.setups[1], record.first);
    m_frames.push_back(TablePicture::revealedAtEnd(game, 0));
    for (const Move move : record.moves) {
        m_routes.push_back(routeOf(m_frames.back(), move));
        const size_t fightsBefore = game.confrontations().size();
        game.play(move);
        m_moves.push_back(move);
        m_fights.push_back(game.confrontations().size() > fightsBefore
                               ? std::optional(game.confrontations().back().fight)
                               : std::nullopt);
        m_frames.push_back(TablePicture::revealedAtEnd(game, 0));
    }
    m_frames.back() = TablePicture::revealedAtEnd(*whole, 0);
    m_log->update(whole->view(0), whole->first());
    m_log->addEnd(m_end);
}

QString ReplayView::player(int seat) const
{
    return Names::player(m_names[size_t(seat)], seat);
}

void ReplayView::setPly(int ply)
{
    ply = std::clamp(ply, 0, plies());
    if (ply == m_ply)
        return;
    showPly(ply);
}

void ReplayView::showPly(int ply)
{
    m_ply = ply;
    m_board->setPicture(m_frames[size_t(ply)]);
    m_board->animateMove(ply > 0 ? QVector<Square>(m_routes[size_t(ply - 1)].begin(),
                                                   m_routes[size_t(ply - 1)].end())
                                 : QVector<Square>{},
                         0);
    const std::optional<Confrontation> fight =
        ply > 0 ? m_fights[size_t(ply - 1)] : std::optional<Confrontation>();
    if (fight)
        m_fight->showFight(moverOf(ply - 1, m_first), *fight, Names::outcome(*fight), 0);
    else
        m_fight->clear();
    m_firstButton->setEnabled(ply > 0);
    m_back->setEnabled(ply > 0);
    m_forward->setEnabled(ply < plies());
    m_lastButton->setEnabled(ply < plies());
    m_status->setText(status());
    m_status->setAccessibleName(m_status->text());

    // The log follows: the last row of the ply just played (its fight, if any; the end at the
    // end), nothing selected at the set-up.
    m_following = true;
    QModelIndex follow;
    for (int row = 0; row < m_log->rowCount(); ++row) {
        const QModelIndex index = m_log->index(row);
        if (ply > 0 && index.data(MoveLogModel::PlyRole).toInt() == ply - 1)
            follow = index;
        else if (ply == plies() && ply > 0 && row == m_log->rowCount() - 1 &&
                 m_end.status != Status::Ongoing)
            follow = index;
    }
    if (follow.isValid()) {
        m_logView->setCurrentIndex(follow);
        m_logView->scrollTo(follow);
    } else {
        m_logView->clearSelection();
        m_logView->setCurrentIndex({});
    }
    m_following = false;
    Q_EMIT plyChanged(ply);
}

QString ReplayView::status() const
{
    if (failed())
        //: %1 the reason, one line naming the field
        return tr("This game cannot be replayed: %1").arg(m_error);
    if (m_ply == 0)
        //: %1 a player with their side, e.g. "Karine (South)"
        return tr("The set-up, every piece face up. %1 moves first.").arg(player(m_first));
    const Move move = m_moves[size_t(m_ply - 1)];
    const int mover = moverOf(m_ply - 1, m_first);
    const Kind kind = m_frames[size_t(m_ply - 1)].at[move.from].kind;
    //: %1 move number, %2 total, %3 a player with their side, %4 a piece with its article,
    //: %5 and %6 points such as c2
    QString text = tr("Move %1 of %2: %3 plays %4 from %5 to %6.")
                       .arg(m_ply)
                       .arg(plies())
                       .arg(player(mover), Names::piece(kind), Names::square(move.from),
                            Names::square(move.to));
    if (m_ply == plies() && m_end.status != Status::Ongoing)
        text += QLatin1Char(' ') + Names::end(m_end);
    return text;
}

void ReplayView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Space:
        setPly(m_ply + 1);
        return;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Backspace:
        setPly(m_ply - 1);
        return;
    case Qt::Key_Home:
        setPly(0);
        return;
    case Qt::Key_End:
        setPly(plies());
        return;
    case Qt::Key_Escape:
        window()->close();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void ReplayView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The log keeps what happened, not words: its rows read again in the new language.
        if (m_log->rowCount() > 0)
            Q_EMIT m_log->dataChanged(m_log->index(0), m_log->index(m_log->rowCount() - 1));
        showPly(m_ply);
    }
    QWidget::changeEvent(event);
}

void ReplayView::retranslate()
{
    setWindowTitle(tr("Speak Easy — Replay")); // as Gangsters' "Gangsters — Replay"
    setAccessibleName(windowTitle());
    m_title->setText(tr("Replay"));
    //: %1 and %2 players with their sides, e.g. "Karine (South)"
    m_players->setText(tr("%1 against %2").arg(player(0), player(1)));
    m_logTitle->setText(tr("Moves and fights"));
    m_logView->setAccessibleName(tr("Moves and fights"));
    m_firstButton->setText(tr("« Start"));
    m_firstButton->setToolTip(tr("The set-up (Home)"));
    m_back->setText(tr("‹ Back"));
    m_back->setToolTip(tr("One move back (Left arrow)"));
    m_forward->setText(tr("Forward ›"));
    m_forward->setToolTip(tr("One move forward (Right arrow)"));
    m_lastButton->setText(tr("End »"));
    m_lastButton->setToolTip(tr("The end of the game (End); Escape closes the replay"));
    for (QPushButton *b : {m_firstButton, m_back, m_forward, m_lastButton})
        b->setAccessibleName(b->toolTip());
}

} // namespace speakeasy::ui
