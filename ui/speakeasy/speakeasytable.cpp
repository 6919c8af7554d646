#include "speakeasytable.h"

#include "boardwidget.h"
#include "curtain.h"
#include "fightview.h"
#include "formationstore.h"
#include "gameclock.h"
#include "movelogmodel.h"
#include "names.h"
#include "removedmodel.h"
#include "setupmodel.h"
#include "timing.h"
#include "titlefit.h"

#include "speakeasy/layout.h"

#include <QComboBox>
#include <QCursor>
#include <QDrag>
#include <QEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace speakeasy::ui {

namespace {
// The window's own stream of a game's seed, apart from the engine's (session.h's Stream).
constexpr uint64_t kOpeningLayoutStream = 0x5e7u;

// The set-up tray. A drag out of it carries the piece's token under the pointer, as a drag on
// the board does, rather than QListView's picture of the row (its name on the selection
// colour).
class TrayView final : public QListView
{
public:
    using QListView::QListView;
    // Told where a piece was let go when nothing took it, to say why (the board knows).
    std::function<void(Kind kind, QPoint globalPos)> refused;

protected:
    void startDrag(Qt::DropActions actions) override
    {
        const QModelIndex index = currentIndex();
        QMimeData *data = index.isValid() ? model()->mimeData({index}) : nullptr;
        if (!data)
            return;
        auto *drag = new QDrag(this);
        drag->setMimeData(data);
        const QPixmap token = index.data(Qt::DecorationRole).value<QPixmap>();
        drag->setPixmap(token);
        drag->setHotSpot(QPoint(int(token.width() / token.devicePixelRatio() / 2),
                                int(token.height() / token.devicePixelRatio() / 2)));
        const Kind kind = Kind(index.data(SetUpModel::KindRole).toInt());
        if (drag->exec(actions, Qt::MoveAction) == Qt::IgnoreAction && refused)
            refused(kind, QCursor::pos());
    }
};

} // namespace

SpeakEasyTable::SpeakEasyTable(QWidget *parent) : QWidget(parent)
{
    m_log = new MoveLogModel(this);
    for (int s = 0; s < kSeats; ++s)
        m_removed[size_t(s)] = new RemovedModel(s, this);
    build();
    retranslate();
}

SpeakEasyTable::~SpeakEasyTable() = default;

void SpeakEasyTable::setOwnCurtain(bool own)
{
    m_ownCurtain = own;
    refresh();
}

void SpeakEasyTable::setController(TableController *controller)
{
    delete m_controller;
    m_controller = controller;
    controller->setParent(this);
    m_log->clear();
    // Nothing of the last game's set-up, fight or notices carries over.
    m_board->setSetUp(nullptr, 0);
    m_tray->setModel(nullptr);
    delete m_setUp;
    m_setUp = nullptr;
    m_fight->clear();
    m_board->clearFight();
    m_continue->hide();
    m_notice->clear();
    m_hinted.reset();
    m_held = {};
    refreshFormations(true);
    connect(controller, &TableController::changed, this, &SpeakEasyTable::refresh);
    connect(controller, &TableController::curtainNeeded, this, [this](int seat) {
        // SE7: nothing of the player who leaves stays for the one who comes (the cursor they
        // moved, a piece they held, their hint).
        m_board->passTo(seat);
        m_hinted.reset();
        // Nor any line said to them (a formation saved, a drop refused), nor the formation
        // they picked in the list, which would tell their layout.
        m_notice->clear();
        m_refusal.clear();
        refreshFormations(true);
        refresh();
        Q_EMIT curtainNeeded(seat);
    });
    connect(controller, &TableController::moveShown, this,
            [this](Move move, const QVector<Square> &route, int stepMs) {
                m_board->animateMove(route, stepMs);
                // The tags follow their pieces.
                m_tags.follow(move, m_controller->lastMover(), m_controller->afterLastMove());
                Q_EMIT tagsChanged();
            });
    connect(controller, &TableController::moveReplayed, this,
            [this](Move, const QVector<Square> &route, int stepMs, const ShownPiece &piece) {
                m_board->animateMove(route, stepMs, piece);
            });
    connect(controller, &TableController::fightShown, this,
            [this](int attacker, const Confrontation &fight, const QString &result, Square at) {
                m_fight->showFight(attacker, fight, result, Timing::ms(Beat::FightReveal));
                m_board->showFight(at, attacker, fight);
            });
    connect(controller, &TableController::fightCleared, this, [this] {
        m_fight->clear();
        m_board->clearFight();
    });
    connect(controller, &TableController::continueWanted, this, [this](bool waiting) {
        m_continue->setVisible(waiting);
        if (waiting)
            m_continue->setFocus();
    });
    connect(controller, &TableController::hintReady, this, [this](Move move) {
        m_board->showHint(move);
        m_hinted = move;
        m_hintSeat = m_controller->viewer();
        refresh();
    });
    connect(controller, &TableController::notice, m_notice, &QLabel::setText);
    connect(controller, &TableController::ended, this, [this](const End &end) {
        m_fight->clear();
        m_board->clearFight();
        m_notice->clear();     // the turn line gives the end and its reason
        writeHeldFormations(); // nothing of the set-ups is secret any more
        Q_EMIT gameOver(end);
    });
    refresh();
}

