#include "palette.h"

#include <QCoreApplication>
#include <QPainter>

namespace gangsters::ui {

QColor gangColour(int gang, bool colourBlind)
{
    // GA1.1: red, blue, yellow, green. Colour-blind mode takes Okabe-Ito's vermilion, blue,
    // yellow and bluish green, which stay apart for the common deficiencies.
    static const QColor normal[kMaxGangs] = {QColor(0xc2, 0x33, 0x2b), QColor(0x2f, 0x5d, 0xb8),
                                             QColor(0xe8, 0xb9, 0x2e), QColor(0x2e, 0x8b, 0x4a)};
    static const QColor safe[kMaxGangs] = {QColor(0xd5, 0x5e, 0x00), QColor(0x00, 0x72, 0xb2),
                                           QColor(0xf0, 0xe4, 0x42), QColor(0x00, 0x9e, 0x73)};
    if (gang < 0 || gang >= kMaxGangs)
        return QColor(0x80, 0x80, 0x80);
    return colourBlind ? safe[gang] : normal[gang];
}

QColor gangInk(int gang, bool colourBlind)
{
    const QColor c = gangColour(gang, colourBlind);
    return c.lightnessF() > 0.55 ? QColor(0x22, 0x1c, 0x14) : QColor(0xfb, 0xf5, 0xe6);
}

QColor roleDieColour(Role role)
{
    switch (role) {
    case Role::Killer:
        return QColor(0x2e, 0x8b, 0x4a);
    case Role::Vamp:
        return QColor(0xc2, 0x33, 0x2b);
    case Role::Dealer:
        break;
    }
    return QColor(0xf6, 0xef, 0xdc);
}

QColor copDieColour()
{
    return QColor(0x2a, 0x4f, 0x9c);
}

QColor dieInk(QColor face)
{
    return face.lightnessF() > 0.6 ? QColor(0x22, 0x1c, 0x14) : QColor(0xfb, 0xf5, 0xe6);
}

QPainterPath roleShape(Role role, const QRectF &box)
{
    QPainterPath path;
    const qreal w = box.width(), h = box.height();
    const qreal cx = box.center().x(), top = box.top();
    auto at = [&](qreal fx, qreal fy) { return QPointF(cx + fx * w, top + fy * h); };
    switch (role) {
    case Role::Killer:
        path.addEllipse(at(0, 0.28), w * 0.15, h * 0.13);
        path.addRect(QRectF(at(-0.3, 0.13), at(0.3, 0.2)));
        path.addRect(QRectF(at(-0.32, 0.42), at(0.32, 1.0)));
        break;
    case Role::Vamp:
        path.addEllipse(at(0, 0.25), w * 0.13, h * 0.12);
        path.moveTo(at(-0.12, 0.4));
        path.lineTo(at(0.12, 0.4));
        path.lineTo(at(0.3, 1.0));
        path.lineTo(at(-0.3, 1.0));
        path.closeSubpath();
        break;
    case Role::Dealer:
        path.addEllipse(at(0, 0.28), w * 0.15, h * 0.13);
        path.addEllipse(QRectF(at(-0.36, 0.42), at(0.36, 1.0)));
        break;
    }
    return path.simplified();
}

QPainterPath copShape(const QRectF &box)
{
    QPainterPath path;
    const QRectF left(box.left(), box.top(), box.width() * 0.55, box.height());
    const QRectF right(box.left() + box.width() * 0.45, box.top(), box.width() * 0.55,
                       box.height());
    path.addPath(roleShape(Role::Killer, left));
    path.addPath(roleShape(Role::Killer, right));
    return path.simplified();
}

QString roleLetter(Role role)
{
    switch (role) {
    case Role::Killer:
        return QCoreApplication::translate("gangsters::ui::Palette", "K", "killer");
    case Role::Vamp:
        return QCoreApplication::translate("gangsters::ui::Palette", "V", "vamp");
    case Role::Dealer:
        break;
    }
    return QCoreApplication::translate("gangsters::ui::Palette", "D", "dealer");
}

void drawGangPattern(QPainter &painter, int gang, const QPainterPath &shape, QColor ink)
{
    if (gang <= 0)
        return;
    painter.save();
    painter.setClipPath(shape, Qt::IntersectClip);
    const QRectF r = shape.boundingRect();
    const qreal step = std::max<qreal>(3, r.width() / 5);
    painter.setPen(QPen(ink, std::max<qreal>(1, step / 4)));
    painter.setBrush(ink);
    if (gang == 1) {
        for (qreal x = r.left() - r.height(); x < r.right(); x += step)
            painter.drawLine(QPointF(x, r.bottom()), QPointF(x + r.height(), r.top()));
    } else if (gang == 2) {
        painter.setPen(Qt::NoPen);
        for (qreal y = r.top() + step / 2; y < r.bottom(); y += step)
            for (qreal x = r.left() + step / 2; x < r.right(); x += step)
                painter.drawEllipse(QPointF(x, y), step / 5, step / 5);
    } else {
        for (qreal x = r.left(); x < r.right(); x += step)
            painter.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
        for (qreal y = r.top(); y < r.bottom(); y += step)
            painter.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
    }
    painter.restore();
}

} // namespace gangsters::ui
