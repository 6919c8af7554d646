#include "cityplan.h"

#include <QFontMetricsF>
#include <QPainterPathStroker>
#include <QtMath>

#include <algorithm>
#include <map>
#include <set>

namespace gangsters::ui {

namespace {

qreal cross(QPointF a, QPointF b)
{
    return a.x() * b.y() - a.y() * b.x();
}

qreal signedArea(const QPolygonF &poly)
{
    qreal a = 0;
    for (qsizetype i = 0; i < poly.size(); ++i)
        a += cross(poly[i], poly[(i + 1) % poly.size()]);
    return a / 2;
}

qreal length(QPointF v)
{
    return std::hypot(v.x(), v.y());
}

// Keeps the part of a convex polygon on `keep`'s side of the bisector of `keep` and `other`.
QPolygonF clipCloser(const QPolygonF &poly, QPointF keep, QPointF other)
{
    const QPointF mid = (keep + other) / 2, normal = other - keep;
    auto side = [&](QPointF p) { return QPointF::dotProduct(p - mid, normal); };
    QPolygonF out;
    for (qsizetype i = 0; i < poly.size(); ++i) {
        const QPointF a = poly[i], b = poly[(i + 1) % poly.size()];
        const qreal sa = side(a), sb = side(b);
        if (sa <= 0)
            out << a;
        if ((sa < 0) != (sb < 0) && sa != sb)
            out << a + (b - a) * (sa / (sa - sb));
    }
    return out;
}

// The largest box of a shop's proportions inside a convex cell, for its sign and visitors: a
// search over the cell's points, each grown as far as its four corners stay inside; the
// nearest to the shop's own point among the largest.
QRectF largestBox(const QPainterPath &cell, QPointF shopPoint)
{
    constexpr qreal kMaxHeight = 52;
    // Never under this, even where it reaches over the walls: 28 pixels at 1366x768 (issue 28).
    constexpr qreal kMinSide = 36;
    const QPolygonF poly = cell.toFillPolygon();
    const QRectF bounds = poly.boundingRect();
    const auto side = [](const QRectF &r) { return std::min(r.width(), r.height()); };
    QRectF best;
    // Landscape boxes read best, but a narrow cell takes a square or an upright one.
    for (qreal aspect : {1.25, 1.0, 0.8}) {
        auto fits = [&](QPointF c, qreal h) {
            const qreal w = h * aspect;
            for (const QPointF &corner :
                 {QPointF(c.x() - w / 2, c.y() - h / 2), QPointF(c.x() + w / 2, c.y() - h / 2),
                  QPointF(c.x() - w / 2, c.y() + h / 2), QPointF(c.x() + w / 2, c.y() + h / 2)})
                if (!poly.containsPoint(corner, Qt::OddEvenFill))
                    return false;
            return true;
        };
        qreal bestH = 0, bestDistance = 0;
        QRectF found;
        for (qreal y = bounds.top(); y <= bounds.bottom(); y += 3) {
            for (qreal x = bounds.left(); x <= bounds.right(); x += 3) {
                const QPointF c(x, y);
                // Only a point that holds a box as large as the best so far may matter.
                if (!fits(c, std::max<qreal>(1, bestH - 0.5)))
                    continue;
                qreal lo = std::max<qreal>(1, bestH - 0.5), hi = kMaxHeight;
                if (fits(c, bestH + 0.5)) {
                    while (hi - lo > 0.5) {
                        const qreal mid = (lo + hi) / 2;
                        (fits(c, mid) ? lo : hi) = mid;
                    }
                }
                const qreal distance = length(c - shopPoint);
                if (lo > bestH + 0.5 || distance < bestDistance) {
                    bestH = std::max(bestH, lo);
                    bestDistance = distance;
                    found = QRectF(x - lo * aspect / 2, y - lo / 2, lo * aspect, lo);
                }
            }
        }
        if (side(found) > side(best) + 2)
            best = found;
    }
    if (side(best) < kMinSide) {
        const qreal k = kMinSide / std::max<qreal>(1, side(best));
        const QPointF c = best.center();
        best = QRectF(c.x() - best.width() * k / 2, c.y() - best.height() * k / 2, best.width() * k,
                      best.height() * k);
    }
    return best;
}

// The label's font size in plan units, and a generous width for its text.
constexpr qreal kLabelSize = 24;

} // namespace

QFont CityPlan::labelFont(qreal pixels)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setBold(true);
    font.setPixelSize(std::max(1, int(pixels)));
    font.setLetterSpacing(QFont::PercentageSpacing, 112);
    return font;
}

