// Issue 24 with real games: each game of the network registry hosted on loopback, its seats
// played by clients in this process and by `razzia-cli join` processes, and its record
// compared with the one `razzia-cli play` writes for the same seed and levels. Also: what a
// seat is sent leaks nothing of another seat's hand, a join killed mid-game takes its seat back
// from its journal with the record unchanged, and a host killed resumes from its autosave.
#include "client.h"
#include "host.h"
#include "hostedgames.h"
#include "hostedgangsters.h"
#include "hostedspeakeasy.h"
#include "tablesave.h"

#include "../../waitsupport.h"

#include "common/rng.h"
#include "gangsters/session.h"
#include "razzia/netjson.h"
#include "razzia/policy.h"
#include "razzia/recordjson.h"
#include "speakeasy/layout.h"
#include "speakeasy/netjson.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <memory>

namespace {

constexpr int kWaitMs = 60000;

// The record without what differs by design between a served game and `play`: the players'
// names, kinds and levels (a network seat is a person's to the host).
QString comparable(nlohmann::json record)
{
    if (record.is_object()) {
        for (nlohmann::json &player : record["players"])
            player = nullptr;
    }
    return QString::fromStdString(record.dump(1));
}

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

nlohmann::json readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return nullptr;
    return nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
}

// `razzia-cli play` of one game; its record.
nlohmann::json played(const QString &game, const QStringList &levels, quint64 seed)
{
    QTemporaryDir dir;
    QProcess play;
    QStringList arguments{
        QStringLiteral("play"),    QStringLiteral("--game"),      game,
        QStringLiteral("--seats"), levels.join(QLatin1Char(',')), QStringLiteral("--seed"),
        QString::number(seed),     QStringLiteral("--record"),    dir.path()};
    // Speak Easy is played by two, and its play takes no --players.
    if (game != QLatin1String("speakeasy"))
        arguments << QStringLiteral("--players") << QString::number(levels.size());
    play.start(QStringLiteral(RAZZIA_CLI), arguments);
    if (!play.waitForFinished(kWaitMs) || play.exitCode() != 0)
        return nullptr;
    // Gangsters names its records by seed, the others by number: the one record there is.
    const QStringList files = QDir(dir.path()).entryList({QStringLiteral("*.json")}, QDir::Files);
    return files.size() == 1 ? readJson(dir.filePath(files.first())) : nlohmann::json();
}

// A client whose seat a computer player of the registry plays, in this process.
struct PlayingClient
{
    PlayingClient(const net::HostedGameInfo &game, const std::string &level, int seat, QUrl url,
                  bool hostile = false)
        : client(game.id), player(game.player(level))
    {
        client.setJoin(seat, QStringLiteral("Karine %1").arg(seat));
        QObject::connect(&client, &net::Client::updated, &client, [this, hostile] {
            const nlohmann::json &events = client.events();
            for (; observed < events.size(); ++observed)
                QVERIFY(player->observe(events[observed], error));
            // A hostile client also sends, at every update, a decision out of turn when it is
            // not its turn and one that is no decision at all when it is: each is refused and
            // changes nothing.
            if (hostile && !client.isOver() && client.isStarted())
                client.decide(client.mustDecide() ? nlohmann::json{{"kind", "nonsense"}}
                                                  : client.view());
            if (client.mustDecide() && !client.isOver() && !inFlight) {
                std::optional<nlohmann::json> decision = player->decide(client.view(), error);
                QVERIFY2(decision, error.c_str());
                inFlight = true;
                lastDecision = *decision;
                lastSeq = client.decide(*decision);
            }
        });
        QObject::connect(&client, &net::Client::accepted, &client, [this] { inFlight = false; });
        QObject::connect(&client, &net::Client::refused, &client,
                         [this](const QString &code, const QString &, int seq) {
                             refusals << code;
                             if (seq != lastSeq)
                                 return;
                             // Its own junk spent the decisions allowed a second (the host's
                             // rate): the real decision again, a little later.
                             if (code == QLatin1String("rate"))
                                 return QTimer::singleShot(100, &client, [this] {
                                     lastSeq = client.decide(lastDecision);
                                 });
                             inFlight = false;
                         });
        client.setRecording(true);
        client.open(url);
    }
    net::Client client;
    std::unique_ptr<net::SeatPlayer> player;
    std::size_t observed = 0;
    bool inFlight = false;
    int lastSeq = -1;
    nlohmann::json lastDecision;
    std::string error;
    QStringList refusals;
};

