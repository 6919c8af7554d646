// The pieces on the city and where each stands: figures of the gangs (GA1.1, each role its own
// silhouette), the cop pairs (GA1.2), racket and property tokens, traffic pawns (GA1.5), and
// the small marks that tell a piece's state (heading, wound, daze, companion, record,
// sentence). Figures are drawn once per look and size into cached pixmaps.
#pragma once

#include "cityart.h"
#include "citymoves.h"

#include <QPixmap>
#include <QRectF>

#include <vector>

class QPainter;

namespace gangsters::ui {

struct Placement
{
    Mover piece; // a character (who) or a pair (pair >= 0); die unused
    Loc at = kNoLoc;
    QRectF rect; // widget coordinates
};

// The height of a standing figure in a widget of this geometry: never under 28 pixels.
qreal figureHeight(const CityGeometry &geometry);
// Every piece on the board and where it is drawn, in drawing order (the last on top): in each
// location the cops first, then the gangs by seat and role, a vamp's companion beside her.
// `moving` and `follower` are left out (an animation draws them).
std::vector<Placement> placePieces(const State &state, const CityGeometry &geometry,
                                   const Mover &moving = {}, CharRef follower = {});

class PieceArt
{
public:
    // A gang's figure (GA1.1) in its colour; `fallen`: greyed as in the cemetery.
    static QPixmap figure(int gang, Role role, QSizeF size, qreal ratio, bool colourBlind,
                          bool fallen = false);
    // A pair of cops with its number.
    static QPixmap cops(int pair, QSizeF size, qreal ratio);
    static void pawn(QPainter &p, int gang, QPointF centre, qreal size, bool colourBlind);
    static void racket(QPainter &p, int gang, const QRectF &box, bool colourBlind);
    static void property(QPainter &p, int gang, const QRectF &box, bool colourBlind);
    // A round badge with a short text (a sentence's years, a record's, a pair's number).
    static void badge(QPainter &p, QPointF centre, qreal size, const QString &text, QColor fill,
                      QColor ink);
    // The heading (GA4.4): a tail from the piece towards the location it came from.
    static void heading(QPainter &p, QPointF foot, QPointF from, qreal size, QColor colour);
};

} // namespace gangsters::ui