qreal CityPlan::labelWidth(const QString &name)
{
    // Measured at 100 pixels and scaled: the plan's units are not a screen's pixels.
    return QFontMetricsF(labelFont(100)).horizontalAdvance(name.toUpper()) * kLabelText / 100;
}

const CityPlan &CityPlan::get()
{
    static const CityPlan plan;
    return plan;
}

CityPlan::CityPlan()
{
    const City &c = city();
    const Position p = c.position(c.prison());
    const QPointF centre(p.x, p.y);
    m_centre = centre;
    for (Loc l = 0; l < c.locations(); ++l) {
        const Position q = c.position(l);
        // A quarter turn clockwise about the prison (y grows downwards).
        m_points.push_back(centre + QPointF(-(q.y - centre.y()), q.x - centre.x()));
    }
    findFaces();
    cutShops();
    placeSlots();
    placeLabels();
}

const CityPlan::Face *CityPlan::faceOf(FaceKind kind) const
{
    for (const Face &f : m_faces)
        if (f.kind == kind)
            return &f;
    return nullptr;
}

void CityPlan::findFaces()
{
    const City &c = city();
    // The street network is drawn without crossings: its faces, traced by always turning the
    // same way at each square, are the blocks, the prison and sector 6's two places.
    std::vector<std::vector<Loc>> around(size_t(c.streets()));
    for (Loc s = 0; s < c.streets(); ++s) {
        for (int i = c.outBegin(s); i < c.outEnd(s); ++i)
            if (c.step(i).kind == StepKind::Street)
                around[s].push_back(c.step(i).to);
        std::sort(around[s].begin(), around[s].end(), [&](Loc a, Loc b) {
            const QPointF da = m_points[a] - m_points[s], db = m_points[b] - m_points[s];
            return std::atan2(da.y(), da.x()) < std::atan2(db.y(), db.x());
        });
    }
    std::set<std::pair<Loc, Loc>> done;
    std::vector<QPolygonF> faces;
    for (Loc s = 0; s < c.streets(); ++s) {
        for (Loc t : around[s]) {
            if (done.count({s, t}))
                continue;
            QPolygonF poly;
            Loc u = s, v = t;
            while (!done.count({u, v})) {
                done.insert({u, v});
                poly << m_points[u];
                const auto &list = around[v];
                const auto at = std::find(list.begin(), list.end(), u) - list.begin();
                const Loc w =
                    list[size_t((at + qsizetype(list.size()) - 1) % qsizetype(list.size()))];
                u = v;
                v = w;
            }
            faces.push_back(poly);
        }
    }
    // The outside of the city is the largest face.
    const auto outer = std::max_element(faces.begin(), faces.end(), [](auto &a, auto &b) {
        return std::abs(signedArea(a)) < std::abs(signedArea(b));
    });
    faces.erase(outer);
    for (const QPolygonF &poly : faces) {
        Face f;
        f.outline = poly;
        auto inside = [&](Loc l) { return poly.containsPoint(m_points[l], Qt::OddEvenFill); };
        if (inside(c.prison()))
            f.kind = FaceKind::Prison;
        else if (inside(c.clinic()))
            f.kind = FaceKind::Clinic;
        else if (inside(c.cemetery()))
            f.kind = FaceKind::Cemetery;
        for (int shop = 0; shop < c.shops() && f.kind == FaceKind::Empty; ++shop) {
            if (inside(c.shopLoc(shop))) {
                f.kind = FaceKind::Block;
                f.district = c.shop(shop).district;
                f.block = c.shop(shop).block;
            }
        }
        m_faces.push_back(f);
    }
}

