// The replay viewer over the record of a Razzia game played by computer seats, round by round,
// offscreen.
#include "uitestsupport.h"

#include "../razziaqio.h"
#include "barboard.h"
#include "format.h"
#include "logmodel.h"
#include "razzia/ai/levels.h"
#include "razzia/record.h"
#include "razzia/variant.h"
#include "replaywindow.h"
#include "statisticsdialog.h"

#include <QAbstractItemModelTester>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>

#include <bit>
#include <memory>

#include <unistd.h>

using namespace razzia;
using namespace razzia::ui;

namespace {

// A game played to its end (or to the secret play of `stopRound`) by AI seats, recorded as it
// is played, the way razzia-cli play --record makes records.
GameRecord playedGame(int players, uint64_t seed, int stopRound = 0)
{
    static const char *const levels[] = {"easy", "random", "normal"};
    std::vector<std::unique_ptr<Policy>> policies;
    std::vector<SeatInfo> seats;
    const QStringList names = {QStringLiteral("Al"),     QStringLiteral("Bugsy"),
                               QStringLiteral("Karine"), QStringLiteral("Lucky"),
                               QStringLiteral("Nitti"),  QStringLiteral("Dutch"),
                               QStringLiteral("Meyer"),  QStringLiteral("Frank")};
    for (int s = 0; s < players; ++s) {
        const char *level = levels[s % 3];
        policies.push_back(ai::makePolicy(level, seed * 31 + uint64_t(s)));
        seats.push_back(SeatInfo{names[s].toStdString(), "ai", level});
    }
    const int first = int(seed % uint64_t(players));
    GameRecorder recorder(seed, first, seats);
    Game game(Game::Setup{players, first, seed, false}, &recorder);
    while (!game.over() && !(game.round() == stopRound && game.phase() == Phase::Play)) {
        const uint8_t toDecide = game.toDecide();
        if (toDecide == 0)
            break;
        const int seat = std::countr_zero(toDecide);
        if (game.decide(seat, policies[seat]->decide(game.view(seat))) != Refusal::None)
            break;
    }
    return recorder.record();
}

// The public events of a record's replay, split per round at RoundStarted: what the test
// expects each round of the viewer to show, worked out apart from it.
QList<QList<Event>> eventsByRound(const GameRecord &record)
{
    struct Sink final : EventSink
    {
        QList<QList<Event>> rounds;
        void onEvent(const Event &e) override
        {
            if (e.privateTo >= 0)
                return;
            if (e.kind == EventKind::RoundStarted)
                rounds.append(QList<Event>());
            if (!rounds.isEmpty())
                rounds.last().append(e);
        }
    } sink;
    Game game;
    std::string error;
    if (!replayRecord(record, game, error, &sink))
        qWarning("replay failed: %s", error.c_str());
    return sink.rounds;
}

QPushButton *button(QWidget *window, const char *name)
{
    return window->findChild<QPushButton *>(QLatin1String(name));
}

} // namespace

class TestReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void replayRounds_data();
    void replayRounds();
    void replayNavigation();
    void replayUnfinishedGame();
    void replayFromJson();
    void replayDamagedRecord();
    void replayLanguageChange();
    void shots();
};

void TestReplay::initTestCase()
{
    keepPlayersSettingsApart(QStringLiteral("tst_replay"));
}

void TestReplay::replayRounds_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("3 players") << 3 << quint64(11);
    QTest::newRow("4 players") << 4 << quint64(5);
    QTest::newRow("6 players") << 6 << quint64(8);
    QTest::newRow("8 players") << 8 << quint64(21);
}

