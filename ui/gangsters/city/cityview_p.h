// CityView's inside, shared by its event half (cityview.cpp) and its painting half
// (cityviewpaint.cpp).
#pragma once

#include "cityart.h"
#include "citymoves.h"
#include "citypieces.h"
#include "cityview.h"

#include <QPointer>
#include <QVariantAnimation>

class QMenu;

namespace gangsters::ui {

struct CityView::Impl
{
    State state;
    bool colourBlind = false;
    QStringList paintedWords; // the picture's names, as last painted

    // The decision on the city, if any.
    bool hasPoint = false;
    Point point;
    std::vector<Mover> candidates; // who may be the mover (Move, CopMove)
    Mover mover;                   // the one picked, or the only one
    Mover wanted;                  // the one the window picked (pickCharacter, pickCops)
    std::vector<Loc> destinations; // the options' distinct `to`, lit
    std::vector<CharRef> callable; // a Next point's figures

    // The pointer: the locations it crossed since the mover was picked, the one under it.
    std::vector<Loc> trail;
    Loc hover = kNoLoc;
    bool pressed = false;
    bool dragging = false;
    // A drag begun on a figure at a Next point: the figure is called, and the drag goes on
    // along the streets once its Move point comes (CityView::setPoint).
    bool dragCalled = false;
    QPoint pressPos;
    QPointF pointer;
    Mover pressedPiece;
    bool pickedNow = false; // the press picked another mover: its release chooses nothing
    Loc pressedLoc = kNoLoc;
    std::vector<Loc> route; // the route shown to the destination pointed at

    // The locations the window points the player at (setMarked).
    std::vector<Loc> marked;

    // The keyboard's focus among destinations (or callable figures); -1 for none.
    int focus = -1;

    // The walk under way: a piece along its locations.
    QVariantAnimation animation;
    Mover walker;
    CharRef follower; // her companion, walking with a vamp (GA8.3)
    CharRef followed; // the companion who last walked with her: his own walk there is done
    std::vector<Loc> walk;
    qreal along = -1;

    QPointer<QMenu> menu;

    // Figures' places for the current size, rebuilt when the state or size changes.
    std::vector<Placement> placements;
    bool placed = false;
    QSize placedFor; // the size they were worked out for: a resize not yet delivered is seen
};

} // namespace gangsters::ui
