#include "citypieces.h"

#include "cityplan.h"
#include "palette.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPixmapCache>

#include <cmath>

namespace gangsters::ui {

namespace {

constexpr qreal kFigureAspect = 0.72; // width over height

QSizeF figureSize(qreal height)
{
    return {height * kFigureAspect, height};
}

// Rows across a place's area, as many side by side as fit, smaller when many would not fit.
void arrangeRows(std::vector<Placement> &out, size_t first, const QRectF &area, qreal fh)
{
    for (qreal k = 1.0;; k -= 0.1) {
        const qreal h = fh * k;
        const QSizeF fs = figureSize(h);
        auto widthOf = [&](const Placement &pl) {
            return pl.piece.pair >= 0 ? fs.width() * 1.45 : fs.width();
        };
        std::vector<std::vector<size_t>> rows(1);
        qreal x = 0;
        for (size_t i = first; i < out.size(); ++i) {
            const qreal w = widthOf(out[i]) * 1.05;
            if (x + w > area.width() + 1 && !rows.back().empty()) {
                rows.emplace_back();
                x = 0;
            }
            rows.back().push_back(i);
            x += w;
        }
        const qreal cellH = h * 0.92;
        const qreal totalH = cellH * qreal(rows.size());
        if (totalH > area.height() * 1.1 && k > 0.45)
            continue;
        qreal y = area.center().y() - totalH / 2;
        for (const auto &r : rows) {
            qreal w = 0;
            for (size_t i : r)
                w += widthOf(out[i]) * 1.05;
            qreal left = area.center().x() - w / 2;
            for (size_t i : r) {
                const qreal wi = widthOf(out[i]);
                out[i].rect = QRectF(left + wi * 0.025, y, wi, h);
                left += wi * 1.05;
            }
            y += cellH;
        }
        return;
    }
}

// The prison holds everyone at the start: each gang in its own column (killer, vamp, dealer
// down it), the cop pairs in a row above, all drawn as small as it takes to fit inside its
// walls. Fixed places, so a prisoner is found where the last one of his gang was.
void arrangePrison(std::vector<Placement> &out, size_t first, const QRectF &area, qreal fh,
                   int gangs)
{
    bool cops = false;
    for (size_t i = first; i < out.size(); ++i)
        cops |= out[i].piece.pair >= 0;
    const int columns = std::max(1, gangs);
    const int rows = kRoles + (cops ? 1 : 0);
    const qreal step = 0.8; // a row's share of a figure's height: the rows overlap a little
    const qreal k = std::min({1.0, area.width() / (columns * fh * kFigureAspect * 1.04),
                              area.height() / (fh * (1 + step * (rows - 1)))});
    const qreal h = fh * k, w = h * kFigureAspect;
    const qreal left = area.center().x() - columns * w * 1.04 / 2;
    const qreal top = area.center().y() - h * (1 + step * (rows - 1)) / 2;
    for (size_t i = first; i < out.size(); ++i) {
        const Mover &m = out[i].piece;
        if (m.pair >= 0) {
            const qreal cw = w * 1.45;
            const qreal x = area.center().x() + (m.pair == 0 ? -cw * 1.02 : cw * 0.02);
            out[i].rect = QRectF(x, top, cw, h);
            continue;
        }
        const int row = int(m.who.role) + (cops ? 1 : 0);
        out[i].rect = QRectF(left + m.who.seat * w * 1.04 + w * 0.02, top + row * step * h, w, h);
    }
}

// Pieces on a square or in a shop stand side by side, overlapping when crowded; in the clinic
// and the cemetery they stand in rows, smaller when many would not fit.
void arrange(std::vector<Placement> &out, size_t first, const CityGeometry &g, qreal fh, int gangs)
{
    const size_t n = out.size() - first;
    if (n == 0)
        return;
    const City &c = city();
    const Loc at = out[first].at;
    const QRectF area = g.rect(at);
    if (at == c.prison()) {
        // A few stand in a row at full size; a crowd in the gangs' columns.
        if (n <= 3)
            arrangeRows(out, first, area, fh);
        else
            arrangePrison(out, first, area, fh, gangs);
        return;
    }
    if (at == c.clinic() || at == c.cemetery()) {
        arrangeRows(out, first, area, fh);
        return;
    }
    const QSizeF fs = figureSize(fh);
    auto widthOf = [&](const Placement &pl) {
        return pl.piece.pair >= 0 ? fs.width() * 1.45 : fs.width();
    };
    QPointF centre = area.center();
    // In a shop they stand at its door, below its sign.
    if (c.isShop(at))
        centre.ry() = std::max(area.center().y(), area.bottom() - fh / 2 + fh * 0.15);
    // Side by side, each the next one's 60 % over; crowds wrap into a second row.
    const size_t perRow = 4;
    const size_t rows = (n + perRow - 1) / perRow;
    for (size_t r = 0; r < rows; ++r) {
        const size_t from = first + r * perRow, to = std::min(out.size(), from + perRow);
        qreal total = 0;
        for (size_t i = from; i < to; ++i)
            total += widthOf(out[i]) * (i + 1 < to ? 0.6 : 1.0);
        qreal left = centre.x() - total / 2;
        const qreal top = centre.y() - fh / 2 + (qreal(r) - qreal(rows - 1) / 2) * fh * 0.42;
        for (size_t i = from; i < to; ++i) {
            out[i].rect = QRectF(left, top, widthOf(out[i]), fh);
            left += widthOf(out[i]) * 0.6;
        }
    }
}

} // namespace

qreal figureHeight(const CityGeometry &g)
{
    return std::max<qreal>(28, 46 * g.scale());
}

std::vector<Placement> placePieces(const State &s, const CityGeometry &g, const Mover &moving,
                                   CharRef follower)
{
    const City &c = city();
    const qreal fh = figureHeight(g);
    std::vector<Placement> out;
    std::vector<std::vector<Placement>> byLoc(size_t(c.locations()));
    for (int pair = 0; pair < 2; ++pair) {
        const Loc at = s.cops[size_t(pair)].at;
        if (at != kNoLoc && !(moving.pair == pair))
            byLoc[at].push_back({Mover{CharRef{}, pair, 0}, at, {}});
    }
    for (int seat = 0; seat < s.gangs; ++seat) {
        for (int r = 0; r < kRoles; ++r) {
            const CharRef who{int8_t(seat), Role(r)};
            const Character &ch = s.at(who);
            if (ch.at == kNoLoc || (moving.who.valid() && moving.who == who) ||
                (follower.valid() && follower == who))
                continue;
            // A companion stands with his vamp (GA8.3): placed right after her.
            if (ch.controlledBy >= 0 && ch.controlledBy != seat)
                continue;
            byLoc[ch.at].push_back({Mover{who, -1, 0}, ch.at, {}});
            if (who.role == Role::Vamp && ch.companion.valid()) {
                const Character &m = s.at(ch.companion);
                if (m.at == ch.at && !(moving.who == ch.companion) && !(follower == ch.companion))
                    byLoc[ch.at].push_back({Mover{ch.companion, -1, 0}, ch.at, {}});
            }
        }
    }
    // Companions whose vamp is elsewhere (or moving) still stand where they are.
    for (int seat = 0; seat < s.gangs; ++seat) {
        for (int r = 0; r < kRoles; ++r) {
            const CharRef who{int8_t(seat), Role(r)};
            const Character &ch = s.at(who);
            if (ch.at == kNoLoc || ch.controlledBy < 0 || ch.controlledBy == seat ||
                (moving.who.valid() && moving.who == who) || (follower.valid() && follower == who))
                continue;
            auto &list = byLoc[ch.at];
            const bool placed = std::any_of(list.begin(), list.end(), [&](const Placement &p) {
                return p.piece.who.valid() && p.piece.who == who;
            });
            if (!placed)
                list.push_back({Mover{who, -1, 0}, ch.at, {}});
        }
    }
    for (Loc l = 0; l < c.locations(); ++l) {
        const size_t first = out.size();
        out.insert(out.end(), byLoc[l].begin(), byLoc[l].end());
        arrange(out, first, g, fh, s.gangs);
    }
    return out;
}

QPixmap PieceArt::figure(int gang, Role role, QSizeF size, qreal ratio, bool colourBlind,
                         bool fallen)
{
    const QSize px = (size * ratio).toSize();
    // The role's letter is part of the key: a change of language draws new figures.
    const QString key = QStringLiteral("ga-fig-%1-%2-%3x%4-%5-%6-%7")
                            .arg(gang)
                            .arg(int(role))
                            .arg(px.width())
                            .arg(px.height())
                            .arg(int(colourBlind))
                            .arg(int(fallen))
                            .arg(roleLetter(role));
    QPixmap pm;
    if (QPixmapCache::find(key, &pm))
        return pm;
    pm = QPixmap(px);
    pm.setDevicePixelRatio(ratio);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal h = size.height();
    QColor colour = gangColour(gang, colourBlind);
    if (fallen)
        colour = QColor::fromHsvF(colour.hsvHueF(), colour.hsvSaturationF() * 0.25,
                                  colour.valueF() * 0.7);
    // A shadow at the feet, then the silhouette with a dark outline and a light edge.
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 90));
    p.drawEllipse(QRectF(size.width() * 0.12, h * 0.9, size.width() * 0.76, h * 0.1));
    const QRectF body(size.width() * 0.06, h * 0.03, size.width() * 0.88, h * 0.92);
    const QPainterPath shape = roleShape(role, body);
    p.setPen(
        QPen(kOutline, std::max<qreal>(1.2, h * 0.05), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(colour);
    p.drawPath(shape);
    if (colourBlind) {
        drawGangPattern(p, gang, shape, gangInk(gang, true));
        QFont f(QStringLiteral("DejaVu Sans"));
        f.setBold(true);
        f.setPixelSize(std::max(7, int(h * 0.3)));
        // A letter of two ("Tr", the French dealer's) narrower, to stay on its disc.
        const QString letter = roleLetter(role);
        while (f.pixelSize() > 6 && QFontMetricsF(f).horizontalAdvance(letter) > h * 0.3)
            f.setPixelSize(f.pixelSize() - 1);
        p.setFont(f);
        const QRectF chest(body.left(), body.top() + h * 0.45, body.width(), h * 0.4);
        p.setPen(QPen(kOutline, h * 0.07));
        p.setBrush(QColor(0xf6, 0xef, 0xdc));
        p.drawEllipse(QRectF(chest.center().x() - h * 0.16, chest.center().y() - h * 0.16, h * 0.32,
                             h * 0.32));
        p.setPen(kOutline);
        p.drawText(chest, Qt::AlignCenter, letter);
    } else {
        // A glint along the left edge, as on the painted lead figures of the period.
        p.save();
        p.setClipPath(shape);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 60));
        p.drawRect(QRectF(body.left(), body.top(), body.width() * 0.35, body.height()));
        p.restore();
    }
    p.end();
    QPixmapCache::insert(key, pm);
    return pm;
}

