#include "boardwidget.h"

#include "boardart.h"
#include "names.h"
#include "setupmodel.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QCursor>
#include <QDrag>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMimeData>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <cmath>

namespace speakeasy::ui {

QString BoardWidget::squareMimeType()
{
    return QStringLiteral("application/x-speakeasy-point");
}

QColor BoardWidget::lastMoveColour()
{
    // Orange: not the neon pink of the Bars, the selection's yellow or the hint's blue.
    return {0xff, 0x8a, 0x00};
}

QColor BoardWidget::attackColour()
{
    return {0xff, 0x3b, 0x30};
}

QColor BoardWidget::targetColour()
{
    return {0x4c, 0xe0, 0x7a};
}

BoardWidget::BoardWidget(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(true);
    setMouseTracking(true); // a held piece previews its route to the point under the pointer
    setAccessibleName(tr("Speak Easy board"));
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        m_along = v.toReal();
        update();
    });
    connect(&m_animation, &QVariantAnimation::finished, this, [this] {
        m_along = -1;
        m_ghost.reset();
        update();
    });
}

namespace {
// Where a seat's keyboard cursor starts: the middle of its back rank (c1, c12).
Square homeOf(int seat)
{
    return Square(seat == 0 ? 2 : 57);
}
} // namespace

int BoardWidget::eyes() const
{
    return m_setUp ? m_setUpSeat : m_picture.seat;
}

void BoardWidget::setPicture(const TablePicture &picture)
{
    m_picture = picture;
    if (m_selected && !(targets()))
        m_selected.reset();
    setAccessibleDescription(describe(m_cursor));
    update();
}

void BoardWidget::setSetUp(SetUpModel *model, int seat)
{
    if (m_setUp)
        disconnect(m_setUp, nullptr, this, nullptr);
    m_setUp = model;
    m_setUpSeat = seat;
    m_selected.reset();
    m_heldKind = Kind::None;
    if (model) {
        connect(model, &SetUpModel::changed, this, qOverload<>(&QWidget::update));
        m_cursor = homeOf(seat);
    }
    update();
}

void BoardWidget::passTo(int seat)
{
    m_selected.reset();
    m_heldKind = Kind::None;
    m_hint.reset();
    m_hover.reset();
    m_cursorLeads = false;
    m_cursor = homeOf(seat);
    setAccessibleDescription(describe(m_cursor));
    update();
}

void BoardWidget::setLegalMoves(const std::vector<Move> &moves)
{
    m_moves = moves;
    if (m_moves.empty())
        m_selected.reset();
    update();
}

void BoardWidget::showHint(std::optional<Move> move)
{
    m_hint = move;
    if (move)
        setCursor(move->from);
    update();
}

void BoardWidget::animateMove(const QVector<Square> &route, int stepMs,
                              std::optional<ShownPiece> piece)
{
    m_route = route;
    m_selected.reset();
    m_hint.reset();
    m_animation.stop();
    m_ghost = piece;
    if (stepMs <= 0 || route.size() < 2) {
        m_along = -1;
        m_ghost.reset();
        update();
        return;
    }
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(qreal(route.size() - 1));
    m_animation.setDuration(stepMs * int(route.size() - 1));
    m_animation.start();
}

void BoardWidget::setHeldKind(Kind kind)
{
    if (m_heldKind == kind)
        return;
    m_heldKind = kind;
    update();
}

void BoardWidget::showFight(Square at, int attackerSeat, const Confrontation &fight)
{
    m_fightAt = at;
    m_fightAttacker = attackerSeat;
    m_fight = fight;
    update();
}

void BoardWidget::clearFight()
{
    m_fightAt.reset();
    update();
}

