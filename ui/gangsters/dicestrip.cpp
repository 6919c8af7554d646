#include "dicestrip.h"

#include "palette.h"

#include <QPainter>
#include <QPainterPath>
#include <QRandomGenerator>

namespace gangsters::ui {

namespace {

void drawDie(QPainter &p, const QRectF &r, QColor face, int pips)
{
    QPainterPath path;
    path.addRoundedRect(r, r.width() * 0.18, r.width() * 0.18);
    p.fillPath(path, face);
    p.setPen(QPen(face.darker(160), 1.2));
    p.setBrush(Qt::NoBrush); // the last die's pips left their brush
    p.drawPath(path);
    if (pips < 1 || pips > 6)
        return;
    static const int layout[7][7] = {
        {0}, {4}, {0, 8}, {0, 4, 8}, {0, 2, 6, 8}, {0, 2, 4, 6, 8}, {0, 2, 3, 5, 6, 8}};
    const int counts[7] = {0, 1, 2, 3, 4, 5, 6};
    p.setPen(Qt::NoPen);
    p.setBrush(dieInk(face));
    const qreal cell = r.width() / 3;
    for (int i = 0; i < counts[pips]; ++i) {
        const int k = layout[pips][i];
        const QPointF c(r.left() + cell * (k % 3 + 0.5), r.top() + cell * (k / 3 + 0.5));
        p.drawEllipse(c, cell * 0.22, cell * 0.22);
    }
}

} // namespace

DiceStrip::DiceStrip(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("gangstersDice"));
    m_tumble.setInterval(70);
    connect(&m_tumble, &QTimer::timeout, this, [this] {
        for (int &f : m_shown)
            if (f > 0)
                f = 1 + int(QRandomGenerator::global()->bounded(6)); // display only
        update();
    });
    m_stop.setSingleShot(true);
    connect(&m_stop, &QTimer::timeout, this, [this] {
        m_tumble.stop();
        m_shown = faces();
        update();
    });
    setMinimumHeight(40 + fontMetrics().height());
}

QSize DiceStrip::sizeHint() const
{
    return {5 * 48, 44 + fontMetrics().height()};
}

QList<int> DiceStrip::faces() const
{
    QList<int> f;
    if (!m_has)
        return f;
    for (int r = 0; r < kRoles; ++r)
        f << std::max<int>(0, m_roll.dice[size_t(r)]);
    for (int b = 0; b < m_roll.blues; ++b)
        f << m_roll.blue[size_t(b)];
    return f;
}

void DiceStrip::roll(const Event &roll, int ms)
{
    m_roll = roll;
    m_has = true;
    m_shown = faces();
    if (ms > 0) {
        m_tumble.start();
        m_stop.start(ms * 2 / 3);
    } else {
        m_tumble.stop();
    }
    update();
}

void DiceStrip::clear()
{
    m_has = false;
    m_shown.clear();
    m_tumble.stop();
    update();
}

void DiceStrip::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal side = std::min<qreal>(height() - fontMetrics().height() - 4, 40);
    qreal x = 3;
    for (int i = 0; i < m_shown.size(); ++i) {
        const bool blue = i >= kRoles;
        if (!blue && m_shown[i] <= 0)
            continue; // a role that rolls nothing this turn
        const QColor face = blue ? copDieColour() : roleDieColour(Role(i));
        const QRectF box(x, 2, side, side);
        drawDie(p, box, face, m_shown[i]);
        // Colour is never the only cue: the role's letter, or the cops' pair, under its die.
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QRectF(x, box.bottom() + 1, side, height() - box.bottom() - 1), Qt::AlignCenter,
                   blue ? QString::number(i - kRoles + 1) : roleLetter(Role(i)));
        x += side + 8;
    }
}

} // namespace gangsters::ui
