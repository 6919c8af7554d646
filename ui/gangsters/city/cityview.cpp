#include "cityview.h"

#include "cityview_p.h"
#include "citywords.h"

#include <QApplication>
#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QTimer>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace gangsters::ui {

CityView::CityView(QWidget *parent) : QWidget(parent), m_d(std::make_unique<Impl>())
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAccessibleName(tr("The city"));
    // The bare city until a game is given: no gang, no cops.
    m_d->state = State::initial(2, 0);
    m_d->state.gangs = 0;
    for (Cop &cop : m_d->state.cops)
        cop = {kNoLoc, kNoLoc};
    m_d->animation.setEasingCurve(QEasingCurve::InOutSine);
    connect(&m_d->animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        m_d->along = v.toReal();
        update();
    });
    connect(&m_d->animation, &QVariantAnimation::finished, this, [this] { finishWalk(); });
}

CityView::~CityView() = default;

void CityView::setState(const State &state)
{
    m_d->state = state;
    invalidatePlacements();
    // The mover's options were worked out on the previous position.
    if (m_d->hasPoint) {
        const Point point = m_d->point;
        setPoint(&point);
    }
    refreshDescription();
    update();
}

void CityView::setPoint(const Point *point)
{
    Impl &d = *m_d;
    const Mover before = d.mover;
    d.hasPoint =
        point && (point->type == DecisionType::Move || point->type == DecisionType::CopMove ||
                  point->type == DecisionType::Next);
    d.candidates.clear();
    d.destinations.clear();
    d.callable.clear();
    d.mover = {};
    d.route.clear();
    d.focus = -1;
    if (d.menu)
        d.menu->close();
    if (d.hasPoint) {
        d.point = *point;
        if (point->type == DecisionType::Next) {
            for (int i = 0; i < point->size; ++i)
                d.callable.push_back({point->seat, point->options[i].role});
        } else {
            d.candidates = moverCandidates(d.state, *point);
            for (int i = 0; i < point->size; ++i)
                if (std::find(d.destinations.begin(), d.destinations.end(), point->options[i].to) ==
                    d.destinations.end())
                    d.destinations.push_back(point->options[i].to);
            // The piece the window picked, else the same piece when the position is drawn
            // again, else the first that fits.
            auto same = [](const Mover &a, const Mover &b) {
                return (a.pair >= 0 && a.pair == b.pair) || (a.who.valid() && a.who == b.who);
            };
            for (const Mover &m : d.candidates)
                if (same(m, before))
                    d.mover = m;
            for (const Mover &m : d.candidates)
                if (same(m, d.wanted))
                    d.mover = m;
            if (!d.mover.valid() && !d.candidates.empty())
                d.mover = d.candidates.front();
        }
        if (d.dragCalled && d.pressed && point->type == DecisionType::Move && d.mover.valid()) {
            // The figure called by a drag moves on under the same press.
            d.dragging = true;
            d.pressedPiece = d.mover;
            d.trail.assign(1, moverAt(d.state, d.mover));
            d.hover = d.trail.back();
        }
        d.dragCalled = false;
    } else {
        d.trail.clear();
        d.wanted = {};
    }
    pointTo(d.hover);
    update();
}

void CityView::pickCharacter(CharRef who)
{
    // Kept for the next point too: the window may pick before it hands the point over.
    m_d->wanted = Mover{who, -1, 0};
    for (const Mover &m : m_d->candidates)
        if (m.who.valid() && m.who == who)
            pick(m);
}

void CityView::pickCops(int pair)
{
    m_d->wanted = Mover{CharRef{}, pair, 0};
    for (const Mover &m : m_d->candidates)
        if (m.pair == pair)
            pick(m);
}

void CityView::pick(const Mover &mover)
{
    m_d->mover = mover;
    m_d->trail.clear();
    pointTo(m_d->hover);
    update();
}