void CityPlan::cutShops()
{
    const City &c = city();
    m_shopCells.assign(size_t(c.shops()), {});
    m_shopBoxes.assign(size_t(c.shops()), {});
    QPainterPathStroker streets;
    streets.setWidth(2 * kStreet + 6);
    streets.setJoinStyle(Qt::MiterJoin);
    for (const Face &f : m_faces) {
        if (f.kind != FaceKind::Block)
            continue;
        QPainterPath outline;
        outline.addPolygon(f.outline);
        outline.closeSubpath();
        const QPainterPath block = outline.subtracted(streets.createStroke(outline));
        for (int shop = 0; shop < c.shops(); ++shop) {
            if (c.shop(shop).block != f.block)
                continue;
            const QPointF here = m_points[c.shopLoc(shop)];
            QPolygonF region = f.outline.boundingRect().adjusted(-10, -10, 10, 10);
            for (int other = 0; other < c.shops(); ++other)
                if (other != shop && c.shop(other).block == f.block)
                    region = clipCloser(region, here, m_points[c.shopLoc(other)]);
            QPainterPath cell;
            cell.addPolygon(region);
            cell.closeSubpath();
            m_shopCells[size_t(shop)] = block.intersected(cell).simplified();
            m_shopBoxes[size_t(shop)] = largestBox(m_shopCells[size_t(shop)], here);
        }
    }
}

void CityPlan::placeSlots()
{
    const City &c = city();
    m_slots.assign(size_t(c.streets()), {});
    m_angles.assign(size_t(c.streets()), 0);
    for (Loc s = 0; s < c.streets(); ++s) {
        std::vector<qreal> dirs;
        for (int i = c.outBegin(s); i < c.outEnd(s); ++i) {
            if (c.step(i).kind != StepKind::Street)
                continue;
            const QPointF d = m_points[c.step(i).to] - m_points[s];
            dirs.push_back(std::atan2(d.y(), d.x()));
        }
        std::sort(dirs.begin(), dirs.end());
        // The street's axis: the two links most nearly opposite.
        qreal axis = dirs.empty() ? 0 : dirs.front(), best = -1;
        for (size_t i = 0; i < dirs.size(); ++i)
            for (size_t j = i + 1; j < dirs.size(); ++j) {
                qreal gap = std::abs(dirs[j] - dirs[i]);
                gap = std::min(gap, 2 * M_PI - gap);
                if (gap > best) {
                    best = gap;
                    axis = dirs[i];
                }
            }
        m_angles[s] = qRadiansToDegrees(axis);
        // The sidewalk: towards the shop the square fronts, else in the widest gap between its
        // streets.
        qreal toward = 0;
        if (c.fronts(s) >= 0) {
            const QPointF d = m_points[c.shopLoc(c.fronts(s))] - m_points[s];
            const qreal a = std::atan2(d.y(), d.x());
            // Square to the street's axis, on the shop's side.
            const qreal n1 = axis + M_PI / 2, n2 = axis - M_PI / 2;
            toward = std::cos(a - n1) > std::cos(a - n2) ? n1 : n2;
        } else {
            qreal widest = -1;
            for (size_t i = 0; i < dirs.size(); ++i) {
                const qreal from = dirs[i];
                const qreal to = i + 1 < dirs.size() ? dirs[i + 1] : dirs.front() + 2 * M_PI;
                if (to - from > widest) {
                    widest = to - from;
                    toward = (from + to) / 2;
                }
            }
        }
        const qreal reach = kSquare + 7;
        m_slots[s] = m_points[s] + QPointF(std::cos(toward), std::sin(toward)) * reach;
    }
}

void CityPlan::placeLabels()
{
    const City &c = city();
    for (int k = 1; k <= 6; ++k) {
        std::string id = "A";
        id += char('0' + k);
        id += ".6";
        const Loc corner = c.find(id);
        if (corner != kNoLoc)
            m_rim << m_points[corner];
    }
    QRectF all = m_rim.boundingRect().adjusted(-kRim - 4, -kRim - 4, kRim + 4, kRim + 4);
    for (Loc l = 0; l < c.locations(); ++l)
        all = all.united(area(l));
    for (const Face &f : m_faces)
        all = all.united(f.outline.boundingRect());
    // Room above the top row for the figures standing there, their badges and cords.
    m_cityBounds = all.adjusted(-4, -18, 4, 4);
    for (bool corners : {false, true}) {
        m_bounds[corners] = m_cityBounds;
        for (int d = 1; d <= c.districts(); ++d)
            placeLabel(d, corners);
    }
}

