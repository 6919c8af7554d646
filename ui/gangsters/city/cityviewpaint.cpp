// CityView's painting: the cached city, then the marks of the law and the tokens, the lit
// destinations and the route, the pieces, and the walk or drag under way.
#include "cityview.h"

#include "cityplan.h"
#include "cityview_p.h"
#include "citywords.h"
#include "gangsters/terms.h"
#include "palette.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace gangsters::ui {

namespace {

const QColor kLit(0x6f, 0xe0, 0x7a);
const QColor kRoute(0xff, 0xb3, 0x3b);
const QColor kWatch(0x4d, 0x8d, 0xff);

void paintHeart(QPainter &p, QPointF centre, qreal size, QColor colour)
{
    const QRectF h(centre.x() - size / 2, centre.y() - size / 2, size, size * 0.9);
    QPainterPath heart;
    heart.moveTo(h.center().x(), h.bottom());
    heart.cubicTo(h.left() - h.width() * 0.1, h.center().y(), h.left() + h.width() * 0.2,
                  h.top() - h.height() * 0.2, h.center().x(), h.top() + h.height() * 0.3);
    heart.cubicTo(h.right() - h.width() * 0.2, h.top() - h.height() * 0.2,
                  h.right() + h.width() * 0.1, h.center().y(), h.center().x(), h.bottom());
    p.setPen(QPen(QColor(0x1d, 0x19, 0x14), std::max<qreal>(1, size * 0.1)));
    p.setBrush(colour);
    p.drawPath(heart);
}

QPointF lerp(QPointF a, QPointF b, qreal t)
{
    return a + (b - a) * t;
}

} // namespace

void CityView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.drawPixmap(0, 0, CityArt::picture(size(), devicePixelRatioF(), &m_d->paintedWords));
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    paintMarks(p);
    paintTargets(p);
    paintRoute(p);
    paintPieces(p);
    paintMarked(p);
}

QStringList CityView::paintedWords() const
{
    return m_d->paintedWords;
}

void CityView::paintMarked(QPainter &p) const
{
    const CityGeometry g(size());
    const qreal k = g.scale();
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setBold(true);
    font.setPixelSize(std::max(10, int(15 * k)));
    for (Loc l : m_d->marked) {
        if (l >= city().locations())
            continue;
        // Over the pieces: a ring the colour of a route, outlined to stand out on any ground.
        const QRectF r = g.rect(l).adjusted(-5 * k, -5 * k, 5 * k, 5 * k);
        const qreal w = std::max<qreal>(3, 4 * k);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kOutline, w + 3));
        p.drawRoundedRect(r, 8 * k, 8 * k);
        p.setPen(QPen(kRoute, w));
        p.drawRoundedRect(r, 8 * k, 8 * k);
        if (!city().isStreet(l))
            continue; // a shop's number is on its sign, a place's name on its plate
        const QString code = QString::fromStdString(city().name(l));
        const QFontMetricsF fm(font);
        const QSizeF plate(fm.horizontalAdvance(code) + 10 * k + 4, fm.height() + 2 * k);
        QRectF at(QPointF(r.center().x() - plate.width() / 2, r.top() - plate.height() - 2), plate);
        if (at.top() < 0) // the top boulevard: below the square
            at.moveTop(r.bottom() + 2);
        p.setPen(QPen(kOutline, std::max<qreal>(1, 1.5 * k)));
        p.setBrush(kRoute);
        p.drawRoundedRect(at, 4 * k, 4 * k);
        p.setFont(font);
        p.setPen(kOutline);
        p.drawText(at, Qt::AlignCenter, code);
    }
}

