#include "barboard.h"

#include "art.h"
#include "dragdata.h"
#include "format.h"

#include <QDragEnterEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>

namespace razzia::ui {

namespace {

constexpr qreal kCardAspect = 5.0 / 7.0;
constexpr qreal kBillAspect = 2.2;
constexpr qreal kBoardAspect = 1.5;

} // namespace

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

void BarBoard::setOutcome(const QString &text)
{
    m_outcome = text;
    updateAccessibleName();
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
    // Public things only (R6): the bills, and the cards once revealed.
    QString text =
        tr("%1: %2 on the bar").arg(Format::barName(m_bar), Format::money(m_bills.total()));
    //: Joins the parts of a bar's description: "Jungle: $20,000 on the bar; Al played …".
    const QString joined = tr("%1; %2");
    for (const Revealed &r : m_revealed)
        text = joined.arg(text, tr("%1 played %2").arg(r.name, Format::card(r.card)));
    if (!m_outcome.isEmpty())
        text = joined.arg(text, m_outcome);
    setAccessibleName(text);
    setToolTip(text);
}

QRect BarBoard::boardRect() const
{
    // The board keeps its art's proportions (3:2), centred across whatever room the table
    // gives, and placed up or down in it as the table asks.
    const QRect room = rect().adjusted(3, 3, -3, -3);
    QSize size(room.width(), int(room.width() / kBoardAspect));
    if (size.height() > room.height())
        size = QSize(int(room.height() * kBoardAspect), room.height());
    int top = room.center().y() - size.height() / 2 + 1;
    if (m_valign & Qt::AlignTop)
        top = room.top();
    else if (m_valign & Qt::AlignBottom)
        top = room.bottom() - size.height() + 1;
    return QRect(room.center().x() - size.width() / 2 + 1, top, size.width(), size.height());
}

void BarBoard::setVerticalAlignment(Qt::Alignment alignment)
{
    m_valign = alignment;
    update();
}

QRect BarBoard::cardArea() const
{
    const QRect r = boardRect().adjusted(8, 8, -8, -8);
    return QRect(r.left(), r.top() + r.height() * 31 / 100, r.width(), r.height() * 39 / 100);
}

QRect BarBoard::billArea() const
{
    const QRect r = boardRect().adjusted(8, 8, -8, -8);
    return QRect(r.left(), r.top() + r.height() * 70 / 100, r.width(), r.height() * 30 / 100);
}

void BarBoard::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal ratio = devicePixelRatioF();
    Art &art = Art::instance();
    const QRectF board = QRectF(boardRect());

    // The board: its colour under the art, so that any spare width keeps the bar's colour.
    QPainterPath outline;
    outline.addRoundedRect(board, 10, 10);
    p.fillPath(outline, Art::barColour(m_bar));
    const QPixmap boardArt = art.pixmap(Art::barElement(m_bar), board.size().toSize(), ratio);
    if (!boardArt.isNull()) {
        const QSizeF s = boardArt.deviceIndependentSize();
        p.save();
        p.setClipPath(outline);
        p.drawPixmap(
            QPointF(board.center().x() - s.width() / 2, board.center().y() - s.height() / 2),
            boardArt);
        p.restore();
    }

