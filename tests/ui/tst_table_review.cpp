// What a hot-seat review found at the Razzia and Speak Easy tables: a drop refused without a
// word (now the prompt or the notice says why, from the engine's refusal), seat tooltips with
// a bare number, bar tooltips on one long line.
#include "uitestsupport.h"

#include "barboard.h"
#include "boardwidget.h"
#include "dragdata.h"
#include "format.h"
#include "gamesession.h"
#include "handwidget.h"
#include "mainwindow.h"
#include "pace.h"
#include "razziamodule.h"
#include "seatmodel.h"
#include "seatwidget.h"
#include "speakeasymodule.h"
#include "speakeasytable.h"
#include "tablecontroller.h"
#include "tablewidget.h"

#include <QLabel>

using namespace razzia;
using namespace razzia::ui;

namespace {

TableSetup oneHuman(quint64 seed)
{
    TableSetup setup;
    const QStringList names = {QStringLiteral("Karine"), QStringLiteral("Bugsy"),
                               QStringLiteral("Lucky"), QStringLiteral("Dutch")};
    for (int seat = 0; seat < 4; ++seat)
        setup.seats << SeatSetup{names[seat], seat == 0, QStringLiteral("easy")};
    setup.seed = seed;
    setup.firstDealer = 1; // an AI deals: the person's first question is a card
    return setup;
}

// A Razzia table at 1366x768 in `language`, the person (Karine) asked for a card.
bool askedForACard(MainWindow &window, const QString &language)
{
    window.setAutosavePath(QString());
    window.setLanguage(language);
    window.resize(1366, 768);
    window.show();
    RazziaModule::of(window)->startGame(oneHuman(11));
    TableController *c = RazziaModule::of(window)->controller();
    const bool asked =
        QTest::qWaitFor([&] { return c->waiting() == TableController::Waiting::Card; }, 30000);
    settle();
    return asked;
}

} // namespace

class TestTableReview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        Pace::setSpeed(Speed::Instant);
    }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr");
    }

    // R3.5: a card dropped on another colour's bar snaps back, and the prompt says which bar
    // is its own; the next drag takes the reason away.
    void razziaCardOnTheWrongBarSaysWhy_data() { languages_data(); }
    void razziaCardOnTheWrongBarSaysWhy()
    {
        QFETCH(QString, language);
        MainWindow window;
        QVERIFY(askedForACard(window, language));
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        const QString asked = t->prompt();
        const Card card = t->hand()->cards().value(0);
        const Bar wrong = Bar((int(card.bar()) + 1) % t->barCount());
        BarBoard *board = t->barBoard(wrong);
        Q_EMIT t->hand()->dropRefused(0, board->mapToGlobal(board->rect().center()));
        const QString told = t->prompt();
        QVERIFY2(told.contains(Format::barName(wrong)), qPrintable(told));
        QVERIFY2(told.contains(Format::barName(card.bar())), qPrintable(told));
        // In words: players do not know the rules' numbers.
        QVERIFY2(!told.contains(QRegularExpression(QStringLiteral("R\\d\\.\\d"))),
                 qPrintable(told));
        QVERIFY2(told.endsWith(asked), qPrintable(told)); // what to do is still said
        if (language == QLatin1String("fr"))
            QVERIFY2(!told.contains(QStringLiteral("Not on the")), qPrintable(told));
        // Let go off every bar: nothing to explain.
        Q_EMIT t->hand()->dragStarted(0);
        QCOMPARE(t->prompt(), asked);
        Q_EMIT t->hand()->dropRefused(0, t->mapToGlobal(QPoint(-50, -50)));
        QCOMPARE(t->prompt(), asked);
        // The card on its own bar still plays.
        QVERIFY(dropOn(t->barBoard(card.bar()), cardMimeData(0, card)));
        QVERIFY(!t->prompt().contains(Format::barName(wrong)) ||
                asked.contains(Format::barName(wrong)));
        c->halt();
    }

    // SE3.2: a tray piece let go on the other side of the board is refused, and the notice
    // says so, naming the point, in the words of the engine's layout check.
    void speakEasySetUpOffTheSideSaysWhy_data() { languages_data(); }
    void speakEasySetUpOffTheSideSaysWhy()
    {
        QFETCH(QString, language);
        MainWindow window;
        window.setAutosavePath(QString());
        window.setLanguage(language);
        window.resize(1366, 768);
        window.show();
        auto *game = speakeasy::ui::SpeakEasyModule::of(window);
        QVERIFY(game->start(QStringLiteral("human"), QStringLiteral("random"), 78));
        auto *board = game->table()->findChild<speakeasy::ui::BoardWidget *>();
        auto *notice = game->table()->findChild<QLabel *>(QStringLiteral("notice"));
        QVERIFY(board && notice);
        QVERIFY(QTest::qWaitFor([&] { return board->isVisible(); }, 5000));
        const speakeasy::Square north = *speakeasy::squareFromName("c8");
        board->explainRefusedDrop(speakeasy::Kind::Boss, std::nullopt,
                                  board->mapToGlobal(board->pointOf(north).toPoint()));
        QVERIFY2(notice->text().startsWith(QStringLiteral("c8")), qPrintable(notice->text()));
        QVERIFY2(notice->isVisible(), "the notice is not in view during the set-up");
        if (language == QLatin1String("fr"))
            QVERIFY2(!notice->text().contains(QStringLiteral("side")), qPrintable(notice->text()));
        // A point of the player's own: no refusal, no word.
        notice->clear();
        const speakeasy::Square own = *speakeasy::squareFromName("a1");
        board->explainRefusedDrop(speakeasy::Kind::Boss, std::nullopt,
                                  board->mapToGlobal(board->pointOf(own).toPoint()));
        QVERIFY(notice->text().isEmpty());
        game->halt();
    }

    // A seat's tooltip says what each number counts; a bar's keeps to short lines. Both say
    // only what the table shows everyone (tst_hotseat_leak checks them too).
    void tooltipsSayWhatTheyCount_data() { languages_data(); }
    void tooltipsSayWhatTheyCount()
    {
        QFETCH(QString, language);
        MainWindow window;
        QVERIFY(askedForACard(window, language));
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        for (int seat = 0; seat < 4; ++seat) {
            const QString tip = t->seatWidget(seat)->toolTip();
            const QStringList lines = tip.split(QLatin1Char('\n'));
            QVERIFY2(lines.size() >= 3, qPrintable(tip));
            QVERIFY2(lines[0].startsWith(RazziaModule::of(window)->session()->name(seat)),
                     qPrintable(tip));
            static const QRegularExpression bare(QStringLiteral("^[0-9 ,.$\u00a0\u202f]+$"));
            for (const QString &line : lines)
                QVERIFY2(!bare.match(line).hasMatch(), qPrintable(tip));
            QVERIFY2(tip.contains(QCoreApplication::translate(
                         "razzia::ui::SeatModel", "%n card(s) in hand", nullptr,
                         RazziaModule::of(window)->seatModel()->handSize(seat))),
                     qPrintable(tip));
        }
        for (int bar = 0; bar < t->barCount(); ++bar) {
            const QString tip = t->barBoard(Bar(bar))->toolTip();
            QVERIFY(tip.startsWith(Format::barName(Bar(bar))));
            for (const QString &line : tip.split(QLatin1Char('\n')))
                QVERIFY2(line.size() <= 70, qPrintable(line));
        }
        c->halt();
    }
};

QTEST_MAIN(TestTableReview)
#include "tst_table_review.moc"
