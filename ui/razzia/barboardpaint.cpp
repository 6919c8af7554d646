// A bar's board as it is drawn: where the bills, the cards and the banner lie, and the painting
// itself (the board's art, the bills grouped by value, the cards with their owners' names).
#include "barboard.h"

#include "art.h"
#include "format.h"

#include <QPainter>
#include <QPainterPath>

namespace razzia::ui {

namespace {

constexpr qreal kBoardAspect = 1.5;
// Below this height a card on a bar has its number drawn again, large (issue 25).
constexpr int kClearNumberHeight = 90;

} // namespace

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

// The board's bands, top to bottom: the bar's name (its art), the outcome banner, the cards
// with their owners' names, and the bills. Nothing painted covers the name.
QRect BarBoard::bannerRect() const
{
    // Half the board, wider as its words need, up to the board's edges less a margin (issue
    // 25: "Raid failed: no gamble…" was cut at 1280×720); its height never changes.
    const QRect r = boardRect();
    const QFontMetrics fm(totalFont());
    const int h = fm.height() + 4;
    const int needed = m_outcome.isEmpty() ? 0 : fm.horizontalAdvance(m_outcome) + 16;
    const int w = std::clamp(needed, r.width() / 2, std::max(r.width() / 2, r.width() - 16));
    return QRect(r.center().x() - w / 2 + 1, r.top() + r.height() * 25 / 100, w, h);
}

QRect BarBoard::cardArea() const
{
    const QRect r = boardRect().adjusted(8, 0, -8, -4);
    const int top = bannerRect().bottom() + 3;
    return QRect(r.left(), top, r.width(), r.top() + r.height() * 78 / 100 - top);
}

QRect BarBoard::billArea() const
{
    const QRect r = boardRect().adjusted(8, 0, -8, -4);
    const int top = r.top() + r.height() * 79 / 100;
    return QRect(r.left(), top, r.width(), r.bottom() - top);
}

QFont BarBoard::totalFont() const
{
    QFont f = font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.1);
    return f;
}

QFont BarBoard::smallFont() const
{
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.85);
    return f;
}

// The revealed cards, then the pending or face-down one, side by side; where the names are
// wider than a card's step they take two lines in turn, so that every name shows whole.
QList<BarBoard::CardSpot> BarBoard::cardSpots() const
{
    QList<CardSpot> spots;
    for (const Revealed &r : m_revealed)
        spots.append(CardSpot{{}, {}, r.name, r.card, false});
    if (!m_played.isNone())
        spots.append(CardSpot{{}, {}, m_playedLabel, Card(), false});
    else if (!m_pending.isNone())
        spots.append(CardSpot{{}, {}, tr("your choice"), m_pending, true});
    if (spots.isEmpty())
        return spots;
    const QRect area = cardArea();
    const QFontMetrics sm(smallFont());
    const int n = int(spots.size());
    int widest = 0;
    for (const CardSpot &s : spots)
        widest = std::max(widest, sm.horizontalAdvance(s.label) + 8);
    const int cardH = area.height() - sm.height() - 2;
    const int cardW = int(cardH * kCardAspect);
    int step = n > 1 ? std::min(std::max(cardW + 6, widest), (area.width() - cardW) / (n - 1)) : 0;
    // Names wider than a step alternate: one over the foot of its card, the next under it.
    const bool twoLines = n > 1 && step < widest;
    if (twoLines)
        step = std::min(std::max(cardW + 6, widest / 2 + 2), (area.width() - cardW) / (n - 1));
    int x = area.left() + (area.width() - (cardW + step * (n - 1))) / 2;
    for (int i = 0; i < n; ++i) {
        CardSpot &s = spots[i];
        s.card = QRect(x, area.top(), cardW, cardH);
        const int w = std::min(sm.horizontalAdvance(s.label) + 8, area.width());
        const bool over = twoLines && i % 2 == 0;
        QRect name(s.card.center().x() - w / 2,
                   over ? s.card.bottom() - sm.height() - 1 : s.card.bottom() + 2, w, sm.height());
        // Kept inside the board, so that the first and last names are not cut by its edge.
        if (name.left() < area.left())
            name.moveLeft(area.left());
        if (name.right() > area.right())
            name.moveRight(area.right());
        s.name = name;
        x += step;
    }
    return spots;
}

