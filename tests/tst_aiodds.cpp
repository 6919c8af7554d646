// The AI seats' duel mathematics (R5.5, R5.6) against brute force and against the engine
// itself, the bargaining of the normal seat in positions built with Game::fromPosition, and
// whole games of the easy and normal seats with every decision accepted by the engine.
//
// RAZZIA_QUICK (any value) plays a tenth of the games, for sanitizer builds.
#include "testsupport.h"

#include "razzia/ai/bargain.h"
#include "razzia/ai/easy.h"
#include "razzia/ai/normal.h"
#include "razzia/ai/odds.h"
#include "razzia/ai/outlook.h"

#include <QtTest>

#include <memory>
#include <vector>

using namespace razzia;
using namespace razzia::test;

class TestAiOdds : public QObject
{
    Q_OBJECT

private slots:
    void knownValues();
    void poolChancesBruteForce_data();
    void poolChancesBruteForce();
    void duelOrderMatchesEngine_data();
    void duelOrderMatchesEngine();
    void jazzHouseExample();
    void responderAnswers_data();
    void responderAnswers();
    void proposerOffersRefusalValue();
    void proposerBuysOffLargePool();
    void wholeGames_data();
    void wholeGames();
};

namespace {

// R5.6 as the rules say it, one duel after another, for every sequence of rolls: how many
// sequences each duelist (by position) ends as the last champion. Independent of odds.cpp.
std::vector<int64_t> bruteForceWins(const std::vector<ai::Duelist> &duelists)
{
    const int duels = int(duelists.size()) - 1;
    int64_t sequences = 1;
    for (int i = 0; i < 2 * duels; ++i)
        sequences *= 6;
    std::vector<int64_t> wins(duelists.size(), 0);
    for (int64_t code = 0; code < sequences; ++code) {
        int64_t rest = code;
        int champion = 0;
        for (int j = 1; j <= duels; ++j) {
            const int championRoll = int(rest % 6) + 1;
            rest /= 6;
            const int challengerRoll = int(rest % 6) + 1;
            rest /= 6;
            const int a = championRoll + duelists[champion].card;
            const int b = challengerRoll + duelists[j].card;
            if (a != b)
                champion = a > b ? champion : j;
            else // equal totals: the lower-ranked of the two (R5.1)
                champion = duelists[champion].rank > duelists[j].rank ? champion : j;
        }
        ++wins[champion];
    }
    return wins;
}

std::unique_ptr<Policy> makeSeat(const QByteArray &level, uint64_t seed)
{
    if (level == "easy")
        return std::make_unique<EasyPolicy>(seed);
    if (level == "normal")
        return std::make_unique<NormalPolicy>(seed);
    return std::make_unique<RandomPolicy>(seed);
}

// A reveal at the Jazz House (R3.5) from Game::fromPosition: seats 1, 2, … play `jazz`, the
// other seats gambler 1, 2, … at the Colibri, which holds no bills (R4.5). The game then
// stands at the Jazz House's proposal, or wherever the rules take it.
Game sharing(int players, int dealer, const std::vector<Card> &jazz, const BillSet &bills)
{
    std::array<Card, kMaxPlayers> plays{};
    int colibri = 1;
    for (int s = 0; s < players && s < kMaxPlayers; ++s) {
        const size_t i = size_t(s - 1);
        plays[s] = s >= 1 && i < jazz.size() ? jazz[i] : gambler(Bar::Colibri, colibri++);
    }
    std::array<BillSet, kBarCount> bars{};
    bars[int(Bar::Jazz)] = bills;
    Game game = Game::fromPosition(positionAtPlay(players, dealer, {}, bars, plays));
    for (int s = 0; s < players; ++s)
        game.decide(s, Decision::playCard(plays[s]));
    return game;
}

// Bills from dollar values, as bills() does for an initializer list.
BillSet billsOf(const QList<int> &dollars)
{
    BillSet set;
    for (int value : dollars)
        set.add(bills({value}));
    return set;
}

ai::Claimants claimantsOf(const Game &game)
{
    const Negotiation &n = game.negotiation();
    ai::Claimants claimants;
    claimants.count = n.claimantCount;
    for (int r = 0; r < n.claimantCount; ++r)
        claimants.cards[r] = int8_t(game.tableCard(n.claimants[r]).value());
    return claimants;
}

} // namespace

