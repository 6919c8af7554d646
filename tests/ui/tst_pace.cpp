// Following a round (issue 13), offscreen at Fast speed: the bars resolve one at a time in
// reading order, each spotlit; a proposal shown with "Wait for me" holds the next bar back; the
// game stops after the round until the player continues; and each seat's gain shows beside it.
#include "uitestsupport.h"

#include "barboard.h"
#include "dragdata.h"
#include "dueldialog.h"
#include "gamesession.h"
#include "handwidget.h"
#include "mainwindow.h"
#include "pace.h"
#include "proposaldialog.h"
#include "razziamodule.h"
#include "seatmodel.h"
#include "steps.h"
#include "tablecontroller.h"
#include "tablewidget.h"

#include <QLabel>
#include <QPushButton>
#include <QTimer>

using namespace razzia;
using namespace razzia::ui;

namespace {

TableSetup oneHuman(int players, quint64 seed)
{
    static const char *const names[] = {"Karine", "Marc", "Sophie", "Yann", "Léa"};
    TableSetup setup;
    for (int seat = 0; seat < players; ++seat)
        setup.seats << SeatSetup{QString::fromUtf8(names[seat]), seat == 0, QStringLiteral("easy")};
    setup.seed = seed;
    setup.firstDealer = players - 1;
    return setup;
}

// Plays the human's card by a drop, once the table asks for it.
bool playACard(TableController *c, TableWidget *t)
{
    if (!QTest::qWaitFor([&] { return c->waiting() == TableController::Waiting::Card; }, 20000))
        return false;
    const Card card = t->hand()->cards().constFirst();
    return dropOn(t->barBoard(card.bar()), cardMimeData(0, card));
}

} // namespace

