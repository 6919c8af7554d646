// The window's Join a table… (issue 24, docs/network.md "The window"), offscreen and on
// loopback only: the list of the tables a beacon announces (full, playing, or holding a seat
// this computer kept), and what the lobby says of a table it cannot reach, one whose host is
// gone, and one of another game.
#include "joindialog.h"
#include "lobbydialog.h"
#include "mainwindow.h"
#include "netplay.h"

#include "hostedgames.h"
#include "hostrunner.h"
#include "seatkeys.h"

#include "fakegame.h"

#include <QComboBox>
#include <QCryptographicHash>
#include <QLineEdit>
#include <QLockFile>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <memory>

using namespace shell;
using namespace netwindowtest;

class TestNetJoin : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        registerFakeGame();
    }

    // What the dialogs remember starts from nothing in every test.
    void init() { QSettings().remove(QStringLiteral("network")); }

    // A full table, or one already playing, is listed greyed and cannot be chosen; unless this
    // window keeps a seat there, which it may take back.
    void fullTable()
    {
        JoinDialog dialog(QHostAddress(QHostAddress::LocalHost), 0);
        QVERIFY(dialog.finderPort() != 0);
        announce(dialog.finderPort(), 40001, 3, 0, false);
        QTRY_COMPARE_WITH_TIMEOUT(dialog.tables()->rowCount(), 1, kWaitMs);
        QCOMPARE(dialog.tables()->item(0, 2)->text(), QStringLiteral("0 of 3"));
        QCOMPARE(dialog.tables()->item(0, 3)->text(), QStringLiteral("Full"));
        dialog.tables()->selectRow(0);
        QVERIFY(dialog.tables()->selectedItems().isEmpty());
        QVERIFY(!dialog.joinListed()->isEnabled());
        // A double click joins nothing either.
        QSignalSpy accepted(&dialog, &QDialog::accepted);
        Q_EMIT dialog.tables()->cellDoubleClicked(0, 0);
        QCOMPARE(accepted.size(), 0);

        // A table playing, with a seat given up: a join would be refused.
        announce(dialog.finderPort(), 40002, 3, 1, true);
        QTRY_COMPARE_WITH_TIMEOUT(dialog.tables()->rowCount(), 2, kWaitMs);
        QCOMPARE(dialog.tables()->item(1, 3)->text(), QStringLiteral("Playing"));
        dialog.tables()->selectRow(1);
        QVERIFY(!dialog.joinListed()->isEnabled());

        // This window keeps a seat at the full table: offered, to take the seat back.
        dialog.setSeatKept([](const net::TableAd &ad) { return ad.port == 40001; });
        QCOMPARE(dialog.tables()->item(0, 3)->text(), QStringLiteral("Your seat is kept for you"));
        dialog.tables()->selectRow(0);
        QVERIFY(dialog.joinListed()->isEnabled());
        dialog.tables()->selectRow(1);
        QVERIFY(!dialog.joinListed()->isEnabled());
    }

    // The window's Join a table… lists a table under way as joinable where this computer kept
    // a seat (the token a crashed window left on disk), and only that one: greyed as "Playing",
    // the relaunched window could not take its seat back from the list.
    void keptSeatIsListed()
    {
        const QString file = NetPlay::seatKeysFile();
        QFile::remove(file);
        QVERIFY(net::SeatKeys(file).keep("razzia", QUrl(QStringLiteral("ws://127.0.0.1:40011")),
                                         QByteArrayLiteral("0123456789abcdef0123456789abcdef")));
        MainWindow window;
        QTemporaryDir dir;
        window.setSaveStore(SaveStore(dir.filePath(QStringLiteral("games")),
                                      dir.filePath(QStringLiteral("history"))));
        window.setNetEndpoints(loopback());
        window.joinTable();
        auto *join = window.findChild<JoinDialog *>();
        QVERIFY(join);
        announce(join->finderPort(), 40011, 3, 0, true);
        announce(join->finderPort(), 40012, 3, 0, true);
        QTRY_COMPARE_WITH_TIMEOUT(join->tables()->rowCount(), 2, kWaitMs);
        for (int row = 0; row < 2; ++row) {
            const bool kept =
                join->tables()->item(row, 4)->text().endsWith(QLatin1String(":40011"));
            QCOMPARE(join->tables()->item(row, 3)->text(),
                     kept ? QStringLiteral("Your seat is kept for you")
                          : QStringLiteral("Playing"));
            join->tables()->selectRow(row);
            QCOMPARE(join->joinListed()->isEnabled(), kept);
        }
        QFile::remove(file);
    }

    // Nothing answers at the address: the lobby says the table could not be reached, where and
    // why, in one line (it said "The link to the table was closed." of a link never made).
    void unreachable()
    {
        MainWindow window;
        QTemporaryDir dir;
        window.setSaveStore(SaveStore(dir.filePath(QStringLiteral("games")),
                                      dir.filePath(QStringLiteral("history"))));
        window.setNetEndpoints(loopback());
        QPointer<LobbyDialog> lobby = joinByAddress(window, 1);
        QVERIFY(lobby);
        QTRY_VERIFY_WITH_TIMEOUT(lobby->status().startsWith(QStringLiteral("Could not reach")),
                                 2 * kWaitMs);
        QCOMPARE(lobby->status(),
                 QStringLiteral("Could not reach 127.0.0.1:1: nothing answers on this port."));
    }

    // The host dies while a joiner waits in the lobby: the seats no longer say "Here".
    void hostGone()
    {
        std::unique_ptr<net::HostRunner> host = razziaTable(7);
        QVERIFY(host);

        MainWindow window;
        QTemporaryDir dir;
        window.setSaveStore(SaveStore(dir.filePath(QStringLiteral("games")),
                                      dir.filePath(QStringLiteral("history"))));
        window.setNetEndpoints(loopback());
        QPointer<LobbyDialog> lobby = joinByAddress(window, host->port());
        QVERIFY(lobby);
        QTRY_COMPARE_WITH_TIMEOUT(lobby->seats()->rowCount(), 3, kWaitMs);
        QCOMPARE(lobby->seats()->item(2, 2)->text(), NetPlay::stateText({{"state", "local"}}));
        host.reset();
        QTRY_COMPARE_WITH_TIMEOUT(lobby->seats()->item(2, 2)->text(), QStringLiteral("Unknown"),
                                  kWaitMs);
        QCOMPARE(lobby->seats()->item(0, 2)->text(), QStringLiteral("Unknown"));
    }

    // A table of another game than the one asked for by address: both are named.
    void otherGame()
    {
        const std::unique_ptr<net::HostRunner> host = razziaTable(7, {"net", "normal", "normal"});
        QVERIFY(host);

        MainWindow window;
        QTemporaryDir dir;
        window.setSaveStore(SaveStore(dir.filePath(QStringLiteral("games")),
                                      dir.filePath(QStringLiteral("history"))));
        window.setNetEndpoints(loopback());
        window.joinTable();
        auto *join = window.findChild<JoinDialog *>();
        QVERIFY(join);
        join->gameBox()->setCurrentIndex(join->gameBox()->findData(QStringLiteral("speakeasy")));
        join->addressEdit()->setText(QStringLiteral("127.0.0.1"));
        join->portBox()->setValue(host->port());
        QTest::mouseClick(join->joinByAddress(), Qt::LeftButton);
        QPointer<LobbyDialog> lobby;
        QTRY_VERIFY_WITH_TIMEOUT((lobby = window.findChild<LobbyDialog *>()), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(
            lobby->status(), QStringLiteral("This table plays Razzia, not Speak Easy."), kWaitMs);
    }

    // Two windows keeping their seats at the same moment both keep them: each reads and writes
    // the file in its turn (without, one's write undid the other's).
    void twoWindowsKeepTheirSeatsAtOnce()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("network-seats.json"));
        const auto keepSixteen = [file](int first) {
            for (int port = first; port < first + 16; ++port)
                net::SeatKeys(file).keep("razzia",
                                         QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)),
                                         QByteArray::number(port).repeated(4));
        };
        std::unique_ptr<QThread> other(QThread::create(keepSixteen, 41000));
        other->start();
        keepSixteen(42000);
        QVERIFY(other->wait(10000));
        for (int first : {41000, 42000}) {
            for (int port = first; port < first + 16; ++port)
                QCOMPARE(net::SeatKeys(file).find(
                             "razzia", QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port))),
                         QByteArray::number(port).repeated(4));
        }
    }

    // Two windows of this computer at one table: the first keeps its seat on disk; the second,
    // leaving, gives up its own seat only (it wiped the first one's, which a crash of the first
    // then could not take back).
    void leavingBesideAKeptSeatKeepsIt()
    {
        const QString file = NetPlay::seatKeysFile();
        QFile::remove(file);
        const std::unique_ptr<net::HostRunner> host = razziaTable(5);
        QVERIFY(host);
        const QUrl table(QStringLiteral("ws://127.0.0.1:%1").arg(host->port()));
        NetPlay first, second;
        for (NetPlay *net : {&first, &second})
            net->join(QStringLiteral("razzia"), table);
        QTRY_VERIFY_WITH_TIMEOUT(first.client()->isConnected() && second.client()->isConnected(),
                                 kWaitMs);
        first.takeSeat(0, QStringLiteral("Léa"), QString());
        QTRY_VERIFY_WITH_TIMEOUT(first.isSeated(), kWaitMs);
        second.takeSeat(1, QStringLiteral("Karine"), QString());
        QTRY_VERIFY_WITH_TIMEOUT(second.isSeated(), kWaitMs);
        const QByteArray kept = first.client()->token();
        QCOMPARE(net::SeatKeys(file).find("razzia", table), kept);
        second.leave();
        QCOMPARE(net::SeatKeys(file).find("razzia", table), kept);
        first.leave();
        QVERIFY(net::SeatKeys(file).find("razzia", table).isEmpty());
    }

    // A running window holds its kept seat: no other window of this computer presents its token.
    // One that stopped holds nothing, however it stopped (here: a lock whose process is gone).
    void keptSeatHeldByOneWindow()
    {
        QTemporaryDir dir;
        const net::SeatKeys keys(dir.filePath(QStringLiteral("network-seats.json")));
        const QUrl table(QStringLiteral("ws://127.0.0.1:40021"));
        std::unique_ptr<QLockFile> first = keys.hold("razzia", table);
        QVERIFY(first);
        QVERIFY(!keys.hold("razzia", table));
        QVERIFY(keys.hold("razzia", QUrl(QStringLiteral("ws://127.0.0.1:40022"))));
        QVERIFY(keys.hold("speakeasy", table));
        first.reset();
        QVERIFY(keys.hold("razzia", table));

        // The lock a window killed left behind: this process's lock, with a process id that
        // runs nothing.
        first = keys.hold("razzia", table);
        QVERIFY(first);
        const QString path =
            dir.filePath(QStringLiteral("network-seat-")) +
            QString::fromLatin1(
                QCryptographicHash::hash("razzia|127.0.0.1:40021", QCryptographicHash::Sha256)
                    .toHex()
                    .left(16)) +
            QStringLiteral(".lock");
        QByteArray contents = readAll(path);
        QVERIFY(contents.startsWith(QByteArray::number(QCoreApplication::applicationPid())));
        QProcess gone;
        gone.start(QStringLiteral("true"), {});
        QVERIFY(gone.waitForStarted());
        const qint64 deadPid = gone.processId();
        QVERIFY(deadPid > 0 && gone.waitForFinished());
        contents.replace(0, contents.indexOf('\n'), QByteArray::number(deadPid));
        QVERIFY(!keys.hold("razzia", table));
        first.reset();
        QVERIFY(!QFile::exists(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(contents);
        file.close();
        QCOMPARE(readAll(path), contents);
        QVERIFY(keys.hold("razzia", table));
    }
};

QTEST_MAIN(TestNetJoin)
#include "tst_net_join.moc"
