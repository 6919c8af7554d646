// The window's side of network play (issue 24, docs/network.md "The window"), offscreen and on
// loopback only: Game ▸ Host a table… to its lobby, a second client taking the open seat, Start,
// and the seated client handed to the game's module; Game ▸ Join a table… listing a table a
// beacon announces on 127.0.0.1 and joining it, from the list and by address; the chat both
// ways with its bounds; a dropped person shown as reconnecting and a computer let in for them;
// and the finished game's record kept in every window's history.
//
// The game's module is the fake of fakegame.h; the join list's own tests are tst_net_join.
#include "chatpanel.h"
#include "hostdialog.h"
#include "joindialog.h"
#include "lobbydialog.h"
#include "mainwindow.h"
#include "netplay.h"
#include "nettablepanel.h"

#include "client.h"
#include "hostedgames.h"
#include "hostrunner.h"
#include "seatkeys.h"

#include "../../waitsupport.h"
#include "fakegame.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace shell;
using namespace netwindowtest;

class TestNetWindow : public QObject
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

    // Host a table → lobby → a second client takes the open seat → Start → the module plays the
    // host's person's seat through a started client; chat both ways; a drop, a takeover; the
    // record in the history.
    void hostTable()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.setSaveStore(SaveStore(dir.filePath(QStringLiteral("games")),
                                      dir.filePath(QStringLiteral("history"))));
        // The beacon sends to a loopback port nobody reads.
        NetEndpoints endpoints = loopback();
        endpoints.discoveryPort = 9;
        window.setNetEndpoints(endpoints);
        // Shown, as a laptop's screen: the panel beside the table is measured.
        window.resize(1366, 768);
        window.show();
        QAction *save = window.findChild<QAction *>(QStringLiteral("saveAction"));
        QVERIFY(save);

        window.hostTable();
        auto *dialog = window.findChild<HostDialog *>();
        QVERIFY(dialog);
        QCOMPARE(dialog->gameBox()->currentData().toString(), QStringLiteral("razzia"));
        // Fewer seats give their room back, rather than leaving bands of nothing.
        QVERIFY(dialog->isVisible());
        dialog->seatCount()->setValue(8);
        QTRY_VERIFY(dialog->seatBox(7)->isVisible());
        const int tall = dialog->height();
        dialog->seatCount()->setValue(3);
        // The layout fits the dialog when it handles its request, in the event loop.
        QTRY_VERIFY2(dialog->height() < tall - 4 * dialog->seatBox(0)->height(),
                     qPrintable(QStringLiteral("%1 of %2").arg(dialog->height()).arg(tall)));
        QCOMPARE(dialog->seatBox(0)->currentData().toString(), QStringLiteral("human"));
        // Exactly one seat is "Me": choosing it elsewhere opens the one it was.
        dialog->seatBox(1)->setCurrentIndex(dialog->seatBox(1)->findData(QStringLiteral("human")));
        QCOMPARE(dialog->seatBox(0)->currentData().toString(), QStringLiteral("net"));
        dialog->seatBox(0)->setCurrentIndex(dialog->seatBox(0)->findData(QStringLiteral("human")));
        QCOMPARE(dialog->seatBox(1)->currentData().toString(), QStringLiteral("net"));
        dialog->seatBox(2)->setCurrentIndex(dialog->seatBox(2)->findData(QStringLiteral("normal")));
        QVERIFY(dialog->seatBox(2)->currentIndex() >= 0);
        dialog->nameEdit()->setText(QStringLiteral("Léa"));
        dialog->accept();

        QPointer<LobbyDialog> lobby;
        QTRY_VERIFY_WITH_TIMEOUT((lobby = window.findChild<LobbyDialog *>()), kWaitMs);
        NetPlay *net = window.netPlay();
        QVERIFY(net && net->isHost());
        QTRY_VERIFY_WITH_TIMEOUT(net->isSeated(), kWaitMs);
        QCOMPARE(net->client()->seat(), 0);
        QVERIFY(lobby->intro().contains(net->code()));
        QVERIFY(lobby->intro().contains(QString::number(net->port())));
        QVERIFY(!lobby->startButton()->isEnabled());
        QCOMPARE(lobby->seats()->rowCount(), 3);
        QVERIFY(lobby->seats()->item(0, 1)->text().contains(QStringLiteral("Léa")));

        net::Client karine("razzia");
        karine.setCode(net->code());
        karine.setJoin(1, QStringLiteral("Karine"));
        karine.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(net->port())));
        QTRY_VERIFY_WITH_TIMEOUT(lobby->startButton()->isEnabled(), kWaitMs);
        QCOMPARE(lobby->seats()->item(1, 1)->text(), QStringLiteral("Karine"));
        QCOMPARE(lobby->seats()->item(1, 2)->text(), NetPlay::stateText({{"state", "connected"}}));

        // The chat, both ways, and its bounds.
        QSignalSpy heard(&karine, &net::Client::chatReceived);
        QVERIFY(karine.chat(QStringLiteral("Bonjour")));
        QTRY_VERIFY_WITH_TIMEOUT(
            lobby->chat()->lines()->toPlainText().contains(QStringLiteral("Karine: Bonjour")),
            kWaitMs);
        lobby->chat()->input()->setText(QStringLiteral("Salut"));
        QTest::keyClick(lobby->chat()->input(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(heard.size() >= 2, kWaitMs);
        // The line the table took leaves the input.
        QTRY_VERIFY_WITH_TIMEOUT(lobby->chat()->input()->text().isEmpty(), kWaitMs);
        // Return sent the line and nothing else: the game has not started.
        QVERIFY(!net->isStarted());
        QCOMPARE(fakeOf(window)->calls, 0);
        QCOMPARE(heard.last().at(2).toString(), QStringLiteral("Salut"));
        QCOMPARE(heard.last().at(1).toString(), QStringLiteral("Léa"));
        lobby->chat()->input()->setText(QString(300, QLatin1Char('x')));
        QCOMPARE(lobby->chat()->input()->text().size(), 200);
        lobby->chat()->input()->setText(QStringLiteral("a\u202Eb"));
        QMetaObject::invokeMethod(lobby->chat()->input(), "returnPressed");
        QCOMPARE(lobby->chat()->problem(), NetPlay::refusalText(QStringLiteral("bad-text")));
        // Five lines at once is the burst; more are refused for the rate, shown in words.
        for (int i = 0; i < 7; ++i)
            net->chat(QStringLiteral("line %1").arg(i));
        QTRY_COMPARE_WITH_TIMEOUT(lobby->chat()->problem(),
                                  NetPlay::refusalText(QStringLiteral("rate")), kWaitMs);
        QVERIFY(net->chatLines().size() <= NetPlay::kChatLines);
        // A line typed over the rate is refused by the table and stays in the input, to be sent
        // again (it was cleared at once, and lost).
        QSignalSpy refusals(net, &NetPlay::refused);
        QString refusedLine;
        for (int i = 0; i < 20 && refusedLine.isEmpty(); ++i) {
            const QString line = QStringLiteral("Encore %1").arg(i);
            lobby->chat()->input()->setText(line);
            const qsizetype before = refusals.size();
            QTest::keyClick(lobby->chat()->input(), Qt::Key_Return);
            QTRY_VERIFY_WITH_TIMEOUT(
                lobby->chat()->input()->text().isEmpty() || refusals.size() > before, kWaitMs);
            if (refusals.size() > before)
                refusedLine = line;
        }
        QVERIFY(!refusedLine.isEmpty());
        QCOMPARE(lobby->chat()->input()->text(), refusedLine);
        QCOMPARE(lobby->chat()->problem(), NetPlay::refusalText(QStringLiteral("rate")));
        // Said under the chat's line only, not again in the lobby's status.
        QCOMPARE(lobby->status(), QStringLiteral("Every seat is taken: start when you are ready."));
        lobby->chat()->input()->clear();

        SeatBot karinePlays(&karine, "normal");
        QTest::mouseClick(lobby->startButton(), Qt::LeftButton);
        FakeModule *module = fakeOf(window);
        QTRY_COMPARE_WITH_TIMEOUT(module->calls, 1, kWaitMs);
        QCOMPARE(module->seatAtCall, 0);
        QVERIFY(module->startedAtCall);
        QTRY_VERIFY_WITH_TIMEOUT(lobby.isNull(), kWaitMs);
        QCOMPARE(window.currentGame(), module);
        QVERIFY(window.autosavePath().isEmpty()); // the host keeps the game
        // Nothing to save here while the host keeps the game: Save is greyed, not refused
        // once the file is named.
        QVERIFY(!save->isEnabled());
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("netDock"));
        QVERIFY(dock);
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible() && dock->width() > 0, kWaitMs);
        // The width once the layout has settled: under load the panel was first seen 4 px wider
        // than it stayed.
        int panelWidth = dock->width();
        for (int round = 0, still = 0; still < 5 && round < 100; ++round) {
            QTest::qWait(20);
            still = dock->width() == panelWidth ? still + 1 : 0;
            panelWidth = dock->width();
        }

        // Karine drops: the table says so, then offers to let a computer play for her.
        QTRY_VERIFY_WITH_TIMEOUT(!karine.events().empty(), kWaitMs);
        karine.close();
        QTRY_COMPARE_WITH_TIMEOUT(window.netPanel()->waiting(),
                                  QStringLiteral("Waiting for Karine (reconnecting)"), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(window.netPanel()->offeredSeat(), 1, kWaitMs);
        QVERIFY(window.netPanel()->takeOverButton()->accessibleName().contains(
            QStringLiteral("Karine")));
        // The offer fits the panel as it was: the table beside it keeps its room (the level and
        // the button side by side widened the panel, which then stayed wide).
        QVERIFY2(window.netPanel()->minimumSizeHint().width() <= panelWidth,
                 qPrintable(QStringLiteral("%1 > %2")
                                .arg(window.netPanel()->minimumSizeHint().width())
                                .arg(panelWidth)));
        QTest::mouseClick(window.netPanel()->takeOverButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.netPanel()->waiting().contains(QStringLiteral("computer plays for Karine")),
            kWaitMs);

        // The end: the table's record, in the history as a game played here would be.
        QTRY_VERIFY_WITH_TIMEOUT(module->m_over, kGameMs);
        QTRY_COMPARE_WITH_TIMEOUT(window.saveStore().finished().size(), 1, kWaitMs);
        const QByteArray record = net->client()->record();
        QVERIFY(!record.isEmpty());
        QCOMPARE(readAll(window.saveStore().finished().constFirst().path), record);
        const nlohmann::json parsed = nlohmann::json::parse(record.toStdString());
        QCOMPARE(parsed.value("format", std::string()), std::string("razzia-game/1"));
        QVERIFY(QDir(dir.filePath(QStringLiteral("games"))).isEmpty());
        // Once the table's record has come, it can be saved like any finished game.
        QTRY_VERIFY_WITH_TIMEOUT(save->isEnabled(), kWaitMs);
        const QString saved = dir.filePath(QStringLiteral("saved.razzia"));
        QString error;
        QVERIFY2(window.saveTo(saved, &error), qPrintable(error));
        QCOMPARE(readAll(saved), record);

        // Rematch of a network game asks: a new table with the same seats, or here.
        QVERIFY(QFileInfo(window.saveStore().finished().constFirst().path)
                    .fileName()
                    .startsWith(QStringLiteral("table-")));
        Q_EMIT module->rematchRequested();
        QPointer<QMessageBox> rematch;
        QTRY_VERIFY_WITH_TIMEOUT(
            (rematch = window.findChild<QMessageBox *>(QStringLiteral("networkRematchBox"))),
            kWaitMs);
        QTest::mouseClick(rematch->findChild<QPushButton *>(QStringLiteral("rematchTableButton")),
                          Qt::LeftButton);
        QPointer<HostDialog> rematchTable;
        QTRY_VERIFY_WITH_TIMEOUT((rematchTable = window.findChild<HostDialog *>()), kWaitMs);
        QCOMPARE(rematchTable->seatCount()->value(), 3);
        QCOMPARE(rematchTable->seatBox(0)->currentData().toString(), QStringLiteral("human"));
        QCOMPARE(rematchTable->seatBox(1)->currentData().toString(), QStringLiteral("net"));
        QCOMPARE(rematchTable->seatBox(2)->currentData().toString(), QStringLiteral("normal"));
        rematchTable->reject();
        QTRY_VERIFY_WITH_TIMEOUT(rematchTable.isNull(), kWaitMs);

        // The panel dragged wide at the end of a game…
        window.resizeDocks({dock}, {600}, Qt::Horizontal);
        QTRY_VERIFY_WITH_TIMEOUT(dock->width() > 500, kWaitMs);

        // A table hosted from the finished game's page: the lobby stands over the start screen
        // (the page behind it was put away), and leaving the lobby stays there rather than
        // showing an empty window.
        const auto hostAgain = [&window]() -> HostDialog * {
            window.hostTable();
            auto *again = window.findChild<HostDialog *>();
            if (!again)
                return nullptr;
            again->seatCount()->setValue(3);
            for (int seat : {1, 2})
                again->seatBox(seat)->setCurrentIndex(
                    again->seatBox(seat)->findData(QStringLiteral("normal")));
            return again;
        };
        HostDialog *again = hostAgain();
        QVERIFY(again);
        // The name last used is offered again.
        QCOMPARE(again->nameEdit()->text(), QStringLiteral("Léa"));
        again->accept();
        QTRY_VERIFY_WITH_TIMEOUT((lobby = window.findChild<LobbyDialog *>()), kWaitMs);
        QVERIFY(window.startScreenShown());
        QVERIFY(!save->isEnabled());
        lobby->reject();
        QTRY_VERIFY_WITH_TIMEOUT(lobby.isNull(), kWaitMs);
        QVERIFY(window.startScreenShown());
        QVERIFY(!window.netPlay());

        // …and the next game starts with the panel as wide as the first one's.
        again = hostAgain();
        QVERIFY(again);
        again->accept();
        QTRY_VERIFY_WITH_TIMEOUT((lobby = window.findChild<LobbyDialog *>()), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(lobby->startButton()->isEnabled(), kWaitMs);
        QTest::mouseClick(lobby->startButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(module->calls, 2, kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(dock->isVisible(), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(dock->width(), panelWidth, kWaitMs);
    }

    // Join a table: the list a beacon fills on 127.0.0.1, a wrong code refused in words, a seat
    // taken; a second window by address; the game started by the host; both keep the record.
    void joinTable()
    {
        net::Host::Options options;
        options.code = QStringLiteral("ABCDEF");
        const std::unique_ptr<net::HostRunner> host =
            razziaTable(7, {"net", "net", "normal"}, options);
        QVERIFY(host);

        QTemporaryDir dir;
        MainWindow first;
        first.setSaveStore(
            SaveStore(dir.filePath(QStringLiteral("g1")), dir.filePath(QStringLiteral("h1"))));
        first.setNetEndpoints(loopback());
        first.joinTable();
        auto *join = first.findChild<JoinDialog *>();
        QVERIFY(join);
        QVERIFY(join->finderPort() != 0);
        host->announce(QStringLiteral("Karine's table"), QHostAddress::LocalHost,
                       join->finderPort());
        QTRY_COMPARE_WITH_TIMEOUT(join->tables()->rowCount(), 1, kWaitMs);
        QCOMPARE(join->tables()->item(0, 0)->text(), QStringLiteral("Razzia"));
        QCOMPARE(join->tables()->item(0, 1)->text(), QStringLiteral("Karine's table"));
        QCOMPARE(join->tables()->item(0, 2)->text(), QStringLiteral("2 of 3"));
        join->tables()->selectRow(0);
        QVERIFY(join->joinListed()->isEnabled());
        QTest::mouseClick(join->joinListed(), Qt::LeftButton);

        QPointer<LobbyDialog> lobby;
        QTRY_VERIFY_WITH_TIMEOUT((lobby = first.findChild<LobbyDialog *>()), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(lobby->seats()->rowCount(), 3, kWaitMs);
        QVERIFY(lobby->codeEdit()->isVisibleTo(lobby));
        QVERIFY(!lobby->startButton()->isVisibleTo(lobby));
        lobby->seats()->selectRow(0);
        lobby->nameEdit()->setText(QStringLiteral("Léa"));
        lobby->codeEdit()->setText(QStringLiteral("WRONG1"));
        QVERIFY(lobby->takeButton()->isEnabled());
        QTest::mouseClick(lobby->takeButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(lobby->status(), NetPlay::refusalText(QStringLiteral("bad-code")),
                                  kWaitMs);
        // Return in the code takes the seat, as the button does.
        lobby->codeEdit()->setText(QStringLiteral("abcdef"));
        QTest::keyClick(lobby->codeEdit(), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(first.netPlay()->isSeated(), kWaitMs);
        QCOMPARE(first.netPlay()->client()->seat(), 0);

        // A second window, by address and port.
        MainWindow second;
        second.setSaveStore(
            SaveStore(dir.filePath(QStringLiteral("g2")), dir.filePath(QStringLiteral("h2"))));
        second.setNetEndpoints(loopback());
        QPointer<LobbyDialog> lobby2 = joinByAddress(second, host->port());
        QVERIFY(lobby2);
        QTRY_COMPARE_WITH_TIMEOUT(lobby2->seats()->rowCount(), 3, kWaitMs);
        // Léa's seat is taken: the lobby shows her, and only seat 2 can be taken.
        QTRY_VERIFY_WITH_TIMEOUT(lobby2->seats()->item(0, 1)->text() == QStringLiteral("Léa"),
                                 kWaitMs);
        lobby2->seats()->selectRow(0);
        QVERIFY(!lobby2->takeButton()->isEnabled());
        lobby2->seats()->selectRow(1);
        lobby2->nameEdit()->setText(QStringLiteral("Karine"));
        lobby2->codeEdit()->setText(QStringLiteral("ABCDEF"));
        QTest::mouseClick(lobby2->takeButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(second.netPlay()->isSeated(), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(lobby->status().contains(QStringLiteral("host")), kWaitMs);

        // A third window: the address and port last typed are offered again, and at this full
        // table the lobby says there is no seat rather than "choose a free seat".
        MainWindow third;
        third.setSaveStore(
            SaveStore(dir.filePath(QStringLiteral("g3")), dir.filePath(QStringLiteral("h3"))));
        third.setNetEndpoints(loopback());
        third.joinTable();
        auto *remembered = third.findChild<JoinDialog *>();
        QVERIFY(remembered);
        QCOMPARE(remembered->addressEdit()->text(), QStringLiteral("127.0.0.1"));
        QCOMPARE(remembered->portBox()->value(), int(host->port()));
        QVERIFY(remembered->joinByAddress()->isEnabled());
        QTest::mouseClick(remembered->joinByAddress(), Qt::LeftButton);
        QPointer<LobbyDialog> lobby3;
        QTRY_VERIFY_WITH_TIMEOUT((lobby3 = third.findChild<LobbyDialog *>()), kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(lobby3->status(),
                                  QStringLiteral("Every seat at this table is taken."), kWaitMs);
        // The name last sat down under (the second window's) is offered.
        QCOMPARE(lobby3->nameEdit()->text(), QStringLiteral("Karine"));
        lobby3->reject();

        // Chat between the two joiners, through the host.
        QVERIFY(second.netPlay()->chat(QStringLiteral("On y va ?")));
        QTRY_VERIFY_WITH_TIMEOUT(
            lobby->chat()->lines()->toPlainText().contains(QStringLiteral("Karine: On y va ?")),
            kWaitMs);

        host->start();
        QTRY_COMPARE_WITH_TIMEOUT(fakeOf(first)->calls, 1, kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(fakeOf(second)->calls, 1, kWaitMs);
        QCOMPARE(fakeOf(first)->seatAtCall, 0);
        QCOMPARE(fakeOf(second)->seatAtCall, 1);
        QTRY_VERIFY_WITH_TIMEOUT(lobby.isNull() && lobby2.isNull(), kWaitMs);

        QTRY_VERIFY_WITH_TIMEOUT(fakeOf(first)->m_over && fakeOf(second)->m_over, kGameMs);
        QTRY_COMPARE_WITH_TIMEOUT(first.saveStore().finished().size(), 1, kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(second.saveStore().finished().size(), 1, kWaitMs);
        const QByteArray a = readAll(first.saveStore().finished().constFirst().path);
        const QByteArray b = readAll(second.saveStore().finished().constFirst().path);
        QVERIFY(!a.isEmpty());
        QCOMPARE(a, b);
        // The names the seats took are the record's.
        QVERIFY(a.contains("Karine"));
    }

    // The hosting window stops in the middle of a game (here: it is destroyed without leaving,
    // as a crash would leave things). Its table was kept, sealed, after every change: the next
    // Host a table… offers it again, the window's person takes their seat back, Karine's client
    // comes back by itself on the same port, and the game ends with its record in the history.
    void resumeHostedTable()
    {
        QTemporaryDir dir;
        const SaveStore store(dir.filePath(QStringLiteral("games")),
                              dir.filePath(QStringLiteral("history")));
        NetEndpoints endpoints = loopback();
        endpoints.discoveryPort = 9;
        endpoints.absenceMs = 60000;
        const QString kept = dir.filePath(QStringLiteral("games/network-table.autosave"));
        net::Client karine("razzia");
        karine.setAutoReconnect(true);
        SeatBot karinePlays(&karine, "normal");
        quint16 port = 0;
        {
            MainWindow window;
            window.setSaveStore(store);
            window.setNetEndpoints(endpoints);
            window.hostTable();
            auto *dialog = window.findChild<HostDialog *>();
            QVERIFY(dialog);
            dialog->seatCount()->setValue(3);
            dialog->seatBox(2)->setCurrentIndex(
                dialog->seatBox(2)->findData(QStringLiteral("normal")));
            dialog->nameEdit()->setText(QStringLiteral("Léa"));
            dialog->accept();
            QPointer<LobbyDialog> lobby;
            QTRY_VERIFY_WITH_TIMEOUT((lobby = window.findChild<LobbyDialog *>()), kWaitMs);
            NetPlay *net = window.netPlay();
            QTRY_VERIFY_WITH_TIMEOUT(net->isSeated(), kWaitMs);
            port = net->port();
            karine.setCode(net->code());
            karine.setJoin(1, QStringLiteral("Karine"));
            karine.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(port)));
            QTRY_VERIFY_WITH_TIMEOUT(lobby->startButton()->isEnabled(), kWaitMs);
            QVERIFY(!QFile::exists(kept)); // nothing to keep before the game
            QTest::mouseClick(lobby->startButton(), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(karine.events().size() > 10, kWaitMs);
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(kept), kWaitMs);
            // Sealed: neither the tokens nor the code are in the file's bytes.
            const QByteArray bytes = readAll(kept);
            QVERIFY(bytes.startsWith("{"));
            QVERIFY(!bytes.contains(karine.token()));
            QVERIFY(!bytes.contains(net->client()->token()));
            QVERIFY(!bytes.contains(net->code().toUtf8()));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!karine.isConnected(), kWaitMs);
        QVERIFY(QFile::exists(kept));
        const size_t seen = karine.events().size();

        MainWindow window;
        window.setSaveStore(store);
        window.setNetEndpoints(endpoints);
        window.hostTable();
        QPointer<QMessageBox> box;
        QTRY_VERIFY_WITH_TIMEOUT(
            (box = window.findChild<QMessageBox *>(QStringLiteral("hostedTableBox"))), kWaitMs);
        // The others at the table, not the host's person herself, whom the question asks.
        QVERIFY(!box->text().contains(QStringLiteral("Léa")));
        QVERIFY(box->text().contains(QStringLiteral("Karine")));
        QVERIFY(box->text().contains(QStringLiteral("Bugsy")));
        QTest::mouseClick(box->findChild<QPushButton *>(QStringLiteral("openTableAgainButton")),
                          Qt::LeftButton);
        FakeModule *module = fakeOf(window);
        QTRY_COMPARE_WITH_TIMEOUT(module->calls, 1, kWaitMs);
        QCOMPARE(module->seatAtCall, 0);
        QVERIFY(module->viewAtCall);
        QCOMPARE(window.netPlay()->port(), port);
        QVERIFY(window.netPlay()->isHost());
        // Karine is back by herself (her client tries again every 5 s at most), with nothing
        // missed and nothing twice (the client refuses a gap).
        QTRY_VERIFY_WITH_TIMEOUT(karine.isConnected() && karine.events().size() > seen,
                                 3 * kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(module->m_over, kGameMs);
        QTRY_COMPARE_WITH_TIMEOUT(window.saveStore().finished().size(), 1, kWaitMs);
        QVERIFY(karine.isOver());
        QCOMPARE(net::json::parseMessage(karine.record().toStdString(), 1 << 24).problem,
                 net::json::Problem::None);
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(kept), kWaitMs); // a finished table is not kept
    }

    // Léa's window stops in the middle of a game (destroyed without leaving, as kill -9 leaves
    // things) while a computer plays for her. Her next window's Join a table… of the same table
    // takes her seat back by itself, with the token kept on disk, and plays on to the end; a
    // window without that token (a stranger) cannot take it.
    void rejoinAfterCrash()
    {
        const QString seatKeys = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                                 QStringLiteral("/network-seats.json");
        QFile::remove(seatKeys);
        net::Host::Options options;
        options.code = QStringLiteral("ABCDEF");
        options.absenceTimeout = std::chrono::milliseconds(100);
        options.takeoverLevel = "normal";
        const std::unique_ptr<net::HostRunner> host =
            razziaTable(11, {"net", "net", "normal"}, options);
        QVERIFY(host);

        QTemporaryDir dir;
        net::Client karine("razzia");
        karine.setCode(QStringLiteral("ABCDEF"));
        karine.setJoin(1, QStringLiteral("Karine"));
        // Karine plays once Léa is back: until then the game waits for her and cannot end.
        std::unique_ptr<SeatBot> karinePlays;
        size_t seen = 0;
        {
            MainWindow first;
            first.setSaveStore(
                SaveStore(dir.filePath(QStringLiteral("g1")), dir.filePath(QStringLiteral("h1"))));
            first.setNetEndpoints(loopback());
            QPointer<LobbyDialog> lobby = joinByAddress(first, host->port());
            QVERIFY(lobby);
            QTRY_COMPARE_WITH_TIMEOUT(lobby->seats()->rowCount(), 3, kWaitMs);
            lobby->seats()->selectRow(0);
            lobby->nameEdit()->setText(QStringLiteral("Léa"));
            lobby->codeEdit()->setText(QStringLiteral("ABCDEF"));
            QTest::mouseClick(lobby->takeButton(), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(first.netPlay()->isSeated(), kWaitMs);
            karine.open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(host->port())));
            QTRY_VERIFY_WITH_TIMEOUT(karine.isSeated(), kWaitMs);
            host->start();
            QTRY_COMPARE_WITH_TIMEOUT(fakeOf(first)->calls, 1, kWaitMs);
            QTRY_VERIFY_WITH_TIMEOUT(!first.netPlay()->client()->events().empty(), kWaitMs);
            seen = first.netPlay()->client()->events().size();
            // The token is on disk, readable by its owner only, and nowhere in the window.
            const QByteArray token = first.netPlay()->client()->token();
            QVERIFY(readAll(seatKeys).contains(token));
            QCOMPARE(QFile::permissions(seatKeys) & (QFile::ReadGroup | QFile::ReadOther),
                     QFile::Permissions());
        }
        // Away long enough for the host's computer to play for her.
        QTRY_VERIFY_WITH_TIMEOUT(stateOfSeat(karine, 0) == "computer", kWaitMs);

        // A stranger's window (no kept token) sees the seat and cannot take it.
        {
            MainWindow stranger;
            stranger.setSaveStore(
                SaveStore(dir.filePath(QStringLiteral("g3")), dir.filePath(QStringLiteral("h3"))));
            stranger.setNetEndpoints(loopback());
            const QByteArray kept = readAll(seatKeys);
            QFile::remove(seatKeys);
            QPointer<LobbyDialog> lobby = joinByAddress(stranger, host->port());
            QVERIFY(lobby);
            QTRY_COMPARE_WITH_TIMEOUT(lobby->seats()->rowCount(), 3, kWaitMs);
            lobby->seats()->selectRow(0);
            lobby->nameEdit()->setText(QStringLiteral("Léa"));
            lobby->codeEdit()->setText(QStringLiteral("ABCDEF"));
            QVERIFY(!lobby->takeButton()->isEnabled());
            QVERIFY(!stranger.netPlay()->isSeated());
            QCOMPARE(fakeOf(stranger)->calls, 0);
            QFile file(seatKeys);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(kept);
        }

        MainWindow again;
        again.setSaveStore(
            SaveStore(dir.filePath(QStringLiteral("g2")), dir.filePath(QStringLiteral("h2"))));
        again.setNetEndpoints(loopback());
        QPointer<LobbyDialog> lobby = joinByAddress(again, host->port());
        QVERIFY(lobby);
        // Nothing to click: the seat comes back, the game with it.
        FakeModule *module = fakeOf(again);
        QTRY_COMPARE_WITH_TIMEOUT(module->calls, 1, kWaitMs);
        QCOMPARE(module->seatAtCall, 0);
        QVERIFY(module->viewAtCall);
        QTRY_VERIFY_WITH_TIMEOUT(lobby.isNull(), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(stateOfSeat(karine, 0) == "connected", kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(again.netPlay()->client()->events().size() >= seen, kWaitMs);
        const QUrl table(QStringLiteral("ws://127.0.0.1:%1").arg(host->port()));
        QVERIFY(!net::SeatKeys(seatKeys).find("razzia", table).isEmpty());
        karinePlays = std::make_unique<SeatBot>(&karine, "normal");
        QTRY_VERIFY_WITH_TIMEOUT(module->m_over, kGameMs);
        QTRY_COMPARE_WITH_TIMEOUT(again.saveStore().finished().size(), 1, kWaitMs);
        // A finished table's seat is not kept (it was, a moment ago).
        QVERIFY(net::SeatKeys(seatKeys).find("razzia", table).isEmpty());
    }

    // The earlier window's link outlives it at the host (a power cut: nothing closed it, and
    // the host's pings take up to 15 s to notice): the relaunched window's kept token is
    // refused as `seat-connected`. The window says so and tries again, and takes the seat back
    // once the host lets the dead link go; it fell back to choosing a seat at the first refusal.
    void rejoinWhileTheEarlierLinkLingers()
    {
        const QString file = NetPlay::seatKeysFile();
        QFile::remove(file);
        const std::unique_ptr<net::HostRunner> host = razziaTable(12);
        QVERIFY(host);
        const QUrl table(QStringLiteral("ws://127.0.0.1:%1").arg(host->port()));

        // Léa's earlier window, as the host still sees it.
        auto earlier = std::make_unique<net::Client>("razzia");
        earlier->setJoin(0, QStringLiteral("Léa"));
        earlier->open(table);
        net::Client karine("razzia");
        karine.setJoin(1, QStringLiteral("Karine"));
        karine.open(table);
        QTRY_VERIFY_WITH_TIMEOUT(earlier->isSeated() && karine.isSeated(), kWaitMs);
        host->start();
        QTRY_VERIFY_WITH_TIMEOUT(karine.isStarted(), kWaitMs);
        QVERIFY(net::SeatKeys(file).keep("razzia", table, earlier->token()));

        MainWindow again;
        QTemporaryDir dir;
        again.setSaveStore(SaveStore(dir.filePath(QStringLiteral("games")),
                                     dir.filePath(QStringLiteral("history"))));
        again.setNetEndpoints(loopback());
        QPointer<LobbyDialog> lobby = joinByAddress(again, host->port());
        QVERIFY(lobby);
        QTRY_COMPARE_WITH_TIMEOUT(
            lobby->status(),
            QStringLiteral("The host still holds your seat for your earlier window: trying "
                           "again…"),
            kWaitMs);
        QVERIFY(!again.netPlay()->isSeated());
        QVERIFY(!lobby->takeButton()->isVisibleTo(lobby));
        QCOMPARE(stateOfSeat(karine, 0), std::string("connected"));

        // The host lets the dead link go: the next try takes the seat, with nothing to click.
        earlier.reset();
        FakeModule *module = fakeOf(again);
        QTRY_COMPARE_WITH_TIMEOUT(module->calls, 1, 2 * kWaitMs);
        QCOMPARE(module->seatAtCall, 0);
        QTRY_VERIFY_WITH_TIMEOUT(lobby.isNull(), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(stateOfSeat(karine, 0) == "connected", kWaitMs);

        // Another window of this computer while that one plays the seat: the kept token is
        // that window's, not presented again; its person chooses a seat as anyone does.
        MainWindow beside;
        beside.setSaveStore(SaveStore(dir.filePath(QStringLiteral("games2")),
                                      dir.filePath(QStringLiteral("history2"))));
        beside.setNetEndpoints(loopback());
        lobby = joinByAddress(beside, host->port());
        QVERIFY(lobby);
        QTRY_VERIFY_WITH_TIMEOUT(lobby->takeButton()->isVisibleTo(lobby), kWaitMs);
        QVERIFY(!beside.netPlay()->isReclaiming());
        QCOMPARE(stateOfSeat(karine, 0), std::string("connected"));
        QFile::remove(file);
    }

    // The host's person closes the table on purpose (Leave the table): a joiner's window says
    // who closed it, in one line, ends the game and shows the start screen, without trying the
    // host again.
    void hostClosesTable()
    {
        QTemporaryDir dir;
        NetEndpoints endpoints = loopback();
        endpoints.discoveryPort = 9;
        NetPlay hosting;
        NetPlay::HostSetup setup;
        setup.game = QStringLiteral("razzia");
        setup.seats = {"human", "net", "normal"};
        setup.name = QStringLiteral("Karine");
        setup.tableName = QStringLiteral("Karine's table");
        hosting.host(setup, endpoints);
        QTRY_VERIFY_WITH_TIMEOUT(hosting.isSeated(), kWaitMs);
        SeatBot karinePlays(hosting.client(), "normal");

        MainWindow window;
        window.setSaveStore(
            SaveStore(dir.filePath(QStringLiteral("g")), dir.filePath(QStringLiteral("h"))));
        window.setNetEndpoints(loopback());
        QPointer<LobbyDialog> lobby = joinByAddress(window, hosting.port());
        QVERIFY(lobby);
        QTRY_COMPARE_WITH_TIMEOUT(lobby->seats()->rowCount(), 3, kWaitMs);
        lobby->seats()->selectRow(1);
        lobby->codeEdit()->setText(hosting.code());
        // Karine is at the table already: another Karine is refused, in words.
        lobby->nameEdit()->setText(QStringLiteral(" karine"));
        QTest::mouseClick(lobby->takeButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(lobby->status(),
                                  NetPlay::refusalText(QStringLiteral("name-taken")), kWaitMs);
        QVERIFY(!window.netPlay()->isSeated());
        lobby->nameEdit()->setText(QStringLiteral("Léa"));
        QTest::mouseClick(lobby->takeButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(window.netPlay()->isSeated(), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(hosting.allSeatsTaken(), kWaitMs);
        hosting.startGame();
        FakeModule *module = fakeOf(window);
        QTRY_COMPARE_WITH_TIMEOUT(module->calls, 1, kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(window.netPlay()->client()->events().size() > 5, kWaitMs);

        hosting.leave();
        QPointer<QMessageBox> said;
        QTRY_VERIFY_WITH_TIMEOUT(
            (said = window.findChild<QMessageBox *>(QStringLiteral("fileErrorBox"))), kWaitMs);
        QCOMPARE(said->text(), QStringLiteral("Karine closed the table."));
        QVERIFY(!window.netPlay());
        QVERIFY(window.currentGame() != module || !module->isOnline());
    }

    // A kept table that cannot be opened (damaged, or another user's key) is said so in one
    // line and set aside, not offered again and not deleted.
    void damagedHostedTable()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.setSaveStore(SaveStore(dir.filePath(QStringLiteral("games")),
                                      dir.filePath(QStringLiteral("history"))));
        window.setNetEndpoints(loopback());
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("games"))));
        const QString kept = dir.filePath(QStringLiteral("games/network-table.autosave"));
        QFile file(kept);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "sealed-game/1", "game": "razzia-net-table/1", "players": [],)"
                   R"( "progress": 0, "sealed": "AAAA"})");
        file.close();
        window.hostTable();
        QPointer<QMessageBox> box;
        QTRY_VERIFY_WITH_TIMEOUT(
            (box = window.findChild<QMessageBox *>(QStringLiteral("hostedTableBox"))), kWaitMs);
        QTest::mouseClick(box->findChild<QPushButton *>(QStringLiteral("openTableAgainButton")),
                          Qt::LeftButton);
        QPointer<QMessageBox> error;
        QTRY_VERIFY_WITH_TIMEOUT(
            (error = window.findChild<QMessageBox *>(QStringLiteral("fileErrorBox"))), kWaitMs);
        QVERIFY(error->text().startsWith(QStringLiteral("This table cannot be opened again: ")));
        QVERIFY(!error->text().contains(QLatin1Char('\n')));
        QVERIFY(!QFile::exists(kept));
        QCOMPARE(QDir(dir.filePath(QStringLiteral("games")))
                     .entryList({QStringLiteral("network-table.autosave.broken-*")})
                     .size(),
                 1);
        QVERIFY(!window.netPlay());
    }
};

QTEST_MAIN(TestNetWindow)
#include "tst_net_window.moc"
