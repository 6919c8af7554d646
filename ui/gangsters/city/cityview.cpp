#include "cityview.h"

#include "cityart.h"
#include "palette.h"

#include <QPainter>
#include <QResizeEvent>

namespace gangsters::ui {

struct CityView::Impl
{
    State state;
    bool hasPoint = false;
    Point point;
    CharRef picked;
    bool colourBlind = false;
};

CityView::CityView(QWidget *parent) : QWidget(parent), m_d(std::make_unique<Impl>())
{
    setMinimumSize(480, 360);
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    m_d->state = State::initial(2, 0);
}

CityView::~CityView() = default;

void CityView::setState(const State &state)
{
    m_d->state = state;
    update();
}

void CityView::setPoint(const Point *point)
{
    m_d->hasPoint = point != nullptr;
    if (point)
        m_d->point = *point;
    update();
}

void CityView::pickCharacter(CharRef who)
{
    m_d->picked = who;
    update();
}

void CityView::animateCharacter(CharRef who, const std::vector<Loc> &path, int ms)
{
    Q_UNUSED(ms);
    if (!path.empty())
        m_d->state.at(who).at = path.back();
    update();
    Q_EMIT animationFinished();
}

void CityView::animateCops(int pair, const std::vector<Loc> &path, int ms)
{
    Q_UNUSED(ms);
    if (!path.empty() && pair >= 0 && pair < 2)
        m_d->state.cops[size_t(pair)].at = path.back();
    update();
    Q_EMIT animationFinished();
}

void CityView::setColourBlind(bool on)
{
    m_d->colourBlind = on;
    update();
}

QRectF CityView::locationRect(Loc loc) const
{
    return CityGeometry(size()).rect(loc);
}

void CityView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.drawPixmap(0, 0, CityArt::picture(size(), devicePixelRatioF()));
    p.setRenderHint(QPainter::Antialiasing);
    const CityGeometry g(size());
    const State &s = m_d->state;
    for (int seat = 0; seat < s.gangs; ++seat) {
        for (int r = 0; r < kRoles; ++r) {
            const Character &c = s.gang[size_t(seat)].chars[size_t(r)];
            if (c.at == kNoLoc)
                continue;
            const QRectF box = g.rect(c.at);
            p.setPen(QPen(Qt::black, 1));
            p.setBrush(gangColour(seat, m_d->colourBlind));
            p.drawPath(roleShape(Role(r), box));
        }
    }
}

void CityView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    update();
}

} // namespace gangsters::ui
