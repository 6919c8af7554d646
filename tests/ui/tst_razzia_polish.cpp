// Razzia's small things from issue 25, in the real window offscreen: the answer dialog has no
// default answer (R5.3) and says that refusing means a duel (R5.5, R5.6); the table's button
// keeps its words across a language switch; a shared bar's badge says how the sharing ended,
// and a bar taken by police says it was a raid (R4.3); a hint goes once its decision is made.
#include "uitestsupport.h"

#include "barboard.h"
#include "dragdata.h"
#include "gamesession.h"
#include "handwidget.h"
#include "logmodel.h"
#include "mainwindow.h"
#include "pace.h"
#include "proposaldialog.h"
#include "rankingdialog.h"
#include "razziamodule.h"
#include "tablecontroller.h"
#include "tablestate.h"
#include "tablewidget.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QVBoxLayout>

using namespace razzia;
using namespace razzia::ui;

namespace {

TableSetup table(const QList<bool> &humans, quint64 seed, const QString &level, int firstDealer)
{
    TableSetup setup;
    for (int seat = 0; seat < int(humans.size()); ++seat)
        setup.seats << SeatSetup{QStringLiteral("Seat%1").arg(seat + 1), humans[seat], level};
    setup.seed = seed;
    setup.firstDealer = firstDealer;
    return setup;
}

BillSet billsOf(std::initializer_list<int> values)
{
    BillSet bills;
    for (int v : values)
        ++bills.count[size_t(denominationOf(v))];
    return bills;
}

// LanguageChange reaches the windows as posted events.
void setLanguage(MainWindow &window, const char *language)
{
    window.setLanguage(QString::fromLatin1(language));
    settle();
}

bool waitFor(TableController *c, TableController::Waiting waiting, int ms = 30000)
{
    return QTest::qWaitFor([&] { return c->waiting() == waiting; }, ms);
}

// Plays the one person's decisions until the end of the round, where the table waits for
// Continue ("Wait for me", not at Instant speed).
bool playToContinue(TableController *c, TableWidget *t)
{
    using Waiting = TableController::Waiting;
    for (int steps = 0; steps < 20 && c->waiting() != Waiting::Continue; ++steps) {
        if (!QTest::qWaitFor(
                [&] {
                    return c->waiting() == Waiting::Card || c->waiting() == Waiting::Bill ||
                           c->waiting() == Waiting::Proposal || c->waiting() == Waiting::Answer ||
                           c->waiting() == Waiting::Continue;
                },
                60000))
            return false;
        if (c->waiting() == Waiting::Card) {
            QTest::keyClick(t->hand(), Qt::Key_Right);
            QTest::keyClick(t->hand(), Qt::Key_Return);
        } else if (c->waiting() == Waiting::Bill) {
            dropOn(t->barBoard(Bar::Colibri), billMimeData(t->pendingBill()));
        } else if (c->waiting() == Waiting::Proposal) {
            QTest::mouseClick(
                c->proposalDialog()->findChild<QPushButton *>(QStringLiteral("proposeButton")),
                Qt::LeftButton);
        } else if (c->waiting() == Waiting::Answer) {
            QTest::mouseClick(
                c->proposalDialog()->findChild<QPushButton *>(QStringLiteral("refuseButton")),
                Qt::LeftButton);
        }
        QTest::qWait(0);
    }
    return c->waiting() == Waiting::Continue;
}

// Seed 5's three-seat table in `language`: its person's first card asked for, and the hint
// asked and shown. `ready` says it came that far.
struct HintShown
{
    MainWindow window;
    TableController *controller = nullptr;
    TableWidget *table = nullptr;
    QString hint; // as the window said it (MainWindow::hintShown)
    bool ready = false;

    explicit HintShown(const QString &language)
    {
        window.setAutosavePath(QString());
        window.setLanguage(language);
        window.show();
        RazziaModule::of(window)->startGame(
            ::table({true, false, false}, 5, QStringLiteral("random"), 1));
        controller = RazziaModule::of(window)->controller();
        table = RazziaModule::of(window)->table();
        if (!waitFor(controller, TableController::Waiting::Card))
            return;
        QSignalSpy hinted(&window, &MainWindow::hintShown);
        window.showHint();
        if (!hinted.wait(60000) && hinted.isEmpty())
            return;
        hint = hinted.first().at(0).toString();
        ready = true;
    }
};

} // namespace