void BoardWidget::paintFight(QPainter &p)
{
    if (!m_fightAt)
        return;
    // Both faces, larger than a token, the attacker on the side it came from, over a red
    // flash: the fight is read where it happens, not only in the side panel.
    const BoardGeometry g(size(), eyes());
    const QSizeF ts = g.tokenSize() * 1.25;
    const QPointF c = g.centre(*m_fightAt);
    const QPointF from = m_route.size() >= 2 ? g.centre(m_route[m_route.size() - 2]) : c;
    // The attacker on the left, as in the fight panel, unless it came from the right.
    const qreal side = from.x() > c.x() + 1 ? 1 : -1;
    const QRectF flash(c - QPointF(ts.width() * 1.25, ts.height() * 0.95),
                       QSizeF(ts.width() * 2.5, ts.height() * 1.9));
    p.setPen(QPen(QColor(0xff, 0xe0, 0x4a), g.unit() * 0.06));
    p.setBrush(QColor(0xb0, 0x1c, 0x1c, 235));
    p.drawRoundedRect(flash, ts.height() * 0.3, ts.height() * 0.3);
    const std::array<std::pair<int, Kind>, 2> sides = {
        std::pair{m_fightAttacker, m_fight.attacker},
        std::pair{1 - m_fightAttacker, m_fight.defender}};
    for (int i = 0; i < 2; ++i) {
        const auto [owner, kind] = sides[size_t(i)];
        const qreal dx = (i == 0 ? side : -side) * ts.width() * 0.58;
        const QRectF r(c + QPointF(dx - ts.width() / 2, -ts.height() / 2), ts);
        p.drawPixmap(r.topLeft(), BoardArt::token(owner, kind, ts, devicePixelRatioF()));
    }
}

Bits BoardWidget::targets() const
{
    if (m_setUp) {
        if (m_selected)
            return m_setUp->targetsFrom(*m_selected);
        return m_setUp->targetsFor(m_heldKind);
    }
    Bits to = 0;
    if (m_selected)
        for (const Move &m : m_moves)
            if (m.from == *m_selected)
                to |= bit(m.to);
    return to;
}

std::vector<Square> BoardWidget::previewRoute() const
{
    if (m_setUp || !m_selected || m_along >= 0)
        return {};
    // The mouse or the drag points at a destination, or the keyboard cursor when keys last
    // moved it.
    if (!m_hover && !m_cursorLeads)
        return {};
    const Square to = m_hover ? *m_hover : m_cursor;
    if (!(targets() & bit(to)))
        return {};
    return routeOf(m_picture, Move{*m_selected, to});
}

void BoardWidget::setHover(std::optional<Square> s)
{
    if (s == m_hover && !m_cursorLeads)
        return;
    m_cursorLeads = false;
    m_hover = s;
    if (m_selected)
        update();
}

QPointF BoardWidget::pointOf(Square s) const
{
    return BoardGeometry(size(), eyes()).centre(s);
}

ShownPiece BoardWidget::pieceAt(Square s) const
{
    if (!m_setUp)
        return m_picture.at[s];
    ShownPiece piece;
    if (m_setUp->layout().at[s] != Kind::None) {
        piece.owner = m_setUpSeat;
        piece.kind = m_setUp->layout().at[s];
    } else if (kBoard.setupPoints[1 - m_setUpSeat] & bit(s)) {
        piece.owner = 1 - m_setUpSeat; // the other side sets up out of sight
    }
    return piece;
}

QString BoardWidget::describe(Square s) const
{
    const ShownPiece piece = pieceAt(s);
    const QString where = Names::square(s);
    if (piece.owner < 0)
        return tr("%1: empty").arg(where);
    QString text;
    if (piece.kind == Kind::None)
        //: %1 a point such as c7, %2 the side (South/North)
        text = tr("%1: a piece of %2, not revealed").arg(where, Names::seat(piece.owner));
    else
        //: %1 a point, %2 a piece's name with its article, %3 the side
        text = tr("%1: %2 of %3").arg(where, Names::piece(piece.kind), Names::seat(piece.owner));
    if (!m_setUp && piece.owner == m_picture.seat && (m_picture.seenByOpponent & bit(s)))
        text += tr(" (the other side has seen it)");
    if (piece.turned && piece.kind == Kind::None)
        text += tr(" (turned on the Rues: a Kid)");
    else if (piece.moved && piece.kind == Kind::None)
        text += tr(" (has moved)");
    if (const auto tag = m_tags.find(s); tag != m_tags.end() && piece.kind == Kind::None)
        //: %1 the piece's name a player guessed and tagged it with (issue 25).
        text += tr(" (your tag: %1)").arg(Names::title(tag->second));
    return text;
}

