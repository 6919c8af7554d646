// The game log at Razzia's table: it never runs ahead of the table (a play-tester read a duel's
// result in the log while its dice still rolled, and a bill's line while the bill flew), it
// keeps every event once and in order, and its rows are as tall as their text (one-line rows
// had an empty line under them).
#include "uitestsupport.h"

#include "barboard.h"
#include "dueldialog.h"
#include "gamesession.h"
#include "logdelegate.h"
#include "logmodel.h"
#include "mainwindow.h"
#include "pace.h"
#include "razziamodule.h"
#include "seatmodel.h"
#include "tablecontroller.h"
#include "tablewidget.h"

#include "razzia/record.h"

#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTreeView>

#include <algorithm>
#include <optional>
#include <utility>

using namespace razzia;
using namespace razzia::ui;

namespace {

TableSetup computers(quint64 seed, const QString &level, int players = 4)
{
    TableSetup setup;
    const QStringList names = {QStringLiteral("Bugsy"), QStringLiteral("Lucky"),
                               QStringLiteral("Dutch"), QStringLiteral("Legs"),
                               QStringLiteral("Moe"),   QStringLiteral("Nails"),
                               QStringLiteral("Ruby"),  QStringLiteral("Vito")};
    for (const QString &name : names.mid(0, players))
        setup.seats << SeatSetup{name, false, level};
    setup.seed = seed;
    setup.firstDealer = 0;
    return setup;
}

class Collector final : public EventSink
{
public:
    QList<Event> events;
    void onEvent(const Event &event) override { events.append(event); }
};

} // namespace

