// A host that stops and comes back from its autosave, for every game of the network registry
// (docs/network.md): in this process, on loopback, two clients play some decisions, the host
// goes with its game, the game is made again from saveRecord() through the registry's resume,
// and the same clients rejoin with their tokens and play to the end. No client sees a gap or an
// event twice, the record verifies with its reseeds, and two resumes of one save show the same
// table and then go apart (issue 29: what comes after the resume point is drawn afresh).
#include "client.h"
#include "host.h"
#include "hostedgames.h"
#include "netsupport.h"

#include "gangsters/record.h"
#include "razzia/recordjson.h"
#include "speakeasy/netjson.h"
#include "speakeasy/recordjson.h"

#include <QElapsedTimer>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

namespace {

// A whole game played through the host, its computers thinking (netsupport.h's waitUntil bounds
// a round trip).
constexpr int kGameMs = 60000;

// Speak Easy's draw protocol (SE6.4), which its record does not hold but its save does: the
// seat to move offers a draw at these counts of the table's decisions, and the other declines.
struct Script
{
    std::vector<int> offers;
};

// A person's client played by a computer player of the registry, deciding only while the
// table's budget of decisions lasts.
class Seat
{
public:
    Seat(const net::HostedGameInfo &game, const std::string &level, int seat, const QUrl &url,
         int &budget, int &decided, const Script &script)
        : client(game.id), m_player(game.player(level)), m_game(game.id), m_budget(budget),
          m_decided(decided), m_script(script)
    {
        client.setJoin(seat, QStringLiteral("Rosa %1").arg(seat));
        client.setRecording(true);
        QObject::connect(&client, &net::Client::updated, &client, [this] { play(); });
        QObject::connect(&client, &net::Client::accepted, &client, [this] { inFlight = false; });
        QObject::connect(&client, &net::Client::refused, &client,
                         [this](const QString &code, const QString &, int seq) {
                             if (seq != m_seq)
                                 return;
                             // The host's rate of decisions: the same one again, a little later.
                             if (code == QLatin1String("rate"))
                                 return QTimer::singleShot(
                                     100, &client, [this] { m_seq = client.decide(m_last); });
                             refusals << code;
                             inFlight = false;
                         });
        client.open(url);
    }

    void play()
    {
        const nlohmann::json &events = client.events();
        for (; m_observed < events.size(); ++m_observed)
            QVERIFY2(m_player->observe(events[m_observed], error), error.c_str());
        if (!client.mustDecide() || client.isOver() || inFlight || m_budget <= 0)
            return;
        std::optional<nlohmann::json> decision = scripted();
        if (!decision)
            decision = m_player->decide(client.view(), error);
        QVERIFY2(decision, error.c_str());
        --m_budget;
        ++m_decided;
        inFlight = true;
        m_last = *decision;
        m_seq = client.decide(*decision);
    }

    net::Client client;
    bool inFlight = false;
    QStringList refusals;
    std::string error;

private:
    std::optional<nlohmann::json> scripted()
    {
        if (m_game != "speakeasy")
            return std::nullopt;
        std::string why;
        const std::optional<speakeasy::SeatView> view =
            speakeasy::wire::readView(client.view()["view"], why);
        if (!view)
            return std::nullopt;
        if (view->phase() == speakeasy::Phase::DrawOffered)
            return speakeasy::wire::decisionJson(speakeasy::Decision::answerDraw(false));
        const auto &offers = m_script.offers;
        if (view->phase() == speakeasy::Phase::Play &&
            std::find(offers.begin(), offers.end(), m_decided) != offers.end())
            return speakeasy::wire::decisionJson(speakeasy::Decision::offerDraw());
        return std::nullopt;
    }

