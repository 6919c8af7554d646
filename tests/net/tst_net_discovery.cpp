// Tables found by themselves (issue 24's join dialog), on loopback only: a beacon sends its
// table's announcement to a finder listening on 127.0.0.1, and the finder lists it, follows
// its free seats, forgets it when it goes quiet and ignores what a stranger sends.
#include "discovery.h"
#include "netsupport.h"

#include <QSignalSpy>
#include <QUdpSocket>

class TestNetDiscovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tableFound()
    {
        CounterGame game(10, {3, 4});
        auto host = listeningHost(game);
        net::Finder finder(std::chrono::milliseconds(300));
        QVERIFY(finder.listen(QHostAddress::LocalHost, 0));
        net::Beacon beacon(*host, QStringLiteral("Karine's table"));
        beacon.start(QHostAddress::LocalHost, finder.port(), std::chrono::milliseconds(50));

        WAIT_VERIFY(finder.tables().size() == 1);
        net::TableAd table = finder.tables().front();
        QCOMPARE(table.game, QStringLiteral("counter"));
        QCOMPARE(table.name, QStringLiteral("Karine's table"));
        QCOMPARE(table.port, host->port());
        QCOMPARE(table.address, QHostAddress(QHostAddress::LocalHost));
        QCOMPARE(table.seats, 2);
        QCOMPARE(table.free, 2);
        QVERIFY(!table.started);
        QVERIFY(!table.code);

        // What the list shows is enough to join.
        QUrl url;
        url.setScheme(QStringLiteral("ws"));
        url.setHost(table.address.toString());
        url.setPort(table.port);
        Player ana(url, 0, QStringLiteral("Ana"));
        WAIT_VERIFY(finder.tables().front().free == 1);
        Player bruno(url, 1, QStringLiteral("Bruno"));
        WAIT_VERIFY(finder.tables().front().started && finder.tables().front().free == 0);

        beacon.stop();
        WAIT_VERIFY(finder.tables().empty());
        QCOMPARE(finder.ignored(), 0);
    }

    // Datagrams a stranger sends: unreadable, of another protocol, too large, or a flood of
    // made-up tables. None is listed but the real ones, and never more than kMaxTables.
    void strangersIgnored()
    {
        net::Finder finder(std::chrono::milliseconds(60000));
        QVERIFY(finder.listen(QHostAddress::LocalHost, 0));
        QUdpSocket stranger;
        const auto sendAd = [&](const QByteArray &bytes) {
            stranger.writeDatagram(bytes, QHostAddress::LocalHost, finder.port());
        };
        const auto ad = [](int port) {
            return nlohmann::json{{"type", "table-ad"}, {"protocol", net::kProtocolVersion},
                                  {"game", "counter"},  {"name", "Eve"},
                                  {"port", port},       {"seats", 2},
                                  {"free", 2},          {"started", false},
                                  {"code", false}};
        };
        sendAd("not json");
        sendAd(QByteArray::fromStdString(
            R"({"type":"table-ad","type":"table-ad","protocol":)" +
            std::to_string(net::kProtocolVersion) +
            R"(,"game":"counter","name":"Eve","port":1,"seats":2,"free":2,"started":false})"));
        nlohmann::json other = ad(2);
        other["protocol"] = net::kProtocolVersion + 1;
        sendAd(QByteArray::fromStdString(other.dump()));
        nlohmann::json lying = ad(3);
        lying["free"] = 5;
        sendAd(QByteArray::fromStdString(lying.dump()));
        nlohmann::json control = ad(4);
        control["name"] = "Eve\x1b[2J";
        sendAd(QByteArray::fromStdString(control.dump()));
        nlohmann::json extra = ad(5);
        extra["seed"] = 42;
        sendAd(QByteArray::fromStdString(extra.dump()));
        nlohmann::json big = ad(6);
        big["game"] = std::string(2000, 'g');
        sendAd(QByteArray::fromStdString(big.dump()));
        WAIT_COMPARE(finder.ignored(), 7);
        QVERIFY(finder.tables().empty());

        for (int port = 1000; port < 1200; ++port)
            sendAd(QByteArray::fromStdString(ad(port).dump()));
        WAIT_COMPARE(finder.ignored(), 7 + 200 - net::kMaxTables);
        QCOMPARE(int(finder.tables().size()), net::kMaxTables);
        QCOMPARE(finder.tables().front().port, quint16(1000));
    }
};

QTEST_GUILESS_MAIN(TestNetDiscovery)
#include "tst_net_discovery.moc"
