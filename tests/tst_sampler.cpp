// Worlds dealt by the Sampler agree with everything their seat sees (R6) and with the piles the
// card log implies (R3.2), and are themselves games that play on to the end. The checks here
// recompute pools and histories from the log on their own, without the sampler's internals.
#include "samplerchecks.h"

#include <QTest>

using namespace razzia;
using namespace samplerchecks;

class TestSampler : public QObject
{
    Q_OBJECT

private slots:
    void consistentWorlds_data();
    void consistentWorlds();
    void samplesDiffer_data();
    void samplesDiffer();
    void trueWorldSometimes();
    void hiddenCardsDoNotMatter_data();
    void hiddenCardsDoNotMatter();
    void positionWorlds();
    void r3_3TheDealersBillIsKnownToTheDealerOnly();
};

void TestSampler::consistentWorlds_data()
{
    QTest::addColumn<int>("players");
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n)
        QTest::addRow("R6 %d players", n) << n;
}

// Random games, sampled for random seats at random decision points, every sample checked.
void TestSampler::consistentWorlds()
{
    QFETCH(int, players);
    constexpr int kGames = 40;
    Coverage cov;
    for (int gi = 0; gi < kGames; ++gi) {
        const uint64_t seed = 0x5a3b0000ull + uint64_t(players) * 1000 + uint64_t(gi);
        Game game(Game::Setup{players, gi % players, seed});
        std::vector<RandomPolicy> policies;
        for (int j = 0; j < players; ++j)
            policies.emplace_back(seed * 17 + uint64_t(j));
        Rng pick(seed ^ 0x9e3779b97f4a7c15ull);
        while (!game.over()) {
            const uint8_t bits = game.toDecide();
            QVERIFY(bits != 0);
            for (int j = 0; j < players; ++j) {
                if (!((bits >> j) & 1))
                    continue;
                if (pick.below(2) == 0) {
                    checkPoint(game, pick, cov);
                    if (QTest::currentTestFailed())
                        return;
                }
                const Refusal r = game.decide(j, policies[j].decide(game.view(j)));
                QVERIFY2(r == Refusal::None, describe(r));
            }
        }
        checkPoint(game, pick, cov);
        if (QTest::currentTestFailed())
            return;
    }
    QVERIFY(cov.points > kGames * 10);
    QVERIFY(cov.playWithChoices > 0);
    QVERIFY(cov.hiddenPendingBill > 0);
    QVERIFY(cov.afterOneReshuffle > 0);
    QVERIFY(cov.playedOut > 0);
    QVERIFY(cov.resampled > 0);
    // R2.1, R3.2: 6 and 8 players go through the deck three times (30 or 40 cards in hands,
    // 24 or 32 in the pile, a refill a round), the others twice.
    const bool twice = players == 6 || players == 8;
    QCOMPARE(cov.afterTwoReshuffles > 0, twice);
    // Only the full deck (7–8 players) has two equal cards that can be in two pools at once.
    if (players >= 7)
        QVERIFY(cov.ambiguousPlays > 0);
}

void TestSampler::samplesDiffer_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("round");
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n) {
        QTest::addRow("R6 %d players, round 1", n) << n << 1;
        QTest::addRow("R6 %d players, last round", n) << n << variantFor(n).rounds;
    }
}

// The sampler deals worlds, not the true one.
void TestSampler::samplesDiffer()
{
    QFETCH(int, players);
    QFETCH(int, round);
    const Game real = playedGame(players, 77 + uint64_t(players), round);
    QCOMPARE(real.round(), round);
    const int seat = players - 1;
    const Sampler sampler(real.view(seat));
    Rng rng(2024);
    const auto truth = world(real, seat);
    std::vector<std::vector<std::vector<uint8_t>>> seen;
    int notTruth = 0;
    for (int n = 0; n < 16; ++n) {
        Game s = real;
        sampler.sample(s, rng);
        const auto w = world(s, seat);
        notTruth += w != truth;
        if (std::find(seen.begin(), seen.end(), w) == seen.end())
            seen.push_back(w);
    }
    QVERIFY(seen.size() >= 8);
    QVERIFY(notTruth > 0);
}

