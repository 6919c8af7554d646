// Speak Easy's set-up as a newcomer meets it (issue 25, SE3): each set-up opens on a layout of
// its own that nobody else has seen on this screen, the formations are named from the player's
// own chair, a held piece lights the points SE3 lets it stand on, and the point a fault names
// is marked on the board itself.
#include "uitestsupport.h"

#include "boardart.h"
#include "boardwidget.h"
#include "formationstore.h"
#include "names.h"
#include "setupmodel.h"
#include "speakeasytable.h"
#include "timing.h"

#include "speakeasy/formations.h"
#include "speakeasy/layout.h"
#include "speakeasy/levels.h"

#include <QListView>
#include <QPushButton>
#include <QSettings>

using namespace speakeasy;
using namespace speakeasy::ui;

namespace {

TableController *controllerFor(bool southHuman, bool northHuman, uint64_t seed)
{
    TableController::Seats seats{southHuman ? nullptr : makePolicy("random", 1),
                                 northHuman ? nullptr : makePolicy("random", 2)};
    return new TableController(std::move(seats), seed);
}

QListView *trayOf(const SpeakEasyTable &table)
{
    for (QListView *v : table.findChildren<QListView *>())
        if (v->model() && v->model() == table.setUpModel())
            return v;
    return nullptr;
}

Square findKind(const Layout &layout, Kind kind)
{
    for (Square s = 0; s < kSquares; ++s)
        if (layout.at[s] == kind)
            return s;
    return kNoSquare;
}

bool sameLayoutAsAFormation(const Layout &layout, int seat)
{
    for (int i = 0; i < int(formations().size()); ++i)
        if (layout == *FormationStore::layout(i, seat, nullptr) ||
            layout == layoutOf(formations()[size_t(i)], seat))
            return true;
    return false;
}

} // namespace

