// Issue 17, in the engine: no replay loop outlives a refused decision, every index taken from
// a record or an event is checked where it is used, and a save of a game in progress does not
// give its future away (R6) while resuming from it stays exact.
#include "razziaqio.h"
#include "testsupport.h"

#include <QtTest>

#include <algorithm>

using namespace razzia;
using namespace razzia::test;

namespace {

// A finished or interrupted random game and its record.
struct RecordedGame
{
    GameRecorder recorder;
    Game game;
    RecordedGame(int players, uint64_t seed, int stopRound = 0)
        : recorder(seed, 0,
                   std::vector<SeatInfo>(size_t(players), SeatInfo{"Bot", "ai", "random"})),
          game(Game::Setup{players, 0, seed, false}, &recorder)
    {
        RandomSeats bots(seed, players);
        while (!(game.round() == stopRound && game.phase() == Phase::Play)) {
            if (!stepOnce(game, bots))
                break;
        }
    }
};

// A finished record with at least one negotiation whose proposal was refused (so with dice).
GameRecord recordWithDuel(int &round, int &negotiation)
{
    for (uint64_t seed = 1; seed < 200; ++seed) {
        const RecordedGame g(4, seed);
        const GameRecord &record = g.recorder.record();
        for (int r = 0; r < int(record.rounds.size()); ++r) {
            for (int j = 0; j < int(record.rounds[r].negotiations.size()); ++j) {
                if (!record.rounds[r].negotiations[j].dice.empty()) {
                    round = r;
                    negotiation = j;
                    return record;
                }
            }
        }
    }
    qFatal("no game with a duel in 200 seeds");
}

std::array<QByteArray, kMaxPlayers> handsOf(const Game &game)
{
    std::array<QByteArray, kMaxPlayers> hands;
    for (int seat = 0; seat < game.players(); ++seat) {
        for (int i = 0; i < game.hand(seat).size; ++i)
            hands[seat] += char(game.hand(seat).cards[i].code());
    }
    return hands;
}

} // namespace

