// The lobby of a network table (issue 24): taking, refusing and giving up seats, the table's
// code, the protocol's version checked both ways, and chat.
#include "netsupport.h"

#include <QSignalSpy>
#include <QWebSocketServer>

class TestNetLobby : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lobby()
    {
        CounterGame game(10, {3, 4});
        net::Host::Options options;
        options.autoStart = false;
        options.absenceTimeout = std::chrono::milliseconds(100);
        auto host = listeningHost(game, options);
        Player ana(host->url(), 0, QStringLiteral("Ana"));
        WAIT_COMPARE(ana.client->seat(), 0);

        RawPeer raw(host->url());
        WAIT_VERIFY(raw.connected());
        raw.hello();
        WAIT_VERIFY(raw.last("welcome"));
        QCOMPARE(stateOf((*raw.last("welcome"))["table"], 0), QStringLiteral("connected"));
        const auto refusedWith = [&](const nlohmann::json &message, const char *code) {
            const int before = raw.count("refused", code);
            raw.send(message);
            return waitUntil([&] { return raw.count("refused", code) > before; }, kWaitMs);
        };
        QVERIFY(refusedWith({{"type", "join"}, {"seat", 0}, {"name", "Eve"}}, "seat-taken"));
        QVERIFY(refusedWith({{"type", "join"}, {"seat", 2}, {"name", "Eve"}}, "no-such-seat"));
        QVERIFY(refusedWith({{"type", "join"}, {"seat", 1}, {"name", "  "}}, "bad-name"));
        QVERIFY(refusedWith({{"type", "join"}, {"seat", 1}, {"name", "Eve\u202e"}}, "bad-name"));
        QVERIFY(refusedWith({{"type", "join"}, {"seat", 1}, {"name", std::string(25, 'e')}},
                            "bad-name"));
        QVERIFY(refusedWith({{"type", "decide"}, {"seat", 1}, {"seq", 1}, {"decision", 1}},
                            "not-seated"));

        // Leaving the lobby offers the seat again; so does a drop that lasts.
        ana.client->leave();
        WAIT_COMPARE(host->seatState(0), net::Host::SeatState::Free);
        raw.send({{"type", "join"}, {"seat", 0}, {"name", "Carla"}});
        WAIT_VERIFY(raw.last("joined"));
        raw.socket.close();
        WAIT_COMPARE(host->seatState(0), net::Host::SeatState::Free);

        Player dora(host->url(), 0, QStringLiteral("Dora"));
        WAIT_COMPARE(dora.client->seat(), 0);
        // Asks for a taken seat first, then for the free one once refused.
        Player bruno(host->url(), 0, QStringLiteral("Bruno"));
        WAIT_VERIFY(bruno.refusals.contains(QStringLiteral("seat-taken")));
        QVERIFY(bruno.client->join(1, QStringLiteral("Bruno")));
        WAIT_VERIFY(dora.client->seat() == 0 && bruno.client->seat() == 1);
        QTest::qWait(50);
        QVERIFY(!host->isStarted());
        QVERIFY(host->start());
        QVERIFY(!host->start());
        WAIT_VERIFY(dora.client->isOver() && bruno.client->isOver());
        QVERIFY(dora.client->isStarted());

        Player late(host->url(), 0, QStringLiteral("Late"));
        QVERIFY(!late.client->join(1, QStringLiteral("Late"))); // not welcomed yet
        WAIT_VERIFY(late.refusals.contains(QStringLiteral("started")));
    }

    // A table with a code takes only the joiners who type it; a rejoin needs its token only.
    void tableCode()
    {
        const QString code = net::newTableCode();
        QCOMPARE(code.size(), 6);
        for (QChar c : code)
            QVERIFY(QStringLiteral("23456789ABCDEFGHJKMNPQRSTUVWXYZ").contains(c));
        QVERIFY(net::newTableCode() != code || net::newTableCode() != code);

        CounterGame game(20, {3, 4});
        net::Host::Options options;
        options.code = code;
        auto host = listeningHost(game, options);
        QVERIFY(host->needsCode());
        Player stranger(host->url(), 0, QStringLiteral("Eve"));
        Player guesser(host->url(), 0, QStringLiteral("Eve"));
        guesser.client->setCode(QStringLiteral("ABCDEF") == code ? QStringLiteral("ABCDEG")
                                                                 : QStringLiteral("ABCDEF"));
        WAIT_VERIFY(stranger.refusals.contains(QStringLiteral("bad-code")) &&
                    guesser.refusals.contains(QStringLiteral("bad-code")));
        WAIT_VERIFY(!stranger.client->isConnected() && !guesser.client->isConnected());
        QCOMPARE(host->seatState(0), net::Host::SeatState::Free);

        Player ana(host->url(), 0, QStringLiteral("Ana"));
        ana.client->setCode(code);
        Player bruno(host->url(), 1, QStringLiteral("Bruno"), false);
        bruno.client->setCode(code);
        WAIT_VERIFY(bruno.client->mustDecide());
        bruno.client->close();
        WAIT_COMPARE(host->seatState(1), net::Host::SeatState::Reconnecting);
        bruno.client->setCode(QString());
        bruno.client->reconnect();
        WAIT_COMPARE(host->seatState(1), net::Host::SeatState::Connected);
        bruno.setAutoplay(true);
        WAIT_VERIFY(ana.client->isOver() && bruno.client->isOver());
        QVERIFY(CounterGame::replays(game.record()));
    }

    // The protocol's version and the game are checked by both ends.
    void versionBothWays()
    {
        CounterGame game(10, {3, 4});
        auto host = listeningHost(game);
        for (const auto &[hello, code] :
             {std::pair{nlohmann::json{{"type", "hello"},
                                       {"protocol", net::kProtocolVersion + 1},
                                       {"game", "counter"}},
                        "version"},
              std::pair{nlohmann::json{{"type", "hello"},
                                       {"protocol", net::kProtocolVersion},
                                       {"game", "razzia"}},
                        "game"}}) {
            RawPeer raw(host->url());
            WAIT_VERIFY(raw.connected());
            raw.send(hello);
            WAIT_VERIFY(raw.closed);
            QVERIFY(raw.last("refused", code));
            // The host says which version it speaks.
            if (std::string_view(code) == "version")
                QCOMPARE((*raw.last("refused", code))["protocol"].get<int>(),
                         net::kProtocolVersion);
        }

        // A host of another version, or of another game, is left.
        for (const auto &[welcome, code] :
             {std::pair{nlohmann::json{{"type", "welcome"},
                                       {"protocol", net::kProtocolVersion + 1},
                                       {"game", "counter"}},
                        "version"},
              std::pair{nlohmann::json{{"type", "welcome"},
                                       {"protocol", net::kProtocolVersion},
                                       {"game", "razzia"}},
                        "game"}}) {
            QWebSocketServer fake(QStringLiteral("fake"), QWebSocketServer::NonSecureMode);
            QVERIFY(fake.listen(QHostAddress::LocalHost, 0));
            connect(&fake, &QWebSocketServer::newConnection, this, [&fake, welcome = welcome] {
                QWebSocket *socket = fake.nextPendingConnection();
                socket->setParent(&fake);
                connect(socket, &QWebSocket::textMessageReceived, socket, [socket, welcome] {
                    nlohmann::json answer = welcome;
                    answer["table"] = {
                        {"type", "table"}, {"started", false}, {"seats", nlohmann::json::array()}};
                    socket->sendTextMessage(QString::fromStdString(answer.dump()));
                });
            });
            net::Client client("counter");
            QSignalSpy failed(&client, &net::Client::failed);
            client.setJoin(0, QStringLiteral("Ana"));
            client.open(fake.serverUrl());
            WAIT_COMPARE(failed.count(), 1);
            QCOMPARE(failed.at(0).at(0).toString(), QString::fromLatin1(code));
            WAIT_VERIFY(!client.isConnected());
        }
    }

    // Two people of one name would make every text of the game ambiguous ("Karine 10 000 $,
    // Léa 5 000 $, Karine 0 $"): the host refuses a name already at the table, whatever its
    // case and the spaces around it, and the joiner is told so.
    void sameName()
    {
        CounterGame game(10, {3, 4});
        net::Host::Options options;
        options.autoStart = false;
        auto host = listeningHost(game, options);
        Player karine(host->url(), 0, QStringLiteral("Karine"));
        WAIT_COMPARE(karine.client->seat(), 0);
        for (const char *name : {"Karine", "  karine ", "KARINE"}) {
            Player other(host->url(), 1, QString::fromUtf8(name));
            WAIT_VERIFY(other.refusals.contains(QStringLiteral("name-taken")));
            QCOMPARE(other.client->seat(), -1);
            QCOMPARE(host->seatState(1), net::Host::SeatState::Free);
            // Refused, not closed: the same link may try another name.
            QVERIFY(other.client->join(1, QStringLiteral("Karine B")));
            WAIT_COMPARE(other.client->seat(), 1);
            other.client->leave();
            WAIT_COMPARE(host->seatState(1), net::Host::SeatState::Free);
        }
    }

    // The host's person closes the table on purpose: every client is told who closed it, fails
    // with "closed" and does not try again, in the lobby as during the game. A host that stops
    // without a word (a crash) is still tried again.
    void closedByHost()
    {
        CounterGame game(1000, {3, 4});
        auto host = listeningHost(game);
        Player ana(host->url(), 0, QStringLiteral("Ana"), false);
        Player bruno(host->url(), 1, QStringLiteral("Bruno"), false);
        WAIT_VERIFY(ana.client->isStarted() && bruno.client->isStarted());
        ana.client->setAutoReconnect(true);
        bruno.client->setAutoReconnect(true);
        QSignalSpy anaFailed(ana.client.get(), &net::Client::failed);
        QSignalSpy brunoFailed(bruno.client.get(), &net::Client::failed);
        host->closeTable(QStringLiteral("Karine"));
        WAIT_VERIFY(anaFailed.count() == 1 && brunoFailed.count() == 1);
        QCOMPARE(anaFailed.at(0).at(0).toString(), QStringLiteral("closed"));
        QCOMPARE(ana.client->closedBy(), QStringLiteral("Karine"));
        WAIT_VERIFY(!ana.client->isLinking() && !bruno.client->isLinking());
        const std::vector<net::Host::HeldSeat> held = host->heldSeats();
        const quint16 port = host->port();
        host.reset();

        // Another table stopped without a word (a crash): its people wait and try again.
        CounterGame other(1000, {3, 4});
        auto crashing = listeningHost(other);
        Player cora(crashing->url(), 0, QStringLiteral("Cora"), false);
        Player dan(crashing->url(), 1, QStringLiteral("Dan"), false);
        WAIT_VERIFY(cora.client->isStarted() && dan.client->isStarted());
        cora.client->setAutoReconnect(true);
        QSignalSpy coraFailed(cora.client.get(), &net::Client::failed);
        const std::vector<net::Host::HeldSeat> crashedHeld = crashing->heldSeats();
        const quint16 crashedPort = crashing->port();
        crashing.reset();

        // Both tables open again where they were: Cora comes back by herself, Ana does not.
        CounterGame reopened(1000, {3, 4});
        net::Host::Options closedOptions;
        closedOptions.resume = held;
        net::Host closedAgain(reopened, closedOptions);
        QVERIFY(closedAgain.listen(QHostAddress::LocalHost, port));
        CounterGame recovered(1000, {3, 4});
        net::Host::Options crashedOptions;
        crashedOptions.resume = crashedHeld;
        net::Host crashedAgain(recovered, crashedOptions);
        QVERIFY(crashedAgain.listen(QHostAddress::LocalHost, crashedPort));
        WAIT_COMPARE(crashedAgain.seatState(0), net::Host::SeatState::Connected);
        QCOMPARE(coraFailed.count(), 0);
        QCOMPARE(closedAgain.seatState(0), net::Host::SeatState::Reconnecting);
        QVERIFY(!ana.client->isLinking());
        QCOMPARE(anaFailed.count(), 1);
        cora.client->close();
    }

    void chat()
    {
        CounterGame game(10, {3, 4});
        net::Host::Options options;
        options.autoStart = false; // chat in the lobby
        auto host = listeningHost(game, options);
        Player ana(host->url(), 0, QStringLiteral("Ana"));
        Player bruno(host->url(), 1, QStringLiteral("Bruno"));
        WAIT_VERIFY(ana.client->seat() == 0 && bruno.client->seat() == 1);
        QSignalSpy heard(bruno.client.get(), &net::Client::chatReceived);
        QVERIFY(ana.client->chat(QStringLiteral("  Bonjour à tous ! ")));
        WAIT_COMPARE(heard.count(), 1);
        QCOMPARE(heard.at(0).at(0).toInt(), 0);
        QCOMPARE(heard.at(0).at(1).toString(), QStringLiteral("Ana"));
        QCOMPARE(heard.at(0).at(2).toString(), QStringLiteral("Bonjour à tous !"));
        QVERIFY(!ana.client->chat(QString(201, QLatin1Char('a'))));
        QVERIFY(!ana.client->chat(QStringLiteral("two\nlines")));
        QVERIFY(ana.client->chat(QString(200, QLatin1Char('a'))));
        WAIT_COMPARE(heard.count(), 2);
    }
};

QTEST_GUILESS_MAIN(TestNetLobby)
#include "tst_net_lobby.moc"
