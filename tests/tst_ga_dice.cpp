// Gangsters' dice where the table and the records need them: every die of a duel's roll in its
// event, with its fighter and a killer's +2 (GA9.2, issue 28), and a resumed game's dice drawn
// from a fresh seed from the point it resumed at, recorded so that the record still verifies
// (GA13.3, issue 29, docs/saves.md).
#include "tst_ga_support.h"

#include "gangsters/eventio.h"
#include "gangsters/session.h"

using namespace gangsters;

namespace {

Session::Setup aiSetup(uint64_t seed, std::vector<std::string> levels)
{
    Session::Setup setup;
    setup.seed = seed;
    setup.gangs = int(levels.size());
    for (size_t s = 0; s < levels.size(); ++s)
        setup.seats.push_back({"Gang " + std::to_string(s + 1), "ai", levels[s]});
    return setup;
}

struct Keep final : EventSink
{
    std::vector<Event> events;
    void onEvent(const Event &e) override { events.push_back(e); }
};

// A game stopped after `decisions` decisions, every seat deciding through decide().
void playDecisions(Session &session, size_t decisions)
{
    while (session.record().decisions.size() < decisions) {
        if (session.playOn().what != Session::Stop::Outside)
            return;
        const int seat = session.pending()->seat;
        QCOMPARE(session.decide(seat, session.aiTurn(seat).decide()), Refusal::None);
    }
    session.playOn();
}

void playToEnd(Session &session)
{
    while (session.playOn().what == Session::Stop::Outside) {
        const int seat = session.pending()->seat;
        QCOMPARE(session.decide(seat, session.aiTurn(seat).decide()), Refusal::None);
    }
}

std::string dumpState(const Session &s)
{
    return io::writeState(s.state()).dump();
}

} // namespace