    std::unique_ptr<net::SeatPlayer> m_player;
    std::string m_game;
    int &m_budget;
    int &m_decided;
    const Script &m_script;
    std::size_t m_observed = 0;
    int m_seq = -1;
    nlohmann::json m_last;
};

// Every seat's log, as the game holds it.
std::vector<nlohmann::json> logs(const net::HostedGame &game)
{
    std::vector<nlohmann::json> out;
    for (int seat = 0; seat < game.seats(); ++seat)
        out.push_back(game.eventsFor(seat, 0));
    return out;
}

// A seat's view without its seat's seed, which a resume draws afresh.
nlohmann::json tableOf(const net::HostedGame &game, int seat)
{
    nlohmann::json view = game.viewFor(seat);
    view.erase("seatSeed");
    return view;
}

// The save without the seed the resume drew (the last reseed).
nlohmann::json withoutLastReseed(nlohmann::json record)
{
    if (record.contains("reseeds") && !record["reseeds"].empty())
        record["reseeds"].erase(record["reseeds"].size() - 1);
    return record;
}

// The game played in this process, to its end or for `steps` decisions, each person's seat by a
// computer player of `levels` that sees what the seat is sent.
void playAlone(const net::HostedGameInfo &info, net::HostedGame &game,
               const std::vector<std::string> &levels, int steps = 100000)
{
    std::vector<std::unique_ptr<net::SeatPlayer>> players;
    std::vector<std::size_t> observed(size_t(game.seats()), 0);
    for (const std::string &level : levels)
        players.push_back(level.empty() ? nullptr : info.player(level));
    game.playOn();
    for (; !game.isOver() && steps > 0; --steps) {
        const std::vector<int> seats = game.toDecide();
        QVERIFY(!seats.empty());
        const int seat = seats.front();
        QVERIFY(players[size_t(seat)]);
        std::string error;
        const nlohmann::json events = game.eventsFor(seat, observed[size_t(seat)]);
        for (const nlohmann::json &event : events)
            QVERIFY(players[size_t(seat)]->observe(event, error));
        observed[size_t(seat)] += events.size();
        const std::optional<nlohmann::json> decision =
            players[size_t(seat)]->decide(game.viewFor(seat), error);
        QVERIFY2(decision, error.c_str());
        QVERIFY(!game.decide(seat, *decision));
        game.playOn();
    }
}

// The record replays through the game's rules, from its seeds and reseeds; empty, or why not.
std::string verify(const std::string &game, const nlohmann::json &json)
{
    std::string error;
    if (game == "razzia") {
        razzia::GameRecord record;
        razzia::Game replayed;
        if (!razzia::io::parseRecord(json.dump(), record, error) ||
            !razzia::replayFromSeed(record, replayed, error))
            return error.empty() ? "razzia: refused" : error;
        return record.reseeds.empty() ? "no reseed" : std::string();
    }
    if (game == "speakeasy") {
        speakeasy::GameRecord record;
        std::optional<speakeasy::Game> replayed;
        if (!speakeasy::io::loadRecord(json.dump(), record, replayed, error))
            return error;
        return record.reseeds.empty() ? "no reseed" : std::string();
    }
    try {
        const gangsters::GameRecord record = gangsters::readRecord(json);
        (void)gangsters::replayRecord(record); // every die against the seed and the reseeds
        return record.reseeds.empty() ? "no reseed" : std::string();
    } catch (const std::exception &e) {
        return e.what();
    }
}

// What a game's record lists of its course: the items before the resume point are the same in
// every resume of one save.
const char *courseOf(const std::string &game)
{
    return game == "razzia" ? "rounds" : game == "speakeasy" ? "moves" : "decisions";
}

} // namespace

class TstNetResume : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resume_data();
    void resume();
    void damaged_data();
    void damaged();
};

void TstNetResume::resume_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("seats");  // "net", or the host's computer level
    QTest::addColumn<QStringList>("levels"); // the clients' players, by seat
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("before"); // the clients' decisions before the host stops
    QTest::addColumn<std::vector<int>>("offers");
    QTest::newRow("razzia, the reference")
        << "razzia" << QStringList{"net", "normal", "net"} << QStringList{"easy", "", "normal"}
        << 3ull << 14 << std::vector<int>{};
    // A draw declined before the stop, and one that waits for its answer at the stop (SE6.4).
    QTest::newRow("speakeasy, draws")
        << "speakeasy" << QStringList{"net", "net"} << QStringList{"normal", "easy"} << 5ull << 16
        << std::vector<int>{6, 15};
    QTest::newRow("speakeasy, a computer seat")
        << "speakeasy" << QStringList{"easy", "net"} << QStringList{"", "normal"} << 12ull << 7
        << std::vector<int>{};
    QTest::newRow("gangsters 3") << "gangsters" << QStringList{"net", "easy", "net"}
                                 << QStringList{"normal", "", "easy"} << 6ull << 12
                                 << std::vector<int>{};
    QTest::newRow("gangsters 2, no decision yet")
        << "gangsters" << QStringList{"net", "net"} << QStringList{"easy", "normal"} << 8ull << 0
        << std::vector<int>{};
}

