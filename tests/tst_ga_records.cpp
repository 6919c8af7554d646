// Gangsters records (GA14.5), seat views (GA14.6), the session's outside seats and refusals:
// records round trip, damaged and tampered records and scenarios are refused in one line that
// names the decision index or the field.
#include "tst_ga_support.h"

#include "gangsters/eventio.h"
#include "gangsters/record.h"
#include "gangsters/session.h"

#include "common/rng.h"

using namespace gangsters;
using namespace gangsters::test;

namespace {

Session::Setup setupOf(uint64_t seed, int gangs, bool humanSeat0 = false)
{
    Session::Setup setup;
    setup.seed = seed;
    setup.gangs = gangs;
    for (int s = 0; s < gangs; ++s) {
        PlayerInfo p;
        if (s == 0 && humanSeat0)
            p.kind = "human";
        setup.seats.push_back(p);
    }
    return setup;
}

io::Json recordOf(uint64_t seed, int gangs)
{
    Session session;
    session.start(setupOf(seed, gangs));
    session.playOn();
    return io::Json::parse(writeRecord(session.record()).dump());
}

// The refusal of loading `record` (GA14.5), or "".
std::string loadRefusal(const io::Json &record)
{
    return refusalOf([&] { replayRecord(readRecord(record)); });
}

class Collect final : public EventSink
{
public:
    std::vector<Event> events;
    void onEvent(const Event &e) override { events.push_back(e); }
};

} // namespace

