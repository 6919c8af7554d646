// The project's art: every element exists, renders at any size and ratio, is cached, and the
// pictures tell the game's things apart (R1.1 to R1.4).
#include "art.h"
#include "uitestsupport.h"

#include <QCryptographicHash>
#include <QIcon>
#include <QImageReader>
#include <QSet>

#include <cmath>

using namespace razzia;
using namespace razzia::ui;

namespace {

QImage imageOf(const QPixmap &pixmap)
{
    return pixmap.toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

QByteArray digest(const QPixmap &pixmap)
{
    const QImage image = imageOf(pixmap);
    QCryptographicHash hash(QCryptographicHash::Sha1);
    for (int y = 0; y < image.height(); ++y)
        hash.addData(QByteArrayView(image.constScanLine(y), image.width() * 4));
    return hash.result();
}

// Share of the pixels that are not fully transparent.
double coverage(const QImage &image)
{
    qint64 seen = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            seen += qAlpha(line[x]) > 0;
    }
    return double(seen) / (qint64(image.width()) * image.height());
}

double luminance(const QColor &colour)
{
    const auto channel = [](double c) {
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) +
           0.0722 * channel(colour.blueF());
}

QSize sizeForHeight(const QString &element, int height)
{
    return QSize(qMax(1, qRound(height * Art::instance().aspectRatio(element))), height);
}

QPixmap render(const QString &element, int height, bool colourBlind = false)
{
    Art &art = Art::instance();
    art.setColourBlind(colourBlind);
    const QPixmap pixmap = art.pixmap(element, sizeForHeight(element, height), 1);
    art.setColourBlind(false);
    return pixmap;
}

} // namespace

class TestArt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void elementIds();
    void everyElementExists();
    void proportions_data();
    void proportions();
    void rendersAtEverySize_data();
    void rendersAtEverySize();
    void keepsProportionsCentred();
    void unknownElementIsNull();
    void cacheReturnsTheSamePixmap();
    void elementsAreDistinct();
    void colourBlindAddsPatterns();
    void r1_1_textIsReadableOnEveryBar();
    void applicationIcon();
};

void TestArt::elementIds()
{
    QCOMPARE(Art::cardElement(Card(Kind::Gambler, Bar::Colibri, 1)),
             QStringLiteral("card-gambler-colibri-1"));
    QCOMPARE(Art::cardElement(Card(Kind::Police, Bar::Jazz, 6)),
             QStringLiteral("card-police-jazz-6"));
    QCOMPARE(Art::cardElement(Card()), Art::cardBackElement());
    QCOMPARE(Art::barElement(Bar::Havanna), QStringLiteral("bar-havanna"));
    QCOMPARE(Art::barPatternElement(Bar::Lincoln), QStringLiteral("pattern-lincoln"));
    QCOMPARE(Art::billElement(0), QStringLiteral("bill-5000"));
    QCOMPARE(Art::billElement(kDenominations - 1), QStringLiteral("bill-50000"));
    QCOMPARE(Art::billElement(kDenominations), QString());
    QCOMPARE(Art::dieElement(4), QStringLiteral("die-4"));
    // 6 boards, 6 patterns, 60 faces, the back, 8 bills, 6 faces of the die, dealer, icon.
    const QStringList all = Art::allElements();
    QCOMPARE(all.size(), 6 + 6 + 60 + 1 + kDenominations + 6 + 2);
    QCOMPARE(QSet<QString>(all.begin(), all.end()).size(), all.size());
}

void TestArt::everyElementExists()
{
    Art &art = Art::instance();
    for (const QString &element : Art::allElements())
        QVERIFY2(art.hasElement(element), qPrintable(element));
}

void TestArt::proportions_data()
{
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<double>("aspect");
    QTest::newRow("R1.1 boards are landscape 3:2") << "bar-" << 1.5;
    QTest::newRow("patterns match the boards") << "pattern-" << 1.5;
    QTest::newRow("R1.2 cards are portrait 5:7") << "card-" << 5.0 / 7.0;
    QTest::newRow("R1.3 bills are banknotes 2.2:1") << "bill-" << 2.2;
    QTest::newRow("R1.4 the die is square") << "die-" << 1.0;
    QTest::newRow("the dealer is round") << "dealer" << 1.0;
    QTest::newRow("the icon is square") << "icon" << 1.0;
}

void TestArt::proportions()
{
    // An element whose drawing overflows its frame would come out of proportion.
    QFETCH(QString, prefix);
    QFETCH(double, aspect);
    int seen = 0;
    for (const QString &element : Art::allElements()) {
        if (!element.startsWith(prefix))
            continue;
        ++seen;
        QVERIFY2(qAbs(Art::instance().aspectRatio(element) - aspect) < 0.002, qPrintable(element));
    }
    QVERIFY(seen > 0);
}

void TestArt::rendersAtEverySize_data()
{
    QTest::addColumn<int>("height");
    QTest::addColumn<qreal>("ratio");
    for (int height : {24, 96, 400}) {
        for (qreal ratio : {1.0, 2.0})
            QTest::addRow("%d px at ratio %g", height, ratio) << height << ratio;
    }
}

