#include "seatwidget.h"

#include "art.h"
#include "format.h"
#include "seatmodel.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

namespace razzia::ui {

SeatWidget::SeatWidget(SeatModel *model, int seat, QWidget *parent)
    : QWidget(parent), m_model(model), m_seat(seat)
{
    setObjectName(QStringLiteral("seat-%1").arg(seat));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    connect(model, &SeatModel::dataChanged, this,
            [this](const QModelIndex &from, const QModelIndex &to) {
                if (from.row() <= m_seat && m_seat <= to.row())
                    refresh();
            });
    connect(model, &SeatModel::modelReset, this, &SeatWidget::refresh);
    refresh();
}

void SeatWidget::refresh()
{
    // The accessible text is the model's: public facts only (R6), never a card. Each number
    // says what it counts, so that "5" is never read alone.
    QStringList parts;
    for (int column = 0; column < SeatModel::ColumnCount; ++column) {
        const QString text = m_model->index(m_seat, column).data(Qt::AccessibleTextRole).toString();
        if (!text.isEmpty())
            parts << text;
    }
    setAccessibleName(parts.join(QStringLiteral(", ")));
    setToolTip(toolTipText());
    update();
}

// The same public facts, one a line: the seat's player, the money, the cards in hand, then
// the status (dealer, to choose…) when there is one.
QString SeatWidget::toolTipText() const
{
    if (m_seat >= m_model->seatCount())
        return {};
    const auto text = [this](int column) {
        return m_model->index(m_seat, column).data(Qt::AccessibleTextRole).toString();
    };
    //: A seat's tooltip, first line: the player's name, then who plays the seat ("Computer
    //: (Hard)").
    QStringList lines{
        tr("%1 — %2").arg(text(SeatModel::NameColumn), text(SeatModel::PlayerColumn))};
    lines << text(SeatModel::MoneyColumn) << text(SeatModel::CardsColumn);
    QString status = text(SeatModel::StatusColumn);
    if (!status.isEmpty()) {
        status[0] = status[0].toUpper();
        lines << status;
    }
    return lines.join(QLatin1Char('\n'));
}

QSize SeatWidget::sizeHint() const
{
    const QFontMetrics fm(font());
    return {220, fm.height() * 3 + QFontMetrics(moneyFont()).height() - fm.height() + 18};
}

QSize SeatWidget::minimumSizeHint() const
{
    const QSize hint = sizeHint();
    return {120, hint.height()};
}

QRect SeatWidget::moneyArea() const
{
    return rect().adjusted(width() / 2, height() / 3, -8, -8);
}

QFont SeatWidget::moneyFont() const
{
    QFont big = font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    return big;
}

QString SeatWidget::status() const
{
    // A person whose link dropped is not thinking: the model says where they are.
    if (m_model->presence(m_seat) != SeatModel::Presence::Here)
        return m_model->statusText(m_seat);
    switch (m_model->state(m_seat)) {
    case SeatModel::SeatState::Choosing:
        return tr("to choose");
    case SeatModel::SeatState::Thinking:
        return tr("thinking…");
    case SeatModel::SeatState::Chosen:
        return tr("ready");
    case SeatModel::SeatState::Waiting:
        break;
    }
    return {};
}

// The seat's status while the table waits for it, else what it won in the round just played.
QString SeatWidget::note() const
{
    const QString state = status();
    if (state.isEmpty() && m_model->gain(m_seat))
        //: What a seat won this round, beside it: "+$35,000".
        return tr("+%1").arg(Format::money(*m_model->gain(m_seat)));
    return state;
}

// Name (and the dealer marker), then who plays the seat and its status, then the cards in hand
// and the money.
PaintedTexts SeatWidget::paintedTexts() const
{
    PaintedTexts texts;
    if (m_seat >= m_model->seatCount())
        return texts;
    const QRect box = rect().adjusted(10, 6, -8, -6);
    const QFontMetrics fm(font());
    const int line = fm.height();
    QFont bold = font();
    bold.setBold(true);
    texts.append({m_model->name(m_seat),
                  QRect(box.left(), box.top(),
                        QFontMetrics(bold).horizontalAdvance(m_model->name(m_seat)) + 2, line),
                  bold});

    const QString who = m_model->index(m_seat, SeatModel::PlayerColumn).data().toString();
    const QString state = note();
    const int second = box.top() + line + 2;
    const int whoW = fm.horizontalAdvance(who) + 2;
    const int stateW = fm.horizontalAdvance(state) + 2;
    if (state.isEmpty()) {
        if (whoW <= box.width())
            texts.append({who, QRect(box.left(), second, whoW, line), font()});
    } else if (whoW + 8 + stateW <= box.width()) {
        texts.append({who, QRect(box.left(), second, whoW, line), font()});
        texts.append({state, QRect(box.right() - stateW + 1, second, stateW, line), font()});
    } else {
        texts.append({state, QRect(box.left(), second, stateW, line), font()});
    }

    const QFont big = moneyFont();
    const QString money = m_model->index(m_seat, SeatModel::MoneyColumn).data().toString();
    const QFontMetrics bm(big);
    texts.append(
        {money,
         QRect(box.right() - bm.horizontalAdvance(money) - 1, box.bottom() - bm.height() + 1,
               bm.horizontalAdvance(money) + 2, bm.height()),
         big});
    return texts;
}

void SeatWidget::paintEvent(QPaintEvent *)
{
    if (m_seat >= m_model->seatCount())
        return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF box = QRectF(rect()).adjusted(2, 2, -2, -2);
    const bool active = m_model->active() == m_seat;
    const SeatModel::SeatState state = m_model->state(m_seat);

    QColor fill(0x26, 0x20, 0x1a);
    if (state == SeatModel::SeatState::Thinking || state == SeatModel::SeatState::Choosing)
        fill = QColor(0x4a, 0x3a, 0x18);
    p.setPen(QPen(active ? QColor(0xff, 0xd7, 0x00) : QColor(0x8a, 0x74, 0x4a), active ? 3 : 1.5));
    p.setBrush(fill);
    p.drawRoundedRect(box, 8, 8);

    const PaintedTexts texts = paintedTexts();
    const QString noteText = note();
    for (int i = 0; i < int(texts.size()); ++i) {
        const PaintedText &t = texts[i];
        p.setFont(t.font);
        if (i == 0)
            p.setPen(QColor(0xf6, 0xe7, 0xb4));
        else if (i == int(texts.size()) - 1)
            p.setPen(QColor(0x9c, 0xe0, 0x8c));
        else if (t.text == noteText)
            p.setPen(state == SeatModel::SeatState::Chosen ? QColor(0x9c, 0xe0, 0x8c)
                                                           : QColor(0xff, 0xd7, 0x00));
        else
            p.setPen(QColor(0xc8, 0xb8, 0x90));
        p.drawText(t.rect, Qt::AlignLeft | Qt::AlignVCenter, t.text);
    }

    // The dealer marker, top right.
    const QFontMetrics fm(font());
    const int line = fm.height();
    if (m_model->dealer() == m_seat) {
        const QRect spot = dealerRect();
        p.drawPixmap(spot.topLeft(), Art::instance().pixmap(Art::dealerElement(), spot.size(),
                                                            devicePixelRatioF()));
    }

    // Cards in hand, face down, bottom left, beside the money.
    const int cards = m_model->handSize(m_seat);
    const PaintedText &money = texts.constLast();
    const int cardH = std::min(line * 3 / 2, money.rect.height() + 4);
    const int cardW = cardH * 5 / 7;
    const QPixmap back =
        Art::instance().pixmap(Art::cardBackElement(), QSize(cardW, cardH), devicePixelRatioF());
    const qreal left = box.left() + 8;
    const qreal step =
        cards > 1 ? std::min(cardW * 0.55, (money.rect.left() - 6 - left - cardW) / (cards - 1))
                  : 0;
    for (int i = 0; i < cards; ++i)
        p.drawPixmap(QPointF(left + i * std::max(2.0, step), money.rect.bottom() - cardH + 1),
                     back);
}

QRect SeatWidget::dealerRect() const
{
    const int size = fontMetrics().height() + 6;
    return QRect(width() - 10 - size, 5, size, size);
}

bool SeatWidget::event(QEvent *event)
{
    // The dealer marker explains itself; the rest of the seat shows everything it holds.
    if (event->type() == QEvent::ToolTip && m_model->dealer() == m_seat) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (dealerRect().contains(help->pos())) {
            QToolTip::showText(help->globalPos(), Format::dealerRule(), this, dealerRect());
            return true;
        }
    }
    return QWidget::event(event);
}

void SeatWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace razzia::ui
