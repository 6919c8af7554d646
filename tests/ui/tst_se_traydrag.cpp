// Speak Easy's set-up tray (issue 25, SE3): a piece dragged out of the tray with the mouse
// lands on the board. The drag is the real one: mouse events through the tray's viewport make
// QAbstractItemView start its drag, QDrag::exec runs Qt's own drag loop, and the mouse moves
// and releases over the board during that loop, so the board receives Qt's DragEnter, DragMove
// and Drop events and not synthetic ones.
//
// Offscreen, QDrag::exec gives up at once (the offscreen platform's drag returns IgnoreAction
// without a loop), so this test runs on the minimal platform, whose drag is Qt's QSimpleDrag:
// it watches the application's mouse events and sends the drag events to the window under them.
#include "uitestsupport.h"

#include "boardwidget.h"
#include "setupmodel.h"
#include "speakeasytable.h"
#include "timing.h"

#include "speakeasy/levels.h"

#include <QDrag>
#include <QLabel>
#include <QListView>
#include <QSettings>
#include <QTimer>

using namespace speakeasy;
using namespace speakeasy::ui;

namespace {

QListView *trayOf(const SpeakEasyTable &table)
{
    const QList<QListView *> views = table.findChildren<QListView *>();
    for (QListView *v : views)
        if (v->model() && v->model() == table.setUpModel())
            return v;
    return nullptr;
}

int rowOf(const SetUpModel *setUp, Kind kind)
{
    for (int r = 0; r < setUp->rowCount(); ++r)
        if (Kind(setUp->index(r).data(SetUpModel::KindRole).toInt()) == kind)
            return r;
    return -1;
}

// What one drag did: whether Qt's drag loop ran (the release came from inside it).
struct DragRun
{
    bool loopRan = false;
};

// Presses on the tray's row `row`, moves past the drag distance (QAbstractItemView starts its
// drag there), and, from inside the drag loop, moves over `to` on the board and releases there.
DragRun dragFromTray(QListView *tray, int row, BoardWidget *board, QPoint to)
{
    DragRun run;
    QWidget *viewport = tray->viewport();
    tray->scrollTo(tray->model()->index(row, 0));
    const QPoint from = tray->visualRect(tray->model()->index(row, 0)).center();
    bool moveReturned = false;
    QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, from);
    // Runs only inside QDrag::exec's loop: a drag that never started reaches it after the move
    // has returned, and then does nothing.
    QTimer::singleShot(0, board, [&run, &moveReturned, board, to] {
        if (moveReturned)
            return;
        run.loopRan = true;
        QTest::mouseMove(board, to - QPoint(6, 0));
        QTest::mouseMove(board, to);
        QTest::mouseRelease(board, Qt::LeftButton, Qt::NoModifier, to);
    });
    const int far = QApplication::startDragDistance() + 4;
    QTest::mouseMove(viewport, from + QPoint(far / 2, 0));
    QTest::mouseMove(viewport, from + QPoint(far, far));
    moveReturned = true;
    if (!run.loopRan) // no drag began: let go of the button where it was pressed
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, from + QPoint(far, far));
    QCoreApplication::processEvents(); // the release the drag loop deferred, the QDrag's deletion
    return run;
}

} // namespace

class TestSeTrayDrag : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("razzia-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_se_traydrag"));
        QSettings().clear();
        Timing::setSpeed(0);
        QVERIFY2(QGuiApplication::platformName() == QStringLiteral("minimal"),
                 qPrintable(QGuiApplication::platformName()));
    }

    void se3MouseDragFromTheTrayPlacesThePiece();
    void se3DragOntoAnotherSideSnapsBack();
    void se3TrayTellsTheKeyboardWay();
};

void TestSeTrayDrag::se3MouseDragFromTheTrayPlacesThePiece()
{
    SpeakEasyTable table;
    auto *controller =
        new TableController(TableController::Seats{nullptr, makePolicy("random", 2)}, 5);
    table.setController(controller);
    controller->start();
    table.resize(1200, 800);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    SetUpModel *setUp = table.setUpModel();
    QVERIFY(setUp);
    setUp->clear();
    QListView *tray = trayOf(table);
    QVERIFY(tray);
    QVERIFY2(tray->dragEnabled(), "the tray's drag is switched off");
    // Two pieces, each to a point of South's side, by two drags; the first empty point and
    // one further on, so that the drop lands where it is released and not just anywhere.
    std::vector<Square> points;
    for (Square s = 0; s < kSquares; ++s)
        if (setUp->isSetUpPoint(s))
            points.push_back(s);
    QVERIFY(points.size() > 10);
    const std::pair<Kind, Square> drags[] = {{Kind::Boss, points[7]}, {Kind::Henchman, points[2]}};
    int left = int(setUp->tray().size());
    for (const auto &[kind, to] : drags) {
        const int row = rowOf(setUp, kind);
        QVERIFY(row >= 0);
        const DragRun run =
            dragFromTray(tray, row, table.board(), table.board()->pointOf(to).toPoint());
        QVERIFY2(run.loopRan, "pressing and moving on the tray started no drag");
        QCOMPARE(setUp->layout().at[to], kind);
        QCOMPARE(int(setUp->tray().size()), --left);
    }
}

void TestSeTrayDrag::se3DragOntoAnotherSideSnapsBack()
{
    SpeakEasyTable table;
    auto *controller =
        new TableController(TableController::Seats{nullptr, makePolicy("random", 2)}, 5);
    table.setController(controller);
    controller->start();
    table.resize(1200, 800);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));
    SetUpModel *setUp = table.setUpModel();
    setUp->clear();
    QListView *tray = trayOf(table);
    QVERIFY(tray);
    Square north = kNoSquare; // a point of North's side: South may not set up there (SE3)
    for (Square s = 0; s < kSquares && north == kNoSquare; ++s)
        if (!setUp->isSetUpPoint(s) && s != kNoSquare)
            north = s;
    QVERIFY(north != kNoSquare);
    const Layout before = setUp->layout();
    const DragRun run = dragFromTray(tray, rowOf(setUp, Kind::Boss), table.board(),
                                     table.board()->pointOf(north).toPoint());
    QVERIFY(run.loopRan);
    QCOMPARE(setUp->layout(), before);
    QCOMPARE(int(setUp->tray().size()), kPiecesPerSide);
}

void TestSeTrayDrag::se3TrayTellsTheKeyboardWay()
{
    // Once the tray is full again (Clear), the words beside it say how to place a piece
    // without dragging: double-click or Enter.
    SpeakEasyTable table;
    auto *controller =
        new TableController(TableController::Seats{nullptr, makePolicy("random", 2)}, 5);
    table.setController(controller);
    controller->start();
    bool told = false;
    for (const QLabel *label : table.findChildren<QLabel *>())
        told |= label->isVisibleTo(&table) &&
                label->text().contains(QStringLiteral("double-click")) &&
                label->text().contains(QStringLiteral("Enter"));
    QVERIFY(told);
}

int main(int argc, char *argv[])
{
    // See the head of the file: the minimal platform's drag runs Qt's real drag loop; fonts on,
    // so that the tray lays its named pieces out as on screen.
    qputenv("QT_QPA_PLATFORM", "minimal:enable_fonts");
    QApplication app(argc, argv);
    TestSeTrayDrag test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_se_traydrag.moc"
