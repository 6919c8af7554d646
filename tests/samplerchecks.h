// What tst_sampler checks a dealt world against (R6, R3.2): pools and histories recomputed
// from the card log on their own, without the sampler's internals. Kept apart so that the
// test file reads as its cases.
#pragma once

#include "razzia/policy.h"
#include "razzia/sampler.h"
#include <QTest>
#include <algorithm>
#include <cmath>
#include <vector>

namespace samplerchecks {

using namespace razzia;

using Counts = std::array<int, Card::kTypes>;

// The position under check, for failure messages.
inline QString g_where;

#define SAMPLER_CHECK(cond)                                                                        \
    QVERIFY2(cond, qPrintable(g_where + QStringLiteral(": ") + QLatin1String(#cond)))

inline void addHand(Counts &counts, const Hand &hand)
{
    for (int i = 0; i < hand.size; ++i)
        ++counts[hand.cards[i].code()];
}

inline Counts deckOf(const Game &g)
{
    Counts c{};
    for (int t = 0; t < Card::kTypes; ++t)
        c[t] = g.variant().deck[t];
    return c;
}

inline Counts pileOf(const Game &g)
{
    Counts c{};
    for (int i = 0; i < g.drawPileSize(); ++i)
        ++c[g.drawPile()[i].code()];
    return c;
}

// What the seat cannot see: the other hands and the draw pile.
inline Counts hiddenCards(const Game &g, int seat)
{
    Counts c = pileOf(g);
    for (int j = 0; j < g.players(); ++j) {
        if (j != seat)
            addHand(c, g.hand(j));
    }
    return c;
}

inline BillSet hiddenBills(const Game &g, int seat)
{
    BillSet b;
    for (int i = 0; i < g.supplySize(); ++i)
        ++b.count[g.supply()[i]];
    if (g.pendingBill() >= 0 && seat != g.dealer())
        ++b.count[g.pendingBill()];
    return b;
}

inline int reshuffles(const Game &g)
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

inline LogPools logPools(const Game &g)
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
inline void checkHistory(const Game &g)
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

inline bool sameNegotiation(const Negotiation &a, const Negotiation &b)
{
    return a.bar == b.bar && a.claimantCount == b.claimantCount && a.claimants == b.claimants &&
           a.proposal == b.proposal && a.answers == b.answers && a.answerOrder == b.answerOrder &&
           a.answerCount == b.answerCount && a.answered == b.answered &&
           a.challengers == b.challengers && a.challengerCount == b.challengerCount &&
           a.nextChallenger == b.nextChallenger && a.champion == b.champion &&
           a.championRoll == b.championRoll && a.pool == b.pool;
}

// R6: own and public things are the real ones; hidden ones are the same cards and bills.
inline void checkSeen(const Game &real, const Game &s, int seat)
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
inline void checkWitness(const Game &real, const Game &s, int seat, const SampleWitness &w)
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
inline void playOut(Game g, uint64_t seed)
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

inline void checkSample(const Game &real, int seat, const Sampler &sampler, Rng &rng, Game &s,
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

inline void checkPoint(const Game &real, Rng &pick, Coverage &cov)
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

inline Game playedGame(int players, uint64_t seed, int untilRound)
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

} // namespace samplerchecks
