// Statistics count people by name and computer players by level (issue 13): "Al (easy)" and
// "Al (hard)" no longer merge, and a computer seat's name is decoration.
#include "uitestsupport.h"

#include "mainwindow.h"
#include "pace.h"
#include "razziamodule.h"
#include "statisticsdialog.h"

#include <QTableView>
#include <QTemporaryDir>

using namespace razzia;
using namespace razzia::ui;

namespace {

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
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

class TestStatsLevels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { keepPlayersSettingsApart(QStringLiteral("tst_statslevels")); }
    void statsKeepComputerLevelsApart();
    void statsFromAWholeGameCountLevels();
};

void TestStatsLevels::statsKeepComputerLevelsApart()
{
    // Issue 13: "Al (easy)" and "Al (hard)" merged under one name. Computer players count by
    // level, whatever their seat is called; people by name.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("statistics.json"));
    QString error;
    QVERIFY2(
        Statistics(path).recordGame(QStringLiteral("razzia"),
                                    {{QStringLiteral("Karine"), 90000, 1},
                                     {QStringLiteral("Bugsy"), 60000, 2, QStringLiteral("easy")},
                                     {QStringLiteral("Bugsy"), 30000, 3, QStringLiteral("hard")}},
                                    &error),
        qPrintable(error));
    QVERIFY2(
        Statistics(path).recordGame(QStringLiteral("razzia"),
                                    {{QStringLiteral("Karine"), 10000, 3},
                                     {QStringLiteral("Lucky"), 80000, 1, QStringLiteral("hard")},
                                     {QStringLiteral("Easy"), 20000, 2}},
                                    &error),
        qPrintable(error));
    Statistics stats(path);
    QVERIFY2(stats.load(&error), qPrintable(error));
    const QList<Statistics::Entry> entries = stats.entries();
    QCOMPARE(entries.size(), 4); // Karine, the person called Easy, easy, hard
    const auto level = [&](const QString &id) {
        for (const Statistics::Entry &e : entries) {
            if (e.level == id)
                return e;
        }
        return Statistics::Entry{};
    };
    QCOMPARE(level(QStringLiteral("easy")).games, 1);
    QCOMPARE(level(QStringLiteral("easy")).totalScore, qint64(60000));
    QCOMPARE(level(QStringLiteral("hard")).games, 2);
    QCOMPARE(level(QStringLiteral("hard")).wins, 1);
    QCOMPARE(level(QStringLiteral("hard")).totalScore, qint64(110000));
    QCOMPARE(entryOf(entries, QStringLiteral("Karine")).games, 2);
    // A person may be called like a level: still a person, never merged with the computer.
    QCOMPARE(entryOf(entries, QStringLiteral("Easy")).games, 1);
    QVERIFY(!entryOf(entries, QStringLiteral("Easy")).isComputer());
    QVERIFY(entryOf(entries, QStringLiteral("Bugsy")).name.isEmpty()); // no seat names kept

    StatisticsDialog dialog;
    dialog.reload(path);
    auto *view = dialog.findChild<QTableView *>(QStringLiteral("statisticsView"));
    QStringList shown;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        shown << view->model()->index(row, 0).data().toString();
    QVERIFY2(shown.contains(QStringLiteral("Computer (Easy)")), qPrintable(shown.join(u',')));
    QVERIFY2(shown.contains(QStringLiteral("Computer (Hard)")), qPrintable(shown.join(u',')));

    // A level that does not exist is damage, named as such.
    QVERIFY(writeAll(path, R"({"format": "razzia-stats/1", "players": [{"level": "godlike",
        "games": 1, "wins": 0, "money": 0}]})"));
    QVERIFY(!Statistics(path).load(&error));
    QVERIFY2(error.contains(QStringLiteral("players[0].level")), qPrintable(error));
}

void TestStatsLevels::statsFromAWholeGameCountLevels()
{
    // The window records a finished game: its computer seats under their levels.
    QFile::remove(Statistics::defaultPath());
    Pace::setSpeed(Speed::Instant);
    MainWindow window;
    window.setAutosavePath(QString());
    TableSetup setup;
    setup.seats = {{QStringLiteral("Bugsy"), false, QStringLiteral("easy")},
                   {QStringLiteral("Lucky"), false, QStringLiteral("hard")},
                   {QStringLiteral("Dutch"), false, QStringLiteral("hard")}};
    setup.seed = 4;
    window.setQuitAtEnd(true);
    QSignalSpy finished(&window, &MainWindow::gameFinished);
    RazziaModule::of(window)->startGame(setup);
    QVERIFY(finished.wait(120000) || finished.size() == 1);
    Statistics stats;
    QString error;
    QVERIFY2(stats.load(&error), qPrintable(error));
    QCOMPARE(stats.entries().size(), 2);
    for (const Statistics::Entry &e : stats.entries()) {
        QVERIFY(e.isComputer());
        QCOMPARE(e.games, e.level == QLatin1String("hard") ? 2 : 1);
    }
    QFile::remove(Statistics::defaultPath());
}

QTEST_MAIN(TestStatsLevels)
#include "tst_statslevels.moc"
