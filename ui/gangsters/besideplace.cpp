#include "besideplace.h"

#include <QWidget>

#include <algorithm>

namespace gangsters::ui {

void BesidePlace::place(const QRectF &target)
{
    m_target = target;
    QWidget *p = m_panel->parentWidget();
    if (!p)
        return;
    m_panel->adjustSize();
    const QSize s = m_panel->size();
    // Right of the place if it fits, else left; vertically centred on it, inside the parent.
    int x = int(target.right()) + m_gap;
    if (x + s.width() > p->width())
        x = int(target.left()) - m_gap - s.width();
    const int y = int(target.center().y()) - s.height() / 2;
    m_panel->move(std::clamp(x, 0, std::max(0, p->width() - s.width())),
                  std::clamp(y, 0, std::max(0, p->height() - s.height())));
}

void BesidePlace::again()
{
    if (placed())
        place(m_target);
}

} // namespace gangsters::ui
