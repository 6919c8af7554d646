// Device pixel ratio 2 (a 4K screen at 200 %, issue 12): the art on the table is rendered at
// device pixels, so that cards and bills stay crisp. Each picture is compared, device pixel
// for device pixel, with the art cache's rendering at ratio 2; a picture rendered at ratio 1
// and scaled up, as a widget that ignored its ratio would draw it, differs.
#include "art.h"
#include "barboard.h"
#include "handwidget.h"

#include <QApplication>
#include <QPainter>
#include <QTest>

using namespace razzia;
using namespace razzia::ui;

namespace {

// The share of device pixels in the middle of `logical` (the edges blend with what lies under
// the picture's rounded corners) that differ from `expected`.
double mismatch(const QImage &grabbed, QRect logical, qreal ratio, const QImage &expected)
{
    const QRect device(QPoint(qRound(logical.x() * ratio), qRound(logical.y() * ratio)),
                       expected.size());
    const QImage shown = grabbed.copy(device).convertToFormat(QImage::Format_RGB32);
    const QImage art = expected.convertToFormat(QImage::Format_RGB32);
    const int mx = art.width() / 8, my = art.height() / 8;
    int differ = 0, all = 0;
    for (int y = my; y < art.height() - my; ++y) {
        for (int x = mx; x < art.width() - mx; ++x) {
            const QRgb a = shown.pixel(x, y), b = art.pixel(x, y);
            ++all;
            if (qAbs(qRed(a) - qRed(b)) > 6 || qAbs(qGreen(a) - qGreen(b)) > 6 ||
                qAbs(qBlue(a) - qBlue(b)) > 6)
                ++differ;
        }
    }
    return all ? double(differ) / all : 1.0;
}

// What a widget blind to its ratio would show: the picture at ratio 1, scaled up.
QImage blurred(const QString &element, QSize logical, qreal ratio)
{
    const QImage low = Art::instance().pixmap(element, logical, 1.0).toImage();
    return low.scaled(logical * ratio, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
}

} // namespace

class TestTableDpr : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void handCardsAreRenderedAtDevicePixels();
    void barCardsAreRenderedAtDevicePixels();
};

void TestTableDpr::initTestCase()
{
    QCOMPARE(qApp->devicePixelRatio(), 2.0);
}

void TestTableDpr::handCardsAreRenderedAtDevicePixels()
{
    HandWidget hand;
    hand.resize(900, 220);
    const QList<Card> cards = {Card(Kind::Gambler, Bar::Colibri, 3),
                               Card(Kind::Police, Bar::Jazz, 5), Card(Kind::Gambler, Bar(2), 6)};
    hand.setHand(cards, true);
    hand.show();
    QVERIFY(QTest::qWaitForWindowExposed(&hand));
    const qreal ratio = hand.devicePixelRatioF();
    QCOMPARE(ratio, 2.0);
    const QImage grabbed = hand.grab().toImage();
    QCOMPARE(grabbed.size(), hand.size() * ratio);
    // The last card lies on top of the others.
    const int slot = int(cards.size()) - 1;
    const QRect r = hand.cardRect(slot);
    QVERIFY(r.height() > 100);
    const QString element = Art::cardElement(cards[slot]);
    const QImage crisp = Art::instance().pixmap(element, r.size(), ratio).toImage();
    QCOMPARE(crisp.size(), r.size() * ratio);
    QVERIFY2(mismatch(grabbed, r, ratio, crisp) < 0.01,
             qPrintable(QString::number(mismatch(grabbed, r, ratio, crisp))));
    // The comparison tells a scaled-up picture from a crisp one.
    QVERIFY(mismatch(grabbed, r, ratio, blurred(element, r.size(), ratio)) > 0.05);
}

void TestTableDpr::barCardsAreRenderedAtDevicePixels()
{
    BarBoard board(Bar::Colibri);
    board.resize(420, 280);
    const Card card(Kind::Gambler, Bar::Colibri, 4);
    board.setRevealed({BarBoard::Revealed{0, QStringLiteral("Karine"), card}});
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const qreal ratio = board.devicePixelRatioF();
    QCOMPARE(ratio, 2.0);
    const QImage grabbed = board.grab().toImage();
    QCOMPARE(board.cardRects().size(), 1);
    const QRect r = board.cardRects().constFirst();
    const QString element = Art::cardElement(card);
    const QImage crisp = Art::instance().pixmap(element, r.size(), ratio).toImage();
    QVERIFY2(mismatch(grabbed, r, ratio, crisp) < 0.01,
             qPrintable(QString::number(mismatch(grabbed, r, ratio, crisp))));
    QVERIFY(mismatch(grabbed, r, ratio, blurred(element, r.size(), ratio)) > 0.05);
}

// The ratio must be set before the application starts.
int main(int argc, char **argv)
{
    qputenv("QT_SCALE_FACTOR", "2");
    QApplication app(argc, argv);
    TestTableDpr test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_table_dpr.moc"