struct Served
{
    QProcess process;
    int port = 0;
};

// `razzia-cli serve` on a port the system picks; false when it does not say where.
bool serve(Served &served, const QStringList &arguments, const QString &configHome = QString())
{
    if (!configHome.isEmpty()) {
        // The user's key for sealed saves is looked for there (docs/saves.md), not in ~/.config.
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
        served.process.setProcessEnvironment(environment);
    }
    served.process.start(QStringLiteral(RAZZIA_CLI),
                         QStringList{QStringLiteral("serve"), QStringLiteral("--address"),
                                     QStringLiteral("127.0.0.1"), QStringLiteral("--timeout"),
                                     QStringLiteral("120")} +
                             arguments);
    if (!waitUntil([&] { return served.process.canReadLine(); }, 10000))
        return false;
    const QString line = QString::fromUtf8(served.process.readLine()).trimmed();
    served.port = line.section(QLatin1Char(':'), -1).toInt();
    return served.port > 0;
}

QStringList joinArguments(int port, const QString &level)
{
    return {QStringLiteral("join"),
            QStringLiteral("--port"),
            QString::number(port),
            QStringLiteral("--level"),
            level,
            QStringLiteral("--timeout"),
            QStringLiteral("120")};
}

// What client 0 and client 1 received in a game of `game` whose two open seats are played by
// `decide` (seat, view -> decision, or nothing to stop deciding), each token masked: a random
// value of the link's own, which the comparison must not count.
struct Received
{
    QList<QByteArray> seat0, seat1;
};

Received playScripted(
    net::HostedGame &game, int plies,
    const std::function<std::optional<nlohmann::json>(int, const nlohmann::json &)> &decide)
{
    net::Host::Options options;
    options.openSeats = {0, 1};
    net::Host host(game, options);
    if (!host.listen(QHostAddress::LocalHost, 0))
        qFatal("cannot listen on 127.0.0.1");
    std::array<std::unique_ptr<net::Client>, 2> clients;
    int decided = 0;
    for (int seat = 0; seat < 2; ++seat) {
        clients[size_t(seat)] = std::make_unique<net::Client>(game.gameId());
        net::Client *client = clients[size_t(seat)].get();
        client->setRecording(true);
        client->setJoin(seat, QStringLiteral("Seat %1").arg(seat));
        QObject::connect(client, &net::Client::updated, client, [=, &decided] {
            if (!client->mustDecide() || client->isOver() || decided >= plies)
                return;
            if (std::optional<nlohmann::json> decision = decide(client->seat(), client->view())) {
                ++decided;
                client->decide(*decision);
            }
        });
        client->open(host.url());
        // One after the other, so that both games see the same order of joins.
        waitUntil([&] { return client->seat() == seat; }, 5000);
    }
    // Until every decision asked for has been answered and both tables heard of the last one.
    waitUntil([&] { return decided >= plies || game.isOver(); }, 20000);
    QTest::qWait(200);
    Received out;
    for (int seat = 0; seat < 2; ++seat) {
        QList<QByteArray> &list = seat == 0 ? out.seat0 : out.seat1;
        const QByteArray token = clients[size_t(seat)]->token();
        for (QByteArray message : clients[size_t(seat)]->received())
            list << message.replace(token, "TOKEN");
    }
    return out;
}

} // namespace

class TstNetGames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void inProcess_data();
    void inProcess();
    void processes_data();
    void processes();
    void razziaLeak();
    void speakEasyLeak();
    void gangstersLeak();
    void joinKilled_data();
    void joinKilled();
    void hostKilled_data();
    void hostKilled();
    void takeoverAfterDrop();
};

