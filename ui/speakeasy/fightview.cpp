#include "fightview.h"

#include "boardart.h"
#include "names.h"

#include <QPainter>

#include <cmath>

namespace speakeasy::ui {

FightView::FightView(QWidget *parent) : QWidget(parent)
{
    setMinimumHeight(110);
    connect(&m_flip, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        m_turn = v.toReal();
        update();
    });
}

void FightView::showFight(int attackerSeat, const Confrontation &fight, const QString &result,
                          int flipMs)
{
    m_showing = true;
    m_attacker = attackerSeat;
    m_fight = fight;
    m_result = result;
    describe();
    m_flip.stop();
    if (flipMs <= 0) {
        m_turn = 1;
    } else {
        m_flip.setStartValue(0.0);
        m_flip.setEndValue(1.0);
        m_flip.setDuration(flipMs);
        m_turn = 0;
        m_flip.start();
    }
    update();
}

void FightView::describe()
{
    //: %1 attacking piece, %2 defending piece, %3 the result with its rule
    setAccessibleName(
        tr("Fight: %1 against %2. %3")
            .arg(Names::piece(m_fight.attacker), Names::piece(m_fight.defender), m_result));
    // The rule number stays out of the words and in the tooltip (SE5.1's table).
    setToolTip(accessibleName() + QLatin1Char('\n') + Names::rule("SE5.1"));
}

void FightView::changeEvent(QEvent *event)
{
    // A fight on show is put into the new language's words (the result is its outcome, SE5.1).
    if (event->type() == QEvent::LanguageChange && m_showing) {
        m_result = Names::outcome(m_fight);
        describe();
        update();
    }
    QWidget::changeEvent(event);
}

void FightView::clear()
{
    m_flip.stop();
    m_showing = false;
    m_result.clear();
    setAccessibleName(QString());
    setToolTip(QString());
    update();
}

void FightView::paintEvent(QPaintEvent *)
{
    if (!m_showing)
        return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), QColor(0x1b, 0x17, 0x12));
    const qreal h = std::min(height() * 0.5, width() * 0.2);
    const QSizeF ts(h * 1.7, h);
    // The flip: each token narrows to an edge showing its back, then widens showing its face.
    const bool faces = m_turn >= 0.5;
    const qreal squeeze = std::abs(std::cos(m_turn * M_PI));
    const std::array<std::pair<int, Kind>, 2> sides = {std::pair{m_attacker, m_fight.attacker},
                                                       std::pair{1 - m_attacker, m_fight.defender}};
    for (int i = 0; i < 2; ++i) {
        const auto [owner, kind] = sides[size_t(i)];
        const QPixmap pm =
            BoardArt::token(owner, faces ? kind : Kind::None, ts, devicePixelRatioF());
        const qreal cx = width() * (i == 0 ? 0.22 : 0.78);
        const qreal w = ts.width() * std::max(0.05, squeeze);
        p.drawPixmap(QRectF(cx - w / 2, 6, w, ts.height()), pm, QRectF(QPointF(0, 0), pm.size()));
    }
    p.setPen(QColor(0xf3, 0xd5, 0x5b));
    QFont f = font();
    f.setBold(true);
    p.setFont(f);
    p.drawText(QRectF(0, 6, width(), ts.height()), Qt::AlignCenter, tr("vs"));
    if (faces) {
        p.setPen(QColor(0xf6, 0xef, 0xdc));
        f.setBold(false);
        p.setFont(f);
        p.drawText(QRectF(6, ts.height() + 10, width() - 12, height() - ts.height() - 12),
                   Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, m_result);
    }
}

} // namespace speakeasy::ui