class TestRazziaPolish : public QObject
{
    Q_OBJECT

public:
    // A laptop's screen, 1366x768 (offscreen's own is 800x600): a dialog stays on it even in a
    // window taller than it.
    static void initMain() { useOffscreenScreen(1366, 768); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
    }
    void cleanup() { Pace::setSpeed(Speed::Instant); }

    void r53AnswerHasNoDefault();
    void buttonKeepsItsWordsAcrossLanguages();
    void r43r55BarBadgesSayHowItEnded();
    void hintGoesWithItsDecision();
    void focusShowsOnEveryBar();
    void hintFollowsTheLanguage();
    void continueKeepsTheKeyboard();
    void noHintOnceOver();
    void dialogsStayOnTheScreen_data();
    void dialogsStayOnTheScreen();
};

// The keyboard's focus on a bar is seen on every colour, and is not the gold of a legal target:
// a keyboard play-test could hardly see the gold ring on the yellow Cotton Club.
void TestRazziaPolish::focusShowsOnEveryBar()
{
    for (int b = 0; b < kBarCount; ++b) {
        const Bar bar = Bar(b);
        QWidget window;
        auto *board = new BarBoard(bar, &window);
        auto *other = new QPushButton(&window);
        board->setGeometry(0, 0, 420, 280);
        other->setGeometry(0, 290, 80, 30);
        window.resize(420, 330);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const auto grabWith = [&](bool focused, bool lit) {
            (focused ? static_cast<QWidget *>(board) : other)->setFocus();
            board->setLit(lit);
            QCoreApplication::processEvents();
            return board->grab().toImage();
        };
        const QImage plain = grabWith(false, false);
        const QImage focused = grabWith(true, false);
        const QImage lit = grabWith(false, true);
        // Along the left side, half-way down: the focus ring holds a dark pixel and a light
        // one wherever the bar's colour lies between them.
        int darkest = 255, lightest = 0;
        const int y = focused.height() / 2;
        for (int x = 0; x < 14; ++x) {
            const int grey = qGray(focused.pixel(x, y));
            darkest = std::min(darkest, grey);
            lightest = std::max(lightest, grey);
        }
        QVERIFY2(darkest < 50 && lightest > 200,
                 qPrintable(QStringLiteral("%1: %2 to %3")
                                .arg(QString::fromUtf8(barName(bar).data()))
                                .arg(darkest)
                                .arg(lightest)));
        QVERIFY(focused != plain);
        QVERIFY(focused != lit);
    }
}

// R5.3: Enter, pressed by reflex, answers nothing; the buttons say what each answer gives.
void TestRazziaPolish::r53AnswerHasNoDefault()
{
    ProposalDialog dialog;
    QSignalSpy answered(&dialog, &ProposalDialog::answered);
    const QList<ProposalDialog::ClaimantInfo> claimants{
        {2, QStringLiteral("Karine"), Card(Kind::Gambler, Bar::Cotton, 6), 0.72, true},
        {0, QStringLiteral("Al"), Card(Kind::Gambler, Bar::Cotton, 4), 0.28, false},
    };
    Proposal everything; // all to the proposer: Al is offered $0
    everything.shares[2] = billsOf({50000, 20000});
    dialog.answer(Bar::Cotton, billsOf({50000, 20000}), claimants, everything, 0, {}, 0.28);
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *accept = dialog.findChild<QPushButton *>(QStringLiteral("acceptButton"));
    auto *refuse = dialog.findChild<QPushButton *>(QStringLiteral("refuseButton"));
    for (QPushButton *b : dialog.findChildren<QPushButton *>())
        QVERIFY2(!(b->isVisible() && (b->isDefault() || b->autoDefault())),
                 qPrintable(b->objectName()));
    QVERIFY(accept->text().contains(QStringLiteral("$0")));
    QVERIFY(refuse->text().contains(QStringLiteral("duel")));
    QVERIFY(refuse->toolTip().contains(QStringLiteral("duel")));
    for (int key : {int(Qt::Key_Return), int(Qt::Key_Enter)}) {
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget()
                                                    : static_cast<QWidget *>(&dialog),
                        Qt::Key(key));
        QTest::keyClick(&dialog, Qt::Key(key));
    }
    QCOMPARE(answered.count(), 0);
    QVERIFY(dialog.isVisible());
    // A deliberate answer still goes: the button, clicked.
    QTest::mouseClick(accept, Qt::LeftButton);
    QCOMPARE(answered.count(), 1);
}

