#include "besideplace.h"

#include <QLayout>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace gangsters::ui {

namespace {

qreal covered(const QRectF &a, const QRectF &b)
{
    const QRectF both = a & b;
    return both.isEmpty() ? 0 : both.width() * both.height();
}

qreal covered(const QRectF &a, const QList<QRectF> &list)
{
    qreal sum = 0;
    for (const QRectF &b : list)
        sum += covered(a, b);
    return sum;
}

// How many of `list` the panel touches at all: a name cut by a sliver is cut.
int touched(const QRectF &a, const QList<QRectF> &list)
{
    return int(std::count_if(list.begin(), list.end(),
                             [&](const QRectF &b) { return covered(a, b) > 0; }));
}

// How far the panel stands from the place, edge to edge.
qreal distance(const QRectF &a, const QRectF &b)
{
    const qreal dx = std::max<qreal>(0, std::max(a.left() - b.right(), b.left() - a.right()));
    const qreal dy = std::max<qreal>(0, std::max(a.top() - b.bottom(), b.top() - a.bottom()));
    return std::hypot(dx, dy);
}

} // namespace

void fitToContents(QWidget *panel)
{
    panel->adjustSize();
    if (QLayout *layout = panel->layout(); layout && layout->hasHeightForWidth())
        panel->resize(panel->width(), layout->totalHeightForWidth(panel->width()));
}

QRectF BesidePlace::choose(const InSight &sight, QSizeF size, const QRectF &bounds, qreal gap)
{
    const QRectF &t = sight.place;
    const qreal w = size.width(), h = size.height();
    auto inside = [&](qreal x, qreal y) {
        x = std::clamp(x, bounds.left(), std::max(bounds.left(), bounds.right() - w));
        y = std::clamp(y, bounds.top(), std::max(bounds.top(), bounds.bottom() - h));
        return QRectF(std::round(x), std::round(y), w, h);
    };
    QList<QRectF> candidates;
    for (const qreal x : {t.right() + gap, t.left() - gap - w}) {
        for (const qreal y : {t.center().y() - h / 2, t.top(), t.bottom() - h})
            candidates << inside(x, y);
    }
    for (const qreal y : {t.bottom() + gap, t.top() - gap - h}) {
        for (const qreal x : {t.center().x() - w / 2, t.left(), t.right() - w})
            candidates << inside(x, y);
    }
    // Then anywhere along each side, and over the whole city: the twelve alone often all
    // covered a district's name or the gang's own figures (a duel scene over "LA GARE", the
    // vamp's buttons over its killer next door). The distance keeps a panel near its place.
    const qreal step = 12;
    for (const qreal x : {t.right() + gap, t.left() - gap - w}) {
        for (qreal y = t.top() - h + step; y < t.bottom(); y += step)
            candidates << inside(x, y);
    }
    for (const qreal y : {t.bottom() + gap, t.top() - gap - h}) {
        for (qreal x = t.left() - w + step; x < t.right(); x += step)
            candidates << inside(x, y);
    }
    for (qreal y = bounds.top(); y <= bounds.bottom() - h; y += 2 * step) {
        for (qreal x = bounds.left(); x <= bounds.right() - w; x += 2 * step)
            candidates << inside(x, y);
    }
    // The place is never covered where room allows; a title touched at all costs as much as
    // going 400 px further, one of the gang's own figures 80 px, and each covered pixel of
    // them weighs more than one of another figure; each pixel further from the place weighs
    // as some fifty covered pixels of another figure.
    const QRectF place = t.adjusted(-2, -2, 2, 2);
    QRectF best;
    qreal bestScore = 0;
    for (const QRectF &c : candidates) {
        const qreal score = 1000 * covered(c, place) + 20000 * touched(c, sight.titles) +
                            8 * covered(c, sight.titles) + 4000 * touched(c, sight.own) +
                            8 * covered(c, sight.own) + 2 * covered(c, sight.pieces) +
                            50 * distance(c, t);
        if (best.isNull() || score < bestScore) {
            best = c;
            bestScore = score;
        }
    }
    return best;
}

void BesidePlace::place(const InSight &sight)
{
    m_sight = sight;
    QWidget *p = m_panel->parentWidget();
    if (!p)
        return;
    fitToContents(m_panel);
    const QRectF at = choose(sight, m_panel->size(), QRectF(p->rect()), m_gap);
    m_panel->move(at.topLeft().toPoint());
}

void BesidePlace::again()
{
    if (placed())
        place(m_sight);
}

} // namespace gangsters::ui