void TestArt::rendersAtEverySize()
{
    QFETCH(int, height);
    QFETCH(qreal, ratio);
    Art &art = Art::instance();
    for (const QString &element : Art::allElements()) {
        const QSize size = sizeForHeight(element, height);
        const QPixmap pixmap = art.pixmap(element, size, ratio);
        QVERIFY2(!pixmap.isNull(), qPrintable(element));
        QCOMPARE(pixmap.size(), size * ratio);
        QCOMPARE(pixmap.devicePixelRatio(), ratio);
        const QImage image = imageOf(pixmap);
        // Patterns are see-through lines; everything else is a solid picture.
        const double minimum = element.startsWith(QStringLiteral("pattern-")) ? 0.05 : 0.6;
        QVERIFY2(coverage(image) > minimum, qPrintable(element));
    }
}

void TestArt::keepsProportionsCentred()
{
    Art &art = Art::instance();
    const QString card = Art::cardElement(Card(Kind::Gambler, Bar::Cotton, 3));
    const QImage image = imageOf(art.pixmap(card, QSize(300, 100), 1));
    QCOMPARE(image.size(), QSize(300, 100));
    // A 5:7 card 100 px high is about 71 px wide, in the middle of the 300 px.
    QCOMPARE(qAlpha(image.pixel(50, 50)), 0);
    QCOMPARE(qAlpha(image.pixel(250, 50)), 0);
    QCOMPARE(qAlpha(image.pixel(150, 50)), 255);
    QCOMPARE(qAlpha(image.pixel(118, 50)), 255);
    QCOMPARE(qAlpha(image.pixel(182, 50)), 255);
}

void TestArt::unknownElementIsNull()
{
    Art &art = Art::instance();
    QVERIFY(!art.hasElement(QStringLiteral("card-police-colibri-1")));
    QVERIFY(art.pixmap(QStringLiteral("no-such-element"), QSize(40, 40), 1).isNull());
    QVERIFY(art.pixmap(Art::dieElement(1), QSize(0, 40), 1).isNull());
}

void TestArt::cacheReturnsTheSamePixmap()
{
    Art &art = Art::instance();
    const QString element = Art::barElement(Bar::Jungle);
    const QPixmap first = art.pixmap(element, QSize(150, 100), 1.5);
    const QPixmap again = art.pixmap(element, QSize(150, 100), 1.5);
    QCOMPARE(again.cacheKey(), first.cacheKey());
    // Another size or ratio is another picture.
    QVERIFY(art.pixmap(element, QSize(151, 100), 1.5).cacheKey() != first.cacheKey());
    QVERIFY(art.pixmap(element, QSize(150, 100), 2).cacheKey() != first.cacheKey());
    art.setColourBlind(true);
    const QPixmap patterned = art.pixmap(element, QSize(150, 100), 1.5);
    art.setColourBlind(false);
    QVERIFY(patterned.cacheKey() != first.cacheKey());
}

void TestArt::elementsAreDistinct()
{
    // Every face, board, bill and token looks different from every other at table size.
    QHash<QByteArray, QString> seen;
    for (const QString &element : Art::allElements()) {
        const QByteArray key = digest(render(element, 96));
        QVERIFY2(!seen.contains(key),
                 qPrintable(element + QStringLiteral(" looks like ") + seen.value(key)));
        seen.insert(key, element);
    }
}

void TestArt::colourBlindAddsPatterns()
{
    for (const QString &element : Art::allElements()) {
        const bool patterned =
            element.startsWith(QStringLiteral("bar-")) ||
            (element.startsWith(QStringLiteral("card-")) && element != Art::cardBackElement());
        const bool differs = digest(render(element, 96)) != digest(render(element, 96, true));
        QVERIFY2(differs == patterned, qPrintable(element));
    }
    QVERIFY(!Art::instance().colourBlind());
    Art::instance().setColourBlind(true);
    QVERIFY(Art::instance().colourBlind());
    Art::instance().setColourBlind(false);
}

void TestArt::r1_1_textIsReadableOnEveryBar()
{
    QSet<QRgb> colours;
    for (int b = 0; b < kBarCount; ++b) {
        const Bar bar = Bar(b);
        const double a = luminance(Art::barColour(bar));
        const double t = luminance(Art::barTextColour(bar));
        const double contrast = (qMax(a, t) + 0.05) / (qMin(a, t) + 0.05);
        QVERIFY2(contrast >= 4.5, qPrintable(Art::barElement(bar)));
        colours.insert(Art::barColour(bar).rgb());
    }
    QCOMPARE(colours.size(), kBarCount);
}

void TestArt::applicationIcon()
{
    QVERIFY(QFile::exists(QStringLiteral(":/icons/razzia.svg")));
    for (int size : {48, 256}) {
        QImageReader reader(QStringLiteral(":/icons/razzia-%1.png").arg(size));
        QCOMPARE(reader.size(), QSize(size, size));
    }
    QVERIFY(Art::instance().hasElement(Art::iconElement()));
}

QTEST_MAIN(TestArt)
#include "tst_art.moc"