void TstNetGames::inProcess_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("seats");  // as serve takes them
    QTest::addColumn<QStringList>("levels"); // as play takes them
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<bool>("hostile");
    QTest::newRow("razzia 4, two net")
        << "razzia" << QStringList{"net", "normal", "net", "hard"}
        << QStringList{"easy", "normal", "hard", "hard"} << 11ull << false;
    QTest::newRow("razzia 8, all net")
        << "razzia" << QStringList(8, QStringLiteral("net"))
        << QStringList{"random", "easy", "normal", "hard", "random", "easy", "normal", "normal"}
        << 5ull << false;
    QTest::newRow("speakeasy, both net") << "speakeasy" << QStringList{"net", "net"}
                                         << QStringList{"normal", "hard"} << 4ull << false;
    QTest::newRow("speakeasy, one net") << "speakeasy" << QStringList{"easy", "net"}
                                        << QStringList{"easy", "normal"} << 9ull << false;
    QTest::newRow("gangsters 4, two net")
        << "gangsters" << QStringList{"net", "easy", "normal", "net"}
        << QStringList{"normal", "easy", "normal", "random"} << 6ull << false;
    // Refused decisions, out of turn and malformed, at every update: the game is unharmed.
    QTest::newRow("razzia, hostile")
        << "razzia" << QStringList{"net", "net", "normal", "hard"}
        << QStringList{"normal", "hard", "normal", "hard"} << 7ull << true;
    QTest::newRow("speakeasy, hostile") << "speakeasy" << QStringList{"net", "net"}
                                        << QStringList{"easy", "normal"} << 8ull << true;
    QTest::newRow("gangsters, hostile") << "gangsters" << QStringList{"net", "net", "easy"}
                                        << QStringList{"easy", "normal", "easy"} << 8ull << true;
}

// Clients in this process; the record equals play's.
void TstNetGames::inProcess()
{
    QFETCH(QString, game);
    QFETCH(QStringList, seats);
    QFETCH(QStringList, levels);
    QFETCH(quint64, seed);
    QFETCH(bool, hostile);
    const net::HostedGameInfo *info = net::hostedGame(game.toStdString());
    QVERIFY(info);
    net::TableSetup setup;
    setup.seed = seed;
    net::Host::Options options;
    for (int s = 0; s < seats.size(); ++s) {
        setup.seats.push_back(seats[s] == QLatin1String("net") ? "net" : levels[s].toStdString());
        if (seats[s] == QLatin1String("net"))
            options.openSeats.push_back(s);
        options.levels.push_back(seats[s] == QLatin1String("net") ? std::string()
                                                                  : levels[s].toStdString());
    }
    std::string error;
    std::unique_ptr<net::HostedGame> hosted = info->make(setup, error);
    QVERIFY2(hosted, error.c_str());
    net::Host host(*hosted, options);
    QVERIFY(host.listen(QHostAddress::LocalHost, 0));
    std::vector<std::unique_ptr<PlayingClient>> clients;
    for (int seat : options.openSeats)
        clients.push_back(std::make_unique<PlayingClient>(*info, levels[seat].toStdString(), seat,
                                                          host.url(), hostile));
    QVERIFY(waitUntil([&] { return hosted->isOver(); }, kWaitMs));
    // Every table names the level of the host's own computer seats, and none of a person's.
    const nlohmann::json table = host.table();
    for (int s = 0; s < seats.size(); ++s) {
        const nlohmann::json &entry = table["seats"][size_t(s)];
        if (seats[s] == QLatin1String("net"))
            QVERIFY(!entry.contains("level"));
        else
            QCOMPARE(QString::fromStdString(entry.value("level", std::string())), levels[s]);
    }
    for (const auto &client : clients) {
        if (!hostile) {
            QVERIFY2(client->refusals.isEmpty(), qPrintable(client->refusals.join(u',')));
            continue;
        }
        // Only the refusals sent for: what the host's referee answers, never a game's own.
        QVERIFY(!client->refusals.isEmpty());
        for (const QString &code : client->refusals)
            QVERIFY2(code == QLatin1String("out-of-turn") ||
                         code == QLatin1String("bad-decision") || code == QLatin1String("rate") ||
                         code == QLatin1String("over"),
                     qPrintable(code));
    }
    QCOMPARE(comparable(hosted->record()), comparable(played(game, levels, seed)));
    qInfo("%s: %llu messages (%llu bytes) out, %llu in (%llu bytes)", QTest::currentDataTag(),
          host.traffic().messagesOut, host.traffic().bytesOut, host.traffic().messagesIn,
          host.traffic().bytesIn);
}

void TstNetGames::processes_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("seats");
    QTest::addColumn<QStringList>("levels");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("razzia") << "razzia" << QStringList{"net", "net", "normal", "hard"}
                            << QStringList{"normal", "hard", "normal", "hard"} << 7ull;
    QTest::newRow("speakeasy") << "speakeasy" << QStringList{"net", "hard"}
                               << QStringList{"normal", "hard"} << 7ull;
    QTest::newRow("gangsters") << "gangsters" << QStringList{"net", "easy", "net"}
                               << QStringList{"normal", "easy", "random"} << 7ull;
}

