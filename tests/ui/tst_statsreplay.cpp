// Statistics across games (the file, its damage cases, the dialog) and the replay viewer over a
// record of a game played by AI seats, offscreen.
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

using Result = Statistics::Result;

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

QStringList listing(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

Statistics::Entry entryOf(const QList<Statistics::Entry> &entries, const QString &name)
{
    for (const Statistics::Entry &e : entries) {
        if (e.name == name)
            return e;
    }
    return {};
}

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

class TestStatsReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void statsMissingFileIsEmpty();
    void statsRoundTrip();
    void statsAccumulate();
    void statsSharedFirstPlacesAreWins();
    void statsDamaged_data();
    void statsDamaged();
    void statsAtomicWrite();
    void statsUnwritablePlace();
    void statsDialogShowsRows();
    void statsDialogShowsDamage();

    void replayRounds_data();
    void replayRounds();
    void replayNavigation();
    void replayUnfinishedGame();
    void replayFromJson();
    void replayDamagedRecord();
    void replayLanguageChange();

    void shots();
};

void TestStatsReplay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("RazziaTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_statsreplay"));
}

void TestStatsReplay::statsMissingFileIsEmpty()
{
    QTemporaryDir dir;
    Statistics stats(dir.filePath(QStringLiteral("statistics.json")));
    QString error;
    QVERIFY(stats.load(&error));
    QVERIFY(error.isEmpty());
    QVERIFY(stats.entries().isEmpty());
    QVERIFY(Statistics::defaultPath().endsWith(QStringLiteral("/statistics.json")));
}

void TestStatsReplay::statsRoundTrip()
{
    QTemporaryDir dir;
    // The folder does not exist yet: recordGame makes it.
    const QString path = dir.filePath(QStringLiteral("nested/data/statistics.json"));
    Statistics stats(path);
    QString error;
    QVERIFY2(stats.recordGame(QStringLiteral("razzia"),
                              {{QStringLiteral("Al"), 120000, 1},
                               {QStringLiteral("Bugsy"), 80000, 2},
                               {QStringLiteral("Karine"), 50000, 3}},
                              &error),
             qPrintable(error));
    QVERIFY(QFile::exists(path));

    const QJsonObject root = QJsonDocument::fromJson(readAll(path)).object();
    QCOMPARE(root.value(QStringLiteral("format")).toString(), QStringLiteral("razzia-stats/2"));
    // Each game's own score, under a name that is no game's.
    QCOMPARE(root.value(QStringLiteral("players"))
                 .toArray()[0]
                 .toObject()
                 .value(QStringLiteral("score")),
             QJsonValue(120000));
    QCOMPARE(root.value(QStringLiteral("players")).toArray().size(), 3);

    Statistics again(path);
    QVERIFY2(again.load(&error), qPrintable(error));
    const QList<Statistics::Entry> entries = again.entries();
    QCOMPARE(entries.size(), 3);
    QCOMPARE(entries[0].name, QStringLiteral("Al")); // most wins first
    QCOMPARE(entries[0].games, 1);
    QCOMPARE(entries[0].wins, 1);
    QCOMPARE(entries[0].totalScore, qint64(120000));
    QCOMPARE(entries[1].name, QStringLiteral("Bugsy")); // then by name
    QCOMPARE(entries[1].wins, 0);
    QCOMPARE(entries[2].name, QStringLiteral("Karine"));
    QCOMPARE(entries[2].meanScore(), 50000.0);
}

void TestStatsReplay::statsAccumulate()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    QString error;
    QVERIFY(Statistics(path).recordGame(
        QStringLiteral("razzia"),
        {{QStringLiteral("Karine"), 90000, 1}, {QStringLiteral("Al"), 30000, 2}}, &error));
    // Another spelling of the same name is the same player; the first spelling stays.
    QVERIFY(Statistics(path).recordGame(
        QStringLiteral("razzia"),
        {{QStringLiteral("karine"), 20000, 2}, {QStringLiteral("AL"), 60000, 1}}, &error));
    QVERIFY(Statistics(path).recordGame(QStringLiteral("razzia"),
                                        {{QStringLiteral("  Karine "), 100000, 1},
                                         {QStringLiteral("Al"), 5000, 3},
                                         {QStringLiteral("Nitti"), 40000, 2}},
                                        &error));
    Statistics stats(path);
    QVERIFY(stats.load(&error));
    const QList<Statistics::Entry> entries = stats.entries();
    QCOMPARE(entries.size(), 3);
    QCOMPARE(entries[0].name, QStringLiteral("Karine"));
    QCOMPARE(entries[0].games, 3);
    QCOMPARE(entries[0].wins, 2);
    QCOMPARE(entries[0].totalScore, qint64(210000));
    QCOMPARE(entries[0].meanScore(), 70000.0);
    QCOMPARE(entries[1].name, QStringLiteral("Al"));
    QCOMPARE(entries[1].games, 3);
    QCOMPARE(entries[1].wins, 1);
    QCOMPARE(entries[1].totalScore, qint64(95000));
    QCOMPARE(entries[2].name, QStringLiteral("Nitti"));
    QCOMPARE(entries[2].games, 1);

    // recordGame leaves the object up to date too.
    Statistics writer(path);
    QVERIFY(
        writer.recordGame(QStringLiteral("razzia"), {{QStringLiteral("Nitti"), 1000, 1}}, &error));
    QCOMPARE(entryOf(writer.entries(), QStringLiteral("Nitti")).games, 2);

    // Results that cannot be true are refused, the file untouched.
    const QByteArray before = readAll(path);
    QVERIFY(!Statistics(path).recordGame(QStringLiteral("razzia"), {{QString(), 1000, 1}}, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!Statistics(path).recordGame(QStringLiteral("razzia"), {{QStringLiteral("Al"), 5, 0}},
                                         &error));
    QCOMPARE(readAll(path), before);
}

