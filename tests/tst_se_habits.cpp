// Formations chosen against the opponent's habits (issue 15, hard): what a seat remembers of
// an opponent across games is read from its own views only (SE7), and it moves the choice of
// the Bar that holds the Speakeasy (SE3.3) and the belief about where the opponent's stands.
#include "speakeasy/ai/belief.h"
#include "speakeasy/ai/formation.h"
#include "speakeasy/ai/habits.h"
#include "speakeasy/ai/levels.h"
#include "speakeasy/game.h"
#include "speakeasy/layout.h"

#include <QTest>

using namespace speakeasy;

namespace {

Square speakeasyOf(int seat, const Layout &layout)
{
    for (Bits b = kBoard.bars[seat]; b; b &= b - 1) {
        if (layout.at[lowest(b)] == Kind::Speakeasy)
            return lowest(b);
    }
    return kNoSquare;
}

// Habits of an opponent that has attacked the Bar `bar` (a home square) and its
// neighbourhood again and again, and nothing else.
ai::OpponentHabits attacksAround(Square bar)
{
    ai::OpponentHabits h;
    h.games = 10;
    h.attacked[bar] = 6;
    h.attacks = 6;
    for (Bits b = kBoard.adjacent[bar]; b; b &= b - 1) {
        h.attacked[lowest(b)] += 3;
        h.attacks += 3;
    }
    return h;
}

} // namespace

class TestSeHabits : public QObject
{
    Q_OBJECT

private slots:
    void observeReadsAFinishedGame();
    void formationAvoidsTheAttackedBar_data();
    void formationAvoidsTheAttackedBar();
    void beliefLooksWhereTheSpeakeasyStood();
};

// SE6.1: a game won by taking the Speakeasy tells the winner where it stood, and the loser
// where the attack that ended it landed; every attack counted is one on the watcher's side.
void TestSeHabits::observeReadsAFinishedGame()
{
    int checked = 0;
    for (uint64_t seed = 1; seed < 200 && checked < 5; ++seed) {
        common::Rng rng(seed);
        Game game(randomLayout(0, rng), randomLayout(1, rng), int(seed % 2));
        RandomPolicy mover(seed);
        while (!game.over())
            game.play(mover.act(game.view(game.position().toMove())).move);
        if (game.end().reason != Reason::Speakeasy)
            continue;
        const int winner = game.end().winner, loser = 1 - winner;
        const Square taken = game.moves().back().to;
        ai::OpponentHabits won, lost;
        won.observe(game.view(winner));
        lost.observe(game.view(loser));
        QCOMPARE(won.games, 1);
        QCOMPARE(int(won.speakeasy[ai::homeSquare(loser, taken)]), 1);
        QCOMPARE(int(lost.attacked[ai::homeSquare(loser, taken)]) >= 1, true);
        int sum = 0, opponentFights = 0;
        for (uint16_t n : lost.attacked)
            sum += n;
        QCOMPARE(sum, lost.attacks);
        for (const SeenConfrontation &c : game.confrontations())
            opponentFights += (c.ply + game.first()) % 2 == winner ? 1 : 0;
        QVERIFY(lost.attacks <= opponentFights);
        QCOMPARE(int(lost.speakeasy[ai::homeSquare(winner, taken)]), 0);
        ++checked;
    }
    QVERIFY2(checked > 0, "no random game ended by a Speakeasy taken");
}

void TestSeHabits::formationAvoidsTheAttackedBar_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<int>("seat");
    QTest::newRow("SE3.3 hard seat 0") << QStringLiteral("hard") << 0;
    QTest::newRow("SE3.3 hard seat 1") << QStringLiteral("hard") << 1;
    QTest::newRow("SE3.3 expert seat 0") << QStringLiteral("expert") << 0;
    QTest::newRow("SE3.3 expert seat 1") << QStringLiteral("expert") << 1;
}

// The same seeds, with and without the habits of an opponent that always went for one Bar:
// with them, the Speakeasy stands on that Bar far less often.
void TestSeHabits::formationAvoidsTheAttackedBar()
{
    QFETCH(QString, level);
    QFETCH(int, seat);
    const Square hot = lowest(kBoard.bars[seat]);
    const ai::OpponentHabits habits = attacksAround(ai::homeSquare(seat, hot));
    QVERIFY(habits.heat(ai::homeSquare(seat, hot)) >= 50);
    int without = 0, with = 0;
    for (uint64_t seed = 1; seed <= 30; ++seed) {
        const auto plain = ai::makePolicy(level.toStdString(), seed);
        const auto wary = ai::makePolicy(level.toStdString(), seed, &habits);
        const Layout a = plain->layout(seat), b = wary->layout(seat);
        QCOMPARE(layoutError(seat, b), std::string());
        without += speakeasyOf(seat, a) == hot ? 1 : 0;
        with += speakeasyOf(seat, b) == hot ? 1 : 0;
    }
    QVERIFY2(without >= 8, qPrintable(QStringLiteral("without habits: %1 of 30").arg(without)));
    QVERIFY2(with <= 3, qPrintable(QStringLiteral("with habits: %1 of 30").arg(with)));
}

// SE3.3: the opponent's Speakeasy was found on the same Bar in earlier games, so the belief
// gives that Bar the likelier Speakeasy; without habits both Bars weigh the same.
void TestSeHabits::beliefLooksWhereTheSpeakeasyStood()
{
    common::Rng rng(7);
    const Game game(randomLayout(0, rng), randomLayout(1, rng), 0);
    const SeatView view = game.view(0);
    const Square left = lowest(kBoard.bars[1]), right = highest(kBoard.bars[1]);
    ai::OpponentHabits habits;
    habits.games = 4;
    habits.speakeasy[ai::homeSquare(1, left)] = 4;
    const ai::Belief plain(view, ai::BeliefSettings{});
    const ai::Belief read(view, ai::BeliefSettings{}, &habits);
    const auto speakeasy = [](const ai::Belief &b, Square s) {
        return b.likelihood(s)[size_t(Kind::Speakeasy)];
    };
    QCOMPARE(speakeasy(plain, left), speakeasy(plain, right));
    QVERIFY(speakeasy(read, left) > speakeasy(read, right) * 4);
}

QTEST_GUILESS_MAIN(TestSeHabits)
#include "tst_se_habits.moc"