// serve and join processes; the record equals play's.
void TstNetGames::processes()
{
    QFETCH(QString, game);
    QFETCH(QStringList, seats);
    QFETCH(QStringList, levels);
    QFETCH(quint64, seed);
    QTemporaryDir dir;
    Served served;
    QVERIFY(serve(served, {QStringLiteral("--game"), game, QStringLiteral("--seats"),
                           seats.join(u','), QStringLiteral("--seed"), QString::number(seed),
                           QStringLiteral("--record"), dir.path()}));
    std::vector<std::unique_ptr<QProcess>> joins;
    for (int s = 0; s < seats.size(); ++s) {
        if (seats[s] != QLatin1String("net"))
            continue;
        joins.push_back(std::make_unique<QProcess>());
        joins.back()->start(QStringLiteral(RAZZIA_CLI),
                            joinArguments(served.port, levels[s]) +
                                QStringList{QStringLiteral("--seat"), QString::number(s + 1)});
    }
    QVERIFY(served.process.waitForFinished(kWaitMs));
    QCOMPARE(served.process.exitCode(), 0);
    for (const auto &join : joins) {
        QVERIFY(join->waitForFinished(kWaitMs));
        QCOMPARE(join->exitCode(), 0);
    }
    const nlohmann::json record = readJson(dir.filePath(QStringLiteral("game-0001.json")));
    QCOMPARE(comparable(record), comparable(played(game, levels, seed)));
    // serve's computers are named as the window's host names its own ("Tout pour Bugsy"), not
    // "seat 3 (normal)", which every window would show in its sentences.
    for (int s = 0; s < seats.size(); ++s) {
        if (seats[s] == QLatin1String("net"))
            continue;
        const QString name =
            QString::fromStdString(record["players"][size_t(s)].value("name", std::string()));
        QVERIFY2(!name.contains(QLatin1String("seat")) && !name.contains(QLatin1Char('(')),
                 qPrintable(name));
    }
}

// R6: what seat 0 is sent (its state, and the events it may see) is the same, byte for byte,
// in two games that differ only in seat 1's hand, through a whole secret play; seat 1's own
// state does differ, so the comparison sees the hand.
void TstNetGames::razziaLeak()
{
    razzia::Position position;
    position.players = 4;
    position.dealer = 2;
    for (int s = 0; s < 4; ++s) {
        position.money[size_t(s)] = 0;
        for (int i = 0; i < 5; ++i)
            position.hands[size_t(s)].add(razzia::Card::fromCode(uint8_t(s * 5 + i)));
    }
    position.supply.count = {4, 4, 4, 4, 3, 3, 2, 2};
    razzia::Position other = position;
    other.hands[1] = {};
    for (int i = 0; i < 5; ++i)
        other.hands[1].add(razzia::Card::fromCode(uint8_t(40 + i)));

    struct Log final : razzia::EventSink
    {
        void onEvent(const razzia::Event &event) override
        {
            for (int seat = 0; seat < 4; ++seat) {
                if (razzia::seatMaySee(event, seat))
                    seen[size_t(seat)] += razzia::wire::eventJson(event).dump();
            }
        }
        std::array<std::string, 4> seen;
    } logA, logB;
    razzia::Game a = razzia::Game::fromPosition(position, &logA);
    razzia::Game b = razzia::Game::fromPosition(other, &logB);
    for (int seat = 0; seat < 4; ++seat) {
        const std::string before = razzia::wire::seatState(a, 0).dump();
        QCOMPARE(before, razzia::wire::seatState(b, 0).dump());
        QCOMPARE(razzia::wire::seatState(a, 3).dump(), razzia::wire::seatState(b, 3).dump());
        QVERIFY(razzia::wire::seatState(a, 1).dump() != razzia::wire::seatState(b, 1).dump());
        // Each seat plays its first card; seat 1 a different one in each game.
        QCOMPARE(a.decide(seat, razzia::Decision::playCard(a.hand(seat).cards[0])),
                 razzia::Refusal::None);
        QCOMPARE(b.decide(seat, razzia::Decision::playCard(b.hand(seat).cards[0])),
                 razzia::Refusal::None);
        if (seat < 3) { // before the reveal, which shows the cards to all (R3.5)
            QCOMPARE(razzia::wire::seatState(a, 0).dump(), razzia::wire::seatState(b, 0).dump());
            QCOMPARE(logA.seen[0], logB.seen[0]);
        }
    }
    // The reveal does show the card (the comparison is not blind).
    QVERIFY(logA.seen[0] != logB.seen[0]);
}