void BoardWidget::setTags(const EnemyTags::Tags &tags)
{
    m_tags = tags;
    setAccessibleDescription(describe(m_cursor));
    update();
}

// A right click (or the menu key on the cursor's point) on a piece of the other side not yet
// revealed: the player tags it with a guess, or takes the tag away.
void BoardWidget::contextMenuEvent(QContextMenuEvent *event)
{
    const std::optional<Square> s = event->reason() == QContextMenuEvent::Mouse
                                        ? BoardGeometry(size(), eyes()).squareAt(event->pos())
                                        : std::optional<Square>(m_cursor);
    if (!s || m_setUp || !m_picture.started || m_picture.end.status != Status::Ongoing)
        return;
    const ShownPiece piece = pieceAt(*s);
    if (piece.owner != 1 - m_picture.seat || piece.kind != Kind::None)
        return;
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("tagMenu"));
    //: The title of the menu that tags a hidden piece of the other side with a guess.
    menu.addSection(tr("I think this is…"));
    const auto tagged = m_tags.find(*s);
    for (int k = 0; k < kKinds; ++k) {
        QAction *action = menu.addAction(Names::title(Kind(k)));
        action->setData(k);
        action->setCheckable(true);
        action->setChecked(tagged != m_tags.end() && tagged->second == Kind(k));
    }
    if (tagged != m_tags.end()) {
        menu.addSeparator();
        menu.addAction(tr("No tag"))->setData(int(Kind::None));
    }
    const QPoint at = event->reason() == QContextMenuEvent::Mouse
                          ? event->globalPos()
                          : mapToGlobal(pointOf(*s).toPoint());
    if (const QAction *chosen = menu.exec(at))
        Q_EMIT tagRequested(*s, Kind(chosen->data().toInt()));
}

void BoardWidget::setCursor(Square s)
{
    m_cursor = s;
    m_hover.reset(); // the cursor leads until the pointer moves again
    m_cursorLeads = false;
    setAccessibleDescription(describe(s));
    Q_EMIT cursorMoved(s);
    update();
}

void BoardWidget::activate(Square s)
{
    if (m_setUp) {
        if (m_heldKind != Kind::None && !m_selected) {
            // A tray piece picked, then a point clicked: the click's way to place it.
            if (!m_setUp->place(m_heldKind, s))
                explainRefusedDrop(m_heldKind, std::nullopt, mapToGlobal(pointOf(s).toPoint()));
            return;
        }
        if (m_selected && *m_selected != s) {
            if (!m_setUp->swap(*m_selected, s))
                explainRefusedDrop(Kind::None, m_selected, mapToGlobal(pointOf(s).toPoint()));
            m_selected.reset();
        } else if (m_selected) {
            m_selected.reset();
        } else if (m_setUp->isSetUpPoint(s)) {
            m_selected = s;
        }
        update();
        return;
    }
    if (m_selected && (targets() & bit(s))) {
        const Move move{*m_selected, s};
        m_selected.reset();
        update();
        Q_EMIT moveRequested(move);
        return;
    }
    const bool movable =
        std::any_of(m_moves.begin(), m_moves.end(), [s](const Move &m) { return m.from == s; });
    m_selected = movable && m_selected != s ? std::optional<Square>(s) : std::nullopt;
    update();
}

void BoardWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_pressed = BoardGeometry(size(), eyes()).squareAt(event->position());
    m_pressPos = event->position().toPoint();
}

