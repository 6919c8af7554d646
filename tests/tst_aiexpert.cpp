// The expert seat (engine/ai/expert.h): every decision legal in whole games at every player
// count, the same decisions from the same seed, the card a search must find in positions built
// with Game::fromPosition, a mixed choice where cards cannot be told apart, the reading of
// how the others answer proposals, and of which of them simulate.
//
// Whole games use a few worlds per secret play (ExpertPolicy's `worlds`), which keeps the
// decisions legal and varied at a fraction of the cost; RAZZIA_QUICK (any value) plays a tenth
// of the games, and a sanitizer build (about ten times slower) a fifth.
#include "testsupport.h"

#include "razzia/ai/easy.h"
#include "razzia/ai/expert.h"
#include "razzia/ai/hard.h"

#include <QtTest>

#include <algorithm>
#include <bit>
#include <memory>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

using namespace razzia;
using namespace razzia::test;

// R6 by construction: the only ways in are a SeatView and the events the seat may see.
static_assert(std::is_base_of_v<Policy, ExpertPolicy>);
static_assert(std::is_same_v<decltype(&Policy::decide), Decision (Policy::*)(const SeatView &)>);

class TestAiExpert : public QObject
{
    Q_OBJECT

private slots:
    void wholeGames_data();
    void wholeGames();
    void sameSeedSameGame();
    void r6_observersSeeOnlyTheirEvents();
    void r4_6TakesTheRichBarItCanWin();
    void r3_8LastRoundPlaysForFirstPlace();
    void r3_5MixesCardsItCannotTellApart();
    void r5_3ReadsHowOthersAnswer();
    void readsSimulatingSeats_data();
    void readsSimulatingSeats();
};

