// Refused decisions and chance outcomes (R7, decision.h): each leaves the game exactly as it was,
// which is compared through every public accessor.
#include "testsupport.h"

#include <QtTest>

using namespace razzia;
using namespace razzia::test;

class TestRefusals : public QObject
{
    Q_OBJECT

private slots:
    void refusals_data();
    void refusals();
    void chanceRefusals_data();
    void chanceRefusals();
};

namespace {

// Everything a game shows through its public accessors, as bytes.
QByteArray snapshot(const Game &g)
{
    QByteArray b;
    auto put = [&b](int v) { b += QByteArray::number(v) + ','; };
    auto putBills = [&put](const BillSet &bills) {
        for (uint8_t c : bills.count)
            put(c);
    };
    put(int(g.phase()));
    put(g.toDecide());
    put(int(g.pendingChance().kind));
    put(g.pendingChance().seat);
    put(g.round());
    put(g.dealer());
    put(g.pendingBill());
    for (int s = 0; s < g.players(); ++s) {
        put(g.hand(s).size);
        for (int i = 0; i < g.hand(s).size; ++i)
            put(g.hand(s).cards[i].code());
        put(g.chosen(s).code());
        put(g.tableCard(s).code());
        put(g.money(s));
    }
    for (int bar = 0; bar < kBarCount; ++bar)
        putBills(g.barBills(Bar(bar)));
    put(g.drawPileSize());
    for (int i = 0; i < g.drawPileSize(); ++i)
        put(g.drawPile()[i].code());
    put(g.discardSize());
    for (int i = 0; i < g.discardSize(); ++i)
        put(g.discard()[i].code());
    put(g.supplySize());
    for (int i = 0; i < g.supplySize(); ++i)
        put(g.supply()[i]);
    const Negotiation &n = g.negotiation();
    put(int(n.bar));
    put(n.claimantCount);
    for (int i = 0; i < kMaxPlayers; ++i) {
        put(n.claimants[i]);
        put(n.answers[i]);
        put(n.answerOrder[i]);
        put(n.challengers[i]);
        putBills(n.proposal.shares[i]);
    }
    put(n.answerCount);
    put(n.answered);
    put(n.challengerCount);
    put(n.nextChallenger);
    put(n.champion);
    put(n.championRoll);
    putBills(n.pool);
    put(g.cardLogSize());
    return b;
}

// The situations the refusal cases start from. In all but PlaceBill: four players, dealer 0;
// the Colibri holds $20,000 and $5,000 and gets gambler 6 (seat 0), 2 (seat 1) and 1 (seat 3);
// seat 2 plays at the Cotton Club. Seat 0 proposes; seats 1 then 3 answer (R5.3).
enum class Situation
{
    Play,          // nobody has chosen
    PlayOneChosen, // seat 1 has chosen
    Proposal,      // seat 0 must propose
    Answer,        // seat 0 proposed $20,000 for itself, $5,000 for seat 1; seat 1 answers
    SecondAnswer,  // seat 1 refused; seat 3 answers
    DuelDie,       // seat 3 accepted; seat 0 must roll
    DrawCard,      // all accepted; the next refill waits for a card
    DealBill,      // the refill is done; the bill deal waits (no $50,000 bill is left)
    PlaceBill,     // a three-player game; dealer 1 must place the last bill
    Over,          // the same reveal in the last round: the game is over (R3.7)
};

const std::array<Card, kMaxPlayers> kPlays = {gambler(Bar::Colibri, 6), gambler(Bar::Colibri, 2),
                                              gambler(Bar::Cotton, 4), gambler(Bar::Colibri, 1)};

Proposal exactProposal()
{
    Proposal p;
    p.shares[0] = bills({20000});
    p.shares[1] = bills({5000});
    return p;
}

Game makeSituation(Situation which)
{
    if (which == Situation::PlaceBill)
        return Game(Game::Setup{3, 1, 77, false});
    std::array<BillSet, kBarCount> bars{};
    bars[int(Bar::Colibri)] = bills({20000, 5000});
    Position p = positionAtPlay(4, 0, {}, bars, kPlays);
    p.supply.count[denominationOf(50000)] = 0;
    if (which == Situation::Over) {
        p.supply = BillSet{};
        p.round = 12;
    }
    Game g = Game::fromPosition(p);
    if (which == Situation::Play)
        return g;
    g.decide(1, Decision::playCard(kPlays[1]));
    if (which == Situation::PlayOneChosen)
        return g;
    for (int s : {0, 2, 3})
        g.decide(s, Decision::playCard(kPlays[s]));
    if (which == Situation::Proposal)
        return g;
    g.decide(0, Decision::propose(exactProposal()));
    if (which == Situation::Answer)
        return g;
    const bool allAccept =
        which == Situation::DrawCard || which == Situation::DealBill || which == Situation::Over;
    g.decide(1, Decision::answer(allAccept));
    if (which == Situation::SecondAnswer)
        return g;
    g.decide(3, Decision::answer(true));
    if (which == Situation::DuelDie || which == Situation::DrawCard || which == Situation::Over)
        return g;
    while (g.pendingChance().kind == ChanceKind::DrawCard)
        g.supplyCard(g.drawPile()[0]);
    return g;
}

// Whether the game stands where the situation says, so that a refusal is tested where meant.
bool reached(const Game &g, Situation which)
{
    const PendingChance chance = g.pendingChance();
    switch (which) {
    case Situation::Play:
        return g.phase() == Phase::Play && g.toDecide() == 0b1111;
    case Situation::PlayOneChosen:
        return g.phase() == Phase::Play && g.toDecide() == 0b1101;
    case Situation::Proposal:
        return g.phase() == Phase::Proposal && g.toDecide() == 0b0001;
    case Situation::Answer:
        return g.phase() == Phase::Answer && g.toDecide() == 0b0010;
    case Situation::SecondAnswer:
        return g.phase() == Phase::Answer && g.toDecide() == 0b1000;
    case Situation::DuelDie:
        return chance.kind == ChanceKind::RollDie && chance.seat == 0;
    case Situation::DrawCard:
        return chance.kind == ChanceKind::DrawCard && chance.seat == 2;
    case Situation::DealBill:
        return chance.kind == ChanceKind::DealBill;
    case Situation::PlaceBill:
        return g.phase() == Phase::PlaceBill && g.toDecide() == 0b010;
    case Situation::Over:
        return g.over() && g.toDecide() == 0;
    }
    return false;
}

} // namespace

