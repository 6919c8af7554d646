// A bar's board: what lies on it, and what a player does on it (drops, clicks, keys).
#include "barboard.h"

#include "art.h"
#include "dragdata.h"
#include "format.h"

#include <QApplication>
#include <QDrag>
#include <QDragEnterEvent>
#include <QKeyEvent>

namespace razzia::ui {

BarBoard::BarBoard(Bar bar, QWidget *parent) : QWidget(parent), m_bar(bar)
{
    setAcceptDrops(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setObjectName(QStringLiteral("bar-") +
                  QString::fromLatin1(barId(bar).data(), barId(bar).size()));
    updateAccessibleName();
}

void BarBoard::setBills(const BillSet &bills)
{
    m_bills = bills;
    updateAccessibleName();
    update();
}

void BarBoard::addBill(int denomination)
{
    ++m_bills.count[denomination];
    updateAccessibleName();
    update();
}

void BarBoard::removeBills(const BillSet &bills)
{
    for (int d = 0; d < kDenominations; ++d)
        m_bills.count[d] = uint8_t(std::max(0, m_bills.count[d] - bills.count[d]));
    updateAccessibleName();
    update();
}

void BarBoard::setRevealed(const QList<Revealed> &cards)
{
    m_revealed = cards;
    updateAccessibleName();
    update();
}

void BarBoard::setPending(Card card)
{
    m_pending = card;
    update();
}

void BarBoard::setPlayed(Card card, const QString &label)
{
    m_played = card;
    m_playedLabel = label;
    setCursor(card.isNone() ? Qt::ArrowCursor : Qt::OpenHandCursor);
    update();
}

void BarBoard::setSpotlit(bool spotlit)
{
    if (m_spotlit == spotlit)
        return;
    m_spotlit = spotlit;
    update();
}

void BarBoard::setOutcome(const QString &text)
{
    m_outcome = text;
    updateAccessibleName();
    update();
}

void BarBoard::setHinted(bool hinted)
{
    if (m_hinted == hinted)
        return;
    m_hinted = hinted;
    update();
}

void BarBoard::setLit(bool lit)
{
    if (m_lit == lit)
        return;
    m_lit = lit;
    update();
}

void BarBoard::setSelectable(bool selectable)
{
    m_selectable = selectable;
    setFocusPolicy(selectable ? Qt::StrongFocus : Qt::NoFocus);
    setCursor(selectable ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

QSize BarBoard::sizeHint() const
{
    return {300, 200};
}

QSize BarBoard::minimumSizeHint() const
{
    return {150, 100};
}

void BarBoard::updateAccessibleName()
{
    // Public things only (R6): the bills, and the cards once revealed; never the card played
    // face down (setPlayed), whose owner alone may see it.
    const QString bills =
        tr("%1: %2 on the bar").arg(Format::barName(m_bar), Format::money(m_bills.total()));
    QStringList cards;
    for (const Revealed &r : m_revealed)
        //: A player and the card they played on the bar; no verb, so any name reads right.
        cards << tr("%1: %2").arg(r.name, Format::card(r.card));
    QString text = bills;
    //: Joins the parts of a bar's description: "Jungle: $20,000 on the bar; Al played …".
    const QString joined = tr("%1; %2");
    for (const QString &card : cards)
        text = joined.arg(text, card);
    if (!m_outcome.isEmpty())
        text = joined.arg(text, m_outcome);
    setAccessibleName(text);
    // The tooltip says the same one fact a line, then the rule, a clause a line, so that it
    // stays narrow on any screen.
    QStringList lines{bills};
    lines << cards;
    if (!m_outcome.isEmpty())
        lines << m_outcome;
    //: A bar's tooltip, under what lies on it: who takes its bills (R4.2–R4.7, R5). Keep the
    //: line breaks: a tooltip does not wrap.
    lines << QString()
          << tr("Who takes the bills:\n"
                "• gamblers alone claim them;\n"
                "• police who meet gamblers claim them instead;\n"
                "• police alone fail, and the bills stay.\n"
                "One claimant takes everything; several share,\n"
                "and a refusal leads to a duel.");
    setToolTip(lines.join(QLatin1Char('\n')));
}

bool BarBoard::accepts(const QMimeData *data) const
{
    return m_acceptor && m_acceptor(data, m_bar);
}

void BarBoard::dragEnterEvent(QDragEnterEvent *event)
{
    if (!accepts(event->mimeData())) {
        event->ignore();
        return;
    }
    m_dragOver = true;
    update();
    event->acceptProposedAction();
}

void BarBoard::dragMoveEvent(QDragMoveEvent *event)
{
    if (accepts(event->mimeData()))
        event->acceptProposedAction();
    else
        event->ignore();
}

void BarBoard::dragLeaveEvent(QDragLeaveEvent *)
{
    m_dragOver = false;
    update();
}

void BarBoard::dropEvent(QDropEvent *event)
{
    m_dragOver = false;
    update();
    const QMimeData *data = event->mimeData();
    if (!accepts(data)) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    int slot = -1;
    Card card;
    if (cardFromMimeData(data, slot, card))
        Q_EMIT cardDropped(slot, card, m_bar);
    else if (data->hasFormat(billMimeType()))
        Q_EMIT billDropped(m_bar);
}

void BarBoard::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = event->position().toPoint();
    m_pressedPlayed = event->button() == Qt::LeftButton && playedRect().contains(m_pressPos);
    QWidget::mousePressEvent(event);
}

// The face-down card goes back to the hand by a drag, as it came (the hand takes the drop).
void BarBoard::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_pressedPlayed || !(event->buttons() & Qt::LeftButton) ||
        (event->position().toPoint() - m_pressPos).manhattanLength() <
            QApplication::startDragDistance())
        return;
    m_pressedPlayed = false;
    const QRect r = playedRect();
    auto *drag = new QDrag(this);
    drag->setMimeData(takeBackMimeData(m_played));
    drag->setPixmap(Art::instance().pixmap(Art::cardBackElement(), r.size(), devicePixelRatioF()));
    drag->setHotSpot(m_pressPos - r.topLeft());
    drag->exec(Qt::MoveAction);
}

void BarBoard::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (playedRect().contains(event->position().toPoint())) {
        Q_EMIT takeBackRequested(m_bar);
        return;
    }
    QWidget::mouseDoubleClickEvent(event);
}

void BarBoard::mouseReleaseEvent(QMouseEvent *event)
{
    m_pressedPlayed = false;
    if (m_selectable && event->button() == Qt::LeftButton &&
        rect().contains(event->position().toPoint()))
        Q_EMIT activated(m_bar);
}

void BarBoard::keyPressEvent(QKeyEvent *event)
{
    if (m_selectable && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter ||
                         event->key() == Qt::Key_Space)) {
        Q_EMIT activated(m_bar);
        return;
    }
    QWidget::keyPressEvent(event);
}

void BarBoard::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void BarBoard::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

void BarBoard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateAccessibleName();
    QWidget::changeEvent(event);
}

} // namespace razzia::ui