void CityView::paintMarks(QPainter &p) const
{
    const Impl &d = *m_d;
    const State &s = d.state;
    const City &c = city();
    const CityGeometry g(size());
    const CityPlan &plan = CityPlan::get();
    const qreal k = g.scale();
    // While a move is chosen, what each pair watches (GA7.2): a blue frame with its number.
    if (d.hasPoint && d.point.type != DecisionType::Next) {
        for (int pair = 0; pair < 2; ++pair) {
            for (Loc l : watchedBy(s, pair)) {
                const QRectF r = g.rect(l).adjusted(-2 * k, -2 * k, 2 * k, 2 * k);
                QPen pen(kWatch, std::max<qreal>(2, 3 * k), pair == 0 ? Qt::DashLine : Qt::DotLine);
                p.setPen(pen);
                p.setBrush(QColor(kWatch.red(), kWatch.green(), kWatch.blue(), 50));
                p.drawRoundedRect(r, 6 * k, 6 * k);
                PieceArt::badge(p, QPointF(r.left() + 6 * k, r.top() + 6 * k),
                                std::max<qreal>(10, 13 * k), QString::number(pair + 1), kWatch,
                                Qt::white);
            }
        }
    }
    // Tokens in the shops (GA1.5): an R disc or the owner's house, in a corner of the shop.
    for (int shop = 0; shop < c.shops(); ++shop) {
        const QRectF box = g.rect(c.shopLoc(shop));
        const qreal t = std::max<qreal>(12, 17 * k);
        // In the bottom left corner, clear of the sign and beside its visitors.
        const QRectF corner(box.left() - t * 0.2, box.bottom() - t * 0.8, t, t);
        if (s.owner[size_t(shop)] >= 0)
            PieceArt::property(p, s.owner[size_t(shop)], corner, d.colourBlind);
        else if (s.racket[size_t(shop)] >= 0)
            PieceArt::racket(p, s.racket[size_t(shop)], corner, d.colourBlind);
    }
    // Traffic pawns on the sidewalk slots.
    for (Loc sq = 0; sq < c.streets(); ++sq)
        if (s.traffic[sq] >= 0)
            PieceArt::pawn(p, s.traffic[sq], g.map(plan.slot(sq)), std::max<qreal>(10, 15 * k),
                           d.colourBlind);
    // Pending offences (GA7.2): a red warning sign where each was committed.
    std::vector<int> pending(size_t(c.locations()), 0);
    for (int seat = 0; seat < s.gangs; ++seat)
        for (const Character &ch : s.gang[size_t(seat)].chars)
            for (int i = 0; i < ch.pendingSize; ++i)
                ++pending[ch.pending[size_t(i)].at];
    for (Loc l = 0; l < c.locations(); ++l) {
        if (!pending[l])
            continue;
        const QRectF r = g.rect(l);
        const qreal t = std::max<qreal>(12, 16 * k);
        QPolygonF sign;
        const QPointF at(r.left() + t * 0.1, r.top() - t * 0.35);
        sign << at + QPointF(t / 2, 0) << at + QPointF(t, t * 0.9) << at + QPointF(0, t * 0.9);
        p.setPen(QPen(kOutline, std::max<qreal>(1, 1.5 * k)));
        p.setBrush(QColor(0xd6, 0x2f, 0x26));
        p.drawPolygon(sign);
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setBold(true);
        f.setPixelSize(std::max(7, int(t * 0.62)));
        p.setFont(f);
        p.setPen(Qt::white);
        p.drawText(QRectF(at.x(), at.y() + t * 0.2, t, t * 0.7), Qt::AlignCenter,
                   pending[l] > 1 ? QString::number(pending[l]) : QStringLiteral("!"));
    }
}

void CityView::paintTargets(QPainter &p) const
{
    const Impl &d = *m_d;
    const CityGeometry g(size());
    const qreal k = g.scale();
    for (size_t i = 0; i < d.destinations.size(); ++i) {
        const Loc l = d.destinations[i];
        const bool hovered = l == d.hover;
        const bool focused = int(i) == d.focus && d.callable.empty();
        const QRectF r = g.rect(l).adjusted(-3 * k, -3 * k, 3 * k, 3 * k);
        const QColor colour = hovered || focused ? kRoute : kLit;
        p.setPen(QPen(kOutline, std::max<qreal>(4, 6 * k)));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r, 7 * k, 7 * k);
        p.setPen(QPen(colour, std::max<qreal>(2.5, 3.5 * k)));
        p.setBrush(QColor(colour.red(), colour.green(), colour.blue(), hovered ? 90 : 45));
        p.drawRoundedRect(r, 7 * k, 7 * k);
        if (focused) {
            p.setPen(QPen(Qt::white, 1.5, Qt::DashLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 8 * k, 8 * k);
        }
    }
}