class TestGangstersRecords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_GA14_5_data()
    {
        QTest::addColumn<int>("gangs");
        QTest::newRow("2 gangs") << 2;
        QTest::newRow("3 gangs") << 3;
        QTest::newRow("4 gangs") << 4;
    }

    void roundTrip_GA14_5()
    {
        QFETCH(int, gangs);
        for (uint64_t seed = 1; seed <= 25; ++seed) {
            Session session;
            session.start(setupOf(seed * 7919, gangs));
            QCOMPARE(int(session.playOn().what), int(Session::Stop::Over));
            const std::string text = writeRecord(session.record()).dump();
            io::Json parsed;
            std::string error;
            QVERIFY2(io::parseStrict(text, parsed, error), error.c_str());
            GameRecord back;
            QVERIFY(refusalOf([&] { back = readRecord(parsed); }).empty());
            QCOMPARE(back.decisions.size(), session.record().decisions.size());
            QVERIFY(writeRecord(back).dump() == text);
            State replayed;
            const std::string refusal = refusalOf([&] { replayed = replayRecord(back); });
            QVERIFY2(refusal.empty(), refusal.c_str());
            QVERIFY(io::writeState(replayed) == io::writeState(session.state()));
        }
    }

    // GA14.5: what differs is refused, naming the decision index and the field.
    void tampered_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a die") << "dice"
                               << "dice[40]: the generator draws";
        QTest::newRow("first player (G50)") << "first"
                                            << "first: the seed draws";
        QTest::newRow("a decision's seat") << "seat"
                                           << "decisions[30].seat:";
        QTest::newRow("a decision's type") << "type"
                                           << "decisions[30].type:";
        QTest::newRow("an illegal move") << "move"
                                         << ".choice: not legal";
        QTest::newRow("a decision after the end") << "extra"
                                                  << "after the end of the game";
        QTest::newRow("the end") << "end"
                                 << "end: does not match the game";
        QTest::newRow("finished without end") << "unfinished"
                                              << "end: in an unfinished game";
        QTest::newRow("seed not decimal") << "seed"
                                          << "seed: not a 64-bit decimal number";
        QTest::newRow("missing decisions") << "nodecisions"
                                           << "decisions: missing";
        QTest::newRow("cut short") << "short"
                                   << "finished: the decisions stop before the end";
        QTest::newRow("unknown decision type") << "badtype"
                                               << "decisions[3].type: unknown decision type";
        QTest::newRow("an escaped control character") << "control"
                                                      << "unknown decision type \"x\\u001b[2Jy\"";
    }

    void tampered()
    {
        QFETCH(QString, what);
        QFETCH(QString, expected);
        io::Json r = recordOf(99, 3);
        QVERIFY(loadRefusal(r).empty());
        if (what == QLatin1String("dice")) {
            r["dice"][40] = r["dice"][40].get<int>() % 6 + 1;
        } else if (what == QLatin1String("first")) {
            r["first"] = (r["first"].get<int>() + 1) % 3;
        } else if (what == QLatin1String("seat")) {
            r["decisions"][30]["seat"] = (r["decisions"][30]["seat"].get<int>() + 1) % 3;
        } else if (what == QLatin1String("type")) {
            r["decisions"][30]["type"] =
                r["decisions"][30]["type"] == "accept" ? "buy_police" : "accept";
            r["decisions"][30]["choice"] = true;
        } else if (what == QLatin1String("move")) {
            for (auto &d : r["decisions"]) {
                if (d["type"] == "move") {
                    d["choice"] = {{"to", "CEMETERY"}, {"via", "P"}};
                    break;
                }
            }
        } else if (what == QLatin1String("extra")) {
            r["decisions"].push_back(r["decisions"].back());
        } else if (what == QLatin1String("end")) {
            r["end"]["winners"] = {0, 1, 2};
            r["end"]["status"] = "drawn";
        } else if (what == QLatin1String("unfinished")) {
            r["finished"] = false;
        } else if (what == QLatin1String("seed")) {
            r["seed"] = "12x";
        } else if (what == QLatin1String("nodecisions")) {
            r.erase("decisions");
        } else if (what == QLatin1String("short")) {
            r["decisions"].erase(r["decisions"].end() - 5, r["decisions"].end());
            r.erase("dice");
        } else if (what == QLatin1String("badtype")) {
            r["decisions"][3]["type"] = "dance";
        } else if (what == QLatin1String("control")) {
            r["decisions"][3]["type"] = "x\x1b[2Jy";
        }
        const std::string refusal = loadRefusal(r);
        QVERIFY2(refusal.find(expected.toStdString()) != std::string::npos, refusal.c_str());
        QVERIFY(refusal.find('\n') == std::string::npos);
    }

    // The strict reader (issue 26): one parse, duplicate keys, nesting and sizes bounded.
    void strictReader_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("duplicate key")
            << QByteArray(R"({"format": "a", "format": "b"})") << "duplicate key \"format\"";
        QTest::newRow("nesting") << "{\"a\": " + QByteArray(40, '[') + QByteArray(40, ']') + "}"
                                 << "nested too deep";
        QByteArray big = "{\"x\": {\"y\": [";
        for (int i = 0; i < 1001; ++i)
            big += i ? ",1" : "1";
        big += "]}}";
        QTest::newRow("array of 1001")
            << big << "x.y: 1001 items, more than any game holds (at most 1000)";
        QTest::newRow("not JSON") << QByteArray("{\"a\": tru}") << "JSON: unknown word at offset 9";
        QTest::newRow("bidi key") << QByteArray("{\"a\xe2\x80\xae\": 1, \"a\xe2\x80\xae\": 2}")
                                  << "\\u202e";
    }

    void strictReader()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        io::Json j;
        std::string error;
        QVERIFY(
            !io::parseStrict(std::string_view(text.constData(), size_t(text.size())), j, error));
        QVERIFY2(error.find(expected.toStdString()) != std::string::npos, error.c_str());
    }

    // GA14.3: damaged scenarios are refusals; a wrong decision is an answer.
    void damagedScenarios_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("expected");
        QTest::newRow("too few dice") << "08-holdup-duel.json"
                                      << "dice-"
                                      << "dice: too few dice";
        QTest::newRow("a die left over") << "02-junction-no-u-turn.json"
                                         << "dice+"
                                         << "dice[1]: left over";
        QTest::newRow("a decision left over") << "02-junction-no-u-turn.json"
                                              << "decision+"
                                              << "decisions[2]: left over";
        QTest::newRow("too few decisions") << "09-settling-scores.json"
                                           << "decision-"
                                           << "decisions: too few decisions";
        QTest::newRow("a wrong decision is an answer")
            << "02-junction-no-u-turn.json"
            << "wrong"
            << "{\"format\":\"gangsters-turn-result/1\",\"legal\":false,\"at\":0}";
        QTest::newRow("unknown location")
            << "02-junction-no-u-turn.json"
            << "loc"
            << "state.gangs[0].chars.killer.at: unknown location \"Z9\"";
        QTest::newRow("a die of 7") << "02-junction-no-u-turn.json"
                                    << "die7"
                                    << "dice[0]: out of range";
    }

    void damagedScenarios()
    {
        QFETCH(QString, file);
        QFETCH(QString, change);
        QFETCH(QString, expected);
        io::Json doc = readData(file);
        doc.erase("expect");
        if (change == QLatin1String("dice-"))
            doc["dice"].erase(doc["dice"].end() - 1);
        else if (change == QLatin1String("dice+"))
            doc["dice"].push_back(3);
        else if (change == QLatin1String("decision+"))
            doc["decisions"].push_back(doc["decisions"].back());
        else if (change == QLatin1String("decision-"))
            doc["decisions"].erase(doc["decisions"].end() - 1);
        else if (change == QLatin1String("wrong"))
            doc["decisions"][0]["choice"] = {{"to", "I1.2"}, {"via", "I1.3"}}; // GA4.4: a U-turn
        else if (change == QLatin1String("loc"))
            doc["state"]["gangs"][0]["chars"]["killer"]["at"] = "Z9";
        else if (change == QLatin1String("die7"))
            doc["dice"][0] = 7;
        std::string answer;
        const std::string refusal = refusalOf([&] { answer = resolveTurn(doc).dump(); });
        const std::string got = refusal.empty() ? answer : refusal;
        QVERIFY2(got.find(expected.toStdString()) != std::string::npos, got.c_str());
    }

    // GA14.2: positions that cannot occur are refused, naming the field.
    void impossibleStates_data()
    {
        QTest::addColumn<QString>("patch");
        QTest::addColumn<QString>("expected");
        QTest::newRow("heading in prison") << R"({"gangs":[{"chars":{"killer":{"from":"A1.1"}}}]})"
                                           << "killer.from: a heading in the prison";
        QTest::newRow("wounded in the street")
            << R"({"gangs":[{"chars":{"killer":{"at":"A1.2","wounded":true,"sentence":0}}}]})"
            << "killer.wounded: wounded outside the clinic";
        QTest::newRow("pawn on a manhole")
            << R"({"traffic":{"O1.3":0}})"
            << "traffic.O1.3: a pawn where there is no sidewalk slot";
        QTest::newRow("pawn on another's frontage")
            << R"({"shops":{"3.4":{"owner":1}},"traffic":{"O3.1":0}})"
            << "traffic.O3.1: a pawn on the frontage of another gang's shop";
        QTest::newRow("owner and racket") << R"({"shops":{"3.4":{"owner":1,"racket":0}}})"
                                          << "shops.3.4: both or neither";
        QTest::newRow("years")
            << R"({"gangs":[{"chars":{"killer":{"at":"A1.2","sentence":0,"record":[{"offence":"murder","years":1,"at":"A1.2"}]}}}]})"
            << "record[0].years: wrong years";
        QTest::newRow("pending elsewhere")
            << R"({"gangs":[{"chars":{"killer":{"at":"A1.2","sentence":0,"pending":[{"offence":"mugging","years":1,"at":"A1.3"}]}}}]})"
            << "killer.pending: an offence pending away";
        QTest::newRow("one-sided vamping")
            << R"({"gangs":[{"chars":{"vamp":{"at":"A1.2","sentence":0,"companion":[1,"killer"]}}}]})"
            << "vamp.companion: not a mutual vamping link";
        QTest::newRow("five gangs") << R"({"gangs":[{},{},{},{},{}]})"
                                    << "state.gangs: not a list of 2 to 4 gangs";
        QTest::newRow("unknown role") << R"({"gangs":[{"chars":{"boss":{"at":"P"}}}]})"
                                      << "chars.boss: unknown role";
        // Found by fuzz_gangsters: a key from the file is escaped in the field's name too.
        QTest::newRow("a control character in a key")
            << QStringLiteral("{\"gangs\":[{\"chars\":{\"vamp\\u007f\":{\"at\":\"P\"}}}]}")
            << QStringLiteral("chars.vamp\\u007f: unknown role \"vamp\\u007f\"");
    }

    void impossibleStates()
    {
        QFETCH(QString, patch);
        QFETCH(QString, expected);
        io::Json s = baseState();
        // Merge-patch cannot reach into arrays, so gangs patches apply per index.
        io::Json p = parse(patch.toStdString());
        if (p.contains("gangs")) {
            if (p["gangs"].size() > 2) {
                s["gangs"] = p["gangs"];
            } else {
                for (size_t i = 0; i < p["gangs"].size(); ++i)
                    s["gangs"][i].merge_patch(p["gangs"][i]);
            }
            p.erase("gangs");
        }
        s.merge_patch(p);
        const std::string refusal = refusalOf([&] { io::readState(s, "state"); });
        QVERIFY2(refusal.find(expected.toStdString()) != std::string::npos, refusal.c_str());
    }

    // The session stops for an outside seat and replays the turn from its start: answering
    // with the same policy an AI seat would use gives the same game, event for event.
    void outsideSeatSameGame()
    {
        for (uint64_t seed : {3u, 17u, 40u}) {
            Session ai;
            Collect aiEvents;
            ai.addSink(&aiEvents);
            ai.start(setupOf(seed, 3));
            ai.playOn();

            Session human;
            Collect humanEvents;
            human.addSink(&humanEvents);
            human.start(setupOf(seed, 3, true));
            RandomPolicy same(common::oneWaySeed(seed, 0x6a, 0)); // the Session's seat seed
            int asked = 0;
            for (;;) {
                const Session::Stop stop = human.playOn();
                if (stop.what == Session::Stop::Over)
                    break;
                QCOMPARE(stop.seat, 0);
                QVERIFY(human.pending() != nullptr);
                QVERIFY(human.pending()->size >= 2);
                const Decision d = same.decide(human.view(0));
                // Refusals say why and change nothing.
                Decision wrongSeat = d;
                wrongSeat.seat = 1;
                QCOMPARE(int(human.decide(1, wrongSeat)), int(Refusal::NotYourTurn));
                Decision wrongType = d;
                wrongType.type =
                    d.type == DecisionType::Accept ? DecisionType::BuyPolice : DecisionType::Accept;
                QCOMPARE(int(human.decide(0, wrongType)), int(Refusal::WrongDecision));
                QCOMPARE(int(human.decide(0, d)), int(Refusal::None));
                ++asked;
            }
            QVERIFY(asked > 50);
            QVERIFY(io::writeState(human.state()) == io::writeState(ai.state()));
            QCOMPARE(humanEvents.events.size(), aiEvents.events.size());
            QVERIFY(writeRecord(human.record()).dump().find("\"human\"") != std::string::npos);
            QVERIFY(refusalOf([&] { replayRecord(human.record()); }).empty());
        }
    }

    void illegalChoiceRefused()
    {
        Session s;
        s.start(setupOf(5, 2, true));
        QCOMPARE(int(s.playOn().what), int(Session::Stop::Outside));
        Decision d;
        d.type = s.pending()->type;
        d.seat = 0;
        d.choice.to = city().cemetery();
        d.choice.via = city().prison();
        d.choice.value = 999;
        QCOMPARE(int(s.decide(0, d)), int(Refusal::NotLegal));
        QCOMPARE(int(s.decide(7, d)), int(Refusal::NoSuchSeat));
    }

    // GA11.4 (G49): the active gang resigns in place of its decision; one gang left wins.
    void resign_GA11_4()
    {
        Session s;
        s.start(setupOf(11, 2, true));
        QCOMPARE(int(s.playOn().what), int(Session::Stop::Outside));
        Decision resign;
        resign.type = DecisionType::Resign;
        resign.seat = 0;
        resign.choice.flag = true;
        QCOMPARE(int(s.decide(0, resign)), int(Refusal::None));
        QVERIFY(s.state().isOver());
        QCOMPARE(int(s.state().over.reason), int(OverReason::Resign));
        QCOMPARE(int(s.state().over.winners), 2);
        QVERIFY(s.state().gang[0].eliminated);
        const io::Json r = io::Json::parse(writeRecord(s.record()).dump());
        QVERIFY2(loadRefusal(r).empty(), loadRefusal(r).c_str());
    }

    // G52: any seat resigns at any decision it is asked, active or not, in a duel, at an arrest,
    // at a price; the game goes on without it and its record replays to the same end.
    void resignAnywhere_G52()
    {
        int nonActive = 0, resignations = 0;
        for (uint64_t seed = 1; seed <= 60; ++seed) {
            const int gangs = 2 + int(seed % 3);
            Session::Setup setup = setupOf(seed, gangs);
            for (PlayerInfo &p : setup.seats)
                p.kind = "human";
            Session s;
            s.start(setup);
            common::Rng rng(seed);
            RandomPolicy policy(seed);
            int steps = 0;
            while (s.playOn().what == Session::Stop::Outside) {
                QVERIFY(++steps < 100000);
                const Point &p = *s.pending();
                Decision d = policy.decide(s.view(p.seat));
                // Points of a seat that is not active are rare (arrests, shots, prices): resign
                // there more often.
                const bool other = p.seat != s.state().active;
                if (rng.below(other ? 3 : 300) == 0) {
                    d.type = DecisionType::Resign;
                    d.seat = p.seat;
                    d.choice = Choice{};
                    d.choice.flag = true;
                    nonActive += p.seat != s.state().active;
                    ++resignations;
                }
                QCOMPARE(int(s.decide(p.seat, d)), int(Refusal::None));
            }
            QVERIFY(s.state().isOver());
            State replayed;
            const std::string refusal = refusalOf([&] {
                replayed =
                    replayRecord(readRecord(io::Json::parse(writeRecord(s.record()).dump())));
            });
            QVERIFY2(refusal.empty(), refusal.c_str());
            QVERIFY(io::writeState(replayed) == io::writeState(s.state()));
        }
        QVERIFY(resignations > 20);
        QVERIFY(nonActive > 3);
    }

    // GA14.6: the view is the state, the turn and the pending decision; never the seed.
    void seatViewHasNoSeed_GA14_6()
    {
        const uint64_t seed = 1234567890123ull;
        Session s;
        s.start(setupOf(seed, 2, true));
        s.playOn();
        const std::string view = io::writeView(s.view(0), {}).dump();
        QVERIFY(view.find("\"format\":\"gangsters-view/1\"") != std::string::npos);
        QVERIFY(view.find("seed") == std::string::npos);
        QVERIFY(view.find(std::to_string(seed)) == std::string::npos);
        const io::Json j = io::Json::parse(view);
        QVERIFY(j.at("pending").is_object());
        QVERIFY(j.at("turn").is_object());
        QVERIFY(j.at("pending").at("options").size() >= 2);
    }
};

QTEST_APPLESS_MAIN(TestGangstersRecords)
#include "tst_ga_records.moc"
