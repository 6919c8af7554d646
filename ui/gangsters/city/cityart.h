// The picture of the city (GA2) as SVG generated from the engine's City, never drawn by hand:
// districts in their colours with their names, blocks of shops with their signs and sigles,
// avenues, the prison circle, the boulevards, manholes, sidewalk slots, the prison, the clinic
// and the cemetery. Rendered once per size and device pixel ratio and cached.
#pragma once

#include "gangsters/city.h"

#include <QByteArray>
#include <QPixmap>
#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QTransform>

namespace gangsters::ui {

// Where the city's data coordinates (gangsters-city.json's x/y) fall in a widget of `area`:
// the whole city fitted and centred, with room for the district names.
class CityGeometry
{
public:
    explicit CityGeometry(QSizeF area);
    QPointF map(QPointF data) const { return m_toWidget.map(data); }
    QPointF unmap(QPointF widget) const { return m_toData.map(widget); }
    qreal scale() const { return m_scale; }
    // The city's data point of a location (a square, a shop or a place).
    static QPointF dataPoint(gangsters::Loc loc);
    QPointF centre(gangsters::Loc loc) const { return map(dataPoint(loc)); }
    // The rectangle a location is drawn in, in widget coordinates.
    QRectF rect(gangsters::Loc loc) const;
    // The bounds of everything drawn, in data coordinates.
    static QRectF dataBounds();

private:
    qreal m_scale = 1;
    QTransform m_toWidget;
    QTransform m_toData;
};

class CityArt
{
public:
    // The city's picture as an SVG document in data coordinates (translated names inside).
    static QByteArray svg();
    // The picture for a widget of `area` at `ratio`, from the cache when it was drawn before.
    static QPixmap picture(QSize area, qreal ratio);
};

} // namespace gangsters::ui