class TestHardeningReplay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every loop over decide() in a replay ends on a refusal, with an error, instead of hanging.
    void replayRefusesRefusedDecisions_data()
    {
        QTest::addColumn<int>("what");
        QTest::newRow("R3.4 play not in hand") << 0;
        QTest::newRow("R5.2 proposal not the bar's bills") << 1;
        QTest::newRow("R5.6 die out of range") << 2;
        QTest::newRow("R5.2 bill that does not exist") << 3;
        QTest::newRow("R3.3 no bills at all") << 4;
        QTest::newRow("R7.3 answers missing") << 5;
    }

    void replayRefusesRefusedDecisions()
    {
        QFETCH(int, what);
        int r = -1;
        int j = -1;
        GameRecord record = recordWithDuel(r, j);
        RecordRound &round = record.rounds[r];
        RecordNegotiation &n = round.negotiations[j];
        switch (what) {
        case 0:
            for (int code = 0; code < Card::kTypes; ++code) {
                const Card c = Card::fromCode(uint8_t(code));
                const auto &hand = round.hands[0];
                if (std::find(hand.begin(), hand.end(), c) == hand.end()) {
                    round.plays[0] = c;
                    break;
                }
            }
            break;
        case 1:
            for (auto &share : n.proposal)
                share.clear();
            break;
        case 2:
            n.dice[0] = 9;
            break;
        case 3:
            n.proposal[size_t(j % 4)].push_back(12345);
            break;
        case 4:
            round.bills.clear();
            break;
        case 5:
            n.answers.clear();
            break;
        }
        Game game;
        std::string error;
        QVERIFY(!replayRecord(record, game, error));
        QVERIFY2(error.find("rounds[" + std::to_string(r) + "]") == 0, error.c_str());
        // The seed's replay checks the same on its own, without replayRecord before it.
        std::string mismatch;
        QVERIFY(!replayFromSeed(record, game, mismatch));
        QVERIFY2(mismatch.find("rounds[" + std::to_string(r) + "]") == 0, mismatch.c_str());
    }

    void scenarioRefusesRefusedDecisions()
    {
        // The proposal gives the bar's bill to a seat that is no claimant: refused, not looped.
        const QByteArray json =
            "{\"format\": \"razzia-round/1\", \"players\": 4, \"dealer\": 0, "
            "\"bars\": {\"jazz\": [20000]}, "
            "\"plays\": [{\"kind\": \"gambler\", \"bar\": \"jazz\", \"value\": 5}, "
            "{\"kind\": \"gambler\", \"bar\": \"jazz\", \"value\": 4}, "
            "{\"kind\": \"gambler\", \"bar\": \"lincoln\", \"value\": 2}, "
            "{\"kind\": \"gambler\", \"bar\": \"cotton\", \"value\": 2}], "
            "\"proposals\": {\"jazz\": [[], [], [20000], []]}, "
            "\"answers\": {\"jazz\": [null, \"accept\", null, null]}}";
        RoundScenario scenario;
        QString parseError;
        QVERIFY2(qio::parseScenario(json, scenario, parseError), qPrintable(parseError));
        RoundResult result;
        std::string error;
        QVERIFY(!resolveScenario(scenario, result, error));
        QVERIFY2(error.find("proposals.jazz") == 0, error.c_str());
    }

    // The recorder's input is the event stream: one that starts in the middle of a sharing
    // (answers and dice before any proposal, cards revealed it never saw dealt) is survived.
    void recorderJoinsLate()
    {
        EventLog log;
        Game game(Game::Setup{5, 0, 21, false}, &log);
        RandomSeats bots(21, 5);
        playOut(game, bots);
        QVERIFY(game.over());
        size_t from = 0;
        while (from < log.events.size() && log.events[from].kind != EventKind::ProposalMade)
            ++from;
        QVERIFY(from < log.events.size());
        GameRecorder late(21, 0, std::vector<SeatInfo>(5, SeatInfo{"Bot", "ai", "random"}));
        for (size_t i = from + 1; i < log.events.size(); ++i)
            late.onEvent(log.events[i]);
        QVERIFY(late.record().finished);
        QVERIFY(!late.record().rounds.empty());
    }

    // R6: a save of a game in progress keeps a continuation seed, not the game's seed.
    void saveInProgressHidesItsSeed()
    {
        RecordedGame g(5, 41, 4);
        GameRecord save = g.recorder.record();
        QVERIFY(!save.finished);
        save.seed = 0;
        save.continuation = 0x1234567890abcdefull;
        const QByteArray json = qio::recordToJson(save);
        QVERIFY(!json.contains("\"seed\""));
        QVERIFY(!json.contains(QByteArray::number(quint64(41))));
        QVERIFY(json.contains("\"continuation\": \"1311768467294899695\""));

        GameRecord loaded;
        Game replayed;
        QString error;
        QVERIFY2(qio::loadRecord(json, loaded, replayed, error), qPrintable(error));
        QCOMPARE(loaded.continuation, save.continuation);

        // Resuming is exact: the same file deals the same next round, every time.
        Game first;
        Game second;
        std::string why;
        QVERIFY2(resumeRecord(loaded, first, why), why.c_str());
        QVERIFY2(resumeRecord(loaded, second, why), why.c_str());
        QCOMPARE(first.round(), int(save.rounds.size()) + 1);
        QCOMPARE(handsOf(first), handsOf(second));
        QCOMPARE(first.seed(), *save.continuation);
        for (int seat = 0; seat < 5; ++seat)
            QCOMPARE(first.money(seat), save.rounds.back().moneyAfter[seat]);
        RandomSeats bots(7, 5);
        playOut(first, bots);
        QVERIFY(first.over());
    }

    void finishedRecordKeepsItsSeed()
    {
        GameRecord record = RecordedGame(4, 8).recorder.record();
        QVERIFY(record.finished);
        QVERIFY(qio::recordToJson(record).contains("\"seed\": \"8\""));
        record.continuation = 99;
        GameRecord parsed;
        QString error;
        QVERIFY(!qio::parseRecord(qio::recordToJson(record), parsed, error));
        QVERIFY2(error.startsWith(QStringLiteral("finished: a finished game's record keeps its "
                                                 "seed")),
                 qPrintable(error));
        Game game;
        std::string why;
        QVERIFY(!resumeRecord(record, game, why));
    }
};

QTEST_GUILESS_MAIN(TestHardeningReplay)
#include "tst_hardeningreplay.moc"
