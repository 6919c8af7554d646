// Gangsters AI (issue 27): every level decides from its seat view only (GA12: the future dice
// above all), plays whole games at 2, 3 and 4 gangs within the rules, is refused by an unknown
// name, and the hint points at a legal option with a reason.
#include "gangsters/ai/hint.h"
#include "gangsters/ai/search.h"
#include "gangsters/game.h"
#include "gangsters/levels.h"
#include "gangsters/session.h"
#include "gangsters/stateio.h"

#include "common/rng.h"

#include <QtTest>

#include <bit>
#include <limits>
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
        if (m_dice && m_dice->used() > stopAfter)
            throw Enough{}; // past the fork: no later decision is compared
        return index;
    }
    struct Enough
    {};
    std::vector<Taken> taken;
    size_t stopAfter = SIZE_MAX;

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

// Hard and expert search at each decision; their tests play fewer games (RAZZIA_QUICK: fewer
// still) so that the suite stays short.
bool searching(const QString &level)
{
    return level == QLatin1String("hard") || level == QLatin1String("expert");
}

bool quick()
{
    return qEnvironmentVariableIsSet("RAZZIA_QUICK");
}

// Answers every point with normal and notes, at each BuyPolice, Next and Move point, the state,
// the context, the point, the dice drawn so far and the answer: where a search continues a
// turn (Turn::resume…).
class Snapshots final : public Chooser
{
public:
    struct Snap
    {
        State state;
        TurnContext turn;
        Point point;
        size_t dice = 0;
        size_t answers = 0; // answers given before this one
    };
    Snapshots(const State &s, const Rules &r, const TurnContext &t, const std::vector<int> &dice)
        : m_state(s), m_rules(r), m_turn(t), m_dice(dice)
    {}
    int choose(const Point &point) override
    {
        SeatView v;
        v.seat = point.seat;
        v.rules = m_rules;
        v.state = m_state;
        v.turn = m_turn;
        v.hasPending = true;
        SeatView::copyPoint(v.pending, point);
        const int answer = ai::choose(v, ai::normalSense()).index;
        if (point.type == DecisionType::BuyPolice || point.type == DecisionType::Next ||
            point.type == DecisionType::Move)
            snaps.push_back({m_state, m_turn, point, m_dice.size(), answers.size()});
        answers.push_back(answer);
        return answer;
    }
    std::vector<Snap> snaps;
    std::vector<int> answers;

private:
    const State &m_state;
    const Rules &m_rules;
    const TurnContext &m_turn;
    const std::vector<int> &m_dice;
};

struct Replay final : Chooser, DiceSource
{
    const std::vector<int> &answers;
    const std::vector<int> &dice;
    size_t nextAnswer, nextDie;
    Replay(const std::vector<int> &a, size_t fromAnswer, const std::vector<int> &d, size_t fromDie)
        : answers(a), dice(d), nextAnswer(fromAnswer), nextDie(fromDie)
    {}
    int choose(const Point &) override
    {
        if (nextAnswer >= answers.size())
            throw std::logic_error("the resumed turn asks more than the played one");
        return answers[nextAnswer++];
    }
    int die() override
    {
        if (nextDie >= dice.size())
            throw std::logic_error("the resumed turn draws more dice than the played one");
        return dice[nextDie++];
    }
};

// The views of every point of two options or more in one turn of the game `seed` at `gangs`
// gangs, played from `turns` turns in with dice from `diceSeed` (none if the game is over).
std::vector<SeatView> choicesOfATurn(uint64_t seed, int gangs, int turns, uint64_t diceSeed,
                                     const Rules &rules)
{
    TurnContext turn;
    State s = midgame(seed, gangs, turns, turn, rules);
    std::vector<SeatView> views;
    if (s.isOver())
        return views;
    std::vector<int> drawn;
    Snapshots snapshots(s, rules, turn, drawn);
    Generator generator(diceSeed);
    GeneratorDice dice(generator);
    Turn(s, rules, snapshots, dice, nullptr, turn).play();
    for (const Snapshots::Snap &snap : snapshots.snaps) {
        SeatView v;
        v.seat = snap.point.seat;
        v.rules = rules;
        v.state = snap.state;
        v.turn = snap.turn;
        v.hasPending = true;
        SeatView::copyPoint(v.pending, snap.point);
        if (v.pending.size >= 2)
            views.push_back(v);
    }
    return views;
}

} // namespace