// SE7 over the network: every message North's opponent receives is the same, byte for byte, in
// two games that differ only in North's hidden identities (its Boss and Heir swapped), while no
// fight has shown them; North's own messages do differ, so the comparison sees the swap.
void TstNetGames::speakEasyLeak()
{
    common::Rng rng(17);
    const speakeasy::Layout south = speakeasy::randomLayout(0, rng);
    const speakeasy::Layout north = speakeasy::randomLayout(1, rng);
    speakeasy::Layout swapped = north;
    for (speakeasy::Kind &kind : swapped.at) {
        if (kind == speakeasy::Kind::Boss)
            kind = speakeasy::Kind::Heir;
        else if (kind == speakeasy::Kind::Heir)
            kind = speakeasy::Kind::Boss;
    }
    QVERIFY(swapped != north);
    const auto play = [&](const speakeasy::Layout &northLayout) {
        net::HostedSpeakEasy game(3, {"", ""}, {"South", "North"});
        // The first legal move each time: the Boss and the Heir move alike (SE4), so both
        // games see the same moves.
        return playScripted(
            game, 12, [&](int seat, const nlohmann::json &view) -> std::optional<nlohmann::json> {
                std::string error;
                const std::optional<speakeasy::SeatView> seen =
                    speakeasy::wire::readView(view["view"], error);
                if (!seen)
                    return std::nullopt;
                if (seen->phase() == speakeasy::Phase::SetUp)
                    return speakeasy::wire::decisionJson(
                        speakeasy::Decision::setUp(seat == 0 ? south : northLayout));
                // The first legal move that attacks nobody: a fight would show the identities.
                const speakeasy::MoveSet moves = seen->legalMoves();
                for (int i = 0; i < moves.count(); ++i) {
                    if (seen->ownerAt(moves.at(i).to) != 1 - seat)
                        return speakeasy::wire::decisionJson(
                            speakeasy::Decision::play(moves.at(i)));
                }
                return std::nullopt;
            });
    };
    const Received a = play(north), b = play(swapped);
    QVERIFY(a.seat0.size() > 12);
    // No fight in these plies: nothing showed the identities.
    for (const QByteArray &message : a.seat0)
        QVERIFY(!message.contains("\"kind\":3,"));
    QCOMPARE(a.seat0, b.seat0);
    QVERIFY(a.seat1 != b.seat1);
}

// GA12: Gangsters hides nothing but the future dice, and they come from the seed alone. Two
// games that differ only in their future dice cannot be made (the dice are the seed's from the
// first turn on), so this checks instead that no message a seat receives holds the seed or a
// value the seed could be run back from: a seat's seed is one-way (common::oneWaySeed), not
// the invertible streamSeed the policies started from before.
void TstNetGames::gangstersLeak()
{
    const uint64_t seed = 0x9e3779b97f4a7c15ull;
    net::TableSetup setup;
    setup.seed = seed;
    setup.seats = {"net", "net", "easy"};
    std::string error;
    std::unique_ptr<net::HostedGame> game = net::hostedGame("gangsters")->make(setup, error);
    QVERIFY2(game, error.c_str());
    std::unique_ptr<net::SeatPlayer> players[2] = {net::hostedGame("gangsters")->player("random"),
                                                   net::hostedGame("gangsters")->player("random")};
    const Received got = playScripted(*game, 40, [&](int seat, const nlohmann::json &view) {
        std::string why;
        return players[seat]->decide(view, why);
    });
    QVERIFY(got.seat0.size() > 10);
    QStringList secrets{QString::number(seed)};
    for (int s = 0; s < 3; ++s) {
        secrets << QString::number(common::streamSeed(seed, 0x6a, uint64_t(s)));
        secrets << QString::number(common::streamSeed(seed, 0x6a, uint64_t(s)), 16);
    }
    secrets << QString::number(seed, 16);
    for (const QList<QByteArray> *messages : {&got.seat0, &got.seat1}) {
        for (const QByteArray &message : *messages) {
            for (const QString &secret : secrets)
                QVERIFY2(!message.contains(secret.toUtf8()), qPrintable(secret));
        }
    }
    // The seat's own seed is there, and it is not the seed.
    QVERIFY(
        got.seat0.last().contains(QByteArray::number(qulonglong(net::gangstersSeatSeed(seed, 0)))));
}

