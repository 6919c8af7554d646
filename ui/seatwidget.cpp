#include "seatwidget.h"

#include "art.h"
#include "seatmodel.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

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
    // The accessible text is the model's: public facts only (R6), never a card.
    QStringList parts;
    for (int column = 0; column < SeatModel::ColumnCount; ++column) {
        const QString text = m_model->index(m_seat, column).data().toString();
        if (!text.isEmpty())
            parts << text;
    }
    setAccessibleName(parts.join(QStringLiteral(", ")));
    update();
}

QSize SeatWidget::sizeHint() const
{
    const QFontMetrics fm(font());
    return {200, fm.height() * 4 + 12};
}

QSize SeatWidget::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    return {110, fm.height() * 4 + 12};
}

QRect SeatWidget::moneyArea() const
{
    return rect().adjusted(width() / 2, height() / 3, -8, -8);
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

    const QFontMetrics fm(font());
    const int line = fm.height();
    const qreal left = box.left() + 10;
    qreal right = box.right() - 8;

    // The dealer marker, top right.
    if (m_model->dealer() == m_seat) {
        const int size = line + 6;
        const QPixmap marker =
            Art::instance().pixmap(Art::dealerElement(), QSize(size, size), devicePixelRatioF());
        p.drawPixmap(QPointF(right - size, box.top() + 5), marker);
        right -= size + 4;
    }

    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(QColor(0xf6, 0xe7, 0xb4));
    const QRectF nameRect(left, box.top() + 5, right - left, line);
    p.drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetrics(bold).elidedText(m_model->name(m_seat), Qt::ElideRight,
                                             int(nameRect.width())));

    p.setFont(font());
    p.setPen(QColor(0xc8, 0xb8, 0x90));
    const QString who = m_model->index(m_seat, SeatModel::PlayerColumn).data().toString();
    p.drawText(QRectF(left, box.top() + 5 + line, box.width() - 20, line),
               Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(who, Qt::ElideRight, int(box.width() - 20)));

    // Money, bottom right, large.
    QFont big = bold;
    big.setPointSizeF(big.pointSizeF() * 1.2);
    p.setFont(big);
    p.setPen(QColor(0x9c, 0xe0, 0x8c));
    p.drawText(QRectF(left, box.bottom() - line * 1.4 - 4, box.width() - 20, line * 1.4),
               Qt::AlignRight | Qt::AlignVCenter,
               m_model->index(m_seat, SeatModel::MoneyColumn).data().toString());

    // Cards in hand, face down, bottom left; then the seat's status.
    const int cards = m_model->handSize(m_seat);
    const int cardH = line * 3 / 2;
    const int cardW = cardH * 5 / 7;
    const QPixmap back =
        Art::instance().pixmap(Art::cardBackElement(), QSize(cardW, cardH), devicePixelRatioF());
    qreal x = left;
    const qreal y = box.bottom() - cardH - 6;
    for (int i = 0; i < cards; ++i) {
        p.drawPixmap(QPointF(x, y), back);
        x += cardW * 0.55;
    }
    if (cards > 0)
        x += cardW * 0.45 + 6;
    QString status;
    switch (state) {
    case SeatModel::SeatState::Choosing:
        status = tr("to choose");
        break;
    case SeatModel::SeatState::Thinking:
        status = tr("thinking…");
        break;
    case SeatModel::SeatState::Chosen:
        status = tr("ready");
        break;
    case SeatModel::SeatState::Waiting:
        break;
    }
    if (!status.isEmpty()) {
        p.setFont(font());
        p.setPen(state == SeatModel::SeatState::Chosen ? QColor(0x9c, 0xe0, 0x8c)
                                                       : QColor(0xff, 0xd7, 0x00));
        p.drawText(QRectF(x, y - 2, box.width() / 2, cardH + 4), Qt::AlignLeft | Qt::AlignVCenter,
                   status);
    }
}

void SeatWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace razzia::ui
