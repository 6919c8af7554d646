// The hard seat (engine/ai/hard.h): every decision legal in whole games at every player count,
// the same decisions from the same seed, the real game untouched by its simulations, and the
// card a simulation must find in a position built with Game::fromPosition.
//
// The seats here simulate a few worlds only (HardPolicy's `worlds`), which keeps the decisions
// legal and varied at a fraction of the cost; RAZZIA_QUICK (any value) plays a tenth of the
// games, for sanitizer builds.
#include "testsupport.h"

#include "razzia/ai/easy.h"
#include "razzia/ai/hard.h"

#include <QtTest>

#include <bit>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

using namespace razzia;
using namespace razzia::test;

// R6 by construction: the only way in is a SeatView.
static_assert(std::is_base_of_v<Policy, HardPolicy>);
static_assert(std::is_same_v<decltype(&Policy::decide), Decision (Policy::*)(const SeatView &)>);

class TestAiHard : public QObject
{
    Q_OBJECT

private slots:
    void wholeGames_data();
    void wholeGames();
    void sameSeedSameGame();
    void r4_6TakesTheRichBarItCanWin();
    void r3_8LastRoundPlaysForFirstPlace();
    void r3_5ReadsTheRevealedCards();
    void readsEachStyle_data();
    void readsEachStyle();
};

namespace {

constexpr int kTestWorlds = 6;
// As many worlds as a four-player table gets by default, but without the time guard, so that
// a sanitizer build decides the same.
constexpr int kTacticalWorlds = 80;

// Everything a table can show of a game, and more: hands, piles, the supply and the card log.
bool sameState(const Game &a, const Game &b)
{
    if (a.phase() != b.phase() || a.toDecide() != b.toDecide() || a.round() != b.round() ||
        a.dealer() != b.dealer() || a.pendingBill() != b.pendingBill() ||
        a.drawPileSize() != b.drawPileSize() || a.discardSize() != b.discardSize() ||
        a.supplySize() != b.supplySize() || a.cardLogSize() != b.cardLogSize())
        return false;
    for (int s = 0; s < a.players(); ++s) {
        const Hand &ha = a.hand(s);
        const Hand &hb = b.hand(s);
        if (ha.size != hb.size || a.money(s) != b.money(s) || !(a.chosen(s) == b.chosen(s)) ||
            !(a.tableCard(s) == b.tableCard(s)))
            return false;
        for (int k = 0; k < ha.size; ++k) {
            if (!(ha.cards[k] == hb.cards[k]))
                return false;
        }
    }
    for (int bar = 0; bar < kBarCount; ++bar) {
        if (!(a.barBills(Bar(bar)) == b.barBills(Bar(bar))))
            return false;
    }
    for (int i = 0; i < a.drawPileSize(); ++i) {
        if (!(a.drawPile()[i] == b.drawPile()[i]))
            return false;
    }
    for (int i = 0; i < a.discardSize(); ++i) {
        if (!(a.discard()[i] == b.discard()[i]))
            return false;
    }
    for (int i = 0; i < a.supplySize(); ++i) {
        if (a.supply()[i] != b.supply()[i])
            return false;
    }
    for (int i = 0; i < a.cardLogSize(); ++i) {
        const CardLogEntry &x = a.cardLog(i);
        const CardLogEntry &y = b.cardLog(i);
        if (x.what != y.what || x.seat != y.seat || x.code != y.code)
            return false;
    }
    return a.negotiation().proposal == b.negotiation().proposal &&
           a.negotiation().answered == b.negotiation().answered;
}

// Two games with the same state and the same random streams play the same future.
bool sameFuture(const Game &a, const Game &b, uint64_t seed)
{
    Game x = a;
    Game y = b;
    Rng rx(seed);
    Rng ry(seed);
    x.playOut(rx);
    y.playOut(ry);
    for (int s = 0; s < x.players(); ++s) {
        if (x.money(s) != y.money(s))
            return false;
    }
    return x.round() == y.round() && x.over() == y.over();
}

std::unique_ptr<Policy> fieldSeat(int kind, uint64_t seed)
{
    if (kind == 0)
        return std::make_unique<NormalPolicy>(seed);
    return std::make_unique<RandomPolicy>(seed);
}

// A game played to its end: its decisions in order, for comparing two runs, or what went wrong.
struct PlayedGame
{
    std::vector<int> trace;
    std::string error; // empty when every decision was accepted and the game ended in time
};

// Plays one game with a hard seat at `hardSeat` and normal and random seats elsewhere; every
// decision must be accepted. The caller checks the error with QVERIFY2, so that a failure is
// the slot's, reported with its row, and the run goes on with the next one.
PlayedGame playGame(int players, uint64_t seed, int hardSeat, bool checkUntouched)
{
    Game game(Game::Setup{players, int(seed % uint64_t(players)), seed, false});
    std::vector<std::unique_ptr<Policy>> seats;
    for (int s = 0; s < players; ++s) {
        const uint64_t policySeed = streamSeed(seed, Stream::Policy, uint64_t(s));
        if (s == hardSeat)
            seats.push_back(std::make_unique<HardPolicy>(policySeed, kTestWorlds));
        else
            seats.push_back(fieldSeat((s + int(seed)) % 2, policySeed));
    }
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
            const Game before = game;
            const Decision d = seats[s]->decide(game.view(s));
            // The simulations work on copies: nothing of the real game, its random streams
            // included, has moved.
            if (checkUntouched && s == hardSeat &&
                (!sameState(before, game) || !sameFuture(before, game, seed + trace.size()))) {
                played.error = where + ": the hard seat changed the real game";
                return played;
            }
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
    const Variant &v = game.variant();
    if (game.round() != v.rounds)
        played.error = where + ": the game ended in round " + std::to_string(game.round());
    return played;
}

// A position at the secret play (R3.5) of a four-player game in which seat 1 holds `hand` and
// the other seats the first cards left in the deck: seat 1 cannot see them, so which ones
// they are does not matter to it. The supply holds every bill not on a bar, or none.
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

} // namespace