void BoardWidget::mouseMoveEvent(QMouseEvent *event)
{
    setHover(BoardGeometry(size(), eyes()).squareAt(event->position()));
    if (!m_pressed || (event->position().toPoint() - m_pressPos).manhattanLength() <
                          QApplication::startDragDistance())
        return;
    const Square from = *m_pressed;
    m_pressed.reset();
    const ShownPiece piece = pieceAt(from);
    const bool canLift = m_setUp ? piece.owner == m_setUpSeat
                                 : std::any_of(m_moves.begin(), m_moves.end(),
                                               [from](const Move &m) { return m.from == from; });
    if (!canLift)
        return;
    m_selected = from; // the destinations light up while the piece is held
    update();
    auto *data = new QMimeData;
    data->setData(squareMimeType(), QByteArray::fromStdString(squareName(from)));
    auto *drag = new QDrag(this);
    drag->setMimeData(data);
    const QSizeF token = BoardGeometry(size(), eyes()).tokenSize();
    drag->setPixmap(BoardArt::token(piece.owner, piece.kind, token, devicePixelRatioF()));
    drag->setHotSpot(QPoint(int(token.width() / 2), int(token.height() / 2)));
    if (drag->exec(Qt::MoveAction) == Qt::IgnoreAction) {
        m_selected.reset(); // dropped elsewhere: the piece snaps back
        update();
        explainRefusedDrop(Kind::None, from, QCursor::pos());
    }
}

void BoardWidget::explainRefusedDrop(Kind trayKind, std::optional<Square> from, QPoint globalPos)
{
    const QPoint at = mapFromGlobal(globalPos);
    const auto to = rect().contains(at) ? BoardGeometry(size(), eyes()).squareAt(at) : std::nullopt;
    if (!to || to == from)
        return;
    QString reason;
    if (m_setUp)
        reason = m_setUp->refusal(from ? pieceAt(*from).kind : trayKind, *to);
    else if (from)
        reason = Names::refusedMove(*from, *to);
    if (!reason.isEmpty())
        Q_EMIT dropRefused(reason);
}

void BoardWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_pressed || event->button() != Qt::LeftButton)
        return;
    const Square s = *m_pressed;
    m_pressed.reset();
    setCursor(s);
    activate(s);
}

void BoardWidget::keyPressEvent(QKeyEvent *event)
{
    const BoardGeometry g(size(), eyes());
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        const int dx = event->key() == Qt::Key_Left ? -1 : event->key() == Qt::Key_Right ? 1 : 0;
        const int dy = event->key() == Qt::Key_Up ? -1 : event->key() == Qt::Key_Down ? 1 : 0;
        setCursor(g.step(m_cursor, dx, dy));
        m_cursorLeads = true;
        update();
        return;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        activate(m_cursor);
        return;
    case Qt::Key_Escape:
        if (m_selected) {
            m_selected.reset();
            update();
            return;
        }
        break;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

bool BoardWidget::acceptsDrop(const QMimeData *data, QPointF at) const
{
    const auto to = BoardGeometry(size(), eyes()).squareAt(at);
    if (!to)
        return false;
    if (m_setUp) {
        if (data->hasFormat(SetUpModel::mimeType()))
            return m_setUp->isSetUpPoint(*to);
        const auto from = squareFromName(data->data(squareMimeType()).toStdString());
        return from && m_setUp->isSetUpPoint(*from) && m_setUp->isSetUpPoint(*to);
    }
    const auto from = squareFromName(data->data(squareMimeType()).toStdString());
    return from && std::find(m_moves.begin(), m_moves.end(), Move{*from, *to}) != m_moves.end();
}

void BoardWidget::dragEnterEvent(QDragEnterEvent *event)
{
    if (m_setUp && event->mimeData()->hasFormat(SetUpModel::mimeType())) {
        // The tray piece's legal points light up while it is dragged over the board.
        const auto kind = kindFromId(event->mimeData()->data(SetUpModel::mimeType()).toStdString());
        setHeldKind(kind.value_or(Kind::None));
    }
    if (event->mimeData()->hasFormat(squareMimeType()) ||
        (m_setUp && event->mimeData()->hasFormat(SetUpModel::mimeType())))
        event->acceptProposedAction();
}

void BoardWidget::dragMoveEvent(QDragMoveEvent *event)
{
    if (!m_setUp && event->mimeData()->hasFormat(squareMimeType())) {
        // The dragged piece is the held one, also for a drag that began elsewhere.
        m_selected = squareFromName(event->mimeData()->data(squareMimeType()).toStdString());
        setHover(BoardGeometry(size(), eyes()).squareAt(event->position()));
        update();
    }
    if (acceptsDrop(event->mimeData(), event->position()))
        event->acceptProposedAction();
    else
        event->ignore();
}

void BoardWidget::dragLeaveEvent(QDragLeaveEvent *event)
{
    setHover(std::nullopt);
    if (m_setUp)
        setHeldKind(Kind::None);
    QWidget::dragLeaveEvent(event);
}

void BoardWidget::leaveEvent(QEvent *event)
{
    setHover(std::nullopt);
    QWidget::leaveEvent(event);
}

void BoardWidget::dropEvent(QDropEvent *event)
{
    const QMimeData *data = event->mimeData();
    m_hover.reset();
    if (!acceptsDrop(data, event->position())) {
        event->ignore();
        return;
    }
    const Square to = *BoardGeometry(size(), eyes()).squareAt(event->position());
    event->acceptProposedAction();
    m_selected.reset();
    setCursor(to);
    if (m_setUp && data->hasFormat(SetUpModel::mimeType())) {
        m_heldKind = Kind::None;
        if (const auto kind = kindFromId(data->data(SetUpModel::mimeType()).toStdString()))
            m_setUp->place(*kind, to);
        return;
    }
    const Square from = *squareFromName(data->data(squareMimeType()).toStdString());
    if (m_setUp)
        m_setUp->swap(from, to);
    else
        Q_EMIT moveRequested(Move{from, to});
}

bool BoardWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        if (const auto s = BoardGeometry(size(), eyes()).squareAt(help->pos()))
            QToolTip::showText(help->globalPos(), describe(*s), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void BoardWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Speak Easy board"));
        setAccessibleDescription(describe(m_cursor));
    }
    QWidget::changeEvent(event);
}

