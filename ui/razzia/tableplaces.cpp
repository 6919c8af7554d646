// Where things lie on the table, and what flies between those places (bills to their bars,
// cards to theirs, winnings to their seats): one entry point for every animation of the table.
#include "tablewidget.h"

#include "art.h"
#include "seatwidget.h"

#include <QLabel>
#include <QPropertyAnimation>
#include <QTimer>

namespace razzia::ui {

QRect TableWidget::mapRect(QWidget *from, QRect r) const
{
    return QRect(from->mapTo(this, r.topLeft()), r.size());
}

QRect TableWidget::supplyRect() const
{
    return mapRect(m_supply, m_supply->rect());
}

QRect TableWidget::pendingBillRect() const
{
    return mapRect(m_billSpot, m_billSpot->rect());
}

QRect TableWidget::barBillRect(Bar bar) const
{
    BarBoard *b = barBoard(bar);
    return b ? mapRect(b, b->billArea()) : QRect();
}

QRect TableWidget::barCardRect(Bar bar) const
{
    BarBoard *b = barBoard(bar);
    return b ? mapRect(b, b->cardArea()) : QRect();
}

QRect TableWidget::seatRect(int seat) const
{
    SeatWidget *w = seatWidget(seat);
    return w ? mapRect(w, w->moneyArea()) : QRect();
}

QPixmap TableWidget::billPixmap(int denomination, QSize size) const
{
    return Art::instance().pixmap(Art::billElement(denomination), size, devicePixelRatioF());
}

QPixmap TableWidget::cardPixmap(Card card, QSize size) const
{
    return Art::instance().pixmap(Art::cardElement(card), size, devicePixelRatioF());
}

void TableWidget::fly(const QPixmap &pixmap, QRect from, QRect to, int ms,
                      std::function<void()> done)
{
    if (ms <= 0 || !isVisible()) {
        QTimer::singleShot(0, this, std::move(done));
        return;
    }
    auto *label = new QLabel(this);
    label->setAttribute(Qt::WA_TransparentForMouseEvents);
    label->setPixmap(pixmap);
    label->setScaledContents(true);
    label->setGeometry(from);
    label->show();
    label->raise();
    auto *animation = new QPropertyAnimation(label, "geometry", label);
    animation->setDuration(ms);
    animation->setStartValue(from);
    animation->setEndValue(to);
    animation->setEasingCurve(QEasingCurve::OutCubic);
    connect(animation, &QPropertyAnimation::finished, this, [label, done = std::move(done)] {
        label->deleteLater();
        done();
    });
    animation->start();
}

void TableWidget::lightBars(const std::function<bool(Bar)> &lit)
{
    for (BarBoard *b : m_bars)
        b->setLit(lit(b->bar()));
}

void TableWidget::unlightBars()
{
    for (BarBoard *b : m_bars)
        b->setLit(false);
}

} // namespace razzia::ui