void SpeakEasyTable::setClock(GameClock *clock)
{
    m_gameClock = clock;
    m_clock->setVisible(clock != nullptr);
    if (!clock)
        return;
    connect(clock, &GameClock::ticked, this, &SpeakEasyTable::showClock);
    connect(clock, &GameClock::flagFell, this, [this](int seat) { m_flagFell = seat; });
    showClock();
}

// Each person's time left; the one that runs is bold. Computer seats have no clock.
void SpeakEasyTable::showClock()
{
    if (!m_gameClock)
        return;
    QStringList parts;
    for (int s = 0; s < kSeats; ++s) {
        if (!m_gameClock->hasClock(s))
            continue;
        //: The optional clock: %1 a side (South/North), %2 its time left ("9:58").
        QString part = tr("%1 %2").arg(Names::seat(s).toHtmlEscaped(),
                                       GameClock::format(m_gameClock->left(s)));
        if (s == m_gameClock->running())
            part = QStringLiteral("<b>%1</b>").arg(part);
        parts << part;
    }
    m_clock->setText(parts.join(QStringLiteral(" · ")));
    m_clock->setAccessibleName(QString(parts.join(QStringLiteral(", ")))
                                   .remove(QStringLiteral("<b>"))
                                   .remove(QStringLiteral("</b>")));
    m_clock->setToolTip(tr("The clock runs only while that player must answer. When it reaches "
                           "0:00, that player loses, as by resigning."));
}

void SpeakEasyTable::setTags(const EnemyTags &tags)
{
    m_tags = tags;
    refresh();
}

void SpeakEasyTable::clearRefusal()
{
    if (!m_refusal.isEmpty() && m_notice->text() == m_refusal)
        m_notice->clear();
    m_refusal.clear();
}