void BoardWidget::paintToken(QPainter &p, Square s, const ShownPiece &piece, QPointF centre)
{
    const BoardGeometry g(size(), eyes());
    const QSizeF ts = g.tokenSize();
    const QRectF r(centre - QPointF(ts.width() / 2, ts.height() / 2), ts);
    p.drawPixmap(r.topLeft(), BoardArt::token(piece.owner, piece.kind, ts, devicePixelRatioF()));
    if (!m_setUp && piece.owner == m_picture.seat && (m_picture.seenByOpponent & bit(s))) {
        // An open eye in the corner: the other side has seen this piece's face.
        const qreal d = ts.height() * 0.34;
        const QPointF c = r.topLeft() + QPointF(d * 0.35, d * 0.2);
        const QRectF eye(c - QPointF(d * 0.55, d * 0.32), QSizeF(d * 1.1, d * 0.64));
        p.save();
        p.setPen(QPen(QColor(0x14, 0x10, 0x0c), d * 0.1));
        p.setBrush(QColor(0xff, 0xf4, 0xc8));
        p.drawEllipse(eye);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x14, 0x10, 0x0c));
        p.drawEllipse(c, d * 0.18, d * 0.18);
        p.restore();
    }
    if (const auto tag = m_tags.find(s);
        !m_setUp && tag != m_tags.end() && piece.kind == Kind::None && piece.owner >= 0) {
        // The player's guess, a paper label across the bottom of the back: it never looks like
        // a face the game has shown.
        const QRectF label(r.left() + r.width() * 0.12, r.bottom() - r.height() * 0.42,
                           r.width() * 0.76, r.height() * 0.36);
        p.save();
        p.setPen(QPen(QColor(0x14, 0x10, 0x0c), std::max(1.0, r.height() * 0.03)));
        p.setBrush(QColor(0xff, 0xe0, 0x66));
        p.drawRoundedRect(label, label.height() * 0.2, label.height() * 0.2);
        QFont font = p.font();
        font.setBold(true);
        font.setPixelSize(std::max(8, int(label.height() * 0.72)));
        p.setFont(font);
        p.drawText(label, Qt::AlignCenter, QStringLiteral("%1?").arg(Names::mark(tag->second)));
        p.restore();
    }
    if (piece.kind == Kind::None && (piece.moved || piece.turned)) {
        // Public marks (SE7.1), drawn once per size like every other picture.
        const qreal d = ts.height() * 0.28;
        p.drawPixmap(QPointF(r.right() - d, r.top() - d * 0.3),
                     BoardArt::mark(piece.turned, d, devicePixelRatioF()));
    }
}

