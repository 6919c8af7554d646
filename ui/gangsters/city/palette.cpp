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
        //: The role's letter under its die and on its figure: one or two letters.
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

namespace {

// A figure's parts in a unit box (0..1 across, 0..1 down, feet at 1), scaled into `box`.
class Figure
{
public:
    explicit Figure(const QRectF &box) : m_box(box) {}
    QPointF at(qreal x, qreal y) const
    {
        return {m_box.left() + x * m_box.width(), m_box.top() + y * m_box.height()};
    }
    void ellipse(qreal cx, qreal cy, qreal rx, qreal ry)
    {
        m_path.addEllipse(at(cx, cy), rx * m_box.width(), ry * m_box.height());
    }
    void polygon(std::initializer_list<QPointF> points)
    {
        QPolygonF poly;
        for (const QPointF &p : points)
            poly << at(p.x(), p.y());
        poly << poly.first();
        m_path.addPolygon(poly);
    }
    void rect(qreal x, qreal y, qreal w, qreal h, qreal round = 0)
    {
        m_path.addRoundedRect(QRectF(at(x, y), at(x + w, y + h)), round * m_box.width(),
                              round * m_box.width());
    }
    QPainterPath done() const
    {
        QPainterPath p = m_path;
        p.setFillRule(Qt::WindingFill);
        return p.simplified();
    }

private:
    QRectF m_box;
    QPainterPath m_path;
};

} // namespace

QPainterPath roleShape(Role role, const QRectF &box)
{
    Figure f(box);
    switch (role) {
    case Role::Killer:
        // A fedora with a wide brim, broad shoulders, a long coat, and the drum-fed gun held
        // across it that no other figure carries.
        f.rect(0.16, 0.17, 0.64, 0.06, 0.03);
        f.polygon({{0.28, 0.18}, {0.32, 0.04}, {0.64, 0.04}, {0.68, 0.18}});
        f.ellipse(0.48, 0.29, 0.15, 0.1);
        f.polygon({{0.06, 0.5}, {0.18, 0.4}, {0.78, 0.4}, {0.88, 0.5}, {0.82, 0.98}, {0.12, 0.98}});
        f.polygon({{0.3, 0.62}, {1.0, 0.5}, {1.0, 0.58}, {0.32, 0.7}});
        f.ellipse(0.66, 0.67, 0.1, 0.08);
        break;
    case Role::Vamp:
        // A cloche hat over a bob, a slim waist, a flapper's fringed skirt.
        f.ellipse(0.5, 0.14, 0.17, 0.1);
        f.rect(0.26, 0.14, 0.48, 0.05, 0.02);
        f.ellipse(0.5, 0.26, 0.13, 0.1);
        f.polygon({{0.34, 0.4}, {0.66, 0.4}, {0.6, 0.6}, {0.4, 0.6}});
        f.polygon({{0.4, 0.58},
                   {0.6, 0.58},
                   {0.84, 0.9},
                   {0.76, 0.98},
                   {0.68, 0.9},
                   {0.6, 0.98},
                   {0.5, 0.9},
                   {0.4, 0.98},
                   {0.32, 0.9},
                   {0.24, 0.98},
                   {0.16, 0.9}});
        break;
    case Role::Dealer:
        // A flat boater, a stout round body, a case in hand.
        f.rect(0.2, 0.13, 0.6, 0.05, 0.02);
        f.rect(0.32, 0.04, 0.36, 0.1, 0.02);
        f.ellipse(0.5, 0.27, 0.14, 0.1);
        f.ellipse(0.46, 0.66, 0.33, 0.31);
        f.rect(0.7, 0.7, 0.26, 0.2, 0.03);
        break;
    }
    return f.done();
}

QPainterPath copShape(const QRectF &box)
{
    // Two cops side by side, each a peaked cap over a straight tunic.
    QPainterPath path;
    for (qreal left : {0.0, 0.42}) {
        Figure f(
            QRectF(box.left() + left * box.width(), box.top(), box.width() * 0.58, box.height()));
        f.rect(0.16, 0.1, 0.68, 0.07, 0.02);
        f.polygon({{0.26, 0.12}, {0.3, 0.02}, {0.7, 0.02}, {0.74, 0.12}});
        f.ellipse(0.5, 0.27, 0.16, 0.11);
        f.polygon({{0.1, 0.48}, {0.22, 0.4}, {0.78, 0.4}, {0.9, 0.48}, {0.84, 0.98}, {0.16, 0.98}});
        path.addPath(f.done());
    }
    path.setFillRule(Qt::WindingFill);
    return path.simplified();
}

QPainterPath gangMark(int gang, const QRectF &box)
{
    QPainterPath path;
    const QPointF c = box.center();
    const qreal w = box.width(), h = box.height();
    switch (gang) {
    case 0:
        path.addEllipse(box);
        break;
    case 1:
        path.addRect(box.adjusted(w * 0.06, h * 0.06, -w * 0.06, -h * 0.06));
        break;
    case 2:
        path.addPolygon(QPolygonF({QPointF(c.x(), box.top()), box.bottomRight(), box.bottomLeft(),
                                   QPointF(c.x(), box.top())}));
        break;
    default:
        path.addPolygon(QPolygonF({QPointF(c.x(), box.top()), QPointF(box.right(), c.y()),
                                   QPointF(c.x(), box.bottom()), QPointF(box.left(), c.y()),
                                   QPointF(c.x(), box.top())}));
        break;
    }
    return path;
}

QString roleLetter(Role role)
{
    // Under each die and on each colour-blind figure, the three read apart: French "T V Tr"
    // (the dealer is the "trafiquant" there; "D" told a French player nothing, T being the
    // tueur's). The shops' recruiting sigles T, V, D are the box's, drawn alike in every language.
    switch (role) {
    case Role::Killer:
        //: The role's letter under its die and on its figure: one or two letters, unlike the
        //: vamp's and the dealer's.
        return QCoreApplication::translate("gangsters::ui::Palette", "K", "killer");
    case Role::Vamp:
        //: The role's letter under its die and on its figure: one or two letters.
        return QCoreApplication::translate("gangsters::ui::Palette", "V", "vamp");
    case Role::Dealer:
        break;
    }
    //: The role's letter under its die and on its figure: one or two letters, unlike the
    //: killer's (French "Tr": "T" is the tueur's).
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
