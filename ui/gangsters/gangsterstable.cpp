#include "gangsterstable.h"
#include "onlinegame.h"
#include "sentence.h"

#include "cityview.h"
#include "pace.h"
#include "palette.h"

#include <QButtonGroup>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QListView>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace gangsters::ui {

GangstersTable::GangstersTable(QWidget *parent)
    : QWidget(parent), m_refreshTimer(new QTimer(this)), m_scrollTimer(new QTimer(this)),
      m_city(new CityView(this)), m_actions(new ActionPanel(m_city)), m_duel(new DuelView(m_city)),
      m_round(new QLabel(this)), m_police(new QLabel(this)), m_prompt(new QLabel(this)),
      m_again(new QPushButton(this)), m_continue(new QPushButton(this)),
      m_dice(new DiceStrip(this)), m_gangModel(new GangModel(this)), m_gangView(new GangView(this)),
      m_logModel(new LogModel(this)), m_filter(new LogFilter(this)), m_logView(new QListView(this)),
      m_logTitle(new QLabel(this)), m_showAll(new QRadioButton(this)),
      m_showMine(new QRadioButton(this)), m_showPolice(new QRadioButton(this))
{
    setObjectName(QStringLiteral("gangstersTable"));
    m_city->setObjectName(QStringLiteral("gangstersCity"));
    m_round->setObjectName(QStringLiteral("gangstersRound"));
    m_police->setObjectName(QStringLiteral("gangstersPolice"));
    m_prompt->setObjectName(QStringLiteral("gangstersPrompt"));
    m_prompt->setWordWrap(true);
    QFont bold = m_prompt->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_prompt->setFont(bold);
    m_round->setFont(bold);
    m_again->setAutoDefault(false);
    m_again->hide();
    connect(m_again, &QPushButton::clicked, this, &GangstersTable::reopen);
    m_continue->setObjectName(QStringLiteral("gangstersContinue"));
    m_continue->setAutoDefault(false);
    m_continue->hide();

    m_gangView->setModel(m_gangModel);
    m_gangView->setObjectName(QStringLiteral("gangstersGangs"));
    m_filter->setSourceModel(m_logModel);
    m_logView->setModel(m_filter);
    m_logView->setObjectName(QStringLiteral("gangstersLog"));
    m_logView->setWordWrap(true);
    m_logView->setUniformItemSizes(false);
    // Reached by Tab, not by a click: a click on the log must not take the keys (Space goes on,
    // H asks for a hint) from the table.
    m_logView->setFocusPolicy(Qt::TabFocus);
    // A line naming a square ("goes to A5.5") points at it on the city while the pointer is on
    // it, or while it is the current line of the focused log (the arrow keys): the board writes
    // the shops' numbers, not the squares'.
    m_logView->setMouseTracking(true);
    m_logView->viewport()->installEventFilter(this);
    m_logView->installEventFilter(this);
    connect(m_logView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &line) {
                if (m_logView->hasFocus())
                    pointAt(line);
            });
    m_showAll->setChecked(true);
    // From the log's filter, Tab goes on to its lines.
    setTabOrder(m_showAll, m_showMine);
    setTabOrder(m_showMine, m_showPolice);
    setTabOrder(m_showPolice, m_logView);
    auto *group = new QButtonGroup(this);
    group->addButton(m_showAll);
    group->addButton(m_showMine);
    group->addButton(m_showPolice);
    connect(m_showAll, &QRadioButton::toggled, this, [this](bool on) {
        if (on)
            m_filter->setShow(LogFilter::Show::All);
    });
    connect(m_showMine, &QRadioButton::toggled, this, [this](bool on) {
        if (on)
            m_filter->setShow(LogFilter::Show::MyGang);
    });
    connect(m_showPolice, &QRadioButton::toggled, this, [this](bool on) {
        if (on)
            m_filter->setShow(LogFilter::Show::Police);
    });
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(60);
    connect(m_refreshTimer, &QTimer::timeout, this, &GangstersTable::refresh);
    m_scrollTimer->setSingleShot(true);
    m_scrollTimer->setInterval(60);
    connect(m_scrollTimer, &QTimer::timeout, m_logView, &QListView::scrollToBottom);
    connect(m_filter, &QAbstractItemModel::rowsInserted, m_scrollTimer, [this] {
        if (!m_scrollTimer->isActive())
            m_scrollTimer->start();
    });
    // The log stays on its newest line when its viewport shrinks (a hint, a two-line prompt
    // above it): before, that line went out of sight below. Scrolled back by the player, it
    // stays where they left it.
    QScrollBar *bar = m_logView->verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this,
            [this, bar](int value) { m_logAtEnd = value >= bar->maximum(); });
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int max) {
        if (m_logAtEnd)
            bar->setValue(max);
    });

    auto *side = new QVBoxLayout;
    auto *top = new QHBoxLayout;
    top->addWidget(m_round);
    top->addStretch();
    top->addWidget(m_police);
    side->addLayout(top);
    side->addWidget(m_dice);
    side->addWidget(m_prompt);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_again);
    buttons->addWidget(m_continue);
    buttons->addStretch();
    side->addLayout(buttons);
    side->addWidget(m_gangView);
    auto *filters = new QHBoxLayout;
    filters->addWidget(m_logTitle);
    filters->addStretch();
    filters->addWidget(m_showAll);
    filters->addWidget(m_showMine);
    filters->addWidget(m_showPolice);
    side->addLayout(filters);
    side->addWidget(m_logView, 1);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_city, 3);
    layout->addLayout(side, 2);

    connect(m_city, &CityView::chosen, this, &GangstersTable::answer);
    connect(m_actions, &ActionPanel::chosen, this, &GangstersTable::answer);
    connect(m_duel, &DuelView::aimed, this, &GangstersTable::answer);
    connect(m_duel, &DuelView::continueClicked, this, [this] {
        if (m_controller)
            m_controller->continuePlay();
    });
    connect(m_continue, &QPushButton::clicked, this, [this] {
        if (m_controller)
            m_controller->continuePlay();
    });
    m_city->installEventFilter(this);
    setColourBlind(false);
    retranslate();
}