// R3.8: players with equal money share a place, and a shared first place is a win for each.
void TestStatsReplay::statsSharedFirstPlacesAreWins()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    QString error;
    QVERIFY(Statistics(path).recordGame(QStringLiteral("razzia"),
                                        {{QStringLiteral("Al"), 100000, 1},
                                         {QStringLiteral("Bugsy"), 100000, 1},
                                         {QStringLiteral("Karine"), 20000, 3}},
                                        &error));
    Statistics stats(path);
    QVERIFY(stats.load(&error));
    QCOMPARE(entryOf(stats.entries(), QStringLiteral("Al")).wins, 1);
    QCOMPARE(entryOf(stats.entries(), QStringLiteral("Bugsy")).wins, 1);
    QCOMPARE(entryOf(stats.entries(), QStringLiteral("Karine")).wins, 0);
}

void TestStatsReplay::statsDamaged_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("names"); // a fragment the message must hold

    const auto file = [](const QByteArray &players) {
        return QByteArray(R"({"format": "razzia-stats/1", "players": )") + players + "}";
    };
    QTest::newRow("garbage") << QByteArray("\x89PNG\r\n\x1a\n not statistics at all")
                             << QStringLiteral("not valid JSON");
    QTest::newRow("truncated") << QByteArray(R"({"format": "razzia-stats/1", "players": [{"na)")
                               << QStringLiteral("not valid JSON");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("not valid JSON");
    QTest::newRow("top-level list") << QByteArray("[1, 2]") << QStringLiteral("JSON object");
    QTest::newRow("wrong format")
        << QByteArray(R"({"format": "razzia-game/1", "players": []})")
        << QStringLiteral("format: expected \"razzia-stats/2\", found \"razzia-game/1\"");
    QTest::newRow("no format") << QByteArray(R"({"players": []})")
                               << QStringLiteral("format: expected");
    QTest::newRow("players not a list")
        << QByteArray(R"({"format": "razzia-stats/1", "players": {}})")
        << QStringLiteral("players: expected a list");
    QTest::newRow("player not an object") << file("[3]") << QStringLiteral("players[0]");
    QTest::newRow("negative games")
        << file(R"([{"name": "Al", "games": -1, "wins": 0, "money": 0}])")
        << QStringLiteral("players[0].games");
    QTest::newRow("negative wins")
        << file(R"([{"name": "Al", "games": 2, "wins": -1, "money": 0}])")
        << QStringLiteral("players[0].wins");
    QTest::newRow("more wins than games")
        << file(R"([{"name": "Al", "games": 2, "wins": 3, "money": 0}])")
        << QStringLiteral("players[0].wins");
    QTest::newRow("negative money")
        << file(R"([{"name": "Al", "games": 2, "wins": 1, "money": -5000}])")
        << QStringLiteral("players[0].money");
    QTest::newRow("games as text")
        << file(R"([{"name": "Al", "games": "2", "wins": 1, "money": 0}])")
        << QStringLiteral("players[0].games");
    QTest::newRow("fractional games")
        << file(R"([{"name": "Al", "games": 2.5, "wins": 1, "money": 0}])")
        << QStringLiteral("players[0].games");
    QTest::newRow("missing money")
        << file(R"([{"name": "Al", "games": 2, "wins": 1}])") << QStringLiteral("players[0].money");
    QTest::newRow("name not text") << file(R"([{"name": 7, "games": 2, "wins": 1, "money": 0}])")
                                   << QStringLiteral("players[0].name");
    QTest::newRow("empty name") << file(R"([{"name": " ", "games": 2, "wins": 1, "money": 0}])")
                                << QStringLiteral("players[0].name");
    QTest::newRow("name twice") << file(R"([{"name": "Al", "games": 2, "wins": 1, "money": 0},
                                            {"name": "al", "games": 1, "wins": 0, "money": 0}])")
                                << QStringLiteral("players[1].name");
    // razzia-stats/2: each game's own score, and every entry names its game.
    const auto scored = [](const QByteArray &players) {
        return QByteArray(R"({"format": "razzia-stats/2", "players": )") + players + "}";
    };
    QTest::newRow("2: missing score")
        << scored(R"([{"game": "razzia", "name": "Al", "games": 2, "wins": 1}])")
        << QStringLiteral("players[0].score");
    QTest::newRow("2: money for a score")
        << scored(R"([{"game": "razzia", "name": "Al", "games": 2, "wins": 1, "money": 5}])")
        << QStringLiteral("players[0].score");
    QTest::newRow("2: score as text")
        << scored(R"([{"game": "razzia", "name": "Al", "games": 2, "wins": 1, "score": "5"}])")
        << QStringLiteral("players[0].score");
    QTest::newRow("2: fractional score")
        << scored(R"([{"game": "razzia", "name": "Al", "games": 2, "wins": 1, "score": 0.5}])")
        << QStringLiteral("players[0].score");
    QTest::newRow("2: no game") << scored(R"([{"name": "Al", "games": 2, "wins": 1, "score": 5}])")
                                << QStringLiteral("players[0].game");
}