namespace {

constexpr int kTestWorlds = 4;
constexpr int kTacticalWorlds = 100;

std::unique_ptr<Policy> fieldSeat(int kind, uint64_t seed)
{
    switch (kind) {
    case 0:
        return std::make_unique<HardPolicy>(seed, 4);
    case 1:
        return std::make_unique<NormalPolicy>(seed);
    case 2:
        return std::make_unique<EasyPolicy>(seed);
    default:
        return std::make_unique<RandomPolicy>(seed);
    }
}

// A game played to its end: its decisions in order, for comparing two runs, or what went wrong.
struct PlayedGame
{
    std::vector<int> trace;
    std::string error; // empty when every decision was accepted and the game ended in time
};

// Plays one game with expert seats where `expertSeats` has a bit and the other levels
// elsewhere, every seat seeing its events (SeatObservers); every decision must be accepted.
// The caller checks the error with QVERIFY2, so that a failure is the slot's, reported with
// its row, and the run goes on with the next one.
PlayedGame playGame(int players, uint64_t seed, unsigned expertSeats)
{
    std::vector<std::unique_ptr<Policy>> seats;
    SeatObservers observers;
    for (int s = 0; s < players; ++s) {
        const uint64_t policySeed = streamSeed(seed, Stream::Policy, uint64_t(s));
        if ((expertSeats >> s) & 1)
            seats.push_back(std::make_unique<ExpertPolicy>(policySeed, kTestWorlds));
        else
            seats.push_back(fieldSeat(int(seed + uint64_t(s)) % 4, policySeed));
        observers.seat(s, seats.back().get());
    }
    Game game(Game::Setup{players, int(seed % uint64_t(players)), seed, false}, &observers);
    PlayedGame played;
    std::vector<int> &trace = played.trace;
    const std::string where = "seed " + std::to_string(seed);
    while (!game.over()) {
        const uint8_t mask = game.toDecide();
        if (!mask) {
            played.error = where + ": nobody must decide, yet the game is not over";
            return played;
        }
        for (int s = 0; s < players; ++s) {
            if (!((mask >> s) & 1))
                continue;
            const Decision d = seats[s]->decide(game.view(s));
            const Refusal r = game.decide(s, d);
            if (r != Refusal::None) {
                played.error = where + ", round " + std::to_string(game.round()) + ", seat " +
                               std::to_string(s) + ": " + describe(r);
                return played;
            }
            trace.push_back(int(d.kind) * 1000 + (d.kind == DecisionKind::PlayCard ? d.card.code()
                                                  : d.kind == DecisionKind::PlaceBill
                                                      ? int(d.bar)
                                                      : int(d.accept)));
            if (d.kind == DecisionKind::Propose) {
                for (int t = 0; t < players; ++t)
                    trace.push_back(d.proposal.shares[t].total());
            }
        }
    }
    if (game.round() != game.variant().rounds)
        played.error = where + ": the game ended in round " + std::to_string(game.round());
    return played;
}

// A position at the secret play (R3.5) of a four-player game in which seat 1 holds `hand` and
// the other seats the first cards left in the deck (seat 1 cannot see them). The supply holds
// every bill not on a bar, or none in the last round.
Position positionForSeat1(const std::array<int32_t, kMaxPlayers> &money,
                          const std::array<BillSet, kBarCount> &bars,
                          std::initializer_list<Card> hand, bool lastRound)
{
    const Variant &v = variantFor(4);
    Position p;
    p.players = 4;
    p.dealer = 0;
    p.round = lastRound ? v.rounds : 2;
    p.money = money;
    p.bars = bars;
    DeckCounts left = v.deck;
    for (Card c : hand) {
        --left[c.code()];
        p.hands[1].add(c);
    }
    int next = 0;
    for (int s = 0; s < 4; ++s) {
        while (p.hands[s].size < kHandSize) {
            while (left[next] == 0)
                ++next;
            --left[next];
            p.hands[s].add(Card::fromCode(uint8_t(next)));
        }
    }
    for (int d = 0; d < kDenominations && !lastRound; ++d) {
        int onBars = 0;
        for (const BillSet &b : bars)
            onBars += b.count[d];
        p.supply.count[d] = uint8_t(v.bills.count[d] - onBars);
    }
    return p;
}

// Counts the events handed to it, and fails on any it may not see.
class WatchingPolicy final : public Policy
{
public:
    explicit WatchingPolicy(int seat) : m_seat(seat), m_inner(uint64_t(seat)) {}
    Decision decide(const SeatView &view) override { return m_inner.decide(view); }
    void observe(const Event &event) override
    {
        if (event.privateTo >= 0 && event.privateTo != m_seat)
            ++wrong;
        ++seen;
    }
    int seen = 0;
    int wrong = 0;

private:
    int m_seat;
    RandomPolicy m_inner;
};

// The events of one negotiation on the Colibri, as SeatObservers hands them over: seat 0's
// police 6 and seat 1's police 3 raid seat 2's gambler (R4.3) on $100,000 (50,000, 20,000 and
// two 15,000); seat 0 offers seat 1 the bill `offer` and seat 1 answers.
void negotiate(ai::AnswerHabits &habits, int32_t offer, bool accepted)
{
    Event e;
    e.kind = EventKind::RoundStarted;
    e.round = 2;
    e.seat = 3;
    habits.observe(e);
    e = Event{};
    e.kind = EventKind::CardsRevealed;
    e.cards = {police(Bar::Colibri, 6), police(Bar::Colibri, 3), gambler(Bar::Colibri, 4),
               gambler(Bar::Jungle, 1)};
    habits.observe(e);
    e = Event{};
    e.kind = EventKind::ProposalMade;
    e.bar = Bar::Colibri;
    e.seat = 0;
    e.proposal.shares[1] = bills({offer});
    e.proposal.shares[0] = bills({50000, 20000, 15000, 15000});
    --e.proposal.shares[0].count[size_t(denominationOf(offer))];
    habits.observe(e);
    e = Event{};
    e.kind = EventKind::Answered;
    e.bar = Bar::Colibri;
    e.seat = 1;
    e.flag = accepted;
    habits.observe(e);
}

} // namespace

void TestAiExpert::wholeGames_data()
{
    QTest::addColumn<int>("players");
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n)
        QTest::addRow("%d players", n) << n;
}

void TestAiExpert::wholeGames()
{
    QFETCH(int, players);
    int games = 40;
#if defined(__SANITIZE_ADDRESS__)
    games /= 5;
#endif
    if (qEnvironmentVariableIsSet("RAZZIA_QUICK"))
        games = std::max(2, games / 10);
    int64_t decisions = 0;
    for (int i = 0; i < games; ++i) {
        const uint64_t seed = uint64_t(players) * 7'000'003u + uint64_t(i);
        // One expert seat, turning round the table; every fourth game a second one beside it.
        unsigned seats = 1u << (i % players);
        if (i % 4 == 3)
            seats |= 1u << ((i + 1) % players);
        const PlayedGame played = playGame(players, seed, seats);
        QVERIFY2(played.error.empty(), played.error.c_str());
        decisions += int64_t(played.trace.size());
    }
    qInfo("%d games, %lld decisions", games, static_cast<long long>(decisions));
}