GangstersTable::~GangstersTable()
{
    delete m_dialog;
}

void GangstersTable::setColourBlind(bool on)
{
    m_colourBlind = on;
    m_city->setColourBlind(on);
    QList<QColor> colours;
    for (int g = 0; g < kMaxGangs; ++g)
        colours << gangColour(g, on);
    m_gangModel->setColours(colours);
}

void GangstersTable::setController(Controller *controller)
{
    m_controller = controller;
    controller->setParent(this);
    m_logModel->clear();
    m_logModel->setNames(controller->names());
    connect(controller, &Controller::changed, this, &GangstersTable::scheduleRefresh);
    connect(controller, &Controller::eventPlayed, this, [this](const Event &e) {
        if (e.kind == EventKind::PriceNamed)
            m_price = e.a;
        m_logModel->add(e, m_controller->shown());
        if (e.kind == EventKind::Turn)
            scheduleRefresh(); // whose turn it is, in the prompt
    });
    connect(controller, &Controller::diceRolled, m_dice, &DiceStrip::roll);
    connect(controller, &Controller::characterWalks, this,
            [this](CharRef who, const QVector<Loc> &route, int ms) {
                m_city->animateCharacter(who, std::vector<Loc>(route.begin(), route.end()),
                                         ms * int(route.size()));
            });
    connect(controller, &Controller::copsWalk, this,
            [this](int pair, const QVector<Loc> &route, int ms) {
                m_city->animateCops(pair, std::vector<Loc>(route.begin(), route.end()),
                                    ms * int(route.size()));
            });
    connect(controller, &Controller::duelStarted, this, [this](const DuelScene &scene) {
        m_duel->begin(scene, m_controller->names(), m_controller->shown());
        m_duel->placeBeside(sightOfDuel(scene.at));
        refresh(); // nobody is thinking while shots are fired
    });
    connect(controller, &Controller::duelEvent, m_duel, &DuelView::play);
    connect(controller, &Controller::duelEnded, m_duel, &DuelView::end);
    connect(controller, &Controller::continueWanted, this, [this](bool waiting) {
        if (m_duel->isVisibleTo(m_city))
            m_duel->setContinue(waiting, continuePrompt());
        else
            m_continue->setVisible(waiting);
        if (!waiting)
            m_continue->hide();
        refresh();
    });
    connect(controller, &Controller::decisionWanted, this, &GangstersTable::onDecision);
    connect(controller, &Controller::notice, this, &GangstersTable::showNotice);
    refresh();
}