void CityView::paintRoute(QPainter &p) const
{
    const Impl &d = *m_d;
    if (d.route.size() < 2)
        return;
    const City &c = city();
    const CityGeometry g(size());
    const qreal k = g.scale();
    QPolygonF line;
    for (Loc l : d.route)
        line << g.rect(l).center();
    // A sewer is a jump under the street: drawn dashed.
    for (qsizetype i = 0; i + 1 < line.size(); ++i) {
        const bool sewer = c.manhole(d.route[size_t(i)]) && c.manhole(d.route[size_t(i + 1)]) &&
                           !c.streetNeighbours(d.route[size_t(i)], d.route[size_t(i + 1)]);
        if (sewer) {
            // Under the street: a light dashed jump, so that it does not hide the city.
            QColor under = kRoute;
            under.setAlpha(170);
            p.setPen(QPen(under, std::max<qreal>(2, 3 * k), Qt::DashLine, Qt::RoundCap));
            p.drawLine(line[i], line[i + 1]);
            continue;
        }
        p.setPen(QPen(kOutline, std::max<qreal>(5, 9 * k), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(line[i], line[i + 1]);
        p.setPen(QPen(kRoute, std::max<qreal>(3, 5.5 * k), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(line[i], line[i + 1]);
    }
    // Each pip numbered, so that the die's count can be followed.
    const qreal dot = std::max<qreal>(13, 16 * k);
    for (qsizetype i = 1; i < line.size(); ++i) {
        PieceArt::badge(p, line[i] + QPointF(0, -g.rect(d.route[size_t(i)]).height() * 0.05), dot,
                        QString::number(i), kRoute, kOutline);
    }
}

void CityView::paintPieces(QPainter &p) const
{
    const Impl &d = *m_d;
    const State &s = d.state;
    const City &c = city();
    const CityGeometry g(size());
    const qreal ratio = devicePixelRatioF();
    const qreal fh = figureHeight(g);
    const auto &placed = placements();
    auto foot = [&](const QRectF &r) { return QPointF(r.center().x(), r.bottom() - fh * 0.06); };
    // Headings first (GA4.4), under every figure: a tail towards where each came from.
    for (const Placement &pl : placed) {
        if (!c.isStreet(pl.at))
            continue;
        const Loc from =
            pl.piece.pair >= 0 ? s.cops[size_t(pl.piece.pair)].from : s.at(pl.piece.who).from;
        if (from == kNoLoc || from == pl.at)
            continue;
        const QColor colour = pl.piece.pair >= 0 ? QColor(0x23, 0x3a, 0x6e)
                                                 : gangColour(pl.piece.who.seat, d.colourBlind);
        PieceArt::heading(p, foot(pl.rect), g.rect(from).center(), fh, colour);
    }
    const bool candidatesShown = d.hasPoint && d.candidates.size() > 1;
    for (const Placement &pl : placed) {
        const QRectF r = pl.rect;
        bool mover = false, candidate = false, callable = false;
        for (const Mover &m : d.candidates) {
            const bool same = (m.pair >= 0 && m.pair == pl.piece.pair) ||
                              (m.who.valid() && m.who == pl.piece.who);
            candidate |= same;
            mover |= same && m == d.mover;
        }
        callable = pl.piece.pair < 0 && std::find(d.callable.begin(), d.callable.end(),
                                                  pl.piece.who) != d.callable.end();
        if ((mover && d.hasPoint) || (candidate && candidatesShown) || callable) {
            // A glow under the piece that moves, or that may be picked.
            const QColor glow = mover ? kRoute : kLit;
            p.setPen(
                QPen(glow, std::max<qreal>(2, fh * 0.08), mover ? Qt::SolidLine : Qt::DashLine));
            p.setBrush(QColor(glow.red(), glow.green(), glow.blue(), 70));
            p.drawEllipse(QRectF(r.left() - fh * 0.1, r.bottom() - fh * 0.26, r.width() + fh * 0.2,
                                 fh * 0.3));
        }
        if (pl.piece.pair >= 0) {
            p.drawPixmap(r.topLeft(), PieceArt::cops(pl.piece.pair, r.size(), ratio));
            continue;
        }
        const Character &ch = s.at(pl.piece.who);
        const bool fallen = ch.at == c.cemetery();
        p.drawPixmap(r.topLeft(), PieceArt::figure(pl.piece.who.seat, pl.piece.who.role, r.size(),
                                                   ratio, d.colourBlind, fallen));
    }
    // Over every figure: badges of the law and of the body, and the vamps' bonds.
    for (const Placement &pl : placed) {
        if (pl.piece.pair >= 0)
            continue;
        const QRectF r = pl.rect;
        const Character &ch = s.at(pl.piece.who);
        const qreal b = std::max<qreal>(9, r.height() * 0.38);
        // Badges: the years left in prison; else the years on the record (GA7.1).
        if (ch.at == c.prison() && ch.sentence > 0)
            PieceArt::badge(p, QPointF(r.right() - b * 0.2, r.top() + b * 0.35), b,
                            QString::number(ch.sentence), QColor(0x2a, 0x23, 0x1b),
                            QColor(0xf6, 0xef, 0xdc));
        else if (ch.recordSize > 0 && ch.at != c.cemetery())
            PieceArt::badge(p, QPointF(r.right() - b * 0.2, r.top() + b * 0.35), b,
                            QString::number(gangsters::recordYears(ch)), QColor(0xd6, 0x2f, 0x26),
                            Qt::white);
        if (ch.wounded) {
            // A white bandage with a red cross.
            const QRectF w(r.left() - b * 0.15, r.top() + b * 0.1, b * 0.8, b * 0.8);
            p.setPen(QPen(kOutline, 1));
            p.setBrush(Qt::white);
            p.drawRoundedRect(w, 2, 2);
            p.setPen(QPen(QColor(0xc0, 0x39, 0x2b), std::max<qreal>(1.5, b * 0.18)));
            p.drawLine(QPointF(w.center().x(), w.top() + 2),
                       QPointF(w.center().x(), w.bottom() - 2));
            p.drawLine(QPointF(w.left() + 2, w.center().y()),
                       QPointF(w.right() - 2, w.center().y()));
        }
        if (ch.dazed) {
            // Stars about the head (GA8.4).
            p.setPen(QPen(QColor(0xf0, 0xc8, 0x5a), std::max<qreal>(1.2, fh * 0.05)));
            for (int i = 0; i < 3; ++i) {
                const QPointF at(r.left() + r.width() * (0.2 + 0.3 * i), r.top() + fh * 0.02);
                p.drawLine(at + QPointF(-3, 0), at + QPointF(3, 0));
                p.drawLine(at + QPointF(0, -3), at + QPointF(0, 3));
            }
        }
        if (ch.controlledBy >= 0 && ch.controlledBy != pl.piece.who.seat)
            // Bound to her: a heart in her gang's colour at his feet.
            paintHeart(p, QPointF(r.left() + b * 0.3, r.bottom() - b * 0.45), b * 0.85,
                       gangColour(ch.controlledBy, d.colourBlind));
    }
    for (const Placement &pl : placed) {
        if (pl.piece.pair >= 0 || pl.piece.who.role != Role::Vamp)
            continue;
        const CharRef companion = s.at(pl.piece.who).companion;
        const QRectF other = companion.valid() ? pieceRect(companion) : QRectF();
        if (other.isEmpty())
            continue;
        // A cord over their heads from her to her companion (GA8), in her colour.
        const QPointF from(pl.rect.center().x(), pl.rect.top() + fh * 0.1);
        const QPointF to(other.center().x(), other.top() + fh * 0.1);
        const QPointF apex((from.x() + to.x()) / 2, std::min(from.y(), to.y()) - fh * 0.45);
        QPainterPath cord(from);
        cord.quadTo(apex, to);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kOutline, std::max<qreal>(3, fh * 0.11), Qt::SolidLine, Qt::RoundCap));
        p.drawPath(cord);
        p.setPen(QPen(gangColour(pl.piece.who.seat, d.colourBlind), std::max<qreal>(1.5, fh * 0.06),
                      Qt::SolidLine, Qt::RoundCap));
        p.drawPath(cord);
        paintHeart(p, cord.pointAtPercent(0.5), std::max<qreal>(10, fh * 0.3),
                   gangColour(pl.piece.who.seat, d.colourBlind));
    }
    // The walk under way, between two locations of its path.
    if (d.walker.valid() && d.along >= 0 && d.walk.size() >= 2) {
        const int i = std::min(int(d.walk.size()) - 2, int(d.along));
        const QPointF at = lerp(g.rect(d.walk[size_t(i)]).center(),
                                g.rect(d.walk[size_t(i + 1)]).center(), d.along - i);
        const qreal w = d.walker.pair >= 0 ? fh * 0.72 * 1.45 : fh * 0.72;
        const QRectF r(at.x() - w / 2, at.y() - fh / 2, w, fh);
        if (d.follower.valid())
            // Her companion a step behind her (GA8.3).
            p.drawPixmap(
                r.topLeft() + QPointF(w * 0.6, 0),
                PieceArt::figure(d.follower.seat, d.follower.role, r.size(), ratio, d.colourBlind));
        if (d.walker.pair >= 0)
            p.drawPixmap(r.topLeft(), PieceArt::cops(d.walker.pair, r.size(), ratio));
        else
            p.drawPixmap(r.topLeft(), PieceArt::figure(d.walker.who.seat, d.walker.who.role,
                                                       r.size(), ratio, d.colourBlind));
    }
    // The figure dragged, under the pointer.
    if (d.dragging && d.mover.valid()) {
        const qreal w = d.mover.pair >= 0 ? fh * 0.72 * 1.45 : fh * 0.72;
        const QRectF r(d.pointer.x() - w / 2, d.pointer.y() - fh * 0.8, w, fh);
        p.setOpacity(0.85);
        if (d.mover.pair >= 0)
            p.drawPixmap(r.topLeft(), PieceArt::cops(d.mover.pair, r.size(), ratio));
        else
            p.drawPixmap(r.topLeft(), PieceArt::figure(d.mover.who.seat, d.mover.who.role, r.size(),
                                                       ratio, d.colourBlind));
        p.setOpacity(1);
    }
}

} // namespace gangsters::ui
