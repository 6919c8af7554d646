// The hint (issue 13): the expert's advice from a seat's view only. Two deals that differ only
// in the cards the seat cannot see give the same hint, for a card (R3.5), the dealer's bill
// (R3.3), a proposal (R5.2) and an answer (R5.3); the window shows it in one line.
#include "uitestsupport.h"

#include "barboard.h"
#include "format.h"
#include "gamesession.h"
#include "handwidget.h"
#include "hinttext.h"
#include "mainwindow.h"
#include "pace.h"
#include "razziamodule.h"
#include "tablecontroller.h"
#include "tablewidget.h"

#include "razzia/ai/hint.h"
#include "razzia/sampler.h"

#include <QDialog>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStatusBar>

using namespace razzia;
using namespace razzia::ui;

Q_DECLARE_METATYPE(razzia::Phase)

namespace {

// Plays random legal decisions until `seat`… some seat must make a decision of `phase` at
// round `round` or later; the seat that must, or -1 when the game ended first.
int driveTo(Game &game, Phase phase, int round, uint64_t seed)
{
    std::vector<RandomPolicy> bots;
    for (int s = 0; s < game.players(); ++s)
        bots.emplace_back(seed + uint64_t(s));
    for (int step = 0; step < 5000; ++step) {
        const uint8_t mask = game.toDecide();
        if (!mask)
            return -1;
        int seat = 0;
        while (!((mask >> seat) & 1))
            ++seat;
        if (game.phase() == phase && game.round() >= round)
            return seat;
        if (game.decide(seat, bots[seat].decide(game.view(seat))) != Refusal::None)
            return -1;
    }
    return -1;
}

bool sameHands(const Game &a, const Game &b, int except)
{
    for (int seat = 0; seat < a.players(); ++seat) {
        if (seat == except)
            continue;
        const Hand &x = a.hand(seat);
        const Hand &y = b.hand(seat);
        if (x.size != y.size ||
            !std::equal(x.cards.begin(), x.cards.begin() + x.size, y.cards.begin()))
            return false;
    }
    return true;
}

QString describeHint(const ai::Hint &h)
{
    QString d = QStringLiteral("kind %1 why %2 bar %3 card %4 accept %5 percent %6/%7 amount %8 "
                               "kept %9")
                    .arg(int(h.decision.kind))
                    .arg(int(h.why))
                    .arg(int(h.bar))
                    .arg(int(h.decision.kind == DecisionKind::PlaceBill ? int(h.decision.bar)
                                                                        : h.card.code()))
                    .arg(h.decision.accept)
                    .arg(h.percent)
                    .arg(h.sharePercent)
                    .arg(h.amount)
                    .arg(h.kept);
    if (h.decision.kind == DecisionKind::PlayCard)
        d += QStringLiteral(" played %1").arg(h.decision.card.code());
    if (h.decision.kind == DecisionKind::Propose) {
        for (const BillSet &share : h.decision.proposal.shares)
            d += QStringLiteral(" %1").arg(share.total());
    }
    return d;
}

} // namespace

