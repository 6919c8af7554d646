// The city of Gangsters (GA2) with everything on it (GA12: all of it is public), and the moves
// of the person at the window: lit destinations, routes along the streets, click, drag and keys.
// The picture of the city itself comes from CityArt, drawn once per size; a frame blits it and
// draws the pieces, tokens and marks over it.
#pragma once

#include "gangsters/decision.h"
#include "gangsters/state.h"

#include <QRectF>
#include <QWidget>

#include <memory>
#include <vector>

namespace gangsters::ui {

class CityView : public QWidget
{
    Q_OBJECT
public:
    explicit CityView(QWidget *parent = nullptr);
    ~CityView() override;
    // Everything on the city is public (GA12): the whole state is drawn.
    void setState(const gangsters::State &state);
    // The decision taken on the city by the person at the window (DecisionType::Move or
    // CopMove), copied; nullptr when none. Its legal destinations are lit; hovering or dragging
    // along the streets shows the route; a click or drop on a destination emits chosen() with
    // the option's Choice. Where two options reach the same square by different `via`
    // (arrival sides), the pointer's path picks, else a small choice (popup menu) asks.
    // For a Move the player first picks the character (a click on one of the movable figures,
    // or a drag from it), then its destination; pickCharacter lets the window pre-select one.
    void setPoint(const gangsters::Point *point);
    void pickCharacter(gangsters::CharRef who);
    // Walks a figure or a cop pair along `path` in `ms` milliseconds (0: at once), then emits
    // animationFinished(). The window sequences; the view only draws.
    void animateCharacter(gangsters::CharRef who, const std::vector<gangsters::Loc> &path, int ms);
    void animateCops(int pair, const std::vector<gangsters::Loc> &path, int ms);
    void setColourBlind(bool on);
    // Where a location is drawn, in widget coordinates: the window places action buttons and
    // the duel scene beside it.
    QRectF locationRect(gangsters::Loc loc) const;
Q_SIGNALS:
    void chosen(const gangsters::Choice &choice);
    void animationFinished();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Impl;
    std::unique_ptr<Impl> m_d;
};

} // namespace gangsters::ui