Q_DECLARE_METATYPE(Situation)
Q_DECLARE_METATYPE(Decision)

void TestRefusals::refusals_data()
{
    using enum Bar;
    QTest::addColumn<Situation>("situation");
    QTest::addColumn<int>("seat");
    QTest::addColumn<Decision>("decision");
    QTest::addColumn<Refusal>("refusal");
    using S = Situation;
    using R = Refusal;
    const Decision seat0Card = Decision::playCard(gambler(Colibri, 6));
    const Decision seat1Card = Decision::playCard(gambler(Colibri, 2));
    const Decision exact = Decision::propose(exactProposal());
    auto propose = [](std::initializer_list<std::pair<int, BillSet>> shares) {
        Proposal p;
        for (const auto &[seat, set] : shares)
            p.shares[seat] = set;
        return Decision::propose(p);
    };

    QTest::newRow("R2.2 wrong seat: past the last seat")
        << S::Play << 4 << seat0Card << R::NoSuchSeat;
    QTest::newRow("R2.2 wrong seat: negative") << S::Play << -1 << seat0Card << R::NoSuchSeat;
    QTest::newRow("R3.5 card not in hand") << S::Play << 0 << seat1Card << R::CardNotInHand;
    QTest::newRow("R3.5 card of a bar not in play")
        << S::Play << 0 << Decision::playCard(gambler(Jazz, 6)) << R::CardNotInHand;
    QTest::newRow("R3.5 deciding twice") << S::PlayOneChosen << 1 << seat1Card << R::AlreadyChosen;
    QTest::newRow("R3.5 an answer instead of a card")
        << S::Play << 0 << Decision::answer(true) << R::WrongDecision;
    QTest::newRow("R3.3 bar not in play with 3 players: Lincoln")
        << S::PlaceBill << 1 << Decision::placeBill(Lincoln) << R::BarNotInPlay;
    QTest::newRow("R3.3 bar not in play with 3 players: Jazz House")
        << S::PlaceBill << 1 << Decision::placeBill(Jazz) << R::BarNotInPlay;
    QTest::newRow("R3.3 wrong seat: the bill is the dealer's")
        << S::PlaceBill << 0 << Decision::placeBill(Colibri) << R::NotYourTurn;
    QTest::newRow("R3.3 a card before the last bill is placed")
        << S::PlaceBill << 1 << seat0Card << R::WrongDecision;
    QTest::newRow("R5.2 wrong seat: a claimant who does not propose")
        << S::Proposal << 1 << exact << R::NotYourTurn;
    QTest::newRow("R5.2 proposal not exact: a bill missing")
        << S::Proposal << 0 << propose({{0, bills({20000})}}) << R::ProposalNotExact;
    QTest::newRow("R5.2 proposal not exact: a bill too many")
        << S::Proposal << 0 << propose({{0, bills({20000, 5000})}, {3, bills({5000})}})
        << R::ProposalNotExact;
    QTest::newRow("R5.2 proposal not exact: bills changed")
        << S::Proposal << 0 << propose({{0, bills({10000, 10000})}, {1, bills({5000})}})
        << R::ProposalNotExact;
    {
        // 2 + 255 copies of $5,000 add up to 1 in a byte: the bar's one bill, were it not checked.
        Proposal wrap;
        wrap.shares[0] = bills({20000, 5000, 5000});
        wrap.shares[1].count[denominationOf(5000)] = 255;
        QTest::newRow("R5.2 proposal not exact: counts that wrap around a byte")
            << S::Proposal << 0 << Decision::propose(wrap) << R::ProposalNotExact;
    }
    QTest::newRow("R5.2 bills to a non-claimant")
        << S::Proposal << 0 << propose({{0, bills({20000})}, {2, bills({5000})}})
        << R::ShareToNonClaimant;
    QTest::newRow("R5.2 bills to a seat beyond the table")
        << S::Proposal << 0 << propose({{0, bills({20000})}, {6, bills({5000})}})
        << R::ShareToNonClaimant;
    QTest::newRow("R5.2 a card instead of a proposal")
        << S::Proposal << 0 << seat0Card << R::WrongDecision;
    QTest::newRow("R5.3 answer out of turn")
        << S::Answer << 3 << Decision::answer(true) << R::NotYourTurn;
    QTest::newRow("R5.3 answer by the proposer")
        << S::Answer << 0 << Decision::answer(true) << R::NotYourTurn;
    QTest::newRow("R5.3 answer by a non-claimant")
        << S::Answer << 2 << Decision::answer(false) << R::NotYourTurn;
    QTest::newRow("R5.3 a proposal instead of an answer")
        << S::Answer << 1 << exact << R::WrongDecision;
    QTest::newRow("R5.3 deciding twice: answering again")
        << S::SecondAnswer << 1 << Decision::answer(true) << R::NotYourTurn;
    QTest::newRow("R5.6 a decision while a die is awaited")
        << S::DuelDie << 0 << Decision::answer(true) << R::WaitingForChance;
    QTest::newRow("R3.2 a card while the refill waits")
        << S::DrawCard << 0 << seat0Card << R::WaitingForChance;
    QTest::newRow("R3.7 a decision after the game is over")
        << S::Over << 0 << seat0Card << R::GameOver;
}

