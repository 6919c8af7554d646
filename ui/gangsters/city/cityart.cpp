#include "cityart.h"

#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

namespace gangsters::ui {

namespace {
// The room around the city's outermost points, in data units: half a square and the names.
constexpr qreal kMargin = 40;
} // namespace

QRectF CityGeometry::dataBounds()
{
    const City &c = city();
    QRectF r;
    for (Loc l = 0; l < c.locations(); ++l) {
        const QPointF p = dataPoint(l);
        r = r.isNull() ? QRectF(p, QSizeF(1, 1)) : r.united(QRectF(p, QSizeF(1, 1)));
    }
    return r.adjusted(-kMargin, -kMargin, kMargin, kMargin);
}

QPointF CityGeometry::dataPoint(Loc loc)
{
    const Position p = city().position(loc);
    return {qreal(p.x), qreal(p.y)};
}

CityGeometry::CityGeometry(QSizeF area)
{
    const QRectF b = dataBounds();
    m_scale = std::min(area.width() / b.width(), area.height() / b.height());
    const QPointF offset((area.width() - b.width() * m_scale) / 2,
                         (area.height() - b.height() * m_scale) / 2);
    m_toWidget = QTransform::fromTranslate(-b.left(), -b.top()) *
                 QTransform::fromScale(m_scale, m_scale) *
                 QTransform::fromTranslate(offset.x(), offset.y());
    m_toData = m_toWidget.inverted();
}

QRectF CityGeometry::rect(Loc loc) const
{
    const qreal side = 40 * m_scale;
    const QPointF c = centre(loc);
    return {c.x() - side / 2, c.y() - side / 2, side, side};
}

QByteArray CityArt::svg()
{
    const City &c = city();
    const QRectF b = CityGeometry::dataBounds();
    QByteArray out;
    out += QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"%1 %2 %3 %4\">")
               .arg(b.left())
               .arg(b.top())
               .arg(b.width())
               .arg(b.height())
               .toUtf8();
    for (int i = 0; i < c.stepCount(); ++i) {
        const Step &s = c.step(i);
        if (s.kind != StepKind::Street || s.from > s.to)
            continue;
        const QPointF a = CityGeometry::dataPoint(s.from), z = CityGeometry::dataPoint(s.to);
        out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%4\" stroke=\"#d8c9a8\" "
                              "stroke-width=\"36\"/>")
                   .arg(a.x())
                   .arg(a.y())
                   .arg(z.x())
                   .arg(z.y())
                   .toUtf8();
    }
    out += "</svg>";
    return out;
}

QPixmap CityArt::picture(QSize area, qreal ratio)
{
    QPixmap pm(area * ratio);
    pm.setDevicePixelRatio(ratio);
    pm.fill(QColor(0x1d, 0x19, 0x14));
    QPainter p(&pm);
    QSvgRenderer renderer(svg());
    const CityGeometry g(area);
    const QRectF b = CityGeometry::dataBounds();
    renderer.render(&p, QRectF(g.map(b.topLeft()), g.map(b.bottomRight())));
    return pm;
}

} // namespace gangsters::ui