void TestAiExpert::sameSeedSameGame()
{
    for (int players : {3, 4, 7}) {
        const uint64_t seed = 42 + uint64_t(players);
        const PlayedGame first = playGame(players, seed, 0b101);
        const PlayedGame again = playGame(players, seed, 0b101);
        const PlayedGame other = playGame(players, seed + 1, 0b101);
        for (const PlayedGame *g : {&first, &again, &other})
            QVERIFY2(g->error.empty(), g->error.c_str());
        QVERIFY(first.trace == again.trace);
        QVERIFY(first.trace != other.trace);
    }
}

// R6: SeatObservers hands a seat the public events and its own private ones (its drawn cards,
// the dealer's last bill), never another seat's.
void TestAiExpert::r6_observersSeeOnlyTheirEvents()
{
    std::vector<std::unique_ptr<WatchingPolicy>> seats;
    SeatObservers observers;
    for (int s = 0; s < 5; ++s) {
        seats.push_back(std::make_unique<WatchingPolicy>(s));
        observers.seat(s, seats.back().get());
    }
    Game game(Game::Setup{5, 0, 9, false}, &observers);
    while (!game.over()) {
        const int s = std::countr_zero(unsigned(game.toDecide()));
        QCOMPARE(game.decide(s, seats[s]->decide(game.view(s))), Refusal::None);
    }
    for (const auto &seat : seats) {
        QVERIFY(seat->seen > 100);
        QCOMPARE(seat->wrong, 0);
    }
}

// R4.4, R4.6: a lone gambler takes the whole bar. Only the Colibri holds money, $120,000, and
// seat 1 holds its gambler 6, which no other gambler outranks (R2.1); its other cards go to
// bars with nothing on them. The 6 is so much the best that the mixed choice never leaves it.
void TestAiExpert::r4_6TakesTheRichBarItCanWin()
{
    std::array<BillSet, kBarCount> bars{};
    bars[int(Bar::Colibri)] = bills({50000, 50000, 20000});
    const Game game = Game::fromPosition(positionForSeat1(
        {}, bars,
        {gambler(Bar::Cotton, 2), gambler(Bar::Havanna, 1), gambler(Bar::Colibri, 6),
         gambler(Bar::Jungle, 1), gambler(Bar::Lincoln, 2)},
        false));
    for (uint64_t seed = 1; seed <= 5; ++seed) {
        ExpertPolicy expert(seed, kTacticalWorlds);
        const Decision d = expert.decide(game.view(1));
        QCOMPARE(d.kind, DecisionKind::PlayCard);
        QCOMPARE(d.card, gambler(Bar::Colibri, 6));
    }
}

// R3.7, R3.8: in the last round only first place counts. Seat 1 trails seat 0 by $40,000; the
// Cotton Club's $35,000 is the safer money but leaves it second whatever happens, and only the
// Colibri's $50,000 can lift it past the leader.
void TestAiExpert::r3_8LastRoundPlaysForFirstPlace()
{
    std::array<BillSet, kBarCount> bars{};
    bars[int(Bar::Colibri)] = bills({50000});
    bars[int(Bar::Cotton)] = bills({20000, 15000});
    const Game game = Game::fromPosition(positionForSeat1(
        {200000, 160000, 100000, 100000}, bars,
        {gambler(Bar::Colibri, 3), gambler(Bar::Cotton, 6), gambler(Bar::Havanna, 1),
         gambler(Bar::Jungle, 1), gambler(Bar::Lincoln, 1)},
        true));
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        ExpertPolicy expert(seed, kTacticalWorlds);
        QCOMPARE(expert.decide(game.view(1)).card, gambler(Bar::Colibri, 3));
    }
}

// R3.5: the choice is mixed. Every bar is empty and seat 1 holds five gamblers 1: whatever it
// plays wins and costs the same, so no card is better, and different seeds play different ones.
void TestAiExpert::r3_5MixesCardsItCannotTellApart()
{
    const Game game = Game::fromPosition(positionForSeat1(
        {}, {},
        {gambler(Bar::Colibri, 1), gambler(Bar::Cotton, 1), gambler(Bar::Havanna, 1),
         gambler(Bar::Jungle, 1), gambler(Bar::Lincoln, 1)},
        false));
    std::set<int> played;
    for (uint64_t seed = 1; seed <= 20; ++seed) {
        ExpertPolicy expert(seed, 16);
        played.insert(expert.decide(game.view(1)).card.code());
    }
    QVERIFY(played.size() >= 3);
}

