// Whole games in the real window, offscreen: hot-seat humans driven through the widgets (drops
// as synthetic drop events, dialogs through their buttons), a mixed table, and AI-only games.
#include "uitestsupport.h"

#include "barboard.h"
#include "dragdata.h"
#include "dueldialog.h"
#include "gamesession.h"
#include "handwidget.h"
#include "logmodel.h"
#include "mainwindow.h"
#include "pace.h"
#include "proposaldialog.h"
#include "rankingdialog.h"
#include "razziamodule.h"
#include "seatmodel.h"
#include "tablecontroller.h"
#include "tablewidget.h"

#include <QAbstractItemModelTester>
#include <QPushButton>

using namespace razzia;
using namespace razzia::ui;

namespace {

TableSetup table(const QList<bool> &humans, quint64 seed,
                 const QString &level = QStringLiteral("easy"))
{
    static const char *const names[] = {"Karine", "Marc", "Sophie", "Yann",
                                        "Léa",    "Paul", "Inès",   "Hugo"};
    TableSetup setup;
    for (int seat = 0; seat < int(humans.size()); ++seat)
        setup.seats << SeatSetup{QString::fromUtf8(names[seat]), humans[seat], level};
    setup.seed = seed;
    setup.firstDealer = 0;
    return setup;
}

QPushButton *button(QWidget *dialog, const char *name)
{
    return dialog->findChild<QPushButton *>(QString::fromLatin1(name));
}

// What a driven game saw.
struct Seen
{
    int curtains = 0;
    int cards = 0;
    int bills = 0;
    int proposals = 0;
    int answers = 0;
    int refusals = 0;
    int wrongDropsRefused = 0;
    int passes = 0;
    bool duelShown = false;
    // Prompts that spoke of another bar than the one in the spotlight, or of someone no
    // longer asked.
    QStringList stalePrompts;
};

} // namespace

class TestGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
    }

    void hotSeatFourHumans()
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        QAbstractItemModelTester seatTester(RazziaModule::of(window)->seatModel(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester logTester(RazziaModule::of(window)->logModel(),
                                           QAbstractItemModelTester::FailureReportingMode::QtTest);
        RazziaModule::of(window)->startGame(table({true, true, true, true}, 11));
        const Seen seen = drive(window);
        QVERIFY(seen.curtains > 12);
        QVERIFY(seen.cards >= 4 * 12);
        QCOMPARE(seen.bills, 12);
        QVERIFY(seen.proposals > 0);
        QVERIFY(seen.refusals > 0);
        QVERIFY(seen.duelShown);
        QVERIFY(seen.wrongDropsRefused > 0);
        QVERIFY2(seen.stalePrompts.isEmpty(),
                 qPrintable(seen.stalePrompts.join(QStringLiteral("\n"))));
        QVERIFY(RazziaModule::of(window)->rankingDialog()->isVisible());
        QCOMPARE(RazziaModule::of(window)->rankingDialog()->ranking().size(), 4);
        // The money shown is the engine's.
        for (int seat = 0; seat < 4; ++seat)
            QCOMPARE(RazziaModule::of(window)->seatModel()->money(seat),
                     qint64(RazziaModule::of(window)->session()->game().money(seat)));
    }

    void mixedTable()
    {
        MainWindow window;
        window.show();
        RazziaModule::of(window)->startGame(
            table({true, false, true, false, false}, 5, QStringLiteral("normal")));
        const Seen seen = drive(window);
        QVERIFY(seen.cards >= 2 * 12);
        QVERIFY(seen.curtains > 0); // two humans: the curtain between them
        QVERIFY2(seen.stalePrompts.isEmpty(),
                 qPrintable(seen.stalePrompts.join(QStringLiteral("\n"))));
        QVERIFY(RazziaModule::of(window)->session()->game().over());
    }

    void oneHumanNeverSeesACurtain()
    {
        MainWindow window;
        window.show();
        RazziaModule::of(window)->startGame(table({false, true, false}, 8, QStringLiteral("hard")));
        const Seen seen = drive(window);
        QCOMPARE(seen.curtains, 0);
        QVERIFY(seen.cards >= 15);
        QVERIFY(RazziaModule::of(window)->session()->game().over());
    }

    void autoplay_data()
    {
        QTest::addColumn<int>("players");
        QTest::newRow("3 players") << 3;
        QTest::newRow("8 players") << 8;
    }

    void autoplay()
    {
        QFETCH(int, players);
        MainWindow window;
        window.show();
        QList<bool> humans(players, false);
        QSignalSpy finished(&window, &MainWindow::gameFinished);
        RazziaModule::of(window)->startGame(table(humans, 21 + players, QStringLiteral("normal")));
        QVERIFY(finished.wait(60000) || finished.size() == 1);
        QVERIFY(RazziaModule::of(window)->session()->game().over());
        QVERIFY(RazziaModule::of(window)->rankingDialog()->isVisible());
        const QStringList log = RazziaModule::of(window)->logModel()->lines();
        QVERIFY(log.size() > 12 * 10);
    }

    void curtainHidesHands()
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        RazziaModule::of(window)->startGame(table({true, true, true}, 3));
        TableController *c = RazziaModule::of(window)->controller();
        QVERIFY(QTest::qWaitFor([&] { return c->waiting() == TableController::Waiting::Curtain; },
                                20000));
        TableWidget *t = RazziaModule::of(window)->table();
        QVERIFY(t->isCurtainUp());
        QVERIFY(t->hand()->cards().isEmpty());
        // The whole table is the curtain: nothing of a card shows through, anywhere.
        const QImage shot = window.grab().toImage();
        const QRect tableRect(t->mapTo(&window, QPoint(0, 0)), t->size());
        const QColor curtain = t->curtain()->palette().color(QPalette::Window);
        int curtainPixels = 0, total = 0;
        for (int y = tableRect.top(); y < tableRect.bottom(); y += 7) {
            for (int x = tableRect.left(); x < tableRect.right(); x += 7) {
                ++total;
                curtainPixels += shot.pixelColor(x * shot.devicePixelRatio(),
                                                 y * shot.devicePixelRatio()) == curtain;
            }
        }
        QVERIFY2(curtainPixels > total * 9 / 10,
                 qPrintable(QStringLiteral("%1 of %2").arg(curtainPixels).arg(total)));
        // Nothing accessible names a card while it is up.
        for (QWidget *w : window.findChildren<QWidget *>()) {
            const QString text = w->accessibleName() + w->toolTip();
            QVERIFY2(!text.contains(QStringLiteral("Gambler")) &&
                         !text.contains(QStringLiteral("Police")),
                     qPrintable(w->objectName() + QStringLiteral(": ") + text));
        }
        if (qEnvironmentVariableIsSet("RAZZIA_TEST_SHOTS"))
            shot.save(QStringLiteral("/tmp/curtain.png"));
        QTest::mouseClick(t->curtainButton(), Qt::LeftButton);
        QVERIFY(!t->isCurtainUp());
    }