void TestAiHard::wholeGames_data()
{
    QTest::addColumn<int>("players");
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n)
        QTest::addRow("%d players", n) << n;
}

void TestAiHard::wholeGames()
{
    QFETCH(int, players);
    int games = 30;
    if (qEnvironmentVariableIsSet("RAZZIA_QUICK"))
        games /= 10;
    int64_t decisions = 0;
    for (int i = 0; i < games; ++i) {
        const uint64_t seed = uint64_t(players) * 9'000'011u + uint64_t(i);
        const PlayedGame played = playGame(players, seed, i % players, i < 3);
        QVERIFY2(played.error.empty(), played.error.c_str());
        decisions += int64_t(played.trace.size());
    }
    qInfo("%d games, %lld decisions", games, static_cast<long long>(decisions));
}

void TestAiHard::sameSeedSameGame()
{
    for (int players : {4, 7}) {
        const uint64_t seed = 42 + uint64_t(players);
        const PlayedGame first = playGame(players, seed, 1, false);
        const PlayedGame again = playGame(players, seed, 1, false);
        QVERIFY2(first.error.empty(), first.error.c_str());
        QVERIFY2(again.error.empty(), again.error.c_str());
        QVERIFY(first.trace == again.trace);
    }
}

// R4.4, R4.6: a lone gambler takes the whole bar. Only the Colibri holds money, $120,000; the
// hard seat holds its gambler 6, which no other gambler can outrank (R2.1: one of each number
// with four players), and gamblers 1 and 2 for bars with nothing on them. Only a raid can take
// the Colibri from the 6, and the 6 is worth more there than kept for later.
void TestAiHard::r4_6TakesTheRichBarItCanWin()
{
    std::array<BillSet, kBarCount> bars{};
    bars[int(Bar::Colibri)] = bills({50000, 50000, 20000});
    const Game game = Game::fromPosition(positionForSeat1(
        {}, bars,
        {gambler(Bar::Cotton, 2), gambler(Bar::Havanna, 1), gambler(Bar::Colibri, 6),
         gambler(Bar::Jungle, 1), gambler(Bar::Lincoln, 2)},
        false));
    for (uint64_t seed = 1; seed <= 5; ++seed) {
        HardPolicy hard(seed, kTacticalWorlds);
        const Decision d = hard.decide(game.view(1));
        QCOMPARE(d.kind, DecisionKind::PlayCard);
        QCOMPARE(d.card, gambler(Bar::Colibri, 6));
    }
}

