// Razzia's duel dialog offscreen (R5.6): its steps at every speed, skipped or left to run, a
// chain of duels in one dialog, and the winner's word.
#include "uitestsupport.h"

#include "dueldialog.h"
#include "pace.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>

using namespace razzia;
using namespace razzia::ui;
using namespace shell;

class TestDuelDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void duelStepsAtInstant();
    void duelSkipAndAnimation();
    void duelChainRestart();
    void duelWordShowsAsThePoolLands();
};

void TestDuelDialog::initTestCase()
{
    keepPlayersSettingsApart(QStringLiteral("tst_duel_dialog"));
}

void TestDuelDialog::init()
{
    Pace::setSpeed(Speed::Instant);
}

void TestDuelDialog::duelStepsAtInstant()
{
    DuelDialog dialog;
    QSignalSpy steps(&dialog, &DuelDialog::stepDone);
    dialog.start(Bar::Jungle, 85000, QStringLiteral("Karine"), 2,
                 Card(Kind::Police, Bar::Jungle, 6), QStringLiteral("Al"), 0,
                 Card(Kind::Police, Bar::Jungle, 3), true);
    QVERIFY(dialog.isVisible());
    dialog.roll(2, 1, 7);
    QCOMPARE(steps.count(), 0); // never from inside the call
    QTRY_COMPARE(steps.count(), 1);
    dialog.roll(0, 4, 7);
    QTRY_COMPARE(steps.count(), 2);
    dialog.won(0, true);
    QTRY_COMPARE(steps.count(), 3);
    QVERIFY(!dialog.isAnimating());
    auto labels = dialog.findChildren<QLabel *>();
    const bool tieRuleShown = std::any_of(labels.begin(), labels.end(), [](QLabel *l) {
        return l->text().contains(QStringLiteral("lower-ranked player wins"));
    });
    QVERIFY(tieRuleShown);
    QTest::qWait(20);
    QCOMPARE(steps.count(), 3);
}

void TestDuelDialog::duelSkipAndAnimation()
{
    Pace::setSpeed(Speed::Slow);
    DuelDialog dialog;
    QSignalSpy steps(&dialog, &DuelDialog::stepDone);
    dialog.start(Bar::Jungle, 85000, QStringLiteral("Karine"), 2,
                 Card(Kind::Police, Bar::Jungle, 6), QStringLiteral("Al"), 0,
                 Card(Kind::Police, Bar::Jungle, 3), true);
    dialog.roll(2, 5, 11);
    QVERIFY(dialog.isAnimating());
    auto *button = dialog.findChild<QPushButton *>(QStringLiteral("continueButton"));
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(!dialog.isAnimating());
    QTRY_COMPARE(steps.count(), 1);

    // Escape skips as well, and does not close the dialog.
    dialog.roll(0, 2, 5);
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QTRY_COMPARE(steps.count(), 2);
    QVERIFY(dialog.isVisible());

    // A step superseded by the next call still reports once.
    dialog.won(2, false);
    QVERIFY(dialog.isAnimating());
    dialog.start(Bar::Jungle, 85000, QStringLiteral("Karine"), 2,
                 Card(Kind::Police, Bar::Jungle, 6), QStringLiteral("Bugsy"), 3,
                 Card(Kind::Police, Bar::Jungle, 4), false);
    QTRY_COMPARE(steps.count(), 3);

    // Left alone, the animations end by themselves.
    Pace::setSpeed(Speed::Fast);
    dialog.roll(3, 6, 10);
    QTRY_COMPARE_WITH_TIMEOUT(steps.count(), 4, 5000);
    dialog.won(3, false);
    QTRY_COMPARE_WITH_TIMEOUT(steps.count(), 5, 5000);
    QTest::qWait(50);
    QCOMPARE(steps.count(), 5);
}

