// CityView's keyboard: arrows and Tab move a focus among the legal destinations (or a Next
// point's figures), Enter or Space chooses; and the accessible description that follows it.
#include "cityview.h"

#include "cityview_p.h"
#include "citywords.h"

#include <cmath>

namespace gangsters::ui {

namespace {

// The keyboard's targets, where they are drawn.
std::vector<QPointF> targetPoints(const std::vector<CharRef> &callable,
                                  const std::vector<Loc> &destinations, const CityGeometry &g,
                                  const std::vector<Placement> &placed)
{
    std::vector<QPointF> out;
    if (!callable.empty()) {
        for (CharRef who : callable)
            for (const Placement &p : placed)
                if (p.piece.who.valid() && p.piece.who == who)
                    out.push_back(p.rect.center());
        return out;
    }
    for (Loc l : destinations)
        out.push_back(g.rect(l).center());
    return out;
}

} // namespace

void CityView::moveFocus(int dx, int dy)
{
    Impl &d = *m_d;
    const CityGeometry g(size());
    const auto points = targetPoints(d.callable, d.destinations, g, placements());
    if (points.empty())
        return;
    QPointF from;
    if (d.focus >= 0 && d.focus < int(points.size()))
        from = points[size_t(d.focus)];
    else if (d.mover.valid())
        from = g.rect(moverAt(d.state, d.mover)).center();
    else
        from = rect().center();
    // The nearest target within 70 degrees of the arrow's direction, nearer the axis first.
    const QPointF dir(dx, dy);
    int best = -1;
    qreal bestScore = 0;
    for (size_t i = 0; i < points.size(); ++i) {
        if (int(i) == d.focus)
            continue;
        const QPointF v = points[i] - from;
        const qreal len = std::hypot(v.x(), v.y());
        if (len < 1)
            continue;
        const qreal cosine = QPointF::dotProduct(v, dir) / len;
        if (cosine < std::cos(70 * M_PI / 180))
            continue;
        const qreal score = len * (2 - cosine);
        if (best < 0 || score < bestScore) {
            best = int(i);
            bestScore = score;
        }
    }
    if (best < 0 && d.focus < 0)
        best = 0;
    if (best >= 0) {
        d.focus = best;
        if (d.callable.empty()) {
            d.trail.clear();
            pointTo(d.destinations[size_t(best)]);
        }
    }
    refreshDescription();
    update();
}

void CityView::cycleFocus(int by)
{
    Impl &d = *m_d;
    const int n = int(d.callable.empty() ? d.destinations.size() : d.callable.size());
    if (n == 0)
        return;
    d.focus = d.focus < 0 ? (by > 0 ? 0 : n - 1) : (d.focus + by + n) % n;
    if (d.callable.empty()) {
        d.trail.clear();
        pointTo(d.destinations[size_t(d.focus)]);
    }
    refreshDescription();
    update();
}

void CityView::activateFocus()
{
    Impl &d = *m_d;
    if (d.focus < 0)
        return;
    if (!d.callable.empty()) {
        if (d.focus < int(d.callable.size()))
            for (int k = 0; k < d.point.size; ++k)
                if (d.point.options[k].role == d.callable[size_t(d.focus)].role)
                    emitChoice(k);
        return;
    }
    if (d.focus < int(d.destinations.size())) {
        // From the keyboard the pointer's path says nothing: two sides ask.
        d.trail.clear();
        choose(d.destinations[size_t(d.focus)]);
    }
}

void CityView::refreshDescription()
{
    Impl &d = *m_d;
    QString text;
    if (d.focus >= 0 && !d.callable.empty() && d.focus < int(d.callable.size()))
        text = CityWords::describeCharacter(d.state, d.callable[size_t(d.focus)]);
    else if (d.focus >= 0 && d.focus < int(d.destinations.size()))
        text = describe(d.destinations[size_t(d.focus)]);
    else if (d.hover != kNoLoc)
        text = describe(d.hover);
    setAccessibleDescription(text);
}

} // namespace gangsters::ui
