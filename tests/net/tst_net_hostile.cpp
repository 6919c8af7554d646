// The hostile clients of issue 24, each refused with the game unharmed and its record still
// valid: seat 0 is held by a raw link that sends what it likes, seat 1 by a good client.
#include "netsupport.h"

#include <QLoggingCategory>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QWebSocket>

#include <algorithm>
#include <random>

namespace {

nlohmann::json decision(int seat, int seq, const nlohmann::json &what)
{
    return {{"type", "decide"}, {"seat", seat}, {"seq", seq}, {"decision", what}};
}

// A table whose seat 0 is a raw link, at its first turn.
struct Table
{
    explicit Table(net::Host::Options options = {}) : game(20, {3, 4})
    {
        host = listeningHost(game, std::move(options));
        refused = std::make_unique<QSignalSpy>(host.get(), &net::Host::refused);
        raw = std::make_unique<RawPeer>(host->url());
        waitUntil([&] { return raw->connected(); });
        raw->hello();
        raw->send({{"type", "join"}, {"seat", 0}, {"name", "Eve"}});
        waitUntil([&] { return raw->last("joined") != nullptr; });
        if (raw->last("joined"))
            token = QByteArray::fromStdString((*raw->last("joined"))["token"].get<std::string>());
        bruno = std::make_unique<Player>(host->url(), 1, QStringLiteral("Bruno"));
        waitUntil([&] { return game.toDecide() == std::vector<int>{0} && raw->last("update"); });
    }

    bool ready() const { return !token.isEmpty() && game.toDecide() == std::vector<int>{0}; }

    // Sends `message` from the raw link and waits for the refusal `code`.
    bool refusedWith(const nlohmann::json &message, const char *code)
    {
        return refusedText(QString::fromStdString(message.dump()), code);
    }
    bool refusedText(const QString &text, const char *code)
    {
        const int before = raw->count("refused", code);
        raw->sendText(text);
        return waitUntil([&] { return raw->count("refused", code) > before; });
    }
    // Whether the host logged a refusal of `code`.
    bool logged(const char *code) const
    {
        for (const QList<QVariant> &signal : *refused) {
            if (signal.at(1).toString() == QLatin1String(code))
                return true;
        }
        return false;
    }

    // Plays seat 0 from the raw link to the end (or, when it was closed, from a client
    // rejoining with its token): the game was not harmed when it still ends with a record
    // that replays.
    bool finish()
    {
        if (raw->closed || !raw->connected()) {
            rejoined = std::make_unique<Player>(host->url(), 0, QString(), true, token);
        } else {
            QObject::connect(&raw->socket, &QWebSocket::textMessageReceived, raw.get(), [this] {
                if (game.toDecide() == std::vector<int>{0} &&
                    raw->received.back()["type"] == "update")
                    raw->send(
                        decision(0, ++seq, {{"add", CounterGame::choose(game.counter(), 20)}}));
            });
            raw->send(decision(0, ++seq, {{"add", CounterGame::choose(game.counter(), 20)}}));
        }
        return waitUntil([&] { return game.isOver() && bruno->client->isOver(); }) &&
               CounterGame::replays(game.record());
    }

    CounterGame game;
    std::unique_ptr<net::Host> host;
    std::unique_ptr<QSignalSpy> refused;
    std::unique_ptr<RawPeer> raw;
    std::unique_ptr<Player> bruno;
    std::unique_ptr<Player> rejoined;
    QByteArray token;
    int seq = 100;
};

} // namespace