void BoardWidget::paintRoutes(QPainter &p)
{
    if (m_setUp)
        return;
    const BoardGeometry g(size(), eyes());
    const qreal u = g.tokenSize().height();
    auto pathOf = [&g](const auto &route) {
        QPainterPath path(g.centre(route.front()));
        for (auto s = std::next(route.begin()); s != route.end(); ++s)
            path.lineTo(g.centre(*s));
        return path;
    };
    p.setBrush(Qt::NoBrush);
    const std::vector<Square> preview = previewRoute();
    // The last move's route, so a Kid's turns stay readable after it arrives; a held piece's
    // route takes its place.
    if (m_route.size() >= 2 && preview.empty()) {
        // In the last move's own colour over a dark casing, with an arrowhead at its end: it
        // is told from a held piece's dashes, the selection's yellow and the targets' green.
        p.setPen(QPen(QColor(0x14, 0x10, 0x0c, 200), u * 0.26, Qt::SolidLine, Qt::RoundCap,
                      Qt::RoundJoin));
        p.drawPath(pathOf(m_route));
        p.setPen(QPen(lastMoveColour(), u * 0.14, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPath(pathOf(m_route));
        const QPointF tip = g.centre(m_route.back());
        const QPointF back = g.centre(m_route[m_route.size() - 2]);
        const QPointF d = back - tip;
        const qreal len = std::hypot(d.x(), d.y());
        if (len > 0) {
            // The head sits where the line meets the destination's token, pointing into it.
            const QPointF unit = d / len, normal(-unit.y(), unit.x());
            const QPointF at = tip + unit * std::min(len * 0.5, u * 0.75);
            QPolygonF head;
            head << at << at + unit * u * 0.45 + normal * u * 0.3
                 << at + unit * u * 0.45 - normal * u * 0.3;
            p.setPen(QPen(QColor(0x14, 0x10, 0x0c), u * 0.05));
            p.setBrush(lastMoveColour());
            p.drawPolygon(head);
            p.setBrush(Qt::NoBrush);
        }
    }
    if (preview.size() < 2)
        return;
    // The route the held piece would take: white dashes on a dark casing, readable on the
    // yellow Rues and among the green destinations, a dot on every point it passes so each
    // turn can be counted.
    p.setPen(
        QPen(QColor(0x14, 0x10, 0x0c, 220), u * 0.24, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPath(pathOf(preview));
    QPen dashes(Qt::white, u * 0.13, Qt::DashLine, Qt::RoundCap, Qt::RoundJoin);
    dashes.setDashPattern({1.0, 1.2});
    p.setPen(dashes);
    p.drawPath(pathOf(preview));
    p.setPen(QPen(QColor(0x14, 0x10, 0x0c), u * 0.04));
    p.setBrush(Qt::white);
    for (size_t i = 1; i < preview.size(); ++i)
        p.drawEllipse(g.centre(preview[i]), u * 0.12, u * 0.12);
}

void BoardWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const BoardGeometry g(size(), eyes());
    p.drawPixmap(0, 0, BoardArt::board(size(), eyes(), devicePixelRatioF()));
    const qreal u = g.tokenSize().height();

    paintRoutes(p);
    const Bits lit = targets();
    const int movingFrom = m_along >= 0 && !m_route.isEmpty() ? m_route.front() : -1;
    // A move shown again: the picture has the mover at its destination already.
    const int arrived =
        movingFrom >= 0 && m_ghost && pieceAt(m_route.back()).owner == m_ghost->owner
            ? m_route.back()
            : -1;
    for (Square s = 0; s < kSquares; ++s) {
        const ShownPiece piece = pieceAt(s);
        if (piece.owner >= 0 && s != movingFrom && s != arrived)
            paintToken(p, s, piece, g.centre(s));
    }
    auto ring = [&](Square s, const QColor &colour, qreal width) {
        p.setPen(QPen(colour, u * width));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(g.tokenRect(s).adjusted(-u * 0.08, -u * 0.08, u * 0.08, u * 0.08),
                          u * 0.2, u * 0.2);
    };
    if (!m_setUp && m_picture.lastMove && m_along < 0) {
        // The last move: both points in its own colour, the start dashed and the end solid,
        // never the thin white of the selection or the cursor.
        QPen dashed(lastMoveColour(), u * 0.1, Qt::DashLine);
        p.setPen(dashed);
        p.setBrush(Qt::NoBrush);
        const qreal m = u * 0.1;
        p.drawRoundedRect(g.tokenRect(m_picture.lastMove->from).adjusted(-m, -m, m, m), u * 0.2,
                          u * 0.2);
        ring(m_picture.lastMove->to, lastMoveColour(), 0.14);
    }
    for (Bits b = lit; b; b &= b - 1) {
        const Square s = lowest(b);
        const ShownPiece there = pieceAt(s);
        if (!m_setUp && there.owner >= 0 && there.owner != eyes()) {
            // An attack: a red diamond around the enemy token and crossed bars on it, another
            // colour and another shape than the green rings of the free points.
            const QRectF r = g.tokenRect(s);
            const QPointF c = r.center();
            const qreal w = r.width() * 0.5 + u * 0.22, h = r.height() * 0.5 + u * 0.3;
            QPolygonF diamond;
            diamond << c + QPointF(0, -h) << c + QPointF(w, 0) << c + QPointF(0, h)
                    << c + QPointF(-w, 0);
            p.setPen(QPen(attackColour(), u * 0.12, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            p.setBrush(Qt::NoBrush);
            p.drawPolygon(diamond);
            const qreal x = u * 0.22;
            // The cross in white on red, readable on either side's tokens.
            for (const auto &[colour, width] :
                 {std::pair{attackColour(), 0.16}, std::pair{QColor(Qt::white), 0.07}}) {
                p.setPen(QPen(colour, u * width, Qt::SolidLine, Qt::RoundCap));
                p.drawLine(c + QPointF(-x, -x), c + QPointF(x, x));
                p.drawLine(c + QPointF(-x, x), c + QPointF(x, -x));
            }
            continue;
        }
        // A free destination: a bright ring and a dot, readable on any point type.
        ring(s, targetColour(), 0.12);
        p.setPen(Qt::NoPen);
        p.setBrush(targetColour());
        p.drawEllipse(g.centre(s), u * 0.12, u * 0.12);
    }
    if (m_setUp && m_setUp->faultSquare()) {
        // The point the set-up check names: a red ring and a cross, so the fault is found on
        // the board and not only read in the panel.
        const Square s = *m_setUp->faultSquare();
        const QColor red(0xe8, 0x30, 0x30);
        ring(s, red, 0.14);
        const QRectF r = g.tokenRect(s);
        const QPointF c = r.topRight();
        const qreal d = u * 0.22;
        p.setPen(Qt::NoPen);
        p.setBrush(red);
        p.drawEllipse(c, d * 1.3, d * 1.3);
        p.setPen(QPen(Qt::white, u * 0.08, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(c + QPointF(-d * 0.6, -d * 0.6), c + QPointF(d * 0.6, d * 0.6));
        p.drawLine(c + QPointF(-d * 0.6, d * 0.6), c + QPointF(d * 0.6, -d * 0.6));
    }
    if (m_selected)
        ring(*m_selected, QColor(0xff, 0xe0, 0x4a), 0.14);
    if (m_hint) {
        ring(m_hint->from, QColor(0x5a, 0xc8, 0xff), 0.12);
        ring(m_hint->to, QColor(0x5a, 0xc8, 0xff), 0.12);
    }
    if (hasFocus())
        ring(m_cursor, QColor(0xff, 0xff, 0xff), 0.05);
    if (movingFrom >= 0) {
        const int i = std::min(int(m_along), int(m_route.size()) - 2);
        const qreal t = m_along - i;
        const QPointF a = g.centre(m_route[i]), b = g.centre(m_route[i + 1]);
        paintToken(p, Square(movingFrom), m_ghost ? *m_ghost : m_picture.at[size_t(movingFrom)],
                   a + (b - a) * t);
    }
    paintFight(p);
}

} // namespace speakeasy::ui
