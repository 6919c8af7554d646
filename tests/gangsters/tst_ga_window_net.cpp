// Gangsters at a network table in the window (issue 24), offscreen, loopback only: a net::Host
// runs the one game, this window's person plays gang 0 through a net::Client and
// GangstersModule::playOnline, the host plays the others. The person moves by clicks on the
// city and answers through the table; the host's record replays with those decisions in it; a
// refused decision changes nothing and says so in one line; a decision of this gang during
// another gang's turn is asked here; a drop and a rejoin show nothing twice.
#include "cityview.h"
#include "client.h"
#include "controller.h"
#include "gangstersmodule.h"
#include "gangsterstable.h"
#include "host.h"
#include "hostedgames.h"
#include "mainwindow.h"
#include "onlinegame.h"
#include "pace.h"
#include "records.h"

#include "../gangsters_ui/gawindowsupport.h"
#include "../waitsupport.h"
#include "gangsters/eventio.h"
#include "gangsters/session.h"
#include "gangsters/stateio.h"

#include <QPushButton>
#include <QtTest>

using namespace gangsters;
using namespace gangsters::ui;
using shell::Pace;
using shell::Speed;

class TestGaWindowNet : public QObject
{
    Q_OBJECT

    std::unique_ptr<net::HostedGame> m_game;
    std::unique_ptr<net::Host> m_host;
    std::unique_ptr<net::Client> m_client;
    std::unique_ptr<net::Client> m_other; // Lucky, a person at another window, slow to answer
    std::unique_ptr<shell::MainWindow> m_window;

    GangstersModule *module() { return GangstersModule::of(*m_window); }
    Controller *controller() { return module()->table()->controller(); }

    // A table of `seats` (gang 0 "net"), Karine's client at seat 0, and the window playing it.
    bool sit(uint64_t seed, const std::vector<std::string> &seats)
    {
        net::TableSetup setup;
        setup.seed = seed;
        setup.seats = seats;
        setup.names = {"", "Lucky", "Bugsy"};
        setup.names.resize(seats.size());
        std::string error;
        m_game = net::hostedGame("gangsters")->make(setup, error);
        if (!m_game)
            return false;
        net::Host::Options options;
        for (size_t s = 0; s < seats.size(); ++s)
            if (seats[s] == "net")
                options.openSeats.push_back(int(s));
        m_host = std::make_unique<net::Host>(*m_game, options);
        if (!m_host->listen(QHostAddress::LocalHost, 0))
            return false;
        m_client = std::make_unique<net::Client>("gangsters");
        m_client->setJoin(0, QStringLiteral("Karine"));
        m_client->open(m_host->url());
        if (seats.size() > 1 && seats[1] == "net") {
            // Lucky answers the first option of what it is asked, a little later.
            m_other = std::make_unique<net::Client>("gangsters");
            m_other->setJoin(1, QStringLiteral("Lucky"));
            net::Client *other = m_other.get();
            QObject::connect(other, &net::Client::updated, other, [other] {
                if (!other->mustDecide())
                    return;
                const nlohmann::json pending = other->view().at("pending");
                const nlohmann::json decision = {{"type", pending.at("type")},
                                                 {"seat", 1},
                                                 {"choice", pending.at("options").at(0)}};
                QTimer::singleShot(15, other, [other, decision] { other->decide(decision); });
            });
            m_other->open(m_host->url());
        }
        if (!waitUntil([&] { return m_client->isStarted() && m_client->seat() == 0; }, 5000))
            return false;
        m_window = std::make_unique<shell::MainWindow>();
        m_window->setAutosavePath(QString());
        m_window->resize(1366, 768);
        m_window->show();
        QString why;
        if (!module()->playOnline(m_client.get(), why)) {
            qWarning("playOnline: %s", qPrintable(why));
            return false;
        }
        return true;
    }

    // Answers what the window asks until `stop` or the end: a move with a street of its own by a
    // click on the city, everything else through the table's controller. Counts what was asked
    // of gang 0 while another gang played, and what the prompt said while waiting.
    struct Play
    {
        int answered = 0;
        int clicks = 0;
        int outOfTurn = 0;
        QStringList waitingPrompts;
        // What each point asked here was about, by the game's decision count.
        std::map<size_t, std::pair<CharRef, int>> about;
    };
    Play play(const std::function<bool(const Play &)> &stop, int ms = 25000)
    {
        Play out;
        int pick = 0;
        size_t sentAt = size_t(-1);
        waitUntil(
            [&] {
                if (controller()->over() || stop(out))
                    return true;
                const Point *p = controller()->waiting();
                if (!p) {
                    const QString prompt = module()->table()->prompt();
                    if (prompt.startsWith(QLatin1String("Waiting for ")) &&
                        !out.waitingPrompts.contains(prompt))
                        out.waitingPrompts << prompt;
                    return false;
                }
                const size_t decisions = controller()->online()->decisions();
                if (decisions == sentAt)
                    return false;
                sentAt = decisions;
                out.about[decisions] = {p->about, p->pair};
                if (controller()->state().active != 0)
                    ++out.outOfTurn;
                ++out.answered;
                const int unique = p->type == DecisionType::Move ? test::uniqueDestination(*p) : -1;
                if (unique >= 0 && controller()->state().at(p->about).at != city().prison()) {
                    CityView *view = module()->table()->city();
                    QTest::mouseClick(view, Qt::LeftButton, {},
                                      view->locationRect(p->options[unique].to).center().toPoint());
                    ++out.clicks;
                } else {
                    controller()->submit(p->options[size_t(pick++ % p->size)]);
                }
                return false;
            },
            ms);
        return out;
    }