class TestNetHostile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decisionForAnotherSeat()
    {
        Table table;
        QVERIFY(table.ready());
        QVERIFY(table.refusedWith(decision(1, 7, {{"add", 1}}), "not-your-seat"));
        QCOMPARE((*table.raw->last("refused"))["seq"].get<int>(), 7);
        QVERIFY(table.logged("not-your-seat"));
        QCOMPARE(table.game.moves(), size_t(0));
        QVERIFY(table.finish());
    }

    void outOfTurn()
    {
        Table table;
        QVERIFY(table.ready());
        table.bruno->client->decide({{"add", 1}});
        WAIT_VERIFY(table.bruno->refusals.contains(QStringLiteral("out-of-turn")));
        QCOMPARE(table.game.moves(), size_t(0));
        QVERIFY(table.finish());
        // And after the end, nobody's turn.
        QVERIFY(table.refusedWith(decision(0, 9, {{"add", 1}}), "over"));
    }

    void illegalDecision()
    {
        Table table;
        QVERIFY(table.ready());
        QVERIFY(table.refusedWith(decision(0, 1, {{"add", 7}}), "bad-add"));
        QVERIFY(table.refusedWith(decision(0, 2, {{"add", 1.5}}), "bad-decision"));
        QVERIFY(table.refusedWith(decision(0, 3, "add one"), "bad-decision"));
        QCOMPARE(table.game.moves(), size_t(0));
        QVERIFY(table.finish());
    }

    void tokens()
    {
        Table table;
        QVERIFY(table.ready());
        // The seat's own token while its link is alive: a replay.
        RawPeer replay(table.host->url());
        WAIT_VERIFY(replay.connected());
        replay.hello();
        replay.send({{"type", "rejoin"}, {"token", table.token.toStdString()}, {"since", 0}});
        WAIT_VERIFY(replay.closed);
        QVERIFY(replay.last("refused", "seat-connected"));
        QCOMPARE(table.host->seatState(0), net::Host::SeatState::Connected);

        // A token made up, and one of another table.
        CounterGame other(20, {3, 4});
        auto otherHost = listeningHost(other);
        Player stranger(otherHost->url(), 0, QStringLiteral("Stranger"));
        WAIT_VERIFY(!stranger.client->token().isEmpty());
        for (const QByteArray &token : {net::newToken(), stranger.client->token()}) {
            RawPeer guess(table.host->url());
            WAIT_VERIFY(guess.connected());
            guess.hello();
            guess.send({{"type", "rejoin"}, {"token", token.toStdString()}, {"since", 0}});
            WAIT_VERIFY(guess.closed);
            QVERIFY(guess.last("refused", "bad-token"));
            QVERIFY(!guess.last("joined"));
        }
        QVERIFY(table.refusedWith(
            {{"type", "rejoin"}, {"token", table.token.toStdString()}, {"since", 0}},
            "already-seated"));
        QVERIFY(
            table.refusedWith({{"type", "join"}, {"seat", 1}, {"name", "Eve"}}, "already-seated"));
        QCOMPARE(table.game.moves(), size_t(0));
        QVERIFY(table.finish());
    }

    void malformed_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("code");
        auto row = [](const char *name, const char *text, const char *code) {
            QTest::newRow(name) << QString::fromUtf8(text) << QString::fromLatin1(code);
        };
        row("not JSON", "{not json", "malformed");
        row("an array", "[1,2]", "malformed");
        row("no type", "{\"seat\":0}", "malformed");
        row("type not a string", "{\"type\":3}", "malformed");
        row("unknown type", "{\"type\":\"frobnicate\"}", "unknown-type");
        row("decide without members", "{\"type\":\"decide\"}", "malformed");
        row("seat as text", "{\"type\":\"decide\",\"seat\":\"0\",\"seq\":1,\"decision\":{}}",
            "malformed");
        row("an extra member",
            "{\"type\":\"decide\",\"seat\":0,\"seq\":1,\"decision\":{\"add\":1},\"x\":1}",
            "malformed");
        row("duplicate decision",
            "{\"type\":\"decide\",\"seat\":0,\"seq\":1,\"decision\":{\"add\":1},"
            "\"decision\":{\"add\":2}}",
            "duplicate-key");
        row("seat past int", "{\"type\":\"decide\",\"seat\":4294967296,\"seq\":1,\"decision\":{}}",
            "malformed");
        row("hello again", "{\"type\":\"hello\",\"protocol\":1,\"game\":\"counter\"}",
            "unknown-type");
        row("chat with a bell", "{\"type\":\"chat\",\"text\":\"\\u0007\"}", "bad-text");
        row("chat turning text around", "{\"type\":\"chat\",\"text\":\"a\\u202eb\"}", "bad-text");
        row("chat too long",
            ("{\"type\":\"chat\",\"text\":\"" + std::string(201, 'a') + "\"}").c_str(), "bad-text");
    }

    void malformed()
    {
        QFETCH(QString, text);
        QFETCH(QString, code);
        Table table;
        QVERIFY(table.ready());
        QVERIFY(table.refusedText(text, code.toLatin1().constData()));
        QVERIFY(table.logged(code.toLatin1().constData()));
        QVERIFY(table.raw->connected());
        QCOMPARE(table.game.moves(), size_t(0));
        QVERIFY(table.finish());
    }

    void binary()
    {
        Table table;
        QVERIFY(table.ready());
        const int before = table.raw->count("refused", "malformed");
        table.raw->socket.sendBinaryMessage(QByteArray("{\"type\":\"chat\"}"));
        WAIT_VERIFY(table.raw->count("refused", "malformed") > before);
        QVERIFY(table.finish());
    }

    // Past 64 KB a message is refused and the link kept; past 256 KB the socket closes the
    // link before the message is whole, and the seat waits for its token.
    void oversized()
    {
        Table table;
        QVERIFY(table.ready());
        const std::string big(70 * 1024, 'a');
        QVERIFY(table.refusedWith({{"type", "chat"}, {"text", big}}, "too-large"));
        QVERIFY(table.raw->connected());
        table.raw->send({{"type", "chat"}, {"text", std::string(300 * 1024, 'a')}});
        WAIT_VERIFY(table.raw->closed);
        WAIT_COMPARE(table.host->seatState(0), net::Host::SeatState::Reconnecting);
        QCOMPARE(table.game.moves(), size_t(0));
        QVERIFY(table.finish());
    }

    void deeplyNested()
    {
        Table table;
        QVERIFY(table.ready());
        const std::string deep =
            "{\"type\":\"decide\",\"seat\":0,\"seq\":1,\"decision\":" + std::string(40, '[') +
            std::string(40, ']') + "}";
        QVERIFY(table.refusedText(QString::fromStdString(deep), "too-deep"));
        // As deep as 60 KB goes, never closed: refused at the 33rd level all the same.
        QVERIFY(table.refusedText(QString(60 * 1024, QLatin1Char('[')), "too-deep"));
        std::string wide = "{\"type\":\"decide\",\"seat\":0,\"seq\":1,\"decision\":[0";
        for (int i = 0; i < 1000; ++i)
            wide += ",0";
        QVERIFY(table.refusedText(QString::fromStdString(wide + "]}"), "too-many-items"));
        QCOMPARE(table.game.moves(), size_t(0));
        QVERIFY(table.finish());
    }

    // Ten thousand messages at once: the first are read and refused, the rest dropped unread,
    // and past the flood bound the link is closed; the other seat goes on.
    void flood()
    {
        Table table;
        QVERIFY(table.ready());
        QSignalSpy heard(table.host.get(), &net::Host::chatReceived);
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < 10000; ++i)
            table.raw->send({{"type", "chat"}, {"text", "spam " + std::to_string(i)}});
        WAIT_VERIFY(table.raw->closed);
        qInfo("10,000 messages sent and the link closed in %lld ms", clock.elapsed());
        QVERIFY(table.raw->last("refused", "rate"));
        // The chat's burst of 5, and one a second after it.
        QVERIFY(heard.count() >= 5 && heard.count() <= 6 + clock.elapsed() / 1000);
        QCOMPARE(table.game.moves(), size_t(0));
        WAIT_COMPARE(table.host->seatState(0), net::Host::SeatState::Reconnecting);
        const int before = heard.count();
        QVERIFY(table.bruno->client->chat(QStringLiteral("still here")));
        WAIT_COMPARE(heard.count(), before + 1);
        QCOMPARE(heard.last().at(0).toInt(), 1);
        QVERIFY(table.finish());
    }

    // Two thousand messages made from valid ones by changing, dropping, adding and repeating
    // bytes (seeded: the same run every time), read with no rate in the way: each is refused
    // or, when it happens to be a legal decision of the link's own seat, applied; the host
    // answers the last one and the game still ends with a record that replays.
    void fuzzedMessages()
    {
        net::Host::Options options;
        options.messages = {1e6, 1e6};
        options.decisions = {1e6, 1e6};
        options.chat = {1e6, 1e6};
        Table table(options);
        QVERIFY(table.ready());
        // Two thousand lines of "refused" would bury the test's own output.
        QLoggingCategory::setFilterRules(QStringLiteral("razzia.net.host.info=false"));
        const auto logAgain = qScopeGuard([] { QLoggingCategory::setFilterRules(QString()); });
        const std::vector<std::string> bases = {
            decision(0, 1, {{"add", 1}}).dump(),
            decision(1, 2, {{"add", 2}}).dump(),
            nlohmann::json{{"type", "chat"}, {"text", "bonjour"}}.dump(),
            nlohmann::json{
                {"type", "hello"}, {"protocol", net::kProtocolVersion}, {"game", "counter"}}
                .dump(),
            nlohmann::json{{"type", "join"}, {"seat", 1}, {"name", "Eve"}}.dump(),
            nlohmann::json{{"type", "rejoin"}, {"token", table.token.toStdString()}, {"since", 0}}
                .dump()};
        std::mt19937 random(24);
        const auto below = [&](size_t n) { return size_t(random() % std::max<size_t>(n, 1)); };
        for (int i = 0; i < 2000; ++i) {
            std::string text = bases[below(bases.size())];
            for (int change = 1 + int(below(4)); change > 0; --change) {
                const size_t at = below(text.size());
                switch (below(5)) {
                case 0:
                    text[at] = char(0x20 + below(0x5f));
                    break;
                case 1:
                    text.erase(at, 1);
                    break;
                case 2:
                    text.insert(at, 1, "{}[]\\\",:0-eu"[below(12)]);
                    break;
                case 3:
                    text.insert(at, text.substr(at, below(40)));
                    break;
                default:
                    text.resize(at);
                }
            }
            table.raw->sendText(QString::fromStdString(text));
        }
        table.raw->send(decision(1, 999999, {{"add", 1}}));
        WAIT_VERIFY([&] {
            const nlohmann::json *last = table.raw->last("refused", "not-your-seat");
            return last && (*last)["seq"] == 999999;
        }());
        QVERIFY(table.raw->connected());
        qInfo("2000 fuzzed messages: %d refused, %zu moves made", table.raw->count("refused"),
              table.game.moves());
        QVERIFY(table.raw->count("refused") > 1000);
        QVERIFY(table.finish());
    }

    // Decisions have their own rate: a burst of them is refused past it.
    void decisionRate()
    {
        net::Host::Options options;
        options.decisions = {1, 3};
        Table table(options);
        QVERIFY(table.ready());
        for (int seq = 1; seq <= 5; ++seq)
            table.raw->send(decision(0, seq, {{"add", 9}}));
        WAIT_COMPARE(table.raw->count("refused"), 5);
        QCOMPARE(table.raw->count("refused", "bad-add"), 3);
        QCOMPARE(table.raw->count("refused", "rate"), 2);
        QCOMPARE(table.game.moves(), size_t(0));
        // A second later there is room for one more.
        QTest::qWait(1100);
        table.raw->send(decision(0, 6, {{"add", 1}}));
        WAIT_VERIFY(table.raw->last("accepted"));
        WAIT_VERIFY(table.game.moves() >= 1);
        QVERIFY(table.game.record()["moves"][0] == nlohmann::json({0, 1}));
    }

    void neverSpeaks()
    {
        net::Host::Options options;
        options.handshakeTimeout = std::chrono::milliseconds(300);
        Table table(options);
        QVERIFY(table.ready());
        // Not even the WebSocket upgrade.
        QTcpSocket silent;
        silent.connectToHost(QHostAddress::LocalHost, table.host->port());
        WAIT_VERIFY(silent.state() == QAbstractSocket::ConnectedState);
        // The upgrade, and then no hello.
        RawPeer mute(table.host->url());
        WAIT_VERIFY(mute.connected());
        QElapsedTimer clock;
        clock.start();
        WAIT_VERIFY(mute.closed);
        WAIT_VERIFY(silent.state() == QAbstractSocket::UnconnectedState);
        QVERIFY(clock.elapsed() < 3000);
        QVERIFY(mute.last("refused", "handshake-timeout"));
        QVERIFY(table.finish());
    }

    // A link that stops in the middle of a frame: nothing of it is read, its seat waits, and
    // its token brings it back.
    void disconnectsMidMessage()
    {
        CounterGame game(20, {3, 4});
        auto host = listeningHost(game);
        HandSocket hand(host->port());
        WAIT_VERIFY(hand.upgraded());
        hand.send({{"type", "hello"}, {"protocol", net::kProtocolVersion}, {"game", "counter"}});
        hand.send({{"type", "join"}, {"seat", 0}, {"name", "Eve"}});
        QByteArray token;
        WAIT_VERIFY([&] {
            for (const QByteArray &text : hand.texts()) {
                const nlohmann::json message = nlohmann::json::parse(text.toStdString());
                if (message["type"] == "joined")
                    token = QByteArray::fromStdString(message["token"].get<std::string>());
            }
            return !token.isEmpty();
        }());
        Player bruno(host->url(), 1, QStringLiteral("Bruno"));
        WAIT_VERIFY(host->isStarted() && game.toDecide() == std::vector<int>{0});

        const QByteArray payload = QByteArray::fromStdString(
            nlohmann::json{{"type", "decide"}, {"seat", 0}, {"seq", 1}, {"decision", {{"add", 1}}}}
                .dump());
        hand.tcp.write(clientFrame(payload.left(10), quint64(payload.size())));
        hand.tcp.flush();
        QTest::qWait(50);
        hand.tcp.abort();
        WAIT_COMPARE(host->seatState(0), net::Host::SeatState::Reconnecting);
        QCOMPARE(game.moves(), size_t(0));

        Player eve(host->url(), 0, QString(), true, token);
        WAIT_VERIFY(game.isOver() && bruno.client->isOver() && eve.client->isOver());
        QCOMPARE(eve.client->seat(), 0);
        QVERIFY(CounterGame::replays(game.record()));
    }

    // A link that went quiet without closing (a laptop shut) answers no ping: it is closed
    // and its seat waits for its token, while the seat that answers stays.
    void silentLinkDropped()
    {
        CounterGame game(20, {3, 4});
        net::Host::Options options;
        options.pingInterval = std::chrono::milliseconds(100);
        options.pongTimeout = std::chrono::milliseconds(400);
        auto host = listeningHost(game, options);
        HandSocket hand(host->port());
        WAIT_VERIFY(hand.upgraded());
        hand.send({{"type", "hello"}, {"protocol", net::kProtocolVersion}, {"game", "counter"}});
        hand.send({{"type", "join"}, {"seat", 0}, {"name", "Eve"}});
        Player bruno(host->url(), 1, QStringLiteral("Bruno"));
        WAIT_VERIFY(host->isStarted());
        QElapsedTimer clock;
        clock.start();
        WAIT_COMPARE(host->seatState(0), net::Host::SeatState::Reconnecting);
        QVERIFY(clock.elapsed() < 2000);
        QCOMPARE(host->seatState(1), net::Host::SeatState::Connected);
        QCOMPARE(game.moves(), size_t(0));
    }

    // A text frame that is not UTF-8 (RFC 6455 8.1): Qt's socket closes the link before the
    // host reads a byte of it; the seat waits for its token.
    void invalidUtf8()
    {
        CounterGame game(20, {3, 4});
        auto host = listeningHost(game);
        HandSocket hand(host->port());
        WAIT_VERIFY(hand.upgraded());
        hand.send({{"type", "hello"}, {"protocol", net::kProtocolVersion}, {"game", "counter"}});
        hand.send({{"type", "join"}, {"seat", 0}, {"name", "Eve"}});
        Player bruno(host->url(), 1, QStringLiteral("Bruno"));
        WAIT_VERIFY(host->isStarted());
        QSignalSpy heard(host.get(), &net::Host::chatReceived);
        hand.tcp.write(clientFrame("{\"type\":\"chat\",\"text\":\"\xC3\x28\"}"));
        WAIT_COMPARE(host->seatState(0), net::Host::SeatState::Reconnecting);
        // Nothing of it reached the host's reading: no refusal, no chat.
        QCOMPARE(host->traffic().refusals, quint64(0));
        QCOMPARE(heard.count(), 0);
        QCOMPARE(game.moves(), size_t(0));
    }

    void tooManyConnections()
    {
        net::Host::Options options;
        options.maxConnections = 4;
        Table table(options);
        QVERIFY(table.ready());
        std::vector<std::unique_ptr<RawPeer>> crowd;
        for (int i = 0; i < 4; ++i)
            crowd.push_back(std::make_unique<RawPeer>(table.host->url()));
        WAIT_VERIFY(std::count_if(crowd.begin(), crowd.end(),
                                  [](const auto &peer) { return peer->closed; }) == 2);
        QVERIFY(table.finish());
    }
};

QTEST_GUILESS_MAIN(TestNetHostile)
#include "tst_net_hostile.moc"