QList<QRect> BarBoard::cardRects() const
{
    QList<QRect> rects;
    for (const CardSpot &s : cardSpots())
        rects << s.card;
    return rects;
}

// A long caption (French runs longer) gets a smaller font rather than being cut short.
QFont BarBoard::bannerFont() const
{
    QFont caption = totalFont();
    const int room = bannerRect().width() - 12;
    for (int i = 0; i < 4 && QFontMetrics(caption).horizontalAdvance(m_outcome) > room; ++i)
        caption.setPointSizeF(caption.pointSizeF() * 0.88);
    return caption;
}

QRect BarBoard::playedRect() const
{
    if (m_played.isNone())
        return {};
    return cardSpots().constLast().card;
}

PaintedTexts BarBoard::paintedTexts() const
{
    PaintedTexts texts;
    const QRect board = boardRect();
    const QFont f = totalFont();
    const QFontMetrics fm(f);
    const QString total = Format::money(m_bills.total());
    texts.append({total,
                  QRect(board.right() - fm.horizontalAdvance(total) - 18, board.top() + 6,
                        fm.horizontalAdvance(total) + 12, fm.height() + 4),
                  f});
    if (!m_outcome.isEmpty())
        texts.append({m_outcome, bannerRect().adjusted(4, 0, -4, 0), bannerFont()});
    const QFont small = smallFont();
    for (const CardSpot &s : cardSpots())
        texts.append({s.label, s.name, small});
    return texts;
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

    const PaintedTexts texts = paintedTexts();
    // The total, top right, over the bar's right-hand symbol.
    const PaintedText &total = texts.constFirst();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(20, 16, 12, 200));
    p.drawRoundedRect(total.rect, total.rect.height() / 2.0, total.rect.height() / 2.0);
    p.setFont(total.font);
    p.setPen(QColor(0xf6, 0xe7, 0xb4));
    p.drawText(total.rect, Qt::AlignCenter, total.text);

    // The bills, grouped by value, highest first: one bill per value with its count, so that
    // every value shows however many bills lie here.
    const QRect bills = billArea();
    int groups = 0;
    for (int d = 0; d < kDenominations; ++d)
        groups += m_bills.count[d] > 0;
    if (groups > 0) {
        const int slot = bills.width() / groups;
        const int billH = std::min(bills.height(), int((slot - 4) / kBillAspect));
        const int billW = int(billH * kBillAspect);
        int x = bills.left() + (bills.width() - slot * groups) / 2 + (slot - billW) / 2;
        QFont badgeFont = smallFont();
        badgeFont.setBold(true);
        const QFontMetrics bm(badgeFont);
        for (int d = kDenominations - 1; d >= 0; --d) {
            if (!m_bills.count[d])
                continue;
            const QRect r(x, bills.top() + (bills.height() - billH) / 2, billW, billH);
            p.drawPixmap(r.topLeft(), art.pixmap(Art::billElement(d), r.size(), ratio));
            if (m_bills.count[d] > 1) {
                //: How many bills of one value lie on a bar: "×3".
                const QString count = tr("×%1").arg(m_bills.count[d]);
                const QRect badge(r.right() - bm.horizontalAdvance(count) - 6, r.top() - 2,
                                  bm.horizontalAdvance(count) + 8, bm.height());
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(20, 16, 12, 220));
                p.drawRoundedRect(badge, 4, 4);
                p.setFont(badgeFont);
                p.setPen(QColor(0xff, 0xd7, 0x00));
                p.drawText(badge, Qt::AlignCenter, count);
            }
            x += slot;
        }
    }

    // The cards revealed here, with their owners' names; then the player's own card.
    for (const CardSpot &s : cardSpots()) {
        const QString element = s.face.isNone() ? Art::cardBackElement() : Art::cardElement(s.face);
        p.drawPixmap(s.card.topLeft(), art.pixmap(element, s.card.size(), ratio));
        if (!s.face.isNone() && s.card.height() < kClearNumberHeight) {
            // Issue 25: on a small card the art's corner number is 7 px tall and a 3 reads as
            // a 4; the number is drawn again, large, in a dark disc over that corner.
            QFont number = font();
            number.setBold(true);
            number.setPixelSize(std::max(12, s.card.height() * 30 / 100));
            const QFontMetrics nm(number);
            const int side = nm.height() + 2;
            const QRect disc(s.card.left() + 1, s.card.top() + 1, side, side);
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(20, 16, 12, 225));
            p.drawEllipse(disc);
            p.setFont(number);
            p.setPen(Qt::white);
            p.drawText(disc, Qt::AlignCenter, QString::number(s.face.value()));
        }
        if (s.pending || s.face.isNone()) {
            p.setPen(QPen(QColor(0xff, 0xd7, 0x00), 3, s.pending ? Qt::DashLine : Qt::SolidLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(s.card.adjusted(-2, -2, 2, 2), 6, 6);
        }
        p.setFont(smallFont());
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(20, 16, 12, 190));
        p.drawRoundedRect(s.name, 4, 4);
        p.setPen(Qt::white);
        p.drawText(s.name, Qt::AlignCenter, s.label);
    }

    // What became of the bar, in its own band under the name.
    if (!m_outcome.isEmpty()) {
        const QRectF banner = bannerRect();
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(10, 10, 10, 215));
        p.drawRoundedRect(banner, banner.height() / 2, banner.height() / 2);
        p.setPen(QColor(0xf6, 0xe7, 0xb4));
        const QFont caption = bannerFont();
        p.setFont(caption);
        p.drawText(
            banner, Qt::AlignCenter,
            QFontMetrics(caption).elidedText(m_outcome, Qt::ElideRight, int(banner.width()) - 8));
    }

    if (m_spotlit) {
        // A lamp over the bar in play: a warm glow around it.
        for (int i = 0; i < 3; ++i) {
            p.setPen(QPen(QColor(0xff, 0xe9, 0xa8, 140 - i * 40), 3));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(board.adjusted(1 + 3 * i, 1 + 3 * i, -1 - 3 * i, -1 - 3 * i), 10, 10);
        }
    }
    // Lit as a legal target: gold (white under a drag).
    if (m_lit || m_dragOver) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(m_dragOver ? QColor(0xff, 0xff, 0xff) : QColor(0xff, 0xd7, 0x00),
                      m_dragOver ? 6 : 4));
        p.drawRoundedRect(board.adjusted(2, 2, -2, -2), 9, 9);
    } else if (!m_spotlit && !hasFocus()) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Art::barTextColour(m_bar).darker(150), 1.5));
        p.drawRoundedRect(board, 10, 10);
    }
    // The keyboard's focus: not the target's gold (it vanished on the yellow Cotton Club), a
    // ring dark and light at once, inside it, that shows on every bar's colour.
    if (hasFocus()) {
        p.setBrush(Qt::NoBrush);
        const QRectF ring = board.adjusted(6, 6, -6, -6);
        p.setPen(QPen(QColor(0x14, 0x10, 0x0c), 4));
        p.drawRoundedRect(ring, 8, 8);
        p.setPen(QPen(QColor(0xff, 0xff, 0xff), 1.5));
        p.drawRoundedRect(ring, 8, 8);
    }
    if (m_hinted) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Art::hintColour(), 4, Qt::DashLine));
        p.drawRoundedRect(board.adjusted(10, 10, -10, -10), 7, 7);
    }
}

} // namespace razzia::ui