void TestAiOdds::knownValues()
{
    // One duel (R5.6), pairs of rolls out of 36 won by the champion; the last argument says
    // whether the champion is the lower-ranked of the two and so wins the ties.
    QCOMPARE(ai::championWins(3, 3, false), 15);
    QCOMPARE(ai::championWins(3, 3, true), 21);
    QCOMPARE(ai::championWins(4, 3, false), 21); // police 4 against police 3
    QCOMPARE(ai::championWinChance(4, 3, false), 21.0 / 36.0);
    QCOMPARE(ai::championWins(6, 4, false), 26);
    QCOMPARE(ai::championWins(6, 1, false), 35); // the 1 wins only 6 against 1, a tie
    QCOMPARE(ai::championWins(1, 6, true), 1);

    // Two equal cards: the challenger ranks lower (the proposer ranks first), so it also
    // takes the six ties: 15 + 6 = 21 of 36.
    const ai::Claimants two{2, {4, 4}};
    QCOMPARE(ai::poolChancesByRank(two, 0b10)[1], 21.0 / 36.0);
    QCOMPARE(ai::poolChancesByRank(two, 0b10)[0], 15.0 / 36.0);

    // Three equal cards, both responders refuse. R5.6: the proposer meets rank 2 first
    // (challenger wins 21/36); the champion then meets rank 1, who wins the ties against the
    // proposer (proposer keeps 15/36) but loses them against rank 2 (rank 2 keeps 21/36).
    const ai::Claimants three{3, {4, 4, 4}};
    const ai::Chances c = ai::poolChancesByRank(three, 0b110);
    QCOMPARE(c[0] * 1296.0, 15.0 * 15.0);
    QCOMPARE(c[2] * 1296.0, 21.0 * 21.0);
    QCOMPARE(c[1] * 1296.0, 1296.0 - 225.0 - 441.0);

    // No refusal: no duel (R5.4), the proposer keeps its share.
    QCOMPARE(ai::poolChancesByRank(three, 0)[0], 1.0);
}

void TestAiOdds::poolChancesBruteForce_data()
{
    QTest::addColumn<QList<int>>("cards");
    QTest::addColumn<QList<int>>("ranks");
    QTest::newRow("2 duelists, 6 against 2") << QList<int>{6, 2} << QList<int>{0, 1};
    QTest::newRow("2 duelists, tie to the lower rank") << QList<int>{3, 3} << QList<int>{0, 1};
    QTest::newRow("3 duelists, R5.6 order") << QList<int>{6, 1, 4} << QList<int>{0, 2, 1};
    QTest::newRow("3 duelists, equal cards") << QList<int>{4, 4, 4} << QList<int>{0, 2, 1};
    QTest::newRow("3 duelists, champion of lower rank")
        << QList<int>{5, 5, 3} << QList<int>{1, 0, 2};
    QTest::newRow("4 duelists, distinct") << QList<int>{6, 1, 5, 3} << QList<int>{0, 3, 1, 2};
    QTest::newRow("4 duelists, pairs of equal cards")
        << QList<int>{4, 3, 4, 3} << QList<int>{0, 3, 1, 2};
    QTest::newRow("4 duelists, all equal") << QList<int>{3, 3, 3, 3} << QList<int>{0, 3, 1, 2};
}

