#include "handwidget.h"

#include "art.h"
#include "dragdata.h"
#include "format.h"

#include <QApplication>
#include <QCursor>
#include <QDrag>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>

namespace razzia::ui {

HandWidget::HandWidget(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("hand"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setMouseTracking(true);
    setAcceptDrops(true);
    updateAccessibleName();
}

void HandWidget::setHand(const QList<Card> &cards, bool playable)
{
    m_cards = cards;
    m_playable = playable;
    m_selected = -1;
    m_hover = -1;
    m_hinted = -1; // the cards may have moved: the hint's mark would show the wrong one
    setFocusPolicy(playable ? Qt::StrongFocus : Qt::NoFocus);
    updateAccessibleName();
    update();
    Q_EMIT playableChanged(playable);
}

void HandWidget::clear()
{
    m_cards.clear();
    m_playable = false;
    m_selected = -1;
    m_hinted = -1;
    setFocusPolicy(Qt::NoFocus);
    updateAccessibleName();
    update();
    Q_EMIT playableChanged(false);
}

void HandWidget::setHinted(int slot)
{
    m_hinted = slot >= 0 && slot < int(m_cards.size()) ? slot : -1;
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

void HandWidget::moveSelection(int delta)
{
    const int n = int(m_cards.size());
    if (!m_playable || n == 0)
        return;
    if (m_selected < 0)
        setSelected(delta > 0 ? 0 : n - 1);
    else
        setSelected((m_selected + delta + n) % n);
}

QSize HandWidget::sizeHint() const
{
    return {5 * 130, 190};
}

QSize HandWidget::minimumSizeHint() const
{
    return {5 * 70, 120};
}

QRect HandWidget::cardRect(int slot) const
{
    // A card at rest fills 82% of the height; a raised one rises by 10% and grows by 8%,
    // which the remaining room holds.
    const int n = std::max<int>(1, int(m_cards.size()));
    const int cardH = height() * 82 / 100;
    const int cardW = int(cardH * kCardAspect);
    const int lift = height() / 10;
    const int gap = std::max(6, cardW / 8);
    const int step = std::min(cardW + gap, (width() - cardW - 16) / std::max(1, n - 1));
    const int used = cardW + step * (n - 1);
    const int x = (width() - used) / 2 + step * slot;
    const int y = height() - cardH - 3;
    QRect r(x, y, cardW, cardH);
    if (slot == m_selected || slot == m_hover) {
        const int grow = cardH * 8 / 100;
        r = QRect(x - int(grow * kCardAspect) / 2, y - lift - grow, cardW + int(grow * kCardAspect),
                  cardH + grow);
    }
    return r;
}

int HandWidget::slotAt(QPoint pos) const
{
    // Raised cards lie on top, then later cards on earlier ones.
    for (int raised : {m_selected, m_hover}) {
        if (raised >= 0 && raised < int(m_cards.size()) && cardRect(raised).contains(pos))
            return raised;
    }
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
    // Raised cards last, over their neighbours.
    QList<int> order;
    for (int slot = 0; slot < int(m_cards.size()); ++slot) {
        if (slot != m_selected && slot != m_hover)
            order << slot;
    }
    if (m_hover >= 0 && m_hover != m_selected && m_hover < int(m_cards.size()))
        order << m_hover;
    if (m_selected >= 0)
        order << m_selected;
    for (int slot : order) {
        const QRect r = cardRect(slot);
        p.drawPixmap(r.topLeft(),
                     Art::instance().pixmap(Art::cardElement(m_cards[slot]), r.size(), ratio));
        if (slot == m_hinted) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(QColor(0, 0, 0, 160), 7));
            p.drawRoundedRect(r.adjusted(-5, -5, 5, 5), 9, 9);
            p.setPen(QPen(Art::hintColour(), 4, Qt::DashLine));
            p.drawRoundedRect(r.adjusted(-5, -5, 5, 5), 9, 9);
        }
        if (slot == m_selected) {
            // The focus ring, as Breeze draws it: a solid ring in the highlight colour, with a
            // dark edge so that it shows on every card.
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(QColor(0, 0, 0, 160), 6));
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 8, 8);
            p.setPen(QPen(hasFocus() ? QColor(0x3d, 0xae, 0xe9) : QColor(0xff, 0xd7, 0x00), 4));
            p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 8, 8);
        }
    }
    if (hasFocus() && m_selected < 0 && !m_cards.isEmpty()) {
        p.setPen(QPen(QColor(0x3d, 0xae, 0xe9), 3));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(rect()).adjusted(2, 2, -2, -2), 8, 8);
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
    if (!(event->buttons() & Qt::LeftButton)) {
        const int hover = slotAt(event->position().toPoint());
        if (hover != m_hover) {
            m_hover = hover;
            update();
        }
    }
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
    const Qt::DropAction done = drag->exec(Qt::MoveAction);
    Q_EMIT dragFinished();
    if (done == Qt::IgnoreAction)
        Q_EMIT dropRefused(slot, QCursor::pos());
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
        moveSelection(-1);
        return;
    case Qt::Key_Right:
        moveSelection(1);
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

bool HandWidget::event(QEvent *event)
{
    // The rule where it applies: each card says how it claims a bar.
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const int slot = slotAt(help->pos());
        if (slot >= 0)
            QToolTip::showText(help->globalPos(), Format::cardRule(m_cards[slot]), this,
                               cardRect(slot));
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void HandWidget::mouseReleaseEvent(QMouseEvent *event)
{
    m_pressed = -1;
    QWidget::mouseReleaseEvent(event);
}

void HandWidget::leaveEvent(QEvent *event)
{
    m_hover = -1;
    update();
    QWidget::leaveEvent(event);
}

void HandWidget::dragEnterEvent(QDragEnterEvent *event)
{
    if (m_takesBack && event->mimeData()->hasFormat(takeBackMimeType()))
        event->acceptProposedAction();
    else
        event->ignore();
}

void HandWidget::dropEvent(QDropEvent *event)
{
    if (!m_takesBack || !event->mimeData()->hasFormat(takeBackMimeType())) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    Q_EMIT takeBackDropped();
}

void HandWidget::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void HandWidget::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
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