// The table's one button keeps the words of what it does when the language changes (it said
// "Play this card" after a switch, whatever it did).
void TestRazziaPolish::buttonKeepsItsWordsAcrossLanguages()
{
    MainWindow window;
    window.setAutosavePath(QString());
    window.setLanguage(QStringLiteral("en"));
    window.resize(1366, 768);
    window.show();
    // Two people, then two computer seats; the computer seat 3 deals, so the first person
    // chooses first and passes the computer on.
    RazziaModule::of(window)->startGame(
        table({true, true, false, false}, 4, QStringLiteral("random"), 3));
    TableController *c = RazziaModule::of(window)->controller();
    TableWidget *t = RazziaModule::of(window)->table();
    QVERIFY(waitFor(c, TableController::Waiting::Curtain));
    QTest::mouseClick(t->curtainButton(), Qt::LeftButton);
    QVERIFY(waitFor(c, TableController::Waiting::Card));
    QTest::keyClick(t->hand(), Qt::Key_Right);
    QTest::keyClick(t->hand(), Qt::Key_Return);
    QVERIFY(waitFor(c, TableController::Waiting::Passing));
    QCOMPARE(t->confirmButton()->text(), QStringLiteral("&Pass the computer on"));
    setLanguage(window, "fr");
    QCOMPARE(t->confirmButton()->text(),
             QCoreApplication::translate("razzia::ui::HumanSeat", "&Pass the computer on"));
    QVERIFY(t->confirmButton()->text() != QStringLiteral("&Pass the computer on"));
    setLanguage(window, "en");
    QCOMPARE(t->confirmButton()->text(), QStringLiteral("&Pass the computer on"));

    // Continue, at the end of a round the player waits for (not at Instant speed).
    MainWindow second;
    second.setAutosavePath(QString());
    second.setLanguage(QStringLiteral("fr"));
    second.show();
    Pace::setSpeed(Speed::Fast);
    RazziaModule::of(second)->controller()->setWaitForMe(true);
    RazziaModule::of(second)->startGame(
        table({true, false, false}, 9, QStringLiteral("random"), 1));
    TableController *c2 = RazziaModule::of(second)->controller();
    TableWidget *t2 = RazziaModule::of(second)->table();
    for (int steps = 0; steps < 20 && c2->waiting() != TableController::Waiting::Continue;
         ++steps) {
        QVERIFY(QTest::qWaitFor(
            [&] {
                return c2->waiting() == TableController::Waiting::Card ||
                       c2->waiting() == TableController::Waiting::Bill ||
                       c2->waiting() == TableController::Waiting::Proposal ||
                       c2->waiting() == TableController::Waiting::Answer ||
                       c2->waiting() == TableController::Waiting::Continue;
            },
            60000));
        if (c2->waiting() == TableController::Waiting::Card) {
            QTest::keyClick(t2->hand(), Qt::Key_Right);
            QTest::keyClick(t2->hand(), Qt::Key_Return);
        } else if (c2->waiting() == TableController::Waiting::Bill) {
            QVERIFY(dropOn(t2->barBoard(Bar::Colibri), billMimeData(t2->pendingBill())));
        } else if (c2->waiting() == TableController::Waiting::Proposal) {
            QTest::mouseClick(
                c2->proposalDialog()->findChild<QPushButton *>(QStringLiteral("proposeButton")),
                Qt::LeftButton);
        } else if (c2->waiting() == TableController::Waiting::Answer) {
            QTest::mouseClick(
                c2->proposalDialog()->findChild<QPushButton *>(QStringLiteral("refuseButton")),
                Qt::LeftButton);
        }
        QTest::qWait(0);
    }
    QCOMPARE(c2->waiting(), TableController::Waiting::Continue);
    const QString continueFr =
        QCoreApplication::translate("razzia::ui::TableController", "&Continue");
    QCOMPARE(t2->confirmButton()->text(), continueFr);
    setLanguage(second, "en");
    QCOMPARE(t2->confirmButton()->text(), QStringLiteral("&Continue"));
    setLanguage(second, "fr");
    QCOMPARE(t2->confirmButton()->text(), continueFr);
    QVERIFY(continueFr != QStringLiteral("&Continue")); // the French words are there
}