// In a small position (3 players, end of the game: hands of four, a pile of three) the true
// world comes up about as often as any other: 1 in W, the number of consistent deals.
void TestSampler::trueWorldSometimes()
{
    const Game real = playedGame(3, 4242, 99);
    QVERIFY(real.over());
    QCOMPARE(reshuffles(real), 1);
    const int seat = 0;

    // W from the true history: every card of the reduced deck is unique, so each hidden card's
    // pool is known, and the worlds are the ways to deal each pool into its slots.
    const LogPools lp = logPools(real);
    const int pools = int(lp.composition.size());
    std::vector<std::vector<Counts>> held(3, std::vector<Counts>(pools, Counts{}));
    for (int i = 0; i < real.cardLogSize(); ++i) {
        const CardLogEntry e = real.cardLog(i);
        if (e.what == CardLogEntry::Draw) {
            ++held[e.seat][lp.poolAt[i]][e.code];
        } else if (e.what == CardLogEntry::Play) {
            for (int k = 0; k < pools; ++k) {
                if (held[e.seat][k][e.code] > 0) {
                    --held[e.seat][k][e.code];
                    break;
                }
            }
        }
    }
    double worlds = 1;
    for (int k = 0; k < pools; ++k) {
        int total = k == pools - 1 ? real.drawPileSize() : 0;
        double denominator = std::tgamma(total + 1.0);
        for (int j = 1; j < 3; ++j) {
            int slotCount = 0;
            for (int c : held[j][k])
                slotCount += c;
            total += slotCount;
            denominator *= std::tgamma(slotCount + 1.0);
        }
        worlds *= std::tgamma(total + 1.0) / denominator;
    }
    QVERIFY(worlds > 1 && worlds < 50000);

    const Sampler sampler(real.view(seat));
    const auto truth = world(real, seat);
    Rng rng(7);
    const int samples = int(20 * worlds);
    int hits = 0;
    Game s = real;
    for (int n = 0; n < samples; ++n) {
        sampler.sample(s, rng);
        hits += world(s, seat) == truth;
    }
    // Expected 20; a Poisson count outside [5, 45] has odds below 1 in 10,000.
    QVERIFY2(
        hits >= 5 && hits <= 45,
        qPrintable(
            QStringLiteral("%1 hits in %2 samples, W = %3").arg(hits).arg(samples).arg(worlds)));
}

void TestSampler::hiddenCardsDoNotMatter_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("round");
    QTest::addColumn<int>("phaseNumber");
    QTest::addColumn<int>("shuffled");
    QTest::addRow("R6 3 players, round 1, play") << 3 << 1 << int(Phase::Play) << 0;
    QTest::addRow("R6 4 players, after a reshuffle, play") << 4 << 11 << int(Phase::Play) << 1;
    QTest::addRow("R6 4 players, after a reshuffle, proposal")
        << 4 << 11 << int(Phase::Proposal) << 1;
    QTest::addRow("R6 8 players, after two reshuffles, play") << 8 << 12 << int(Phase::Play) << 2;
    QTest::addRow("R6 8 players, after a reshuffle, proposal")
        << 8 << 7 << int(Phase::Proposal) << 1;
}