void TestAiOdds::poolChancesBruteForce()
{
    QFETCH(QList<int>, cards);
    QFETCH(QList<int>, ranks);
    std::vector<ai::Duelist> duelists;
    for (int i = 0; i < cards.size(); ++i)
        duelists.push_back({int8_t(cards[i]), int8_t(ranks[i])});
    const std::vector<int64_t> wins = bruteForceWins(duelists);
    const ai::Chances chances = ai::poolChances(duelists.data(), int(duelists.size()));
    double sequences = 1.0;
    for (size_t i = 1; i < duelists.size(); ++i)
        sequences *= 36.0;
    double sum = 0.0;
    for (size_t i = 0; i < duelists.size(); ++i) {
        // Exact: the odds times 36^duels is the brute-force count, up to rounding.
        QCOMPARE(qRound64(chances[i] * sequences), qint64(wins[i]));
        QVERIFY(qAbs(chances[i] * sequences - double(wins[i])) < 1e-6);
        sum += chances[i];
    }
    QVERIFY(qAbs(sum - 1.0) < 1e-12);
}

void TestAiOdds::duelOrderMatchesEngine_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("dealer");
    QTest::addColumn<QList<int>>("jazz"); // gambler numbers at the Jazz House, seats 1…
    // With 7–8 players equal numbers exist; the seat nearer the dealer ranks higher (R5.1).
    QTest::newRow("R5.6 four claimants, pairs of equal cards, 8 players")
        << 8 << 0 << QList<int>{4, 3, 4, 3};
    QTest::newRow("R5.6 four claimants, distinct cards, 5 players")
        << 5 << 3 << QList<int>{2, 6, 5, 1};
    QTest::newRow("R5.6 three claimants, 4 players") << 4 << 1 << QList<int>{5, 6, 3};
}

// The engine is the oracle for R5.6: for every set of refusers and every sequence of rolls,
// the engine's last champion is counted and set against poolChancesByRank.
void TestAiOdds::duelOrderMatchesEngine()
{
    QFETCH(int, players);
    QFETCH(int, dealer);
    QFETCH(QList<int>, jazz);
    std::vector<Card> cards;
    for (int v : jazz)
        cards.push_back(gambler(Bar::Jazz, v));
    const BillSet pool = bills({20000, 15000, 20000});
    const int count = int(jazz.size());
    for (ai::RankMask refusers = 0b10; refusers < (1u << count); refusers += 0b10) {
        Game base = sharing(players, dealer, cards, pool);
        QCOMPARE(base.phase(), Phase::Proposal);
        const Negotiation &n = base.negotiation();
        const ai::Claimants claimants = claimantsOf(base);
        const int proposer = n.proposer();
        Proposal keepAll;
        keepAll.shares[proposer] = pool;
        QCOMPARE(base.decide(proposer, Decision::propose(keepAll)), Refusal::None);
        while (base.phase() == Phase::Answer) {
            const int seat = base.negotiation().answerOrder[base.negotiation().answered];
            const bool refuse = (refusers >> base.negotiation().rankOf(seat)) & 1;
            QCOMPARE(base.decide(seat, Decision::answer(!refuse)), Refusal::None);
        }
        const int rolls = 2 * __builtin_popcount(refusers);
        int sequences = 1;
        for (int i = 0; i < rolls; ++i)
            sequences *= 6;
        std::array<int, kMaxPlayers> wins{};
        for (int code = 0; code < sequences; ++code) {
            Game g = base;
            for (int i = 0, rest = code; i < rolls; ++i, rest /= 6)
                QCOMPARE(g.supplyDie(rest % 6 + 1), Refusal::None);
            QVERIFY(g.pendingChance().kind != ChanceKind::RollDie);
            int winners = 0;
            for (int r = 0; r < count; ++r) {
                if (g.money(g.negotiation().claimants[r]) > 0) {
                    ++wins[r];
                    ++winners;
                }
            }
            QCOMPARE(winners, 1);
        }
        const ai::Chances chances = ai::poolChancesByRank(claimants, refusers);
        for (int r = 0; r < count; ++r) {
            QCOMPARE(qRound64(chances[r] * sequences), qint64(wins[r]));
            QVERIFY(qAbs(chances[r] * sequences - wins[r]) < 1e-6);
        }
    }
}

