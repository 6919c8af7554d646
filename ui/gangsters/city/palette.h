// The colours and shapes of Gangsters, shared by the city, the side panel and the dice: the
// gangs' colours (GA1.1: red, blue, yellow, green in seat order), each role's own figure so that
// colour is never the only cue, and the dice (GA1.3: green killer, red vamp, white dealer, blue
// cops).
#pragma once

#include "gangsters/state.h"

#include <QColor>
#include <QPainterPath>
#include <QRectF>
#include <QString>

class QPainter;

namespace gangsters::ui {

// The dark ink around pieces, tokens and paths.
inline const QColor kOutline(0x1d, 0x19, 0x14);

// A gang's colour by seat; colour-blind mode picks hues apart in lightness as well.
QColor gangColour(int gang, bool colourBlind);
// The ink drawn on a gang's colour (dark on yellow, light on the others).
QColor gangInk(int gang, bool colourBlind);
// The die colours of GA1.3.
QColor roleDieColour(gangsters::Role role);
QColor copDieColour();
QColor dieInk(QColor face);

// Each role's silhouette within `box`: the killer a broad-shouldered figure with a fedora, the
// vamp a slim figure in a long dress with a cloche hat, the dealer a stout figure with a boater
// and a case. The cops' pair is two capped figures.
QPainterPath roleShape(gangsters::Role role, const QRectF &box);
QPainterPath copShape(const QRectF &box);
// Each gang's mark, a second cue beside its colour on pawns, tokens and figures' bases:
// circle, square, triangle, diamond in seat order.
QPainterPath gangMark(int gang, const QRectF &box);
// One letter per role (K, V, D in English), for colour-blind mode and small sizes; translated.
QString roleLetter(gangsters::Role role);
// Colour-blind mode's second cue for a gang: a pattern (none, stripes, dots, checks) drawn
// inside `shape`.
void drawGangPattern(QPainter &painter, int gang, const QPainterPath &shape, QColor ink);

} // namespace gangsters::ui