// Two games that differ only in a card the viewer never saw (one seat holds y instead of x,
// and x lies in the pile) give the same samples for the same random numbers. The game stops in
// the secret play with half the seats chosen, or at the first proposal after a reveal, when
// hands have played and hold a stale card past their end.
void TestSampler::hiddenCardsDoNotMatter()
{
    QFETCH(int, players);
    QFETCH(int, round);
    QFETCH(int, phaseNumber);
    QFETCH(int, shuffled);
    const Phase phase = Phase(phaseNumber);
    struct Step
    {
        ChanceKind chance = ChanceKind::None; // None: a decision
        int seat = 0;
        Decision decision;
        int value = 0; // a card code, a denomination or a die
    };
    std::vector<Step> steps;
    Game a(Game::Setup{players, 1, 99, true});
    Rng chance(5);
    std::vector<RandomPolicy> policies;
    for (int j = 0; j < players; ++j)
        policies.emplace_back(800 + uint64_t(j));
    auto chosenCount = [&](const Game &g) {
        int n = 0;
        for (int j = 0; j < players; ++j)
            n += !g.chosen(j).isNone();
        return n;
    };
    auto stop = [&] {
        if (a.round() < round || a.phase() != phase)
            return false;
        return phase != Phase::Play || chosenCount(a) == players / 2;
    };
    while (!stop()) {
        QVERIFY(!a.over());
        Step step;
        step.chance = a.pendingChance().kind;
        Refusal r = Refusal::None;
        if (step.chance == ChanceKind::DrawCard) {
            step.value = a.drawPile()[chance.below(uint32_t(a.drawPileSize()))].code();
            r = a.supplyCard(Card::fromCode(uint8_t(step.value)));
        } else if (step.chance == ChanceKind::DealBill) {
            step.value = a.supply()[chance.below(uint32_t(a.supplySize()))];
            r = a.supplyBill(step.value);
        } else if (step.chance == ChanceKind::RollDie) {
            step.value = 1 + int(chance.below(6));
            r = a.supplyDie(step.value);
        } else {
            const uint8_t bits = a.toDecide();
            do
                step.seat = int(chance.below(uint32_t(players)));
            while (!((bits >> step.seat) & 1));
            step.decision = policies[step.seat].decide(a.view(step.seat));
            r = a.decide(step.seat, step.decision);
        }
        QVERIFY2(r == Refusal::None, describe(r));
        steps.push_back(step);
    }
    QCOMPARE(reshuffles(a), shuffled);

    // x: a card another seat drew after the last reshuffle, holds and has not chosen, the
    // latest such draw (it may have moved in its hand since); y: a card of the pile. Both
    // belong to the current pool.
    const int viewer = 0;
    int lastReshuffle = -1;
    for (int i = 0; i < a.cardLogSize(); ++i) {
        if (a.cardLog(i).what == CardLogEntry::Reshuffle)
            lastReshuffle = i;
    }
    int swapDraw = -1; // ordinal among the draws
    Card x, y = a.drawPile()[0];
    for (int i = 0, draws = 0; i < a.cardLogSize(); ++i) {
        const CardLogEntry e = a.cardLog(i);
        if (e.what != CardLogEntry::Draw)
            continue;
        const Hand &h = a.hand(e.seat);
        if (i > lastReshuffle && e.seat != viewer && h.indexOf(e.card()) >= 0 &&
            e.card() != a.chosen(e.seat) && e.card() != y) {
            swapDraw = draws;
            x = e.card();
        }
        ++draws;
    }
    QVERIFY(swapDraw >= 0);

    Game b(Game::Setup{players, 1, 99, true});
    int draws = 0;
    for (const Step &step : steps) {
        Refusal r = Refusal::None;
        if (step.chance == ChanceKind::DrawCard)
            r = b.supplyCard(draws++ == swapDraw ? y : Card::fromCode(uint8_t(step.value)));
        else if (step.chance == ChanceKind::DealBill)
            r = b.supplyBill(step.value);
        else if (step.chance == ChanceKind::RollDie)
            r = b.supplyDie(step.value);
        else
            r = b.decide(step.seat, step.decision);
        QVERIFY2(r == Refusal::None, describe(r));
    }
    QVERIFY(world(a, viewer) != world(b, viewer));
    QVERIFY(std::find(b.drawPile(), b.drawPile() + b.drawPileSize(), x) !=
            b.drawPile() + b.drawPileSize());
    QCOMPARE(a.phase(), phase);
    QVERIFY(b.hand(viewer).cards == a.hand(viewer).cards);

    // What a sampler starts from, the game as the viewer knows it, is the same in both.
    const Game ka = a.view(viewer).known(), kb = b.view(viewer).known();
    for (int j = 0; j < players; ++j)
        QVERIFY(ka.hand(j).cards == kb.hand(j).cards && ka.chosen(j) == kb.chosen(j));
    QVERIFY(std::equal(ka.drawPile(), ka.drawPile() + Card::kTypes, kb.drawPile()));
    for (int i = 0; i < kCardLogCapacity; ++i)
        QCOMPARE(ka.cardLog(i).code, kb.cardLog(i).code);

    const Sampler sa(a.view(viewer));
    const Sampler sb(b.view(viewer));
    for (uint64_t seed = 1; seed <= 8; ++seed) {
        Game outA = a;
        Game outB = b;
        Rng ra(seed), rb(seed);
        SampleWitness wa, wb;
        sa.sample(outA, ra, &wa);
        sb.sample(outB, rb, &wb);
        QVERIFY(ra == rb);
        QCOMPARE(outA.seed(), outB.seed());
        for (int j = 0; j < players; ++j) {
            QCOMPARE(outA.hand(j).size, outB.hand(j).size);
            // The whole array: a stale entry past the end would tell a card too.
            QVERIFY(outA.hand(j).cards == outB.hand(j).cards);
            QVERIFY(outA.chosen(j) == outB.chosen(j));
        }
        QVERIFY(std::equal(outA.drawPile(), outA.drawPile() + Card::kTypes, outB.drawPile()));
        for (int i = 0; i < a.cardLogSize(); ++i)
            QCOMPARE(outA.cardLog(i).code, outB.cardLog(i).code);
        QVERIFY(wa.playPool == wb.playPool);
        QVERIFY(wa.handPool == wb.handPool);
        g_where = QStringLiteral("external game, %1 players, sample %2").arg(players).arg(seed);
        playOut(outA, seed);
        if (QTest::currentTestFailed())
            return;
    }
}

