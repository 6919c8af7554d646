// Statistics across games (issue 16: one file for every game): the file, its damage cases, the
// dialog, offscreen.
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

} // namespace

class TestStatistics : public QObject
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
    void shots();
};

void TestStatistics::initTestCase()
{
    keepPlayersSettingsApart(QStringLiteral("tst_statistics"));
}

void TestStatistics::statsMissingFileIsEmpty()
{
    QTemporaryDir dir;
    Statistics stats(dir.filePath(QStringLiteral("statistics.json")));
    QString error;
    QVERIFY(stats.load(&error));
    QVERIFY(error.isEmpty());
    QVERIFY(stats.entries().isEmpty());
    QVERIFY(Statistics::defaultPath().endsWith(QStringLiteral("/statistics.json")));
}

void TestStatistics::statsRoundTrip()
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

void TestStatistics::statsAccumulate()
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
void TestStatistics::statsSharedFirstPlacesAreWins()
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

void TestStatistics::statsDamaged_data()
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
void TestStatistics::statsDamaged()
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
void TestStatistics::statsAtomicWrite()
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
void TestStatistics::statsUnwritablePlace()
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

void TestStatistics::statsDialogShowsRows()
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

void TestStatistics::statsDialogShowsDamage()
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

// With RAZZIA_TEST_SHOTS set: the statistics dialog at its size, to look at.
void TestStatistics::shots()
{
    if (!qEnvironmentVariableIsSet("RAZZIA_TEST_SHOTS"))
        QSKIP("RAZZIA_TEST_SHOTS not set");
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

QTEST_MAIN(TestStatistics)
#include "tst_statistics.moc"