// The rulebook's raid at the Jazz House (RAZZIA.md R7.2): police 4 proposes, police 3
// answers, $55,000 on the bar.
void TestAiOdds::jazzHouseExample()
{
    const ai::Claimants police{2, {4, 3}};
    ai::Shares offer20{35000, 20000};
    // Refusing puts all $55,000 in the pool; police 3 wins 15 pairs of rolls in 36.
    QCOMPARE(ai::poolValue(offer20, 2, 0b10), 55000);
    QVERIFY(qAbs(ai::refuseValue(police, offer20, 0, 1) - 55000.0 * 15 / 36) < 1e-9);
    QVERIFY(ai::refuseValue(police, offer20, 0, 1) > 20000.0);
    ai::Shares offer35{20000, 35000};
    QVERIFY(ai::refuseValue(police, offer35, 0, 1) < 35000.0);

    // No division leaves police 4 more than the duel: 21/36 of the bar.
    const ai::Bargain bargain(police, {1});
    const ai::BestDivision best = ai::bestDivision(bargain, bills({20000, 15000, 20000}));
    QVERIFY(qAbs(best.proposerValue - 55000.0 * 21 / 36) < 1e-6);
}

void TestAiOdds::responderAnswers_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("police"); // police claim, with a gambler there (R4.3)
    QTest::addColumn<int>("proposerCard");
    QTest::addColumn<int>("responderCard");
    QTest::addColumn<QList<int>>("bar");
    QTest::addColumn<QList<int>>("offer");
    QTest::addColumn<bool>("accepts");
    const QList<int> jazz = {20000, 15000, 20000};
    // 55,000 * 15/36 = 22,917 for refusing.
    QTest::newRow("R5.6 police 3 refuses $15,000 of $55,000")
        << 4 << true << 4 << 3 << jazz << QList<int>{15000} << false;
    QTest::newRow("R5.6 police 3 refuses $20,000 of $55,000")
        << 4 << true << 4 << 3 << jazz << QList<int>{20000} << false;
    QTest::newRow("R5.4 police 3 accepts $35,000 of $55,000")
        << 4 << true << 4 << 3 << jazz << QList<int>{20000, 15000} << true;
    // Equal gamblers: the lower-ranked wins ties, 21/36: 55,000 * 21/36 = 32,083.
    QTest::newRow("R5.1 equal cards, the lower-ranked refuses $30,000")
        << 8 << false << 4 << 4 << QList<int>{30000, 25000} << QList<int>{30000} << false;
    QTest::newRow("R5.1 gambler 1 accepts $5,000 against a 6")
        << 5 << false << 6 << 1 << QList<int>{30000, 25000, 5000} << QList<int>{5000} << true;
}

void TestAiOdds::responderAnswers()
{
    QFETCH(int, players);
    QFETCH(bool, police);
    QFETCH(int, proposerCard);
    QFETCH(int, responderCard);
    QFETCH(QList<int>, bar);
    QFETCH(QList<int>, offer);
    QFETCH(bool, accepts);
    const Kind kind = police ? Kind::Police : Kind::Gambler;
    // Dealer 0; seat 1 proposes, seat 2 answers (nearer the dealer ranks higher, R5.1).
    std::vector<Card> jazz = {Card(kind, Bar::Jazz, proposerCard),
                              Card(kind, Bar::Jazz, responderCard)};
    if (police)
        jazz.push_back(gambler(Bar::Jazz, 5));
    Game game = sharing(players, 0, jazz, billsOf(bar));
    QCOMPARE(game.phase(), Phase::Proposal);
    QCOMPARE(game.negotiation().proposer(), 1);
    Proposal proposal;
    proposal.shares[2] = billsOf(offer);
    proposal.shares[1] = billsOf(bar);
    proposal.shares[1].remove(proposal.shares[2]);
    QCOMPARE(game.decide(1, Decision::propose(proposal)), Refusal::None);
    QCOMPARE(game.toDecide(), uint8_t(1u << 2));
    NormalPolicy responder(7);
    const Decision answer = responder.decide(game.view(2));
    QCOMPARE(answer.kind, DecisionKind::Answer);
    QCOMPARE(answer.accept, accepts);
    QCOMPARE(game.decide(2, answer), Refusal::None);
}