// At the end of each round no badge still says that claimants must share: a shared bar says
// who took what, after a duel or not (R5.4-R5.6), and a bar that police took says it was a
// raid (R4.3). Checked as each new round begins, against the round's record.
void TestRazziaPolish::r43r55BarBadgesSayHowItEnded()
{
    MainWindow window;
    window.setAutosavePath(QString());
    window.setLanguage(QStringLiteral("en"));
    window.show();
    RazziaModule *game = RazziaModule::of(window);
    int shared = 0, duels = 0, raids = 0, taken = 0, rounds = 0;
    QStringList problems;
    auto check = [&] {
        const GameRecord record = game->session()->record();
        const int round = rounds; // the round whose badges are on the bars
        if (round < 1 || round > int(record.rounds.size()))
            return;
        const RecordRound &r = record.rounds[size_t(round - 1)];
        TableWidget *t = game->table();
        for (int i = 0; i < t->barCount(); ++i) {
            const QString text = t->barBoard(Bar(i))->outcome();
            if (text.contains(QStringLiteral("must share")))
                problems << QStringLiteral("round %1 bar %2: %3").arg(round).arg(i).arg(text);
            for (const QString &prefix :
                 {QStringLiteral("Raid: all to "), QStringLiteral("All to ")}) {
                if (!text.startsWith(prefix))
                    continue;
                const int seat = text.mid(prefix.size()).mid(4).toInt() - 1; // "SeatN"
                const bool raid = prefix.startsWith(QStringLiteral("Raid"));
                if (seat < 0 || r.plays[size_t(seat)].isPolice() != raid)
                    problems << QStringLiteral("round %1: %2").arg(round).arg(text);
                raids += raid;
                taken += !raid;
                break;
            }
        }
        for (const RecordNegotiation &n : r.negotiations) {
            const QString text = t->barBoard(n.bar)->outcome();
            const QString expected =
                n.dice.empty() ? QStringLiteral("Shared: ") : QStringLiteral("Duel won by ");
            if (!text.startsWith(expected))
                problems << QStringLiteral("round %1 shared bar: %2").arg(round).arg(text);
            if (!n.dice.empty()) {
                // The pool's taker is a duelist: one who played on the bar and did not accept.
                const int seat = text.mid(expected.size()).mid(4).toInt() - 1; // "SeatN"
                if (seat < 0 || r.plays[size_t(seat)].bar() != n.bar ||
                    n.answers[size_t(seat)] == 1)
                    problems << QStringLiteral("round %1 duel: %2").arg(round).arg(text);
            }
            shared += n.dice.empty();
            duels += !n.dice.empty();
        }
    };
    // A new round's header comes into the log before the table clears the last round's badges.
    // (The receiver goes before the window and the counts, whatever the window does closing.)
    QObject receiver;
    connect(game->logModel(), &QAbstractItemModel::rowsInserted, &receiver,
            [&](const QModelIndex &parent) {
                if (parent.isValid())
                    return;
                check();
                ++rounds;
            });
    QSignalSpy finished(&window, &MainWindow::gameFinished);
    game->startGame(table({false, false, false, false, false}, 31, QStringLiteral("random"), 0));
    QVERIFY(finished.wait(60000) || finished.size() == 1);
    check(); // the last round's
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(rounds >= 12);
    QVERIFY2(shared > 0 && duels > 0 && raids > 0 && taken > 0,
             qPrintable(QStringLiteral("shared %1, duels %2, raids %3, taken %4")
                            .arg(shared)
                            .arg(duels)
                            .arg(raids)
                            .arg(taken)));
}

