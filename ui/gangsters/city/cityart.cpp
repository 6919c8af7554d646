#include "cityart.h"

#include "cityplan.h"
#include "citysvg.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QList>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <algorithm>

namespace gangsters::ui {

CityGeometry::CityGeometry(QSizeF area)
{
    const CityPlan &plan = CityPlan::get();
    auto fit = [&](const QRectF &b) {
        return std::max<qreal>(1e-3,
                               std::min(area.width() / b.width(), area.height() / b.height()));
    };
    m_corners = fit(plan.bounds(true)) > fit(plan.bounds(false));
    const QRectF b = plan.bounds(m_corners);
    m_scale = fit(b);
    const QPointF offset((area.width() - b.width() * m_scale) / 2,
                         (area.height() - b.height() * m_scale) / 2);
    m_toWidget = QTransform::fromTranslate(-b.left(), -b.top()) *
                 QTransform::fromScale(m_scale, m_scale) *
                 QTransform::fromTranslate(offset.x(), offset.y());
    m_toPlan = m_toWidget.inverted();
}

QPointF CityGeometry::centre(Loc loc) const
{
    return map(CityPlan::get().area(loc).center());
}

QRectF CityGeometry::rect(Loc loc) const
{
    return map(CityPlan::get().area(loc));
}

Loc CityGeometry::locationAt(QPointF widget) const
{
    const City &c = city();
    const CityPlan &plan = CityPlan::get();
    const QPointF p = unmap(widget);
    // Squares first (their tiles), then shops (their whole cells), then the places.
    for (Loc s = 0; s < c.streets(); ++s)
        if (plan.area(s).adjusted(-2, -2, 2, 2).contains(p))
            return s;
    for (int shop = 0; shop < c.shops(); ++shop)
        if (plan.shopCell(shop).contains(p))
            return c.shopLoc(shop);
    for (Loc l : {c.prison(), c.clinic(), c.cemetery()})
        if (plan.area(l).contains(p))
            return l;
    return kNoLoc;
}

QColor CityArt::districtColour(int district)
{
    return QColor(QString::fromStdString(city().district(district).colour));
}

const QByteArray &CityArt::svg()
{
    static const QByteArray text = writeCitySvg();
    return text;
}

namespace {

QSvgRenderer &renderer()
{
    static QSvgRenderer art(CityArt::svg());
    return art;
}

QString sigleText(uint8_t sigles)
{
    QString out;
    if (sigles & SigleT)
        out += QLatin1Char('T');
    if (sigles & SigleV)
        out += QLatin1Char('V');
    if (sigles & SigleD)
        out += QLatin1Char('D');
    if (sigles & SigleStar)
        out += QLatin1Char('*');
    return out;
}

QString placeName(Loc loc)
{
    const City &c = city();
    if (loc == c.prison())
        return QCoreApplication::translate("gangsters::ui::CityArt", "PRISON");
    if (loc == c.clinic())
        return QCoreApplication::translate("gangsters::ui::CityArt", "Clinic");
    return QCoreApplication::translate("gangsters::ui::CityArt", "Cemetery");
}

QFont districtFont(const CityGeometry &g)
{
    return CityPlan::labelFont(std::max<qreal>(9, CityPlan::kLabelText * g.scale()));
}

// A district's name as written: its plate, and where its text starts on its baseline.
QRectF districtPlate(const CityGeometry &g, const QFontMetricsF &fm, const CityPlan::Label &label,
                     QPointF *text = nullptr)
{
    const qreal k = g.scale();
    const QString name = QString::fromStdString(city().district(label.district).name).toUpper();
    const QPointF at = g.map(label.at);
    const qreal w = fm.horizontalAdvance(name);
    const qreal left = at.x() - w * label.anchor;
    if (text)
        *text = QPointF(left, at.y());
    return QRectF(left - 8 * k, at.y() - fm.ascent() - 5 * k, w + 16 * k, fm.height() + 10 * k);
}

QFont placeFont(const CityGeometry &g)
{
    QFont font = CityPlan::labelFont(std::max<qreal>(9, CityPlan::kLabelText * g.scale()));
    font.setPixelSize(std::max(8, int(15 * g.scale())));
    font.setLetterSpacing(QFont::PercentageSpacing, 115);
    return font;
}

QRectF placePlate(const CityGeometry &g, Loc l)
{
    const qreal k = g.scale();
    const QRectF r = g.rect(l);
    const qreal w = QFontMetricsF(placeFont(g)).horizontalAdvance(placeName(l)) + 12 * k;
    return QRectF(r.center().x() - w / 2, r.top() - 20 * k, w, 19 * k);
}

// The words over the picture, in the players' language: district names as enamel street
// plates, shop signs with their sigles, the places' names.
void paintWords(QPainter &p, const CityGeometry &g, QStringList &words)
{
    const City &c = city();
    const CityPlan &plan = CityPlan::get();
    const qreal k = g.scale();
    QFont font = districtFont(g);
    p.setFont(font);
    const QFontMetricsF fm(font);
    for (const CityPlan::Label &label : plan.labels(g.cornerLabels())) {
        const QString name = QString::fromStdString(c.district(label.district).name).toUpper();
        QPointF text;
        const QRectF plate = districtPlate(g, fm, label, &text);
        const QColor colour = CityArt::districtColour(label.district);
        p.setPen(QPen(QColor(0xb0, 0x8d, 0x57), std::max<qreal>(1, 2 * k)));
        p.setBrush(mixColours(colour, QColor(0x1d, 0x19, 0x14), 0.45));
        p.drawRoundedRect(plate, 5 * k, 5 * k);
        p.setPen(QColor(0xf6, 0xef, 0xdc));
        p.drawText(text, name);
        words << name;
    }

    // Shop signs: the shop's number on an ivory plate, its sigles on black enamel discs.
    font.setLetterSpacing(QFont::PercentageSpacing, 100);
    font.setPixelSize(std::max(8, int(14 * k)));
    QFont sigleFont = font;
    sigleFont.setPixelSize(std::max(8, int(14 * k)));
    for (int shop = 0; shop < c.shops(); ++shop) {
        const QRectF box = g.map(plan.shopBox(shop));
        const QString id = QString::fromStdString(c.name(c.shopLoc(shop)));
        const QString sigles = sigleText(c.shop(shop).sigles);
        p.setFont(font);
        const qreal tw = QFontMetricsF(font).horizontalAdvance(id);
        const qreal disc = 17 * k;
        const qreal w = tw + 8 * k + sigles.size() * (disc + 2 * k);
        const qreal h = 18 * k;
        const QRectF plate(box.center().x() - w / 2, box.top() + 2 * k, w, h);
        p.setPen(QPen(QColor(0x2a, 0x23, 0x1b), std::max<qreal>(1, 1.2 * k)));
        p.setBrush(QColor(0xf6, 0xef, 0xdc));
        p.drawRoundedRect(plate, 3 * k, 3 * k);
        p.setPen(QColor(0x2a, 0x23, 0x1b));
        p.drawText(QRectF(plate.left() + 4 * k, plate.top(), tw, h), Qt::AlignCenter, id);
        p.setFont(sigleFont);
        for (int i = 0; i < sigles.size(); ++i) {
            const QRectF d(plate.left() + 6 * k + tw + i * (disc + 2 * k),
                           plate.center().y() - disc / 2, disc, disc);
            p.setPen(QPen(QColor(0xb0, 0x8d, 0x57), std::max<qreal>(1, 1.2 * k)));
            p.setBrush(QColor(0x1d, 0x19, 0x14));
            p.drawEllipse(d);
            p.setPen(QColor(0xf0, 0xc8, 0x5a));
            p.drawText(d, Qt::AlignCenter, sigles.mid(i, 1));
        }
    }

    // The places' names above them.
    p.setFont(placeFont(g));
    for (Loc l : {c.prison(), c.clinic(), c.cemetery()}) {
        const QString name = placeName(l);
        const QRectF plate = placePlate(g, l);
        p.setPen(QPen(QColor(0xb0, 0x8d, 0x57), std::max<qreal>(1, 1.2 * k)));
        p.setBrush(QColor(0x1d, 0x19, 0x14));
        p.drawRoundedRect(plate, 3 * k, 3 * k);
        p.setPen(QColor(0xf6, 0xef, 0xdc));
        p.drawText(plate, Qt::AlignCenter, name);
        words << name;
    }
}

} // namespace

QList<QRectF> CityArt::titlePlates(QSize area)
{
    const CityGeometry g(area);
    const QFontMetricsF fm(districtFont(g));
    QList<QRectF> plates;
    for (const CityPlan::Label &label : CityPlan::get().labels(g.cornerLabels()))
        plates << districtPlate(g, fm, label);
    for (Loc l : {city().prison(), city().clinic(), city().cemetery()})
        plates << placePlate(g, l);
    return plates;
}

QPixmap CityArt::picture(QSize area, qreal ratio, QStringList *words)
{
    // Keyed by every place's name, in the language in use: "PRISON" alone reads the same in
    // French and English, and a switch kept "Cimetière" and "Clinique" on an English board.
    const City &c = city();
    const QString key =
        QStringLiteral("%1x%2@%3/%4|%5|%6")
            .arg(area.width())
            .arg(area.height())
            .arg(ratio)
            .arg(placeName(c.prison()), placeName(c.clinic()), placeName(c.cemetery()));
    // A full-screen picture at ratio 2 weighs some 30 MB, past QPixmapCache's budget: the
    // city keeps its own cache of the latest two sizes (a resize, then back).
    struct Kept
    {
        QString key;
        QPixmap picture;
        QStringList words;
    };
    static QList<Kept> kept;
    for (qsizetype i = 0; i < kept.size(); ++i) {
        if (kept[i].key == key) {
            kept.move(i, 0);
            if (words)
                *words = kept.first().words;
            return kept.first().picture;
        }
    }
    QPixmap pm(area * ratio);
    pm.setDevicePixelRatio(ratio);
    pm.fill(QColor(0x1d, 0x19, 0x14));
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const CityGeometry g(area);
    renderer().render(&p, g.map(CityPlan::get().cityBounds()));
    QStringList painted;
    paintWords(p, g, painted);
    p.end();
    kept.prepend({key, pm, painted});
    if (kept.size() > 2)
        kept.removeLast();
    if (words)
        *words = painted;
    return pm;
}

} // namespace gangsters::ui
