// The city of Gangsters (GA2) with everything on it (GA12: all of it is public), and the moves
// of the person at the window: lit destinations, routes along the streets, click, drag and keys.
// The picture of the city itself comes from CityArt, drawn once per size; a frame blits it and
// draws the pieces, tokens and marks over it.
#pragma once

#include "gangsters/decision.h"
#include "gangsters/state.h"

#include <QList>
#include <QRectF>
#include <QWidget>

#include <memory>
#include <vector>

namespace gangsters::ui {

struct Mover;
struct Placement;

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

    // Beyond the window's interface, for it and for tests:
    // A Next point (GA3.4f) is taken too: its characters' figures are lit and a click on one
    // chooses it. For a CopMove, pickCops pre-selects the pair as pickCharacter a character.
    void pickCops(int pair);
    // The destinations lit now, and the route drawn to the one pointed at (start first).
    std::vector<gangsters::Loc> litDestinations() const;
    std::vector<gangsters::Loc> previewRoute() const;
    // Where a figure or a pair is drawn now; empty when it is not on the board.
    QRectF pieceRect(gangsters::CharRef who) const;
    QRectF copsRect(int pair) const;
    // Where the figures and cop pairs are drawn now: all of them, or those at `at`.
    QList<QRectF> pieceRects(gangsters::Loc at = gangsters::kNoLoc) const;
    // Points the player at these locations (the log line under the pointer, the hint's square):
    // a ring round each, a street square's code written beside it ("A5.5": the board writes
    // the shops' numbers, not the squares'). Empty: none.
    void setMarked(const std::vector<gangsters::Loc> &places);
    std::vector<gangsters::Loc> marked() const;
    // Where the districts' and the places' names are written (panels over the city leave them
    // in sight where room allows).
    QList<QRectF> titleRects() const;
    // The names the last painted picture writes: the districts' and the places', in the
    // language it was drawn in (they follow a language switch; the tests read them).
    QStringList paintedWords() const;
    // A location in words: its tooltip and accessible description (a figure's are its own).
    QString describe(gangsters::Loc loc) const;
    QSize sizeHint() const override { return {960, 760}; }
    QSize minimumSizeHint() const override { return {480, 400}; }

Q_SIGNALS:
    void chosen(const gangsters::Choice &choice);
    void animationFinished();

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Impl;
    std::unique_ptr<Impl> m_d;
    const std::vector<Placement> &placements() const;
    void invalidatePlacements();
    int pieceAt(QPointF at) const; // index into placements(), or -1
    void pick(const Mover &mover);
    void pointTo(gangsters::Loc loc);
    void choose(gangsters::Loc to);
    void emitChoice(int option);
    void moveFocus(int dx, int dy);
    void cycleFocus(int by);
    void activateFocus();
    void finishWalk();
    void startWalk(const Mover &who, const std::vector<gangsters::Loc> &path, int ms);
    void refreshDescription();
    // cityviewpaint.cpp
    void paintMarks(QPainter &p) const;
    void paintPieces(QPainter &p) const;
    void paintRoute(QPainter &p) const;
    void paintTargets(QPainter &p) const;
    void paintMarked(QPainter &p) const;
};

} // namespace gangsters::ui