// Every round of the viewer against the events of that round and the record's money: the bills
// on each bar before the reveal, the cards revealed there, the money after the round; and only
// public events in the log.
void TestReplay::replayRounds()
{
    QFETCH(int, players);
    QFETCH(quint64, seed);
    const GameRecord record = playedGame(players, seed);
    QVERIFY(record.finished);
    const QList<QList<Event>> rounds = eventsByRound(record);
    QCOMPARE(rounds.size(), qsizetype(record.rounds.size()));

    ReplayWindow window(record);
    QVERIFY(window.isWindow());
    QCOMPARE(window.roundCount(), int(record.rounds.size()));
    QCOMPARE(window.roundCount(), variantFor(players).rounds);
    QCOMPARE(window.currentRound(), 0);
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("Replay — Al, Bugsy")));

    const QList<BarBoard *> boards = window.findChildren<BarBoard *>();
    QCOMPARE(boards.size(), variantFor(players).bars);
    auto *seats = window.findChild<QTableWidget *>(QStringLiteral("replaySeats"));
    auto *logView = window.findChild<QListView *>(QStringLiteral("replayLog"));
    auto *roundLabel = window.findChild<QLabel *>(QStringLiteral("roundLabel"));
    QVERIFY(seats && logView && roundLabel);
    QCOMPARE(seats->rowCount(), players);

    std::array<BillSet, kBarCount> onBars{};
    for (int k = 0; k < window.roundCount(); ++k) {
        window.showRound(k);
        QCOMPARE(window.currentRound(), k);
        const QString where = QStringLiteral("round %1").arg(k + 1);
        QVERIFY2(roundLabel->text().startsWith(
                     QStringLiteral("Round %1 of %2 — ").arg(k + 1).arg(window.roundCount())),
                 qPrintable(roundLabel->text()));

        std::array<BillSet, kBarCount> beforeReveal{};
        std::array<Card, kMaxPlayers> revealed{};
        int resolvedWithBills = 0;
        for (const Event &e : rounds[k]) {
            if (e.kind == EventKind::BillPlaced)
                ++onBars[int(e.bar)].count[e.value];
            else if (e.kind == EventKind::BillsWon)
                onBars[int(e.bar)].remove(e.bills);
            else if (e.kind == EventKind::CardsRevealed) {
                beforeReveal = onBars;
                revealed = e.cards;
            } else if (e.kind == EventKind::BarResolved && e.outcome != BarOutcome::Quiet) {
                // The engine's own account of what lay on the bar when it was resolved.
                QVERIFY2(boards[int(e.bar)]->bills() == e.bills, qPrintable(where));
                ++resolvedWithBills;
            }
        }
        Q_UNUSED(resolvedWithBills);
        for (BarBoard *board : boards) {
            const Bar bar = board->bar();
            QVERIFY2(board->bills() == beforeReveal[int(bar)], qPrintable(where));
            QList<int> expected, shown;
            for (int s = 0; s < players; ++s) {
                if (!revealed[s].isNone() && revealed[s].bar() == bar)
                    expected << s;
            }
            for (const BarBoard::Revealed &r : board->revealed()) {
                QVERIFY2(r.card == revealed[r.seat], qPrintable(where));
                shown << r.seat;
            }
            QCOMPARE(shown, expected);
        }
        for (int s = 0; s < players; ++s) {
            QCOMPARE(seats->item(s, 3)->text(), Format::money(record.rounds[k].moneyAfter[s]));
            QCOMPARE(seats->item(s, 1)->text(), Format::card(record.rounds[k].plays[s]));
        }

        // The log shows this round only, and nothing private.
        QAbstractItemModel *log = logView->model();
        const QModelIndex root = logView->rootIndex();
        QVERIFY(root.isValid());
        QCOMPARE(log->rowCount(), 1);
        QCOMPARE(root.data(LogModel::RoundRole).toInt(), k + 1);
        int reveals = 0;
        for (int r = 0; r < log->rowCount(root); ++r) {
            const auto kind =
                EventKind(log->index(r, 0, root).data(LogModel::EventKindRole).toInt());
            QVERIFY(kind != EventKind::CardDealt && kind != EventKind::BillDrawn);
            reveals += kind == EventKind::CardsRevealed;
        }
        QCOMPARE(reveals, players);
    }
}

void TestReplay::replayNavigation()
{
    const GameRecord record = playedGame(4, 3);
    ReplayWindow window(record);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QPushButton *previous = button(&window, "previousButton");
    QPushButton *next = button(&window, "nextButton");
    QVERIFY(previous && next);
    const int last = window.roundCount() - 1;

    QCOMPARE(window.currentRound(), 0);
    QVERIFY(!previous->isEnabled());
    QVERIFY(next->isEnabled());
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(window.currentRound(), 1);
    QVERIFY(previous->isEnabled());
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(window.currentRound(), 2);
    QTest::mouseClick(previous, Qt::LeftButton);
    QCOMPARE(window.currentRound(), 1);

    // The keys work wherever the focus is, the log included.
    auto *logView = window.findChild<QListView *>(QStringLiteral("replayLog"));
    logView->setFocus();
    QTest::keyClick(logView, Qt::Key_Right);
    QCOMPARE(window.currentRound(), 2);
    QTest::keyClick(logView, Qt::Key_Left);
    QCOMPARE(window.currentRound(), 1);
    QTest::keyClick(&window, Qt::Key_End);
    QCOMPARE(window.currentRound(), last);
    QVERIFY(!next->isEnabled());
    QTest::keyClick(&window, Qt::Key_Right); // already at the last round
    QCOMPARE(window.currentRound(), last);
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(window.currentRound(), last - 1);
    QTest::keyClick(&window, Qt::Key_Home);
    QCOMPARE(window.currentRound(), 0);
    QTest::keyClick(&window, Qt::Key_Left); // already at the first round
    QCOMPARE(window.currentRound(), 0);
    QTest::keyClick(next, Qt::Key_PageDown);
    QCOMPARE(window.currentRound(), 1);
    // Esc closes the viewer, as it closes every window of the game (issue 12).
    QTest::keyClick(logView, Qt::Key_Escape);
    QVERIFY(!window.isVisible());

    window.next();
    QCOMPARE(window.currentRound(), 2);
    window.previous();
    QCOMPARE(window.currentRound(), 1);
    window.showRound(999);
    QCOMPARE(window.currentRound(), last);
    window.showRound(-4);
    QCOMPARE(window.currentRound(), 0);
}