void TestDuelDialog::duelChainRestart()
{
    // R5.6: the winner of one duel is the champion of the next, in the same dialog.
    DuelDialog dialog;
    QSignalSpy steps(&dialog, &DuelDialog::stepDone);
    // Only the last duel's winner takes the pool: the first one's defends it in the next (a
    // play-tester read "Wins $60,000" under a winner who then lost it).
    const auto saysWins = [&dialog](const QString &text) {
        const auto labels = dialog.findChildren<QLabel *>();
        return std::any_of(labels.begin(), labels.end(),
                           [&text](QLabel *l) { return l->text() == text; });
    };
    dialog.start(Bar::Lincoln, 60000, QStringLiteral("Karine"), 2,
                 Card(Kind::Gambler, Bar::Lincoln, 5), QStringLiteral("Bugsy"), 3,
                 Card(Kind::Gambler, Bar::Lincoln, 1), true, false);
    dialog.roll(2, 1, 6);
    dialog.roll(3, 6, 7);
    dialog.won(3, false);
    QTRY_COMPARE(steps.count(), 3);
    QVERIFY(saysWins(QStringLiteral("Wins this duel")));
    QVERIFY(!saysWins(QStringLiteral("Wins $60,000")));
    dialog.start(Bar::Lincoln, 60000, QStringLiteral("Bugsy"), 3,
                 Card(Kind::Gambler, Bar::Lincoln, 1), QStringLiteral("Al"), 0,
                 Card(Kind::Gambler, Bar::Lincoln, 3), false, true);
    QVERIFY(dialog.isVisible());
    QVERIFY(!saysWins(QStringLiteral("Wins this duel")));
    dialog.roll(3, 2, 3);
    dialog.roll(0, 2, 5);
    dialog.won(0, false);
    QTRY_COMPARE(steps.count(), 6);
    QVERIFY(saysWins(QStringLiteral("Wins $60,000")));
    // A seat that is not in the duel changes nothing but still reports.
    dialog.roll(7, 3, 3);
    QTRY_COMPARE(steps.count(), 7);
}

// The pause after the pool reaches the winner is there to read the result: the winner's word
// shows as the pool lands, not once the pause is over (a play-tester saw the chip sit under the
// winner, wordless, and the next duel start).
void TestDuelDialog::duelWordShowsAsThePoolLands()
{
    Pace::setSpeed(Speed::Fast);
    DuelDialog dialog;
    dialog.open();
    dialog.start(Bar::Lincoln, 60000, QStringLiteral("Karine"), 2,
                 Card(Kind::Gambler, Bar::Lincoln, 5), QStringLiteral("Bugsy"), 3,
                 Card(Kind::Gambler, Bar::Lincoln, 1), true, false);
    QSignalSpy steps(&dialog, &DuelDialog::stepDone);
    dialog.roll(2, 1, 6);
    QTRY_COMPARE_WITH_TIMEOUT(steps.count(), 1, 5000);
    dialog.roll(3, 6, 7);
    QTRY_COMPARE_WITH_TIMEOUT(steps.count(), 2, 5000);
    QStringList words;
    connect(&dialog, &DuelDialog::stepShown, this, [&] {
        for (const QLabel *label : dialog.findChildren<QLabel *>()) {
            if (label->isVisible() && label->text().startsWith(QLatin1String("Wins")))
                words << label->text();
        }
    });
    dialog.won(3, false);
    QVERIFY(dialog.isAnimating());
    QTRY_VERIFY_WITH_TIMEOUT(!words.isEmpty() || steps.count() == 3, 5000);
    QCOMPARE(words, QStringList{QStringLiteral("Wins this duel")});
    QVERIFY(dialog.isAnimating()); // the pause to read it goes on
    QTRY_COMPARE_WITH_TIMEOUT(steps.count(), 3, 5000);
    Pace::setSpeed(Speed::Instant);
}

QTEST_MAIN(TestDuelDialog)
#include "tst_duel_dialog.moc"