class TestTableLog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    void cleanup()
    {
        Pace::setSpeed(Speed::Instant);
        Pace::setAiPace(AiPace::Normal);
    }

    // R5.6 and the bills: each line appears once the table shows its event, checked at every
    // line the log gains, with the animations running (Fast speed).
    void logNeverRunsAheadOfTheTable()
    {
        Pace::setSpeed(Speed::Fast);
        Pace::setAiPace(AiPace::Brisk);
        MainWindow window;
        window.setAutosavePath(QString());
        window.resize(1366, 768);
        window.show();
        RazziaModule *module = RazziaModule::of(window);
        // Eight beginners, who answer at random: bars are shared, and duels come soon (with
        // this seed, two at one bar in the first round).
        module->startGame(computers(319, QStringLiteral("random"), 8));
        LogModel *log = module->logModel();
        TableWidget *t = module->table();
        SeatModel *seats = module->seatModel();
        DuelDialog *duel = module->controller()->duelDialog();

        // The table as the previous line left it.
        std::array<int, kBarCount> billsBefore{};
        qint64 moneyBefore = 0;
        const auto snapshot = [&] {
            for (int i = 0; i < t->barCount(); ++i)
                billsBefore[size_t(i)] = t->barBoard(Bar(i))->bills().size();
            moneyBefore = 0;
            for (int seat = 0; seat < 8; ++seat)
                moneyBefore += seats->money(seat);
        };
        snapshot();
        QStringList early;
        int placed = 0, won = 0, rolled = 0, revealed = 0;
        // R5.6: the winner of a bar's last duel takes the pool, an earlier one defends it in
        // the next duel. The word under the last winner, read once the dialog has shown the
        // win, is told right or wrong by the line that follows: another duel's die, or the
        // pool paid.
        bool duelWon = false;
        std::optional<QString> word;
        int defended = 0, tookThePool = 0;
        connect(duel, &DuelDialog::stepDone, this, [&] {
            if (!std::exchange(duelWon, false))
                return;
            word = QString();
            for (const QLabel *label : duel->findChildren<QLabel *>()) {
                if (label->text().startsWith(QLatin1String("Wins ")))
                    word = label->text();
            }
        });
        connect(log, &QAbstractItemModel::rowsInserted, this,
                [&](const QModelIndex &parent, int first, int last) {
                    for (int row = first; parent.isValid() && row <= last; ++row) {
                        const QModelIndex index = log->index(row, 0, parent);
                        const QString line = index.data().toString();
                        switch (EventKind(index.data(LogModel::EventKindRole).toInt())) {
                        case EventKind::BillPlaced: {
                            ++placed;
                            int landed = 0;
                            for (int i = 0; i < t->barCount(); ++i)
                                landed +=
                                    t->barBoard(Bar(i))->bills().size() - billsBefore[size_t(i)];
                            if (landed != 1)
                                early << QStringLiteral("bill in the air: ") + line;
                            break;
                        }
                        case EventKind::CardsRevealed: {
                            ++revealed;
                            int shown = 0;
                            for (int i = 0; i < t->barCount(); ++i)
                                shown += int(t->barBoard(Bar(i))->revealed().size());
                            if (shown == 0)
                                early << QStringLiteral("cards in the air: ") + line;
                            break;
                        }
                        case EventKind::DieRolled: {
                            ++rolled;
                            if (word && *word != QLatin1String("Wins this duel"))
                                early << QStringLiteral("the pool before the last duel: ") + line;
                            defended += word.has_value();
                            word.reset();
                            bool lies = false;
                            for (const QLabel *label : duel->findChildren<QLabel *>())
                                lies = lies || label->accessibleName() + QLatin1Char('.') == line;
                            if (!lies)
                                early << QStringLiteral("die rolling: ") + line;
                            break;
                        }
                        case EventKind::DuelWon:
                            duelWon = true;
                            break;
                        case EventKind::BillsWon: {
                            ++won;
                            if (word && !word->startsWith(QLatin1String("Wins $")))
                                early << QStringLiteral("no pool at the last duel: ") + line;
                            tookThePool += word.has_value();
                            word.reset();
                            qint64 money = 0;
                            for (int seat = 0; seat < 8; ++seat)
                                money += seats->money(seat);
                            if (money <= moneyBefore)
                                early << QStringLiteral("bills in the air: ") + line;
                            break;
                        }
                        default:
                            break;
                        }
                    }
                    snapshot();
                });

        // Rounds until a duel has been rolled and a second round has begun after it.
        const auto rounds = [&] { return log->rowCount(); };
        QVERIFY(QTest::qWaitFor(
            [&] {
                return (defended > 0 && tookThePool > 0 && rounds() >= 2) || rounds() > 6 ||
                       module->session()->game().over();
            },
            240000));
        QMap<QString, int> byKind;
        for (const QString &line : early)
            ++byKind[line.section(QLatin1Char(':'), 0, 0)];
        QStringList counts;
        for (auto it = byKind.cbegin(); it != byKind.cend(); ++it)
            counts << QStringLiteral("%1 × %2").arg(it.value()).arg(it.key());
        QVERIFY2(early.isEmpty(), qPrintable(counts.join(QStringLiteral(", ")) +
                                             QStringLiteral("; first: ") + early.value(0)));
        QVERIFY(rolled > 0);
        QVERIFY(defended > 0);
        QVERIFY(tookThePool > 0);
        QVERIFY(placed > 0);
        QVERIFY(revealed > 0);
        QVERIFY(won > 0);
    }

    // At Instant speed, too, the log holds every public event once, in the engine's order: the
    // same lines as the game's record replayed.
    void logKeepsEveryEventInOrder()
    {
        Pace::setSpeed(Speed::Instant);
        MainWindow window;
        window.setAutosavePath(QString());
        window.show();
        RazziaModule *module = RazziaModule::of(window);
        module->startGame(computers(9, QStringLiteral("easy")));
        QVERIFY(QTest::qWaitFor(
            [&] { return module->controller()->waiting() == TableController::Waiting::GameOver; },
            60000));
        Collector collector;
        Game game;
        std::string error;
        QVERIFY2(replayRecord(module->session()->record(), game, error, &collector), error.c_str());
        QStringList names;
        for (int seat = 0; seat < module->session()->players(); ++seat)
            names << module->session()->name(seat);
        LogModel expected;
        expected.reset(names);
        for (const Event &e : collector.events)
            expected.add(e);
        QCOMPARE(module->logModel()->lines(), expected.lines());
    }

    // A name of several words wraps as one: "Player 1" split over two lines of a narrow log
    // read as two people.
    void namesWrapAsOneWord()
    {
        LogModel log;
        log.reset({QStringLiteral("Player 1"), QStringLiteral("Lucky"), QStringLiteral("Dutch")});
        Event start;
        start.kind = EventKind::RoundStarted;
        start.round = 1;
        start.seat = 0;
        log.add(start);
        Event reveal;
        reveal.kind = EventKind::BillsWon;
        reveal.seat = 0;
        reveal.bar = Bar(0);
        reveal.bills.count[0] = 1;
        log.add(reveal);
        const QModelIndex round = log.index(0, 0);
        QVERIFY(log.rowCount(round) > 0);
        for (const QModelIndex &index : {round, log.index(0, 0, round)}) {
            const QString text = index.data().toString();
            QVERIFY2(text.contains(QStringLiteral("Player\u00a01")), qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("Player 1")), qPrintable(text));
        }
    }

    // Each row as tall as its wrapped text, at every width: a line that just fitted was
    // measured narrower than it is painted and got an empty line under it (bold winners, a
    // failed raid's long line).
    void rowsFitTheirText()
    {
        LogModel log;
        log.reset({QStringLiteral("Olivier"), QStringLiteral("Dutch"), QStringLiteral("Anna-Maria"),
                   QStringLiteral("Lucky")});
        Event start;
        start.kind = EventKind::RoundStarted;
        start.round = 1;
        start.seat = 0;
        log.add(start);
        for (int seat = 0; seat < 4; ++seat) {
            for (int bar = 0; bar < kBarCount; ++bar) {
                Event won;
                won.kind = EventKind::BillsWon;
                won.seat = int8_t(seat);
                won.bar = Bar(bar);
                won.bills.count[size_t((seat + bar) % kDenominations)] = uint8_t(1 + bar % 3);
                log.add(won);
                Event raid;
                raid.kind = EventKind::BarResolved;
                raid.bar = Bar(bar);
                raid.outcome = seat % 2 ? BarOutcome::FailedRaid : BarOutcome::Taken;
                raid.seat = int8_t(seat);
                log.add(raid);
            }
        }
        // Set up as RazziaModule sets up the game log.
        QTreeView view;
        view.setModel(&log);
        view.setHeaderHidden(false);
        view.setWordWrap(true);
        view.setItemDelegate(new LogDelegate(&view));
        view.setUniformRowHeights(false);
        view.resize(300, 900);
        view.show();
        view.expandAll();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        QFont bold = view.font();
        bold.setBold(true);
        const int lineSpacing = QFontMetrics(bold).lineSpacing();
        QStringList loose;
        for (int width = 220; width <= 420; width += 3) {
            view.resize(width, 1400);
            settle();
            const QImage image = view.viewport()->grab().toImage();
            const QModelIndex round = log.index(0, 0);
            for (int row = 0; row < log.rowCount(round); ++row) {
                const QModelIndex index = log.index(row, 0, round);
                const QRect r = view.visualRect(index);
                if (r.bottom() >= image.height())
                    break;
                // The text's ink, right of the bar's colour.
                const int left =
                    r.left() + view.style()->pixelMetric(QStyle::PM_SmallIconSize) + 12;
                int top = -1, bottom = -1;
                for (int y = r.top(); y <= r.bottom(); ++y) {
                    for (int x = left; x < std::min(r.right(), image.width()); ++x) {
                        if (qGray(image.pixel(x, y)) < 110) {
                            if (top < 0)
                                top = y;
                            bottom = y;
                            break;
                        }
                    }
                }
                if (top < 0)
                    continue;
                const int blank = r.height() - (bottom - top + 1);
                if (blank > lineSpacing)
                    loose << QStringLiteral("%1 px wide: \"%2\" has %3 px blank")
                                 .arg(width)
                                 .arg(index.data().toString())
                                 .arg(blank);
            }
        }
        QVERIFY2(loose.isEmpty(), qPrintable(loose.mid(0, 8).join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestTableLog)
#include "tst_table_log.moc"