    // The total, top right.
    const QColor text = Art::barTextColour(m_bar);
    QFont f = font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    p.setFont(f);
    const QString total = Format::money(m_bills.total());
    const QFontMetrics fm(f);
    const QRectF pill(board.right() - fm.horizontalAdvance(total) - 22, board.top() + 6,
                      fm.horizontalAdvance(total) + 16, fm.height() + 6);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(20, 16, 12, 200));
    p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
    p.setPen(QColor(0xf6, 0xe7, 0xb4));
    p.drawText(pill, Qt::AlignCenter, total);

    // The bills, highest first, fanned over the lower part.
    const QRect bills = billArea();
    const int count = m_bills.size();
    if (count > 0) {
        const int billH = std::min(bills.height(), int(bills.width() / kBillAspect / 2.2));
        const int billW = int(billH * kBillAspect);
        const int step = count > 1 ? std::min(billW + 4, (bills.width() - billW) / (count - 1)) : 0;
        const int used = billW + step * (count - 1);
        int x = bills.left() + (bills.width() - used) / 2;
        for (int d = kDenominations - 1; d >= 0; --d) {
            for (int i = 0; i < m_bills.count[d]; ++i) {
                const QPixmap bill = art.pixmap(Art::billElement(d), QSize(billW, billH), ratio);
                p.drawPixmap(x, bills.top() + (bills.height() - billH) / 2, bill);
                x += step;
            }
        }
    }

    // The cards revealed here, with their owners' names; then the player's pending choice.
    const QRect cards = cardArea();
    QList<Revealed> shown = m_revealed;
    if (!m_pending.isNone())
        shown.append(Revealed{-1, tr("your choice"), m_pending});
    if (!shown.isEmpty()) {
        QFont small = font();
        small.setPointSizeF(small.pointSizeF() * 0.85);
        const QFontMetrics sm(small);
        const int cardH = std::max(20, cards.height() - sm.height() - 2);
        const int cardW = int(cardH * kCardAspect);
        const int n = int(shown.size());
        const int step = n > 1 ? std::min(cardW + 6, (cards.width() - cardW) / (n - 1)) : 0;
        int x = cards.left() + (cards.width() - (cardW + step * (n - 1))) / 2;
        for (const Revealed &r : shown) {
            const QRect cardRect(x, cards.top(), cardW, cardH);
            p.drawPixmap(cardRect.topLeft(),
                         art.pixmap(Art::cardElement(r.card), cardRect.size(), ratio));
            if (r.seat < 0) {
                p.setPen(QPen(QColor(0xff, 0xd7, 0x00), 3, Qt::DashLine));
                p.setBrush(Qt::NoBrush);
                p.drawRoundedRect(cardRect.adjusted(-2, -2, 2, 2), 6, 6);
            }
            p.setFont(small);
            const QRect nameRect(x - 6, cardRect.bottom() + 1, cardW + 12, sm.height());
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(20, 16, 12, 170));
            p.drawRoundedRect(nameRect, 4, 4);
            p.setPen(Qt::white);
            p.drawText(nameRect, Qt::AlignCenter,
                       sm.elidedText(r.name, Qt::ElideRight, nameRect.width()));
            x += step;
        }
    }

    // What became of the bar.
    if (!m_outcome.isEmpty()) {
        p.setFont(f);
        // Over the bar's name band, between its two symbols: the cards and the bills stay in
        // view, and the symbols still say which bar it is.
        const qreal bannerH = fm.height() * 1.4;
        const QRectF banner(board.left() + board.width() * 0.2,
                            board.top() + board.height() * 0.21 - bannerH / 2, board.width() * 0.6,
                            bannerH);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(10, 10, 10, 215));
        p.drawRoundedRect(banner, bannerH / 2, bannerH / 2);
        p.setPen(QColor(0xf6, 0xe7, 0xb4));
        // A long caption (French runs longer) gets a smaller font before it is cut short.
        QFont caption = f;
        for (int i = 0;
             i < 4 && QFontMetrics(caption).horizontalAdvance(m_outcome) > banner.width() - 12; ++i)
            caption.setPointSizeF(caption.pointSizeF() * 0.88);
        p.setFont(caption);
        p.drawText(
            banner, Qt::AlignCenter,
            QFontMetrics(caption).elidedText(m_outcome, Qt::ElideRight, int(banner.width()) - 8));
    }

    // Lit as a legal target, or focused.
    if (m_lit || m_dragOver || hasFocus()) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(m_dragOver ? QColor(0xff, 0xff, 0xff) : QColor(0xff, 0xd7, 0x00),
                      m_dragOver ? 6 : 4));
        p.drawRoundedRect(board.adjusted(2, 2, -2, -2), 9, 9);
    } else {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(text.darker(150), 1.5));
        p.drawRoundedRect(board, 10, 10);
    }
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

void BarBoard::mouseReleaseEvent(QMouseEvent *event)
{
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