InSight GangstersTable::sightAt(Loc at, int seat) const
{
    InSight sight;
    if (at != kNoLoc) {
        sight.place = m_city->locationRect(at);
        for (const QRectF &figure : m_city->pieceRects(at))
            sight.place |= figure;
    }
    if (sight.place.isNull())
        sight.place = QRectF(m_city->rect().center(), QSizeF(1, 1));
    sight.titles = m_city->titleRects();
    sight.pieces = m_city->pieceRects();
    // The gang's own figures elsewhere: a player looks at them while deciding.
    if (m_controller && seat >= 0 && seat < m_controller->shown().gangs) {
        for (int r = 0; r < kRoles; ++r) {
            const QRectF figure = m_city->pieceRect({int8_t(seat), Role(r)});
            if (!figure.isEmpty())
                sight.own << figure;
        }
    }
    return sight;
}

InSight GangstersTable::sightOf(CharRef who) const
{
    return sightAt(m_controller && who.valid() ? m_controller->shown().at(who).at : kNoLoc,
                   who.valid() ? who.seat : -1);
}

InSight GangstersTable::sightOfDuel(Loc at) const
{
    return sightAt(at, m_controller ? m_controller->viewer() : -1);
}

CharRef GangstersTable::figureOf(const Point &p) const
{
    if (p.type == DecisionType::Next && p.size > 0)
        return {int8_t(m_controller->state().active), p.options[0].role};
    return p.about;
}

void GangstersTable::dropAsking()
{
    m_hintPlaces.clear(); // the hint was for the decision gone
    markPlaces();
    m_city->setPoint(nullptr);
    m_actions->clear();
    m_again->hide();
    if (m_dialog && m_dialog->isVisible())
        m_dialog->done(QDialog::Accepted); // answered elsewhere (a test, a resignation)
}

void GangstersTable::onDecision(const Point &point, const QString &prompt)
{
    dropAsking();
    m_hint.clear();
    m_prompt->setText(m_notice.isEmpty() ? prompt : prompt + QLatin1Char('\n') + m_notice);
    m_again->hide();
    const State &state = m_controller->state();
    switch (point.type) {
    case DecisionType::Move:
    case DecisionType::CopMove:
        m_city->setState(state);
        m_city->setPoint(&point);
        if (point.type == DecisionType::Move && point.about.valid())
            m_city->pickCharacter(point.about);
        else if (point.type == DecisionType::CopMove && point.pair >= 0)
            m_city->pickCops(point.pair);
        takeFocus();
        return;
    case DecisionType::Next:
    case DecisionType::Action: {
        const SeatView view = m_controller->view(point.seat);
        m_actions->setPoint(point, prompt, state, m_controller->names(), view.turn.dice);
        if (point.type == DecisionType::Next) {
            // GA3.4f: a click on a lit figure chooses too.
            m_city->setState(state);
            m_city->setPoint(&point);
        }
        m_actions->placeBeside(sightOf(figureOf(point)));
        takeFocus();
        return;
    }
    case DecisionType::Shot:
        if (!m_duel->isVisibleTo(m_city)) {
            DuelScene scene;
            scene.at = state.at(CharRef::of(std::countr_zero(unsigned(point.options[0].chars)))).at;
            m_duel->begin(scene, m_controller->names(), state);
        }
        m_duel->aim(point, prompt);
        m_duel->placeBeside(sightOfDuel(m_duel->at()));
        takeFocus();
        return;
    default:
        if (!m_dialog) {
            m_dialog = new DecisionDialog(window());
            connect(m_dialog, &DecisionDialog::chosen, this, &GangstersTable::answer);
            connect(m_dialog, &QDialog::rejected, this, [this] {
                if (m_controller && m_controller->waiting())
                    m_again->show(); // decided nothing: the engine still waits
            });
        }
        m_dialog->setPoint(point, prompt, state, m_controller->names(), m_price);
        m_dialog->open();
        placeDialog();
        // A resumed game asks before the page is laid out: again once it is.
        QTimer::singleShot(0, this, &GangstersTable::placeDialog);
        return;
    }
}

