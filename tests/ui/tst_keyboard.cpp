// The whole game with the keyboard alone (three hot-seat humans), and accessible names that
// describe the table without ever naming a card hidden in someone's hand.
#include "uitestsupport.h"

#include "format.h"
#include "gamesession.h"
#include "handwidget.h"
#include "mainwindow.h"
#include "pace.h"
#include "proposaldialog.h"
#include "razziamodule.h"
#include "seatwidget.h"

#include "tablecontroller.h"
#include "tablewidget.h"
#include <QAccessible>
#include <QPushButton>

using namespace razzia;
using namespace razzia::ui;

namespace {

// Every accessible name and tooltip of the window and its dialogs, but the hand's own.
QStringList publicTexts(QWidget *window, const QWidget *hand)
{
    QStringList texts;
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets << window;
    for (QWidget *w : widgets) {
        if (w == hand || !w->isVisible())
            continue;
        texts << w->accessibleName() << w->toolTip();
    }
    return texts;
}

} // namespace

class TestKeyboard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
    }

    void keyboardOnlyGame()
    {
        MainWindow window;
        window.setAutosavePath(QString());
        window.resize(1366, 768);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        TableSetup setup;
        for (const char *name : {"Karine", "Marc", "Sophie"})
            setup.seats << SeatSetup{QString::fromLatin1(name), true, QString()};
        setup.seed = 404;
        setup.firstDealer = 1;
        RazziaModule::of(window)->startGame(setup);

        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        int cards = 0, bills = 0, proposals = 0, answers = 0, checkedLeaks = 0;
        for (int steps = 0; !(c->waiting() == TableController::Waiting::GameOver); ++steps) {
            QVERIFY2(steps < 3000, "the game does not end");
            QVERIFY(QTest::qWaitFor(
                [&] { return c->waiting() != TableController::Waiting::Nothing; }, 20000));
            QTest::qWait(0);
            QWidget *focus = QApplication::focusWidget();
            QVERIFY2(focus,
                     qPrintable(
                         QStringLiteral(
                             "nothing has the keyboard focus, waiting %1 after %2 cards %3 answers")
                             .arg(int(c->waiting()))
                             .arg(cards)
                             .arg(answers)));
            switch (c->waiting()) {
            case TableController::Waiting::Nothing:
            case TableController::Waiting::GameOver:
                break;
            case TableController::Waiting::Curtain:
                QCOMPARE(focus, static_cast<QWidget *>(t->curtainButton()));
                QTest::keyClick(focus, Qt::Key_Space);
                break;
            case TableController::Waiting::Bill:
                ++bills;
                QVERIFY2(qobject_cast<BarBoard *>(focus), qPrintable(focus->objectName()));
                QTest::keyClick(focus, Qt::Key_Tab); // to the next bar, and place it there
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
                break;
            case TableController::Waiting::Card: {
                ++cards;
                QCOMPARE(focus, static_cast<QWidget *>(t->hand()));
                // The others' hands are nowhere in what a screen reader can reach.
                const int seat = c->waitingSeat();
                const QStringList texts = publicTexts(&window, t->hand());
                for (int other = 0; other < 3; ++other) {
                    if (other == seat)
                        continue;
                    const Hand &hand = RazziaModule::of(window)->session()->game().hand(other);
                    for (int i = 0; i < hand.size; ++i) {
                        const QString name = Format::card(hand.cards[i]);
                        for (const QString &text : texts)
                            QVERIFY2(!text.contains(name), qPrintable(text));
                        ++checkedLeaks;
                    }
                }
                QVERIFY(t->hand()->accessibleName().contains(
                    Format::card(RazziaModule::of(window)->session()->game().hand(seat).cards[0])));
                for (int i = 0; i < cards % 5; ++i)
                    QTest::keyClick(focus, Qt::Key_Right);
                if (t->hand()->selected() < 0)
                    QTest::keyClick(focus, Qt::Key_Right);
                QTest::keyClick(focus, Qt::Key_Return);
                break;
            }
            case TableController::Waiting::Passing:
                // Played face down; the computer goes on to the next player.
                QCOMPARE(focus, static_cast<QWidget *>(t->confirmButton()));
                QTest::keyClick(focus, Qt::Key_Space);
                break;
            case TableController::Waiting::Continue:
                // "Wait for me" after a round: Space goes on, from where the focus was put.
                QCOMPARE(focus, static_cast<QWidget *>(t->confirmButton()));
                QTest::keyClick(focus, Qt::Key_Space);
                break;
            case TableController::Waiting::Proposal:
                ++proposals;
                QVERIFY(QTest::qWaitFor([&] { return c->proposalDialog()->isVisible(); }, 5000));
                // Space in the table gives the bill under the cursor to that claimant; then
                // Tab to the Propose button.
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
                for (int tab = 0; tab < 10 && QApplication::focusWidget()->objectName() !=
                                                  QLatin1String("proposeButton");
                     ++tab)
                    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
                QCOMPARE(QApplication::focusWidget()->objectName(),
                         QStringLiteral("proposeButton"));
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
                break;
            case TableController::Waiting::Answer:
                ++answers;
                QVERIFY(QTest::qWaitFor([&] { return c->proposalDialog()->isVisible(); }, 5000));
                // Accept and refuse in turn: Tab to the button, Space to press it.
                for (int tab = 0; tab < 8; ++tab) {
                    const QString name = QApplication::focusWidget()->objectName();
                    if (name == QLatin1String(answers % 2 ? "refuseButton" : "acceptButton"))
                        break;
                    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
                }
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
                break;
            }
        }
        QVERIFY(RazziaModule::of(window)->session()->game().over());
        QVERIFY(cards >= 3 * 15);
        QVERIFY(bills >= 14);
        QVERIFY(checkedLeaks > 0);
        qInfo("keyboard only: %d cards, %d bills, %d proposals, %d answers", cards, bills,
              proposals, answers);
    }

    void accessibleNamesDescribeTheTable()
    {
        MainWindow window;
        window.setAutosavePath(QString());
        window.show();
        TableSetup setup;
        for (const char *name : {"Ann", "Bob", "Cat", "Dan"})
            setup.seats << SeatSetup{QString::fromLatin1(name), false, QStringLiteral("easy")};
        setup.seed = 2;
        RazziaModule::of(window)->startGame(setup);
        QVERIFY(QTest::qWaitFor(
            [&] { return RazziaModule::of(window)->session()->record().rounds.size() >= 2; },
            20000));
        TableWidget *t = RazziaModule::of(window)->table();
        for (int bar = 0; bar < t->barCount(); ++bar)
            QVERIFY(t->barBoard(Bar(bar))->accessibleName().contains(Format::barName(Bar(bar))));
        for (int seat = 0; seat < 4; ++seat)
            QVERIFY(t->seatWidget(seat)->accessibleName().contains(
                RazziaModule::of(window)->session()->name(seat)));
        // Their roles, as a screen reader gets them.
        QAccessibleInterface *bar = QAccessible::queryAccessibleInterface(t->barBoard(Bar::Jungle));
        QVERIFY(bar);
        QCOMPARE(bar->role(), QAccessible::Grouping);
        QVERIFY(bar->text(QAccessible::Name).contains(Format::barName(Bar::Jungle)));
        QCOMPARE(QAccessible::queryAccessibleInterface(t->hand())->role(), QAccessible::List);
        QCOMPARE(QAccessible::queryAccessibleInterface(t->seatWidget(0))->role(),
                 QAccessible::Grouping);
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