void CityView::setColourBlind(bool on)
{
    m_d->colourBlind = on;
    update();
}

QRectF CityView::locationRect(Loc loc) const
{
    if (loc >= city().locations())
        return {};
    return CityGeometry(size()).rect(loc);
}

std::vector<Loc> CityView::litDestinations() const
{
    return m_d->destinations;
}

std::vector<Loc> CityView::previewRoute() const
{
    return m_d->route;
}

QRectF CityView::pieceRect(CharRef who) const
{
    for (const Placement &p : placements())
        if (p.piece.who.valid() && p.piece.who == who)
            return p.rect;
    return {};
}

QRectF CityView::copsRect(int pair) const
{
    for (const Placement &p : placements())
        if (p.piece.pair == pair)
            return p.rect;
    return {};
}

QList<QRectF> CityView::pieceRects(Loc at) const
{
    QList<QRectF> rects;
    for (const Placement &p : placements())
        if (at == kNoLoc || p.at == at)
            rects << p.rect;
    return rects;
}

void CityView::setMarked(const std::vector<Loc> &places)
{
    if (places == m_d->marked)
        return;
    m_d->marked = places;
    update();
}

std::vector<Loc> CityView::marked() const
{
    return m_d->marked;
}

QList<QRectF> CityView::titleRects() const
{
    return CityArt::titlePlates(size());
}

QString CityView::describe(Loc loc) const
{
    QString text = CityWords::describeLocation(m_d->state, loc);
    if (m_d->hasPoint) {
        for (int pair = 0; pair < 2; ++pair) {
            const auto seen = watchedBy(m_d->state, pair);
            if (std::find(seen.begin(), seen.end(), loc) != seen.end())
                text += QLatin1Char('\n') + tr("Watched by %1").arg(CityWords::copPair(pair));
        }
        if (std::find(m_d->destinations.begin(), m_d->destinations.end(), loc) !=
            m_d->destinations.end())
            text += QLatin1Char('\n') + tr("A legal destination: click or drag here");
    }
    return text;
}

const std::vector<Placement> &CityView::placements() const
{
    if (!m_d->placed || m_d->placedFor != size()) {
        m_d->placedFor = size();
        m_d->placements = placePieces(m_d->state, CityGeometry(size()), m_d->walker, m_d->follower);
        m_d->placed = true;
    }
    return m_d->placements;
}

void CityView::invalidatePlacements()
{
    m_d->placed = false;
}

int CityView::pieceAt(QPointF at) const
{
    const auto &list = placements();
    for (int i = int(list.size()) - 1; i >= 0; --i)
        if (list[size_t(i)].rect.contains(at))
            return i;
    return -1;
}

void CityView::pointTo(Loc loc)
{
    Impl &d = *m_d;
    if (loc != d.hover && loc != kNoLoc && (d.trail.empty() || d.trail.back() != loc)) {
        d.trail.push_back(loc);
        // Only the end of the pointer's path ever matters.
        if (d.trail.size() > 64)
            d.trail.erase(d.trail.begin(), d.trail.begin() + 32);
    }
    d.hover = loc;
    d.route.clear();
    if (!d.mover.valid() || loc == kNoLoc ||
        std::find(d.destinations.begin(), d.destinations.end(), loc) == d.destinations.end())
        return;
    // The arrival side the pointer came by, else the first option's.
    const Loc came = d.trail.size() >= 2 ? d.trail[d.trail.size() - 2] : kNoLoc;
    Move best{kNoLoc, kNoLoc};
    for (int i = 0; i < d.point.size; ++i) {
        const Choice &c = d.point.options[i];
        if (c.to != loc)
            continue;
        if (best.to == kNoLoc || c.via == came)
            best = {c.to, c.via};
    }
    std::vector<Loc> trail(d.trail.begin(), d.trail.end());
    d.route = routeOf(d.state, d.mover, best, trail);
}