void CityPlan::placeLabel(int d, bool corners)
{
    const City &c = city();
    QPointF mean;
    const auto &shops = c.districtShops(d);
    for (int shop : shops)
        mean += m_points[c.shopLoc(shop)];
    mean /= qreal(std::max<size_t>(1, shops.size()));
    QPointF u = mean - m_centre;
    u /= std::max<qreal>(1e-6, length(u));
    qreal reach = 0;
    for (Loc s = 0; s < c.streets(); ++s)
        reach = std::max(reach, QPointF::dotProduct(m_points[s] - m_centre, u));
    Label label{d, {}, 0.5};
    if (std::abs(u.x()) > 0.3 || !corners) {
        // Beside the district's edge of the hexagon, reading away from it.
        label.at = m_centre + u * (reach + kSquare + kLabelSize * 1.1);
        label.anchor = std::abs(u.x()) <= 0.3 ? 0.5 : u.x() > 0 ? 0.2 : 0.8;
    } else {
        // A flat edge (top or bottom): in the corner beyond the edge's end, on its line,
        // where the picture is wide enough and no taller. The top one to the right, the
        // bottom one to the left, as the city turns about its prison.
        const bool top = u.y() < 0;
        QPolygonF rim = m_rim;
        std::sort(rim.begin(), rim.end(), [](QPointF a, QPointF b) { return a.y() < b.y(); });
        // The flat edge's two corners: the highest two, or the lowest two.
        const QPointF a = top ? rim[0] : rim[rim.size() - 1];
        const QPointF b = top ? rim[1] : rim[rim.size() - 2];
        const qreal line = (a.y() + b.y()) / 2;
        const qreal edge = top ? std::max(a.x(), b.x()) : std::min(a.x(), b.x());
        const qreal gap = kRim + 16;
        label.at = QPointF(top ? edge + gap : edge - gap, line + kLabelSize * 0.36);
        label.anchor = top ? 0 : 1;
    }
    m_labels[corners].push_back(label);
    // The name on its plate (cityart.cpp paints it): 8 units of plate about the letters.
    const qreal w = labelWidth(QString::fromStdString(c.district(d).name));
    m_bounds[corners] = m_bounds[corners].united(QRectF(label.at.x() - w * label.anchor - 10,
                                                        label.at.y() - kLabelSize - 6, w + 20,
                                                        kLabelSize * 1.4 + 12));
}

QRectF CityPlan::area(Loc loc) const
{
    const City &c = city();
    const QPointF p = m_points[loc];
    if (c.isStreet(loc))
        return {p.x() - kSquare, p.y() - kSquare, 2 * kSquare, 2 * kSquare};
    if (c.isShop(loc))
        return m_shopBoxes[size_t(c.shopIndex(loc))];
    const FaceKind kind = loc == c.prison()   ? FaceKind::Prison
                          : loc == c.clinic() ? FaceKind::Clinic
                                              : FaceKind::Cemetery;
    if (const Face *f = faceOf(kind)) {
        // The inside of the place, clear of its streets.
        const QRectF r = f->outline.boundingRect();
        const qreal inset = kStreet + 4;
        QRectF inner = r.adjusted(inset, inset, -inset, -inset);
        if (kind == FaceKind::Prison) {
            const qreal side = std::min(inner.width(), inner.height()) * 0.78;
            inner = QRectF(p.x() - side / 2, p.y() - side / 2, side, side);
        } else {
            const qreal w = std::min(inner.width(), 120.0), h = std::min(inner.height(), 80.0);
            inner = QRectF(p.x() - w / 2, p.y() - h / 2, w, h);
        }
        return inner;
    }
    return {p.x() - 40, p.y() - 30, 80, 60};
}

} // namespace gangsters::ui