// A join process killed mid-game, started again with its journal: it takes its seat back with
// the token, and the record is still play's.
void TstNetGames::joinKilled_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("seats");
    QTest::addColumn<QStringList>("levels");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("killAfter"); // decisions in the journal
    QTest::newRow("razzia") << "razzia" << QStringList{"net", "net", "normal", "easy"}
                            << QStringList{"hard", "normal", "normal", "easy"} << 21ull << 12;
    QTest::newRow("speakeasy") << "speakeasy" << QStringList{"net", "net"}
                               << QStringList{"hard", "normal"} << 21ull << 4;
    QTest::newRow("gangsters") << "gangsters" << QStringList{"net", "net", "easy"}
                               << QStringList{"normal", "random", "easy"} << 21ull << 30;
}

void TstNetGames::joinKilled()
{
    QFETCH(QString, game);
    QFETCH(QStringList, seats);
    QFETCH(QStringList, levels);
    QFETCH(quint64, seed);
    QFETCH(int, killAfter);
    QTemporaryDir dir;
    Served served;
    QVERIFY(serve(served, {QStringLiteral("--game"), game, QStringLiteral("--seats"),
                           seats.join(u','), QStringLiteral("--seed"), QString::number(seed),
                           QStringLiteral("--record"), dir.path()}));
    const QString journal = dir.filePath(QStringLiteral("seat0.journal"));
    QProcess first, second, again;
    first.start(QStringLiteral(RAZZIA_CLI),
                joinArguments(served.port, levels[0]) +
                    QStringList{QStringLiteral("--seat"), QStringLiteral("1"),
                                QStringLiteral("--journal"), journal});
    second.start(QStringLiteral(RAZZIA_CLI),
                 joinArguments(served.port, levels[1]) +
                     QStringList{QStringLiteral("--seat"), QStringLiteral("2")});
    // Killed after some decisions: the journal holds the token and each decision a line.
    QVERIFY(waitUntil(
        [&] {
            QFile file(journal);
            return file.open(QIODevice::ReadOnly) && file.readAll().count('\n') > killAfter;
        },
        kWaitMs));
    first.kill();
    QVERIFY(first.waitForFinished(kWaitMs));
    again.start(QStringLiteral(RAZZIA_CLI), joinArguments(served.port, levels[0]) +
                                                QStringList{QStringLiteral("--journal"), journal});
    QVERIFY(served.process.waitForFinished(kWaitMs));
    QCOMPARE(served.process.exitCode(), 0);
    QVERIFY(again.waitForFinished(kWaitMs));
    QCOMPARE(again.exitCode(), 0);
    QVERIFY(second.waitForFinished(kWaitMs));
    QCOMPARE(comparable(readJson(dir.filePath(QStringLiteral("game-0001.json")))),
             comparable(played(game, levels, seed)));
}

void TstNetGames::hostKilled_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("seats");
    QTest::addColumn<int>("seatA");
    QTest::addColumn<int>("seatB");
    QTest::addColumn<QString>("course"); // the save's list that grows as the game goes
    QTest::addColumn<int>("after");      // the host dies once it holds this many
    QTest::newRow("razzia") << "razzia"
                            << "net,normal,net" << 0 << 2 << "rounds" << 2;
    QTest::newRow("speakeasy") << "speakeasy"
                               << "net,net" << 0 << 1 << "moves" << 8;
    QTest::newRow("gangsters") << "gangsters"
                               << "net,normal,net" << 0 << 2 << "decisions" << 30;
}