// Police 4 against police 3 at a Jazz House of $180,000: refusing is worth 15/36 of it,
// exactly $75,000, which 50,000 + 25,000 make. The proposer keeps 21/36 either way, and
// takes it without the die (R5.4).
void TestAiOdds::proposerOffersRefusalValue()
{
    Game game = sharing(4, 0, {police(Bar::Jazz, 4), police(Bar::Jazz, 3), gambler(Bar::Jazz, 5)},
                        bills({50000, 50000, 40000, 25000, 15000}));
    QCOMPARE(game.negotiation().proposer(), 1);
    NormalPolicy proposer(1), responder(2);
    const Decision d = proposer.decide(game.view(1));
    QCOMPARE(d.kind, DecisionKind::Propose);
    const ai::Claimants claimants = claimantsOf(game);
    const ai::Shares shares{d.proposal.shares[1].total(), d.proposal.shares[2].total()};
    QCOMPARE(shares[1], 75000);
    QCOMPARE(ai::refuseValue(claimants, shares, 0, 1), 75000.0);
    QCOMPARE(game.decide(1, d), Refusal::None);
    const Decision a = responder.decide(game.view(2));
    QVERIFY(a.accept);
    QCOMPARE(game.decide(2, a), Refusal::None);
    QCOMPARE(game.money(1), 105000);
    QCOMPARE(game.money(2), 75000);
}

// Gamblers 6, 5 and 4 at a Jazz House of $220,000 in small bills. The proposer's best is to
// duel the 5 alone and pay the 4 to stay out: once the 5 has refused, the 4 would face two
// duels and takes the offer (R5.3: it answers last and sees the refusal). That leaves the
// proposer more than duelling both, and more than buying both off (docs/ai.md).
void TestAiOdds::proposerBuysOffLargePool()
{
    const int players = 5;
    BillSet jazz;
    jazz.count[denominationOf(5000)] = 10;
    jazz.count[denominationOf(10000)] = 8;
    jazz.count[denominationOf(15000)] = 6;
    const int32_t total = jazz.total();
    Game game = sharing(
        players, 0, {gambler(Bar::Jazz, 6), gambler(Bar::Jazz, 5), gambler(Bar::Jazz, 4)}, jazz);
    QCOMPARE(game.negotiation().proposer(), 1);

    std::vector<std::unique_ptr<NormalPolicy>> seats;
    for (int s = 0; s < players; ++s)
        seats.push_back(std::make_unique<NormalPolicy>(uint64_t(s) + 1));
    const Decision d = seats[1]->decide(game.view(1));
    QCOMPARE(d.kind, DecisionKind::Propose);
    const ai::Claimants claimants = claimantsOf(game);
    ai::Shares shares{};
    for (int r = 0; r < 3; ++r)
        shares[r] = d.proposal.shares[game.negotiation().claimants[r]].total();
    QCOMPARE(game.decide(1, d), Refusal::None);
    while (game.phase() == Phase::Answer) {
        const int seat = game.negotiation().answerOrder[game.negotiation().answered];
        QCOMPARE(game.decide(seat, seats[seat]->decide(game.view(seat))), Refusal::None);
    }
    const std::array<int8_t, kMaxPlayers> &answers = game.negotiation().answers;
    QCOMPARE(int(answers[2]), 0); // rank 1 refuses
    QCOMPARE(int(answers[3]), 1); // rank 2 accepts
    // The last to answer knows every other answer: its offer is worth at least its refusal.
    QVERIFY(shares[2] >= ai::refuseValue(claimants, shares, 0b010, 2));
    // What the proposer expects beats both the duel with everyone and buying both off.
    const double expected = ai::expectedDollars(claimants, shares, 0b010, 0);
    const double duelAll = ai::poolChancesByRank(claimants, 0b110)[0] * total;
    const double p1 = ai::poolChancesByRank(claimants, 0b010)[1];
    const double p2 = ai::poolChancesByRank(claimants, 0b100)[2];
    const double buyBoth = total / (1.0 + p1 / (1.0 - p1) + p2 / (1.0 - p2));
    QVERIFY(expected > duelAll);
    QVERIFY(expected > buyBoth);
}

