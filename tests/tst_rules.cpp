// Rules cases for one reveal (R3.5, R3.6, R4, R5) played through Game::fromPosition. Refused
// decisions are in tst_refusals, whole-game rules (R2, R3) in tst_gamerules.
#include "testsupport.h"

#include <QtTest>

#include <utility>
#include <vector>

using namespace razzia;
using namespace razzia::test;

namespace {

struct Duel
{
    int winner = -1;
    int loser = -1;
    bool tie = false;
    friend bool operator==(const Duel &, const Duel &) = default;
};

// One reveal: the position, every decision and roll, and what must come of it.
struct RuleCase
{
    int players = 4;
    int dealer = 0;
    std::array<int32_t, kMaxPlayers> money{};
    std::array<BillSet, kBarCount> bars{};
    std::array<Card, kMaxPlayers> plays{};
    std::array<Proposal, kBarCount> proposals{};
    std::array<std::array<bool, kMaxPlayers>, kBarCount> accepts{};
    std::vector<int> dice;

    std::array<int32_t, kMaxPlayers> moneyAfter{};
    std::array<BillSet, kBarCount> barsAfter{};
    std::array<BarOutcome, kBarCount> outcomes{};
    std::vector<int> answerOrder; // seats asked, in order, over all bars (R5.3)
    std::vector<int> rollers;     // seats that rolled, in order (R5.6)
    std::vector<Duel> duels;

    RuleCase(int n, int d) : players(n), dealer(d) {}
    RuleCase() = default;

    RuleCase &bar(Bar b, std::initializer_list<int32_t> dollars)
    {
        bars[int(b)] = bills(dollars);
        return *this;
    }
    RuleCase &startMoney(std::initializer_list<int32_t> dollars)
    {
        std::copy(dollars.begin(), dollars.end(), money.begin());
        return *this;
    }
    RuleCase &play(std::initializer_list<Card> cards)
    {
        std::copy(cards.begin(), cards.end(), plays.begin());
        return *this;
    }
    RuleCase &share(Bar b, int seat, std::initializer_list<int32_t> dollars)
    {
        proposals[int(b)].shares[seat] = bills(dollars);
        return *this;
    }
    RuleCase &accept(Bar b, int seat)
    {
        accepts[int(b)][seat] = true;
        return *this;
    }
    RuleCase &roll(std::initializer_list<int> values)
    {
        dice = values;
        return *this;
    }
    // Expectations.
    RuleCase &endMoney(std::initializer_list<int32_t> dollars)
    {
        std::copy(dollars.begin(), dollars.end(), moneyAfter.begin());
        return *this;
    }
    RuleCase &left(Bar b, std::initializer_list<int32_t> dollars)
    {
        barsAfter[int(b)] = bills(dollars);
        return *this;
    }
    RuleCase &outcome(Bar b, BarOutcome o)
    {
        outcomes[int(b)] = o;
        return *this;
    }
    RuleCase &asked(std::initializer_list<int> seats)
    {
        answerOrder = seats;
        return *this;
    }
    RuleCase &rolled(std::initializer_list<int> seats)
    {
        rollers = seats;
        return *this;
    }
    RuleCase &duel(int winner, int loser, bool tie = false)
    {
        duels.push_back({winner, loser, tie});
        return *this;
    }
};

Position positionFor(const RuleCase &c)
{
    return positionAtPlay(c.players, c.dealer, c.money, c.bars, c.plays);
}

int onlySeat(uint8_t mask)
{
    if (mask == 0 || (mask & (mask - 1)) != 0)
        return -1;
    int s = 0;
    while (!((mask >> s) & 1))
        ++s;
    return s;
}

// Plays the reveal of `c` and answers every proposal, answer and die until the round is over.
// The seat asked to answer is read from toDecide() (R5.3), which must name exactly one seat.
void resolveRound(Game &game, const RuleCase &c, std::vector<int> &asked)
{
    for (int s = 0; s < c.players; ++s)
        QCOMPARE(game.decide(s, Decision::playCard(c.plays[s])), Refusal::None);
    size_t die = 0;
    for (int guard = 0; guard < 100; ++guard) {
        const PendingChance chance = game.pendingChance();
        if (chance.kind == ChanceKind::RollDie) {
            QVERIFY2(die < c.dice.size(), "the game rolls more dice than the case gives");
            QCOMPARE(game.supplyDie(c.dice[die++]), Refusal::None);
            continue;
        }
        if (game.phase() != Phase::Proposal && game.phase() != Phase::Answer)
            break;
        const int seat = onlySeat(game.toDecide());
        QVERIFY2(seat >= 0, "exactly one seat decides in a negotiation");
        const Bar bar = game.negotiation().bar;
        if (game.phase() == Phase::Proposal) {
            QCOMPARE(seat, game.negotiation().proposer());
            QCOMPARE(game.decide(seat, Decision::propose(c.proposals[int(bar)])), Refusal::None);
        } else {
            asked.push_back(seat);
            QCOMPARE(game.decide(seat, Decision::answer(c.accepts[int(bar)][seat])), Refusal::None);
        }
    }
    QCOMPARE(die, c.dice.size());
}

} // namespace

