// The Speak Easy district and its pieces as the player sees them: board.svg agrees with the
// engine's board (SE2), is drawn once per size into the cache and crisp at a device pixel ratio
// of 2, its points sit where the board widget puts the tokens for either seat, and a held piece
// shows the route it would take before it moves (SE4.3, SE4.4).
#include "boardart.h"
#include "boardwidget.h"

#include <QApplication>
#include <QMimeData>
#include <QPixmapCache>
#include <QSvgRenderer>
#include <QTest>

using namespace speakeasy;
using namespace speakeasy::ui;

namespace {

Square sq(const char *name)
{
    return *squareFromName(name);
}

// The energy of the picture's finest detail: how much neighbouring pixels differ.
qint64 fineDetail(const QImage &image)
{
    qint64 sum = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *row = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 1; x < image.width(); ++x)
            sum += std::abs(qGreen(row[x]) - qGreen(row[x - 1]));
    }
    return sum;
}

bool yellowish(QRgb c)
{
    return qRed(c) > 180 && qGreen(c) > 150 && qBlue(c) < 140;
}

// The E3 position of SE8.6 (tests/data/speakeasy/e03.json), for South's eyes.
struct E3
{
    Position position;
    TablePicture picture;
    std::vector<Move> moves;

    E3()
    {
        const std::pair<const char *, std::pair<int, Kind>> pieces[] = {
            {"a1", {0, Kind::Babe}},          {"b1", {0, Kind::Speakeasy}},
            {"d1", {0, Kind::Henchman}},      {"c2", {0, Kind::Kid}},
            {"c4", {0, Kind::Boss}},          {"e6", {0, Kind::Fbi}},
            {"c7", {1, Kind::MachineGunner}}, {"b8", {1, Kind::Heir}},
            {"a9", {1, Kind::Gunman}},        {"c11", {1, Kind::Babe}},
            {"e11", {1, Kind::Kid}},          {"d12", {1, Kind::Speakeasy}}};
        for (const auto &[name, piece] : pieces) {
            position.place(sq(name), piece.first, piece.second);
            picture.at[sq(name)].owner = piece.first;
            // South's eyes: North's pieces are backs (SE7.3).
            picture.at[sq(name)].kind = piece.first == 0 ? piece.second : Kind::None;
        }
        position.setToMove(0);
        picture.started = true;
        const MoveSet set = position.legalMoves();
        for (int i = 0; i < set.count(); ++i)
            moves.push_back(set.at(i));
    }
};

std::vector<Square> squares(const QStringList &names)
{
    std::vector<Square> out;
    for (const QString &n : names)
        out.push_back(sq(n.toLatin1().constData()));
    return out;
}

} // namespace