void SpeakEasyTable::build()
{
    m_board = new BoardWidget;
    // A tag is the player's own: only the seat whose eyes the table shows may put one (a
    // person, in play, the curtain down).
    connect(m_board, &BoardWidget::tagRequested, this, [this](Square s, Kind kind) {
        if (!m_controller || m_controller->curtainSeat() >= 0 ||
            !m_controller->isHuman(m_controller->viewer()))
            return;
        m_tags.set(m_controller->viewer(), s, kind);
        Q_EMIT tagsChanged();
        refresh();
    });
    m_title = new QLabel;
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    m_turn = new QLabel;
    m_turn->setWordWrap(true);
    m_quiet = new QLabel;
    m_lastMove = new QLabel;
    m_drawNote = new QLabel;
    m_drawNote->setObjectName(QStringLiteral("drawNote"));
    m_drawNote->setWordWrap(true);
    m_drawNote->hide();
    m_hintLine = new QLabel;
    m_hintLine->setObjectName(QStringLiteral("hintLine"));
    m_hintLine->setWordWrap(true);
    m_hintLine->hide();
    m_clock = new QLabel;
    m_clock->setObjectName(QStringLiteral("clockLabel"));
    m_clock->hide();
    m_notice = new QLabel;
    m_notice->setObjectName(QStringLiteral("notice"));
    m_notice->setWordWrap(true);

    // A piece let go where it may not stand: the notice says why, until the next change.
    connect(m_board, &BoardWidget::dropRefused, this, [this](const QString &reason) {
        m_refusal = reason;
        m_notice->setText(reason);
    });

    m_setUpPanel = new QWidget;
    auto *tray = new TrayView;
    tray->refused = [this](Kind kind, QPoint at) {
        m_board->explainRefusedDrop(kind, std::nullopt, at);
    };
    m_tray = tray;
    m_tray->setModel(nullptr);
    m_tray->setViewMode(QListView::IconMode);
    // Order matters: QListView::setMovement() and setViewMode() switch dragging on or off
    // themselves (Static turns it off), so the drag out of the tray is enabled after them.
    // Static keeps the pieces in their grid; the drag still carries a piece onto the board.
    m_tray->setMovement(QListView::Static);
    m_tray->setDragEnabled(true);
    m_tray->setDragDropMode(QAbstractItemView::DragOnly);
    m_tray->setIconSize(QSize(54, 32));
    m_tray->setGridSize(QSize(112, 52));
    m_tray->setWrapping(true);
    m_tray->setWordWrap(true);
    m_tray->setMaximumHeight(240);
    m_trayTitle = new QLabel;
    m_fault = new QLabel;
    m_fault->setWordWrap(true);
    m_formations = new QComboBox;
    m_random = new QPushButton;
    m_apply = new QPushButton;
    m_save = new QPushButton;
    m_clear = new QPushButton;
    m_start = new QPushButton;
    auto *setUpLayout = new QVBoxLayout(m_setUpPanel);
    setUpLayout->setContentsMargins(0, 0, 0, 0);
    setUpLayout->addWidget(m_trayTitle);
    setUpLayout->addWidget(m_tray);
    setUpLayout->addWidget(m_fault);
    setUpLayout->addStretch(1); // the tools stay together below the tray
    auto *formationRow = new QHBoxLayout;
    formationRow->addWidget(m_formations, 1);
    formationRow->addWidget(m_apply);
    setUpLayout->addLayout(formationRow);
    auto *toolRow = new QHBoxLayout;
    toolRow->addWidget(m_random);
    toolRow->addWidget(m_save);
    toolRow->addWidget(m_clear);
    setUpLayout->addLayout(toolRow);
    setUpLayout->addWidget(m_start);
    connect(m_random, &QPushButton::clicked, this, &SpeakEasyTable::randomLayout);
    connect(m_apply, &QPushButton::clicked, this,
            [this] { applyFormation(m_formations->currentIndex()); });
    connect(m_save, &QPushButton::clicked, this, &SpeakEasyTable::askFormationName);
    connect(m_clear, &QPushButton::clicked, this, [this] {
        if (m_setUp)
            m_setUp->clear();
    });
    connect(m_start, &QPushButton::clicked, this, &SpeakEasyTable::startGame);
    // The keyboard's way from the tray: Enter places the piece on the board's cursor when it
    // may stand there, else on a free point it may stand on (the set-up model says which),
    // and the tray's pick moves on to the next piece to place, so that Enter places them all.
    connect(m_tray, &QListView::activated, this, [this](const QModelIndex &index) {
        if (!m_setUp || !index.isValid())
            return;
        const Kind kind = Kind(index.data(SetUpModel::KindRole).toInt());
        const std::optional<Square> to = m_setUp->pointFor(kind, m_board->cursor());
        const int row = index.row();
        if (!to || !m_setUp->place(kind, *to))
            return;
        if (const int left = m_setUp->rowCount(); left > 0)
            m_tray->setCurrentIndex(m_setUp->index(std::min(row, left - 1)));
    });

    m_playPanel = new QWidget;
    auto *playLayout = new QVBoxLayout(m_playPanel);
    playLayout->setContentsMargins(0, 0, 0, 0);
    m_fight = new FightView;
    playLayout->addWidget(m_fight);
    // "Wait for me": the fight stays until the player has read it.
    m_continue = new QPushButton;
    m_continue->setDefault(true);
    m_continue->hide();
    playLayout->addWidget(m_continue);
    connect(m_continue, &QPushButton::clicked, this, [this] {
        if (m_controller)
            m_controller->continuePlay();
    });
    for (int s = 0; s < kSeats; ++s) {
        m_removedTitle[size_t(s)] = new QLabel;
        auto *view = new RemovedView;
        view->setModel(m_removed[size_t(s)]);
        m_removedView[size_t(s)] = view;
        playLayout->addWidget(m_removedTitle[size_t(s)]);
        playLayout->addWidget(view);
    }
    m_logTitle = new QLabel;
    m_logView = new QListView;
    m_logView->setModel(m_log);
    m_logView->setWordWrap(true);
    m_logView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    playLayout->addWidget(m_logTitle);
    playLayout->addWidget(m_logView, 1);
    m_hint = new QPushButton;
    m_draw = new QPushButton;
    m_resign = new QPushButton;
    m_resign->setObjectName(QStringLiteral("resignButton"));
    m_accept = new QPushButton;
    m_decline = new QPushButton;
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_hint, m_draw, m_resign, m_accept, m_decline})
        buttons->addWidget(b);
    playLayout->addLayout(buttons);
    // Return presses the button the keyboard is on, as Space does (a page is no dialog: its
    // buttons answer Space alone unless told). Resigning and offering a draw ask first.
    for (QPushButton *b : {m_random, m_apply, m_save, m_clear, m_start, m_continue, m_hint, m_draw,
                           m_resign, m_accept, m_decline})
        b->setAutoDefault(true);
    connect(m_log, &QAbstractItemModel::rowsInserted, m_logView, &QListView::scrollToBottom);
    connect(m_hint, &QPushButton::clicked, this, [this] { m_controller->requestHint(); });
    connect(m_draw, &QPushButton::clicked, this, &SpeakEasyTable::askDrawOffer);
    connect(m_resign, &QPushButton::clicked, this, [this] {
        // A running game is never given up without asking.
        const auto answer =
            QMessageBox::question(this, tr("Resign"), tr("Resign this game? The other side wins."));
        if (answer == QMessageBox::Yes)
            m_controller->resign(m_controller->viewer());
    });
    connect(m_accept, &QPushButton::clicked, this, [this] { m_controller->answerDraw(true); });
    connect(m_decline, &QPushButton::clicked, this, [this] { m_controller->answerDraw(false); });
    connect(m_board, &BoardWidget::moveRequested, this, [this](Move move) {
        clearRefusal();
        if (m_controller)
            m_controller->submitMove(move);
    });

    auto *panel = new QVBoxLayout;
    panel->addWidget(m_title);
    panel->addWidget(m_turn);
    panel->addWidget(m_clock);
    panel->addWidget(m_quiet);
    panel->addWidget(m_lastMove);
    panel->addWidget(m_drawNote);
    panel->addWidget(m_hintLine);
    panel->addWidget(m_notice);
    panel->addWidget(m_setUpPanel, 1);
    panel->addWidget(m_playPanel, 1);
    panel->addStretch(0); // keeps the lines at the top when both panels are hidden
    auto *side = new QWidget;
    side->setLayout(panel);
    side->setMinimumWidth(300);
    side->setMaximumWidth(400);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_board, 1);
    layout->addWidget(side);
    m_curtain = new shell::Curtain(this);
    connect(m_curtain, &shell::Curtain::lifted, this, [this] {
        if (m_controller)
            m_controller->liftCurtain();
    });
}