class TestPace : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanup() { Pace::setSpeed(Speed::Instant); }

    // Issue 13, R3.6: one bar at a time, in reading order, each spotlit while it resolves;
    // then the game waits after the round until the player continues.
    void barsOneAtATimeThenWait()
    {
        Pace::setSpeed(Speed::Fast);
        MainWindow window;
        window.setAutosavePath(QString());
        window.resize(1366, 768);
        window.show();
        RazziaModule::of(window)->controller()->setWaitForMe(true);
        RazziaModule::of(window)->startGame(oneHuman(4, 3));
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();

        QList<int> order;
        int most = 0;
        QTimer watch;
        watch.setInterval(10);
        connect(&watch, &QTimer::timeout, this, [&] {
            int lit = 0;
            for (int i = 0; i < t->barCount(); ++i) {
                if (!t->barBoard(Bar(i))->isSpotlit())
                    continue;
                ++lit;
                if (order.isEmpty() || order.constLast() != i)
                    order << i;
            }
            most = std::max(most, lit);
        });
        watch.start();
        QVERIFY(playACard(c, t));
        // AI decisions and duels during the round are shown and held: continue each of them.
        while (c->waiting() != TableController::Waiting::Continue) {
            ProposalDialog *d = c->proposalDialog();
            QVERIFY(QTest::qWaitFor(
                [&] {
                    return c->waiting() != TableController::Waiting::Nothing ||
                           (d->isVisible() && d->holdsDecisions() &&
                            d->findChild<QPushButton *>(QStringLiteral("continueButton"))
                                ->isVisible()) ||
                           c->duelDialog()->awaitsContinue();
                },
                20000));
            switch (c->waiting()) {
            case TableController::Waiting::Continue:
                continue;
            case TableController::Waiting::Proposal:
                QVERIFY(QTest::qWaitFor([&] { return d->isVisible(); }, 5000));
                QTest::mouseClick(d->findChild<QPushButton *>(QStringLiteral("proposeButton")),
                                  Qt::LeftButton);
                continue;
            case TableController::Waiting::Answer:
                QVERIFY(QTest::qWaitFor([&] { return d->isVisible(); }, 5000));
                QTest::mouseClick(d->findChild<QPushButton *>(QStringLiteral("acceptButton")),
                                  Qt::LeftButton);
                continue;
            case TableController::Waiting::Nothing:
                break;
            default:
                QFAIL("unexpected wait");
            }
            // Something held on screen holds the next bar back (issue 13).
            const QList<int> before = order;
            QTest::qWait(Pace::ms(Step::BarResolved) * 2);
            QCOMPARE(order, before);
            if (c->duelDialog()->awaitsContinue())
                c->duelDialog()->reject(); // Esc: continue
            else
                d->reject();
        }
        watch.stop();
        QCOMPARE(most, 1);
        QVERIFY(order.size() >= 2);
        for (int i = 1; i < int(order.size()); ++i)
            QVERIFY2(order[i] > order[i - 1], "reading order");

        // Stopped until continued: nothing moves meanwhile.
        const int round = int(RazziaModule::of(window)->session()->record().rounds.size());
        QTest::qWait(Pace::ms(Step::RoundOver) * 3);
        QCOMPARE(c->waiting(), TableController::Waiting::Continue);
        QVERIFY(t->confirmButton()->isVisible());
        QCOMPARE(window.findChild<QLabel *>(QStringLiteral("roundCounter"))->text(),
                 QStringLiteral("Round 1\nof 12"));
        // The round's summary: every seat's gain beside it, and the gains add up.
        qint64 gains = 0;
        for (int seat = 0; seat < 4; ++seat) {
            QVERIFY(RazziaModule::of(window)->seatModel()->gain(seat).has_value());
            gains += *RazziaModule::of(window)->seatModel()->gain(seat);
            QCOMPARE(
                RazziaModule::of(window)->seatModel()->money(seat),
                qint64(
                    RazziaModule::of(window)->session()->record().rounds.front().moneyAfter[size_t(
                        seat)]));
        }
        QVERIFY(gains > 0);
        // The recap names each winner with the bar and the amount, in the log's words.
        for (int seat = 0; seat < 4; ++seat) {
            if (*RazziaModule::of(window)->seatModel()->gain(seat) > 0)
                QVERIFY2(t->prompt().contains(RazziaModule::of(window)->session()->name(seat) +
                                              QStringLiteral(", ")),
                         qPrintable(t->prompt()));
        }
        const QString dir = qEnvironmentVariable("RAZZIA_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            window.grab().save(dir + QStringLiteral("/round-summary.png"));
        QTest::keyClick(t->confirmButton(), Qt::Key_Space);
        QVERIFY(c->waiting() != TableController::Waiting::Continue);
        // The next round has come: the human deals it (R3.1, clockwise).
        QVERIFY(
            QTest::qWaitFor([&] { return c->waiting() == TableController::Waiting::Bill; }, 20000));
        QCOMPARE(window.findChild<QLabel *>(QStringLiteral("roundCounter"))->text(),
                 QStringLiteral("Round 2\nof 12"));
        QCOMPARE(int(RazziaModule::of(window)->session()->record().rounds.size()), round);
    }

    // Pace scales any game's step by the one speed setting, and a computer's thinking by the AI
    // pace too; the game names the step and its time at normal speed (Razzia's steps.h).
    void everyGamesStepsScaleBySpeedAndPace_data()
    {
        QTest::addColumn<Speed>("speed");
        QTest::addColumn<AiPace>("pace");
        QTest::addColumn<int>("reveal");   // Step::Reveal, 450 ms at normal speed
        QTest::addColumn<int>("thinking"); // Step::AiThinking, 600 ms at normal speed and pace
        QTest::newRow("instant") << Speed::Instant << AiPace::Deliberate << 0 << 0;
        QTest::newRow("fast, brisk") << Speed::Fast << AiPace::Brisk << 150 << 100;
        QTest::newRow("normal") << Speed::Normal << AiPace::Normal << 450 << 600;
        QTest::newRow("normal, deliberate") << Speed::Normal << AiPace::Deliberate << 450 << 1200;
        QTest::newRow("slow") << Speed::Slow << AiPace::Normal << 675 << 900;
    }

    void everyGamesStepsScaleBySpeedAndPace()
    {
        QFETCH(Speed, speed);
        QFETCH(AiPace, pace);
        QFETCH(int, reveal);
        QFETCH(int, thinking);
        Pace::setSpeed(speed);
        Pace::setAiPace(pace);
        QCOMPARE(Pace::ms(Step::Reveal), reveal);
        QCOMPARE(Pace::ms(Step::AiThinking), thinking);
        // Any game's own step, named by a StepTime alone, scales the same way.
        QCOMPARE(Pace::ms(StepTime{450, false}), reveal);
        QCOMPARE(Pace::ms(StepTime{600, true}), thinking);
        Pace::setAiPace(AiPace::Normal);
    }

    // Issue 13: autoplay and the tests never wait (Instant speed).
    void instantNeverWaits()
    {
        Pace::setSpeed(Speed::Instant);
        MainWindow window;
        window.setAutosavePath(QString());
        window.show();
        RazziaModule::of(window)->controller()->setWaitForMe(true);
        RazziaModule::of(window)->startGame(oneHuman(3, 5));
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        QVERIFY(playACard(c, t));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return c->waiting() == TableController::Waiting::Card ||
                       c->waiting() == TableController::Waiting::Proposal ||
                       c->waiting() == TableController::Waiting::Answer ||
                       c->waiting() == TableController::Waiting::Continue;
            },
            20000));
        QVERIFY(c->waiting() != TableController::Waiting::Continue);
    }
};

QTEST_MAIN(TestPace)
#include "tst_pace.moc"