class TestSeArt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { QPixmapCache::clear(); }

    // SE2.3: one drawn line per line of the board, none across b6–b7 or d6–d7, and a closed
    // crossing there instead; one drawn point per point, for each seat's picture.
    void se2_3_svgHasEveryLineOfTheBoard_data()
    {
        QTest::addColumn<int>("seat");
        QTest::newRow("SE2.1 South's eyes") << 0;
        QTest::newRow("SE2.1 North's eyes") << 1;
    }
    void se2_3_svgHasEveryLineOfTheBoard()
    {
        QFETCH(int, seat);
        QSvgRenderer svg(QStringLiteral(":/speakeasy/board.svg"));
        QVERIFY(svg.isValid());
        int lines = 0;
        for (Square s = 0; s < kSquares; ++s) {
            QVERIFY(svg.elementExists(QStringLiteral("point-%1-%2")
                                          .arg(seat)
                                          .arg(QString::fromStdString(squareName(s)))));
            for (Bits n = kBoard.adjacent[s]; n; n &= n - 1) {
                if (lowest(n) < s)
                    continue;
                const QString id = QStringLiteral("line-%1-%2-%3")
                                       .arg(seat)
                                       .arg(QString::fromStdString(squareName(s)),
                                            QString::fromStdString(squareName(lowest(n))));
                QVERIFY2(svg.elementExists(id), qPrintable(id));
                ++lines;
            }
        }
        QCOMPARE(lines, 133);
        QVERIFY(!svg.elementExists(QStringLiteral("line-%1-b6-b7").arg(seat)));
        QVERIFY(!svg.elementExists(QStringLiteral("line-%1-d6-d7").arg(seat)));
        QVERIFY(svg.elementExists(QStringLiteral("barrier-b")));
        QVERIFY(svg.elementExists(QStringLiteral("barrier-d")));
    }

    void boardIsCachedPerSize()
    {
        const QPixmap a = BoardArt::board(QSize(560, 760), 0, 1.0);
        QVERIFY(!a.isNull());
        QCOMPARE(a.size(), QSize(560, 760));
        QCOMPARE(BoardArt::board(QSize(560, 760), 0, 1.0).cacheKey(), a.cacheKey());
        const QPixmap bigger = BoardArt::board(QSize(700, 950), 0, 1.0);
        QVERIFY(bigger.cacheKey() != a.cacheKey());
        QCOMPARE(bigger.size(), QSize(700, 950));
        QVERIFY(BoardArt::board(QSize(560, 760), 1, 1.0).cacheKey() != a.cacheKey());
        // A full-screen board at ratio 2 (26 MB) is kept too, beyond QPixmapCache's budget.
        const QPixmap large = BoardArt::board(QSize(1600, 1080), 1, 2.0);
        QCOMPARE(BoardArt::board(QSize(1600, 1080), 1, 2.0).cacheKey(), large.cacheKey());
        const QPixmap other = BoardArt::board(QSize(1600, 1080), 0, 2.0); // the hot-seat turn
        QCOMPARE(BoardArt::board(QSize(1600, 1080), 1, 2.0).cacheKey(), large.cacheKey());
        QCOMPARE(BoardArt::board(QSize(1600, 1080), 0, 2.0).cacheKey(), other.cacheKey());
    }

    // The picture is drawn at device resolution, not drawn small and scaled up.
    void boardIsCrispAtRatio2()
    {
        const QSize area(420, 600);
        const QPixmap two = BoardArt::board(area, 0, 2.0);
        QCOMPARE(two.devicePixelRatio(), 2.0);
        QCOMPARE(two.size(), area * 2);
        const QImage upscaled =
            BoardArt::board(area, 0, 1.0)
                .toImage()
                .scaled(area * 2, Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
                .convertToFormat(QImage::Format_RGB32);
        const qint64 sharp = fineDetail(two.toImage().convertToFormat(QImage::Format_RGB32));
        QVERIFY2(sharp > fineDetail(upscaled) * 11 / 10,
                 qPrintable(QStringLiteral("%1 vs %2").arg(sharp).arg(fineDetail(upscaled))));
    }

    // Colour is never the only cue: in colour-blind mode North's tokens are striped, South's
    // unchanged, and the cache never hands back a token drawn in the other mode.
    void colourBlindStripesNorth()
    {
        const QSizeF size(68, 40);
        const QImage southBack = BoardArt::token(0, Kind::None, size, 1.0).toImage();
        const QImage northBack = BoardArt::token(1, Kind::None, size, 1.0).toImage();
        const QImage northFace = BoardArt::token(1, Kind::Boss, size, 1.0).toImage();
        BoardArt::setColourBlind(true);
        const QImage southBackCb = BoardArt::token(0, Kind::None, size, 1.0).toImage();
        const QImage northBackCb = BoardArt::token(1, Kind::None, size, 1.0).toImage();
        const QImage northFaceCb = BoardArt::token(1, Kind::Boss, size, 1.0).toImage();
        BoardArt::setColourBlind(false);
        QCOMPARE(southBackCb, southBack);
        QVERIFY(northBackCb != northBack);
        QVERIFY(northFaceCb != northFace);
        QCOMPARE(BoardArt::token(1, Kind::None, size, 1.0).toImage(), northBack);
    }

    // Each Rue is a yellow disc where the widget puts that point's token, from either side and
    // at either ratio: the art and BoardGeometry agree.
    void se2_2_ruesSitUnderTheirTokens_data()
    {
        QTest::addColumn<int>("seat");
        QTest::addColumn<qreal>("ratio");
        QTest::addColumn<QSize>("area");
        QTest::newRow("South 1x") << 0 << 1.0 << QSize(560, 760);
        QTest::newRow("North 1x") << 1 << 1.0 << QSize(560, 760);
        QTest::newRow("South 2x wide") << 0 << 2.0 << QSize(900, 700);
        QTest::newRow("North 2x wide") << 1 << 2.0 << QSize(900, 700);
    }
    void se2_2_ruesSitUnderTheirTokens()
    {
        QFETCH(int, seat);
        QFETCH(qreal, ratio);
        QFETCH(QSize, area);
        const QImage image = BoardArt::board(area, seat, ratio).toImage();
        const BoardGeometry g(area, seat);
        for (Square s = 0; s < kSquares; ++s) {
            const QPointF c = g.centre(s) * ratio;
            const QRgb at = image.pixel(c.toPoint());
            const bool yellow = yellowish(at);
            QVERIFY2(yellow == (kBoard.point[s] == Point::Rue),
                     qPrintable(QString::fromStdString(squareName(s))));
        }
    }

    // SE4.4: a Kid picked up by a click shows its turning route to the point under the pointer,
    // before the move; a straight run shows straight.
    void se4_4_kidRouteShownWhileHeldByClick_data()
    {
        QTest::addColumn<QString>("to");
        QTest::addColumn<QStringList>("route");
        QTest::newRow("SE4.4 E3 three turns")
            << QStringLiteral("c7")
            << QStringList{"c2", "b2", "a2", "a3", "a4", "a5", "a6", "b6", "c6", "c7"};
        QTest::newRow("SE4.3 straight run")
            << QStringLiteral("a2") << QStringList{"c2", "b2", "a2"};
        QTest::newRow("SE4.2 step") << QStringLiteral("c3") << QStringList{"c2", "c3"};
        QTest::newRow("not legal: no route") << QStringLiteral("c8") << QStringList{};
    }
    void se4_4_kidRouteShownWhileHeldByClick()
    {
        QFETCH(QString, to);
        QFETCH(QStringList, route);
        const E3 e3;
        BoardWidget board;
        board.resize(560, 760);
        board.setPicture(e3.picture);
        board.setLegalMoves(e3.moves);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.pointOf(sq("c2")).toPoint());
        QCOMPARE(board.selected(), std::optional<Square>(sq("c2")));
        QVERIFY(board.previewRoute().empty()); // nothing under the pointer yet
        QTest::mouseMove(&board, board.pointOf(sq(to.toLatin1().constData())).toPoint());
        QCOMPARE(board.previewRoute(), squares(route));
        // Once the move is made the route is the last move's, and no preview is left.
        if (!route.isEmpty()) {
            QTest::mouseClick(&board, Qt::LeftButton, {},
                              board.pointOf(sq(to.toLatin1().constData())).toPoint());
            QVERIFY(!board.selected());
            QVERIFY(board.previewRoute().empty());
        }
    }

    void se4_4_kidRouteShownWhileDragged()
    {
        const E3 e3;
        BoardWidget board;
        board.resize(560, 760);
        board.setPicture(e3.picture);
        board.setLegalMoves(e3.moves);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QMimeData data;
        data.setData(BoardWidget::squareMimeType(), QByteArrayLiteral("c2"));
        QDragEnterEvent enter(board.pointOf(sq("c2")).toPoint(), Qt::MoveAction, &data,
                              Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&board, &enter);
        QDragMoveEvent move(board.pointOf(sq("c7")).toPoint(), Qt::MoveAction, &data,
                            Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&board, &move);
        QVERIFY(move.isAccepted());
        QCOMPARE(board.previewRoute(),
                 squares({"c2", "b2", "a2", "a3", "a4", "a5", "a6", "b6", "c6", "c7"}));
        QDragLeaveEvent leave;
        QApplication::sendEvent(&board, &leave);
        QVERIFY(board.previewRoute().empty());
    }

    void se4_4_kidRouteShownWhileHeldByKeyboard()
    {
        const E3 e3;
        BoardWidget board;
        board.resize(560, 760);
        board.setPicture(e3.picture);
        board.setLegalMoves(e3.moves);
        board.show();
        board.setFocus();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.pointOf(sq("c2")).toPoint());
        for (int i = 0; i < 5; ++i)
            QTest::keyClick(&board, Qt::Key_Up);
        QCOMPARE(board.cursor(), sq("c7"));
        QCOMPARE(board.previewRoute(),
                 squares({"c2", "b2", "a2", "a3", "a4", "a5", "a6", "b6", "c6", "c7"}));
        QTest::keyClick(&board, Qt::Key_Escape);
        QVERIFY(board.previewRoute().empty());
    }

    // The preview is drawn: the pixels of the held route differ from those without it.
    void se4_4_previewIsPainted()
    {
        const E3 e3;
        BoardWidget board;
        board.resize(560, 760);
        board.setPicture(e3.picture);
        board.setLegalMoves(e3.moves);
        board.show();
        QVERIFY(QTest::qWaitForWindowExposed(&board));
        QTest::mouseClick(&board, Qt::LeftButton, {}, board.pointOf(sq("c2")).toPoint());
        // The route's white dashes and dots, drawn nowhere else on this board.
        auto white = [&board] {
            const QImage image = board.grab().toImage().convertToFormat(QImage::Format_RGB32);
            int count = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    count += image.pixel(x, y) == qRgb(0xff, 0xff, 0xff);
            return count;
        };
        const int before = white();
        QTest::mouseMove(&board, board.pointOf(sq("c7")).toPoint());
        QCOMPARE(board.previewRoute().size(), size_t(10));
        const int after = white();
        QVERIFY2(after > before + 200,
                 qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
    }
};

QTEST_MAIN(TestSeArt)
#include "tst_se_art.moc"
