// CityView's walks: a figure or a cop pair along its path (one entry point for both, as
// STYLE.md asks), a vamp's companion a step behind her, and the signal when it is done.
#include "cityview.h"

#include "cityview_p.h"

#include <QTimer>

namespace gangsters::ui {

void CityView::animateCharacter(CharRef who, const std::vector<Loc> &path, int ms)
{
    Impl &d = *m_d;
    // A companion already walked with his vamp (GA8.3): asked to walk there again, he is there.
    if (d.followed.valid() && d.followed == who && !path.empty() && who.seat < d.state.gangs &&
        d.state.at(who).at == path.back()) {
        d.followed = {};
        QTimer::singleShot(0, this, [this] { Q_EMIT animationFinished(); });
        return;
    }
    startWalk(Mover{who, -1, 0}, path, ms);
}

void CityView::animateCops(int pair, const std::vector<Loc> &path, int ms)
{
    startWalk(Mover{CharRef{}, pair, 0}, path, ms);
}

void CityView::startWalk(const Mover &who, const std::vector<Loc> &path, int ms)
{
    Impl &d = *m_d;
    if (d.walker.valid()) {
        // A walk still under way ends where it goes before the next begins.
        d.animation.stop();
        finishWalk();
    }
    if ((who.pair < 0 && !who.who.valid()) || who.pair > 1 ||
        (who.who.valid() && who.who.seat >= d.state.gangs)) {
        QTimer::singleShot(0, this, [this] { Q_EMIT animationFinished(); });
        return;
    }
    const Loc start = moverAt(d.state, who);
    d.walk.clear();
    for (Loc l : path)
        if (l < city().locations())
            d.walk.push_back(l);
    // The path may hold its start or only its pips (pathsOf). A piece the state given already
    // shows at the end walks the path as it is, rather than back from where it arrived.
    const bool there = !d.walk.empty() && d.walk.back() == start && d.walk.front() != start;
    if (!there && (d.walk.empty() || d.walk.front() != start))
        d.walk.insert(d.walk.begin(), start);
    // Out of the prison straight along an avenue (GA4.3), even when only the end was given.
    if (d.walk.size() == 2 && d.walk.front() == city().prison()) {
        for (int face = 1; face <= 6; ++face) {
            const std::vector<Loc> &exit = city().exitPath(face);
            if (exit.back() == d.walk.back()) {
                d.walk.insert(d.walk.begin() + 1, exit.begin(), exit.end() - 1);
                break;
            }
        }
    }
    d.walker = who;
    d.followed = {};
    d.follower = {};
    if (who.who.valid() && who.who.role == Role::Vamp) {
        const CharRef companion = d.state.at(who.who).companion;
        if (companion.valid() && d.state.at(companion).at == start)
            d.follower = companion;
    }
    invalidatePlacements();
    if (ms <= 0 || d.walk.size() < 2) {
        finishWalk();
        return;
    }
    d.along = 0;
    d.animation.setStartValue(0.0);
    d.animation.setEndValue(qreal(d.walk.size() - 1));
    d.animation.setDuration(ms);
    d.animation.start();
}

void CityView::finishWalk()
{
    Impl &d = *m_d;
    if (!d.walker.valid())
        return;
    const Mover who = d.walker;
    d.walker = {};
    d.along = -1;
    if (d.walk.size() >= 2) {
        const Loc to = d.walk.back(), via = d.walk[d.walk.size() - 2];
        if (who.pair >= 0) {
            d.state.cops[size_t(who.pair)] = {to, via};
        } else {
            Character &ch = d.state.at(who.who);
            ch.at = to;
            ch.from = via;
            // GA8.3: her companion walks with her.
            if (d.follower.valid()) {
                d.state.at(d.follower).at = to;
                d.state.at(d.follower).from = via;
                d.followed = d.follower;
            }
        }
    }
    d.walk.clear();
    d.follower = {};
    invalidatePlacements();
    update();
    // Queued, so that a window which starts the next walk from this signal never recurses,
    // even through a whole game played at instant speed.
    QTimer::singleShot(0, this, [this] { Q_EMIT animationFinished(); });
}

} // namespace gangsters::ui