void TstNetResume::resume()
{
    QFETCH(QString, game);
    QFETCH(QStringList, seats);
    QFETCH(QStringList, levels);
    QFETCH(quint64, seed);
    QFETCH(int, before);
    QFETCH(std::vector<int>, offers);
    const std::string id = game.toStdString();
    const net::HostedGameInfo *info = net::hostedGame(id);
    QVERIFY(info);
    net::TableSetup setup;
    setup.seed = seed;
    net::Host::Options options;
    std::vector<std::string> players;
    for (int s = 0; s < seats.size(); ++s) {
        const bool person = seats[s] == QLatin1String("net");
        setup.seats.push_back(person ? "net" : seats[s].toStdString());
        if (person)
            options.openSeats.push_back(s);
        players.push_back(person ? levels[s].toStdString() : std::string());
    }
    std::string error;
    std::unique_ptr<net::HostedGame> first = info->make(setup, error);
    QVERIFY2(first, error.c_str());
    QVERIFY(first->saveRecord().is_null()); // nothing dealt yet
    auto host = std::make_unique<net::Host>(*first, options);
    QVERIFY(host->listen(QHostAddress::LocalHost, 0));
    const QUrl url = host->url();

    int budget = before;
    int decided = 0;
    const Script script{offers};
    std::vector<std::unique_ptr<Seat>> clients;
    for (int seat : options.openSeats)
        clients.push_back(std::make_unique<Seat>(*info, players[size_t(seat)], seat, url, budget,
                                                 decided, script));
    // The table stands still: the budget spent, every decision answered, every event sent.
    const auto still = [&](const net::HostedGame &hosted) {
        for (size_t i = 0; i < clients.size(); ++i) {
            const int seat = options.openSeats[i];
            if (clients[i]->inFlight ||
                clients[i]->client.events().size() != hosted.eventsFor(seat, 0).size())
                return false;
        }
        return budget <= 0 && !hosted.toDecide().empty() && !hosted.saveRecord().is_null();
    };
    QVERIFY2(waitUntil([&] { return still(*first); }, kGameMs), "the table never stood still");
    QVERIFY(!first->isOver());
    QTest::qWait(50);
    QVERIFY(still(*first));
    const nlohmann::json save = first->saveRecord();
    const std::vector<nlohmann::json> logged = logs(*first);
    const std::vector<net::Host::HeldSeat> held = host->heldSeats();
    QCOMPARE(held.size(), size_t(options.openSeats.size()));
    if (id == "speakeasy" && !offers.empty()) {
        // Both draws: one declined, the last waiting for its answer.
        QVERIFY(save.contains("draws"));
        QCOMPARE(save["draws"].size(), size_t(2));
        QVERIFY(save["draws"][1]["declined"] == false);
    }

    host.reset();
    first.reset();
    QVERIFY(waitUntil([&] {
        return std::none_of(clients.begin(), clients.end(),
                            [](const auto &c) { return c->client.isConnected(); });
    }));

    std::unique_ptr<net::HostedGame> again = info->resume(save.dump(), error);
    QVERIFY2(again, error.c_str());
    std::unique_ptr<net::HostedGame> other = info->resume(save.dump(), error);
    QVERIFY2(other, error.c_str());
    // Both resumes stand where the game stopped: every seat's log and table as they were, the
    // save the same but for the seed each drew.
    QVERIFY(logs(*again) == logged);
    QVERIFY(logs(*other) == logged);
    for (int seat = 0; seat < again->seats(); ++seat)
        QVERIFY(tableOf(*again, seat) == tableOf(*other, seat));
    QCOMPARE(again->toDecide(), other->toDecide());
    QVERIFY(withoutLastReseed(again->saveRecord()) == withoutLastReseed(other->saveRecord()));
    QVERIFY(again->saveRecord()["reseeds"] != other->saveRecord()["reseeds"]);
    // Computer seats keep their levels and persons stay persons.
    QVERIFY(again->saveRecord()["players"] == save["players"]);

    options.resume = held;
    net::Host resumed(*again, options);
    QVERIFY(resumed.isStarted());
    QVERIFY2(resumed.listen(QHostAddress::LocalHost, quint16(url.port())),
             qPrintable(resumed.errorString()));
    budget = 1 << 30;
    for (const auto &seat : clients)
        seat->client.reconnect();
    QVERIFY2(waitUntil([&] { return again->isOver(); }, kGameMs), "the resumed game never ended");
    QVERIFY(waitUntil([&] {
        return std::all_of(clients.begin(), clients.end(),
                           [](const auto &c) { return c->client.isOver(); });
    }));
    // No gap and no event twice: each client holds exactly its seat's log.
    for (size_t i = 0; i < clients.size(); ++i) {
        const int seat = options.openSeats[i];
        QVERIFY2(clients[i]->client.events() == again->eventsFor(seat, 0),
                 qPrintable(QStringLiteral("seat %1's events").arg(seat)));
        QVERIFY2(clients[i]->refusals.isEmpty(),
                 qPrintable(clients[i]->refusals.join(QLatin1Char(' '))));
    }
    const nlohmann::json record = again->record();
    const std::string why = verify(id, record);
    QVERIFY2(why.empty(), why.c_str());

    // The other resume, played to its end here: the same course up to the resume point, then
    // its own.
    playAlone(*info, *other, players);
    QVERIFY(other->isOver());
    const nlohmann::json otherRecord = other->record();
    const std::string otherWhy = verify(id, otherRecord);
    QVERIFY2(otherWhy.empty(), otherWhy.c_str());
    const char *course = courseOf(id);
    const size_t kept = save[course].size();
    // Razzia's save holds the round in progress too, which each resume deals on its own.
    const size_t same = id == "razzia" && kept > 0 ? kept - 1 : kept;
    QVERIFY(record[course].size() >= same && otherRecord[course].size() >= same);
    for (size_t i = 0; i < same; ++i)
        QVERIFY(record[course][i] == otherRecord[course][i]);
    QVERIFY(withoutLastReseed(record) != withoutLastReseed(otherRecord));
}

