// The look of the Speak Easy district: where each point sits for a seat's eyes, the board
// itself (resources/art/speakeasy/board.svg: yellow Rues with their tracks, narrow Ruelles, the
// two kinds of Bâtiment, the four Bars, the river whose b6–b7 and d6–d7 crossings are closed)
// and the piece tokens. Everything is drawn once per size, side and device pixel ratio into
// cached pixmaps; painting a frame only blits them.
#pragma once

#include "speakeasy/board.h"

#include <QColor>
#include <QPixmap>
#include <QPointF>
#include <QRectF>
#include <QSize>

#include <optional>

class QPainter;

namespace speakeasy::ui {

// Points on screen for one seat's eyes: the seat's own ranks at the bottom (SE2.1 turned
// half a circle for North), the front line across the middle.
class BoardGeometry
{
public:
    BoardGeometry(QSize area, int seat);
    QPointF centre(Square s) const;
    // The point whose token covers `at`, if any.
    std::optional<Square> squareAt(QPointF at) const;
    QSizeF tokenSize() const { return m_token; }
    QRectF tokenRect(Square s) const;
    QRectF boardRect() const { return m_board; }
    // The distance between two ranks: the board's unit of length.
    qreal unit() const { return m_dy; }
    // The distance between two files, in units (1.55 as board.svg draws it, more when the
    // pane is wide).
    qreal spread() const { return m_dx / m_dy; }
    int seat() const { return m_seat; }
    // The neighbour of `s` on screen in a direction (-1/0/1 each way), for the keyboard.
    Square step(Square s, int dx, int dy) const;

private:
    QPointF displayed(int column, int row) const;
    int m_seat;
    QRectF m_board;
    qreal m_dx = 0, m_dy = 0, m_gap = 0;
    QSizeF m_token;
};

class BoardArt
{
public:
    // Owner colours; every back carries its side's emblem and every face its small emblem, so
    // colour is not the only cue.
    static QColor seatColour(int seat);
    // The application's colour-blind mode (the shell sets it with Razzia's): North's tokens
    // also carry stripes, so the sides differ in texture as well as in hue and emblem.
    static void setColourBlind(bool on);
    static bool colourBlind();
    // The district for `seat`'s eyes filling `area`.
    static QPixmap board(QSize area, int seat, qreal ratio);
    // A token: the face (figure, mark, name) when `kind` is known, else the owner's back.
    static QPixmap token(int owner, Kind kind, QSizeF size, qreal ratio);
    // The public mark on an unknown piece (SE7.1): a dot once it has moved, the Kid's figure
    // once a turn proved it a Kid.
    static QPixmap mark(bool turned, qreal size, qreal ratio);
    // The figure printed on each face, and each side's emblem, from the art's SVG
    // (resources/art/speakeasy/pieces.svg); painted only while a cached pixmap is made.
    static void drawFigure(QPainter &painter, Kind kind, const QRectF &where);
    static void drawEmblem(QPainter &painter, int seat, const QRectF &where);
    // The emblem in the side's own ink, for faces.
    static void drawSideEmblem(QPainter &painter, int seat, const QRectF &where);
};

} // namespace speakeasy::ui
