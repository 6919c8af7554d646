// Speak Easy's table at laptop sizes (issue 25): the board takes more of its pane, its tokens
// are some 30% larger than board.svg's proportions allowed (wider, as the files spread), and
// the trays of removed pieces show every lost piece without a scroll bar, to the end of a game.
#include "uitestsupport.h"

#include "boardart.h"
#include "boardwidget.h"
#include "removedmodel.h"
#include "speakeasytable.h"
#include "timing.h"

#include "speakeasy/levels.h"

#include <QListView>
#include <QScrollBar>
#include <QSettings>

using namespace speakeasy;
using namespace speakeasy::ui;

class TestSeFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("razzia-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_se_fit"));
        QSettings().clear();
        Timing::setSpeed(0);
    }

    void fitsTheScreen_data()
    {
        // The room the shell leaves the table (its menu bar and status line taken off).
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 650);
        QTest::newRow("1366x768") << QSize(1366, 700);
        QTest::newRow("1920x1080") << QSize(1920, 1010);
    }
    void fitsTheScreen()
    {
        QFETCH(QSize, size);
        SpeakEasyTable table;
        table.resize(size);
        TableController::Seats seats{makePolicy("random", 1), makePolicy("random", 2)};
        auto *controller = new TableController(std::move(seats), 17);
        table.setController(controller);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->phase() == TableController::Phase::Over, 60000);
        QCoreApplication::processEvents();

        // The board: wider than board.svg's 1.55 units between files allowed, tokens ~30% larger.
        BoardWidget *board = table.board();
        const BoardGeometry g(board->size(), 0);
        const qreal dy = g.unit();
        const QSizeF before(dy * 0.78 * 1.7, dy * 0.78); // the tokens as they were
        const QSizeF now = g.tokenSize();
        qInfo("board %.0f of %d px wide, tokens %.0fx%.0f (were %.0fx%.0f)", g.boardRect().width(),
              board->width(), now.width(), now.height(), before.width(), before.height());
        QVERIFY(now.width() * now.height() >= 1.3 * before.width() * before.height());
        QVERIFY(now.height() >= before.height());
        // The district spreads across the pane: a quarter wider than board.svg's proportions.
        QVERIFY(g.boardRect().width() >= 1.25 * 5 * 1.55 * dy);
        // Neighbouring tokens never touch.
        QVERIFY(g.tokenRect(0).right() < g.tokenRect(1).left());
        QVERIFY(g.tokenRect(0).top() > g.tokenRect(5).bottom());

        // Every lost piece in view, no scroll bar, in both trays.
        int lost = 0;
        for (int seat = 0; seat < kSeats; ++seat) {
            RemovedModel *model = table.removedModel(seat);
            lost += model->pieces();
            QListView *view = nullptr;
            for (QListView *v : table.findChildren<QListView *>())
                if (v->model() == model)
                    view = v;
            QVERIFY(view);
            QVERIFY(!view->verticalScrollBar()->isVisible());
            for (int r = 0; r < model->rowCount(); ++r) {
                const QRect item = view->visualRect(model->index(r));
                QVERIFY2(view->viewport()->rect().contains(item),
                         qPrintable(QStringLiteral("seat %1 row %2").arg(seat).arg(r)));
            }
        }
        QVERIFY(lost >= 10); // a game long enough to fill the trays
    }
};

QTEST_MAIN(TestSeFit)
#include "tst_se_fit.moc"