void SpeakEasyTable::retranslate()
{
    m_title->setText(tr("Speak Easy"));
    m_random->setText(tr("Random layout"));
    m_apply->setText(tr("Use formation"));
    m_save->setText(tr("Save formation…"));
    m_clear->setText(tr("Clear"));
    m_start->setText(tr("Start"));
    m_continue->setText(tr("Continue"));
    m_hint->setText(tr("Hint"));
    m_hint->setToolTip(tr("Suggest a move (H)"));
    m_draw->setText(tr("Offer draw"));
    m_resign->setText(tr("Resign"));
    m_accept->setText(tr("Accept draw"));
    m_decline->setText(tr("Decline draw"));
    m_logTitle->setText(tr("Moves and fights"));
    m_tray->setAccessibleName(tr("Pieces to place"));
    m_trayTitle->setText(tr("Pieces to place: drag them onto your points, or double-click one "
                            "(or press Enter) to place it at the board's cursor, or on a free "
                            "point where it may go; the next piece is then picked. Drag a placed "
                            "piece onto another to swap them."));
    m_trayTitle->setWordWrap(true);
    m_logView->setAccessibleName(tr("Moves and fights"));
    for (int s = 0; s < kSeats; ++s) {
        //: %1 the side (South/North)
        m_removedTitle[size_t(s)]->setText(tr("Removed from %1").arg(Names::seat(s)));
        m_removedView[size_t(s)]->setAccessibleName(m_removedTitle[size_t(s)]->text());
    }
    refreshFormations();
    refresh();
}

void SpeakEasyTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // A notice was worded when it came, in the language then: it goes rather than stay in
        // the other language (the lines that stay are worded again by refresh()).
        m_notice->clear();
        m_refusal.clear();
        retranslate();
        refresh(); // the turn line and the curtain's words
        // Rows are words made from what happened: ask the views to read them again.
        if (m_log->rowCount() > 0)
            Q_EMIT m_log->dataChanged(m_log->index(0), m_log->index(m_log->rowCount() - 1));
    }
    QWidget::changeEvent(event);
}

const FormationStore::Held &SpeakEasyTable::heldForSetUp() const
{
    static const FormationStore::Held none;
    return m_setUp ? m_held[size_t(m_setUp->seat())] : none;
}

QStringList SpeakEasyTable::formationNames() const
{
    return FormationStore::names(heldForSetUp());
}

void SpeakEasyTable::setHeldFormations(const HeldFormations &held)
{
    m_held = held;
    refreshFormations();
}

void SpeakEasyTable::writeHeldFormations()
{
    FormationStore::writeSides({m_held.begin(), m_held.end()});
    m_held = {};
    refreshFormations();
}

// `neutral`: back to the list's first entry, as a new player finds it, whatever the last one
// picked (a new set-up, the screen passed on).
void SpeakEasyTable::refreshFormations(bool neutral)
{
    if (!m_formations)
        return;
    const int current = neutral ? 0 : m_formations->currentIndex();
    m_formations->clear();
    m_formations->addItems(formationNames());
    m_formations->setCurrentIndex(std::max(0, current));
}

bool SpeakEasyTable::applyFormation(int index)
{
    if (!m_setUp || index < 0)
        return false;
    QString problem;
    const auto layout = FormationStore::layout(index, m_setUp->seat(), &problem, heldForSetUp());
    if (!layout) {
        m_notice->setText(problem);
        return false;
    }
    m_setUp->setLayout(*layout);
    return true;
}

bool SpeakEasyTable::saveFormation(const QString &name)
{
    if (!m_setUp)
        return false;
    if (!m_setUp->valid()) {
        m_notice->setText(
            tr("Only a complete, valid set-up can be saved: %1").arg(m_setUp->fault()));
        return false;
    }
    // Two people at this screen: the settings are open to the other one, and the list is
    // theirs too. The formation stays with the game, for this side, until the game is over.
    const bool hotSeat = m_controller && m_controller->isHotSeat();
    QString saved;
    if (hotSeat) {
        const FormationStore::Entry entry =
            FormationStore::entry(name, m_setUp->seat(), m_setUp->layout());
        saved = entry.name;
        FormationStore::Held &held = m_held[size_t(m_setUp->seat())];
        std::erase_if(held, [&](const FormationStore::Entry &e) { return e.name == saved; });
        if (!saved.isEmpty())
            held.push_back(entry);
    } else {
        saved = FormationStore::save(name, m_setUp->seat(), m_setUp->layout());
    }
    if (saved.isEmpty())
        return false;
    refreshFormations();
    m_notice->setText(hotSeat ? tr("Formation “%1” kept for your side: it joins the saved "
                                   "formations when this game is over")
                                    .arg(saved)
                              : tr("Formation “%1” saved").arg(saved));
    return true;
}

