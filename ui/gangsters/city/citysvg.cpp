#include "citysvg.h"

#include "cityart.h"
#include "cityplan.h"

#include <QPainterPath>
#include <QString>

namespace gangsters::ui {

namespace {

// The 1920s palette shared with Razzia's cards and Speak Easy's district: warm night, brass,
// ivory, asphalt.
const QColor kNight(0x1d, 0x19, 0x14);
const QColor kPavement(0x3a, 0x32, 0x29);
const QColor kBrass(0xb0, 0x8d, 0x57);
const QColor kIvory(0xf1, 0xe7, 0xcf);
const QColor kAsphalt(0xc9, 0xb5, 0x8a);
const QColor kCurb(0x6b, 0x58, 0x3c);
const QColor kWall(0x2a, 0x23, 0x1b);

QString hex(QColor c)
{
    return c.name(QColor::HexRgb);
}

QString num(qreal v)
{
    return QString::number(v, 'f', 1);
}

QString pathData(const QPainterPath &path)
{
    QString d;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element e = path.elementAt(i);
        if (e.isMoveTo())
            d += QStringLiteral("M%1 %2").arg(num(e.x), num(e.y));
        else if (e.isLineTo())
            d += QStringLiteral("L%1 %2").arg(num(e.x), num(e.y));
        else if (e.type == QPainterPath::CurveToElement) {
            const QPainterPath::Element c2 = path.elementAt(i + 1), to = path.elementAt(i + 2);
            d += QStringLiteral("C%1 %2 %3 %4 %5 %6")
                     .arg(num(e.x), num(e.y), num(c2.x), num(c2.y), num(to.x), num(to.y));
            i += 2;
        }
    }
    return d + QLatin1Char('Z');
}

QString polygonPoints(const QPolygonF &poly)
{
    QString pts;
    for (const QPointF &p : poly)
        pts += num(p.x()) + QLatin1Char(',') + num(p.y()) + QLatin1Char(' ');
    return pts.trimmed();
}

QPolygonF scaled(const QPolygonF &poly, QPointF about, qreal k)
{
    QPolygonF out;
    for (const QPointF &p : poly)
        out << about + (p - about) * k;
    return out;
}

class Svg
{
public:
    void add(const QString &element) { m_text += element + QLatin1Char('\n'); }
    QString m_text;
};

// The kind of a street link by its squares' ids (GA2.2 names them): an avenue joins two
// squares of one avenue, the prison circle two `Ak.1`, the inner boulevard runs through the
// `I` squares, the outer one through the `O` squares.
enum class Street
{
    Avenue,
    Circle,
    Inner,
    Outer
};

Street streetKind(const std::string &a, const std::string &b)
{
    if (a[0] == 'I' || b[0] == 'I')
        return Street::Inner;
    if (a[0] == 'O' || b[0] == 'O')
        return Street::Outer;
    if (a.substr(0, 3) == b.substr(0, 3))
        return Street::Avenue;
    return Street::Circle;
}

void streets(Svg &svg, const CityPlan &plan)
{
    const City &c = city();
    // Curbs under paving; each kind of street its own mark: the avenues a dashed centre line,
    // the inner boulevard a tramway's two rails, the outer boulevard a row of plane trees along
    // its outer side, the prison circle dark cobbles.
    QString curbs, paving, circle, avenues, rails;
    QString trees;
    for (int i = 0; i < c.stepCount(); ++i) {
        const Step &s = c.step(i);
        if (s.kind != StepKind::Street || s.from > s.to)
            continue;
        const QPointF a = plan.point(s.from), b = plan.point(s.to);
        auto segment = [](QPointF p, QPointF q) {
            return QStringLiteral("M%1 %2L%3 %4")
                .arg(num(p.x()), num(p.y()), num(q.x()), num(q.y()));
        };
        const QString seg = segment(a, b);
        curbs += seg;
        const QPointF d = b - a;
        const qreal len = std::max<qreal>(1, std::hypot(d.x(), d.y()));
        const QPointF n(-d.y() / len, d.x() / len);
        switch (streetKind(c.name(s.from), c.name(s.to))) {
        case Street::Avenue:
            paving += seg;
            avenues += seg;
            break;
        case Street::Circle:
            circle += seg;
            break;
        case Street::Inner:
            paving += seg;
            rails += segment(a + n * 5, b + n * 5) + segment(a - n * 5, b - n * 5);
            break;
        case Street::Outer: {
            paving += seg;
            // A tree halfway along, on the side away from the city.
            const QPointF mid = (a + b) / 2;
            const QPointF out = QPointF::dotProduct(mid - plan.centre(), n) > 0 ? n : -n;
            const QPointF t = mid + out * (CityPlan::kStreet + 6);
            trees += QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"6.5\"/>")
                         .arg(num(t.x()), num(t.y()));
            break;
        }
        }
    }
    svg.add(QStringLiteral("<path d=\"%1\" stroke=\"%2\" stroke-width=\"%3\" fill=\"none\"/>")
                .arg(curbs, hex(kCurb), num(2 * CityPlan::kStreet + 5)));
    svg.add(QStringLiteral("<path d=\"%1\" stroke=\"%2\" stroke-width=\"%3\" fill=\"none\"/>")
                .arg(paving, hex(kAsphalt), num(2 * CityPlan::kStreet)));
    svg.add(QStringLiteral("<path d=\"%1\" stroke=\"%2\" stroke-width=\"%3\" fill=\"none\"/>")
                .arg(circle, hex(QColor(0x9c, 0x8a, 0x6a)), num(2 * CityPlan::kStreet)));
    svg.add(QStringLiteral("<path d=\"%1\" stroke=\"%2\" stroke-width=\"2\" "
                           "stroke-dasharray=\"7,6\" fill=\"none\" opacity=\"0.8\"/>")
                .arg(avenues, hex(QColor(0x8a, 0x6d, 0x3e))));
    svg.add(QStringLiteral("<path d=\"%1\" stroke=\"%2\" stroke-width=\"2\" fill=\"none\" "
                           "opacity=\"0.85\"/>")
                .arg(rails, hex(QColor(0x6b, 0x58, 0x3c))));
    svg.add(QStringLiteral("<g fill=\"#55703f\" stroke=\"#2c3a22\" stroke-width=\"1.2\">%1</g>")
                .arg(trees));
}