class TestHint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
    }

    void hintSeesOnlyTheSeatView_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<Phase>("phase");
        QTest::addColumn<int>("round");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("R3.5 card, 4 players, round 1") << 4 << Phase::Play << 1 << quint64(3);
        QTest::newRow("R3.5 card, 7 players, round 6") << 7 << Phase::Play << 6 << quint64(5);
        QTest::newRow("R3.5 card, 3 players, round 9") << 3 << Phase::Play << 9 << quint64(8);
        QTest::newRow("R3.3 dealer's bill, 5 players") << 5 << Phase::PlaceBill << 2 << quint64(13);
        QTest::newRow("R5.2 proposal, 4 players") << 4 << Phase::Proposal << 1 << quint64(21);
        QTest::newRow("R5.3 answer, 6 players") << 6 << Phase::Answer << 1 << quint64(34);
    }

    void hintSeesOnlyTheSeatView()
    {
        QFETCH(int, players);
        QFETCH(Phase, phase);
        QFETCH(int, round);
        QFETCH(quint64, seed);
        Game game(Game::Setup{players, 0, seed, false});
        const int seat = driveTo(game, phase, round, seed * 7);
        QVERIFY2(seat >= 0, "the game never reached the decision");

        // The same table as the seat sees it, with every card it cannot see dealt again.
        const Sampler sampler(game.view(seat));
        Rng rng(seed + 99);
        Game other;
        for (int tries = 0; tries < 50; ++tries) {
            sampler.sample(other, rng);
            if (!sameHands(game, other, seat))
                break;
        }
        QVERIFY2(!sameHands(game, other, seat), "the two deals must differ in hidden cards");
        QCOMPARE(other.phase(), game.phase());
        QVERIFY((other.toDecide() >> seat) & 1);

        QElapsedTimer clock;
        clock.start();
        const ai::Hint a = ai::hint(game.view(seat), 2024);
        const qint64 ms = clock.elapsed();
        const ai::Hint b = ai::hint(other.view(seat), 2024);
        qInfo("hint for %d players at %s: %lld ms", players, QTest::currentDataTag(), ms);
        QCOMPARE(describeHint(b), describeHint(a));
        // Advice the engine accepts, of the kind asked for, with a reason in range.
        QCOMPARE(game.check(seat, a.decision), Refusal::None);
        QVERIFY(a.percent >= 0 && a.percent <= 100);
        QVERIFY(a.sharePercent >= 0 && a.percent + a.sharePercent <= 100);
        const QString line = HintText::line(a);
        QVERIFY2(!line.isEmpty() && !line.contains(QLatin1Char('\n')) &&
                     line.contains(QLatin1Char('%')),
                 qPrintable(line));
        if (phase == Phase::Play) {
            QCOMPARE(a.decision.kind, DecisionKind::PlayCard);
            QCOMPARE(a.bar, a.decision.card.bar());
            QCOMPARE(a.amount, game.barBills(a.bar).total());
        }
    }

    void hintSeesNoOtherSeatsChoice()
    {
        // At the secret play (R3.5) the others who chose already keep their card hidden: the
        // hint for the last seat to choose is the same whatever they chose.
        Game game(Game::Setup{4, 0, 77, false});
        QVERIFY(driveTo(game, Phase::Play, 2, 5) >= 0);
        Game early = game;
        std::vector<RandomPolicy> bots{RandomPolicy(1), RandomPolicy(2), RandomPolicy(3)};
        std::vector<RandomPolicy> others{RandomPolicy(11), RandomPolicy(12), RandomPolicy(13)};
        Game late = game;
        for (int seat = 0; seat < 3; ++seat) {
            QCOMPARE(early.decide(seat, bots[seat].decide(early.view(seat))), Refusal::None);
            QCOMPARE(late.decide(seat, others[seat].decide(late.view(seat))), Refusal::None);
        }
        QVERIFY((early.toDecide() >> 3) & 1);
        QCOMPARE(describeHint(ai::hint(early.view(3), 8)), describeHint(ai::hint(late.view(3), 8)));
    }

    void windowShowsTheHint()
    {
        MainWindow window;
        window.setAutosavePath(QString());
        window.show();
        // On the start screen there is nothing to hint at: Game ▸ Hint is greyed out.
        auto *hint = window.findChild<QAction *>(QStringLiteral("hintAction"));
        QVERIFY(hint);
        QVERIFY(window.startScreenShown());
        QVERIFY(!hint->isEnabled());
        TableSetup setup;
        setup.seats = {{QStringLiteral("Karine"), true, QStringLiteral("normal")},
                       {QStringLiteral("Bugsy"), false, QStringLiteral("easy")},
                       {QStringLiteral("Lucky"), false, QStringLiteral("easy")},
                       {QStringLiteral("Dutch"), false, QStringLiteral("easy")}};
        setup.seed = 12;
        setup.firstDealer = 1;
        RazziaModule::of(window)->startGame(setup);
        TableController *c = RazziaModule::of(window)->controller();
        QVERIFY(
            QTest::qWaitFor([&] { return c->waiting() == TableController::Waiting::Card; }, 30000));
        QCOMPARE(c->waitingSeat(), 0);

        QVERIFY(hint->isEnabled());
        QCOMPARE(hint->shortcut(), QKeySequence(Qt::Key_H));
        QCOMPARE(hint->shortcutContext(), Qt::ApplicationShortcut); // also over a dialog
        TableWidget *table = RazziaModule::of(window)->table();
        // The layout settles on the prompt of this turn, however loaded the machine is.
        QTest::qWait(100);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
        const QRect handBefore = table->hand()->geometry();
        QList<QRect> barsBefore;
        for (int b = 0; b < table->barCount(); ++b)
            barsBefore << table->barBoard(Bar(b))->geometry();
        QSignalSpy shown(&window, &MainWindow::hintShown);
        hint->trigger();
        QVERIFY(shown.wait(60000) || shown.size() == 1);
        const QString line = shown.first().first().toString();
        QVERIFY2(line.startsWith(QStringLiteral("Hint for Karine: Play ")), qPrintable(line));
        QVERIFY(line.contains(QLatin1Char('%')));
        QCOMPARE(window.lastHint(), line);
        // On the table, not in the window's status line, whose coming moves the table.
        QVERIFY(window.statusBar()->isHidden());

        // Issue 25: beside the hand, in plain words, the card and its bar marked, and nothing
        // of the table moved.
        QVERIFY(table->hintLabel()->isVisible());
        const QString beside = table->hintText();
        QVERIFY2(beside.startsWith(QStringLiteral("Hint for Karine ")), qPrintable(beside));
        // A number stays with its unit at the end of a line (no-break spaces).
        QVERIFY2(beside.contains(QStringLiteral("\u00a0times in\u00a010")) ||
                     beside.contains(QStringLiteral("1\u00a0time in\u00a010")) ||
                     beside.contains(QStringLiteral("almost every time")),
                 qPrintable(beside));
        QVERIFY(line.endsWith(beside.mid(beside.indexOf(QStringLiteral(" Play ")) + 1)));
        const int slot = table->hand()->hinted();
        QVERIFY(slot >= 0);
        const Card advised = table->hand()->cards().at(slot);
        QVERIFY2(line.contains(QStringLiteral(" on the %1:").arg(Format::barName(advised.bar()))),
                 qPrintable(line));
        for (int b = 0; b < table->barCount(); ++b)
            QCOMPARE(table->barBoard(Bar(b))->isHinted(), Bar(b) == advised.bar());
        QCOMPARE(table->hand()->geometry(), handBefore);
        for (int b = 0; b < table->barCount(); ++b)
            QCOMPARE(table->barBoard(Bar(b))->geometry(), barsBefore.at(b));
        QVERIFY(table->hintLabel()->geometry().bottom() <= table->height());
        // The whole text is in view: the label has the room its words need at this width.
        QVERIFY(table->hintLabel()->heightForWidth(table->hintLabel()->width()) <=
                table->hintLabel()->height());
        // Advice only: the seat still has its card to choose.
        QCOMPARE(c->waiting(), TableController::Waiting::Card);
        QVERIFY(!RazziaModule::of(window)->session()->game().view(0).hasChosen(0));

        // H works over a window-modal dialog too (as the proposal dialog is), but never steals
        // a letter typed into a text field.
        QDialog dialog(&window);
        auto *button = new QPushButton(QStringLiteral("OK"), &dialog);
        auto *field = new QLineEdit(&dialog);
        field->move(0, 40);
        dialog.setWindowModality(Qt::WindowModal);
        dialog.open();
        QApplication::setActiveWindow(&dialog);
        button->setFocus();
        QVERIFY(QTest::qWaitFor([&] { return QApplication::focusWidget() == button; }, 2000));
        shown.clear();
        QTest::keyClick(button, Qt::Key_H);
        QVERIFY(shown.wait(60000) || shown.size() == 1);
        QVERIFY(shown.first().first().toString().startsWith(QStringLiteral("Hint for Karine")));
        field->setFocus();
        QVERIFY(QTest::qWaitFor([&] { return QApplication::focusWidget() == field; }, 2000));
        shown.clear();
        QTest::keyClick(field, Qt::Key_H);
        QCOMPARE(field->text(), QStringLiteral("h"));
        QVERIFY(!shown.wait(500));
        dialog.reject();

        // The decision made, the hint goes, marks and all (issue 25).
        table->hand()->setSelected(slot);
        QTest::keyClick(table->hand(), Qt::Key_Return);
        QVERIFY(QTest::qWaitFor(
            [&] { return c->waiting() != TableController::Waiting::Card || c->waitingSeat() != 0; },
            10000));
        QVERIFY(!table->hintLabel()->isVisible());
        QCOMPARE(table->hintText(), QString());
        QCOMPARE(table->hand()->hinted(), -1);
        for (int b = 0; b < table->barCount(); ++b)
            QVERIFY(!table->barBoard(Bar(b))->isHinted());
        c->halt();
    }

    // Issue 25: a chance in words a newcomer reads, the figure after it.
    void hintSaysHowOften_data()
    {
        QTest::addColumn<int>("percent");
        QTest::addColumn<QString>("words");
        QTest::newRow("0") << 0 << QStringLiteral("less than 1\u00a0time in\u00a010");
        QTest::newRow("4") << 4 << QStringLiteral("less than 1\u00a0time in\u00a010");
        QTest::newRow("5") << 5 << QStringLiteral("about 1\u00a0time in\u00a010");
        QTest::newRow("43") << 43 << QStringLiteral("about 4\u00a0times in\u00a010");
        QTest::newRow("45") << 45 << QStringLiteral("about 5\u00a0times in\u00a010");
        QTest::newRow("94") << 94 << QStringLiteral("about 9\u00a0times in\u00a010");
        QTest::newRow("95") << 95 << QStringLiteral("almost every time");
        QTest::newRow("100") << 100 << QStringLiteral("almost every time");
    }

    void hintSaysHowOften()
    {
        QFETCH(int, percent);
        QFETCH(QString, words);
        QCOMPARE(HintText::often(percent), words);
        ai::Hint h;
        h.why = ai::Hint::Why::Card;
        h.card = Card(Kind::Police, Bar::Jazz, 4);
        h.bar = Bar::Jazz;
        h.percent = percent;
        h.amount = 50000;
        const QString line = HintText::line(h);
        QVERIFY2(line.startsWith(QStringLiteral("Play Police\u00a04 on the Jazz House: you would "
                                                "win all of its $50,000 ") +
                                 words),
                 qPrintable(line));
        QVERIFY2(line.endsWith(QStringLiteral("(%1%).").arg(percent)), qPrintable(line));
    }
};

QTEST_MAIN(TestHint)
#include "tst_hint.moc"
