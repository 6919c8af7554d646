// Duels (GA9), their aftermath (GA9.6) and finishing off (GA9.5).
#include "turn.h"

#include <bit>
#include <cstdlib>

namespace gangsters {

// GA9.4: managers and cops are interchangeable, the first standing is hit; gangsters are aimed
// by the shooting side's controller when two or more stand.
int Turn::aim(Side &shooters, Side &targets)
{
    int first = -1, count = 0;
    for (int i = 0; i < targets.size; ++i) {
        if (!targets.f[size_t(i)].standing)
            continue;
        if (first < 0)
            first = i;
        ++count;
    }
    if (targets.f[size_t(first)].kind != TargetKind::Character || count == 1 || shooters.aimer < 0)
        return first;
    m_point.clear(DecisionType::Shot, shooters.aimer);
    for (int i = 0; i < targets.size; ++i) {
        if (!targets.f[size_t(i)].standing)
            continue;
        Choice c;
        c.chars = charBit(targets.f[size_t(i)].ref);
        m_point.push(c);
    }
    const CharRef chosen =
        CharRef::of(std::countr_zero(m_point.options[size_t(ask(m_point))].chars));
    for (int i = 0; i < targets.size; ++i) {
        if (targets.f[size_t(i)].standing && targets.f[size_t(i)].ref == chosen)
            return i;
    }
    return first;
}

void Turn::duel(Side &att, Side &def, Falls &falls)
{
    const Constants &k = city().constants();
    // Each die is kept with its fighter, so that the table shows who rolled what (issue 28).
    auto total = [&](const Side &side, DuelRoll &roll, uint8_t &count) {
        int sum = 0;
        for (int i = 0; i < side.size; ++i) {
            const Fighter &f = side.f[size_t(i)];
            DuelDie &d = roll.dice[size_t(roll.attackers + roll.defenders)];
            d.kind = f.kind;
            d.fighter = f.kind == TargetKind::Character ? int8_t(f.ref.index()) : f.index;
            d.face = int8_t(die());
            d.bonus = f.kind == TargetKind::Character && f.ref.role == Role::Killer
                          ? int8_t(k.killerBonus)
                          : int8_t(0);
            sum += d.face + d.bonus;
            ++count;
        }
        return sum;
    };
    int a = 0, d = 0;
    do { // GA9.2 (G27): ties are rolled again, all dice, same order
        Event e;
        e.kind = EventKind::DuelRoll;
        a = total(att, e.duel, e.duel.attackers);
        d = total(def, e.duel, e.duel.defenders);
        e.a = int16_t(a);
        e.b = int16_t(d);
        notify(e);
    } while (a == d);
    const int shots = std::abs(a - d);
    try {
        volleys(att, def, falls, shots, d > a);
    } catch (const Resigned &r) {
        m_duelResign = r.seat; // G52: the duel ends at once
    }
}

void Turn::volleys(Side &att, Side &def, Falls &falls, int shots, bool defendersFire)
{
    const Constants &k = city().constants();
    while (att.standing() > 0 && def.standing() > 0) {
        Side &shooters = defendersFire ? def : att;
        Side &targets = defendersFire ? att : def;
        for (int s = 0; s < shots && targets.standing() > 0; ++s) {
            const int t = aim(shooters, targets);
            const int face = die();
            const ShotResult result = k.shot[size_t(face)];
            Fighter &f = targets.f[size_t(t)];
            Event e;
            e.kind = EventKind::Shot;
            e.flag = defendersFire;
            e.target = f.kind;
            e.who = f.ref;
            e.index = f.index;
            e.a = int16_t(face);
            e.result = result;
            notify(e);
            if (result == ShotResult::Miss)
                continue;
            f.standing = false;
            falls.f[size_t(falls.size++)] = {!defendersFire, int8_t(t), result};
        }
        defendersFire = !defendersFire;
    }
}

void Turn::place(CharRef who, ShotResult how)
{
    const City &city = gangsters::city();
    releaseLinks(who, VampEndReason::Fell);
    Character &c = m_s.at(who);
    Event e;
    e.who = who;
    if (how == ShotResult::Killed) {
        c = Character{}; // GA7.9: the dead lose their record
        c.at = city.cemetery();
        e.kind = EventKind::Killed;
    } else {
        // GA9.6: the record stays, pending offences lapse.
        c.at = city.clinic();
        c.from = kNoLoc;
        c.wounded = true;
        c.dazed = false;
        c.pendingSize = 0;
        e.kind = EventKind::Wounded;
    }
    if (who.seat == m_s.active)
        m_ctx.canPlay &= uint8_t(~(1u << int(who.role)));
    notify(e);
}

namespace {

void addActorSide(Turn *, CharRef actor, uint16_t accomplices, auto &side, auto fighter)
{
    side.add(fighter(actor));
    for (int i = 0; i < kMaxGangs * kRoles; ++i) {
        if (accomplices & (1u << i))
            side.add(fighter(CharRef::of(i)));
    }
}

} // namespace

void Turn::holdup(CharRef actor, int ctrl, bool property, uint16_t accomplicesMask)
{
    const City &city = gangsters::city();
    const Loc at = m_s.at(actor).at;
    const int shop = city.shopIndex(at);
    const ShopInfo &info = city.shop(shop);
    const int owner = m_s.owner[size_t(shop)];
    auto fighter = [](CharRef r) {
        Fighter f;
        f.ref = r;
        return f;
    };
    Side att, def;
    addActorSide(this, actor, accomplicesMask, att, fighter);
    for (int i = 0; i < info.managers; ++i) {
        Fighter f;
        f.kind = TargetKind::Manager;
        f.index = int8_t(i);
        def.add(f);
    }
    att.aimer = ctrl;
    def.aimer = owner; // GA6.5: the owner plays the managers; nobody in a shop without one
    Falls falls;
    duel(att, def, falls);
    for (int i = 0; i < falls.size; ++i) {
        if (!falls.f[size_t(i)].defender)
            place(att.f[size_t(falls.f[size_t(i)].index)].ref, falls.f[size_t(i)].how);
    }
    if (m_duelResign >= 0) {
        afterResignedDuel(); // G52: nothing more of the hold-up
        return;
    }
    checkEliminations();

    // GA6.5 (G43): holdup, then per manager in the order they fell; GA7.3 (G16) testimony.
    std::array<Offence, 3> offences{};
    int count = 0;
    offences[size_t(count++)] = Offence::Holdup;
    bool allKilled = true;
    int fallen = 0;
    for (int i = 0; i < falls.size; ++i) {
        if (!falls.f[size_t(i)].defender)
            continue;
        ++fallen;
        const bool killed = falls.f[size_t(i)].how == ShotResult::Killed;
        offences[size_t(count++)] = killed ? Offence::Murder : Offence::Assault;
    }
    allKilled = fallen == info.managers;
    for (int i = 0; i < falls.size; ++i) {
        if (falls.f[size_t(i)].defender && falls.f[size_t(i)].how != ShotResult::Killed)
            allKilled = false;
    }
    for (int p = 0; p < att.size; ++p) {
        const CharRef who = att.f[size_t(p)].ref;
        const Character &c = m_s.at(who);
        for (int o = 0; o < count; ++o) {
            if (!allKilled) {
                if (c.at == city.cemetery())
                    continue;
                addRecord(who, offences[size_t(o)], at);
                Event e;
                e.kind = EventKind::Witnessed;
                e.who = who;
                e.offence = offences[size_t(o)];
                e.at = at;
                e.flag = true;
                notify(e);
            } else if (c.at == at) {
                commit(who, offences[size_t(o)], at);
            }
        }
    }
    Event e;
    e.seat = int8_t(ctrl);
    e.at = at;
    if (fallen < info.managers) {
        e.kind = EventKind::HoldupFailed;
        notify(e);
        return;
    }
    e.kind = EventKind::HoldupSuccess;
    if (!property) {
        m_s.gang[size_t(ctrl)].money += info.holdup;
        e.a = info.holdup;
        notify(e);
        return;
    }
    m_s.owner[size_t(shop)] = int8_t(ctrl);
    notify(e);
    recolour(shop, ctrl);
    checkDistrict(ctrl, shop);
}

void Turn::settle(CharRef actor, int ctrl, uint16_t targets, uint16_t accomplicesMask)
{
    const Loc at = m_s.at(actor).at;
    auto fighter = [](CharRef r) {
        Fighter f;
        f.ref = r;
        return f;
    };
    Side att, def;
    addActorSide(this, actor, accomplicesMask, att, fighter);
    int targetsController = -1;
    for (int i = 0; i < kMaxGangs * kRoles; ++i) {
        if (!(targets & (1u << i)))
            continue;
        def.add(fighter(CharRef::of(i)));
        if (targetsController < 0)
            targetsController = m_s.controller(CharRef::of(i));
    }
    att.aimer = ctrl;
    def.aimer = targetsController;
    Falls falls;
    duel(att, def, falls);
    // GA9.6: the attackers' fallen first, each side in the order they fell.
    for (bool defenders : {false, true}) {
        for (int i = 0; i < falls.size; ++i) {
            const Fall &f = falls.f[size_t(i)];
            if (f.defender == defenders)
                place((defenders ? def : att).f[size_t(f.index)].ref, f.how);
        }
    }
    if (m_duelResign >= 0) {
        afterResignedDuel(); // G52: nothing more of the settling of scores
        return;
    }
    checkEliminations();
    // GA6.6: each kill is a murder for every member of the side that shot, still standing.
    for (int i = 0; i < falls.size; ++i) {
        const Fall &f = falls.f[size_t(i)];
        if (f.how != ShotResult::Killed)
            continue;
        const Side &shooters = f.defender ? att : def;
        for (int s = 0; s < shooters.size; ++s) {
            if (shooters.f[size_t(s)].standing)
                commit(shooters.f[size_t(s)].ref, Offence::Murder, at);
        }
    }
}

void Turn::finishOff(CharRef actor, int ctrl)
{
    const City &city = gangsters::city();
    const Constants &k = city.constants();
    int shots = die();
    if (actor.role == Role::Killer)
        shots += k.killerBonus;
    Event roll;
    roll.kind = EventKind::FinishRoll;
    roll.a = int16_t(shots);
    notify(roll);
    uint16_t killed = 0;
    std::array<CharRef, kMaxGangs * kRoles> order{};
    int kills = 0;
    for (int s = 0; s < shots; ++s) {
        m_point.clear(DecisionType::Shot, ctrl);
        for (int i = 0; i < m_s.gangs * kRoles; ++i) {
            const CharRef t = CharRef::of(i);
            const Character &c = m_s.at(t);
            if (t.seat != ctrl && c.at == city.clinic() && c.wounded && !(killed & charBit(t))) {
                Choice ch;
                ch.chars = charBit(t);
                m_point.push(ch);
            }
        }
        if (m_point.size == 0)
            break;
        int chosen = 0;
        try {
            chosen = ask(m_point);
        } catch (const Resigned &) {
            for (int i = 0; i < kills; ++i) // the fallen are placed first (G52)
                place(order[size_t(i)], ShotResult::Killed);
            throw;
        }
        const CharRef target = CharRef::of(std::countr_zero(m_point.options[size_t(chosen)].chars));
        const int face = die();
        const bool hit = face >= k.finishOffHitMin;
        Event e;
        e.kind = EventKind::Shot;
        e.who = target;
        e.a = int16_t(face);
        e.result = hit ? ShotResult::Killed : ShotResult::Miss;
        notify(e);
        if (hit) {
            killed |= charBit(target);
            order[size_t(kills++)] = target;
        }
    }
    for (int i = 0; i < kills; ++i)
        place(order[size_t(i)], ShotResult::Killed);
    checkEliminations();
    for (int i = 0; i < kills; ++i)
        commit(actor, Offence::Murder, city.clinic());
}

} // namespace gangsters