class TestGaDice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // GA9.2: each roll of a duel is one event with every die, attackers in side order then
    // defenders, each with its fighter; a killer's die carries +2 and the totals add them up.
    // The dice are the game's own, in the order drawn (GA13.2): a duel's roll follows the
    // record's dice with nothing between its dice.
    void duelRollCarriesEveryDie_GA9_2()
    {
        int rolls = 0, ties = 0, killers = 0, managers = 0, cops = 0;
        for (uint64_t seed = 1; seed <= 12 && rolls < 40; ++seed) {
            Session session;
            Keep keep;
            session.addSink(&keep);
            session.start(aiSetup(seed, {"normal", "normal", "easy", "random"}));
            session.playOn();
            const Event *previous = nullptr;
            for (const Event &e : keep.events) {
                if (e.kind == EventKind::DuelRoll) {
                    ++rolls;
                    const DuelRoll &d = e.duel;
                    QVERIFY(d.attackers > 0);
                    QVERIFY(d.defenders > 0);
                    int sums[2] = {0, 0};
                    for (int i = 0; i < d.attackers + d.defenders; ++i) {
                        const DuelDie &die = d.dice[size_t(i)];
                        QVERIFY(die.face >= 1 && die.face <= 6);
                        const bool killer = die.kind == TargetKind::Character &&
                                            CharRef::of(die.fighter).role == Role::Killer;
                        QCOMPARE(int(die.bonus), killer ? 2 : 0);
                        killers += killer;
                        managers += die.kind == TargetKind::Manager;
                        cops += die.kind == TargetKind::Cop;
                        // Managers and cops defend; gangsters attack (GA9.1).
                        if (i < d.attackers)
                            QCOMPARE(int(die.kind), int(TargetKind::Character));
                        sums[i < d.attackers ? 0 : 1] += die.face + die.bonus;
                    }
                    QCOMPARE(sums[0], int(e.a));
                    QCOMPARE(sums[1], int(e.b));
                    if (previous && previous->kind == EventKind::DuelRoll) {
                        ++ties; // a tie is rolled again, the same fighters in the same order
                        QCOMPARE(previous->a, previous->b);
                        QCOMPARE(previous->duel.attackers, d.attackers);
                        QCOMPARE(previous->duel.defenders, d.defenders);
                    }
                    // Written for reading (GA14.3): the faces by side, and the totals.
                    const io::OrderedJson j = io::writeEvent(e);
                    QCOMPARE(j.at("attackers").get<int>(), int(e.a));
                    QCOMPARE(j.at("defenders").get<int>(), int(e.b));
                    QCOMPARE(j.at("dice").at("attackers").size(), size_t(d.attackers));
                    QCOMPARE(j.at("dice").at("defenders").size(), size_t(d.defenders));
                    QCOMPARE(j.at("dice").at("attackers").at(0).get<int>(), int(d.dice[0].face));
                    // Read back, the roll has its dice, fighters and bonuses again.
                    const Event back = io::readEvent(io::Json::parse(j.dump()));
                    QCOMPARE(back.duel.attackers, d.attackers);
                    QCOMPARE(back.duel.defenders, d.defenders);
                    for (int i = 0; i < d.attackers + d.defenders; ++i) {
                        QCOMPARE(back.duel.dice[size_t(i)].face, d.dice[size_t(i)].face);
                        QCOMPARE(back.duel.dice[size_t(i)].fighter, d.dice[size_t(i)].fighter);
                        QCOMPARE(back.duel.dice[size_t(i)].bonus, d.dice[size_t(i)].bonus);
                        QCOMPARE(int(back.duel.dice[size_t(i)].kind), int(d.dice[size_t(i)].kind));
                    }
                }
                // Every event reads back to the same words (GA14.3; a network client's).
                const std::string words = io::writeEvent(e).dump();
                QCOMPARE(io::writeEvent(io::readEvent(io::Json::parse(words))).dump(), words);
                previous = &e;
            }
        }
        QVERIFY2(rolls >= 10, "the games hold duels");
        QVERIFY(killers > 0);
        QVERIFY(managers + cops > 0);
        qInfo("%d duel rolls, %d after a tie, %d killers' dice, %d managers', %d cops'", rolls,
              ties, killers, managers, cops);
    }

    // A damaged event is refused with the field named.
    void readEventRefusesItsField_GA14_3()
    {
        const auto refusal = [](const std::string &text) {
            return test::refusalOf([&] { io::readEvent(io::Json::parse(text)); });
        };
        QCOMPARE(refusal(R"({"type": "dance"})"),
                 std::string("event.type: unknown event \"dance\""));
        QCOMPARE(refusal(R"({"type": "shot", "side": "A", "target": ["mgr", 0], "face": 7,
                             "result": "miss"})"),
                 std::string("event.face: out of range"));
        QCOMPARE(refusal(R"({"type": "duel_roll", "attackers": 5, "defenders": 3,
                             "dice": {"attackers": [3], "defenders": [3]},
                             "fighters": {"attackers": [[0, "killer"]], "defenders": []}})"),
                 std::string("event.fighters.defenders: not one fighter per die"));
    }

    // The public hold-up (GA14.8): the duel's dice are the scenario's, in order, the killer's +2
    // on the actor's die.
    void duelRollOfThePublicHoldup_GA9_2()
    {
        const io::Json doc = test::readData(QStringLiteral("08-holdup-duel.json"));
        QVERIFY(doc.is_object());
        const io::Json got = io::Json::parse(resolveTurn(doc).dump());
        const io::Json *roll = nullptr;
        for (const io::Json &e : got.at("events"))
            if (e.at("type") == "duel_roll")
                roll = &e;
        QVERIFY(roll);
        const io::Json &dice = roll->at("dice");
        // The duel's dice come right after the dice used before it, attackers then defenders.
        std::vector<int> faces;
        for (const io::Json &d : dice.at("attackers"))
            faces.push_back(d.get<int>());
        for (const io::Json &d : dice.at("defenders"))
            faces.push_back(d.get<int>());
        const std::vector<int> all = doc.at("dice").get<std::vector<int>>();
        QVERIFY(std::search(all.begin(), all.end(), faces.begin(), faces.end()) != all.end());
        int sum = 0;
        for (const io::Json &d : dice.at("defenders"))
            sum += d.get<int>();
        QCOMPARE(roll->at("defenders").get<int>(), sum);
    }

    // Issue 29: a game that goes on from a reseed draws the dice before it from the game's
    // seed, the dice after it from the new seed; the record keeps the reseed, and verifies.
    void reseedDrawsTheRestAfresh_GA13_3()
    {
        const Session::Setup setup = aiSetup(31, {"normal", "easy", "random"});
        Session original;
        Session::Setup outside = setup;
        outside.aiOutside = true;
        original.start(outside);
        playDecisions(original, 120);
        const GameRecord saved = original.record();
        QVERIFY(!saved.finished);
        const int point = int(saved.dice.size());
        QVERIFY(point > 0);

        std::vector<GameRecord> finished;
        for (uint64_t fresh : {uint64_t(0x1234), uint64_t(0x9876)}) {
            Session::Setup again = outside;
            again.reseeds = {{point, fresh}};
            again.policiesReseedAt = int(saved.decisions.size());
            Session resumed;
            resumed.start(again);
            for (const Decision &d : saved.decisions) {
                QCOMPARE(resumed.playOn().what, Session::Stop::Outside);
                (void)resumed.aiTurn(resumed.pending()->seat).decide();
                QCOMPARE(resumed.decide(d.seat, d), Refusal::None);
            }
            resumed.playOn();
            // The same table: the same position, the same pending decision, the same dice.
            QCOMPARE(dumpState(resumed), dumpState(original));
            QCOMPARE(resumed.record().dice, saved.dice);
            QCOMPARE(resumed.pending()->seat, original.pending()->seat);
            QCOMPARE(int(resumed.pending()->type), int(original.pending()->type));
            playToEnd(resumed);
            GameRecord record = resumed.record();
            QVERIFY(record.finished);
            QCOMPARE(record.reseeds.size(), size_t(1));
            QCOMPARE(record.reseeds[0].die, point);
            // The finished record verifies from its seeds, through its text.
            const GameRecord read = readRecord(io::Json::parse(writeRecord(record).dump()));
            QCOMPARE(read.reseeds.size(), size_t(1));
            QCOMPARE(read.reseeds[0].seed, fresh);
            QVERIFY(test::refusalOf([&] { replayRecord(read); }).empty());
            // Without its reseed the record is refused at the first die drawn afresh, unless
            // the new seed happens to draw what the old one would have.
            GameRecord stripped = read;
            stripped.reseeds.clear();
            const std::string refusal = test::refusalOf([&] { replayRecord(stripped); });
            QVERIFY2(refusal.rfind("dice[", 0) == 0 || refusal.empty(), refusal.c_str());
            finished.push_back(record);
        }
        // Two resumes of one save go on apart.
        const auto &a = finished[0].dice, &b = finished[1].dice;
        QVERIFY(std::mismatch(a.begin() + point, a.end(), b.begin() + point, b.end()).first !=
                a.end());
    }

    // A reseed with no die after it (saved again before any die) is kept, read and replayed,
    // and a record whose reseeds are out of order is refused.
    void reseedsInTheRecord_GA14_5()
    {
        Session::Setup setup = aiSetup(5, {"random", "random"});
        setup.aiOutside = true;
        Session s;
        s.start(setup);
        playDecisions(s, 30);
        GameRecord r = s.record();
        r.reseeds = {{int(r.dice.size()), 77}};
        QVERIFY(test::refusalOf([&] {
                    replayRecord(readRecord(io::Json::parse(writeRecord(r).dump())));
                }).empty());
        io::Json j = io::Json::parse(writeRecord(r).dump());
        j["reseeds"] = io::Json::array({{{"die", 4}, {"seed", "1"}}, {{"die", 4}, {"seed", "2"}}});
        QCOMPARE(test::refusalOf([&] { readRecord(j); }),
                 std::string("reseeds[1].die: not after the reseed before it"));
        Session::Setup bad = setup;
        bad.reseeds = {{5, 1}, {3, 2}};
        Session refused;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, refused.start(bad));
    }

    // The computer seats choose from the new seed's streams from the resume's decision on: a
    // random seat's choices after it differ between two reseeds, and not before.
    void computerSeatsChooseAfresh_GA13_3()
    {
        Session::Setup setup = aiSetup(12, {"random", "random"});
        setup.aiOutside = true;
        Session original;
        original.start(setup);
        playDecisions(original, 40);
        const GameRecord saved = original.record();
        std::vector<std::vector<Decision>> next;
        for (uint64_t fresh : {uint64_t(1), uint64_t(2)}) {
            Session::Setup again = setup;
            // The dice stay the game's (a reseed far ahead): only the seats' streams change.
            again.reseeds = {{1 << 29, fresh}};
            again.policiesReseedAt = int(saved.decisions.size());
            Session resumed;
            resumed.start(again);
            std::vector<Decision> chosen;
            for (size_t i = 0; i < saved.decisions.size() + 40; ++i) {
                if (resumed.playOn().what != Session::Stop::Outside)
                    break;
                const int seat = resumed.pending()->seat;
                const Decision d = resumed.aiTurn(seat).decide();
                if (i < saved.decisions.size())
                    QCOMPARE(io::writeDecision(d).dump(),
                             io::writeDecision(saved.decisions[i]).dump());
                else
                    chosen.push_back(d);
                QCOMPARE(resumed.decide(seat, d), Refusal::None);
            }
            next.push_back(chosen);
        }
        bool differ = false;
        for (size_t i = 0; i < std::min(next[0].size(), next[1].size()) && !differ; ++i)
            differ = io::writeDecision(next[0][i]).dump() != io::writeDecision(next[1][i]).dump();
        QVERIFY(differ);
    }
};

QTEST_GUILESS_MAIN(TestGaDice)
#include "tst_ga_dice.moc"