// A game saved in the middle: the rounds it holds, not the one in progress (R7.3).
void TestReplay::replayUnfinishedGame()
{
    const GameRecord record = playedGame(5, 7, 6);
    QVERIFY(!record.finished);
    QCOMPARE(int(record.rounds.size()), 5);
    ReplayWindow window(record);
    QCOMPARE(window.roundCount(), 5);
    window.showRound(4);
    auto *seats = window.findChild<QTableWidget *>(QStringLiteral("replaySeats"));
    for (int s = 0; s < 5; ++s)
        QCOMPARE(seats->item(s, 3)->text(), Format::money(record.rounds[4].moneyAfter[s]));
    QVERIFY(!window.findChild<QLabel *>(QStringLiteral("replayError"))->isVisibleTo(&window));

    // No round at all: nothing to step through, and no crash.
    GameRecord empty = record;
    empty.rounds.clear();
    ReplayWindow none(empty);
    QCOMPARE(none.roundCount(), 0);
    none.next();
    none.previous();
    QVERIFY(!button(&none, "nextButton")->isEnabled());
    QVERIFY(!button(&none, "previousButton")->isEnabled());
}

// The viewer over a record as the Open command reads it: saved to JSON and loaded again.
void TestReplay::replayFromJson()
{
    const GameRecord played = playedGame(4, 9);
    GameRecord loaded;
    Game game;
    QString error;
    QVERIFY2(qio::loadRecord(qio::recordToJson(played), loaded, game, error), qPrintable(error));
    ReplayWindow window(loaded);
    QCOMPARE(window.roundCount(), int(played.rounds.size()));
    window.showRound(window.roundCount() - 1);
    auto *seats = window.findChild<QTableWidget *>(QStringLiteral("replaySeats"));
    for (int s = 0; s < 4; ++s)
        QCOMPARE(seats->item(s, 3)->text(), Format::money(played.rounds.back().moneyAfter[s]));
}

// A record that breaks the rules in round 3 (the viewer is meant for loaded records, but must not
// fall over on one that is not): the error is shown, the rounds before it are there.
void TestReplay::replayDamagedRecord()
{
    GameRecord record = playedGame(4, 4);
    record.rounds[2].moneyAfter[1] += 5000;
    ReplayWindow window(record);
    auto *error = window.findChild<QLabel *>(QStringLiteral("replayError"));
    QVERIFY(error->isVisibleTo(&window));
    QVERIFY2(error->text().contains(QStringLiteral("rounds[2].money_after[1]")),
             qPrintable(error->text()));
    QCOMPARE(window.roundCount(), int(record.rounds.size()));
    window.showRound(1);
    QVERIFY(!window.findChildren<BarBoard *>().isEmpty());
    window.showRound(window.roundCount() - 1);
    QCOMPARE(window.currentRound(), window.roundCount() - 1);
}

void TestReplay::replayLanguageChange()
{
    const GameRecord record = playedGame(4, 2);
    ReplayWindow window(record);
    window.showRound(3);
    auto *roundLabel = window.findChild<QLabel *>(QStringLiteral("roundLabel"));
    const QString before = roundLabel->text();
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&window, &change);
    QCOMPARE(roundLabel->text(), before);
    QCOMPARE(window.currentRound(), 3);
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("Replay — ")));
}

// With RAZZIA_TEST_SHOTS set: the viewer and the statistics at 1366×768, to look at.
void TestReplay::shots()
{
    if (!qEnvironmentVariableIsSet("RAZZIA_TEST_SHOTS"))
        QSKIP("RAZZIA_TEST_SHOTS not set");
    // Six bars (the usual table), four bars (three players) and the most seats (eight).
    const struct
    {
        int players;
        uint64_t seed;
        const char *file;
    } shots[] = {
        {6, 8, "/tmp/replay.png"}, {3, 11, "/tmp/replay-3.png"}, {8, 21, "/tmp/replay-8.png"}};
    for (const auto &shot : shots) {
        const GameRecord record = playedGame(shot.players, shot.seed);
        ReplayWindow window(record);
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The last round with a duel, if there is one, for the fullest view.
        int pick = 4;
        const QList<QList<Event>> rounds = eventsByRound(record);
        for (int k = 0; k < rounds.size(); ++k) {
            for (const Event &e : rounds[k]) {
                if (e.kind == EventKind::DuelWon)
                    pick = k;
            }
        }
        window.showRound(pick);
        QTest::qWait(50);
        QVERIFY(window.grab().save(QString::fromLatin1(shot.file)));
    }
}

QTEST_MAIN(TestReplay)
#include "tst_replay.moc"
