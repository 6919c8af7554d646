// Every window closes with Esc (issue 12), and none loses a decision by it. A person's own
// proposal or answer is put aside with Esc so that they can look at the table; the engine still
// waits for them, and the table's button (or Enter) brings the dialog back as they left it.
#include "uitestsupport.h"

#include "barboard.h"
#include "dragdata.h"
#include "dueldialog.h"
#include "gamesession.h"
#include "handwidget.h"
#include "mainwindow.h"
#include "pace.h"
#include "proposaldialog.h"
#include "proposalmodel.h"
#include "rankingdialog.h"
#include "razziamodule.h"
#include "ruleswindow.h"
#include "tablecontroller.h"
#include "tablewidget.h"

#include <QPushButton>
#include <QStandardPaths>

using namespace razzia;
using namespace razzia::ui;

namespace {

using Waiting = TableController::Waiting;

TableSetup people(int players, quint64 seed)
{
    static const char *const names[] = {"Karine", "Marc", "Sophie", "Yann"};
    TableSetup setup;
    for (int seat = 0; seat < players; ++seat)
        setup.seats << SeatSetup{QString::fromUtf8(names[seat]), true, QStringLiteral("easy")};
    setup.seed = seed;
    setup.firstDealer = 0;
    return setup;
}

// Plays a table of people through the widgets until one of them must decide `until`.
bool driveTo(MainWindow &window, Waiting until)
{
    TableController *c = RazziaModule::of(window)->controller();
    TableWidget *t = RazziaModule::of(window)->table();
    int bills = 0;
    for (int step = 0; step < 3000; ++step) {
        if (!QTest::qWaitFor([&] { return c->waiting() != Waiting::Nothing; }, 20000))
            return false;
        if (c->waiting() == until)
            return QTest::qWaitFor([&] { return c->proposalDialog()->isVisible(); }, 5000);
        switch (c->waiting()) {
        case Waiting::Curtain:
            QTest::mouseClick(t->curtainButton(), Qt::LeftButton);
            break;
        case Waiting::Bill:
            ++bills;
            dropOn(t->barBoard(Bar(bills % t->barCount())), billMimeData(t->pendingBill()));
            break;
        case Waiting::Card: {
            const QList<Card> cards = t->hand()->cards();
            // The highest card of the hand: numbers meet on the bars sooner.
            int slot = 0;
            for (int i = 1; i < int(cards.size()); ++i) {
                if (cards[i].value() > cards[slot].value())
                    slot = i;
            }
            dropOn(t->barBoard(cards[slot].bar()), cardMimeData(slot, cards[slot]));
            break;
        }
        case Waiting::Passing:
        case Waiting::Continue:
            QTest::mouseClick(t->confirmButton(), Qt::LeftButton);
            break;
        case Waiting::Proposal:
            QTest::mouseClick(
                c->proposalDialog()->findChild<QPushButton *>(QStringLiteral("proposeButton")),
                Qt::LeftButton);
            break;
        case Waiting::Answer:
        case Waiting::GameOver:
        case Waiting::Nothing:
            return false;
        }
        QTest::qWait(0);
    }
    return false;
}

} // namespace

class TestTableEscape : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
    }

    // R5.2: the proposer's division survives Esc and comes back with the dialog.
    void r5_2_escapePutsTheProposalAside()
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        RazziaModule::of(window)->startGame(people(4, 7));
        QVERIFY(driveTo(window, Waiting::Proposal));
        TableController *c = RazziaModule::of(window)->controller();
        ProposalDialog *dialog = c->proposalDialog();
        const int proposer = c->waitingSeat();
        ProposalModel *model = dialog->model();
        QVERIFY(model->claimantCount() >= 2);
        model->giveAll(1); // not what the dialog starts from
        QVERIFY(model->total(1) > 0);
        QCOMPARE(model->total(0), 0);
        const Proposal before = model->proposal();

        QTest::keyClick(dialog, Qt::Key_Escape);
        QVERIFY(!dialog->isVisible());
        QCOMPARE(c->waiting(), Waiting::Proposal);
        QCOMPARE(c->waitingSeat(), proposer);
        QCOMPARE(RazziaModule::of(window)->session()->game().phase(), Phase::Proposal);
        QPushButton *back = RazziaModule::of(window)->table()->confirmButton();
        QVERIFY(back->isVisible());
        QVERIFY(back->isEnabled());
        QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(back));
        if (qEnvironmentVariableIsSet("RAZZIA_TEST_SHOTS"))
            window.grab().save(QStringLiteral("/tmp/escape-proposal-aside.png"));

        // Enter on the table's button: the dialog again, as it was left.
        QTest::keyClick(back, Qt::Key_Return);
        QVERIFY(QTest::qWaitFor([&] { return dialog->isVisible(); }, 5000));
        QVERIFY(!back->isVisible());
        QCOMPARE(c->waiting(), Waiting::Proposal);
        for (int seat = 0; seat < RazziaModule::of(window)->session()->players(); ++seat)
            QCOMPARE(model->proposal().shares[size_t(seat)].total(),
                     before.shares[size_t(seat)].total());

        // And the decision still goes through it.
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("proposeButton")),
                          Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&] { return c->waiting() == Waiting::Answer; }, 20000));
    }

    // R5.3: Esc in an answer decides nothing; the claimant answers once the dialog is back.
    void r5_3_escapeInAnAnswerDecidesNothing()
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        RazziaModule::of(window)->startGame(people(4, 7));
        QVERIFY(driveTo(window, Waiting::Answer));
        TableController *c = RazziaModule::of(window)->controller();
        ProposalDialog *dialog = c->proposalDialog();
        const int answerer = c->waitingSeat();

        QTest::keyClick(dialog, Qt::Key_Escape);
        QVERIFY(!dialog->isVisible());
        QCOMPARE(c->waiting(), Waiting::Answer);
        QCOMPARE(c->waitingSeat(), answerer);
        QCOMPARE(RazziaModule::of(window)->session()->game().phase(), Phase::Answer);
        QCOMPARE(RazziaModule::of(window)->session()->game().negotiation().answered, 0);

        QTest::mouseClick(RazziaModule::of(window)->table()->confirmButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&] { return dialog->isVisible(); }, 5000));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("acceptButton")),
                          Qt::LeftButton);
        QVERIFY(QTest::qWaitFor(
            [&] { return c->waiting() != Waiting::Answer || c->waitingSeat() != answerer; },
            20000));
    }

    // The other windows of a game close with Esc: the ranking, the rules. (The replay viewer's
    // Esc is tested with it, in tst_statsreplay; the duel's Esc continues the duel, in
    // tst_dialogs.)
    void otherWindowsCloseWithEscape()
    {
        RankingDialog ranking;
        ranking.setRanking({{1, QStringLiteral("Karine"), 120000}, {2, QStringLiteral("Marc"), 0}});
        ranking.open();
        QVERIFY(QTest::qWaitForWindowExposed(&ranking));
        QTest::keyClick(&ranking, Qt::Key_Escape);
        QVERIFY(!ranking.isVisible());

        QWidget anchor;
        anchor.show();
        RulesWindow *rules = RulesWindow::showRules(&anchor);
        QVERIFY(QTest::qWaitForWindowExposed(rules));
        QTest::keyClick(rules, Qt::Key_Escape);
        QVERIFY(!rules->isVisible());
    }
};

QTEST_MAIN(TestTableEscape)
#include "tst_table_escape.moc"