void blocks(Svg &svg, const CityPlan &plan)
{
    const City &c = city();
    for (const CityPlan::Face &f : plan.faces()) {
        QColor ground = kPavement;
        if (f.kind == CityPlan::FaceKind::Block)
            ground = mixColours(CityArt::districtColour(f.district), kNight, 0.5);
        else if (f.kind == CityPlan::FaceKind::Clinic)
            ground = QColor(0x4c, 0x5e, 0x57);
        else if (f.kind == CityPlan::FaceKind::Cemetery)
            ground = QColor(0x34, 0x4a, 0x30);
        else if (f.kind == CityPlan::FaceKind::Prison)
            ground = QColor(0x4a, 0x46, 0x41);
        svg.add(QStringLiteral("<polygon points=\"%1\" fill=\"%2\"/>")
                    .arg(polygonPoints(f.outline), hex(ground)));
    }
    for (int shop = 0; shop < c.shops(); ++shop) {
        const QColor district = CityArt::districtColour(c.shop(shop).district);
        const QPainterPath &cell = plan.shopCell(shop);
        // The shop: a storefront in its district's colour, walls between neighbours.
        svg.add(QStringLiteral("<path d=\"%1\" fill=\"%2\" stroke=\"%3\" stroke-width=\"3\" "
                               "stroke-linejoin=\"miter\"/>")
                    .arg(pathData(cell), hex(mixColours(district, kIvory, 0.52)), hex(kWall)));
        // An inner rim, as the printed boards' tiles have.
        const QRectF r = cell.boundingRect();
        QPainterPath inner = cell;
        inner.translate(-r.center());
        const qreal k = std::max<qreal>(0.6, 1 - 10 / std::max<qreal>(8, r.width()));
        inner = QTransform::fromScale(k, k).map(inner);
        inner.translate(r.center());
        svg.add(QStringLiteral("<path d=\"%1\" fill=\"none\" stroke=\"%2\" stroke-width=\"1.2\" "
                               "opacity=\"0.55\"/>")
                    .arg(pathData(inner.simplified()), hex(mixColours(district, kNight, 0.2))));
    }
    // Doors between contiguous shops (GA2.4): a gap in the wall between their points.
    for (int shop = 0; shop < c.shops(); ++shop) {
        const Loc here = c.shopLoc(shop);
        for (int i = c.outBegin(here); i < c.outEnd(here); ++i) {
            const Step &s = c.step(i);
            if (s.kind != StepKind::ShopToShop || s.to < here)
                continue;
            const QPointF a = plan.point(here), b = plan.point(s.to);
            const QPointF mid = (a + b) / 2,
                          d = (b - a) / std::max<qreal>(1, std::hypot((b - a).x(), (b - a).y()));
            const QPointF from = mid - d * 5, to = mid + d * 5;
            svg.add(QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%4\" stroke=\"%5\" "
                                   "stroke-width=\"6\"/>")
                        .arg(num(from.x()), num(from.y()), num(to.x()), num(to.y()),
                             hex(QColor(0xd9, 0xc7, 0x9c))));
        }
    }
}