// A damaged file is reported, shows no entry, and is never overwritten: not by load(), not by
// recordGame(); not even a temporary file is left beside it.
void TestStatsReplay::statsDamaged()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, names);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    QVERIFY(writeAll(path, bytes));
    const QStringList before = listing(dir.path());

    Statistics stats(path);
    QString error;
    QVERIFY(!stats.load(&error));
    QVERIFY2(error.contains(names), qPrintable(error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY(stats.entries().isEmpty());

    QString recordError;
    QVERIFY(!stats.recordGame(QStringLiteral("razzia"), {{QStringLiteral("Al"), 50000, 1}},
                              &recordError));
    QCOMPARE(recordError, error);
    QVERIFY(stats.entries().isEmpty());
    QCOMPARE(readAll(path), bytes);
    QCOMPARE(listing(dir.path()), before);
}

// QSaveFile writes beside the file and renames over it: a hard link to the old file keeps the
// old bytes (an in-place write would have changed them), and no temporary file is left over.
void TestStatsReplay::statsAtomicWrite()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    QString error;
    QVERIFY(Statistics(path).recordGame(QStringLiteral("razzia"),
                                        {{QStringLiteral("Al"), 10000, 1}}, &error));
    const QByteArray first = readAll(path);
    const QString link = dir.filePath(QStringLiteral("old.json"));
    QCOMPARE(::link(QFile::encodeName(path).constData(), QFile::encodeName(link).constData()), 0);

    QVERIFY(Statistics(path).recordGame(QStringLiteral("razzia"),
                                        {{QStringLiteral("Bugsy"), 20000, 1}}, &error));
    QCOMPARE(readAll(link), first);
    QVERIFY(readAll(path) != first);
    QVERIFY(readAll(path).contains("Bugsy"));
    QCOMPARE(listing(dir.path()),
             QStringList({QStringLiteral("old.json"), QStringLiteral("statistics.json")}));
    Statistics stats(path);
    QVERIFY(stats.load(&error));
    QCOMPARE(stats.entries().size(), 2);
}

// Where nothing can be written, recordGame says so and leaves nothing behind.
void TestStatsReplay::statsUnwritablePlace()
{
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("file"));
    QVERIFY(writeAll(blocker, "a plain file where a folder should be"));
    const QString path = blocker + QStringLiteral("/statistics.json");
    QString error;
    QVERIFY(!Statistics(path).recordGame(QStringLiteral("razzia"),
                                         {{QStringLiteral("Al"), 10000, 1}}, &error));
    QVERIFY2(error.contains(QStringLiteral("could not be saved")), qPrintable(error));
    QCOMPARE(listing(dir.path()), QStringList({QStringLiteral("file")}));
}