void GangstersTable::placeDialog()
{
    // Over the log, where it hides least: the city stays whole, the gangs' figures in view.
    if (!m_dialog)
        return;
    m_dialog->adjustSize();
    const QRect log(m_logView->mapToGlobal(QPoint(0, 0)), m_logView->size());
    QPoint at(log.left() + std::max(0, (log.width() - m_dialog->width()) / 2), log.top() + 8);
    const QRect screen = window()->geometry();
    at.setX(std::clamp(at.x(), screen.left(),
                       std::max(screen.left(), screen.right() - m_dialog->width())));
    at.setY(std::clamp(at.y(), screen.top(),
                       std::max(screen.top(), screen.bottom() - m_dialog->height())));
    m_dialog->move(at);
}

void GangstersTable::reopen()
{
    if (!m_controller || !m_controller->waiting())
        return;
    m_again->hide();
    m_dialog->open();
}

void GangstersTable::answer(const Choice &choice)
{
    if (!m_controller)
        return;
    const Point *p = m_controller->waiting();
    if (!p || p->find(choice) < 0)
        return;
    m_city->setPoint(nullptr);
    m_actions->clear();
    m_again->hide();
    m_controller->submit(choice);
    refresh(); // the question answered goes from the prompt
}

void GangstersTable::showNotice(const QString &line)
{
    m_notice = line;
    refresh();
}

void GangstersTable::showHint(const QString &text, int option)
{
    m_hint = text;
    // "Go to A1.5": the square, on the city.
    m_hintPlaces.clear();
    const Point *p = m_controller ? m_controller->waiting() : nullptr;
    if (p && (p->type == DecisionType::Move || p->type == DecisionType::CopMove) && option >= 0 &&
        option < p->size)
        m_hintPlaces.push_back(p->options[option].to);
    markPlaces();
    if (m_actions->isVisibleTo(m_city))
        m_actions->highlight(option);
    refresh();
}

QString GangstersTable::prompt() const
{
    return m_prompt->text();
}

QString GangstersTable::roundText() const
{
    return m_round->text();
}

void GangstersTable::scheduleRefresh()
{
    // A person's decision, the end, or a game that is watched: at once.
    if (!m_controller || m_controller->waiting() || m_controller->over() ||
        shell::Pace::speed() != shell::Speed::Instant) {
        m_refreshTimer->stop();
        refresh();
    } else if (!m_refreshTimer->isActive()) {
        m_refreshTimer->start();
    }
}