// The host killed mid-game resumes from its sealed autosave on the same port, every game; the
// joins rejoin with their tokens and the game ends with a record that `verify` accepts from its
// seed and reseeds. It is not play's game any more: a resume draws what comes after the point
// on the table from a fresh seed (issue 29).
void TstNetGames::hostKilled()
{
    QFETCH(QString, game);
    QFETCH(QString, seats);
    QFETCH(int, seatA);
    QFETCH(int, seatB);
    QFETCH(QString, course);
    QFETCH(int, after);
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("table.autosave"));
    const QString config = dir.filePath(QStringLiteral("config"));
    const QStringList gameArguments{QStringLiteral("--game"), game};
    Served first;
    QVERIFY(serve(first,
                  gameArguments + QStringList{QStringLiteral("--seats"), seats,
                                              QStringLiteral("--seed"), QStringLiteral("3"),
                                              QStringLiteral("--autosave"), autosave,
                                              QStringLiteral("--code"), QStringLiteral("K7Q2")},
                  config));
    const auto join = [&](QProcess &process, int port, const QString &level,
                          const QStringList &more) {
        process.start(QStringLiteral(RAZZIA_CLI),
                      joinArguments(port, level) + gameArguments + more);
    };
    QProcess joinA, joinB;
    join(joinA, first.port, QStringLiteral("normal"),
         {QStringLiteral("--seat"), QString::number(seatA + 1), QStringLiteral("--code"),
          QStringLiteral("K7Q2")});
    join(joinB, first.port, QStringLiteral("easy"),
         {QStringLiteral("--seat"), QString::number(seatB + 1), QStringLiteral("--code"),
          QStringLiteral("K7Q2")});
    QVERIFY(waitUntil([&] { return joinA.canReadLine() && joinB.canReadLine(); }, kWaitMs));
    const QString lineA = QString::fromUtf8(joinA.readLine()).trimmed();
    const QString lineB = QString::fromUtf8(joinB.readLine()).trimmed();
    // join numbers seats from 1, as it takes them and as every window numbers them.
    QCOMPARE(lineA.section(u' ', 0, 1), QStringLiteral("seat %1").arg(seatA + 1));
    QCOMPARE(lineB.section(u' ', 0, 1), QStringLiteral("seat %1").arg(seatB + 1));
    const QString tokenA = lineA.section(u' ', -1);
    const QString tokenB = lineB.section(u' ', -1);
    // Some way in, the host dies. The autosave is sealed under the user's key (the serve's
    // config home here): the tokens, the code and the game are not in the file's bytes.
    net::TableSave table;
    QVERIFY(waitUntil(
        [&] {
            QFile keyFile(config + QStringLiteral("/Razzia/razzia/save.key"));
            common::sealed::Key key;
            std::string error;
            return keyFile.open(QIODevice::ReadOnly) &&
                   common::sealed::keyFromHex(keyFile.readAll().trimmed().toStdString(), key) &&
                   net::openTable(readBytes(autosave).toStdString(), key, table, error) &&
                   nlohmann::json::parse(table.save)[course.toStdString()].size() >= size_t(after);
        },
        kWaitMs));
    QCOMPARE(table.held.size(), size_t(2));
    QCOMPARE(table.code, QStringLiteral("K7Q2"));
    QCOMPARE(table.game, game.toStdString());
    first.process.kill();
    QVERIFY(first.process.waitForFinished(kWaitMs));
    QVERIFY(joinA.waitForFinished(kWaitMs)); // "the host closed the link"
    QVERIFY(joinB.waitForFinished(kWaitMs));
    // The host's last autosave, read once it is dead: a live host may write another at any
    // move. The open part, and the box's bytes rather than their base64, which may spell any
    // short word by chance (a 4-letter one about once in a hundred autosaves of this size).
    const QByteArray sealed = readBytes(autosave);
    // Sealed, and the owner's alone besides (files::Access::OwnerOnly): the tokens take seats.
    QCOMPARE(QFile::permissions(autosave) & ~(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                              QFileDevice::ReadUser | QFileDevice::WriteUser),
             QFileDevice::Permissions());
    nlohmann::json envelope = nlohmann::json::parse(sealed.toStdString());
    const QByteArray box =
        QByteArray::fromBase64(QByteArray::fromStdString(envelope.at("sealed").get<std::string>()));
    envelope.erase("sealed");
    QVERIFY(box.size() > 1000);
    for (const QByteArray &bytes : {QByteArray::fromStdString(envelope.dump()), box}) {
        QVERIFY(!bytes.contains(tokenA.toUtf8()) && !bytes.contains(tokenB.toUtf8()));
        QVERIFY(!bytes.contains(course.toUtf8()) && !bytes.contains("K7Q2") &&
                !bytes.contains("seed"));
    }

    // Another user's key cannot open it: one line, and the file is left as it was.
    QProcess stranger;
    QProcessEnvironment elsewhere = QProcessEnvironment::systemEnvironment();
    elsewhere.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("elsewhere")));
    stranger.setProcessEnvironment(elsewhere);
    stranger.start(QStringLiteral(RAZZIA_CLI),
                   QStringList{QStringLiteral("serve"), QStringLiteral("--resume"), autosave} +
                       gameArguments);
    QVERIFY(stranger.waitForFinished(kWaitMs));
    QCOMPARE(stranger.exitCode(), 2);
    QCOMPARE(stranger.readAllStandardError().count('\n'), 1);
    QCOMPARE(readBytes(autosave), sealed);

    // The resumed table listens where it did, with its code, without being told.
    Served resumed;
    QVERIFY(serve(resumed,
                  gameArguments + QStringList{QStringLiteral("--resume"), autosave,
                                              QStringLiteral("--record"), dir.path()},
                  config));
    QCOMPARE(resumed.port, first.port);
    QProcess againA, againB;
    join(againA, resumed.port, QStringLiteral("normal"), {QStringLiteral("--token"), tokenA});
    join(againB, resumed.port, QStringLiteral("easy"), {QStringLiteral("--token"), tokenB});
    QVERIFY(resumed.process.waitForFinished(3 * kWaitMs));
    QCOMPARE(resumed.process.exitCode(), 0);
    QVERIFY(againA.waitForFinished(kWaitMs));
    QCOMPARE(againA.exitCode(), 0);
    QVERIFY(againB.waitForFinished(kWaitMs));
    QCOMPARE(againB.exitCode(), 0);
    QVERIFY(!QFile::exists(autosave)); // a finished game leaves no autosave behind
    // The record verifies from its seed and the resume's reseed.
    const QString record = dir.filePath(QStringLiteral("game-0001.json"));
    QVERIFY(nlohmann::json::parse(readBytes(record).toStdString())["reseeds"].size() >= 1);
    QProcess verify;
    verify.start(QStringLiteral(RAZZIA_CLI), {QStringLiteral("verify"), record});
    QVERIFY(verify.waitForFinished(kWaitMs));
    QVERIFY2(verify.exitCode() == 0, verify.readAllStandardError().constData());
}

