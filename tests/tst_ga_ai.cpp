// Gangsters AI (issue 27): every level decides from its seat view only (GA12: the future dice
// above all), plays whole games at 2, 3 and 4 gangs within the rules, is refused by an unknown
// name, and the hint points at a legal option with a reason.
#include "gangsters/ai/hint.h"
#include "gangsters/game.h"
#include "gangsters/levels.h"
#include "gangsters/session.h"

#include "common/rng.h"

#include <QtTest>

#include <bit>
#include <stdexcept>

using namespace gangsters;

namespace {

// Dice that repeat a list, then go on from a generator of their own: two games that share
// the first `shared` dice and differ in every die after.
class ForkedDice final : public DiceSource
{
public:
    ForkedDice(const std::vector<int> &prefix, uint64_t seed) : m_prefix(prefix), m_tail(seed) {}
    int die() override
    {
        const int d = m_used < m_prefix.size() ? m_prefix[m_used] : m_tail.die();
        ++m_used;
        return d;
    }
    size_t used() const { return m_used; }

private:
    const std::vector<int> &m_prefix;
    Generator m_tail;
    size_t m_used = 0;
};

struct Taken
{
    Decision decision;
    size_t diceBefore = 0;
};

// Answers every seat with a policy of `level` built from the seat view alone, and notes each
// decision with how many dice had been drawn before it.
class LevelTable final : public Chooser
{
public:
    LevelTable(const State &state, const Rules &rules, const TurnContext &turn,
               const std::string &level, const ForkedDice *dice)
        : m_state(state), m_rules(rules), m_turn(turn), m_dice(dice)
    {
        for (int s = 0; s < kMaxGangs; ++s)
            m_policies[size_t(s)] = makePolicy(level, 7 + uint64_t(s));
    }
    int choose(const Point &point) override
    {
        SeatView v;
        v.seat = point.seat;
        v.rules = m_rules;
        v.state = m_state;
        v.turn = m_turn;
        v.hasPending = true;
        SeatView::copyPoint(v.pending, point);
        const Decision d = m_policies[size_t(point.seat)]->decide(v);
        const int index = point.find(d.choice);
        if (index < 0 || d.type != point.type || d.seat != point.seat)
            throw std::logic_error("illegal decision");
        taken.push_back({d, m_dice ? m_dice->used() : 0});
        return index;
    }
    std::vector<Taken> taken;

private:
    const State &m_state;
    const Rules &m_rules;
    const TurnContext &m_turn;
    const ForkedDice *m_dice;
    std::array<std::unique_ptr<Policy>, kMaxGangs> m_policies;
};

// A position some turns into a game of random gangs.
State midgame(uint64_t seed, int gangs, int turns, TurnContext &turn, Rules rules)
{
    Generator generator(seed);
    State s = State::initial(gangs, generator.below(gangs));
    std::array<std::unique_ptr<Policy>, kMaxGangs> random;
    struct Random final : Chooser
    {
        common::Rng rng{5};
        int choose(const Point &p) override { return int(rng.below(uint32_t(p.size))); }
    } chooser;
    for (int t = 0; t < turns && !s.isOver(); ++t) {
        GeneratorDice dice(generator);
        Turn(s, rules, chooser, dice, nullptr, turn).play();
    }
    return s;
}

} // namespace

class TestGaAi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void levelsByName();
    void unknownLevelRefused();
    void sameDecisionWhateverTheFutureDice_GA12_data();
    void sameDecisionWhateverTheFutureDice_GA12();
    void wholeGames_data();
    void wholeGames();
    void hintIsLegalWithAReason();
};

void TestGaAi::levelsByName()
{
    // The other games' names, weakest first; random is the Beginner.
    const auto names = levelNames();
    QVERIFY(names.size() >= 3);
    QCOMPARE(names[0], std::string_view("random"));
    QCOMPARE(names[1], std::string_view("easy"));
    QCOMPARE(names[2], std::string_view("normal"));
    for (std::string_view name : names)
        QVERIFY(makePolicy(name, 1) != nullptr);
}

void TestGaAi::unknownLevelRefused()
{
    for (const char *name : {"grandmaster", "", "Easy", "normal ", "hard", "expert"})
        QVERIFY2(makePolicy(name, 1) == nullptr, name);
    Session session;
    Session::Setup setup;
    setup.gangs = 2;
    setup.seats.resize(2);
    setup.seats[1].level = "grandmaster";
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, session.start(setup));
    setup.seats[1].level = "normal";
    session.start(setup);
    QCOMPARE(session.playOn().what, Session::Stop::Over);
}

void TestGaAi::sameDecisionWhateverTheFutureDice_GA12_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<int>("gangs");
    for (std::string_view name : levelNames()) {
        for (int gangs : {2, 4}) {
            const QString level = QString::fromUtf8(name.data(), qsizetype(name.size()));
            QTest::addRow("%s-%d", qPrintable(level), gangs) << level << gangs;
        }
    }
}

