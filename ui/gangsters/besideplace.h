// Where a panel floating over the city goes (the action buttons, the duel scene): beside the
// place it concerns, inside its parent, leaving in sight what the player reads there. It
// remembers that place, so that a panel that grows (a bold hint, a longer line) is put beside it
// again.
#pragma once

#include <QList>
#include <QRectF>

class QWidget;

namespace gangsters::ui {

// What a panel over the city should leave in sight, the first the most (the parent's
// coordinates).
struct InSight
{
    QRectF place;         // the square or shop the panel is about, with its figures
    QList<QRectF> titles; // the districts' and the places' names
    QList<QRectF> own;    // the figures of the gang that acts (or is attacked), elsewhere
    QList<QRectF> pieces; // the other figures on the city
};

// Sizes a panel over the city to its contents: its size hint, then as high as its layout needs
// at that width. A child widget's adjustSize() takes the hint alone, and a word-wrapped title
// above a button made wider (a bold hint) left the buttons squeezed, their labels cut.
void fitToContents(QWidget *panel);

class BesidePlace
{
public:
    // `gap`: the pixels between the place and the panel.
    BesidePlace(QWidget *panel, int gap) : m_panel(panel), m_gap(gap) {}

    // Sizes the panel to its contents and puts it beside `sight.place`: right of it, left,
    // below or above, centred on it or along one of its edges, or anywhere along a side or
    // over the city, whichever covers least of the place, then of the titles and the gang's
    // own figures, then of the other pieces, and stays near; on a tie the first of that order
    // (right, centred).
    void place(const InSight &sight);
    // Again beside the last place, once the panel has grown; nothing before the first place().
    void again();
    void forget() { m_sight = InSight(); }
    bool placed() const { return !m_sight.place.isNull(); }

    // The panel's rectangle of `size` that place() chooses inside `bounds`.
    static QRectF choose(const InSight &sight, QSizeF size, const QRectF &bounds, qreal gap);

private:
    QWidget *m_panel;
    int m_gap;
    InSight m_sight;
};

} // namespace gangsters::ui
