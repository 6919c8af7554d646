// The game-over screen (issue 13): the ranking beside a chart of every seat's money after each
// round, read from the game's own record.
#include "uitestsupport.h"

#include "gamesession.h"
#include "mainwindow.h"
#include "moneychart.h"
#include "pace.h"
#include "rankingdialog.h"
#include "razziamodule.h"

#include <QFrame>

using namespace razzia;
using namespace razzia::ui;

class TestGameOver : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
    }

    void chartFollowsEveryRound_data()
    {
        QTest::addColumn<int>("players");
        QTest::newRow("R2.1 three players, fifteen rounds") << 3;
        QTest::newRow("R2.1 five players, twelve rounds") << 5;
        QTest::newRow("R2.1 eight players, twelve rounds") << 8;
    }

    void chartFollowsEveryRound()
    {
        QFETCH(int, players);
        MainWindow window;
        window.setAutosavePath(QString());
        window.resize(1366, 768);
        window.show();
        TableSetup setup;
        for (int seat = 0; seat < players; ++seat)
            setup.seats << SeatSetup{QStringLiteral("Seat %1").arg(seat + 1), false,
                                     QStringLiteral("easy")};
        setup.seed = 40 + players;
        QSignalSpy finished(&window, &MainWindow::gameFinished);
        RazziaModule::of(window)->startGame(setup);
        QVERIFY(finished.wait(120000) || finished.size() == 1);
        QVERIFY(QTest::qWaitFor(
            [&] { return RazziaModule::of(window)->rankingDialog()->isVisible(); }, 5000));

        MoneyChart *chart = RazziaModule::of(window)->rankingDialog()->chart();
        QVERIFY(chart->isVisible());
        const GameRecord &record = RazziaModule::of(window)->session()->record();
        QCOMPARE(chart->lines().size(), players);
        QCOMPARE(chart->rounds(), int(record.rounds.size()));
        QCOMPARE(chart->rounds(), players == 3 ? 15 : 12);
        for (int seat = 0; seat < players; ++seat) {
            const MoneyChart::Line &line = chart->lines()[seat];
            QCOMPARE(line.name, RazziaModule::of(window)->session()->name(seat));
            for (int r = 0; r < chart->rounds(); ++r)
                QCOMPARE(line.money[r], qint64(record.rounds[r].moneyAfter[seat]));
            QCOMPARE(line.money.last(),
                     qint64(RazziaModule::of(window)->session()->game().money(seat)));
        }
        // Richer is higher, at every round, and every point lies inside the chart.
        for (int r = 0; r < chart->rounds(); ++r) {
            for (int a = 0; a < players; ++a) {
                QVERIFY(chart->rect().contains(chart->pointAt(a, r).toPoint()));
                for (int b = 0; b < players; ++b) {
                    if (chart->lines()[a].money[r] > chart->lines()[b].money[r])
                        QVERIFY(chart->pointAt(a, r).y() < chart->pointAt(b, r).y());
                }
            }
        }
        // Beside the ranking, not over it.
        auto *frame = RazziaModule::of(window)->rankingDialog()->findChild<QFrame *>(
            QStringLiteral("rankingTable"));
        QVERIFY(frame);
        QVERIFY(!frame->geometry().intersects(chart->geometry()));
        QVERIFY(!chart->grab().isNull());
        RazziaModule::of(window)->rankingDialog()->reject();
    }
};

QTEST_MAIN(TestGameOver)
#include "tst_gameover.moc"
