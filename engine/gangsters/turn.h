// One gang's turn (GA3.4 a–h), played as straight-line code that asks a Chooser at every
// decision point with two or more options (GA14.1: a single option is taken without asking)
// and draws every die from a DiceSource in the order of GA13.2.
#pragma once

#include "events.h"
#include "moves.h"

namespace gangsters {

class Chooser
{
public:
    virtual ~Chooser() = default;
    // The index of the chosen option in `point`, which has two or more, or kResign: the point's
    // seat resigns in place of deciding (GA11.4, G49).
    virtual int choose(const Point &point) = 0;
    static constexpr int kResign = -1;
};

class DiceSource
{
public:
    virtual ~DiceSource() = default;
    virtual int die() = 0; // 1..6
};

// What happened so far in the turn under way (the seat view's "turn", GA14.6).
struct TurnContext
{
    bool inTurn = false;
    uint8_t blues = 0;
    std::array<int8_t, 2> blue{-1, -1};
    std::array<int8_t, kRoles> dice{-1, -1, -1};
    uint8_t moved = 0;       // roles of the active gang that moved
    uint8_t acted = 0;       // roles of the active gang that took their action
    uint8_t canPlay = 0;     // roles that still may be chosen (GA3.4f)
    uint16_t movedChars = 0; // every character that moved this turn (GA5.6)
    bool vamped = false;     // the active vamp vamped this turn (GA3.4g)
};

// GA4: what the movement rules need to know for `who`'s move with `die` pips (its controller's
// shops, GA4.7; the clinic's door, GA4.9). Not for a piece in the prison (prisonExit).
MoveQuery moveQueryFor(const State &state, CharRef who, int die);

class Turn
{
public:
    Turn(State &state, const Rules &rules, Chooser &chooser, DiceSource &dice, EventSink *sink,
         TurnContext &context)
        : m_s(state), m_rules(rules), m_chooser(chooser), m_dice(dice), m_sink(sink), m_ctx(context)
    {}

    // Plays the turn of state.active to the hand-over, or to the end of the game.
    void play();

    // GA11.4 (G49): the active gang resigns in place of the decision it was asked for, on the
    // state where its turn stopped: it is eliminated at once and its turn ends.
    void resignActive();

    // A search (ai/search.h) continues a turn from the decision a seat view shows rather than
    // replaying it from its start, which needs the answers and dice before it: the state and
    // context are the view's, and the turn goes on from that point to its hand-over, asking the
    // chooser and drawing dice as play() does. Only at the points where nothing of the turn is
    // held on the stack of the code that asked:
    // - a BuyPolice point (GA3.4c), with the answer: then the roll, the cops, the characters;
    void resumeAfterPolice(bool buy);
    // - a Next point (GA3.4f): the choice of the next character and on;
    void resumeAtNext();
    // - a Move point (GA4.11) of `role`, with the chosen move: its arrival, action and on.
    void resumeWithMove(Role role, Move mv);

    // The seat that controls the cops now (GA7.10, GA15.2).
    static int policeController(const State &s, const Rules &rules);

private:
    struct GameEnded
    {};
    struct TurnEnded
    {};
    struct Resigned
    {
        int seat;
    };

    struct Fighter
    {
        TargetKind kind = TargetKind::Character;
        CharRef ref;
        int8_t index = 0;
        bool standing = true;
    };
    struct Side
    {
        int size = 0;
        std::array<Fighter, kMaxGangs * kRoles> f;
        int aimer = -1; // who aims this side's shots at gangsters; -1: the first standing
        void add(const Fighter &x) { f[size_t(size++)] = x; }
        int standing() const;
    };
    struct Fall
    {
        bool defender = false;
        int8_t index = 0;
        ShotResult how = ShotResult::Miss;
    };
    struct Falls
    {
        int size = 0;
        std::array<Fall, 2 * kMaxGangs * kRoles> f;
    };

    // turn.cpp: the order of the turn, timers, income, the characters, the end.
    void steps();
    void timers();
    void income();
    void buyPolice();
    void takePolice();
    void roll();
    void characters();
    void moveCharacter(Role role);
    void arrive(Role role, Move mv, bool moved);
    template<class Body> void resume(Body body);
    void vampTimer();
    void handOver();
    void endOfTurn();
    bool policeWins() const;
    int ask(Point &point);
    int die() { return m_dice.die(); }
    void notify(const Event &e)
    {
        if (m_sink)
            m_sink->onEvent(e);
    }
    [[noreturn]] void finish(const Over &over);
    void checkDistrict(int seat, int shop);
    void checkEliminations();
    void eliminate(int seat);
    void resignGang(int seat);
    void afterResignedDuel();
    uint64_t ownedMask(int seat) const;

    // turn_police.cpp: cops, witnesses, arrests, the law (GA7).
    void copMove(int pair);
    bool sees(Loc cop, Loc x) const;
    bool seenByPolice(Loc x) const;
    void commit(CharRef who, Offence offence, Loc at);
    void addRecord(CharRef who, Offence offence, Loc at);
    void witnessAfter(int pair);
    void arrests(int pair);
    void rebellion(int pair, const CharRef *rebels, int count);
    void jail(CharRef who);

    // turn_actions.cpp: arrival actions (GA5, GA6, GA8, GA10).
    void act(CharRef actor, int controller);
    void listActions(CharRef actor, int controller, Point &point) const;
    void listSettleTargets(CharRef actor, int controller, Point &point) const;
    uint16_t accomplices(CharRef actor, int controller);
    void recolour(int shop, int seat);
    void recruit(CharRef actor, int controller, Role role);
    void endVamping(CharRef vamp, VampEndReason why, bool dazed);
    void releaseLinks(CharRef who, VampEndReason why);

    // turn_duel.cpp: duels (GA9), their aftermath, finishing off.
    void duel(Side &attackers, Side &defenders, Falls &falls);
    void volleys(Side &attackers, Side &defenders, Falls &falls, int shots, bool defendersFire);
    int aim(Side &shooters, Side &targets);
    void place(CharRef who, ShotResult how);
    void holdup(CharRef actor, int controller, bool property, uint16_t accomplices);
    void settle(CharRef actor, int controller, uint16_t targets, uint16_t accomplices);
    void finishOff(CharRef actor, int controller);

    State &m_s;
    const Rules &m_rules;
    Chooser &m_chooser;
    DiceSource &m_dice;
    EventSink *m_sink;
    TurnContext &m_ctx;
    Point m_point;
    int m_duelResign = -1; // a seat that resigned during the duel under way (G52)
};

} // namespace gangsters