class TestGaAi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void levelsByName();
    void unknownLevelRefused();
    void resumedTurnIsThePlayedTurn_GA3_4();
    void sameDecisionWhateverTheFutureDice_GA12_data();
    void sameDecisionWhateverTheFutureDice_GA12();
    void wholeGames_data();
    void wholeGames();
    void hintIsLegalWithAReason();
    void searchKeepsNormalUnlessClearlyBetter();
    void expertsTwoGangSearchAtTwoGangsAlone();
};

void TestGaAi::levelsByName()
{
    // The other games' names, weakest first; random is the Beginner.
    const auto names = levelNames();
    QVERIFY(names.size() >= 3);
    QCOMPARE(names[0], std::string_view("random"));
    QCOMPARE(names[1], std::string_view("easy"));
    QCOMPARE(names[2], std::string_view("normal"));
    QCOMPARE(names.size(), size_t(5));
    QCOMPARE(names[3], std::string_view("hard"));
    QCOMPARE(names[4], std::string_view("expert"));
    for (std::string_view name : ablationNames())
        QVERIFY(makePolicy(name, 1) != nullptr);
    for (std::string_view name : names)
        QVERIFY(makePolicy(name, 1) != nullptr);
}

void TestGaAi::unknownLevelRefused()
{
    for (const char *name :
         {"grandmaster", "", "Easy", "normal ", "Hard", "expert-no-such", "hard "})
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

void TestGaAi::resumedTurnIsThePlayedTurn_GA3_4()
{
    // A turn continued from any BuyPolice, Next or Move point, with the answer and the dice the
    // played turn had after it, ends in the same position as the turn played from its start.
    const Rules rules;
    int next = 0, move = 0, police = 0;
    for (uint64_t seed = 1; seed <= 30; ++seed) {
        const int gangs = 2 + int(seed % 3);
        TurnContext turn;
        State s = midgame(seed, gangs, int(seed * 5 % 60) + 4, turn, rules);
        if (s.isOver())
            continue;
        // Money enough to be asked about the police now and then (GA3.4c).
        if (seed % 4 == 0)
            s.gang[size_t(s.active)].money += 600;
        const State start = s;
        std::vector<int> drawn;
        Snapshots snapshots(s, rules, turn, drawn);
        Generator generator(seed * 77);
        struct Logged final : DiceSource
        {
            Generator &g;
            std::vector<int> &log;
            Logged(Generator &gen, std::vector<int> &l) : g(gen), log(l) {}
            int die() override
            {
                log.push_back(g.die());
                return log.back();
            }
        } dice(generator, drawn);
        Turn(s, rules, snapshots, dice, nullptr, turn).play();
        const std::string played = io::writeState(s).dump();
        for (const Snapshots::Snap &snap : snapshots.snaps) {
            State r = snap.state;
            TurnContext ctx = snap.turn;
            Replay replay(snapshots.answers, snap.answers + 1, drawn, snap.dice);
            Turn resumed(r, rules, replay, replay, nullptr, ctx);
            const Choice &c = snap.point.options[size_t(snapshots.answers[snap.answers])];
            switch (snap.point.type) {
            case DecisionType::BuyPolice:
                resumed.resumeAfterPolice(c.flag);
                ++police;
                break;
            case DecisionType::Next:
                // The point is asked again: the replay gives the same answer to it.
                --replay.nextAnswer;
                resumed.resumeAtNext();
                ++next;
                break;
            default: {
                SeatView v;
                v.seat = snap.point.seat;
                v.state = snap.state;
                v.turn = snap.turn;
                v.hasPending = true;
                SeatView::copyPoint(v.pending, snap.point);
                resumed.resumeWithMove(ai::deciding(v).role, {c.to, c.via});
                ++move;
            }
            }
            QCOMPARE(io::writeState(r).dump(), played);
            QCOMPARE(replay.nextAnswer, snapshots.answers.size());
            QCOMPARE(replay.nextDie, drawn.size());
        }
        QVERIFY(io::writeState(start).dump() != played);
    }
    QVERIFY(next > 20);
    QVERIFY(move > 20);
    QVERIFY(police > 0);
}

void TestGaAi::sameDecisionWhateverTheFutureDice_GA12_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<int>("gangs");
    for (std::string_view name : levelNames()) {
        // Expert is hard's search with more play-outs, the slowest thing CI's sanitizer stage
        // runs (some two minutes): its quick run (RAZZIA_QUICK) checks the search through hard.
        if (quick() && name == "expert")
            continue;
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
    // The searching levels compare at every other fork point of fewer games.
    const bool search = searching(level);
    // Expert is hard's search with more play-outs: two seeds check it, six check hard.
    const bool expert = level == QLatin1String("expert");
    const uint64_t seeds = expert ? 2 : search ? (quick() ? 2 : 6) : 12;
    const size_t step = search ? 2 : 1;
    for (uint64_t seed = 1; seed <= seeds; ++seed) {
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
        for (size_t k = 0; k <= drawnA.size(); k += step) {
            std::vector<int> prefix(drawnA.begin(), drawnA.begin() + long(k));
            State b = start;
            TurnContext tb = turn0;
            ForkedDice diceB(prefix, seed * 1000 + 2 + k);
            LevelTable tableB(b, rules, tb, level.toStdString(), &diceB);
            tableB.stopAfter = k;
            try {
                for (int t = 0; t < 3 && !b.isOver(); ++t)
                    Turn(b, rules, tableB, diceB, nullptr, tb).play();
            } catch (const LevelTable::Enough &) {
            }
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
    QVERIFY2(compared > (search ? 50 : 200), qPrintable(QString::number(compared)));
    QVERIFY(forked > 0);
}

void TestGaAi::wholeGames_data()
{
    QTest::addColumn<QString>("level");
    QTest::addColumn<int>("gangs");
    for (std::string_view name : levelNames()) {
        if (quick() && name == "expert")
            continue;
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
    // The searching levels play from one seat, against normal gangs, then random ones: their
    // games against themselves would take minutes. Hard plays two games (one with RAZZIA_QUICK),
    // expert one against normal gangs (none with RAZZIA_QUICK: its search is hard's).
    const bool search = searching(level);
    const bool expert = level == QLatin1String("expert");
    const uint64_t games = expert ? 1 : search ? (quick() ? 1 : 2) : 6;
    for (uint64_t seed = 1; seed <= games; ++seed) {
        Session session;
        Session::Setup setup;
        setup.seed = seed;
        setup.gangs = gangs;
        // The level in every seat, or against random gangs every other game.
        for (int s = 0; s < gangs; ++s) {
            PlayerInfo p;
            p.level = seed % 2 == 0 && s > 0 ? "random" : level.toStdString();
            if (search && s > 0 && seed % 2 == 1)
                p.level = "normal";
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
    // The hint searches as expert does (0.1–0.5 s a point): two games, or the first 40 points
    // of one with RAZZIA_QUICK.
    int hints = 0, buys = 0;
    const uint64_t games = quick() ? 1 : 2;
    const int enough = quick() ? 40 : std::numeric_limits<int>::max();
    for (uint64_t seed = 1; seed <= games; ++seed) {
        Session session;
        Session::Setup setup;
        setup.seed = seed;
        setup.gangs = 3;
        setup.seats.resize(3);
        setup.seats[0].kind = "human";
        session.start(setup);
        Session::Stop stop = session.playOn();
        for (; stop.what == Session::Stop::Outside && hints < enough; stop = session.playOn()) {
            const SeatView view = session.view(stop.seat);
            const ai::Hint h = ai::hint(view);
            QVERIFY(h.valid);
            QVERIFY(!h.reason.empty());
            QVERIFY(h.why.size >= 1);
            QCOMPARE(h.reason, ai::english(h.why)); // the window translates h.why
            QCOMPARE(h.level, std::string("expert"));
            if (h.decision.type == DecisionType::Move) {
                QCOMPARE(h.why.parts[0].kind, ai::ReasonKind::GoesTo);
                QCOMPARE(h.why.parts[0].at, h.decision.choice.to);
            }
            QVERIFY(h.option >= 0 && h.option < view.pending.size);
            QVERIFY(h.decision.choice == view.pending.options[h.option]);
            if (h.decision.type == DecisionType::Action &&
                h.decision.choice.action == ActionKind::Buy) {
                QVERIFY2(h.reason.rfind("buys ", 0) == 0, h.reason.c_str());
                QCOMPARE(h.why.parts[0].kind, ai::ReasonKind::Buys);
                QCOMPARE(h.why.parts[0].at, view.state.at(ai::deciding(view)).at);
                ++buys;
            }
            SeatView other = view;
            other.seat = (view.seat + 1) % 3;
            QVERIFY(!ai::hint(other).valid); // not that seat's decision
            QCOMPARE(session.decide(stop.seat, h.decision), Refusal::None);
            ++hints;
        }
        QVERIFY(session.state().isOver() || hints == enough);
    }
    QVERIFY(hints > 30);
    QVERIFY(buys > 0);
}

void TestGaAi::searchKeepsNormalUnlessClearlyBetter()
{
    // Hard leaves normal's choice only when the play-outs show a gain their noise cannot explain
    // (issue 27: hard must not play worse than normal); sequential halving spends the play-outs
    // it is given among normal's best options and normal's own choice.
    const Rules rules;
    int points = 0, left = 0;
    for (uint64_t seed = 1; seed <= (quick() ? 4u : 10u); ++seed) {
        const int gangs = 2 + int(seed % 3);
        for (const SeatView &v :
             choicesOfATurn(seed, gangs, int(seed * 7 % 40) + 4, seed * 31, rules)) {
            ai::SearchConfig config = ai::hardConfig();
            const int normal = ai::choose(v, config.own).index; // its greedy choice
            config.iterations = 48;
            config.halving = true;
            config.margin = 1e9; // no gain is clear enough
            const ai::SearchPick kept = ai::search(v, config, seed);
            QVERIFY(kept.searched);
            QCOMPARE(kept.pick.index, normal);
            // Halving's rounds share the budget evenly: never more play-outs than given, and
            // at least one round's worth for each candidate.
            QVERIFY2(kept.playouts <= config.iterations && kept.playouts >= 4,
                     qPrintable(QString::number(kept.playouts)));
            config.margin = -1; // the best mean, whatever its noise
            const ai::SearchPick free = ai::search(v, config, seed);
            QVERIFY(free.pick.index >= 0 && free.pick.index < v.pending.size);
            left += free.pick.index != normal;
            ++points;
        }
    }
    // Some 15 searched points in the four quick turns, some 40 in the ten of the whole run.
    QVERIFY2(points > (quick() ? 10 : 20), qPrintable(QString::number(points)));
    QVERIFY2(left > 0, qPrintable(QString::number(left))); // the margin is what kept normal's
}

void TestGaAi::expertsTwoGangSearchAtTwoGangsAlone()
{
    // Expert's changes measured at 2 gangs (twoGangSearch: UCB1's constant, the rival's dice
    // aligned across root options, blocking ×4 and a hold-up's fear ×½) change its search there
    // and nowhere else: at 3 and 4 gangs it searches exactly as without them. Its own next turn
    // and the rivals' second replies in each play-out (the horizon) are its own at every size.
    const Rules rules;
    const ai::SearchConfig two = ai::twoGangSearch(ai::expertConfig());
    QCOMPARE(two.exploration, 0.05);
    QVERIFY(two.alignedReplies);
    QCOMPARE(two.own.weights.blocking, 4 * ai::expertConfig().own.weights.blocking);
    QCOMPARE(two.own.weights.holdupFear, 0.5 * ai::expertConfig().own.weights.holdupFear);
    QCOMPARE(two.ownTurns, 1);
    QCOMPARE(ai::expertConfig().ownTurns, 1);
    QCOMPARE(ai::hardConfig().ownTurns, 0);
    int same = 0, changed = 0, atTwo = 0, horizon = 0;
    for (uint64_t seed = 1; seed <= (quick() ? 3u : 6u); ++seed) {
        const int gangs = 2 + int(seed % 3);
        for (const SeatView &v :
             choicesOfATurn(seed, gangs, int(seed * 5 % 30) + 6, seed * 17, rules)) {
            ai::SearchConfig with = ai::expertConfig();
            with.iterations = 64;
            ai::SearchConfig without = with;
            without.twoGangSearch = false;
            const ai::SearchPick a = ai::search(v, with, seed);
            const ai::SearchPick b = ai::search(v, without, seed);
            if (!a.searched)
                continue;
            if (gangs == 2) {
                ++atTwo;
                changed += a.reward != b.reward; // other play-outs, not only another choice
            } else {
                QCOMPARE(a.pick.index, b.pick.index);
                QCOMPARE(a.playouts, b.playouts);
                QCOMPARE(a.reward, b.reward);
                ++same;
                ai::SearchConfig shortSighted = with;
                shortSighted.ownTurns = 0;
                horizon += ai::search(v, shortSighted, seed).reward != a.reward;
            }
        }
    }
    // Seeds 3 and 6 play 2 gangs (3 and 4 searched choices), the four others 15 in all; the
    // quick run (seeds 1 to 3) finds 3 and 9.
    QVERIFY2(same > (quick() ? 5 : 10) && atTwo > (quick() ? 1 : 3),
             qPrintable(QStringLiteral("%1 %2").arg(same).arg(atTwo)));
    QVERIFY2(changed > 0, qPrintable(QString::number(changed)));
    // At 3 and 4 gangs the horizon plays on: other play-outs, other rewards.
    QVERIFY2(horizon > 0, qPrintable(QString::number(horizon)));
}

QTEST_GUILESS_MAIN(TestGaAi)
#include "tst_ga_ai.moc"