Q_DECLARE_METATYPE(RuleCase)

class TestRules : public QObject
{
    Q_OBJECT

private slots:
    void reveal_data();
    void reveal();
};

void TestRules::reveal_data()
{
    using enum Bar;
    using O = BarOutcome;
    QTest::addColumn<RuleCase>("rules");

    QTest::newRow("R4.6 lone gambler takes every bill")
        << RuleCase(4, 1)
               .startMoney({5000, 10000, 0, 20000})
               .bar(Havanna, {5000, 50000, 50000})
               .play({gambler(Havanna, 3), police(Colibri, 4), gambler(Jungle, 2),
                      police(Lincoln, 6)})
               .endMoney({110000, 10000, 0, 20000})
               .outcome(Colibri, O::FailedRaid)
               .outcome(Havanna, O::Taken)
               .outcome(Jungle, O::NoBills)
               .outcome(Lincoln, O::FailedRaid);

    // Police 6 proposes; police 5 accepts $10,000, police 3 refuses and wins the duel 8 to 7.
    QTest::newRow("R4.3 R5 raid with several police")
        << RuleCase(7, 0)
               .bar(Jungle, {20000, 10000, 5000})
               .bar(Jazz, {15000})
               .play({gambler(Jungle, 6), police(Jungle, 5), police(Jungle, 3), police(Jungle, 6),
                      gambler(Jungle, 2), gambler(Colibri, 1), gambler(Jazz, 4)})
               .share(Jungle, 3, {20000})
               .share(Jungle, 1, {10000})
               .share(Jungle, 2, {5000})
               .accept(Jungle, 1)
               .roll({1, 5})
               .endMoney({0, 10000, 25000, 0, 0, 0, 15000})
               .outcome(Colibri, O::NoBills)
               .outcome(Jungle, O::Shared)
               .outcome(Jazz, O::Taken)
               .asked({1, 2})
               .rolled({3, 2})
               .duel(2, 3);

    QTest::newRow("R4.2 failed raid")
        << RuleCase(5, 3)
               .startMoney({0, 5000, 0, 0, 0})
               .bar(Lincoln, {30000, 40000})
               .bar(Cotton, {10000})
               .play({police(Lincoln, 3), police(Lincoln, 6), gambler(Cotton, 5),
                      gambler(Colibri, 5), police(Jazz, 4)})
               .endMoney({0, 5000, 10000, 0, 0})
               .left(Lincoln, {30000, 40000})
               .outcome(Colibri, O::NoBills)
               .outcome(Cotton, O::Taken)
               .outcome(Lincoln, O::FailedRaid)
               .outcome(Jazz, O::FailedRaid);

    QTest::newRow("R4.5 empty bar with claimants: no negotiation")
        << RuleCase(6, 2)
               .bar(Jazz, {25000})
               .play({gambler(Havanna, 6), gambler(Havanna, 5), gambler(Havanna, 1),
                      police(Jazz, 4), gambler(Jazz, 2), gambler(Cotton, 3)})
               .endMoney({0, 0, 0, 25000, 0, 0})
               .outcome(Cotton, O::NoBills)
               .outcome(Havanna, O::NoBills)
               .outcome(Jazz, O::Taken);

    QTest::newRow("R5.6 two-claimant duel tie won by the lower card")
        << RuleCase(4, 0)
               .startMoney({0, 0, 0, 10000})
               .bar(Colibri, {15000, 20000, 25000})
               .bar(Havanna, {5000})
               .play({gambler(Cotton, 1), gambler(Colibri, 6), police(Havanna, 3),
                      gambler(Colibri, 2)})
               .share(Colibri, 1, {25000, 20000})
               .share(Colibri, 3, {15000})
               .roll({1, 5})
               .endMoney({0, 0, 0, 70000})
               .left(Havanna, {5000})
               .outcome(Colibri, O::Shared)
               .outcome(Cotton, O::NoBills)
               .outcome(Havanna, O::FailedRaid)
               .asked({3})
               .rolled({1, 3})
               .duel(3, 1, true);

    // Ranks 6 (seat 1), 4 (2), 3 (4), 2 (0), 1 (3); seat 4 accepts, the others refuse. The
    // proposer meets the lowest refuser first (seat 3), then seat 2, then seat 0 (R5.6).
    QTest::newRow("R5.6 three refusers duel order")
        << RuleCase(6, 5)
               .startMoney({0, 20000, 0, 0, 0, 0})
               .bar(Cotton, {5000, 10000, 15000, 20000, 25000})
               .play({gambler(Cotton, 2), gambler(Cotton, 6), gambler(Cotton, 4),
                      gambler(Cotton, 1), gambler(Cotton, 3), gambler(Jazz, 5)})
               .share(Cotton, 0, {10000})
               .share(Cotton, 1, {25000})
               .share(Cotton, 2, {20000})
               .share(Cotton, 3, {5000})
               .share(Cotton, 4, {15000})
               .accept(Cotton, 4)
               .roll({2, 6, 3, 5, 1, 4})
               .endMoney({60000, 20000, 0, 0, 15000, 0})
               .outcome(Cotton, O::Shared)
               .outcome(Jazz, O::NoBills)
               .asked({2, 3, 4, 0})
               .rolled({1, 3, 1, 2, 2, 0})
               .duel(1, 3)
               .duel(2, 1, true)
               .duel(0, 2);

    // The dealer (distance 0) outranks seat 1 with the same card: it proposes, and it loses
    // the tied duel as the higher-ranked of the two.
    QTest::newRow("R5.1 equal cards at 8 players, the dealer among them")
        << RuleCase(8, 3)
               .bar(Lincoln, {40000, 10000})
               .bar(Jazz, {20000})
               .bar(Havanna, {5000})
               .play({gambler(Jungle, 4), gambler(Lincoln, 3), police(Jungle, 5),
                      gambler(Lincoln, 3), gambler(Jazz, 6), police(Colibri, 5), gambler(Cotton, 1),
                      police(Havanna, 4)})
               .share(Lincoln, 3, {40000, 10000})
               .roll({4, 4})
               .endMoney({0, 50000, 0, 0, 20000, 0, 0, 0})
               .left(Havanna, {5000})
               .outcome(Colibri, O::FailedRaid)
               .outcome(Cotton, O::NoBills)
               .outcome(Havanna, O::FailedRaid)
               .outcome(Jungle, O::NoBills)
               .outcome(Lincoln, O::Shared)
               .outcome(Jazz, O::Taken)
               .asked({1})
               .rolled({3, 1})
               .duel(1, 3, true);

    QTest::newRow("R5.1 equal cards at 7 players, counted clockwise past seat 0")
        << RuleCase(7, 5)
               .bar(Colibri, {50000, 5000})
               .play({gambler(Colibri, 4), gambler(Cotton, 6), gambler(Cotton, 1),
                      gambler(Cotton, 2), police(Lincoln, 3), gambler(Jazz, 3),
                      gambler(Colibri, 4)})
               .share(Colibri, 6, {50000})
               .share(Colibri, 0, {5000})
               .accept(Colibri, 0)
               .endMoney({5000, 0, 0, 0, 0, 0, 50000})
               .outcome(Colibri, O::Shared)
               .outcome(Cotton, O::NoBills)
               .outcome(Lincoln, O::FailedRaid)
               .outcome(Jazz, O::NoBills)
               .asked({0});

    QTest::newRow("R5.4 all accept, the proposer keeps nothing")
        << RuleCase(5, 0)
               .startMoney({10000, 0, 0, 0, 0})
               .bar(Jazz, {50000, 40000, 5000})
               .play({gambler(Jazz, 2), gambler(Jazz, 6), gambler(Jazz, 1), police(Cotton, 3),
                      police(Cotton, 6)})
               .share(Jazz, 0, {50000, 40000})
               .share(Jazz, 2, {5000})
               .accept(Jazz, 0)
               .accept(Jazz, 2)
               .endMoney({100000, 0, 5000, 0, 0})
               .outcome(Cotton, O::FailedRaid)
               .outcome(Jazz, O::Shared)
               .asked({2, 0});

    // Ranks: seat 4 (6), seat 2 (5), seat 0 (4), seat 5 (1). Answers go clockwise from the
    // proposer, not by rank: 5, 0, 2. Seat 0 refuses, loses the duel, and gets nothing.
    QTest::newRow("R5.3 answers clockwise from the proposer, R5.5 accepted shares paid")
        << RuleCase(6, 0)
               .bar(Havanna, {10000, 20000, 30000, 40000})
               .play({gambler(Havanna, 4), police(Colibri, 3), gambler(Havanna, 5),
                      gambler(Jungle, 1), gambler(Havanna, 6), gambler(Havanna, 1)})
               .share(Havanna, 4, {40000})
               .share(Havanna, 2, {30000})
               .share(Havanna, 0, {20000})
               .share(Havanna, 5, {10000})
               .accept(Havanna, 5)
               .accept(Havanna, 2)
               .roll({3, 3})
               .endMoney({0, 0, 30000, 0, 60000, 10000})
               .outcome(Colibri, O::FailedRaid)
               .outcome(Havanna, O::Shared)
               .outcome(Jungle, O::NoBills)
               .asked({5, 0, 2})
               .rolled({4, 0})
               .duel(4, 0);

    // Two bars share in one reveal: dice are used in reading order (R3.6, R7.2).
    QTest::newRow("R3.6 two negotiations resolved in reading order")
        << RuleCase(4, 2)
               .bar(Cotton, {5000})
               .bar(Jazz, {10000, 15000})
               .play({gambler(Jazz, 5), gambler(Cotton, 4), gambler(Jazz, 3), gambler(Cotton, 6)})
               .share(Cotton, 3, {5000})
               .share(Jazz, 0, {10000})
               .share(Jazz, 2, {15000})
               .roll({6, 1, 2, 6})
               .endMoney({0, 0, 25000, 5000})
               .outcome(Cotton, O::Shared)
               .outcome(Jazz, O::Shared)
               .asked({1, 2})
               .rolled({3, 1, 0, 2})
               .duel(3, 1)
               .duel(2, 0);
}