class TestSeSetUp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("razzia-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_se_setup"));
        QSettings().clear();
        Timing::setSpeed(0);
    }

    // Return presses the set-up button the keyboard is on, as Space does: a keyboard play-test
    // pressed Return on Clear and Start and nothing happened.
    void returnPressesTheFocusedButton()
    {
        SpeakEasyTable table;
        auto *controller = controllerFor(true, false, 21);
        table.setController(controller);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        controller->start();
        controller->liftCurtain();
        QVERIFY(table.setUpModel()->valid());
        QPushButton *clear = nullptr, *start = nullptr;
        for (QPushButton *b : table.findChildren<QPushButton *>()) {
            if (b->text() == SpeakEasyTable::tr("Clear"))
                clear = b;
            if (b->text() == SpeakEasyTable::tr("Start"))
                start = b;
        }
        QVERIFY(clear && start);
        clear->setFocus();
        QTest::keyClick(clear, Qt::Key_Return);
        QVERIFY(!table.setUpModel()->valid()); // every piece back in the tray
        table.randomLayout();
        QVERIFY(table.setUpModel()->valid());
        start->setFocus();
        QTest::keyClick(start, Qt::Key_Enter);
        QTRY_VERIFY(controller->phase() == TableController::Phase::Play);
    }

    // SE3.6: in hot-seat each player opens on a random layout of their own, not one layout
    // that the other player saw on the same screen; the same game opens the same way.
    void se3_6OpensOnALayoutOfItsOwn()
    {
        SpeakEasyTable table;
        auto *controller = controllerFor(true, true, 21);
        table.setController(controller);
        controller->start();
        controller->liftCurtain();
        QCOMPARE(table.setUpModel()->seat(), 0);
        const Layout south = table.setUpModel()->layout();
        QVERIFY2(table.setUpModel()->valid(), qPrintable(table.setUpModel()->fault()));
        QVERIFY(!sameLayoutAsAFormation(south, 0));
        QVERIFY(table.startGame());
        controller->liftCurtain();
        QCOMPARE(table.setUpModel()->seat(), 1);
        const Layout north = table.setUpModel()->layout();
        QVERIFY(table.setUpModel()->valid());
        QVERIFY(!sameLayoutAsAFormation(north, 1));
        // Not South's layout turned to North's side, in either sense.
        QVERIFY(north != mirrored(south));
        QVERIFY(north != FormationStore::fromOwnChair(south, 1));

        // Another game opens on another layout; the same game on the same one.
        for (uint64_t seed : {uint64_t(21), uint64_t(22)}) {
            SpeakEasyTable other;
            auto *c = controllerFor(true, false, seed);
            other.setController(c);
            c->start();
            QCOMPARE(other.setUpModel()->layout() == south, seed == 21);
        }
    }

    // SE3.3: "the left Bar" is on the left as the player sits, for South and for North (whose
    // board is drawn turned half a turn).
    void se3_3FormationsFromTheOwnChair_data()
    {
        QTest::addColumn<int>("seat");
        QTest::newRow("South") << 0;
        QTest::newRow("North") << 1;
    }
    void se3_3FormationsFromTheOwnChair()
    {
        QFETCH(int, seat);
        SpeakEasyTable table;
        table.resize(1000, 700);
        auto *controller = controllerFor(seat == 0, seat == 1, 5);
        table.setController(controller);
        controller->start();
        QTRY_VERIFY(table.setUpModel() && table.setUpModel()->seat() == seat);
        const QStringList names = table.formationNames();
        const int left = int(names.indexOf(Names::formation("left-bar", 1)));
        const int right = int(names.indexOf(Names::formation("right-bar", 2)));
        QVERIFY(left >= 0 && right >= 0);
        const Bits bars = kBoard.bars[seat];
        const qreal leftBarX = std::min(table.board()->pointOf(lowest(bars)).x(),
                                        table.board()->pointOf(lowest(bars & (bars - 1))).x());
        for (const auto &[index, onLeft] : {std::pair{left, true}, std::pair{right, false}}) {
            QVERIFY(table.applyFormation(index));
            QVERIFY2(table.setUpModel()->valid(), qPrintable(table.setUpModel()->fault()));
            const Square speakeasy = findKind(table.setUpModel()->layout(), Kind::Speakeasy);
            const bool shownLeft = qFuzzyCompare(table.board()->pointOf(speakeasy).x(), leftBarX);
            QCOMPARE(shownLeft, onLeft);
        }
        // A formation saved from one chair comes back the same from the other: as its player
        // saw it, the Speakeasy on the same hand.
        QVERIFY(table.applyFormation(left));
        QVERIFY(table.saveFormation(QStringLiteral("Mine")));
        const Layout saved = table.setUpModel()->layout();
        const auto other =
            FormationStore::layout(int(table.formationNames().indexOf("Mine")), 1 - seat, nullptr);
        QVERIFY(other);
        QCOMPARE(FormationStore::fromOwnChair(*other, 1 - seat),
                 FormationStore::fromOwnChair(saved, seat));
        QSettings().clear();
    }

    // SE3.2-SE3.4: a piece held, from the tray or from the board, lights the points it may
    // stand on: the Speakeasy its Bars, a Babe the back ranks, the others the whole side.
    void se3_4HeldPieceLightsItsPoints()
    {
        SpeakEasyTable table;
        table.resize(1000, 700);
        auto *controller = controllerFor(true, false, 8);
        table.setController(controller);
        table.show();
        controller->start();
        SetUpModel *setUp = table.setUpModel();
        BoardWidget *board = table.board();
        QCOMPARE(board->targets(), Bits(0)); // nothing held
        setUp->clear();
        QListView *tray = trayOf(table);
        QVERIFY(tray);
        auto rowOf = [setUp](Kind kind) {
            return int(std::find(setUp->tray().begin(), setUp->tray().end(), kind) -
                       setUp->tray().begin());
        };
        tray->setCurrentIndex(setUp->index(rowOf(Kind::Speakeasy)));
        QCOMPARE(board->targets(), kBoard.bars[0]);
        tray->setCurrentIndex(setUp->index(rowOf(Kind::Babe)));
        QCOMPARE(board->targets(), kBoard.babeZone[0] & kBoard.setupPoints[0]);
        tray->setCurrentIndex(setUp->index(rowOf(Kind::Kid)));
        QCOMPARE(board->targets(), kBoard.setupPoints[0]);
        // Click a point: the held piece goes there, and nothing is held any more.
        QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier,
                          board->pointOf(Square(25)).toPoint()); // a6
        QCOMPARE(setUp->layout().at[25], Kind::Kid);
        QCOMPARE(board->targets(), Bits(0));

        // A placed Speakeasy clicked on the board may go to the other Bar only.
        common::Rng rng(4);
        setUp->setLayout(randomLayout(0, rng));
        const Square bar = findKind(setUp->layout(), Kind::Speakeasy);
        QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->pointOf(bar).toPoint());
        QCOMPARE(board->selected(), std::optional<Square>(bar));
        QCOMPARE(board->targets(), kBoard.bars[0] & ~bit(bar));
        QTest::keyClick(board, Qt::Key_Escape);
        // A piece on the other Bar may not go where the Speakeasy could not follow it: only to
        // the Speakeasy's Bar (and the Babe zone if it is a Babe, which holds the Speakeasy out).
        const Square otherBar = lowest(kBoard.bars[0] & ~bit(bar));
        QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier,
                          board->pointOf(otherBar).toPoint());
        QVERIFY(board->targets() & bit(bar) || setUp->layout().at[otherBar] == Kind::Babe);
        for (Bits b = board->targets(); b; b &= b - 1)
            QVERIFY(setUp->targetsFor(setUp->layout().at[otherBar]) & bit(lowest(b)));
    }

    // SE3.3: the point a fault names is marked on the board, in red, beside its token.
    void se3_3FaultMarkedOnTheBoard()
    {
        SpeakEasyTable table;
        table.resize(1000, 700);
        auto *controller = controllerFor(true, false, 8);
        table.setController(controller);
        table.show();
        controller->start();
        SetUpModel *setUp = table.setUpModel();
        QVERIFY(!setUp->faultSquare());
        BoardWidget *board = table.board();
        const BoardGeometry g(board->size(), 0);
        auto redNear = [&](Square s) {
            const QImage shot = board->grab().toImage();
            const QPointF c = g.tokenRect(s).topRight() * shot.devicePixelRatio();
            int red = 0;
            for (int dy = -6; dy <= 6; ++dy)
                for (int dx = -6; dx <= 6; ++dx) {
                    const QColor px = shot.pixelColor(int(c.x()) + dx, int(c.y()) + dy);
                    red += px.red() > 200 && px.green() < 80 && px.blue() < 80;
                }
            return red;
        };
        const Square front = Square(25); // a6
        QCOMPARE(redNear(front), 0);
        Layout wrong = setUp->layout();
        std::swap(wrong.at[findKind(wrong, Kind::Speakeasy)], wrong.at[front]);
        setUp->setLayout(wrong);
        QVERIFY(!setUp->valid());
        QCOMPARE(setUp->faultSquare(), std::optional<Square>(front));
        QVERIFY(redNear(front) > 20);
        QVERIFY(!table.startGame());
    }
};

QTEST_MAIN(TestSeSetUp)
#include "tst_se_setup.moc"