void TstNetResume::damaged_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("damage");
    const char *const rows[][2] = {
        {"razzia", "players"},     {"razzia", "array"},       {"razzia", "finished"},
        {"speakeasy", "move"},     {"speakeasy", "draw"},     {"speakeasy", "array"},
        {"speakeasy", "finished"}, {"gangsters", "die"},      {"gangsters", "level"},
        {"gangsters", "array"},    {"gangsters", "finished"},
    };
    for (const auto &[game, damage] : rows)
        QTest::addRow("%s, %s", game, damage)
            << QString::fromLatin1(game) << QString::fromLatin1(damage);
}

// A save that does not replay is refused with one line, and no game.
void TstNetResume::damaged()
{
    QFETCH(QString, game);
    QFETCH(QString, damage);
    const net::HostedGameInfo *info = net::hostedGame(game.toStdString());
    QVERIFY(info);
    net::TableSetup setup;
    setup.seed = 21;
    setup.seats = game == QLatin1String("speakeasy")
                      ? std::vector<std::string>{"net", "normal"}
                      : std::vector<std::string>{"net", "easy", "random"};
    std::string error;
    std::unique_ptr<net::HostedGame> hosted = info->make(setup, error);
    QVERIFY2(hosted, error.c_str());
    hosted->begin({});
    // Some decisions of the person's seat, then the save, which resumes; then the damage.
    playAlone(*info, *hosted, {"easy", "", ""}, 8);
    QVERIFY(!hosted->isOver());
    nlohmann::json save = hosted->saveRecord();
    QVERIFY(info->resume(save.dump(), error));
    if (damage == QLatin1String("players")) {
        save["players"] = 5;
    } else if (damage == QLatin1String("array")) {
        save = nlohmann::json::array({1, 2});
    } else if (damage == QLatin1String("move")) {
        save["moves"][0] = "zz9-a1";
    } else if (damage == QLatin1String("draw")) {
        save["draws"] = nlohmann::json::array({{{"ply", 100000}, {"declined", true}}});
    } else if (damage == QLatin1String("die")) {
        const int was = save["dice"][0].get<int>();
        save["dice"][0] = was % 6 + 1;
    } else if (damage == QLatin1String("level")) {
        save["players"][1]["level"] = "grandmaster";
    } else if (damage == QLatin1String("finished")) {
        playAlone(*info, *hosted, {"easy", "", ""});
        QVERIFY(hosted->isOver());
        save = hosted->record();
    }
    std::unique_ptr<net::HostedGame> resumed = info->resume(save.dump(), error);
    QVERIFY(!resumed);
    QVERIFY(!error.empty());
    QVERIFY2(error.find('\n') == std::string::npos, error.c_str());
    qInfo("%s", error.c_str());
}

QTEST_GUILESS_MAIN(TstNetResume)
#include "tst_net_resume.moc"
