#include "moneychart.h"

#include "format.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QScreen>

#include <algorithm>
#include <cmath>

namespace razzia::ui {

namespace {

// Eight seats at most (R2.2): eight colours that stay apart on white and in grey.
const QColor kColours[] = {QColor(0xc0, 0x39, 0x2b), QColor(0x29, 0x80, 0xb9),
                           QColor(0x27, 0xae, 0x60), QColor(0x8e, 0x44, 0xad),
                           QColor(0xd3, 0x54, 0x00), QColor(0x16, 0xa0, 0x85),
                           QColor(0x7f, 0x8c, 0x8d), QColor(0x2c, 0x3e, 0x50)};

void drawMarker(QPainter &p, int seat, QPointF at, qreal r)
{
    switch (seat % 4) {
    case 0:
        p.drawEllipse(at, r, r);
        break;
    case 1:
        p.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r));
        break;
    case 2: {
        const QPointF t[] = {at + QPointF(0, -r * 1.2), at + QPointF(r * 1.1, r * 0.8),
                             at + QPointF(-r * 1.1, r * 0.8)};
        p.drawPolygon(t, 3);
        break;
    }
    default: {
        const QPointF d[] = {at + QPointF(0, -r * 1.3), at + QPointF(r * 1.3, 0),
                             at + QPointF(0, r * 1.3), at + QPointF(-r * 1.3, 0)};
        p.drawPolygon(d, 4);
        break;
    }
    }
}

} // namespace

MoneyChart::MoneyChart(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("moneyChart"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void MoneyChart::setLines(const QList<Line> &lines)
{
    m_lines = lines;
    QStringList summary;
    for (const Line &line : lines)
        summary << tr("%1: %2").arg(line.name,
                                    Format::money(line.money.isEmpty() ? 0 : line.money.last()));
    setAccessibleName(tr("Money after each round"));
    setAccessibleDescription(summary.join(QStringLiteral("; ")));
    update();
}

QSize MoneyChart::sizeHint() const
{
    // A third of the screen each way, so that a large screen gets a chart worth reading.
    const QSize area = screen() ? screen()->availableGeometry().size() : QSize(1366, 768);
    return QSize(std::clamp(area.width() / 3, 460, 900), std::clamp(area.height() / 3, 300, 560));
}

int MoneyChart::rounds() const
{
    int n = 0;
    for (const Line &line : m_lines)
        n = std::max(n, int(line.money.size()));
    return n;
}

qint64 MoneyChart::top() const
{
    qint64 most = 0;
    for (const Line &line : m_lines) {
        for (qint64 m : line.money)
            most = std::max(most, m);
    }
    // A round number of $50,000 steps above the richest, so that the grid reads easily.
    const qint64 step = 50000;
    return std::max<qint64>(step, (most + step - 1) / step * step);
}

QRectF MoneyChart::plotArea() const
{
    const QFontMetrics fm(font());
    const qreal left = fm.horizontalAdvance(Format::money(top())) + 12;
    qreal right = 16;
    for (const Line &line : m_lines)
        right = std::max<qreal>(right, fm.horizontalAdvance(line.name) + 22);
    return QRectF(QPointF(left, fm.height() * 1.6),
                  QPointF(width() - right, height() - fm.height() * 2.2));
}

QPointF MoneyChart::pointAt(int seat, int round) const
{
    const QRectF area = plotArea();
    const int n = rounds();
    const qint64 money = m_lines.value(seat).money.value(round);
    // Round 0 is the start, every seat at $0; round r's money sits at r + 1.
    const qreal x = area.left() + area.width() * (round + 1) / std::max(1, n);
    const qreal y = area.bottom() - area.height() * double(money) / double(top());
    return {x, y};
}

void MoneyChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QRectF area = plotArea();
    const int n = rounds();
    if (n == 0 || area.width() < 40 || area.height() < 40)
        return;
    const QFontMetrics fm(font());
    const QColor text = palette().color(QPalette::Text);

    p.setPen(text);
    p.drawText(QRectF(0, 0, width(), fm.height() * 1.4), Qt::AlignCenter,
               tr("Money after each round"));

    // Horizontal lines every $50,000 (or more when the sums are large), labelled on the left.
    const qint64 most = top();
    qint64 step = 50000;
    while (most / step > 6)
        step *= 2;
    for (qint64 m = 0; m <= most; m += step) {
        const qreal y = area.bottom() - area.height() * double(m) / double(most);
        p.setPen(QPen(palette().color(QPalette::Mid), 0, m ? Qt::DotLine : Qt::SolidLine));
        p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        p.setPen(text);
        p.drawText(QRectF(0, y - fm.height() / 2.0, area.left() - 6, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, Format::money(m));
    }
    // Round numbers below, as many as fit.
    const int every = std::max(
        1, int(std::ceil(fm.horizontalAdvance(QStringLiteral("15 ")) * 1.5 * n / area.width())));
    // Counted back from the last round, so that the last one is always labelled.
    for (int r = n - 1; r >= 0; r -= every) {
        const qreal x = pointAt(0, r).x();
        p.drawText(QRectF(x - 20, area.bottom() + 2, 40, fm.height()), Qt::AlignCenter,
                   QLocale().toString(r + 1));
    }
    p.drawText(QRectF(area.left(), area.bottom() + fm.height(), area.width(), fm.height() * 1.2),
               Qt::AlignCenter, tr("Round"));

    // Lines, markers and names; names pushed apart where the lines end close together.
    QList<std::pair<qreal, int>> ends;
    for (int seat = 0; seat < m_lines.size(); ++seat) {
        const QColor colour = kColours[seat % 8];
        QPainterPath path(QPointF(area.left(), area.bottom()));
        for (int r = 0; r < m_lines[seat].money.size(); ++r)
            path.lineTo(pointAt(seat, r));
        p.setPen(QPen(colour, 2.2));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setBrush(colour);
        p.setPen(QPen(colour.darker(130), 1));
        for (int r = 0; r < m_lines[seat].money.size(); ++r)
            drawMarker(p, seat, pointAt(seat, r), 3.2);
        if (!m_lines[seat].money.isEmpty())
            ends << std::pair{pointAt(seat, int(m_lines[seat].money.size()) - 1).y(), seat};
    }
    std::sort(ends.begin(), ends.end());
    qreal last = -1e9;
    for (auto &[y, seat] : ends) {
        y = std::max(y, last + fm.height());
        last = y;
    }
    for (const auto &[y, seat] : ends) {
        p.setPen(kColours[seat % 8].darker(115));
        p.drawText(QRectF(area.right() + 8, y - fm.height() / 2.0, width(), fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, m_lines[seat].name);
    }
}

void MoneyChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setLines(m_lines);
    QWidget::changeEvent(event);
}

} // namespace razzia::ui