void CityView::choose(Loc to)
{
    Impl &d = *m_d;
    std::vector<int> options;
    for (int i = 0; i < d.point.size; ++i)
        if (d.point.options[i].to == to)
            options.push_back(i);
    if (options.empty())
        return;
    if (options.size() == 1) {
        emitChoice(options.front());
        return;
    }
    // Two arrival sides (GA4.11): the side the pointer came from, else a small menu.
    const Loc came =
        d.trail.size() >= 2 && d.trail.back() == to ? d.trail[d.trail.size() - 2] : kNoLoc;
    for (int i : options)
        if (d.point.options[i].via == came) {
            emitChoice(i);
            return;
        }
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("arrivalSides"));
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->setTitle(tr("Arrive at %1 from").arg(CityWords::location(to)));
    for (int i : options) {
        QAction *a =
            menu->addAction(tr("Arrive from %1").arg(CityWords::location(d.point.options[i].via)));
        connect(a, &QAction::triggered, this, [this, i] { emitChoice(i); });
    }
    d.menu = menu;
    menu->popup(mapToGlobal(locationRect(to).bottomRight().toPoint()));
}

void CityView::emitChoice(int option)
{
    Impl &d = *m_d;
    if (!d.hasPoint || option < 0 || option >= d.point.size)
        return;
    const Choice choice = d.point.options[option];
    // The decision is taken: nothing stays lit for a second answer.
    setPoint(nullptr);
    Q_EMIT chosen(choice);
}

void CityView::mousePressEvent(QMouseEvent *event)
{
    Impl &d = *m_d;
    if (event->button() != Qt::LeftButton || !d.hasPoint) {
        QWidget::mousePressEvent(event);
        return;
    }
    const QPointF at = event->position();
    d.pressed = true;
    d.dragging = false;
    d.dragCalled = false;
    d.pressPos = event->position().toPoint();
    d.pointer = at;
    d.pressedPiece = {};
    const int i = pieceAt(at);
    if (i >= 0) {
        const Mover piece = placements()[size_t(i)].piece;
        for (const Mover &m : d.candidates)
            if ((m.pair >= 0 && m.pair == piece.pair) || (m.who.valid() && m.who == piece.who))
                d.pressedPiece = m;
        if (std::find(d.callable.begin(), d.callable.end(), piece.who) != d.callable.end())
            d.pressedPiece = piece;
    }
    d.pressedLoc = CityGeometry(size()).locationAt(at);
    // A press on the mover's square takes the mover, even where another figure is drawn over
    // it: a crowded square still starts a drag.
    if (!d.pressedPiece.valid() && d.callable.empty() && d.pressedLoc != kNoLoc) {
        for (const Mover &m : d.candidates)
            if (moverAt(d.state, m) == d.pressedLoc && (!d.pressedPiece.valid() || m == d.mover))
                d.pressedPiece = m;
    }
    d.pickedNow = false;
    if (d.pressedPiece.valid() && d.callable.empty() && !(d.pressedPiece == d.mover)) {
        pick(d.pressedPiece);
        d.pickedNow = true;
    }
    if (d.pressedLoc != d.hover)
        pointTo(d.pressedLoc);
    event->accept();
}