// R3.7, R3.8: in the last round only first place counts. Seat 1 trails seat 0 by $40,000;
// the Cotton Club holds $35,000, which its gambler 6 takes unless police come, and the Colibri
// $50,000, where its gambler 3 may well be outbid. Counting dollars, the Cotton Club is the
// safer money; but it leaves seat 1 second whatever happens, and only the Colibri can lift it
// past the leader.
void TestAiHard::r3_8LastRoundPlaysForFirstPlace()
{
    std::array<BillSet, kBarCount> bars{};
    bars[int(Bar::Colibri)] = bills({50000});
    bars[int(Bar::Cotton)] = bills({20000, 15000});
    const Game game = Game::fromPosition(positionForSeat1(
        {200000, 160000, 100000, 100000}, bars,
        {gambler(Bar::Colibri, 3), gambler(Bar::Cotton, 6), gambler(Bar::Havanna, 1),
         gambler(Bar::Jungle, 1), gambler(Bar::Lincoln, 1)},
        true));
    QCOMPARE(game.view(1).supplySize(), 0);
    for (uint64_t seed = 1; seed <= 3; ++seed) {
        HardPolicy hard(seed, kTacticalWorlds);
        QCOMPARE(hard.decide(game.view(1)).card, gambler(Bar::Colibri, 3));
    }
}

// R3.5, R6: the cards the others reveal are public, and the reading scores its predictions
// against them: seat 1 plays the card `normal` was predicted to choose, seat 2 the card only
// `easy` was, and nothing was predicted for seat 3.
void TestAiHard::r3_5ReadsTheRevealedCards()
{
    constexpr int normal = int(ai::Style::Normal);
    constexpr int easy = int(ai::Style::Easy);
    Game game(Game::Setup{4, 0, 77, false});
    if (game.phase() == Phase::PlaceBill)
        QCOMPARE(game.decide(0, Decision::placeBill(Bar::Colibri)), Refusal::None);
    QCOMPARE(game.phase(), Phase::Play);
    ai::TableReading reading;
    reading.observe(game.view(0));
    const ai::StyleChances prior = reading.chances(1);
    QVERIFY(prior[normal] > prior[easy]);
    reading.startPredictions(game.view(0));
    const Hand one = game.hand(1);
    const Hand two = game.hand(2);
    for (int world = 0; world < 20; ++world) {
        reading.predict(1, one, one.cards[0], one.cards[1]);
        reading.predict(2, two, two.cards[1], two.cards[0]);
    }
    // Nothing is revealed yet: the reading waits.
    reading.observe(game.view(0));
    QVERIFY(reading.chances(1) == prior);
    for (int s = 0; s < 4; ++s)
        QCOMPARE(game.decide(s, Decision::playCard(game.hand(s).cards[0], 0)), Refusal::None);
    reading.observe(game.view(0));
    QVERIFY(reading.chances(1)[normal] > prior[normal]);
    QVERIFY(reading.chances(2)[easy] > reading.chances(2)[normal]);
    QVERIFY(reading.chances(3) == prior);
    // A view from the start of another game starts the reading afresh.
    reading.observe(Game(Game::Setup{4, 0, 78, false}).view(0));
    QVERIFY(reading.chances(2) == prior);
}

// Whole games against three seats of one level: by the end the reading has moved from its
// prior towards what the table is.
void TestAiHard::readsEachStyle_data()
{
    QTest::addColumn<int>("style");
    QTest::addRow("normal") << int(ai::Style::Normal);
    QTest::addRow("easy") << int(ai::Style::Easy);
    QTest::addRow("random") << int(ai::Style::Random);
}

void TestAiHard::readsEachStyle()
{
    QFETCH(int, style);
    const ai::StyleChances prior = ai::TableReading{}.chances(0);
    double sum = 0.0;
    int count = 0;
    for (uint64_t seed = 1; seed <= 4; ++seed) {
        Game game(Game::Setup{4, int(seed % 4), seed, false});
        HardPolicy hard(seed, kTestWorlds * 4);
        std::vector<std::unique_ptr<Policy>> others;
        for (int s = 1; s < 4; ++s) {
            const uint64_t policySeed = seed * 10 + uint64_t(s);
            if (style == int(ai::Style::Normal))
                others.push_back(std::make_unique<NormalPolicy>(policySeed));
            else if (style == int(ai::Style::Easy))
                others.push_back(std::make_unique<EasyPolicy>(policySeed));
            else
                others.push_back(std::make_unique<RandomPolicy>(policySeed));
        }
        while (!game.over()) {
            const int s = std::countr_zero(unsigned(game.toDecide()));
            Policy &policy = s == 0 ? static_cast<Policy &>(hard) : *others[s - 1];
            QCOMPARE(game.decide(s, policy.decide(game.view(s))), Refusal::None);
        }
        for (int s = 1; s < 4; ++s, ++count)
            sum += hard.reading().chances(s)[style];
    }
    const double mean = sum / count;
    qInfo("read as this style: %.2f (prior %.2f)", mean, prior[style]);
    QVERIFY(mean > prior[style] + 0.1);
}

QTEST_GUILESS_MAIN(TestAiHard)
#include "tst_aihard.moc"
