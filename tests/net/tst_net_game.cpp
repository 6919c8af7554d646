// Whole games over loopback (issue 24): two clients in this process play the counter game
// through the host; what they see is what the game shows their seat, nothing more, and a
// link that drops loses nothing.
#include "netsupport.h"
#include "tablesave.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSignalSpy>
#include <QTimer>

#include <algorithm>

namespace {

// The messages a client received, with its own token (the one thing drawn at random for it)
// written as TOKEN, so that two games can be compared byte for byte.
QList<QByteArray> masked(const net::Client &client)
{
    QList<QByteArray> messages = client.received();
    bool over = false;
    for (QByteArray &message : messages) {
        message.replace(client.token(), "TOKEN");
        // The record comes once the game is over, when nothing is secret any more: it holds
        // every seat's secret, as it should. Only then is it set aside; one sent before would
        // stay in the comparison and give the secret away.
        const nlohmann::json parsed = nlohmann::json::parse(message.toStdString());
        if (parsed["type"] == "update" && parsed["over"] == true)
            over = true;
        if (parsed["type"] == "record" && over)
            message = "RECORD";
    }
    return messages;
}

struct Played
{
    QList<QByteArray> seat0;
    QList<QByteArray> seat1;
    nlohmann::json record;
};

// A whole game with these secrets; Bruno opens once Ana holds her seat, so that every message
// comes in one order.
Played play(std::array<int, 2> secrets)
{
    CounterGame game(30, secrets);
    auto host = listeningHost(game);
    Player ana(host->url(), 0, QStringLiteral("Ana"));
    if (!waitUntil([&] { return ana.client->seat() == 0; }, kWaitMs))
        return {};
    Player bruno(host->url(), 1, QStringLiteral("Bruno"));
    if (!waitUntil([&] { return ana.client->isOver() && bruno.client->isOver(); }, kWaitMs))
        return {};
    return {masked(*ana.client), masked(*bruno.client), game.record()};
}

} // namespace

class TestNetGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wholeGame()
    {
        CounterGame game(40, {7, 1234});
        auto host = listeningHost(game);
        QSignalSpy finished(host.get(), &net::Host::finished);
        Player ana(host->url(), 0, QStringLiteral("Ana"));
        Player bruno(host->url(), 1, QStringLiteral("Bruno"));
        WAIT_VERIFY(ana.client->isOver() && bruno.client->isOver());
        QVERIFY(game.isOver());
        QCOMPARE(finished.count(), 1);
        QVERIFY(CounterGame::replays(game.record()));
        QCOMPARE(size_t(ana.decisions + bruno.decisions), game.moves());
        for (Player *player : {&ana, &bruno}) {
            const int seat = player->client->seat();
            QVERIFY(player->client->view() == game.viewFor(seat));
            QVERIFY(player->client->events() == game.eventsFor(seat, 0));
            QVERIFY(player->refusals.isEmpty());
            QCOMPARE(player->client->table()["seats"][1]["name"].get<std::string>(), "Bruno");
        }
        QCOMPARE(ana.client->view()["counter"].get<int>(), 40);
        // Over, the game has no secret: every seat receives its record, whole.
        WAIT_VERIFY(!ana.client->record().isEmpty() && !bruno.client->record().isEmpty());
        for (Player *player : {&ana, &bruno})
            QVERIFY(nlohmann::json::parse(player->client->record().toStdString()) == game.record());
        QCOMPARE(host->traffic().refusals, quint64(0));
        const net::Traffic &t = host->traffic();
        qInfo("counter game to 40, %zu decisions: the host received %llu messages (%llu bytes) "
              "and sent %llu (%llu bytes)",
              game.moves(), t.messagesIn, t.bytesIn, t.messagesOut, t.bytesOut);
    }

    // One seat is the host's own person, deciding through decideLocal.
    void hostSeat()
    {
        CounterGame game(20, {1, 2});
        net::Host::Options options;
        options.openSeats = {1};
        options.names = {QStringLiteral("Host")};
        auto host = listeningHost(game, options);
        connect(host.get(), &net::Host::gameChanged, this, [&] {
            if (game.toDecide() == std::vector<int>{0}) {
                QTimer::singleShot(0, host.get(), [&] {
                    const nlohmann::json add = {{"add", CounterGame::choose(game.counter(), 20)}};
                    // Through the host, or applied to the game as the window's worker will.
                    if (game.moves() % 4 == 0) {
                        host->decideLocal(0, add);
                    } else {
                        game.decide(0, add);
                        host->refresh();
                    }
                });
            }
        });
        QVERIFY(host->decideLocal(0, {{"add", 1}})->code == "not-started");
        Player bruno(host->url(), 1, QStringLiteral("Bruno"));
        WAIT_VERIFY(bruno.client->isOver());
        QVERIFY(CounterGame::replays(game.record()));
        QCOMPARE(stateOf(bruno.client->table(), 0), QStringLiteral("local"));
        QCOMPARE(bruno.client->table()["seats"][0]["name"].get<std::string>(), "Host");
        QVERIFY(host->decideLocal(1, {{"add", 1}})->code == "not-your-seat");
    }

    // A host that stopped is started again from what its autosave kept (here the same game
    // object, as a resumed session replays to the same state and events): the clients rejoin
    // with their tokens and the game goes on.
    void hostRestarts()
    {
        CounterGame game(30, {3, 4});
        auto host = listeningHost(game);
        const QUrl url = host->url();
        Player ana(url, 0, QStringLiteral("Ana"));
        Player bruno(url, 1, QStringLiteral("Bruno"), false);
        WAIT_VERIFY(bruno.client->mustDecide());
        const nlohmann::json before = bruno.client->view();
        const std::vector<net::Host::HeldSeat> held = host->heldSeats();
        QCOMPARE(held.size(), size_t(2));
        QCOMPARE(held[1].name, QStringLiteral("Bruno"));
        QCOMPARE(held[1].token, bruno.client->token());

        host.reset();
        WAIT_VERIFY(!ana.client->isConnected() && !bruno.client->isConnected());
        net::Host::Options options;
        options.resume = held;
        net::Host again(game, options);
        QVERIFY(again.isStarted());
        QVERIFY2(again.listen(QHostAddress::LocalHost, quint16(url.port())),
                 qPrintable(again.errorString()));
        QCOMPARE(again.seatState(0), net::Host::SeatState::Reconnecting);
        ana.client->reconnect();
        bruno.client->reconnect();
        WAIT_VERIFY(again.seatState(0) == net::Host::SeatState::Connected &&
                    again.seatState(1) == net::Host::SeatState::Connected);
        WAIT_VERIFY(bruno.client->isConnected() && bruno.client->isSeated() &&
                    bruno.client->view() == before);
        bruno.setAutoplay(true);
        WAIT_VERIFY(ana.client->isOver() && bruno.client->isOver());
        QVERIFY(bruno.client->events() == game.eventsFor(1, 0));
        QVERIFY(ana.client->events() == game.eventsFor(0, 0));
        QVERIFY(CounterGame::replays(game.record()));
    }

    // The same with clients that come back by themselves: they try again while the host is
    // down, and rejoin once it listens again.
    void clientsComeBackByThemselves()
    {
        CounterGame game(30, {3, 4});
        auto host = listeningHost(game);
        const QUrl url = host->url();
        Player ana(url, 0, QStringLiteral("Ana"));
        Player bruno(url, 1, QStringLiteral("Bruno"), false);
        ana.client->setAutoReconnect(true);
        bruno.client->setAutoReconnect(true);
        WAIT_VERIFY(bruno.client->mustDecide());
        const std::vector<net::Host::HeldSeat> held = host->heldSeats();
        QSignalSpy dropped(bruno.client.get(), &net::Client::disconnected);

        host.reset();
        WAIT_VERIFY(dropped.count() == 1);
        // Down long enough for a few refused tries.
        QTest::qWait(600);
        QVERIFY(!bruno.client->isConnected());
        net::Host::Options options;
        options.resume = held;
        net::Host again(game, options);
        QVERIFY(again.listen(QHostAddress::LocalHost, quint16(url.port())));
        WAIT_VERIFY(again.seatState(0) == net::Host::SeatState::Connected &&
                    again.seatState(1) == net::Host::SeatState::Connected);
        bruno.setAutoplay(true);
        WAIT_VERIFY(ana.client->isOver() && bruno.client->isOver());
        QVERIFY(CounterGame::replays(game.record()));

        // A client that closed on purpose stays closed.
        ana.client->close();
        QTest::qWait(400);
        QVERIFY(!ana.client->isConnected());
    }

    // Two games that differ only in one seat's secret look the same, byte for byte, to the
    // other seat; and the comparison does see the seat whose secret changed.
    void leak()
    {
        const Played a = play({11, 22});
        const Played b = play({11, 987});
        const Played c = play({555, 22});
        QVERIFY(!a.seat0.isEmpty() && !b.seat0.isEmpty() && !c.seat0.isEmpty());
        QVERIFY(a.record["moves"] == b.record["moves"]);
        QCOMPARE(b.seat0, a.seat0);
        QCOMPARE(c.seat1, a.seat1);
        QVERIFY(b.seat1 != a.seat1);
        QVERIFY(c.seat0 != a.seat0);
        // Nothing of the secret seat 1 holds reaches seat 0 in any form.
        for (const QByteArray &message : b.seat0)
            QVERIFY(!message.contains("987"));
    }

    // A link that drops keeps its seat; the table says so; the rejoin with the token gets the
    // view back as it was, and a decision sent just before the drop is not lost.
    void dropAndRejoin()
    {
        CounterGame game(60, {3, 4});
        auto host = listeningHost(game);
        Player ana(host->url(), 0, QStringLiteral("Ana"));
        Player bruno(host->url(), 1, QStringLiteral("Bruno"), false);
        WAIT_VERIFY(bruno.client->mustDecide());
        const nlohmann::json before = bruno.client->view();
        const QByteArray token = bruno.client->token();

        bruno.client->close();
        WAIT_COMPARE(host->seatState(1), net::Host::SeatState::Reconnecting);
        WAIT_COMPARE(stateOf(ana.client->table(), 1), QStringLiteral("reconnecting"));
        ana.client->decide({{"add", 1}});
        WAIT_VERIFY(ana.refusals.contains(QStringLiteral("out-of-turn")));
        bruno.client->reconnect();
        WAIT_COMPARE(host->seatState(1), net::Host::SeatState::Connected);
        // The view kept from before the drop is already equal: wait for the seat itself, or a
        // decision sent before the "joined" arrives is not sent at all.
        WAIT_VERIFY(bruno.client->isConnected() && bruno.client->isSeated() &&
                    bruno.client->view() == before);
        QCOMPARE(bruno.client->seat(), 1);
        QCOMPARE(bruno.client->token(), token);
        QVERIFY(bruno.client->events() == game.eventsFor(1, 0));

        // Decide, then drop at once: the decision was on the wire before the close.
        const size_t moves = game.moves();
        QVERIFY(bruno.client->decide({{"add", 2}}) >= 0);
        bruno.client->close();
        WAIT_VERIFY(game.moves() > moves);
        QVERIFY(game.record()["moves"][moves] == nlohmann::json({1, 2}));
        bruno.client->reconnect();
        WAIT_VERIFY(bruno.client->isConnected() &&
                    bruno.client->view()["moves"].get<size_t>() > moves);
        bruno.setAutoplay(true);
        WAIT_VERIFY(game.isOver());
        WAIT_VERIFY(bruno.client->isOver());
        QVERIFY(bruno.client->events() == game.eventsFor(1, 0));
        QVERIFY(CounterGame::replays(game.record()));
    }

    // A new client holding only the token (a client process started again) gets every event
    // of its seat, in pieces under the array cap.
    void rejoinFromScratch()
    {
        CounterGame game(500, {3, 4});
        net::Host::Options options;
        options.decisions = {1e6, 1e6}; // as fast as the loopback goes
        auto host = listeningHost(game, options);
        Player ana(host->url(), 0, QStringLiteral("Ana"));
        Player bruno(host->url(), 1, QStringLiteral("Bruno"));
        WAIT_VERIFY(bruno.client->isOver());
        QVERIFY(game.eventsFor(1, 0).size() > net::kEventsPerMessage);
        bruno.client->close();
        WAIT_COMPARE(host->seatState(1), net::Host::SeatState::Reconnecting);

        net::Client again("counter");
        again.setRecording(true);
        again.setToken(bruno.client->token());
        again.open(host->url());
        WAIT_VERIFY(again.isOver());
        QCOMPARE(again.seat(), 1);
        QVERIFY(again.events() == game.eventsFor(1, 0));
        QVERIFY(again.view() == game.viewFor(1));
        int pieces = 0;
        for (const QByteArray &message : again.received())
            pieces += message.contains("\"type\":\"events\"");
        // The last piece goes with the view.
        QCOMPARE(size_t(pieces), (game.eventsFor(1, 0).size() - 1) / net::kEventsPerMessage);
        QVERIFY(pieces >= 1);
    }

    // Once the absence timeout has passed, a computer plays the seat; the person who comes
    // back plays it again.
    void takeoverAfterTimeout()
    {
        CounterGame game(30, {3, 4});
        net::Host::Options options;
        options.absenceTimeout = std::chrono::milliseconds(150);
        options.takeoverLevel = "adder";
        auto host = listeningHost(game, options);
        Player ana(host->url(), 0, QStringLiteral("Ana"), false);
        WAIT_COMPARE(ana.client->seat(), 0);
        Player bruno(host->url(), 1, QStringLiteral("Bruno"), false);
        WAIT_VERIFY(ana.client->mustDecide());
        ana.client->decide({{"add", 1}});
        WAIT_VERIFY(bruno.client->mustDecide());
        bruno.client->close();

        WAIT_COMPARE(host->seatState(1), net::Host::SeatState::Computer);
        WAIT_COMPARE(stateOf(ana.client->table(), 1), QStringLiteral("computer"));
        WAIT_VERIFY(ana.client->mustDecide());
        QCOMPARE(game.computerMoves(), 1);

        bruno.client->reconnect();
        WAIT_COMPARE(host->seatState(1), net::Host::SeatState::Connected);
        ana.client->decide({{"add", 1}});
        WAIT_VERIFY(bruno.client->mustDecide());
        QTest::qWait(300);
        QCOMPARE(game.computerMoves(), 1);
        QVERIFY(game.toDecide() == std::vector<int>{1});

        ana.setAutoplay(true);
        bruno.setAutoplay(true);
        WAIT_VERIFY(game.isOver());
        QVERIFY(CounterGame::replays(game.record()));
    }

    // A host that stopped while a computer played for an absent person opens again with that
    // computer still playing: the person was asked once, and nobody waits for them again. The
    // autosave keeps the level, sealed; a save without it still reads.
    void hostRestartsWithTakeover()
    {
        CounterGame game(40, {3, 4});
        net::Host::Options options;
        options.absenceTimeout = std::chrono::milliseconds(100);
        auto host = listeningHost(game, options);
        Player ana(host->url(), 0, QStringLiteral("Ana"), false);
        Player bruno(host->url(), 1, QStringLiteral("Bruno"), false);
        WAIT_VERIFY(ana.client->mustDecide());
        bruno.client->close();
        QSignalSpy absent(host.get(), &net::Host::seatAbsent);
        WAIT_COMPARE(absent.count(), 1);
        QVERIFY(host->takeOver(1, "adder"));
        const std::vector<net::Host::HeldSeat> held = host->heldSeats();
        QCOMPARE(held.size(), size_t(2));
        QCOMPARE(held[1].computer, std::string("adder"));
        QCOMPARE(held[0].computer, std::string());

        net::TableSave table;
        table.game = "counter";
        table.save = "{}";
        table.held = held;
        table.names = {"", ""};
        table.levels = {"", ""};
        const common::sealed::Key key = common::sealed::newKey();
        net::TableSave opened;
        std::string error;
        QVERIFY2(net::openTable(net::sealTable(table, key), key, opened, error), error.c_str());
        QCOMPARE(opened.held[1].computer, std::string("adder"));
        QCOMPARE(opened.held[0].computer, std::string());

        const quint16 port = host->port();
        host.reset();
        net::Host reopened(game, net::resumeOptions(opened));
        QSignalSpy absentAgain(&reopened, &net::Host::seatAbsent);
        QVERIFY(reopened.listen(QHostAddress::LocalHost, port));
        QCOMPARE(reopened.seatState(1), net::Host::SeatState::Computer);
        QCOMPARE(stateOf(reopened.table(), 1), QStringLiteral("computer"));
        ana.client->reconnect();
        ana.setAutoplay(true);
        // Ana plays against the computer to the end, with nobody asked about Bruno again.
        WAIT_VERIFY(ana.client->isOver());
        QCOMPARE(absentAgain.count(), 0);
        QVERIFY(game.computerMoves() > 0);
        QVERIFY(CounterGame::replays(game.record()));
    }

    // Without a takeover level the host waits, and its person may hand the seat over.
    void waitPolicy()
    {
        CounterGame game(30, {3, 4});
        net::Host::Options options;
        options.absenceTimeout = std::chrono::milliseconds(100);
        auto host = listeningHost(game, options);
        QSignalSpy absent(host.get(), &net::Host::seatAbsent);
        Player ana(host->url(), 0, QStringLiteral("Ana"));
        Player bruno(host->url(), 1, QStringLiteral("Bruno"), false);
        WAIT_VERIFY(bruno.client->mustDecide());
        const size_t moves = game.moves();
        bruno.client->close();
        WAIT_COMPARE(absent.count(), 1);
        QCOMPARE(absent.at(0).at(0).toInt(), 1);
        QTest::qWait(200);
        QCOMPARE(game.moves(), moves);
        QCOMPARE(host->seatState(1), net::Host::SeatState::Reconnecting);
        QVERIFY(!host->takeOver(0, "adder")); // connected
        QVERIFY(!host->takeOver(1, "grandmaster"));
        QVERIFY(host->takeOver(1, "adder"));
        WAIT_VERIFY(game.isOver());
        QVERIFY(CounterGame::replays(game.record()));
    }

    // The round trip of a decision on loopback: from the decision sent to the update that
    // shows it, over a thousand decisions (the target is a median under 5 ms).
    void roundTrip()
    {
        CounterGame game(1600, {3, 4});
        net::Host::Options options;
        // A thousand decisions as fast as the loopback answers: far past a person's rate.
        options.decisions = {1e6, 1e6};
        options.messages = {1e6, 1e6};
        auto host = listeningHost(game, options);
        QElapsedTimer clock;
        clock.start();
        std::vector<qint64> samples;
        std::array<qint64, 2> sentAt{-1, -1};
        std::array<std::unique_ptr<net::Client>, 2> clients;
        for (int seat = 0; seat < 2; ++seat) {
            clients[size_t(seat)] = std::make_unique<net::Client>("counter");
            net::Client *client = clients[size_t(seat)].get();
            client->setJoin(seat, QStringLiteral("P%1").arg(seat));
            connect(client, &net::Client::updated, this, [&, client, seat] {
                if (sentAt[size_t(seat)] >= 0) {
                    samples.push_back(clock.nsecsElapsed() - sentAt[size_t(seat)]);
                    sentAt[size_t(seat)] = -1;
                }
                if (client->mustDecide()) {
                    const int counter = client->view()["counter"].get<int>();
                    sentAt[size_t(seat)] = clock.nsecsElapsed();
                    client->decide({{"add", CounterGame::choose(counter, 1600)}});
                }
            });
            client->open(host->url());
        }
        QVERIFY(waitUntil([&] { return game.isOver(); }, 60000));
        qInfo("%zu decisions in %lld ms", game.moves(), clock.elapsed());
        QVERIFY(samples.size() >= 1000);
        samples.resize(1000);
        std::sort(samples.begin(), samples.end());
        const double medianMs = double(samples[500]) / 1e6;
        qInfo("decision round trip on loopback, median of 1000: %.3f ms (90th percentile %.3f ms)",
              medianMs, double(samples[900]) / 1e6);
        QVERIFY2(medianMs < 20, "a decision's round trip should be a few milliseconds at most");
    }

    // The same, with the client in a process of its own, as `razzia-cli join` will be; the
    // host's computer answers every decision at once.
    void roundTripAcrossProcesses()
    {
        CounterGame game(3200, {3, 4});
        game.setComputer(0, "adder");
        net::Host::Options options;
        options.openSeats = {1};
        options.names = {QStringLiteral("Computer")};
        options.decisions = {1e6, 1e6};
        options.messages = {1e6, 1e6};
        auto host = listeningHost(game, options);
        QProcess client;
        client.start(QStringLiteral(NET_CLIENT_BINARY), {host->url().toString()});
        QVERIFY(client.waitForStarted(kWaitMs));
        QVERIFY(waitUntil([&] { return client.state() == QProcess::NotRunning; }, 60000));
        QCOMPARE(client.exitCode(), 0);
        QVERIFY(game.isOver());
        const nlohmann::json result =
            nlohmann::json::parse(client.readAllStandardOutput().toStdString());
        QVERIFY(result["decisions"].get<int>() >= 1000);
        const double medianMs = result["median_ns"].get<double>() / 1e6;
        qInfo("decision round trip across processes, median of %d: %.3f ms",
              result["decisions"].get<int>(), medianMs);
        QVERIFY2(medianMs < 20, "a decision's round trip should be a few milliseconds at most");
        QVERIFY(CounterGame::replays(game.record()));
    }
};

QTEST_GUILESS_MAIN(TestNetGame)
#include "tst_net_game.moc"