void TestStatsReplay::statsDialogShowsRows()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    QString error;
    QVERIFY(Statistics(path).recordGame(QStringLiteral("razzia"),
                                        {{QStringLiteral("Al"), 120000, 1},
                                         {QStringLiteral("Bugsy"), 80000, 2},
                                         {QStringLiteral("Karine"), 45000, 3}},
                                        &error));
    QVERIFY(Statistics(path).recordGame(QStringLiteral("razzia"),
                                        {{QStringLiteral("Al"), 30000, 3},
                                         {QStringLiteral("Bugsy"), 70000, 1},
                                         {QStringLiteral("Karine"), 70000, 1}},
                                        &error));

    StatisticsDialog dialog;
    auto *view = dialog.findChild<QTableView *>(QStringLiteral("statisticsView"));
    QVERIFY(view);
    QAbstractItemModel *model = view->model();
    auto *proxy = qobject_cast<QSortFilterProxyModel *>(model);
    QVERIFY(proxy);
    QAbstractItemModelTester tester(proxy->sourceModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(model,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    dialog.reload(path);
    dialog.open();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));

    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(model->columnCount(), 5);
    QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Player"));
    QCOMPARE(model->headerData(4, Qt::Horizontal).toString(), QStringLiteral("Mean money"));
    const auto row = [model](const QString &name) {
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, 0).data().toString() == name)
                return r;
        }
        return -1;
    };
    const int al = row(QStringLiteral("Al"));
    QVERIFY(al >= 0);
    QCOMPARE(model->index(al, 1).data().toString(), QStringLiteral("2"));
    QCOMPARE(model->index(al, 2).data().toString(), QStringLiteral("1"));
    QCOMPARE(model->index(al, 3).data().toString(), QStringLiteral("50%"));
    QCOMPARE(model->index(al, 4).data().toString(), Format::money(75000));
    const int karine = row(QStringLiteral("Karine"));
    QCOMPARE(model->index(karine, 4).data().toString(), Format::money(57500));

    // Sortable by any column, numbers as numbers (not as the text "$57,500").
    view->sortByColumn(4, Qt::DescendingOrder);
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("Al"));     // $75,000
    QCOMPARE(model->index(1, 0).data().toString(), QStringLiteral("Bugsy"));  // $75,000
    QCOMPARE(model->index(2, 0).data().toString(), QStringLiteral("Karine")); // $57,500
    view->sortByColumn(0, Qt::DescendingOrder);
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("Karine"));

    auto *message = dialog.findChild<QLabel *>(QStringLiteral("statisticsMessage"));
    QVERIFY(message && !message->isVisible());

    // The language changes with the dialog open: the rows stay.
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(&dialog, &change);
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(dialog.windowTitle(), QStringLiteral("Statistics"));

    QSignalSpy finished(&dialog, &QDialog::finished);
    auto *buttons = dialog.findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    QTest::mouseClick(buttons->button(QDialogButtonBox::Close), Qt::LeftButton);
    QCOMPARE(finished.count(), 1);
    QVERIFY(!dialog.isVisible());
}

void TestStatsReplay::statsDialogShowsDamage()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    QVERIFY(writeAll(path, R"({"format": "razzia-stats/9", "players": []})"));
    StatisticsDialog dialog;
    dialog.reload(path);
    dialog.open();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *message = dialog.findChild<QLabel *>(QStringLiteral("statisticsMessage"));
    QVERIFY(message && message->isVisible());
    QVERIFY2(message->text().contains(QStringLiteral("razzia-stats/9")),
             qPrintable(message->text()));
    QCOMPARE(dialog.findChild<QTableView *>()->model()->rowCount(), 0);

    // A missing file is no error, only an empty table.
    dialog.reload(dir.filePath(QStringLiteral("none.json")));
    QVERIFY(message->isVisible());
    QVERIFY(!message->text().contains(QStringLiteral("damaged")));
}

void TestStatsReplay::replayRounds_data()
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
void TestStatsReplay::replayRounds()
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

void TestStatsReplay::replayNavigation()
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
void TestStatsReplay::replayUnfinishedGame()
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
void TestStatsReplay::replayFromJson()
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
void TestStatsReplay::replayDamagedRecord()
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

void TestStatsReplay::replayLanguageChange()
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
void TestStatsReplay::shots()
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

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    QString error;
    QVERIFY(Statistics(path).recordGame(QStringLiteral("razzia"),
                                        {{QStringLiteral("Karine"), 185000, 1},
                                         {QStringLiteral("Al"), 120000, 2},
                                         {QStringLiteral("Bugsy"), 80000, 3},
                                         {QStringLiteral("Lucky"), 45000, 4}},
                                        &error));
    QVERIFY(Statistics(path).recordGame(QStringLiteral("razzia"),
                                        {{QStringLiteral("Karine"), 90000, 2},
                                         {QStringLiteral("Al"), 150000, 1},
                                         {QStringLiteral("Bugsy"), 150000, 1},
                                         {QStringLiteral("Nitti"), 30000, 4}},
                                        &error));
    StatisticsDialog dialog;
    dialog.reload(path);
    dialog.open();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.grab().save(QStringLiteral("/tmp/stats.png")));
}

QTEST_MAIN(TestStatsReplay)
#include "tst_statsreplay.moc"
