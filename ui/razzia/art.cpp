#include "art.h"

#include <QDir>
#include <QHash>
#include <QImage>
#include <QLoggingCategory>
#include <QPainter>
#include <QRegion>
#include <QSvgRenderer>

#include <memory>
#include <vector>

namespace razzia::ui {

namespace {

Q_LOGGING_CATEGORY(lcArt, "razzia.ui.art")

// Past this many bytes of pixmaps the cache starts again from nothing. A table at 4K with a
// device pixel ratio of 2 needs about 20 MB of pixmaps, so a full cache means stale sizes.
constexpr qint64 kCacheLimit = 64 * 1024 * 1024;

struct Key
{
    QString element;
    QSize size;
    int ratio; // thousandths, so that equal ratios compare equal
    bool colourBlind;

    friend bool operator==(const Key &a, const Key &b)
    {
        return a.element == b.element && a.size == b.size && a.ratio == b.ratio &&
               a.colourBlind == b.colourBlind;
    }
};

size_t qHash(const Key &key, size_t seed = 0)
{
    return qHashMulti(seed, key.element, key.size.width(), key.size.height(), key.ratio,
                      key.colourBlind);
}

QString id(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

// The rectangle of `area` that an element of proportions `aspect` fills, centred.
QRectF fitted(const QRectF &area, qreal aspect)
{
    QSizeF size(area.height() * aspect, area.height());
    if (size.width() > area.width())
        size = QSizeF(area.width(), area.width() / aspect);
    return QRectF(area.center().x() - size.width() / 2, area.center().y() - size.height() / 2,
                  size.width(), size.height());
}

// The smallest rectangle of proportions `aspect` that covers `area`, centred.
QRectF covering(const QRectF &area, qreal aspect)
{
    QSizeF size(area.height() * aspect, area.height());
    if (size.width() < area.width())
        size = QSizeF(area.width(), area.width() / aspect);
    return QRectF(area.center().x() - size.width() / 2, area.center().y() - size.height() / 2,
                  size.width(), size.height());
}

// Where the colour-blind pattern must not go, in the layouts of resources/art/generate.py: a
// card's window (x 56 to 194 of 250) and its two corners' number and symbol (115 of 350 high),
// a board's name and symbols (82 of 200 high).
constexpr qreal kCardWindowLeft = 56.0 / 250;
constexpr qreal kCardWindowRight = 194.0 / 250;
constexpr qreal kCardIndexHeight = 115.0 / 350;
constexpr qreal kBoardBannerHeight = 82.0 / 200;

} // namespace

struct Art::Private
{
    std::vector<std::unique_ptr<QSvgRenderer>> renderers;
    QHash<QString, QSvgRenderer *> owners; // element -> the renderer that holds it, or null
    QHash<QString, Bar> barOf;             // the boards and cards that carry a bar's pattern
    QHash<Key, QPixmap> cache;
    qint64 cacheBytes = 0;
    bool colourBlind = false;

    QSvgRenderer *rendererFor(const QString &element)
    {
        const auto known = owners.constFind(element);
        if (known != owners.constEnd())
            return *known;
        QSvgRenderer *owner = nullptr;
        for (const auto &renderer : renderers) {
            if (renderer->elementExists(element)) {
                owner = renderer.get();
                break;
            }
        }
        owners.insert(element, owner);
        return owner;
    }

    QRectF bounds(const QString &element)
    {
        QSvgRenderer *renderer = rendererFor(element);
        return renderer ? renderer->boundsOnElement(element) : QRectF();
    }

    // The pattern keeps its own proportions (dots stay round on a card) and covers the element
    // where its colour shows: a board below its name, a card on the two sides of the figure's
    // window but not on its numbers, so that names, numbers, figures and pips stay clear.
    // SourceAtop lays it only where the element is, not in its round corners.
    void drawPattern(QPainter &painter, Bar bar, const QRectF &target, bool card)
    {
        const QString pattern = barPatternElement(bar);
        QSvgRenderer *renderer = rendererFor(pattern);
        if (!renderer)
            return;
        const qreal w = target.width();
        const qreal h = target.height();
        QRegion area(target.toAlignedRect());
        const auto part = [&](qreal x, qreal y, qreal pw, qreal ph) {
            return QRectF(target.x() + x * w, target.y() + y * h, pw * w, ph * h).toAlignedRect();
        };
        if (card) {
            area -= part(kCardWindowLeft, 0, kCardWindowRight - kCardWindowLeft, 1);
            area -= part(0, 0, kCardWindowLeft, kCardIndexHeight);
            area -= part(kCardWindowRight, 1 - kCardIndexHeight, 1 - kCardWindowRight,
                         kCardIndexHeight);
        } else {
            area -= part(0, 0, 1, kBoardBannerHeight);
        }
        const QRectF pb = renderer->boundsOnElement(pattern);
        painter.save();
        painter.setClipRegion(area);
        painter.setCompositionMode(QPainter::CompositionMode_SourceAtop);
        renderer->render(&painter, pattern, covering(target, pb.width() / pb.height()));
        painter.restore();
    }

