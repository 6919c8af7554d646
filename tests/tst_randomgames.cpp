// Bots-only games for every player count with the invariants checked after every decision:
// bills and cards conserved, hands of five at each secret play, the right number of rounds,
// and a game that never waits for chance unless asked to.
//
// RAZZIA_QUICK (any value) plays 1,000 games a count instead of 10,000, for sanitizer builds.
#include "testsupport.h"

#include <QtTest>

using namespace razzia;
using namespace razzia::test;

class TestRandomGames : public QObject
{
    Q_OBJECT

private slots:
    void invariants_data();
    void invariants();
};

namespace {

// Counts rounds as they start; everything else is read from the game.
struct RoundCounter final : EventSink
{
    int rounds = 0;
    int gameOvers = 0;
    void onEvent(const Event &e) override
    {
        rounds += e.kind == EventKind::RoundStarted;
        gameOvers += e.kind == EventKind::GameOver;
    }
};

// Why the game breaks an invariant, or nullptr.
const char *brokenInvariant(const Game &g)
{
    const Variant &v = g.variant();
    const int n = g.players();

    // Bills: on the bars, won (as money), in the supply or in the dealer's hand.
    BillSet unwon;
    for (int b = 0; b < kBarCount; ++b) {
        const BillSet &bar = g.barBills(Bar(b));
        if (!v.barInPlay(Bar(b)) && !bar.empty())
            return "bills on a bar not in play";
        unwon.add(bar);
    }
    for (int i = 0; i < g.supplySize(); ++i)
        ++unwon.count[g.supply()[i]];
    if (g.pendingBill() >= 0)
        ++unwon.count[g.pendingBill()];
    for (int d = 0; d < kDenominations; ++d) {
        if (unwon.count[d] > v.bills.count[d])
            return "more bills of a value than the game uses";
    }
    int32_t money = 0;
    for (int s = 0; s < n; ++s)
        money += g.money(s);
    if (money + unwon.total() != v.bills.total())
        return "money held + bills on bars + supply + pending bill != the bills in use";

    // Cards: in hands (a chosen card stays in its hand), on the table, in the piles.
    DeckCounts cards{};
    int count = g.drawPileSize() + g.discardSize();
    for (int s = 0; s < n; ++s) {
        const Hand &h = g.hand(s);
        if (h.size > kHandSize)
            return "a hand holds more than five cards";
        for (int i = 0; i < h.size; ++i)
            ++cards[h.cards[i].code()];
        count += h.size;
        const Card t = g.tableCard(s);
        if (!t.isNone()) {
            ++cards[t.code()];
            ++count;
        }
        if (!g.chosen(s).isNone() && h.indexOf(g.chosen(s)) < 0)
            return "a chosen card is not in its hand";
    }
    if (count != v.deckSize)
        return "hands + draw pile + discard + table != the deck";
    for (int i = 0; i < g.drawPileSize(); ++i)
        ++cards[g.drawPile()[i].code()];
    for (int i = 0; i < g.discardSize(); ++i)
        ++cards[g.discard()[i].code()];
    if (cards != v.deck)
        return "the cards in the game are not the deck for this player count";

    if (!g.over() && g.toDecide() == 0)
        return "nobody must decide, yet the game is not over (no external chance)";
    if (g.pendingChance().kind != ChanceKind::None)
        return "the game waits for chance it should draw itself";
    return nullptr;
}

int gamesPerCount()
{
    return qEnvironmentVariableIsSet("RAZZIA_QUICK") ? 1000 : 10000;
}

} // namespace

void TestRandomGames::invariants_data()
{
    QTest::addColumn<int>("players");
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n)
        QTest::addRow("R2-R5 %d players", n) << n;
}

void TestRandomGames::invariants()
{
    QFETCH(int, players);
    const int games = gamesPerCount();
    const Variant &v = variantFor(players);
    int64_t decisions = 0;
    for (int i = 0; i < games; ++i) {
        const uint64_t seed = uint64_t(players) * 1'000'003u + uint64_t(i);
        // The engine takes a quicker path when nobody watches: half the games have no sink.
        RoundCounter counter;
        Game game(Game::Setup{players, i % players, seed, false}, i % 2 ? &counter : nullptr);
        RandomSeats bots(seed, players);
        int lastRound = 1;
        int lastPlayRound = 0;
        for (;;) {
            if (const char *broken = brokenInvariant(game))
                QFAIL(qPrintable(QStringLiteral("seed %1, round %2, after %3 decisions: %4")
                                     .arg(seed)
                                     .arg(game.round())
                                     .arg(decisions)
                                     .arg(QLatin1String(broken))));
            if (game.round() != lastRound && game.round() != lastRound + 1)
                QFAIL(qPrintable(QStringLiteral("seed %1: round %2 follows round %3")
                                     .arg(seed)
                                     .arg(game.round())
                                     .arg(lastRound)));
            lastRound = game.round();
            // Every hand holds five cards when a secret play starts (R2.4, R3.2).
            if (game.phase() == Phase::Play && game.round() != lastPlayRound) {
                lastPlayRound = game.round();
                for (int s = 0; s < players; ++s) {
                    if (game.hand(s).size != kHandSize || !game.chosen(s).isNone())
                        QFAIL(qPrintable(QStringLiteral("seed %1, round %2: seat %3 starts the "
                                                        "play with %4 cards")
                                             .arg(seed)
                                             .arg(game.round())
                                             .arg(s)
                                             .arg(game.hand(s).size)));
                }
            }
            if (!stepOnce(game, bots))
                break;
            ++decisions;
        }
        const bool counted = i % 2 == 0 || (counter.rounds == v.rounds && counter.gameOvers == 1);
        if (!game.over() || game.round() != v.rounds || lastPlayRound != v.rounds || !counted)
            QFAIL(qPrintable(QStringLiteral("seed %1: the game ended in round %2, expected %3 "
                                            "rounds (R2.1, R3.7)")
                                 .arg(seed)
                                 .arg(game.round())
                                 .arg(v.rounds)));
    }
    qInfo("%d games, %lld decisions", games, static_cast<long long>(decisions));
}

QTEST_GUILESS_MAIN(TestRandomGames)
#include "tst_randomgames.moc"
