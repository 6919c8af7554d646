// The table as a player sees it (issue 12), offscreen at the laptop and desktop sizes with 3, 5
// and 8 seats: no text covers another or is cut short, the hand and the cards on the bars are
// large enough, a drop plays, a card taken back goes elsewhere and the engine receives only the
// final choice, and the arrow keys reach the hand after a click on the felt.
#include "uitestsupport.h"

#include "barboard.h"
#include "curtain.h"
#include "dragdata.h"
#include "format.h"
#include "gamesession.h"
#include "handwidget.h"
#include "mainwindow.h"
#include "pace.h"
#include "proposaldialog.h"
#include "razziamodule.h"
#include "seatmodel.h"
#include "seatwidget.h"
#include "tablecontroller.h"
#include "tablestate.h"
#include "tablewidget.h"

#include <QFile>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTemporaryDir>
#include <QToolTip>
#include <QTreeView>

using namespace razzia;
using namespace razzia::ui;

namespace {

TableSetup table(int players, int humans, quint64 seed)
{
    static const char *const names[] = {"Karine", "Marc", "Sophie", "Yann",
                                        "Léa",    "Paul", "Inès",   "Hugo"};
    TableSetup setup;
    for (int seat = 0; seat < players; ++seat)
        setup.seats << SeatSetup{QString::fromUtf8(names[seat]), seat < humans,
                                 QStringLiteral("normal")};
    setup.seed = seed;
    setup.firstDealer = players - 1; // an AI deals: the human's first decision is a card
    return setup;
}

bool waitFor(TableController *c, TableController::Waiting waiting)
{
    return QTest::qWaitFor([&] { return c->waiting() == waiting; }, 20000);
}

// A visible label's text in the table's coordinates, with what it needs to show whole.
struct Shown
{
    QString what;
    QRect rect;
    bool whole = true;
};

QList<Shown> shownTexts(TableWidget *t)
{
    QList<Shown> out;
    for (const PaintedText &p : t->paintedTexts()) {
        const QFontMetrics fm(p.font);
        const bool whole =
            fm.horizontalAdvance(p.text) <= p.rect.width() && fm.height() <= p.rect.height() + 1;
        out << Shown{p.text, p.rect, whole};
    }
    for (QLabel *label : t->findChildren<QLabel *>()) {
        if (!label->isVisible() || label->text().isEmpty() || label->pixmap().isNull() == false)
            continue;
        const QRect r(label->mapTo(t, label->contentsRect().topLeft()),
                      label->contentsRect().size());
        bool whole = true;
        const QFontMetrics fm(label->font());
        if (label->wordWrap()) {
            whole = label->heightForWidth(label->width()) <= label->height();
        } else {
            for (const QString &line : label->text().split(QLatin1Char('\n')))
                whole = whole && fm.horizontalAdvance(line) <= r.width();
        }
        // A wrapped label's text is centred in its box: only the lines' height counts.
        const int used = label->wordWrap() ? label->heightForWidth(label->width()) : r.height();
        out << Shown{label->text(), QRect(r.left(), r.center().y() - used / 2, r.width(), used),
                     whole};
    }
    return out;
}

} // namespace

class TestLayout : public QObject
{
    Q_OBJECT

public:
    // A screen as large as the largest window here (offscreen's own is 800x600): dialogs are
    // kept on the screen (dialogplace.cpp).
    static void initMain() { useOffscreenScreen(1920, 1080); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
    }