// A game started from a Position has hands the log does not explain: the others' hands are
// dealt from every card the seat has not seen, not from the true hands' cards.
void TestSampler::positionWorlds()
{
    Position p;
    p.players = 4;
    p.dealer = 2;
    p.supply = variantFor(4).bills;
    std::vector<uint8_t> deck;
    for (int t = 0; t < Card::kTypes; ++t) {
        for (int c = 0; c < variantFor(4).deck[t]; ++c)
            deck.push_back(uint8_t(t));
    }
    Rng shuffle(11);
    for (int i = int(deck.size()) - 1; i > 0; --i)
        std::swap(deck[i], deck[shuffle.below(uint32_t(i + 1))]);
    for (int j = 0, next = 0; j < p.players; ++j) {
        for (int c = 0; c < kHandSize; ++c)
            p.hands[j].add(Card::fromCode(deck[next++]));
    }
    const Game real = Game::fromPosition(p);
    const int seat = 1;
    const Sampler sampler(real.view(seat));
    Rng rng(3);
    Counts truth{};
    for (int j = 0; j < p.players; ++j) {
        if (j != seat)
            addHand(truth, real.hand(j));
    }
    int otherCards = 0;
    for (int n = 0; n < 32; ++n) {
        Game s = real;
        SampleWitness w;
        sampler.sample(s, rng, &w);
        g_where = QStringLiteral("position, sample %1").arg(n);
        QVERIFY(s.hand(seat).cards == real.hand(seat).cards);
        QCOMPARE(s.drawPileSize(), 0);
        Counts all{};
        Counts others{};
        for (int j = 0; j < p.players; ++j) {
            QCOMPARE(s.hand(j).size, 5);
            addHand(all, s.hand(j));
            if (j != seat)
                addHand(others, s.hand(j));
            for (int i = 0; i < kHandSize; ++i)
                QCOMPARE(int(w.handPool[j][i]), j == seat ? -1 : 0);
        }
        for (int t = 0; t < Card::kTypes; ++t)
            QVERIFY(all[t] <= variantFor(4).deck[t]);
        otherCards += others != truth;
        if (n < 4) {
            playOut(s, uint64_t(n));
            if (QTest::currentTestFailed())
                return;
        }
    }
    QVERIFY(otherCards > 0);
}

// R3.3: while the dealer holds its last bill, the game as another seat knows it has that bill
// back among the supply, and the dealer's still in hand.
void TestSampler::r3_3TheDealersBillIsKnownToTheDealerOnly()
{
    Game game(Game::Setup{4, 2, 61, false});
    RandomPolicy random(3);
    while (game.phase() != Phase::PlaceBill) {
        const int seat = std::countr_zero(unsigned(game.toDecide()));
        QCOMPARE(game.decide(seat, random.decide(game.view(seat))), Refusal::None);
    }
    const int dealer = game.dealer(), other = (dealer + 1) % 4;
    QVERIFY(game.pendingBill() >= 0);
    const Game mine = game.view(dealer).known();
    QCOMPARE(mine.pendingBill(), game.pendingBill());
    QCOMPARE(mine.supplySize(), game.supplySize());
    const Game theirs = game.view(other).known();
    QCOMPARE(theirs.pendingBill(), -1);
    QCOMPARE(theirs.supplySize(), game.supplySize() + 1);
    QVERIFY(game.view(other).billPending());
    // A sample for the other seat draws the dealer's bill again from the supply it came from.
    const Sampler sampler(game.view(other));
    Rng rng(8);
    Game world;
    sampler.sample(world, rng);
    QVERIFY(world.pendingBill() >= 0);
    QCOMPARE(world.supplySize(), game.supplySize());
    QCOMPARE(world.decide(dealer, Decision::placeBill(Bar::Colibri)), Refusal::None);
}

QTEST_GUILESS_MAIN(TestSampler)
#include "tst_sampler.moc"