void TestAiOdds::wholeGames_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QByteArray>("lineup");
    QTest::addColumn<int>("games");
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
        QTest::addRow("easy, %d players", n) << n << QByteArray("easy") << 2000;
        QTest::addRow("normal, %d players", n) << n << QByteArray("normal") << 200;
        QTest::addRow("mixed with random, %d players", n) << n << QByteArray("mixed") << 600;
    }
}

// Every decision of thousands of games goes through game.decide and is accepted; at each
// secret play the cards one seat cannot see are checked against the real hidden cards.
void TestAiOdds::wholeGames()
{
    QFETCH(int, players);
    QFETCH(QByteArray, lineup);
    QFETCH(int, games);
    if (qEnvironmentVariableIsSet("RAZZIA_QUICK"))
        games /= 10;
    static const QByteArray mixed[] = {"easy", "normal", "random"};
    const Variant &v = variantFor(players);
    int64_t decisions = 0;
    for (int i = 0; i < games; ++i) {
        const uint64_t seed = uint64_t(players) * 7'000'003u + uint64_t(i);
        Game game(Game::Setup{players, i % players, seed, false});
        std::vector<std::unique_ptr<Policy>> seats;
        for (int s = 0; s < players; ++s) {
            const QByteArray level = lineup == "mixed" ? mixed[(s + i) % 3] : lineup;
            seats.push_back(makeSeat(level, streamSeed(seed, Stream::Policy, uint64_t(s))));
        }
        while (!game.over()) {
            const uint8_t mask = game.toDecide();
            QVERIFY2(mask, "nobody must decide, yet the game is not over");
            // R6: what a seat cannot see is exactly the other hands and the draw pile.
            if (game.phase() == Phase::Play && mask == (1u << players) - 1) {
                const int seat = i % players;
                DeckCounts hidden{};
                for (int k = 0; k < game.drawPileSize(); ++k)
                    ++hidden[game.drawPile()[k].code()];
                for (int s = 0; s < players; ++s) {
                    for (int k = 0; s != seat && k < game.hand(s).size; ++k)
                        ++hidden[game.hand(s).cards[k].code()];
                }
                QVERIFY(ai::unseenCards(game.view(seat)) == hidden);
            }
            for (int s = 0; s < players; ++s) {
                if (!((mask >> s) & 1))
                    continue;
                const Decision d = seats[s]->decide(game.view(s));
                const Refusal r = game.decide(s, d);
                if (r != Refusal::None)
                    QFAIL(qPrintable(QStringLiteral("seed %1, round %2, seat %3: %4")
                                         .arg(seed)
                                         .arg(game.round())
                                         .arg(s)
                                         .arg(QLatin1String(describe(r)))));
                ++decisions;
            }
        }
        QCOMPARE(game.round(), v.rounds);
        // Every bill was won or is still on a bar, won by nobody (R3.7).
        int32_t left = 0;
        for (int b = 0; b < v.bars; ++b)
            left += game.barBills(Bar(b)).total();
        QCOMPARE(totalMoney(game) + left, v.bills.total());
    }
    qInfo("%d games, %lld decisions", games, static_cast<long long>(decisions));
}

QTEST_GUILESS_MAIN(TestAiOdds)
#include "tst_aiodds.moc"
