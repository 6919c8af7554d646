// The SVG text of the city without words, written from CityPlan (cityart.h draws it).
#pragma once

#include <QByteArray>
#include <QColor>

namespace gangsters::ui {

QByteArray writeCitySvg();
// Two colours mixed: `amount` of `b` into `a`.
QColor mixColours(QColor a, QColor b, qreal amount);

} // namespace gangsters::ui