void GangstersTable::refresh()
{
    if (!m_controller)
        return;
    if (!m_controller->waiting())
        dropAsking();
    const State &s = m_controller->shown();
    const int limit = m_controller->rules().roundLimit;
    if (!m_controller->waiting() || m_controller->waiting()->type != DecisionType::Move)
        m_city->setState(s);
    m_gangModel->setGame(m_controller->names(), s, limit); // the view fits its rows (GangView)
    m_filter->setMySeat(m_controller->viewer());
    if (limit > 0)
        m_round->setText(s.round >= limit ? tr("Last round: %1 of %2").arg(s.round).arg(limit)
                                          : tr("Round %1 of %2").arg(s.round).arg(limit));
    else
        m_round->setText(tr("Round %1").arg(s.round));
    if (s.policeOwner >= 0)
        m_police->setText(tr("Police: %1").arg(m_controller->names().seat(s.policeOwner)));
    else
        //: The police's owner (GA7.10): nobody has bought it yet ("Police: Karine" once bought).
        m_police->setText(tr("Police: no owner"));
    if (m_controller->over()) {
        m_prompt->setText(m_controller->names().end(s.over));
    } else if (const Point *p = m_controller->waiting()) {
        QString text = m_controller->names().prompt(*p);
        if (!m_hint.isEmpty())
            text += QLatin1Char('\n') + m_hint;
        m_prompt->setText(text);
    } else if (m_controller->waitingToContinue()) {
        m_prompt->setText(continuePrompt());
    } else if (m_controller->animating()) {
        m_prompt->setText(tr("%1 plays.").arg(m_controller->names().seat(s.active)));
    } else if (m_controller->online()) {
        m_prompt->setText(onlinePrompt());
    } else {
        const Point *p = m_controller->session().pending();
        m_prompt->setText(p ? tr("%1 is thinking…").arg(m_controller->names().seat(p->seat))
                            : QString());
    }
    if (!m_notice.isEmpty())
        m_prompt->setText(m_prompt->text() + QLatin1Char('\n') + m_notice);
}

QString GangstersTable::continuePrompt() const
{
    if (!m_controller || !m_controller->waitingToContinue())
        return {};
    return m_controller->names().continuePrompt(m_controller->continueFor());
}

QString GangstersTable::onlinePrompt() const
{
    if (m_controller->sent())
        return tr("Sent; waiting for the host…");
    const Point *p = m_controller->pending();
    if (!m_controller->online()->hasView() || !p)
        return tr("Waiting for the host…");
    const QString who = m_controller->names().seat(p->seat);
    const QString state = m_controller->online()->seatState(p->seat);
    if (state == QLatin1String("reconnecting"))
        //: A network table: %1 the player whose connection dropped.
        return shell::sentence(tr("Waiting for %1 (reconnecting)…"), {who});
    if (state == QLatin1String("computer"))
        //: A network table: %1 left; a computer plays the gang until they are back.
        return shell::sentence(tr("Waiting for %1 (a computer plays meanwhile)…"), {who});
    //: A network table: %1 the player who must decide now.
    return shell::sentence(tr("Waiting for %1…"), {who});
}

void GangstersTable::retranslate()
{
    m_hint.clear(); // in the words of the language just left
    m_hintPlaces.clear();
    markPlaces();
    m_logTitle->setText(tr("Log"));
    m_showAll->setText(tr("&All"));
    m_showMine->setText(tr("&My gang"));
    m_showPolice->setText(tr("&Police"));
    m_again->setText(tr("&Back to the decision"));
    m_continue->setText(tr("Continue"));
    m_gangModel->retranslate();
    m_logModel->retranslate();
    if (m_controller) {
        refresh();
        if (m_controller->waitingToContinue() && m_duel->isVisibleTo(m_city))
            m_duel->setContinue(true, continuePrompt());
        if (const Point *p = m_controller->waiting()) {
            if (p->type == DecisionType::Action || p->type == DecisionType::Next)
                onDecision(*p, m_controller->names().prompt(*p));
            else if (p->type == DecisionType::Shot && m_duel->isVisibleTo(m_city))
                m_duel->aim(*p, m_controller->names().prompt(*p)); // the targets' names too
            else if (m_dialog && m_dialog->isVisible())
                m_dialog->setPoint(*p, m_controller->names().prompt(*p), m_controller->state(),
                                   m_controller->names(), m_price);
        }
    }
}

void GangstersTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void GangstersTable::takeFocus()
{
    QWidget *target = this;
    const Point *p = m_controller ? m_controller->waiting() : nullptr;
    if (m_actions->isVisibleTo(m_city) && !m_actions->buttons().isEmpty()) {
        // The button the panel focused last (a hint's), else its first.
        QWidget *inside = m_actions->focusWidget();
        target = inside && m_actions->isAncestorOf(inside) ? inside : m_actions->buttons().first();
    } else if (m_duel->isVisibleTo(m_city) && !m_duel->targets().isEmpty() && p &&
               p->type == DecisionType::Shot) {
        target = m_duel->targets().first();
    } else if (m_duel->isVisibleTo(m_city) && m_duel->continueButton()->isVisibleTo(m_duel)) {
        target = m_duel->continueButton();
    } else if (p && (p->type == DecisionType::Move || p->type == DecisionType::CopMove)) {
        target = m_city;
    } else if (m_dialog && m_dialog->isVisible()) {
        return; // the dialog holds the keyboard itself
    }
    target->setFocus(Qt::OtherFocusReason);
}

void GangstersTable::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Focus given while the page was hidden (a game resumed from the start screen) does not
    // reach the buttons: the keys went nowhere until a click.
    takeFocus();
}

void GangstersTable::keyPressEvent(QKeyEvent *event)
{
    // The action buttons' digits, wherever on the table the keyboard is.
    const int digit = event->key() - Qt::Key_1;
    if (digit >= 0 && digit < 9 && !(event->modifiers() & ~Qt::KeypadModifier) &&
        m_actions->isVisibleTo(m_city) && digit < m_actions->buttons().size()) {
        m_actions->buttons().at(digit)->click();
        return;
    }
    if (m_controller && m_controller->waitingToContinue() &&
        (event->key() == Qt::Key_Space || event->key() == Qt::Key_Return ||
         event->key() == Qt::Key_Enter)) {
        m_controller->continuePlay();
        return;
    }
    QWidget::keyPressEvent(event);
}

bool GangstersTable::eventFilter(QObject *watched, QEvent *event)
{
    // The city is laid out after the table (a resumed game asks before either is): the panels
    // over it follow its size, not the table's.
    if (watched == m_city && event->type() == QEvent::Resize)
        placePanels();
    if (watched == m_logView->viewport()) {
        if (event->type() == QEvent::MouseMove)
            pointAt(m_logView->indexAt(static_cast<QMouseEvent *>(event)->position().toPoint()));
        else if (event->type() == QEvent::Leave)
            pointAt(m_logView->hasFocus() ? m_logView->currentIndex() : QModelIndex());
    }
    if (watched == m_logView) {
        if (event->type() == QEvent::FocusIn) {
            // Tabbed into: the newest line is the one pointed at, and the arrows go back from it.
            if (!m_logView->currentIndex().isValid() && m_filter->rowCount() > 0)
                m_logView->setCurrentIndex(m_filter->index(m_filter->rowCount() - 1, 0));
            pointAt(m_logView->currentIndex());
        } else if (event->type() == QEvent::FocusOut) {
            pointAt({});
        }
    }
    return QWidget::eventFilter(watched, event);
}

void GangstersTable::pointAt(const QModelIndex &line)
{
    m_logPlaces.clear();
    for (const QVariant &at : line.data(LogModel::PlacesRole).toList())
        m_logPlaces.push_back(Loc(at.toInt()));
    markPlaces();
}

void GangstersTable::markPlaces()
{
    m_city->setMarked(m_logPlaces.empty() ? m_hintPlaces : m_logPlaces);
}

void GangstersTable::placePanels()
{
    if (m_duel->isVisibleTo(m_city))
        m_duel->placeBeside(sightOfDuel(m_duel->at()));
    if (m_controller && m_actions->isVisibleTo(m_city)) {
        if (const Point *p = m_controller->waiting())
            m_actions->placeBeside(sightOf(figureOf(*p)));
    }
}

} // namespace gangsters::ui