    QImage render(const QString &element, QSize deviceSize, bool withPattern)
    {
        QImage image(deviceSize, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QSvgRenderer *renderer = rendererFor(element);
        const QRectF own = renderer->boundsOnElement(element);
        const QRectF target = fitted(QRectF(QPointF(0, 0), deviceSize), own.width() / own.height());
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        renderer->render(&painter, element, target);

        const auto bar = barOf.constFind(element);
        if (withPattern && bar != barOf.constEnd())
            drawPattern(painter, *bar, target, element.startsWith(QLatin1String("card-")));
        return image;
    }
};

Art::Art() : d(new Private)
{
    const QDir dir(QStringLiteral(":/art"));
    const QStringList files = dir.entryList({QStringLiteral("*.svg")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        auto renderer = std::make_unique<QSvgRenderer>(dir.filePath(file));
        if (!renderer->isValid()) {
            qCWarning(lcArt) << "cannot read" << dir.filePath(file);
            continue;
        }
        d->renderers.push_back(std::move(renderer));
    }
    if (d->renderers.empty())
        qCWarning(lcArt) << "no art under :/art";

    for (int b = 0; b < kBarCount; ++b) {
        const Bar bar = Bar(b);
        d->barOf.insert(barElement(bar), bar);
        for (int kind = 0; kind < 2; ++kind) {
            for (int value = 1; value <= 6; ++value)
                d->barOf.insert(cardElement(Card(Kind(kind), bar, value)), bar);
        }
    }
}

Art &Art::instance()
{
    // Never destroyed: pixmaps must not outlive the application object, and the process
    // reclaims them at exit anyway.
    static Art *art = new Art;
    return *art;
}

QString Art::cardElement(Card card)
{
    if (card.isNone())
        return cardBackElement();
    return QStringLiteral("card-%1-%2-%3")
        .arg(id(kindId(card.kind())), id(barId(card.bar())))
        .arg(card.value());
}

QString Art::cardBackElement()
{
    return QStringLiteral("card-back");
}

QString Art::barElement(Bar bar)
{
    return QStringLiteral("bar-") + id(barId(bar));
}

QString Art::barPatternElement(Bar bar)
{
    return QStringLiteral("pattern-") + id(barId(bar));
}

QString Art::billElement(int denomination)
{
    if (denomination < 0 || denomination >= kDenominations)
        return {};
    return QStringLiteral("bill-%1").arg(kBillValues[denomination]);
}

QString Art::dieElement(int face)
{
    return QStringLiteral("die-%1").arg(face);
}

QString Art::dealerElement()
{
    return QStringLiteral("dealer");
}

QString Art::iconElement()
{
    return QStringLiteral("icon");
}

QStringList Art::allElements()
{
    QStringList all;
    for (int b = 0; b < kBarCount; ++b)
        all << barElement(Bar(b)) << barPatternElement(Bar(b));
    // R1.2: Gambler 1-6 and Police 3-6 in every colour.
    for (int b = 0; b < kBarCount; ++b) {
        for (int value = 1; value <= 6; ++value)
            all << cardElement(Card(Kind::Gambler, Bar(b), value));
        for (int value = 3; value <= 6; ++value)
            all << cardElement(Card(Kind::Police, Bar(b), value));
    }
    all << cardBackElement();
    for (int denomination = 0; denomination < kDenominations; ++denomination)
        all << billElement(denomination);
    for (int face = 1; face <= 6; ++face)
        all << dieElement(face);
    all << dealerElement() << iconElement();
    return all;
}

QColor Art::barColour(Bar bar)
{
    // R1.1, in shades that colour-blind players still tell apart by lightness.
    switch (bar) {
    case Bar::Colibri:
        return QColor(0xC0, 0x22, 0x17);
    case Bar::Cotton:
        return QColor(0xFC, 0xEB, 0x40);
    case Bar::Havanna:
        return QColor(0x53, 0x20, 0x70);
    case Bar::Jungle:
        return QColor(0x37, 0x72, 0xC7);
    case Bar::Lincoln:
        return QColor(0x27, 0xB9, 0x69);
    case Bar::Jazz:
        return QColor(0xF0, 0x96, 0xC3);
    }
    return {};
}

QColor Art::barTextColour(Bar bar)
{
    // The same two inks as the names on the boards (resources/art/generate.py).
    switch (bar) {
    case Bar::Cotton:
    case Bar::Lincoln:
    case Bar::Jazz:
        return QColor(0x1B, 0x14, 0x10);
    case Bar::Colibri:
    case Bar::Havanna:
    case Bar::Jungle:
        break;
    }
    return QColor(0xFF, 0xFD, 0xF5);
}

bool Art::hasElement(const QString &element) const
{
    return d->rendererFor(element) != nullptr;
}

qreal Art::aspectRatio(const QString &element) const
{
    const QRectF bounds = d->bounds(element);
    return bounds.height() > 0 ? bounds.width() / bounds.height() : 1.0;
}

QPixmap Art::pixmap(const QString &element, QSize logicalSize, qreal ratio)
{
    if (logicalSize.isEmpty() || ratio <= 0 || !hasElement(element))
        return {};
    const Key key{element, logicalSize, qRound(ratio * 1000), d->colourBlind};
    const auto cached = d->cache.constFind(key);
    if (cached != d->cache.constEnd())
        return *cached;

    const QSize deviceSize(qRound(logicalSize.width() * ratio),
                           qRound(logicalSize.height() * ratio));
    QPixmap pixmap = QPixmap::fromImage(d->render(element, deviceSize, d->colourBlind));
    pixmap.setDevicePixelRatio(ratio);

    const qint64 bytes = qint64(deviceSize.width()) * deviceSize.height() * 4;
    if (d->cacheBytes + bytes > kCacheLimit) {
        d->cache.clear();
        d->cacheBytes = 0;
    }
    d->cache.insert(key, pixmap);
    d->cacheBytes += bytes;
    return pixmap;
}

bool Art::colourBlind() const
{
    return d->colourBlind;
}

void Art::setColourBlind(bool on)
{
    d->colourBlind = on;
}

} // namespace razzia::ui