// A hint is for one decision: made, the hint goes from beside the hand.
void TestRazziaPolish::hintGoesWithItsDecision()
{
    HintShown shown(QStringLiteral("en"));
    QVERIFY(shown.ready);
    MainWindow &window = shown.window;
    TableController *c = shown.controller;
    TableWidget *t = shown.table;
    const QString &hint = shown.hint;
    QVERIFY(hint.startsWith(QStringLiteral("Hint for")));
    QVERIFY2(hint.endsWith(t->hintText().mid(t->hintText().indexOf(QStringLiteral(" Play ")) + 1)),
             qPrintable(t->hintText()));
    QTest::keyClick(t->hand(), Qt::Key_Right);
    QTest::keyClick(t->hand(), Qt::Key_Return);
    QVERIFY(QTest::qWaitFor([&] { return c->waiting() != TableController::Waiting::Card; }));
    QCOMPARE(t->hintText(), QString());
    // Still gone at the next decision, a round later.
    QVERIFY(QTest::qWaitFor(
        [&] {
            return c->waiting() != TableController::Waiting::Nothing &&
                   RazziaModule::of(window)->session()->game().round() >= 2;
        },
        30000));
    QCOMPARE(t->hintText(), QString());
}

// A hint shown, then the language switched: the hint says the same advice in the new words,
// and the old ones again when switched back.
void TestRazziaPolish::hintFollowsTheLanguage()
{
    HintShown shown(QStringLiteral("fr"));
    QVERIFY(shown.ready);
    MainWindow &window = shown.window;
    TableController *c = shown.controller;
    TableWidget *t = shown.table;
    const QString french = t->hintText();
    const QString frenchTitle =
        QCoreApplication::translate("razzia::ui::RazziaModule", "Hint for %1")
            .arg(QStringLiteral("Seat1"));
    QVERIFY2(french.startsWith(frenchTitle), qPrintable(french));
    setLanguage(window, "en");
    const QString english = t->hintText();
    QVERIFY2(english.startsWith(QStringLiteral("Hint for Seat1 Play ")), qPrintable(english));
    QVERIFY(frenchTitle != QStringLiteral("Hint for Seat1")); // the French words are there
    QVERIFY(t->hintLabel()->text().contains(QStringLiteral("Hint for Seat1")));
    QCOMPARE(t->hintLabel()->toolTip(), english.mid(QStringLiteral("Hint for Seat1 ").size()));
    setLanguage(window, "fr");
    QCOMPARE(t->hintText(), french);
    // Still the same decision waiting: the hint is not the language switch's to clear.
    QCOMPARE(c->waiting(), TableController::Waiting::Card);
}

// At the end of a round the prompt says Space or Enter continues: an arrow key pressed on
// Continue does not carry the keyboard off it (it went into the log, and Space then did
// nothing).
void TestRazziaPolish::continueKeepsTheKeyboard()
{
    MainWindow window;
    window.setAutosavePath(QString());
    window.setLanguage(QStringLiteral("en"));
    window.resize(1366, 768);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    Pace::setSpeed(Speed::Fast);
    RazziaModule::of(window)->controller()->setWaitForMe(true);
    RazziaModule::of(window)->startGame(
        table({true, false, false}, 9, QStringLiteral("random"), 1));
    TableController *c = RazziaModule::of(window)->controller();
    TableWidget *t = RazziaModule::of(window)->table();
    QVERIFY(playToContinue(c, t));
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QCOMPARE(QApplication::focusWidget(), t->confirmButton());
    for (const Qt::Key arrow :
         {Qt::Key_Right, Qt::Key_Right, Qt::Key_Left, Qt::Key_Down, Qt::Key_Up}) {
        QTest::keyClick(QApplication::focusWidget(), arrow);
        QCOMPARE(QApplication::focusWidget(), t->confirmButton());
    }
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(c->waiting() != TableController::Waiting::Continue);
}

