#include "handwidget.h"

#include "art.h"
#include "dragdata.h"
#include "format.h"

#include <QApplication>
#include <QDrag>
#include <QKeyEvent>
#include <QPainter>

namespace razzia::ui {

namespace {

constexpr qreal kCardAspect = 5.0 / 7.0;

} // namespace

HandWidget::HandWidget(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("hand"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    updateAccessibleName();
}

void HandWidget::setHand(const QList<Card> &cards, bool playable)
{
    m_cards = cards;
    m_playable = playable;
    m_selected = -1;
    setFocusPolicy(playable ? Qt::StrongFocus : Qt::NoFocus);
    updateAccessibleName();
    update();
}

void HandWidget::clear()
{
    m_cards.clear();
    m_playable = false;
    m_selected = -1;
    setFocusPolicy(Qt::NoFocus);
    updateAccessibleName();
    update();
}

void HandWidget::setSelected(int slot)
{
    if (slot < -1 || slot >= int(m_cards.size()) || slot == m_selected)
        return;
    m_selected = slot;
    updateAccessibleName();
    update();
    Q_EMIT selectionChanged(slot);
}

QSize HandWidget::sizeHint() const
{
    return {5 * 110, 150};
}

QSize HandWidget::minimumSizeHint() const
{
    return {5 * 56, 84};
}

QRect HandWidget::cardRect(int slot) const
{
    const int n = std::max<int>(1, int(m_cards.size()));
    const int lift = height() / 10; // the selected card rises by this much
    const int cardH = height() - lift - 4;
    const int cardW = int(cardH * kCardAspect);
    const int gap = std::max(4, cardW / 10);
    const int step = std::min(cardW + gap, (width() - cardW - 8) / std::max(1, n - 1));
    const int used = cardW + step * (n - 1);
    const int x = (width() - used) / 2 + step * slot;
    const int y = lift + 2 - (slot == m_selected ? lift : 0);
    return {x, y, cardW, cardH};
}

int HandWidget::slotAt(QPoint pos) const
{
    // Later cards lie on top of earlier ones.
    for (int slot = int(m_cards.size()) - 1; slot >= 0; --slot) {
        if (cardRect(slot).contains(pos))
            return slot;
    }
    return -1;
}

void HandWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal ratio = devicePixelRatioF();
    for (int slot = 0; slot < int(m_cards.size()); ++slot) {
        const QRect r = cardRect(slot);
        p.drawPixmap(r.topLeft(),
                     Art::instance().pixmap(Art::cardElement(m_cards[slot]), r.size(), ratio));
        if (slot == m_selected) {
            p.setPen(QPen(QColor(0xff, 0xd7, 0x00), hasFocus() ? 4 : 3));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(-2, -2, 2, 2), 7, 7);
        }
    }
    if (hasFocus() && m_selected < 0 && !m_cards.isEmpty()) {
        p.setPen(QPen(palette().highlight().color(), 2, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(rect().adjusted(1, 1, -2, -2));
    }
}

void HandWidget::mousePressEvent(QMouseEvent *event)
{
    m_pressed =
        m_playable && event->button() == Qt::LeftButton ? slotAt(event->position().toPoint()) : -1;
    m_pressPos = event->position().toPoint();
    if (m_pressed >= 0)
        setSelected(m_pressed);
}

void HandWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (m_pressed < 0 || !(event->buttons() & Qt::LeftButton))
        return;
    if ((event->position().toPoint() - m_pressPos).manhattanLength() <
        QApplication::startDragDistance())
        return;
    const int slot = m_pressed;
    m_pressed = -1;
    auto *drag = new QDrag(this);
    drag->setMimeData(cardMimeData(slot, m_cards[slot]));
    const QRect r = cardRect(slot);
    drag->setPixmap(
        Art::instance().pixmap(Art::cardElement(m_cards[slot]), r.size(), devicePixelRatioF()));
    drag->setHotSpot(m_pressPos - r.topLeft());
    Q_EMIT dragStarted(slot);
    drag->exec(Qt::MoveAction);
    Q_EMIT dragFinished();
}

void HandWidget::mouseDoubleClickEvent(QMouseEvent *event)
{
    const int slot = m_playable ? slotAt(event->position().toPoint()) : -1;
    if (slot >= 0) {
        setSelected(slot);
        Q_EMIT confirmed(slot);
    }
}

void HandWidget::keyPressEvent(QKeyEvent *event)
{
    if (!m_playable || m_cards.isEmpty()) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int n = int(m_cards.size());
    switch (event->key()) {
    case Qt::Key_Left:
        setSelected(m_selected <= 0 ? n - 1 : m_selected - 1);
        return;
    case Qt::Key_Right:
        setSelected(m_selected < 0 || m_selected == n - 1 ? 0 : m_selected + 1);
        return;
    case Qt::Key_Home:
        setSelected(0);
        return;
    case Qt::Key_End:
        setSelected(n - 1);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_selected >= 0)
            Q_EMIT confirmed(m_selected);
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void HandWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateAccessibleName();
    QWidget::changeEvent(event);
}

void HandWidget::updateAccessibleName()
{
    // Only ever the shown hand: its owner's own cards, after the curtain.
    if (m_cards.isEmpty()) {
        setAccessibleName(tr("Hand hidden"));
        return;
    }
    QStringList names;
    for (Card c : m_cards)
        names << Format::card(c);
    QString text = tr("Your hand: %1").arg(names.join(QStringLiteral(", ")));
    if (m_selected >= 0)
        //: The hand, then the card selected in it.
        text = tr("%1. Selected: %2").arg(text, Format::card(m_cards[m_selected]));
    setAccessibleName(text);
}

} // namespace razzia::ui