void CityView::mouseMoveEvent(QMouseEvent *event)
{
    Impl &d = *m_d;
    d.pointer = event->position();
    if (d.pressed && !d.dragging && d.pressedPiece.valid() && d.callable.empty() &&
        (event->position().toPoint() - d.pressPos).manhattanLength() >=
            QApplication::startDragDistance()) {
        // A drag from the figure: the route follows the pointer along the streets.
        d.dragging = true;
        d.trail.clear();
        d.trail.push_back(moverAt(d.state, d.mover));
        d.hover = d.trail.back();
    }
    if (d.pressed && !d.dragging && !d.dragCalled && d.pressedPiece.who.valid() &&
        !d.callable.empty() &&
        (event->position().toPoint() - d.pressPos).manhattanLength() >=
            QApplication::startDragDistance()) {
        // A drag from a figure that may be called (GA3.4f): it is called, and moves on when
        // its Move point comes, under the same press.
        for (int k = 0; k < d.point.size; ++k)
            if (d.point.options[k].role == d.pressedPiece.who.role) {
                d.dragCalled = true;
                emitChoice(k);
                break;
            }
    }
    const Loc loc = CityGeometry(size()).locationAt(event->position());
    if (loc != d.hover)
        pointTo(loc);
    refreshDescription();
    // A figure under the pointer is described in place of its square.
    if (const int i = pieceAt(event->position()); i >= 0 && !d.dragging) {
        const Placement &p = placements()[size_t(i)];
        setAccessibleDescription(p.piece.pair >= 0
                                     ? CityWords::describeCops(d.state, p.piece.pair)
                                     : CityWords::describeCharacter(d.state, p.piece.who));
    }
    update();
}

void CityView::mouseReleaseEvent(QMouseEvent *event)
{
    Impl &d = *m_d;
    // The left button let go (whatever the event names as its button).
    if (!d.pressed || (event->buttons() & Qt::LeftButton)) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    d.pressed = false;
    const bool called = d.dragCalled;
    d.dragCalled = false;
    const Loc loc = CityGeometry(size()).locationAt(event->position());
    const bool lit =
        std::find(d.destinations.begin(), d.destinations.end(), loc) != d.destinations.end();
    if (d.dragging) {
        d.dragging = false;
        if (loc != d.hover)
            pointTo(loc);
        if (lit)
            choose(loc); // else the figure snaps back: nothing was chosen
    } else if (!d.callable.empty() && !called) {
        const int i = pieceAt(event->position());
        if (i >= 0 && d.pressedPiece.valid() &&
            placements()[size_t(i)].piece.who == d.pressedPiece.who)
            for (int k = 0; k < d.point.size; ++k)
                if (d.point.options[k].role == d.pressedPiece.who.role)
                    emitChoice(k);
    } else if (lit && loc == d.pressedLoc && !d.pickedNow) {
        // A click on a destination, even one the mover stands on (a loop of the prison circle
        // comes back to its start), unless that click picked another mover.
        choose(loc);
    }
    update();
    event->accept();
}

void CityView::leaveEvent(QEvent *event)
{
    if (!m_d->pressed)
        pointTo(kNoLoc);
    update();
    QWidget::leaveEvent(event);
}

void CityView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        moveFocus(-1, 0);
        break;
    case Qt::Key_Right:
        moveFocus(1, 0);
        break;
    case Qt::Key_Up:
        moveFocus(0, -1);
        break;
    case Qt::Key_Down:
        moveFocus(0, 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        activateFocus();
        break;
    case Qt::Key_Escape:
        m_d->focus = -1;
        m_d->trail.clear();
        pointTo(kNoLoc);
        update();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

bool CityView::event(QEvent *event)
{
    if (event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool targets = !m_d->destinations.empty() || !m_d->callable.empty();
        if (targets && (key->key() == Qt::Key_Tab || key->key() == Qt::Key_Backtab)) {
            cycleFocus(key->key() == Qt::Key_Tab ? 1 : -1);
            return true;
        }
    }
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int i = pieceAt(help->pos());
        QString text;
        if (i >= 0) {
            const Placement &p = placements()[size_t(i)];
            text = p.piece.pair >= 0 ? CityWords::describeCops(m_d->state, p.piece.pair)
                                     : CityWords::describeCharacter(m_d->state, p.piece.who);
        } else {
            const Loc loc = CityGeometry(size()).locationAt(help->pos());
            if (loc != kNoLoc)
                text = describe(loc);
        }
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void CityView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("The city"));
        refreshDescription();
        update();
    }
    QWidget::changeEvent(event);
}

void CityView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    invalidatePlacements();
    update();
}

} // namespace gangsters::ui
