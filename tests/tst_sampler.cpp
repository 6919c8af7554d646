// Worlds dealt by the Sampler agree with everything their seat sees (R6) and with the piles the
// card log implies (R3.2), and are themselves games that play on to the end. The checks here
// recompute pools and histories from the log on their own, without the sampler's internals.
#include "razzia/policy.h"
#include "razzia/sampler.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace razzia;

namespace {

using Counts = std::array<int, Card::kTypes>;

// The position under check, for failure messages.
QString g_where;

#define SAMPLER_CHECK(cond)                                                                        \
    QVERIFY2(cond, qPrintable(g_where + QStringLiteral(": ") + QLatin1String(#cond)))

void addHand(Counts &counts, const Hand &hand)
{
    for (int i = 0; i < hand.size; ++i)
        ++counts[hand.cards[i].code()];
}

Counts deckOf(const Game &g)
{
    Counts c{};
    for (int t = 0; t < Card::kTypes; ++t)
        c[t] = g.variant().deck[t];
    return c;
}

Counts pileOf(const Game &g)
{
    Counts c{};
    for (int i = 0; i < g.drawPileSize(); ++i)
        ++c[g.drawPile()[i].code()];
    return c;
}

// What the seat cannot see: the other hands and the draw pile.
Counts hiddenCards(const Game &g, int seat)
{
    Counts c = pileOf(g);
    for (int j = 0; j < g.players(); ++j) {
        if (j != seat)
            addHand(c, g.hand(j));
    }
    return c;
}

BillSet hiddenBills(const Game &g, int seat)
{
    BillSet b;
    for (int i = 0; i < g.supplySize(); ++i)
        ++b.count[g.supply()[i]];
    if (g.pendingBill() >= 0 && seat != g.dealer())
        ++b.count[g.pendingBill()];
    return b;
}

int reshuffles(const Game &g)
{
    int n = 0;
    for (int i = 0; i < g.cardLogSize(); ++i)
        n += g.cardLog(i).what == CardLogEntry::Reshuffle;
    return n;
}

// R3.2: pool 0 is the deck; pool k is what was played between the (k-1)-th and the k-th
// reshuffle, the discard pile that became the draw pile.
struct LogPools
{
    std::vector<Counts> composition;
    std::vector<int> poolAt; // the current pool at each log entry
};

LogPools logPools(const Game &g)
{
    LogPools p;
    p.composition.push_back(deckOf(g));
    Counts played{};
    for (int i = 0; i < g.cardLogSize(); ++i) {
        const CardLogEntry e = g.cardLog(i);
        if (e.what == CardLogEntry::Reshuffle) {
            p.composition.push_back(played);
            played = {};
        } else if (e.what == CardLogEntry::Play) {
            ++played[e.code];
        }
        p.poolAt.push_back(int(p.composition.size()) - 1);
    }
    return p;
}

// Replays a log with every card known: each draw leaves the pile of the moment, each play the
// player's hand, a reshuffle turns the played cards into an empty pile; the end is the game's
// hands, pile, and discard plus table.
void checkHistory(const Game &g)
{
    Counts pile = deckOf(g);
    Counts played{};
    std::vector<Counts> hands(g.players(), Counts{});
    for (int i = 0; i < g.cardLogSize(); ++i) {
        const CardLogEntry e = g.cardLog(i);
        switch (e.what) {
        case CardLogEntry::Draw:
            SAMPLER_CHECK(pile[e.code] > 0);
            --pile[e.code];
            ++hands[e.seat][e.code];
            break;
        case CardLogEntry::Play:
            SAMPLER_CHECK(hands[e.seat][e.code] > 0);
            --hands[e.seat][e.code];
            ++played[e.code];
            break;
        case CardLogEntry::Reshuffle:
            SAMPLER_CHECK(pile == Counts{});
            pile = played;
            played = {};
            break;
        }
    }
    for (int j = 0; j < g.players(); ++j) {
        Counts h{};
        addHand(h, g.hand(j));
        SAMPLER_CHECK(h == hands[j]);
    }
    SAMPLER_CHECK(pileOf(g) == pile);
    Counts discarded{};
    for (int i = 0; i < g.discardSize(); ++i)
        ++discarded[g.discard()[i].code()];
    for (int j = 0; j < g.players(); ++j) {
        if (!g.tableCard(j).isNone())
            ++discarded[g.tableCard(j).code()];
    }
    SAMPLER_CHECK(discarded == played);
}

bool sameNegotiation(const Negotiation &a, const Negotiation &b)
{
    return a.bar == b.bar && a.claimantCount == b.claimantCount && a.claimants == b.claimants &&
           a.proposal == b.proposal && a.answers == b.answers && a.answerOrder == b.answerOrder &&
           a.answerCount == b.answerCount && a.answered == b.answered &&
           a.challengers == b.challengers && a.challengerCount == b.challengerCount &&
           a.nextChallenger == b.nextChallenger && a.champion == b.champion &&
           a.championRoll == b.championRoll && a.pool == b.pool;
}

// R6: own and public things are the real ones; hidden ones are the same cards and bills.
void checkSeen(const Game &real, const Game &s, int seat)
{
    SAMPLER_CHECK(s.players() == real.players());
    SAMPLER_CHECK(s.round() == real.round());
    SAMPLER_CHECK(s.dealer() == real.dealer());
    SAMPLER_CHECK(s.firstDealer() == real.firstDealer());
    SAMPLER_CHECK(s.phase() == real.phase());
    SAMPLER_CHECK(s.pendingChance().kind == real.pendingChance().kind);
    const Hand &own = real.hand(seat);
    SAMPLER_CHECK(s.hand(seat).size == own.size);
    SAMPLER_CHECK(
        std::equal(own.cards.begin(), own.cards.begin() + own.size, s.hand(seat).cards.begin()));
    SAMPLER_CHECK(s.chosen(seat) == real.chosen(seat));
    for (int j = 0; j < real.players(); ++j) {
        SAMPLER_CHECK(s.hand(j).size == real.hand(j).size);
        SAMPLER_CHECK(s.tableCard(j) == real.tableCard(j));
        SAMPLER_CHECK(s.money(j) == real.money(j));
        // Other seats choose again in the sample (R3.5): their choice is not known.
        SAMPLER_CHECK(j == seat || s.chosen(j).isNone());
        // Past a hand's end the real game keeps a stale copy of a card it still holds.
        for (int i = s.hand(j).size; i < kHandSize && j != seat; ++i)
            SAMPLER_CHECK(s.hand(j).cards[i].isNone());
    }
    for (int i = s.drawPileSize(); i < Card::kTypes; ++i)
        SAMPLER_CHECK(s.drawPile()[i].isNone());
    // The real seed would let the sample replay the real future (useInternalChance).
    SAMPLER_CHECK(s.seed() != real.seed());
    uint8_t toDecide = real.toDecide();
    if (real.phase() == Phase::Play)
        toDecide =
            uint8_t(((1u << real.players()) - 1) & ~(real.chosen(seat).isNone() ? 0u : 1u << seat));
    SAMPLER_CHECK(s.toDecide() == toDecide);
    for (int b = 0; b < kBarCount; ++b)
        SAMPLER_CHECK(s.barBills(Bar(b)) == real.barBills(Bar(b)));
    SAMPLER_CHECK(s.drawPileSize() == real.drawPileSize());
    SAMPLER_CHECK(s.discardSize() == real.discardSize());
    SAMPLER_CHECK(std::equal(real.discard(), real.discard() + real.discardSize(), s.discard()));
    SAMPLER_CHECK(s.supplySize() == real.supplySize());
    if (seat == real.dealer())
        SAMPLER_CHECK(s.pendingBill() == real.pendingBill());
    else
        SAMPLER_CHECK((s.pendingBill() >= 0) == (real.pendingBill() >= 0));
    SAMPLER_CHECK(sameNegotiation(s.negotiation(), real.negotiation()));
    SAMPLER_CHECK(s.cardLogSize() == real.cardLogSize());
    for (int i = 0; i < real.cardLogSize(); ++i) {
        const CardLogEntry a = real.cardLog(i);
        const CardLogEntry b = s.cardLog(i);
        SAMPLER_CHECK(a.what == b.what && a.seat == b.seat);
        const bool hidden = a.what == CardLogEntry::Draw && a.seat != seat;
        SAMPLER_CHECK(hidden || a.code == b.code);
    }
    SAMPLER_CHECK(hiddenCards(s, seat) == hiddenCards(real, seat));
    SAMPLER_CHECK(hiddenBills(s, seat) == hiddenBills(real, seat));
}

// The witness proves the world consistent with the pools: per pool, own draws + plays and hand
// cards assigned to it + the pile (for the current pool) are its cards; no seat plays a card
// of a pool before drawing one from it, and what it drew and did not play is in its hand.
void checkWitness(const Game &real, const Game &s, int seat, const SampleWitness &w)
{
    const LogPools lp = logPools(real);
    const int pools = int(lp.composition.size());
    const int players = real.players();
    std::vector<Counts> used(pools, Counts{});
    std::vector<std::vector<int>> draws(players, std::vector<int>(pools));
    std::vector<std::vector<int>> plays(players, std::vector<int>(pools));
    for (int i = 0; i < kCardLogCapacity; ++i) {
        const bool otherPlay = i < real.cardLogSize() &&
                               real.cardLog(i).what == CardLogEntry::Play &&
                               real.cardLog(i).seat != seat;
        if (!otherPlay)
            SAMPLER_CHECK(w.playPool[i] == -1);
        if (i >= real.cardLogSize())
            continue;
        const CardLogEntry e = real.cardLog(i);
        if (e.what == CardLogEntry::Draw) {
            if (e.seat == seat)
                ++used[lp.poolAt[i]][e.code];
            else
                ++draws[e.seat][lp.poolAt[i]];
        } else if (otherPlay) {
            const int k = w.playPool[i];
            SAMPLER_CHECK(k >= 0 && k < pools);
            ++used[k][e.code];
            ++plays[e.seat][k];
            SAMPLER_CHECK(plays[e.seat][k] <= draws[e.seat][k]);
        }
    }
    for (int j = 0; j < players; ++j) {
        std::vector<int> held(pools);
        for (int i = 0; i < kHandSize; ++i) {
            const int k = w.handPool[j][i];
            if (j == seat || i >= s.hand(j).size) {
                SAMPLER_CHECK(k == -1);
                continue;
            }
            SAMPLER_CHECK(k >= 0 && k < pools);
            ++used[k][s.hand(j).cards[i].code()];
            ++held[k];
        }
        for (int k = 0; k < pools && j != seat; ++k)
            SAMPLER_CHECK(draws[j][k] - plays[j][k] == held[k]);
    }
    const Counts pile = pileOf(s);
    for (int t = 0; t < Card::kTypes; ++t)
        used[pools - 1][t] += pile[t];
    for (int k = 0; k < pools; ++k)
        SAMPLER_CHECK(used[k] == lp.composition[k]);
}

// Every decision of random seats is accepted until the game is over, with nobody waiting for
// chance: a sample is a game of its own.
void playOut(Game g, uint64_t seed)
{
    std::vector<RandomPolicy> policies;
    for (int j = 0; j < g.players(); ++j)
        policies.emplace_back(seed + uint64_t(j));
    for (int steps = 0; !g.over(); ++steps) {
        const uint8_t bits = g.toDecide();
        SAMPLER_CHECK(bits != 0 && steps < 10000);
        for (int j = 0; j < g.players(); ++j) {
            if ((bits >> j) & 1) {
                const Refusal r = g.decide(j, policies[j].decide(g.view(j)));
                QVERIFY2(r == Refusal::None, describe(r));
            }
        }
    }
}

void checkSample(const Game &real, int seat, const Sampler &sampler, Rng &rng, Game &s,
                 SampleWitness &w)
{
    s = real;
    sampler.sample(s, rng, &w);
    checkSeen(real, s, seat);
    if (QTest::currentTestFailed())
        return;
    checkWitness(real, s, seat, w);
    if (QTest::currentTestFailed())
        return;
    checkHistory(s);
}

struct Coverage
{
    int points = 0;
    int playWithChoices = 0;   // Play, another seat has chosen
    int hiddenPendingBill = 0; // PlaceBill, the viewer is not the dealer
    int afterOneReshuffle = 0;
    int afterTwoReshuffles = 0;
    int ambiguousPlays = 0; // two samples put some play in different pools
    int playedOut = 0;
    int resampled = 0;
};

void checkPoint(const Game &real, Rng &pick, Coverage &cov)
{
    const int players = real.players();
    int seat = int(pick.below(uint32_t(players)));
    if (real.phase() == Phase::PlaceBill && pick.below(2))
        seat = (real.dealer() + 1 + int(pick.below(uint32_t(players - 1)))) % players;
    g_where = QStringLiteral("%1 players, round %2, phase %3, seat %4, log %5")
                  .arg(players)
                  .arg(real.round())
                  .arg(int(real.phase()))
                  .arg(seat)
                  .arg(real.cardLogSize());
    checkHistory(real);
    if (QTest::currentTestFailed())
        return;

    const Sampler sampler(real.view(seat));
    Game first = real;
    Game second = real;
    SampleWitness w1, w2;
    checkSample(real, seat, sampler, pick, first, w1);
    if (QTest::currentTestFailed())
        return;
    checkSample(real, seat, sampler, pick, second, w2);
    if (QTest::currentTestFailed())
        return;

    ++cov.points;
    bool othersChose = false;
    for (int j = 0; j < players; ++j)
        othersChose |= j != seat && !real.chosen(j).isNone();
    cov.playWithChoices += real.phase() == Phase::Play && othersChose;
    cov.hiddenPendingBill += real.phase() == Phase::PlaceBill && seat != real.dealer();
    const int shuffled = reshuffles(real);
    cov.afterOneReshuffle += shuffled >= 1;
    cov.afterTwoReshuffles += shuffled >= 2;
    cov.ambiguousPlays += w1.playPool != w2.playPool;

    if (pick.below(8) == 0) {
        playOut(first, pick.next());
        ++cov.playedOut;
    }
    if (pick.below(8) == 0) {
        // The sample is a real game in its own right: it can be sampled from again.
        const int again = int(pick.below(uint32_t(players)));
        const QString where = g_where;
        g_where += QStringLiteral(", resampled for seat %1").arg(again);
        Game third = first;
        SampleWitness w3;
        checkSample(first, again, Sampler(first.view(again)), pick, third, w3);
        g_where = where;
        ++cov.resampled;
    }
}

// Others' hands as sorted lists, and the pile: one hidden world.
std::vector<std::vector<uint8_t>> world(const Game &g, int seat)
{
    std::vector<std::vector<uint8_t>> w;
    for (int j = 0; j < g.players(); ++j) {
        std::vector<uint8_t> cards;
        if (j != seat) {
            for (int i = 0; i < g.hand(j).size; ++i)
                cards.push_back(g.hand(j).cards[i].code());
        }
        std::sort(cards.begin(), cards.end());
        w.push_back(cards);
    }
    return w;
}

Game playedGame(int players, uint64_t seed, int untilRound)
{
    Game game(Game::Setup{players, 0, seed});
    std::vector<RandomPolicy> policies;
    for (int j = 0; j < players; ++j)
        policies.emplace_back(seed * 31 + uint64_t(j));
    while (!game.over() && !(game.round() >= untilRound && game.phase() == Phase::Play)) {
        const uint8_t bits = game.toDecide();
        for (int j = 0; j < players; ++j) {
            if ((bits >> j) & 1)
                game.decide(j, policies[j].decide(game.view(j)));
        }
    }
    return game;
}

} // namespace

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