private:
    // Plays the game to its end through the widgets, as the players would.
    Seen drive(MainWindow &window)
    {
        Seen seen;
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        QSignalSpy duelSteps(c->duelDialog(), &DuelDialog::stepDone);
        // The prompt under the bars is about the bar in the spotlight, or empty: as each bar
        // comes up, a question about another one has gone.
        LogModel *log = RazziaModule::of(window)->logModel();
        const QMetaObject::Connection spotlight =
            connect(log, &QAbstractItemModel::rowsInserted, this,
                    [&](const QModelIndex &parent, int first, int last) {
                        for (int row = first; parent.isValid() && row <= last; ++row) {
                            const QModelIndex index = log->index(row, 0, parent);
                            if (EventKind(index.data(LogModel::EventKindRole).toInt()) !=
                                EventKind::BarResolved)
                                continue;
                            const QString bar =
                                index.data().toString().section(QLatin1Char(':'), 0, 0);
                            if (!t->prompt().isEmpty() && !t->prompt().contains(bar))
                                seen.stalePrompts << bar + QStringLiteral(": ") + t->prompt();
                        }
                    });
        int steps = 0;
        while (!RazziaModule::of(window)->session()->game().over() ||
               c->waiting() != TableController::Waiting::GameOver) {
            if (++steps > 5000) {
                qWarning("the game does not end");
                return seen;
            }
            if (!QTest::qWaitFor([&] { return c->waiting() != TableController::Waiting::Nothing; },
                                 30000)) {
                qWarning("the table waits for nobody");
                return seen;
            }
            if (c->duelDialog()->isVisible())
                seen.duelShown = true;
            const int seat = c->waitingSeat();
            switch (c->waiting()) {
            case TableController::Waiting::Nothing:
            case TableController::Waiting::GameOver:
                break;
            case TableController::Waiting::Continue:
                qWarning("the table waits for the player at Instant speed");
                break;
            case TableController::Waiting::Curtain:
                ++seen.curtains;
                if (!t->hand()->cards().isEmpty())
                    qWarning("a hand shows under the curtain");
                QTest::mouseClick(t->curtainButton(), Qt::LeftButton);
                break;
            case TableController::Waiting::Bill: {
                ++seen.bills;
                BarBoard *target = t->barBoard(Bar(seen.bills % t->barCount()));
                if (!dropOn(target, billMimeData(t->pendingBill())))
                    qWarning("a bill drop was refused");
                break;
            }
            case TableController::Waiting::Card: {
                ++seen.cards;
                if (seen.cards == 6 && qEnvironmentVariableIsSet("RAZZIA_TEST_SHOTS"))
                    window.grab().save(QStringLiteral("/tmp/hand.png"));
                const QList<Card> cards = t->hand()->cards();
                const int slot = seen.cards % int(cards.size());
                const Card card = cards[slot];
                // First on a bar of another colour: the card snaps back.
                const Bar wrong = Bar((int(card.bar()) + 1) % t->barCount());
                if (!dropOn(t->barBoard(wrong), cardMimeData(slot, card)))
                    ++seen.wrongDropsRefused;
                // The drop plays the card: no further click (issue 12).
                if (!dropOn(t->barBoard(card.bar()), cardMimeData(slot, card)))
                    qWarning("a card drop on its own bar was refused");
                if (c->waiting() == TableController::Waiting::Card)
                    qWarning("a drop on the card's bar did not play it");
                break;
            }
            case TableController::Waiting::Passing:
                ++seen.passes;
                QTest::mouseClick(t->confirmButton(), Qt::LeftButton);
                break;
            case TableController::Waiting::Proposal: {
                ++seen.proposals;
                if (!t->prompt().contains(RazziaModule::of(window)->session()->name(seat)))
                    seen.stalePrompts << t->prompt();
                ProposalDialog *d = c->proposalDialog();
                if (!QTest::qWaitFor([&] { return d->isVisible(); }, 5000))
                    qWarning("no proposal dialog");
                // Everything to the proposer: the others will refuse, into a duel.
                QTest::mouseClick(button(d, "proposeButton"), Qt::LeftButton);
                break;
            }
            case TableController::Waiting::Answer: {
                ++seen.answers;
                if (!t->prompt().contains(RazziaModule::of(window)->session()->name(seat)))
                    seen.stalePrompts << t->prompt();
                ProposalDialog *d = c->proposalDialog();
                if (!QTest::qWaitFor([&] { return d->isVisible(); }, 5000))
                    qWarning("no answer dialog");
                const bool refuse = RazziaModule::of(window)
                                        ->session()
                                        ->game()
                                        .negotiation()
                                        .proposal.shares[seat]
                                        .size() == 0;
                seen.refusals += refuse;
                QTest::mouseClick(button(d, refuse ? "refuseButton" : "acceptButton"),
                                  Qt::LeftButton);
                break;
            }
            }
            QTest::qWait(0);
        }
        seen.duelShown = seen.duelShown || duelSteps.size() >= 3; // two rolls and a winner
        disconnect(spotlight);
        return seen;
    }
};

QTEST_MAIN(TestGame)
#include "tst_game.moc"