    GameRecord hostRecord()
    {
        GameRecord record;
        State final;
        QString error;
        const QByteArray bytes = QByteArray::fromStdString(m_game->record().dump());
        if (!readGameRecord(bytes, record, final, error))
            qWarning("the host's record: %s", qPrintable(error));
        return record;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
    }
    void cleanup()
    {
        m_window.reset();
        m_client.reset();
        m_other.reset();
        m_host.reset();
        m_game.reset();
    }

    // GA14.3: every event of whole computer games reads back into what writes the same JSON,
    // the only way a window at a network table learns what happened.
    void eventsReadBack_GA14_3()
    {
        struct Log final : EventSink
        {
            std::vector<Event> events;
            void onEvent(const Event &e) override { events.push_back(e); }
        };
        for (uint64_t seed : {1ull, 2ull, 3ull}) {
            Session session;
            Log log;
            session.addSink(&log);
            Session::Setup setup;
            setup.seed = seed;
            setup.gangs = 3;
            for (int s = 0; s < 3; ++s)
                setup.seats.push_back({"Gang", "ai", s == 0 ? "normal" : "easy"});
            session.start(setup);
            session.playOn();
            QVERIFY(session.state().isOver());
            QVERIFY(log.events.size() > 100);
            for (const Event &e : log.events) {
                const io::OrderedJson written = io::writeEvent(e);
                const Event back = io::readEvent(nlohmann::json::parse(written.dump()), "event");
                QCOMPARE(QString::fromStdString(io::writeEvent(back).dump()),
                         QString::fromStdString(written.dump()));
            }
        }
        // A host's lie is refused with the field named.
        QVERIFY_THROWS_EXCEPTION(io::FormatError,
                                 io::readEvent(nlohmann::json::parse(R"({"type":"moved",
                                 "char":[5,"killer"],"to":"A1","via":""})"),
                                               "event"));
    }

    // The whole game: the person's gang against Lucky at another window and a computer of the
    // host, to the end.
    void aWholeGame()
    {
        QVERIFY(sit(7, {"net", "net", "easy"}));
        QVERIFY(module()->isOnline());
        QVERIFY(module()->isRunning());
        QVERIFY(module()->record().isEmpty());
        QVERIFY(!module()->notYetSaved().isEmpty());
        QSignalSpy finished(module(), &shell::GameModule::finished);
        QSignalSpy progressed(module(), &shell::GameModule::progressed);
        const Play done = play([](const Play &) { return false; }, 28000);
        QVERIFY2(controller()->over(), qPrintable(module()->table()->prompt()));
        QVERIFY(m_game->isOver());
        QCOMPARE(finished.count(), 1);
        QVERIFY(progressed.count() > 10);
        QVERIFY(done.clicks > 0);
        QVERIFY(done.outOfTurn > 0); // a price, an arrest or shots asked in another gang's turn
        QVERIFY2(!done.waitingPrompts.isEmpty(), "no prompt named the gang we waited for");
        QVERIFY(done.waitingPrompts.contains(QStringLiteral("Waiting for Lucky…")));
        QVERIFY(!module()->isRunning());
        QVERIFY(module()->record().isEmpty()); // the host keeps it
        // The host's record replays through the rules, with every answer of this window in it.
        const GameRecord record = hostRecord();
        QVERIFY(record.finished);
        int mine = 0;
        for (const Decision &d : record.decisions)
            mine += d.seat == 0 ? 1 : 0;
        QCOMPARE(mine, done.answered);
        // Whom each point was about (the mover, the actor, the recruit, the cops) is not in the
        // view: the window's reading of it is what the host's session asked.
        {
            Session replay;
            Session::Setup setup;
            setup.seed = record.seed;
            setup.gangs = int(record.players.size());
            setup.rules = record.rules;
            for (PlayerInfo p : record.players) {
                p.kind = "human";
                setup.seats.push_back(p);
            }
            replay.start(setup);
            int compared = 0;
            for (size_t i = 0; i < record.decisions.size(); ++i) {
                replay.playOn();
                const Point *p = replay.pending();
                QVERIFY(p);
                if (const auto it = done.about.find(i); it != done.about.end()) {
                    const DecisionType type = p->type;
                    if (type == DecisionType::Move || type == DecisionType::Action ||
                        type == DecisionType::Accomplices || type == DecisionType::Price ||
                        type == DecisionType::Accept || type == DecisionType::Arrest) {
                        QVERIFY2(it->second.first == p->about,
                                 qPrintable(QStringLiteral("decision %1 of type %2")
                                                .arg(i)
                                                .arg(QString::fromUtf8(decisionTypeId(type)))));
                        ++compared;
                    }
                    if (type == DecisionType::CopMove)
                        QCOMPARE(it->second.second, int(p->pair));
                }
                QCOMPARE(int(replay.decide(record.decisions[i].seat, record.decisions[i])),
                         int(Refusal::None));
            }
            QVERIFY(compared > 10);
        }
        QCOMPARE(record.players[0].name, std::string("Karine"));
        const QList<shell::Statistics::Result> results = module()->results();
        QCOMPARE(results.size(), 3);
        QCOMPARE(results[0].name, QStringLiteral("Karine"));
        // The end's dialog offers neither a replay nor a rematch from this window.
        module()->showEnd();
        QVERIFY(module()->resultDialog()->isVisible());
        QVERIFY(!module()->resultDialog()->replayButton()->isVisible());
        // A local game afterwards plays as before.
        const std::vector<PlayerInfo> seats{{"Karine", "human", ""}, {"Lucky", "ai", "normal"}};
        QVERIFY(module()->start(seats, Rules{}, 3));
        QVERIFY(!module()->isOnline());
        QVERIFY(waitUntil([&] { return controller()->waiting() != nullptr; }, 5000));
        QVERIFY(!module()->record().isEmpty());
    }

    // A decision the host refuses: one translated line, nothing changed, asked again.
    void aRefusal()
    {
        QVERIFY(sit(11, {"net", "easy"}));
        QVERIFY(waitUntil([&] { return controller()->waiting() != nullptr; }, 10000));
        const size_t before = controller()->online()->decisions();
        const Point point = *controller()->waiting();
        // A choice that reads but is not among the options: a Resign-typed decision of the
        // wrong type goes out as the client would send it.
        Decision wrong;
        wrong.type = point.type == DecisionType::Price ? DecisionType::Accept : DecisionType::Price;
        wrong.seat = 0;
        wrong.choice.value = 3;
        QVERIFY(controller()->online()->send(wrong));
        QVERIFY(waitUntil([&] { return !module()->table()->notice().isEmpty(); }, 5000));
        QVERIFY2(module()->table()->notice().startsWith(QLatin1String("The host refused")),
                 qPrintable(module()->table()->notice()));
        QVERIFY(module()->table()->prompt().contains(module()->table()->notice()));
        QCOMPARE(controller()->online()->decisions(), before);
        const Point *again = controller()->waiting();
        QVERIFY(again);
        QCOMPARE(int(again->type), int(point.type));
        // The next answer goes through and clears the line.
        controller()->submit(again->options[0]);
        QVERIFY(waitUntil([&] { return controller()->online()->decisions() > before; }, 5000));
        QVERIFY(waitUntil([&] { return module()->table()->notice().isEmpty(); }, 2000));
    }

    // At a watched pace the host's point is asked only once every event before it is shown:
    // an update carries both, and between two of its events the point must not look open.
    void askedOnlyAfterItsEvents()
    {
        Pace::setSpeed(Speed::Fast);
        QVERIFY(sit(13, {"net", "easy"}));
        size_t played = m_client->events().size();
        int asked = 0;
        bool early = false;
        // The table reads waiting() as each event is played (its prompt, the city's lit
        // squares): nothing may be open then.
        connect(controller(), &Controller::eventPlayed, this, [&] {
            ++played;
            early |= controller()->waiting() != nullptr;
        });
        play([&](const Play &p) {
            if (controller()->waiting()) {
                early |= played != m_client->events().size();
                ++asked;
            }
            return p.answered >= 5;
        });
        Pace::setSpeed(Speed::Instant);
        QVERIFY(asked > 0);
        QVERIFY(!early);
    }

    // The link drops and comes back with the token: the events since are played once.
    void aRejoinShowsNothingTwice()
    {
        QVERIFY(sit(5, {"net", "easy"}));
        play([](const Play &p) { return p.answered >= 12; });
        QVERIFY(waitUntil([&] { return controller()->waiting() != nullptr; }, 5000));
        const int lines = module()->table()->log()->rowCount();
        QVERIFY(lines > 0);
        m_client->close();
        QVERIFY(waitUntil([&] { return !m_client->isConnected(); }, 5000));
        QVERIFY(module()->table()->notice().contains(QLatin1String("lost")));
        m_client->reconnect();
        // Until the host has seated the new link, nothing is sent for the seat (a decision then
        // would be refused as "not-seated").
        QVERIFY(!m_client->isSeated());
        QCOMPARE(m_client->decide(nlohmann::json::object()), -1);
        QVERIFY(waitUntil([&] { return m_client->isSeated() && m_client->seat() == 0; }, 5000));
        QVERIFY(waitUntil([&] { return controller()->waiting() != nullptr; }, 5000));
        QCOMPARE(module()->table()->log()->rowCount(), lines);
        const Play more = play([](const Play &p) { return p.answered >= 6; });
        QCOMPARE(more.answered, 6);
        QVERIFY(module()->table()->log()->rowCount() > lines);
    }
};

QTEST_MAIN(TestGaWindowNet)
#include "tst_ga_window_net.moc"
