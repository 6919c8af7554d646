// The picture of the city (GA2), as SVG generated from the engine's City through CityPlan,
// never drawn by hand: districts in their colours, blocks of shops, avenues, the prison circle
// and the two boulevards, manholes, sidewalk slots, the prison, the clinic and the cemetery.
// Words (district names, shop signs and sigles, the places' names) are painted over it in the
// players' language. Rendered once per size and device pixel ratio and cached.
#pragma once

#include "gangsters/city.h"

#include <QByteArray>
#include <QList>
#include <QPixmap>
#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QStringList>
#include <QTransform>

namespace gangsters::ui {

// Where the plan (CityPlan's units) falls in a widget of `area`: the whole city fitted and
// centred, with the districts' names laid out the way that shows it larger.
class CityGeometry
{
public:
    explicit CityGeometry(QSizeF area);
    QPointF map(QPointF plan) const { return m_toWidget.map(plan); }
    QRectF map(const QRectF &plan) const { return m_toWidget.mapRect(plan); }
    QPointF unmap(QPointF widget) const { return m_toPlan.map(widget); }
    const QTransform &transform() const { return m_toWidget; }
    // Widget pixels per plan unit.
    qreal scale() const { return m_scale; }
    QPointF centre(gangsters::Loc loc) const;
    // The rectangle a location is drawn in, in widget coordinates.
    QRectF rect(gangsters::Loc loc) const;
    // The location drawn under a widget point, or kNoLoc.
    gangsters::Loc locationAt(QPointF widget) const;
    // Whether the top and bottom districts' names go to the corners (CityPlan::labels).
    bool cornerLabels() const { return m_corners; }

private:
    qreal m_scale = 1;
    bool m_corners = false;
    QTransform m_toWidget;
    QTransform m_toPlan;
};

class CityArt
{
public:
    // The city without words, as an SVG document in plan units.
    static const QByteArray &svg();
    // The picture for a widget of `area` at `ratio` with its words, from the cache when it was
    // drawn before at that size, ratio and language; `words`, when given, receives the names
    // it writes (the districts' and the places').
    static QPixmap picture(QSize area, qreal ratio, QStringList *words = nullptr);
    // A district's colour from the data.
    static QColor districtColour(int district);
    // Where the picture of `area` writes the districts' names and the places' names (the
    // enamel plates), in its coordinates: what a panel over the city should leave in sight.
    static QList<QRectF> titlePlates(QSize area);
};

} // namespace gangsters::ui
