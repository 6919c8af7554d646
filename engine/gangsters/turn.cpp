#include "turn.h"

#include <bit>

namespace gangsters {

int Turn::policeController(const State &s, const Rules &rules)
{
    if (rules.policePlayer)
        return s.gangs; // GA15.2: the police seat, after the gangs
    return s.policeOwner >= 0 ? s.policeOwner : s.active;
}

int Turn::Side::standing() const
{
    int n = 0;
    for (int i = 0; i < size; ++i)
        n += f[size_t(i)].standing;
    return n;
}

int Turn::ask(Point &point)
{
    if (point.size <= 1)
        return 0; // GA14.1 (G37): one option is taken, neither asked nor recorded
    const int i = m_chooser.choose(point);
    if (i == Chooser::kResign)
        throw Resigned{point.seat};
    return i >= 0 && i < point.size ? i : 0;
}

void Turn::play()
{
    m_ctx = TurnContext{};
    m_ctx.inTurn = true;
    try {
        steps();
    } catch (const TurnEnded &) {
        // G47: the active gang was eliminated in its own turn; the next seat plays.
        if (!m_s.isOver()) {
            try {
                endOfTurn();
            } catch (const GameEnded &) {
            }
        }
    } catch (const GameEnded &) {
    } catch (const Resigned &) {
        // G49: the active gang resigns in place of one of its decisions; every other seat's
        // resignation is taken where it was asked (G52).
        resignActive();
    }
    m_ctx.inTurn = false;
}

void Turn::steps()
{
    Event t;
    t.kind = EventKind::Turn;
    t.seat = m_s.active;
    t.a = m_s.round;
    notify(t);
    timers();
    income();
    buyPolice();
    roll();
    if (m_s.round >= city().constants().policeFromRound) {
        copMove(0);
        copMove(1);
    }
    characters();
    vampTimer();
    endOfTurn();
}

void Turn::timers()
{
    const int g = m_s.active;
    for (int r = 0; r < kRoles; ++r) {
        Character &c = m_s.gang[size_t(g)].chars[size_t(r)];
        if (c.at == city().cemetery() || c.controlledBy >= 0)
            continue;
        if (c.at == city().prison() && c.sentence > 0) {
            --c.sentence; // GA7.8: one year, one turn of its gang
            Event e;
            e.kind = EventKind::Serves;
            e.who = {int8_t(g), Role(r)};
            e.a = c.sentence;
            notify(e);
            continue;
        }
        m_ctx.canPlay |= uint8_t(1u << r);
    }
}

void Turn::income()
{
    const City &city = gangsters::city();
    const Constants &k = city.constants();
    const int g = m_s.active;
    int rackets = 0, properties = 0, pawns = 0;
    for (int s = 0; s < city.shops(); ++s) {
        rackets += m_s.racket[size_t(s)] == g;
        properties += m_s.owner[size_t(s)] == g;
    }
    for (int q = 0; q < city.streets(); ++q)
        pawns += m_s.traffic[size_t(q)] == g;
    if (rackets + properties + pawns == 0)
        return;
    // GA3.4b: traffic pays while the dealer is in service, to whoever controls him (GA8.6).
    const Character &dealer = m_s.gang[size_t(g)].chars[size_t(Role::Dealer)];
    const bool inService =
        (city.isStreet(dealer.at) || city.isShop(dealer.at) || dealer.at == city.clinic()) &&
        !dealer.wounded;
    const int trafficTo = dealer.controlledBy >= 0 ? dealer.controlledBy : g;
    const int traffic = inService ? pawns * k.trafficIncome : 0;
    m_s.gang[size_t(g)].money += rackets * k.racketIncome + properties * k.propertyIncome;
    m_s.gang[size_t(trafficTo)].money += traffic;
    Event e;
    e.kind = EventKind::Income;
    e.seat = int8_t(g);
    e.a = int16_t(rackets * k.racketIncome);
    e.b = int16_t(properties * k.propertyIncome);
    e.c = int16_t(traffic);
    e.other = int8_t(trafficTo);
    notify(e);
}

void Turn::buyPolice()
{
    const int g = m_s.active;
    const int price = city().constants().policePrice;
    if (m_rules.policePlayer || m_s.policeOwner >= 0 || m_s.gang[size_t(g)].money < price)
        return;
    m_point.clear(DecisionType::BuyPolice, g);
    Choice no, yes;
    yes.flag = true;
    m_point.push(no);
    m_point.push(yes);
    if (m_point.options[size_t(ask(m_point))].flag)
        takePolice();
}

void Turn::takePolice()
{
    const int g = m_s.active;
    m_s.gang[size_t(g)].money -= city().constants().policePrice;
    m_s.policeOwner = int8_t(g);
    Event e;
    e.kind = EventKind::PoliceBought;
    e.seat = int8_t(g);
    notify(e);
}

void Turn::roll()
{
    Event e;
    e.kind = EventKind::Roll;
    if (m_s.round >= city().constants().policeFromRound) {
        for (int p = 0; p < 2; ++p)
            m_ctx.blue[size_t(p)] = int8_t(die());
        m_ctx.blues = 2;
    }
    for (int r = 0; r < kRoles; ++r) {
        if (m_ctx.canPlay & (1u << r))
            m_ctx.dice[size_t(r)] = int8_t(die());
    }
    e.blues = m_ctx.blues;
    e.blue = m_ctx.blue;
    e.dice = m_ctx.dice;
    notify(e);
}

void Turn::characters()
{
    const int g = m_s.active;
    for (;;) {
        m_point.clear(DecisionType::Next, g);
        for (int r = 0; r < kRoles; ++r) {
            if (!(m_ctx.canPlay & (1u << r)))
                continue;
            Choice c;
            c.role = Role(r);
            m_point.push(c);
        }
        if (m_point.size == 0)
            return;
        moveCharacter(m_point.options[size_t(ask(m_point))].role);
    }
}

MoveQuery moveQueryFor(const State &s, CharRef who, int die)
{
    const City &city = gangsters::city();
    const Character &ch = s.at(who);
    const int ctrl = s.controller(who);
    MoveQuery q;
    q.at = ch.at;
    q.from = ch.from;
    q.die = die;
    for (int shop = 0; shop < city.shops(); ++shop) {
        if (s.owner[size_t(shop)] == ctrl)
            q.shops |= uint64_t(1) << shop;
    }
    if (s.round > city.constants().noHarmRounds) {
        for (int i = 0; i < s.gangs * kRoles; ++i) {
            const CharRef t = CharRef::of(i);
            q.clinicOpen |= t.seat != ctrl && s.at(t).at == city.clinic() && s.at(t).wounded;
        }
    }
    return q;
}

uint64_t Turn::ownedMask(int seat) const
{
    uint64_t mask = 0;
    for (int s = 0; s < city().shops(); ++s) {
        if (m_s.owner[size_t(s)] == seat)
            mask |= uint64_t(1) << s;
    }
    return mask;
}

void Turn::moveCharacter(Role role)
{
    const City &city = gangsters::city();
    const int g = m_s.active;
    const CharRef ref{int8_t(g), role};
    Character &ch = m_s.at(ref);
    m_ctx.canPlay &= uint8_t(~(1u << int(role)));
    const int pips = m_ctx.dice[size_t(role)];
    Move mv{ch.at, ch.from};
    bool moved = true;
    if (ch.at == city.prison()) {
        mv = prisonExit(pips); // GA4.3: forced
    } else {
        const MoveQuery q = moveQueryFor(m_s, ref, pips);
        static thread_local MoveList moves;
        generateMoves(q, moves);
        if (moves.size == 0) {
            moved = false; // GA4.12: stays, keeps its heading
        } else {
            m_point.clear(DecisionType::Move, g);
            m_point.about = ref;
            for (const Move &m : moves) {
                Choice c;
                c.to = m.to;
                c.via = m.via;
                m_point.push(c);
            }
            const Choice &c = m_point.options[size_t(ask(m_point))];
            mv = {c.to, c.via};
        }
    }
    arrive(role, mv, moved);
}

void Turn::arrive(Role role, Move mv, bool moved)
{
    const City &city = gangsters::city();
    const int g = m_s.active;
    const CharRef ref{int8_t(g), role};
    Character &ch = m_s.at(ref);
    m_ctx.moved |= uint8_t(1u << int(role));
    if (moved) {
        // GA4.13: moving clears pending offences, the daze and the wound.
        ch.at = mv.to;
        ch.from = mv.via;
        ch.pendingSize = 0;
        ch.dazed = false;
        ch.wounded = false;
        m_ctx.movedChars |= charBit(ref);
        Event e;
        e.kind = EventKind::Moved;
        e.who = ref;
        e.at = mv.to;
        e.via = mv.via;
        notify(e);
    }
    // GA8.3: the companion moves with her, takes her to and via.
    const CharRef companion = role == Role::Vamp ? ch.companion : CharRef{};
    if (companion.valid() && moved) {
        Character &m = m_s.at(companion);
        m.at = mv.to;
        m.from = mv.via;
        m.pendingSize = 0;
        m.dazed = false;
        m_ctx.movedChars |= charBit(companion);
        Event e;
        e.kind = EventKind::Follows;
        e.who = companion;
        e.at = mv.to;
        notify(e);
    }
    // GA6.8 (G24, G45): loitering on a pawn of one's own gang, before the action.
    if (moved && city.isStreet(mv.to) && m_s.traffic[mv.to] == g)
        commit(ref, Offence::Traffic, mv.to);
    if (companion.valid() && moved && city.isStreet(mv.to) && m_s.traffic[mv.to] == companion.seat)
        commit(companion, Offence::Traffic, mv.to);

    if (!moved)
        return; // GA4.12: a piece with no legal move stays and does nothing
    act(ref, g);
    m_ctx.acted |= uint8_t(1u << int(role));
    // G46: no action for him if the vamping ended during hers.
    if (companion.valid() && m_s.at(ref).companion == companion)
        act(companion, g);
}

void Turn::vampTimer()
{
    const CharRef vamp{m_s.active, Role::Vamp};
    Character &v = m_s.at(vamp);
    if (!v.companion.valid() || m_ctx.vamped)
        return;
    if (--v.vampTurns <= 0)
        endVamping(vamp, VampEndReason::Served, true);
}

} // namespace gangsters