// H has nothing to advise once the game is over: it is greyed, and lit again by a new game.
void TestRazziaPolish::noHintOnceOver()
{
    MainWindow window;
    window.setAutosavePath(QString());
    window.show();
    auto *hint = window.findChild<QAction *>(QStringLiteral("hintAction"));
    QVERIFY(hint);
    QSignalSpy finished(&window, &MainWindow::gameFinished);
    RazziaModule::of(window)->startGame(
        table({true, false, false}, 3, QStringLiteral("random"), 1));
    QVERIFY(hint->isEnabled());
    RazziaModule::of(window)->startGame(
        table({false, false, false}, 3, QStringLiteral("random"), 1));
    QVERIFY(finished.wait(120000) || finished.size() == 1);
    QVERIFY(!hint->isEnabled());
    RazziaModule::of(window)->rankingDialog()->reject();
    RazziaModule::of(window)->startGame(
        table({true, false, false}, 4, QStringLiteral("random"), 1));
    QVERIFY(hint->isEnabled());
}

// Issue 25: a proposal at 1366x768 stood 14 px below the screen. Beside every bar, for 3 to 8
// players at the usual sizes, a dialog stands whole inside the window and the screen, and
// stays so as it grows to nearly all of it and shrinks back.
void TestRazziaPolish::dialogsStayOnTheScreen_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("players");
    for (const QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1366, 900)})
        for (int players : {3, 5, 8})
            QTest::addRow("%dx%d, %d players", size.width(), size.height(), players)
                << size << players;
}

void TestRazziaPolish::dialogsStayOnTheScreen()
{
    QFETCH(QSize, size);
    QFETCH(int, players);
    MainWindow window;
    window.setAutosavePath(QString());
    window.resize(size);
    window.move(0, 0);
    window.show();
    QList<bool> humans(players, false);
    humans[0] = true;
    RazziaModule::of(window)->startGame(table(humans, 6, QStringLiteral("random"), 1));
    TableController *c = RazziaModule::of(window)->controller();
    TableWidget *t = RazziaModule::of(window)->table();
    QVERIFY(waitFor(c, TableController::Waiting::Card));
    const QRect screen = window.screen()->availableGeometry();
    QCOMPARE(screen, QRect(0, 0, 1366, 768));
    const QRect room = window.geometry().intersected(screen);
    QDialog dialog(&window);
    dialog.setLayout(new QVBoxLayout);
    dialog.layout()->addWidget(new QLabel(QStringLiteral("A proposal"), &dialog));
    const auto inside = [&](const char *when) {
        QCoreApplication::processEvents();
        const QRect at = dialog.frameGeometry();
        return room.contains(at) ? QString()
                                 : QStringLiteral("%1: dialog %2,%3 %4x%5 out of %6,%7 %8x%9")
                                       .arg(QLatin1String(when))
                                       .arg(at.x())
                                       .arg(at.y())
                                       .arg(at.width())
                                       .arg(at.height())
                                       .arg(room.x())
                                       .arg(room.y())
                                       .arg(room.width())
                                       .arg(room.height());
    };
    for (int b = 0; b < t->barCount(); ++b) {
        dialog.resize(442, 327);
        dialog.open();
        placeBeside(t, &dialog, Bar(b));
        QString out = inside("placed");
        QVERIFY2(out.isEmpty(), qPrintable(out));
        // Grown once placed (rows come, the window manager frames it).
        dialog.resize(room.width() - 60, room.height() - 60);
        out = inside("grown");
        QVERIFY2(out.isEmpty(), qPrintable(out));
        dialog.resize(442, 327);
        out = inside("shrunk");
        QVERIFY2(out.isEmpty(), qPrintable(out));
        dialog.reject();
    }
}

QTEST_MAIN(TestRazziaPolish)
#include "tst_razzia_polish.moc"