QPixmap PieceArt::cops(int pair, QSizeF size, qreal ratio)
{
    const QSize px = (size * ratio).toSize();
    const QString key =
        QStringLiteral("ga-cops-%1-%2x%3").arg(pair).arg(px.width()).arg(px.height());
    QPixmap pm;
    if (QPixmapCache::find(key, &pm))
        return pm;
    pm = QPixmap(px);
    pm.setDevicePixelRatio(ratio);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal h = size.height();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 90));
    p.drawEllipse(QRectF(size.width() * 0.06, h * 0.9, size.width() * 0.88, h * 0.1));
    const QRectF body(size.width() * 0.04, h * 0.03, size.width() * 0.92, h * 0.92);
    const QPainterPath shape = copShape(body);
    p.setPen(
        QPen(kOutline, std::max<qreal>(1.2, h * 0.05), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.setBrush(QColor(0x23, 0x3a, 0x6e));
    p.drawPath(shape);
    // Brass buttons and the pair's number on a badge.
    badge(p, QPointF(size.width() / 2, h * 0.66), h * 0.36, QString::number(pair + 1),
          QColor(0xe0, 0xb8, 0x4f), kOutline);
    p.end();
    QPixmapCache::insert(key, pm);
    return pm;
}

void PieceArt::pawn(QPainter &p, int gang, QPointF centre, qreal size, bool colourBlind)
{
    const QRectF box(centre.x() - size / 2, centre.y() - size / 2, size, size);
    p.setPen(QPen(kOutline, std::max<qreal>(1, size * 0.14)));
    p.setBrush(gangColour(gang, colourBlind));
    p.drawPath(gangMark(gang, box));
}

void PieceArt::racket(QPainter &p, int gang, const QRectF &box, bool colourBlind)
{
    const QColor colour = gangColour(gang, colourBlind);
    p.setPen(QPen(kOutline, std::max<qreal>(1, box.height() * 0.09)));
    p.setBrush(colour);
    p.drawEllipse(box);
    p.setPen(QPen(gangInk(gang, colourBlind), std::max<qreal>(0.8, box.height() * 0.06)));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(box.adjusted(box.width() * 0.12, box.height() * 0.12, -box.width() * 0.12,
                               -box.height() * 0.12));
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setBold(true);
    f.setPixelSize(std::max(6, int(box.height() * 0.56)));
    p.setFont(f);
    p.setPen(gangInk(gang, colourBlind));
    p.drawText(box, Qt::AlignCenter, QStringLiteral("R"));
    const QRectF mark(box.right() - box.width() * 0.34, box.top() - box.height() * 0.05,
                      box.width() * 0.38, box.height() * 0.38);
    p.setPen(QPen(kOutline, 1));
    p.setBrush(QColor(0xf6, 0xef, 0xdc));
    p.drawPath(gangMark(gang, mark));
}

void PieceArt::property(QPainter &p, int gang, const QRectF &box, bool colourBlind)
{
    // A house: the deed of the shop, in the owner's colour with the owner's mark as a window.
    const QColor colour = gangColour(gang, colourBlind);
    QPolygonF house;
    const qreal w = box.width(), h = box.height();
    house << QPointF(box.left() + w * 0.5, box.top()) << QPointF(box.right(), box.top() + h * 0.42)
          << QPointF(box.right() - w * 0.1, box.top() + h * 0.42) << box.bottomRight()
          << box.bottomLeft() << QPointF(box.left() + w * 0.1, box.top() + h * 0.42)
          << QPointF(box.left(), box.top() + h * 0.42);
    p.setPen(
        QPen(kOutline, std::max<qreal>(1, h * 0.09), Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(colour);
    p.drawPolygon(house);
    const QRectF window(box.left() + w * 0.3, box.top() + h * 0.45, w * 0.4, h * 0.4);
    p.setPen(QPen(kOutline, 1));
    p.setBrush(QColor(0xf6, 0xef, 0xdc));
    p.drawPath(gangMark(gang, window));
}

void PieceArt::badge(QPainter &p, QPointF centre, qreal size, const QString &text, QColor fill,
                     QColor ink)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setBold(true);
    f.setPixelSize(std::max(7, int(size * 0.68)));
    const qreal w = std::max(size, QFontMetricsF(f).horizontalAdvance(text) + size * 0.4);
    const QRectF r(centre.x() - w / 2, centre.y() - size / 2, w, size);
    p.setPen(QPen(kOutline, std::max<qreal>(1, size * 0.08)));
    p.setBrush(fill);
    p.drawRoundedRect(r, size / 2, size / 2);
    p.setFont(f);
    p.setPen(ink);
    p.drawText(r, Qt::AlignCenter, text);
}

void PieceArt::heading(QPainter &p, QPointF foot, QPointF from, qreal size, QColor colour)
{
    const QPointF d = foot - from;
    const qreal len = std::hypot(d.x(), d.y());
    if (len < 1)
        return;
    // An arrow from the side the piece came from into its feet: the way it walks.
    const QPointF u = d / len, n(-u.y(), u.x());
    const qreal reach = std::min(len * 0.55, size * 1.05);
    const QPointF tail = foot - u * reach, head = foot - u * size * 0.16;
    const qreal shaft = std::max<qreal>(2, size * 0.1), barb = size * 0.24;
    QPolygonF arrow;
    arrow << tail + n * shaft / 2 << head - u * barb + n * shaft / 2
          << head - u * barb + n * barb * 0.85 << head << head - u * barb - n * barb * 0.85
          << head - u * barb - n * shaft / 2 << tail - n * shaft / 2;
    p.setPen(QPen(kOutline, std::max<qreal>(1, size * 0.045), Qt::SolidLine, Qt::RoundCap,
                  Qt::RoundJoin));
    p.setBrush(colour);
    p.drawPolygon(arrow);
}

} // namespace gangsters::ui