void SpeakEasyTable::askFormationName()
{
    QInputDialog dialog(this);
    dialog.setObjectName(QStringLiteral("formationNameDialog"));
    dialog.setWindowTitle(tr("Save formation"));
    dialog.setLabelText(tr("Name:"));
    dialog.minimumSizeHint(); // QInputDialog builds its fields and layout when first measured
    // A title bar cut "Enregistrer la formation" short to "Enreg…". The dialog's layout sets
    // its size from the fields' (SetMinAndMaxSize), so the name's field is made as wide as the
    // whole title needs.
    if (auto *field = dialog.findChild<QLineEdit *>(); field && dialog.layout()) {
        const QMargins margins = dialog.layout()->contentsMargins();
        field->setMinimumWidth(titleRoom(&dialog) - margins.left() - margins.right());
    }
    if (dialog.exec() == QDialog::Accepted)
        saveFormation(dialog.textValue());
}

// An accepted offer ends the game at once (against the computer, before the box is gone), so
// it is asked first, as resigning is. In hot-seat the offer then goes behind the curtain.
void SpeakEasyTable::askDrawOffer()
{
    if (m_drawQuestion)
        return;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Offer draw"),
                                tr("Offer the other side a draw? If they accept, the game ends "
                                   "as a draw."),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("drawOfferBox"));
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box] {
        if (box->clickedButton() == box->button(QMessageBox::Yes) && m_controller)
            m_controller->offerDraw();
    });
    m_drawQuestion = box;
    box->open();
}

void SpeakEasyTable::randomLayout()
{
    if (!m_setUp)
        return;
    common::Rng rng(QRandomGenerator::global()->generate64());
    m_setUp->setLayout(speakeasy::randomLayout(m_setUp->seat(), rng));
}

bool SpeakEasyTable::startGame()
{
    if (!m_controller || !m_setUp || !m_setUp->valid())
        return false;
    if (!m_controller->submitLayout(m_setUp->seat(), m_setUp->layout()))
        return false;
    clearRefusal(); // a refused drop of the set-up handed in says nothing of the game
    return true;
}

void SpeakEasyTable::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_H && m_controller) {
        m_controller->requestHint();
        return;
    }
    QWidget::keyPressEvent(event);
}

bool SpeakEasyTable::isCurtainUp() const
{
    return m_curtain->isUp();
}

QString SpeakEasyTable::status() const
{
    return m_turn->text();
}

// The lines under the last move, in words made now (they follow a change of language): the
// last draw offer or answer until a move follows it (SE6.4), and the hint while its move is
// still the player's to play.
void SpeakEasyTable::refreshLines(const TablePicture &picture)
{
    const bool play = m_controller && m_controller->phase() == TableController::Phase::Play;
    const std::optional<ShownDraw> draw = play ? m_controller->drawNote() : std::nullopt;
    m_drawNote->setText(draw ? Names::draw(draw->seat, draw->declined) : QString());
    m_drawNote->setVisible(bool(draw));
    QString hint;
    if (play && m_controller->curtainSeat() < 0) {
        const std::vector<Move> moves = m_controller->movesForViewer();
        if (m_hinted && m_controller->viewer() == m_hintSeat && picture.seat == m_hintSeat &&
            std::find(moves.begin(), moves.end(), *m_hinted) != moves.end())
            hint = Names::hint(m_controller->viewerView(), *m_hinted);
        else if (m_controller->hinting() && !moves.empty())
            hint = tr("Thinking about a hint…");
    }
    if (hint.isEmpty() && m_hinted) {
        // Its move was played, or may no longer be: the rings go with the words.
        m_hinted.reset();
        m_board->showHint(std::nullopt);
    }
    m_hintLine->setText(hint);
    m_hintLine->setVisible(!hint.isEmpty());
}