void TestGaAi::sameDecisionWhateverTheFutureDice_GA12()
{
    QFETCH(QString, level);
    QFETCH(int, gangs);
    const Rules rules;
    int compared = 0, forked = 0;
    for (uint64_t seed = 1; seed <= 12; ++seed) {
        TurnContext turn0;
        const State start = midgame(seed, gangs, int(seed * 7 % 40) + 12, turn0, rules);
        if (start.isOver())
            continue;
        // Game A: the turn's own dice. Then, for several fork points K, game B shares A's
        // first K dice and draws different ones after.
        std::vector<int> none;
        State a = start;
        TurnContext ta = turn0;
        ForkedDice diceA(none, seed * 1000 + 1);
        LevelTable tableA(a, rules, ta, level.toStdString(), &diceA);
        std::vector<int> drawnA;
        struct Logging final : DiceSource
        {
            ForkedDice &in;
            std::vector<int> &log;
            Logging(ForkedDice &i, std::vector<int> &l) : in(i), log(l) {}
            int die() override
            {
                log.push_back(in.die());
                return log.back();
            }
        } logA(diceA, drawnA);
        // Three turns, so that decisions fall between the rolls of several turns.
        for (int t = 0; t < 3 && !a.isOver(); ++t)
            Turn(a, rules, tableA, logA, nullptr, ta).play();
        for (size_t k = 0; k <= drawnA.size(); ++k) {
            std::vector<int> prefix(drawnA.begin(), drawnA.begin() + long(k));
            State b = start;
            TurnContext tb = turn0;
            ForkedDice diceB(prefix, seed * 1000 + 2 + k);
            LevelTable tableB(b, rules, tb, level.toStdString(), &diceB);
            for (int t = 0; t < 3 && !b.isOver(); ++t)
                Turn(b, rules, tableB, diceB, nullptr, tb).play();
            // Every decision taken before the games' dice part must be the same in both.
            for (size_t i = 0; i < tableA.taken.size() && i < tableB.taken.size(); ++i) {
                if (tableA.taken[i].diceBefore > k || tableB.taken[i].diceBefore > k) {
                    ++forked;
                    break;
                }
                QCOMPARE(tableB.taken[i].diceBefore, tableA.taken[i].diceBefore);
                QVERIFY2(tableB.taken[i].decision == tableA.taken[i].decision,
                         qPrintable(QStringLiteral("seed %1, fork after %2 dice, decision %3")
                                        .arg(seed)
                                        .arg(k)
                                        .arg(i)));
                ++compared;
            }
        }
    }
    QVERIFY2(compared > 200, "too few decisions compared");
    QVERIFY(forked > 0);
}

void TestGaAi::wholeGames_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<int>("gangs");
    for (std::string_view name : levelNames()) {
        for (int gangs : {2, 3, 4}) {
            const QString level = QString::fromUtf8(name.data(), qsizetype(name.size()));
            QTest::addRow("%s-%d", qPrintable(level), gangs) << level << gangs;
        }
    }
}

void TestGaAi::wholeGames()
{
    QFETCH(QString, level);
    QFETCH(int, gangs);
    const City &c = city();
    for (uint64_t seed = 1; seed <= 6; ++seed) {
        Session session;
        Session::Setup setup;
        setup.seed = seed;
        setup.gangs = gangs;
        // The level in every seat, or against random gangs every other game.
        for (int s = 0; s < gangs; ++s) {
            PlayerInfo p;
            p.level = seed % 2 == 0 && s > 0 ? "random" : level.toStdString();
            setup.seats.push_back(p);
        }
        session.start(setup);
        QCOMPARE(session.playOn().what, Session::Stop::Over);
        const State &s = session.state();
        QVERIFY(s.isOver());
        QVERIFY(!s.overflow);
        QVERIFY(s.round >= 1 && s.round <= setup.rules.roundLimit);
        QVERIFY(s.over.winners != 0);
        QVERIFY(s.over.winners < (1u << gangs));
        for (int g = 0; g < gangs; ++g) {
            const Gang &gang = s.gang[size_t(g)];
            QVERIFY(gang.money >= 0);
            QVERIFY(s.tokens(g) <= c.constants().tokensPerGang);
            QVERIFY(s.pawns(g) <= c.constants().pawnsPerGang);
            if (gang.eliminated)
                QVERIFY(!((s.over.winners >> g) & 1) || s.over.status == OverStatus::Drawn);
        }
        if (s.over.reason == OverReason::District && s.over.status == OverStatus::Won) {
            const int winner = std::countr_zero(unsigned(s.over.winners));
            for (int shop : c.districtShops(s.over.district))
                QCOMPARE(int(s.owner[size_t(shop)]), winner); // GA11.1
        }
        // The record replays to the same end (GA14.5): every decision was legal.
        const State replayed = replayRecord(session.record());
        QCOMPARE(replayed.over.winners, s.over.winners);
        QCOMPARE(replayed.round, s.round);
    }
}

void TestGaAi::hintIsLegalWithAReason()
{
    int hints = 0, buys = 0;
    for (uint64_t seed = 1; seed <= 4; ++seed) {
        Session session;
        Session::Setup setup;
        setup.seed = seed;
        setup.gangs = 3;
        setup.seats.resize(3);
        setup.seats[0].kind = "human";
        session.start(setup);
        for (Session::Stop stop = session.playOn(); stop.what == Session::Stop::Outside;
             stop = session.playOn()) {
            const SeatView view = session.view(stop.seat);
            const ai::Hint h = ai::hint(view);
            QVERIFY(h.valid);
            QVERIFY(!h.reason.empty());
            QVERIFY(h.option >= 0 && h.option < view.pending.size);
            QVERIFY(h.decision.choice == view.pending.options[h.option]);
            if (h.decision.type == DecisionType::Action &&
                h.decision.choice.action == ActionKind::Buy) {
                QVERIFY2(h.reason.rfind("buys ", 0) == 0, h.reason.c_str());
                ++buys;
            }
            SeatView other = view;
            other.seat = (view.seat + 1) % 3;
            QVERIFY(!ai::hint(other).valid); // not that seat's decision
            QCOMPARE(session.decide(stop.seat, h.decision), Refusal::None);
            ++hints;
        }
        QVERIFY(session.state().isOver());
    }
    QVERIFY(hints > 100);
    QVERIFY(buys > 0);
}

QTEST_GUILESS_MAIN(TestGaAi)
#include "tst_ga_ai.moc"