    void fits_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("players");
        for (QSize size : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)}) {
            for (int players : {3, 4, 5, 6, 8}) {
                const QString name = QStringLiteral("%1x%2, %3 seats")
                                         .arg(size.width())
                                         .arg(size.height())
                                         .arg(players);
                QTest::newRow(qPrintable(name)) << size << players;
            }
        }
    }

    // Issue 12: every text whole and clear of the others; hand cards of 130 px at 1366×768;
    // cards on a bar 60 px tall with their owners' names, even with every seat on one bar.
    void fits()
    {
        QFETCH(QSize, size);
        QFETCH(int, players);
        MainWindow window;
        window.setAutosavePath(QString());
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        RazziaModule::of(window)->startGame(table(players, 1, 7 + players));
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        QVERIFY(waitFor(c, TableController::Waiting::Card));

        // The worst a table shows at once: every seat's card on one bar, a banner on each bar,
        // bills of every value, a seat thinking and one ready.
        QList<BarBoard::Revealed> all;
        for (int seat = 0; seat < players; ++seat)
            all << BarBoard::Revealed{seat, RazziaModule::of(window)->session()->name(seat),
                                      Card(Kind::Gambler, Bar::Jungle, 1 + seat % 6)};
        BillSet many;
        for (int d = 0; d < kDenominations; d += 2)
            many.count[d] = 3;
        for (int i = 0; i < t->barCount(); ++i) {
            BarBoard *b = t->barBoard(Bar(i));
            b->setRevealed(i == 0 ? all : QList<BarBoard::Revealed>{all.first()});
            // Issue 25: the longest banners, in both languages, whole at 1280×720 too.
            const QString banners[] = {
                tr("All to %1").arg(RazziaModule::of(window)->session()->name(players - 1)),
                QStringLiteral("Raid failed: no gambler here"),
                QString::fromUtf8("Razzia ratée\u00a0: aucun joueur ici")};
            b->setOutcome(banners[i % 3]);
            b->setBills(many);
        }
        RazziaModule::of(window)->seatModel()->setState(1, SeatModel::SeatState::Thinking);
        RazziaModule::of(window)->seatModel()->setState(2, SeatModel::SeatState::Chosen);
        RazziaModule::of(window)->seatModel()->setMoney(1, 1'234'000);
        QTest::qWait(0);

        const QList<Shown> texts = shownTexts(t);
        QVERIFY(texts.size() > players * 3);
        for (int i = 0; i < int(texts.size()); ++i) {
            QVERIFY2(texts[i].whole, qPrintable(QStringLiteral("cut short: \"%1\" in %2x%3")
                                                    .arg(texts[i].what)
                                                    .arg(texts[i].rect.width())
                                                    .arg(texts[i].rect.height())));
            for (int j = i + 1; j < int(texts.size()); ++j)
                QVERIFY2(
                    !texts[i].rect.intersects(texts[j].rect),
                    qPrintable(
                        QStringLiteral("\"%1\" covers \"%2\"").arg(texts[i].what, texts[j].what)));
        }
        // Nothing of a seat panel lies outside it.
        for (int seat = 0; seat < players; ++seat) {
            SeatWidget *w = t->seatWidget(seat);
            for (const PaintedText &p : w->paintedTexts())
                QVERIFY2(w->rect().contains(p.rect), qPrintable(p.text));
        }

        // Issue 25: a prompt that wraps moves nothing.
        QList<QRect> barsBefore;
        for (int i = 0; i < t->barCount(); ++i)
            barsBefore << t->barBoard(Bar(i))->geometry();
        const QRect handBefore = t->hand()->geometry();
        const QString prompt = t->prompt();
        t->setPrompt(QStringLiteral("Short."));
        QTest::qWait(0);
        const QRect handShort = t->hand()->geometry();
        t->setPrompt(QStringLiteral("A prompt long enough to wrap on any table: ").repeated(4));
        QTest::qWait(0);
        QCOMPARE(t->hand()->geometry(), handShort);
        QCOMPARE(handShort, handBefore);
        for (int i = 0; i < t->barCount(); ++i)
            QCOMPARE(t->barBoard(Bar(i))->geometry(), barsBefore.at(i));
        t->setPrompt(prompt);
        QTest::qWait(0);

        const int minHand = size.height() >= 768 ? 130 : 120;
        QVERIFY2(t->hand()->cardRect(0).height() >= minHand,
                 qPrintable(QString::number(t->hand()->cardRect(0).height())));
        const int minBar = size.height() >= 768 ? 60 : 45; // the issue asks 60 from 1366×768
        int crowded = INT_MAX, alone = INT_MAX; // every seat on bar 0; one card on the others
        for (int i = 0; i < t->barCount(); ++i) {
            for (const QRect &r : t->barBoard(Bar(i))->cardRects()) {
                QVERIFY2(r.height() >= minBar, qPrintable(QString::number(r.height())));
                int &least = i == 0 ? crowded : alone;
                least = std::min(least, r.height());
            }
        }
        // The figures for a report: RAZZIA_TEST_SIZES=1 tst_layout fits
        if (qEnvironmentVariableIsSet("RAZZIA_TEST_SIZES"))
            qInfo("%dx%d, %d seats: hand %d px, bar cards %d px (all seats on one bar) and %d px",
                  size.width(), size.height(), players, t->hand()->cardRect(0).height(), crowded,
                  alone);
        if (qEnvironmentVariableIsSet("RAZZIA_TEST_SHOTS"))
            window.grab().save(QStringLiteral("/tmp/layout-%1x%2-%3.png")
                                   .arg(size.width())
                                   .arg(size.height())
                                   .arg(players));
    }

    // Issue 12: a card under the mouse, or selected, rises and grows, within the hand's room.
    // A curtain raised on a table not shown yet (a resumed game) covers the table once it is
    // laid out, instead of keeping the size the table had before.
    void curtainCoversATableLaidOutLater()
    {
        QWidget table;
        table.resize(100, 30);
        shell::Curtain curtain(&table);
        curtain.raiseWith(QStringLiteral("Pass the screen to North"), QStringLiteral("I am North"));
        table.resize(800, 600);
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        QCOMPARE(curtain.geometry(), table.rect());
        QVERIFY(curtain.isVisible());
    }

    void hoverRaisesACard()
    {
        MainWindow window;
        window.setAutosavePath(QString());
        window.resize(1366, 768);
        window.show();
        RazziaModule::of(window)->startGame(table(3, 1, 4));
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        QVERIFY(waitFor(c, TableController::Waiting::Card));
        HandWidget *hand = t->hand();
        const QRect rest = hand->cardRect(2);
        QTest::mouseMove(hand, rest.center());
        QTRY_VERIFY(hand->cardRect(2).top() < rest.top());
        QVERIFY(hand->cardRect(2).height() > rest.height());
        QVERIFY(hand->rect().contains(hand->cardRect(2)));
        QTest::mouseMove(hand, QPoint(2, 2));
        QTRY_COMPARE(hand->cardRect(2), rest);
        hand->setSelected(2);
        QVERIFY(hand->cardRect(2).top() < rest.top());
    }

    // Issue 12: the hand's room is kept while nothing is to be chosen, so nothing moves.
    void handKeepsItsRoom()
    {
        MainWindow window;
        window.setAutosavePath(QString());
        window.resize(1366, 768);
        window.show();
        RazziaModule::of(window)->startGame(table(4, 1, 5));
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        QVERIFY(waitFor(c, TableController::Waiting::Card));
        const QRect bars = t->barBoard(Bar::Colibri)->geometry();
        const int slot = 0;
        const Card card = t->hand()->cards()[slot];
        QVERIFY(dropOn(t->barBoard(card.bar()), cardMimeData(slot, card)));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return c->waiting() == TableController::Waiting::Card ||
                       c->waiting() == TableController::Waiting::Proposal ||
                       c->waiting() == TableController::Waiting::Answer;
            },
            20000));
        QCOMPARE(t->barBoard(Bar::Colibri)->geometry(), bars);
        QVERIFY(!t->hand()->cards().isEmpty()); // the hand stays in view
    }

    // Issue 12: a drop on the card's bar plays it, with no further click.
    void dropPlays()
    {
        MainWindow window;
        window.setAutosavePath(QString());
        window.resize(1366, 768);
        window.show();
        RazziaModule::of(window)->startGame(table(3, 1, 12));
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        QVERIFY(waitFor(c, TableController::Waiting::Card));
        const int seat = c->waitingSeat();
        const Card card = t->hand()->cards()[2];
        QVERIFY(dropOn(t->barBoard(card.bar()), cardMimeData(2, card)));
        // No click: the engine receives the card as soon as the AI seats have chosen.
        QVERIFY(QTest::qWaitFor(
            [&] {
                return RazziaModule::of(window)->session()->game().view(seat).hand().indexOf(card) <
                       0;
            },
            20000));
    }

    // Issue 12, R3.5: a card played face down is taken back (Ctrl+Z, or a drag to the hand)
    // and played on another bar; the engine only ever receives the last choice.
    void takeBack_data()
    {
        QTest::addColumn<bool>("byDrag");
        QTest::newRow("Ctrl+Z") << false;
        QTest::newRow("drag to the hand") << true;
    }

    void takeBack()
    {
        QFETCH(bool, byDrag);
        MainWindow window;
        window.setAutosavePath(QString());
        window.resize(1366, 768);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        TableSetup setup = table(3, 3, 31);
        setup.firstDealer = 0;
        RazziaModule::of(window)->startGame(setup);
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        QVERIFY(waitFor(c, TableController::Waiting::Curtain));
        QTest::mouseClick(t->curtainButton(), Qt::LeftButton);
        QVERIFY(waitFor(c, TableController::Waiting::Bill));
        QVERIFY(dropOn(t->barBoard(Bar::Colibri), billMimeData(t->pendingBill())));
        // The dealer plays in the same turn, with no curtain between.
        QVERIFY(waitFor(c, TableController::Waiting::Card));
        const int seat = c->waitingSeat();
        QCOMPARE(seat, 0);
        const QList<Card> hand = t->hand()->cards();
        int second = 1;
        while (second < int(hand.size()) && hand[second].bar() == hand[0].bar())
            ++second;
        QVERIFY(second < int(hand.size()));
        QVERIFY(dropOn(t->barBoard(hand[0].bar()), cardMimeData(0, hand[0])));
        QCOMPARE(c->waiting(), TableController::Waiting::Passing);
        QCOMPARE(t->barBoard(hand[0].bar())->played(), hand[0]);
        QVERIFY(!t->hand()->cards().contains(hand[0]));
        QVERIFY((RazziaModule::of(window)->session()->game().toDecide() >> seat) &
                1); // the engine has nothing
        QVERIFY(RazziaModule::of(window)->session()->game().chosen(seat).isNone());

        if (byDrag) {
            auto *data = takeBackMimeData(hand[0]);
            QVERIFY(dropOn(t->hand(), data));
        } else {
            QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
        }
        QCOMPARE(c->waiting(), TableController::Waiting::Card);
        QVERIFY(t->barBoard(hand[0].bar())->played().isNone());
        QCOMPARE(t->hand()->cards(), hand);

        const int slot = int(t->hand()->cards().indexOf(hand[second]));
        QVERIFY(dropOn(t->barBoard(hand[second].bar()), cardMimeData(slot, hand[second])));
        QCOMPARE(c->waiting(), TableController::Waiting::Passing);
        QTest::mouseClick(t->confirmButton(), Qt::LeftButton);
        QVERIFY(!((RazziaModule::of(window)->session()->game().toDecide() >> seat) & 1));
        QCOMPARE(RazziaModule::of(window)->session()->game().chosen(seat), hand[second]);
    }

    // Issue 12: a proposal dialog stands beside its bar, which is spotlit while it is open,
    // and leaves the prompt line readable (hot-seat review), on the usual screens.
    void proposalBesideItsBar_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        QTest::newRow("1366x768 en") << QSize(1366, 768) << QStringLiteral("en");
        QTest::newRow("1280x720 fr") << QSize(1280, 720) << QStringLiteral("fr");
        QTest::newRow("1920x1080 en") << QSize(1920, 1080) << QStringLiteral("en");
    }

    void proposalBesideItsBar()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        MainWindow window;
        window.setAutosavePath(QString());
        // English plurals ("14 bills") come from the English translation.
        window.setLanguage(language);
        window.resize(size);
        window.move(0, 0);
        window.show();
        TableSetup setup = table(4, 4, 7);
        setup.firstDealer = 0;
        RazziaModule::of(window)->startGame(setup);
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        int bills = 0;
        bool proposed = false;
        for (int step = 0; step < 3000 && !proposed; ++step) {
            QVERIFY(QTest::qWaitFor(
                [&] { return c->waiting() != TableController::Waiting::Nothing; }, 20000));
            switch (c->waiting()) {
            case TableController::Waiting::Curtain:
                QTest::mouseClick(t->curtainButton(), Qt::LeftButton);
                break;
            case TableController::Waiting::Bill:
                dropOn(t->barBoard(Bar(++bills % t->barCount())), billMimeData(t->pendingBill()));
                break;
            case TableController::Waiting::Card: {
                // The highest card: numbers meet on the bars sooner.
                const QList<Card> cards = t->hand()->cards();
                int slot = 0;
                for (int i = 1; i < int(cards.size()); ++i) {
                    if (cards[i].value() > cards[slot].value())
                        slot = i;
                }
                dropOn(t->barBoard(cards[slot].bar()), cardMimeData(slot, cards[slot]));
                break;
            }
            case TableController::Waiting::Passing:
                QTest::mouseClick(t->confirmButton(), Qt::LeftButton);
                break;
            case TableController::Waiting::Proposal:
                proposed = true;
                break;
            default:
                QFAIL(qPrintable(QStringLiteral("unexpected wait %1").arg(int(c->waiting()))));
            }
            QTest::qWait(0);
        }
        QVERIFY(proposed);
        ProposalDialog *d = c->proposalDialog();
        QVERIFY(QTest::qWaitFor([&] { return d->isVisible(); }, 5000));
        const Bar bar = RazziaModule::of(window)->session()->game().negotiation().bar;
        BarBoard *board = t->barBoard(bar);
        QVERIFY(board->isSpotlit());
        const QRect barRect(board->mapToGlobal(board->boardRect().topLeft()),
                            board->boardRect().size());
        const QRect dialogRect = d->frameGeometry();
        // The bar's middle (its cards and bills) stays in view.
        QVERIFY2(!dialogRect.contains(barRect.center()),
                 qPrintable(QStringLiteral("dialog %1,%2 %3x%4 over bar %5,%6 %7x%8")
                                .arg(dialogRect.x())
                                .arg(dialogRect.y())
                                .arg(dialogRect.width())
                                .arg(dialogRect.height())
                                .arg(barRect.x())
                                .arg(barRect.y())
                                .arg(barRect.width())
                                .arg(barRect.height())));
        const QRect overlap = dialogRect.intersected(barRect);
        QVERIFY2(overlap.width() * overlap.height() <= barRect.width() * barRect.height() / 4,
                 "the dialog hides most of its bar");
        // Issue 25: nor the log, nor the proposer's own card where there is room elsewhere.
        const QWidget *log = window.findChild<QTreeView *>(QStringLiteral("gameLog"));
        QVERIFY(log && log->isVisible());
        // At 1366×768 a 4-seat table has no free room of the dialog's size: it may cover a
        // sliver of the log's edge, never its lines.
        const QRect logRect(log->mapToGlobal(QPoint(0, 0)), log->size());
        QVERIFY2(dialogRect.intersected(logRect).width() <= 16, "the dialog hides the log");
        QVERIFY2(!dialogRect.intersects(barRect), "the dialog touches its bar");
        // The prompt says who proposes and what: its words stay in view.
        const QRect prompt = t->promptTextRect().translated(t->mapToGlobal(QPoint(0, 0)));
        QVERIFY(!prompt.isEmpty());
        QVERIFY2(!dialogRect.intersects(prompt),
                 qPrintable(QStringLiteral("dialog %1,%2 %3x%4 over the prompt %5,%6 %7x%8")
                                .arg(dialogRect.x())
                                .arg(dialogRect.y())
                                .arg(dialogRect.width())
                                .arg(dialogRect.height())
                                .arg(prompt.x())
                                .arg(prompt.y())
                                .arg(prompt.width())
                                .arg(prompt.height())));
        // Moved by the player, it stays where they put it.
        const QPoint moved = d->pos() + QPoint(37, -23);
        d->move(moved);
        placeBeside(t, d, bar);
        QCOMPARE(d->pos(), moved);
        const QString dir = qEnvironmentVariable("RAZZIA_SCREENSHOT_DIR");
        if (!dir.isEmpty()) {
            // Offscreen, the dialog is a window of its own: painted in where it stands.
            QPixmap shot = window.grab();
            QPainter p(&shot);
            p.drawPixmap(d->geometry().topLeft() - window.geometry().topLeft(), d->grab());
            p.end();
            shot.save(dir + QStringLiteral("/proposal-beside-its-bar.png"));
        }
        d->reject(); // Esc
        QVERIFY(!board->isSpotlit() || d->isVisible());
    }

    // The README's screenshots of the table with a human hand (RAZZIA_SCREENSHOT_DIR; see
    // docs/screenshots/take.sh): 1366×768 with 4 seats in English and French, 1920×1080 with 8.
    void screenshots_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("file");
        QTest::newRow("en 1366") << QSize(1366, 768) << 4 << QStringLiteral("en")
                                 << QStringLiteral("table-1366x768.png");
        QTest::newRow("fr 1366") << QSize(1366, 768) << 4 << QStringLiteral("fr")
                                 << QStringLiteral("table-fr.png");
        QTest::newRow("en 1920") << QSize(1920, 1080) << 8 << QStringLiteral("en")
                                 << QStringLiteral("table-1920x1080.png");
        QTest::newRow("en 1280") << QSize(1280, 720) << 5 << QStringLiteral("en")
                                 << QStringLiteral("table-1280x720.png");
    }

    void screenshots()
    {
        QFETCH(QSize, size);
        QFETCH(int, players);
        QFETCH(QString, language);
        QFETCH(QString, file);
        const QString dir = qEnvironmentVariable("RAZZIA_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("RAZZIA_SCREENSHOT_DIR not set");
        MainWindow window;
        window.setAutosavePath(QString());
        window.setLanguage(language);
        window.resize(size);
        window.show();
        RazziaModule::of(window)->startGame(table(players, 1, 40 + players));
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        // A few rounds in, so that the seats have money and the bars bills; then on to a card
        // to choose, past any bill or proposal in the way.
        for (int round = 0; round < 5; ++round) {
            QVERIFY(QTest::qWaitFor(
                [&] {
                    return c->waiting() != TableController::Waiting::Nothing &&
                           c->waiting() != TableController::Waiting::Curtain;
                },
                20000));
            if (c->waiting() == TableController::Waiting::Card && round == 4)
                break;
            if (c->waiting() == TableController::Waiting::Card) {
                const QList<Card> cards = t->hand()->cards();
                const int slot = round % int(cards.size());
                dropOn(t->barBoard(cards[slot].bar()), cardMimeData(slot, cards[slot]));
            } else if (c->waiting() == TableController::Waiting::Bill) {
                dropOn(t->barBoard(Bar(round % t->barCount())), billMimeData(t->pendingBill()));
                --round;
            } else {
                ProposalDialog *d = c->proposalDialog();
                QVERIFY(QTest::qWaitFor([&] { return d->isVisible(); }, 5000));
                const bool proposes = c->waiting() == TableController::Waiting::Proposal;
                QTest::mouseClick(d->findChild<QPushButton *>(proposes
                                                                  ? QStringLiteral("proposeButton")
                                                                  : QStringLiteral("acceptButton")),
                                  Qt::LeftButton);
                --round;
            }
        }
        QVERIFY(waitFor(c, TableController::Waiting::Card));
        t->hand()->setSelected(1);
        QTest::qWait(50);
        QVERIFY(window.grab().save(dir + QLatin1Char('/') + file));
    }

    // Issue 13: the rules where they apply: on a card in the hand, on a bar, on the dealer.
    void ruleTooltips()
    {
        MainWindow window;
        window.setAutosavePath(QString());
        window.resize(1366, 768);
        window.show();
        RazziaModule::of(window)->startGame(table(4, 1, 9));
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        QVERIFY(waitFor(c, TableController::Waiting::Card));
        const QRect card = t->hand()->cardRect(0);
        QHelpEvent help(QEvent::ToolTip, card.center(), t->hand()->mapToGlobal(card.center()));
        QApplication::sendEvent(t->hand(), &help);
        QCOMPARE(QToolTip::text(), Format::cardRule(t->hand()->cards()[0]));
        // The rule in words, without its number: players do not know the rules' numbers.
        QVERIFY2(!QToolTip::text().contains(QRegularExpression(QStringLiteral("R\\d\\.\\d"))),
                 qPrintable(QToolTip::text()));
        QVERIFY(
            t->barBoard(Bar::Jungle)->toolTip().contains(QStringLiteral("Who takes the bills")));
        const int dealer = RazziaModule::of(window)->seatModel()->dealer();
        SeatWidget *seat = t->seatWidget(dealer);
        const QPoint marker(seat->width() - 14, 10);
        QHelpEvent onMarker(QEvent::ToolTip, marker, seat->mapToGlobal(marker));
        QApplication::sendEvent(seat, &onMarker);
        QCOMPARE(QToolTip::text(), Format::dealerRule());
        QVERIFY2(!QToolTip::text().contains(QRegularExpression(QStringLiteral("R\\d\\.\\d"))),
                 qPrintable(QToolTip::text()));
    }

    // Issue 12: the arrow keys move through the hand whatever was clicked last.
    void arrowsAfterAClickOnTheFelt()
    {
        MainWindow window;
        window.setAutosavePath(QString());
        window.resize(1366, 768);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        RazziaModule::of(window)->startGame(table(4, 1, 9));
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        QVERIFY(waitFor(c, TableController::Waiting::Card));
        for (QWidget *clicked :
             {static_cast<QWidget *>(t), static_cast<QWidget *>(t->barBoard(Bar::Colibri))}) {
            QTest::mouseClick(clicked, Qt::LeftButton, {}, QPoint(4, 4));
            const int before = t->hand()->selected();
            QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget()
                                                        : static_cast<QWidget *>(&window),
                            Qt::Key_Right);
            QVERIFY(t->hand()->selected() != before);
            QVERIFY(t->hand()->selected() >= 0);
        }
        // And from the game log, which would scroll with the arrows otherwise.
        auto *log = window.findChild<QWidget *>(QStringLiteral("gameLog"));
        QVERIFY(log);
        log->setFocus();
        const int before = t->hand()->selected();
        QTest::keyClick(log, Qt::Key_Left);
        QVERIFY(t->hand()->selected() != before);
    }
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
