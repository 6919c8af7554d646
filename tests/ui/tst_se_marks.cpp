// The marks on Speak Easy's board, read from its pixels (issue 25): the last move has its own
// colour on both of its points and along its route, apart from the selection's yellow; an
// attack target (SE5) is marked in another colour and another shape than a free destination
// (SE4).
#include "uitestsupport.h"

#include "boardart.h"
#include "boardwidget.h"
#include "speakeasytable.h"
#include "timing.h"

#include <QSettings>

using namespace speakeasy;
using namespace speakeasy::ui;

namespace {

// Pixels of `colour` (within a small tolerance) inside `area` of the board's picture.
int pixelsOf(const QImage &image, QRectF area, const QColor &colour)
{
    const qreal ratio = image.devicePixelRatio();
    const QRect r = QRectF(area.topLeft() * ratio, area.size() * ratio).toRect() & image.rect();
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const QColor px = image.pixelColor(x, y);
            n += std::abs(px.red() - colour.red()) < 24 &&
                 std::abs(px.green() - colour.green()) < 24 &&
                 std::abs(px.blue() - colour.blue()) < 24;
        }
    return n;
}

} // namespace

class TestSeMarks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("razzia-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_se_marks"));
        QSettings().clear();
        Timing::setSpeed(0);
    }

    void se4_se5MarksOfTheirOwn()
    {
        SpeakEasyTable table;
        TableController::Seats seats;
        auto *controller = new TableController(std::move(seats), 9);
        table.setController(controller);
        table.resize(1366, 768);
        table.show();
        controller->start();
        for (int s = 0; s < kSeats; ++s) {
            controller->liftCurtain();
            table.startGame();
        }
        BoardWidget *board = table.board();
        // Play until the mover has a piece with both an attack and a free point to go to.
        std::optional<Square> piece;
        Square attack = kNoSquare, free = kNoSquare;
        for (int ply = 0; ply < 200 && !piece; ++ply) {
            controller->liftCurtain();
            const std::vector<Move> moves = controller->movesForViewer();
            QVERIFY(!moves.empty());
            const Game &game = *controller->refereeGame();
            const int mover = game.position().toMove();
            for (const Move &a : moves) {
                if (game.position().ownerAt(a.to) != 1 - mover || game.moves().empty())
                    continue;
                for (const Move &f : moves)
                    if (f.from == a.from && game.position().ownerAt(f.to) < 0) {
                        piece = a.from;
                        attack = a.to;
                        free = f.to;
                    }
            }
            if (!piece) {
                // Move a piece away from the front so that the armies meet later, not at once.
                controller->submitMove(moves[size_t(ply) % moves.size()]);
            }
        }
        QVERIFY(piece);
        const BoardGeometry g(board->size(), controller->viewer());
        const qreal u = g.tokenSize().height();
        const TablePicture picture = controller->picture();
        QVERIFY(picture.lastMove);
        const Move last = *picture.lastMove;
        QImage shot = board->grab().toImage();
        auto around = [&](Square s) {
            return g.tokenRect(s).adjusted(-u * 0.35, -u * 0.4, u * 0.35, u * 0.4);
        };
        // The last move: its colour on both points, and the selection's yellow on neither.
        const QColor yellow(0xff, 0xe0, 0x4a);
        QVERIFY(pixelsOf(shot, around(last.from), BoardWidget::lastMoveColour()) > 30);
        QVERIFY(pixelsOf(shot, around(last.to), BoardWidget::lastMoveColour()) > 30);
        QCOMPARE(pixelsOf(shot, around(last.to), yellow), 0);
        // ... and along its route, between its first two points.
        const QVector<Square> route = board->lastRoute();
        QVERIFY(route.size() >= 2);
        const QPointF mid = (g.centre(route[0]) + g.centre(route[1])) / 2;
        QVERIFY(pixelsOf(shot, QRectF(mid - QPointF(u * 0.1, u * 0.1), QSizeF(u * 0.2, u * 0.2)),
                         BoardWidget::lastMoveColour()) > 0);

        // A piece picked up: an attack is red and a diamond, a free point green and a ring.
        QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->pointOf(*piece).toPoint());
        QVERIFY(board->targets() & bit(attack));
        QVERIFY(board->targets() & bit(free));
        shot = board->grab().toImage();
        QVERIFY(pixelsOf(shot, around(*piece), yellow) > 30); // the selection
        QVERIFY(pixelsOf(shot, around(attack), BoardWidget::attackColour()) > 30);
        QCOMPARE(pixelsOf(shot, around(attack), BoardWidget::targetColour()), 0);
        QVERIFY(pixelsOf(shot, around(free), BoardWidget::targetColour()) > 30);
        QCOMPARE(pixelsOf(shot, around(free), BoardWidget::attackColour()), 0);
        // The diamond's corners stand above and below the token, where a ring never reaches.
        const QRectF above(g.centre(attack) -
                               QPointF(u * 0.2, g.tokenRect(attack).height() / 2 + u * 0.36),
                           QSizeF(u * 0.4, u * 0.2));
        QVERIFY(pixelsOf(shot, above, BoardWidget::attackColour()) > 0);
        const QRectF aboveFree(g.centre(free) -
                                   QPointF(u * 0.2, g.tokenRect(free).height() / 2 + u * 0.36),
                               QSizeF(u * 0.4, u * 0.2));
        QCOMPARE(pixelsOf(shot, aboveFree, BoardWidget::targetColour()), 0);
    }

    // SE5.1: a piece of one's own that came through a fight has been seen by the other side;
    // the board marks it (an eye) and says so, for its owner only.
    void se5_1OwnPiecesSeenAreMarked()
    {
        SpeakEasyTable table;
        TableController::Seats seats;
        auto *controller = new TableController(std::move(seats), 9);
        table.setController(controller);
        table.resize(1366, 768);
        table.show();
        controller->start();
        for (int s = 0; s < kSeats; ++s) {
            controller->liftCurtain();
            table.startGame();
        }
        BoardWidget *board = table.board();
        const QString seen = BoardWidget::tr(" (the other side has seen it)");
        bool checked = false;
        for (int ply = 0;
             ply < 300 && !checked && controller->phase() == TableController::Phase::Play; ++ply) {
            controller->liftCurtain();
            const TablePicture picture = controller->picture();
            const Game &game = *controller->refereeGame();
            const int mover = game.position().toMove();
            // Exactly the own pieces whose face a fight turned up are marked.
            const SeatView other = game.view(1 - mover);
            for (Square s = 0; s < kSquares; ++s) {
                const bool own = game.position().ownerAt(s) == mover;
                const bool known = own && !(other.unknown() & bit(s));
                QCOMPARE(bool(picture.seenByOpponent & bit(s)), known);
                QCOMPARE(board->describe(s).contains(seen), known);
                checked |= known;
            }
            const std::vector<Move> moves = controller->movesForViewer();
            Move move = moves.front();
            for (const Move &m : moves)
                if (game.position().ownerAt(m.to) == 1 - mover)
                    move = m;
            controller->submitMove(move);
        }
        QVERIFY(checked);
    }
};

QTEST_MAIN(TestSeMarks)
#include "tst_se_marks.moc"