void doorsteps(Svg &svg, const CityPlan &plan)
{
    const City &c = city();
    // Each shop's one door on its access square (GA2.4), and the clinic's on I6.2.
    auto door = [&](Loc square, Loc place) {
        const QPointF a = plan.point(square), b = plan.point(place);
        const QPointF d = b - a;
        const qreal len = std::max<qreal>(1, std::hypot(d.x(), d.y()));
        const QPointF to = a + d / len * std::min(len * 0.62, CityPlan::kSquare + 20);
        svg.add(QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%4\" stroke=\"%5\" "
                               "stroke-width=\"9\" stroke-linecap=\"round\"/>")
                    .arg(num(a.x()), num(a.y()), num(to.x()), num(to.y()), hex(kCurb)));
        svg.add(QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%4\" stroke=\"%5\" "
                               "stroke-width=\"5\" stroke-linecap=\"round\"/>")
                    .arg(num(a.x()), num(a.y()), num(to.x()), num(to.y()),
                         hex(QColor(0xd9, 0xc7, 0x9c))));
    };
    for (int shop = 0; shop < c.shops(); ++shop)
        door(c.shop(shop).access, c.shopLoc(shop));
    door(c.clinicAccess(), c.clinic());
}

void squares(Svg &svg, const CityPlan &plan)
{
    const City &c = city();
    const qreal h = CityPlan::kSquare - 1.5;
    for (Loc s = 0; s < c.streets(); ++s) {
        const QPointF p = plan.point(s);
        int degree = 0;
        for (int i = c.outBegin(s); i < c.outEnd(s); ++i)
            degree += c.step(i).kind == StepKind::Street;
        const QColor face = degree > 2 ? QColor(0xe9, 0xd6, 0xa6) : QColor(0xf4, 0xeb, 0xd6);
        svg.add(QStringLiteral("<g transform=\"translate(%1 %2) rotate(%3)\">"
                               "<rect x=\"%4\" y=\"%4\" width=\"%5\" height=\"%5\" rx=\"6\" "
                               "fill=\"%6\" stroke=\"%7\" stroke-width=\"1.6\"/>"
                               "<rect x=\"%8\" y=\"%8\" width=\"%9\" height=\"%9\" rx=\"4\" "
                               "fill=\"none\" stroke=\"%10\" stroke-width=\"0.8\"/></g>")
                    .arg(num(p.x()), num(p.y()), num(plan.streetAngle(s)), num(-h), num(2 * h),
                         hex(face), hex(QColor(0x7a, 0x66, 0x44)), num(-h + 3.5))
                    .arg(num(2 * h - 7), hex(QColor(0xa8, 0x91, 0x62))));
        if (c.manhole(s)) {
            // The iron lid of a sewer (GA2.6).
            svg.add(QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"12.5\" fill=\"#3b3631\" "
                                   "stroke=\"#a3947b\" stroke-width=\"2\"/>")
                        .arg(num(p.x()), num(p.y())));
            for (int k = -2; k <= 2; ++k)
                svg.add(QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" "
                                       "stroke=\"#857a68\" stroke-width=\"1.6\"/>")
                            .arg(num(p.x() + k * 4.2), num(p.y() - std::sqrt(150 - 17.6 * k * k)),
                                 num(p.y() + std::sqrt(150 - 17.6 * k * k))));
        }
        if (c.slot(s)) {
            // The sidewalk slot for one traffic pawn (GA2.9).
            const QPointF q = plan.slot(s);
            svg.add(QStringLiteral("<circle cx=\"%1\" cy=\"%2\" r=\"5.5\" fill=\"%3\" "
                                   "stroke=\"%4\" stroke-width=\"1.2\" opacity=\"0.9\"/>")
                        .arg(num(q.x()), num(q.y()), hex(QColor(0x6d, 0x60, 0x4c)),
                             hex(QColor(0xc9, 0xb7, 0x92))));
        }
    }
}