void SpeakEasyTable::refresh()
{
    const bool started =
        m_controller && m_controller->phase() != TableController::Phase::NotStarted;
    const int curtain = started ? m_controller->curtainSeat() : -1;
    // SE7: the whole table goes behind the curtain, not only the board; it is the last thing
    // raised, so the panels refreshed below stay under it.
    if (curtain >= 0 && m_ownCurtain)
        //: %1 the player who takes the screen: "Karine (South)", or their side alone
        m_curtain->raiseWith(tr("Pass the screen to %1").arg(player(curtain)),
                             tr("Show my pieces"));
    else
        m_curtain->lower();
    const bool setUp = started && m_controller->phase() == TableController::Phase::SetUp;
    m_setUpPanel->setVisible(setUp && m_controller->settingUp() >= 0);
    m_playPanel->setVisible(started && !setUp);
    if (!started) {
        m_turn->clear();
        // A network table before its start.
        if (m_controller && !m_controller->waitingFor(1 - m_controller->viewer()).isEmpty())
            m_turn->setText(tr("Waiting for the game to start"));
        m_quiet->clear();
        m_lastMove->clear();
        refreshLines(TablePicture{});
        return;
    }
    if (setUp) {
        const int seat = m_controller->settingUp();
        if (seat >= 0 && (!m_setUp || m_setUp->seat() != seat)) {
            delete m_setUp;
            m_setUp = new SetUpModel(seat, this);
            connect(m_setUp, &SetUpModel::changed, this, [this] {
                clearRefusal();
                // A placed piece leaves the tray, which is built again with nothing picked.
                const QModelIndex held = m_tray->currentIndex();
                m_board->setHeldKind(held.isValid() ? Kind(held.data(SetUpModel::KindRole).toInt())
                                                    : Kind::None);
                refresh();
            });
            m_tray->setModel(m_setUp);
            refreshFormations(true); // this side's own list, from its first entry
            // A tray piece picked by click or keys is held: its legal points light up.
            connect(m_tray->selectionModel(), &QItemSelectionModel::currentChanged, m_board,
                    [this](const QModelIndex &current) {
                        m_board->setHeldKind(current.isValid()
                                                 ? Kind(current.data(SetUpModel::KindRole).toInt())
                                                 : Kind::None);
                    });
            m_board->setSetUp(m_setUp, seat);
            // A random layout of this seat's own (SE3.6), never one the other player could
            // have seen on this screen: drawn from the game's seed, which no seat is shown, so
            // the same game opens the same way in a test.
            common::Rng rng(
                common::streamSeed(m_controller->seed(), kOpeningLayoutStream, uint64_t(seat)));
            m_setUp->setLayout(speakeasy::randomLayout(seat, rng));
            return; // changed() from the new layout refreshed already
        }
        m_board->setSetUp(seat >= 0 ? m_setUp : nullptr, seat);
        if (seat >= 0) {
            m_turn->setText(tr("%1: set up your pieces").arg(player(seat)));
            m_turn->setToolTip(Names::rule("SE3"));
            m_fault->setText(m_setUp->valid() ? tr("Ready: press Start") : m_setUp->fault());
            m_fault->setToolTip(m_setUp->valid() ? QString() : Names::rule(m_setUp->faultRule()));
            m_start->setEnabled(m_setUp->valid());
        } else if (curtain >= 0) {
            m_turn->setText(tr("Pass the screen to %1").arg(player(curtain)));
            m_board->setPicture(m_controller->picture());
        } else if (const QString other = m_controller->waitingFor(1 - m_controller->viewer());
                   !other.isEmpty()) {
            m_turn->setText(other);
            m_board->setPicture(m_controller->picture());
        } else {
            m_turn->setText(tr("Waiting for the other set-up"));
            m_board->setPicture(m_controller->picture());
        }
        m_quiet->clear();
        m_lastMove->clear();
        refreshLines(TablePicture{});
        return;
    }
    m_board->setSetUp(nullptr, 0);
    const TablePicture picture = m_controller->picture();
    m_board->setPicture(picture);
    // The viewer's own tags, never another seat's nor behind the curtain; a piece turned face
    // up or gone takes its tag with it (checked on the live picture only, not while a move is
    // still on its way).
    const int eyes = m_controller->viewer();
    if (!m_controller->animating() && picture.seat == eyes &&
        m_controller->phase() == TableController::Phase::Play)
        m_tags.prune(eyes, picture);
    const bool ownTags = curtain < 0 && m_controller->isHuman(eyes) && picture.seat == eyes &&
                         m_controller->phase() == TableController::Phase::Play;
    m_board->setTags(ownTags ? m_tags.of(eyes) : EnemyTags::Tags{});
    m_board->setLegalMoves(m_controller->movesForViewer());
    for (int s = 0; s < kSeats; ++s)
        m_removed[size_t(s)]->setPieces(picture.removed[size_t(s)]);
    m_log->update(m_controller->shownMoves(), m_controller->shownFights(), m_controller->first(),
                  m_controller->shownDraws());
    const bool over = m_controller->phase() == TableController::Phase::Over;
    const int viewer = m_controller->viewer();
    const bool human = m_controller->isHuman(viewer);
    const int asked = m_controller->drawQuestionFor();
    m_turn->setToolTip(QString());
    m_quiet->setToolTip(Names::rule("SE6.3"));
    QFont turnFont = m_turn->font();
    turnFont.setBold(over || (human && picture.toMove == viewer));
    m_turn->setFont(turnFont);
    if (over) {
        m_log->addEnd(picture.end);
        m_turn->setText(Names::end(picture.end));
        if (m_flagFell >= 0)
            //: The end of a game on the optional clock: %1 the player whose time ran out.
            m_turn->setText(
                tr("Time ran out for %1. %2").arg(player(m_flagFell), Names::end(picture.end)));
        m_turn->setToolTip(Names::rule(Names::endRule(picture.end)));
    } else if (asked >= 0) {
        m_turn->setText(tr("%1 offers a draw; %2 answers").arg(player(1 - asked), player(asked)));
    } else if (human && picture.toMove == viewer) {
        m_turn->setText(tr("%1 to move: your turn").arg(player(picture.toMove)));
    } else if (const QString other = m_controller->waitingFor(picture.toMove); !other.isEmpty()) {
        //: %1 "Waiting for Karine", %2 her side (South/North) at a network table.
        m_turn->setText(tr("%1 (%2 to move)").arg(other, Names::seat(picture.toMove)));
    } else {
        m_turn->setText(tr("%1 to move").arg(player(picture.toMove)));
    }
    // SE6.3: the counter matters only when the draw comes near.
    m_quiet->setVisible(picture.quietPlies > 80 && !over);
    m_quiet->setText(
        tr("Plies without a fight: %1 of %2").arg(picture.quietPlies).arg(kQuietPlyLimit));
    if (picture.lastMove)
        m_lastMove->setText(
            tr("Last move: %1 to %2")
                .arg(Names::square(picture.lastMove->from), Names::square(picture.lastMove->to)));
    else
        m_lastMove->setText(tr("First move: %1").arg(player(m_controller->first())));
    refreshLines(picture);
    const bool canAct = !m_controller->movesForViewer().empty();
    m_hint->setEnabled(canAct);
    m_draw->setEnabled(canAct);
    m_resign->setEnabled(!over && human);
    const bool answer = asked >= 0 && m_controller->isHuman(asked) && curtain < 0;
    m_accept->setVisible(answer);
    m_decline->setVisible(answer);
    m_hint->setVisible(!answer);
    m_draw->setVisible(!answer);
}

} // namespace speakeasy::ui