// A join killed and never back: after --absence the host's computer of --takeover plays its
// seat, and the game ends with a record that replays.
void TstNetGames::takeoverAfterDrop()
{
    QTemporaryDir dir;
    Served served;
    QVERIFY(
        serve(served, {QStringLiteral("--seats"), QStringLiteral("net,net,normal"),
                       QStringLiteral("--seed"), QStringLiteral("12"), QStringLiteral("--takeover"),
                       QStringLiteral("easy"), QStringLiteral("--absence"), QStringLiteral("0.2"),
                       QStringLiteral("--record"), dir.path()}));
    const QString journal = dir.filePath(QStringLiteral("seat0.journal"));
    QProcess gone, staying;
    gone.start(QStringLiteral(RAZZIA_CLI),
               joinArguments(served.port, QStringLiteral("normal")) +
                   QStringList{QStringLiteral("--seat"), QStringLiteral("1"),
                               QStringLiteral("--journal"), journal});
    staying.start(QStringLiteral(RAZZIA_CLI),
                  joinArguments(served.port, QStringLiteral("easy")) +
                      QStringList{QStringLiteral("--seat"), QStringLiteral("2")});
    QVERIFY(waitUntil(
        [&] {
            QFile file(journal);
            return file.open(QIODevice::ReadOnly) && file.readAll().count('\n') > 5;
        },
        kWaitMs));
    gone.kill();
    QVERIFY(gone.waitForFinished(kWaitMs));
    QVERIFY(served.process.waitForFinished(kWaitMs));
    QCOMPARE(served.process.exitCode(), 0);
    QVERIFY(staying.waitForFinished(kWaitMs));
    QCOMPARE(staying.exitCode(), 0);
    QFile file(dir.filePath(QStringLiteral("game-0001.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    razzia::GameRecord record;
    razzia::Game replayed;
    std::string error;
    QVERIFY2(razzia::io::loadRecord(file.readAll().toStdString(), record, replayed, error),
             error.c_str());
    QVERIFY(replayed.over());
}

QTEST_GUILESS_MAIN(TstNetGames)
#include "tst_net_games.moc"