void places(Svg &svg, const CityPlan &plan)
{
    const City &c = city();
    // The prison: a stone yard behind a wall, its cells barred.
    if (const CityPlan::Face *f = plan.faceOf(CityPlan::FaceKind::Prison)) {
        const QPointF mid = plan.point(c.prison());
        svg.add(QStringLiteral("<polygon points=\"%1\" fill=\"#6c655c\" stroke=\"%2\" "
                               "stroke-width=\"4\"/>")
                    .arg(polygonPoints(scaled(f->outline, mid, 0.72)), hex(kBrass)));
        svg.add(QStringLiteral("<polygon points=\"%1\" fill=\"#57514a\" stroke=\"#2a251f\" "
                               "stroke-width=\"2\"/>")
                    .arg(polygonPoints(scaled(f->outline, mid, 0.62))));
    }
    if (plan.faceOf(CityPlan::FaceKind::Clinic)) {
        const QRectF r = plan.area(c.clinic());
        svg.add(QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" rx=\"6\" "
                               "fill=\"#eef0ea\" stroke=\"#2a231b\" stroke-width=\"3\"/>")
                    .arg(num(r.left()), num(r.top()), num(r.width()), num(r.height())));
        const QPointF m(r.left() + 14, r.top() + 14);
        svg.add(QStringLiteral("<path d=\"M%1 %2h6v6h6v6h-6v6h-6v-6h-6v-6h6z\" fill=\"#c0392b\"/>")
                    .arg(num(m.x() - 3), num(m.y() - 9)));
    }
    if (const CityPlan::Face *f = plan.faceOf(CityPlan::FaceKind::Cemetery)) {
        const QRectF r = plan.area(c.cemetery());
        svg.add(QStringLiteral("<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" rx=\"8\" "
                               "fill=\"#4d6846\" stroke=\"#22301f\" stroke-width=\"3\"/>")
                    .arg(num(r.left()), num(r.top()), num(r.width()), num(r.height())));
        // Crosses along the face, clear of the middle where the dead lie.
        const QRectF all = f->outline.boundingRect();
        for (qreal y = all.top() + 30; y < all.bottom() - 20; y += 34)
            for (qreal x = all.left() + 30; x < all.right() - 20; x += 34) {
                const QPointF p(x, y);
                if (!f->outline.containsPoint(p, Qt::OddEvenFill) ||
                    r.adjusted(-8, -8, 8, 8).contains(p))
                    continue;
                bool clear = true;
                for (const QPointF &q : f->outline)
                    clear &= std::hypot((q - p).x(), (q - p).y()) > 34;
                if (clear)
                    svg.add(QStringLiteral("<path d=\"M%1 %2v14M%3 %4h10\" stroke=\"#b9c2ae\" "
                                           "stroke-width=\"2.4\"/>")
                                .arg(num(x), num(y - 7), num(x - 5), num(y - 3)));
            }
    }
}

} // namespace

QColor mixColours(QColor a, QColor b, qreal amount)
{
    return QColor::fromRgbF(a.redF() + (b.redF() - a.redF()) * amount,
                            a.greenF() + (b.greenF() - a.greenF()) * amount,
                            a.blueF() + (b.blueF() - a.blueF()) * amount);
}

QByteArray writeCitySvg()
{
    const CityPlan &plan = CityPlan::get();
    const QRectF b = plan.cityBounds();
    Svg svg;
    svg.add(QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.2\" "
                           "baseProfile=\"tiny\" viewBox=\"%1 %2 %3 %4\">")
                .arg(num(b.left()), num(b.top()), num(b.width()), num(b.height())));
    // A brass frame along the outer boulevard.
    const QPolygonF &rim = plan.rim();
    if (rim.size() == 6) {
        svg.add(QStringLiteral("<polygon points=\"%1\" fill=\"%2\" stroke=\"%3\" "
                               "stroke-width=\"%4\"/>")
                    .arg(polygonPoints(rim), hex(kPavement), hex(kBrass), num(2 * CityPlan::kRim)));
        svg.add(QStringLiteral("<polygon points=\"%1\" fill=\"none\" stroke=\"%2\" "
                               "stroke-width=\"%3\"/>")
                    .arg(polygonPoints(rim), hex(kNight), num(2 * CityPlan::kRim - 8)));
    }
    blocks(svg, plan);
    streets(svg, plan);
    places(svg, plan);
    doorsteps(svg, plan);
    squares(svg, plan);
    svg.add(QStringLiteral("</svg>"));
    return svg.m_text.toUtf8();
}

} // namespace gangsters::ui