void TestRefusals::refusals()
{
    QFETCH(Situation, situation);
    QFETCH(int, seat);
    QFETCH(Decision, decision);
    QFETCH(Refusal, refusal);

    Game game = makeSituation(situation);
    QVERIFY(reached(game, situation));
    const QByteArray before = snapshot(game);
    QCOMPARE(game.check(seat, decision), refusal);
    QCOMPARE(game.decide(seat, decision), refusal);
    QCOMPARE(snapshot(game), before);
    QVERIFY(QByteArray(describe(refusal)) != describe(Refusal::None));
}

namespace {
enum class ChanceAction
{
    Die,
    CardFromSeat0,
    Bill,
    Card
};
}
Q_DECLARE_METATYPE(ChanceAction)

void TestRefusals::chanceRefusals_data()
{
    QTest::addColumn<Situation>("situation");
    QTest::addColumn<ChanceAction>("action");
    QTest::addColumn<int>("value");
    QTest::addColumn<Refusal>("refusal");
    using S = Situation;
    using A = ChanceAction;
    using R = Refusal;
    QTest::newRow("R1.4 a die shows no 0") << S::DuelDie << A::Die << 0 << R::DieOutOfRange;
    QTest::newRow("R1.4 a die shows no 7") << S::DuelDie << A::Die << 7 << R::DieOutOfRange;
    QTest::newRow("R5.6 a die when nobody duels") << S::Play << A::Die << 3 << R::NoChancePending;
    QTest::newRow("R5.6 a card when a die is awaited")
        << S::DuelDie << A::Card << 0 << R::NoChancePending;
    QTest::newRow("R3.2 a card still in a hand is not in the draw pile")
        << S::DrawCard << A::CardFromSeat0 << 0 << R::CardNotInDrawPile;
    QTest::newRow("R3.2 a bill when a card is awaited")
        << S::DrawCard << A::Bill << 0 << R::NoChancePending;
    QTest::newRow("R3.3 a bill no longer in the supply")
        << S::DealBill << A::Bill << denominationOf(50000) << R::BillNotInSupply;
    QTest::newRow("R3.3 a die when a bill is awaited")
        << S::DealBill << A::Die << 4 << R::NoChancePending;
}

void TestRefusals::chanceRefusals()
{
    QFETCH(Situation, situation);
    QFETCH(ChanceAction, action);
    QFETCH(int, value);
    QFETCH(Refusal, refusal);

    Game game = makeSituation(situation);
    QVERIFY(reached(game, situation));
    const QByteArray before = snapshot(game);
    Refusal got = Refusal::None;
    switch (action) {
    case ChanceAction::Die:
        got = game.supplyDie(value);
        break;
    case ChanceAction::CardFromSeat0:
        got = game.supplyCard(game.hand(0).cards[0]);
        break;
    case ChanceAction::Card:
        got = game.supplyCard(Card::fromCode(uint8_t(value)));
        break;
    case ChanceAction::Bill:
        got = game.supplyBill(value);
        break;
    }
    QCOMPARE(got, refusal);
    QCOMPARE(snapshot(game), before);
}

QTEST_GUILESS_MAIN(TestRefusals)
#include "tst_refusals.moc"