void TestRules::reveal()
{
    QFETCH(RuleCase, rules);
    EventLog log;
    Game game = Game::fromPosition(positionFor(rules), &log);
    QCOMPARE(game.phase(), Phase::Play);
    std::vector<int> asked;
    resolveRound(game, rules, asked);
    if (QTest::currentTestFailed())
        return;

    // The round is over: the game waits for the next refill (R3.2).
    QCOMPARE(game.phase(), Phase::Deal);
    QCOMPARE(game.pendingChance().kind, ChanceKind::DrawCard);
    QCOMPARE(game.round(), 2);
    QList<int32_t> money, moneyAfter;
    for (int s = 0; s < rules.players; ++s) {
        money.append(game.money(s));
        moneyAfter.append(rules.moneyAfter[s]);
    }
    QCOMPARE(money, moneyAfter);
    for (int b = 0; b < game.variant().bars; ++b)
        QCOMPARE(game.barBills(Bar(b)), rules.barsAfter[b]);
    QCOMPARE(QList<int>(asked.begin(), asked.end()),
             QList<int>(rules.answerOrder.begin(), rules.answerOrder.end()));

    // Without a sink the engine takes a quicker path through the bars: the same round.
    Game quiet = Game::fromPosition(positionFor(rules));
    std::vector<int> quietAsked;
    resolveRound(quiet, rules, quietAsked);
    QCOMPARE(quietAsked, asked);
    for (int s = 0; s < rules.players; ++s)
        QCOMPARE(quiet.money(s), game.money(s));
    for (int b = 0; b < kBarCount; ++b)
        QCOMPARE(quiet.barBills(Bar(b)), game.barBills(Bar(b)));

    std::vector<BarOutcome> outcomes;
    std::vector<int> rollers;
    std::vector<Duel> duels;
    // What the table reads from the events: claimants ranked (R5.1), and each duel's
    // challenger and tie rule announced with the champion's roll (R5.6).
    int champion = -1, challenger = -1;
    bool tieToChallenger = false;
    std::vector<std::pair<Bar, bool>> lastDuel; // each duel's bar, and whether it is said last
    for (const Event &e : log.events) {
        if (e.kind == EventKind::BarResolved) {
            QCOMPARE(int(e.bar), int(outcomes.size())); // R3.6: reading order
            outcomes.push_back(e.outcome);
            QCOMPARE(int(e.seat), e.count ? int(e.ranked[0]) : -1);
            if (e.outcome == BarOutcome::Shared)
                QVERIFY(e.count >= 2);
            if (e.outcome == BarOutcome::Taken)
                QCOMPARE(int(e.count), 1);
            for (int i = 1; i < e.count; ++i)
                QVERIFY(outranks(e.ranked[i - 1], rules.plays[e.ranked[i - 1]], e.ranked[i],
                                 rules.plays[e.ranked[i]], rules.players, rules.dealer));
        } else if (e.kind == EventKind::DieRolled) {
            rollers.push_back(e.seat);
            QCOMPARE(e.total, int16_t(e.value + rules.plays[e.seat].value()));
            if (champion < 0) {
                champion = e.seat;
                challenger = e.other;
                tieToChallenger = e.flag;
                QVERIFY(e.bills.total() > 0);
                lastDuel.push_back({e.bar, e.last});
            } else {
                QCOMPARE(int(e.seat), challenger);
                QCOMPARE(int(e.other), champion);
                QCOMPARE(e.last, lastDuel.back().second);
            }
        } else if (e.kind == EventKind::DuelWon) {
            duels.push_back({e.seat, e.other, e.flag});
            if (e.flag)
                QCOMPARE(int(e.seat), tieToChallenger ? challenger : champion);
            champion = -1;
        }
    }
    QCOMPARE(int(outcomes.size()), game.variant().bars);
    for (int b = 0; b < game.variant().bars; ++b)
        QCOMPARE(outcomes[b], rules.outcomes[b]);
    QCOMPARE(QList<int>(rollers.begin(), rollers.end()),
             QList<int>(rules.rollers.begin(), rules.rollers.end()));
    QCOMPARE(int(duels.size()), int(rules.duels.size()));
    // One duel a refuser (R5.6): the dice of a bar's last duel say so, for the winner takes
    // the pool.
    for (size_t i = 0; i < lastDuel.size(); ++i)
        QCOMPARE(lastDuel[i].second,
                 i + 1 == lastDuel.size() || lastDuel[i + 1].first != lastDuel[i].first);
    for (size_t i = 0; i < duels.size(); ++i) {
        QCOMPARE(duels[i].winner, rules.duels[i].winner);
        QCOMPARE(duels[i].loser, rules.duels[i].loser);
        QCOMPARE(duels[i].tie, rules.duels[i].tie);
    }
}

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