// R5.3: answers are public, and they say how a seat answers. Refusing alone is worth 6/36 of
// the $100,000 to seat 1's police 3 against a police 6 ($16,667, docs/ai.md). A seat that takes
// $15,000 is read as taking less than the odds say; one that refuses $20,000 as wanting more.
void TestAiExpert::r5_3ReadsHowOthersAnswer()
{
    const double refusal = 100000.0 * 6 / 36;
    ai::AnswerHabits fresh;
    ai::AnswerHabits meek;
    for (int i = 0; i < 4; ++i)
        negotiate(meek, 15000, true);
    QCOMPARE(meek.answersRead(1), 4);
    QVERIFY(meek.acceptChance(1, 15000, refusal, 50000) >
            fresh.acceptChance(1, 15000, refusal, 50000) + 0.3);
    ai::AnswerHabits greedy;
    for (int i = 0; i < 4; ++i)
        negotiate(greedy, 20000, false);
    QVERIFY(greedy.acceptChance(1, 20000, refusal, 50000) <
            fresh.acceptChance(1, 20000, refusal, 50000) - 0.3);
    // A new game starts the reading afresh.
    Event start;
    start.kind = EventKind::RoundStarted;
    start.round = 1;
    greedy.observe(start);
    QCOMPARE(greedy.answersRead(1), 0);
}

// Whole games against three `hard` seats: by the end the expert reads them as simulating seats
// more than its prior did, as seats that choose by the value of the bars (`normal` or
// simulating) at least as much, and still models most of them so; against `easy` seats the
// style falls and it stops simulating them. `hard` itself never reads anyone as simulating.
void TestAiExpert::readsSimulatingSeats_data()
{
    QTest::addColumn<bool>("hardField");
    QTest::addRow("hard") << true;
    QTest::addRow("easy") << false;
}

void TestAiExpert::readsSimulatingSeats()
{
    QFETCH(bool, hardField);
    constexpr int simulating = int(ai::Style::Simulating);
    constexpr int normal = int(ai::Style::Normal);
    const ai::StyleChances prior = ai::TableReading(true).chances(0);
    QCOMPARE(ai::TableReading().chances(0)[simulating], 0.0);
    double bySimulating = 0.0;
    double byValue = 0.0;
    int simulated = 0;
    int count = 0;
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        Game game(Game::Setup{4, int(seed % 4), seed, false});
        ExpertPolicy expert(seed, 32);
        std::vector<std::unique_ptr<PhasePolicy>> others;
        for (int s = 1; s < 4; ++s) {
            const uint64_t policySeed = seed * 10 + uint64_t(s);
            if (hardField)
                others.push_back(std::make_unique<HardPolicy>(policySeed, 4));
            else
                others.push_back(std::make_unique<EasyPolicy>(policySeed));
        }
        while (!game.over()) {
            const int s = std::countr_zero(unsigned(game.toDecide()));
            Policy &policy = s == 0 ? static_cast<Policy &>(expert) : *others[s - 1];
            QCOMPARE(game.decide(s, policy.decide(game.view(s))), Refusal::None);
        }
        simulated += std::popcount(ai::simulatedSeats(expert.reading(), 4, 0));
        for (int s = 1; s < 4; ++s, ++count) {
            const ai::StyleChances chances = expert.reading().chances(s);
            bySimulating += chances[simulating];
            byValue += chances[simulating] + chances[normal];
            if (hardField) {
                const auto &hard = static_cast<const HardPolicy &>(*others[s - 1]);
                QCOMPARE(hard.reading().chances(0)[simulating], 0.0);
            }
        }
    }
    bySimulating /= count;
    byValue /= count;
    qInfo("read as simulating: %.2f (prior %.2f), by the value of the bars: %.2f (prior %.2f); "
          "%d of %d seats still simulated",
          bySimulating, prior[simulating], byValue, prior[simulating] + prior[normal], simulated,
          count);
    if (hardField) {
        QVERIFY(bySimulating > prior[simulating] + 0.1);
        QVERIFY(byValue > prior[simulating] + prior[normal]);
        QVERIFY(simulated >= count * 2 / 3);
    } else {
        QVERIFY(bySimulating < prior[simulating] - 0.2);
        QVERIFY(simulated <= count / 3);
    }
}

QTEST_GUILESS_MAIN(TestAiExpert)
#include "tst_aiexpert.moc"
