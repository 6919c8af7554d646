// Arrival actions (GA5), money and crimes (GA6), the vamp (GA8), recruitment (GA10.2).
#include "turn.h"

#include <bit>

namespace gangsters {

namespace {

Choice actionChoice(ActionKind kind)
{
    Choice c;
    c.action = kind;
    return c;
}

bool standingAt(const Character &c, Loc at)
{
    return c.at == at && !c.wounded;
}

} // namespace

// GA6.6 (G44): targets all controlled by one other gang, never the actor's own men nor a
// companion of its gang's vamp; every non-empty subset of such a group is an option.
void Turn::listSettleTargets(CharRef actor, int controller, Point &point) const
{
    const Loc at = m_s.at(actor).at;
    for (int group = 0; group < m_s.gangs; ++group) {
        if (group == controller)
            continue;
        uint16_t eligible = 0;
        for (int i = 0; i < m_s.gangs * kRoles; ++i) {
            const CharRef t = CharRef::of(i);
            if (t == actor || !standingAt(m_s.at(t), at))
                continue;
            if (m_s.controller(t) != group || t.seat == controller)
                continue;
            eligible |= charBit(t);
        }
        for (uint16_t sub = eligible; sub; sub = uint16_t((sub - 1) & eligible)) {
            Choice c = actionChoice(ActionKind::Settle);
            c.chars = sub;
            point.push(c);
        }
    }
}

void Turn::listActions(CharRef actor, int ctrl, Point &point) const
{
    const City &city = gangsters::city();
    const Constants &k = city.constants();
    const Character &me = m_s.at(actor);
    const Gang &gang = m_s.gang[size_t(ctrl)];
    const Loc at = me.at;
    const bool harm = m_s.round > k.noHarmRounds; // GA3.6 (G21)
    point.clear(DecisionType::Action, ctrl);
    point.about = actor;

    if (at == city.clinic()) {
        // GA5.5 (G42): finishing off, or nothing when nobody of another gang lies there.
        bool target = false;
        for (int i = 0; i < m_s.gangs * kRoles; ++i) {
            const CharRef t = CharRef::of(i);
            target |= t.seat != ctrl && m_s.at(t).at == at && m_s.at(t).wounded;
        }
        point.push(actionChoice(target ? ActionKind::FinishOff : ActionKind::None));
        return;
    }
    auto addSettleAndVamp = [&] {
        if (!harm)
            return;
        listSettleTargets(actor, ctrl, point);
        if (actor.role != Role::Vamp || me.companion.valid())
            return;
        // GA8.2 (G39): a killer or dealer of another gang, free and not dazed.
        for (int i = 0; i < m_s.gangs * kRoles; ++i) {
            const CharRef t = CharRef::of(i);
            const Character &c = m_s.at(t);
            if (t.seat == ctrl || t.role == Role::Vamp || !standingAt(c, at) ||
                c.controlledBy >= 0 || c.dazed)
                continue;
            Choice v = actionChoice(ActionKind::Vamp);
            v.chars = charBit(t);
            point.push(v);
        }
    };
    if (city.isStreet(at)) {
        point.push(actionChoice(ActionKind::None));
        point.push(actionChoice(ActionKind::Mug));
        const int fronted = city.fronts(at);
        if (actor.role == Role::Dealer && city.slot(at) && m_s.traffic[at] < 0 && gang.stock > 0 &&
            !(fronted >= 0 && m_s.owner[size_t(fronted)] >= 0 &&
              m_s.owner[size_t(fronted)] != ctrl))
            point.push(actionChoice(ActionKind::Traffic));
        addSettleAndVamp();
        return;
    }
    const int shop = city.shopIndex(at);
    const ShopInfo &info = city.shop(shop);
    const int owner = m_s.owner[size_t(shop)];
    const int racket = m_s.racket[size_t(shop)];
    const bool owned = owner == ctrl;
    const int tokens = m_s.tokens(ctrl);
    if (owned)
        point.push(actionChoice(ActionKind::None));
    if (!owned) {
        if (owner < 0 && racket < 0 && tokens < k.tokensPerGang)
            point.push(actionChoice(ActionKind::Racket));
        if (owner < 0 && gang.money >= info.price && (tokens < k.tokensPerGang || racket == ctrl))
            point.push(actionChoice(ActionKind::Buy));
        if (harm) {
            Choice h = actionChoice(ActionKind::Holdup);
            point.push(h);
            if (owner >= 0 && tokens < k.tokensPerGang) {
                h.flag = true;
                point.push(h);
            }
        }
    }
    // GA10.2 (G31): a letter of a dead role; free at home, 50 without owner, else a price.
    static constexpr std::array<uint8_t, kRoles> letters{SigleT, SigleV, SigleD};
    for (int r = 0; r < kRoles; ++r) {
        if (!(info.sigles & letters[size_t(r)]) || gang.chars[size_t(r)].at != city.cemetery())
            continue;
        if (owner < 0 && gang.money < k.recruitPrice)
            continue;
        Choice c = actionChoice(ActionKind::Recruit);
        c.role = Role(r);
        point.push(c);
    }
    if (actor.role == Role::Dealer && (info.sigles & SigleStar)) {
        const int pawns = m_s.pawns(ctrl);
        for (int n = 2; n <= k.trafficMaxPerPurchase; n += 2) {
            if (n / 2 * k.trafficPricePerTwo > gang.money || pawns + n > k.pawnsPerGang)
                break;
            Choice c = actionChoice(ActionKind::BuyTraffic);
            c.value = int16_t(n);
            point.push(c);
        }
    }
    addSettleAndVamp();
    if (!owned && point.size == 0)
        point.push(actionChoice(ActionKind::None)); // GA5.3 (G20): only when nothing else is
}

uint16_t Turn::accomplices(CharRef actor, int ctrl)
{
    // GA5.6 (G22): same controller, same place, moved this turn; any subset.
    const Loc at = m_s.at(actor).at;
    uint16_t candidates = 0;
    for (int i = 0; i < m_s.gangs * kRoles; ++i) {
        const CharRef t = CharRef::of(i);
        if (t == actor || !standingAt(m_s.at(t), at) || m_s.controller(t) != ctrl ||
            !(m_ctx.movedChars & charBit(t)))
            continue;
        candidates |= charBit(t);
    }
    if (!candidates)
        return 0;
    m_point.clear(DecisionType::Accomplices, ctrl);
    m_point.about = actor;
    for (uint16_t sub = candidates;; sub = uint16_t((sub - 1) & candidates)) {
        Choice c;
        c.chars = sub;
        m_point.push(c);
        if (!sub)
            break;
    }
    return m_point.options[size_t(ask(m_point))].chars;
}

void Turn::act(CharRef actor, int ctrl)
{
    const City &city = gangsters::city();
    const Constants &k = city.constants();
    listActions(actor, ctrl, m_point);
    const Choice choice = m_point.options[size_t(ask(m_point))];
    Character &me = m_s.at(actor);
    Gang &gang = m_s.gang[size_t(ctrl)];
    const Loc at = me.at;
    Event e;
    e.kind = EventKind::Action;
    e.who = actor;
    e.action = choice.action;
    e.flag = choice.flag;
    e.chars = choice.chars;
    e.role = choice.role;
    e.a = choice.value;
    if (choice.action == ActionKind::Holdup || choice.action == ActionKind::Settle) {
        e.chars2 = accomplices(actor, ctrl);
        notify(e);
        if (choice.action == ActionKind::Holdup)
            holdup(actor, ctrl, choice.flag, e.chars2);
        else
            settle(actor, ctrl, choice.chars, e.chars2);
        return;
    }
    notify(e);
    const int shop = city.isShop(at) ? city.shopIndex(at) : -1;
    switch (choice.action) {
    case ActionKind::None:
    case ActionKind::Holdup:
    case ActionKind::Settle:
        break;
    case ActionKind::Mug:
        gang.money += k.mugging;
        commit(actor, Offence::Mugging, at);
        break;
    case ActionKind::Traffic:
        --gang.stock;
        m_s.traffic[at] = int8_t(ctrl);
        commit(actor, Offence::Traffic, at);
        break;
    case ActionKind::Racket:
        m_s.racket[size_t(shop)] = int8_t(ctrl);
        commit(actor, Offence::Racket, at);
        break;
    case ActionKind::Buy:
        gang.money -= city.shop(shop).price;
        m_s.racket[size_t(shop)] = -1; // GA6.4: the R token returns to its gang's supply
        m_s.owner[size_t(shop)] = int8_t(ctrl);
        recolour(shop, ctrl);
        checkDistrict(ctrl, shop);
        break;
    case ActionKind::BuyTraffic:
        gang.money -= choice.value / 2 * k.trafficPricePerTwo;
        gang.stock = int16_t(gang.stock + choice.value);
        break;
    case ActionKind::Recruit:
        recruit(actor, ctrl, choice.role);
        break;
    case ActionKind::FinishOff:
        finishOff(actor, ctrl);
        break;
    case ActionKind::Vamp: {
        // GA8.2: he becomes her companion and acts at once for her gang.
        const CharRef target = CharRef::of(std::countr_zero(choice.chars));
        me.companion = target;
        me.vampTurns = int8_t(k.vampTurns);
        m_s.at(target).controlledBy = int8_t(ctrl);
        m_ctx.vamped = actor.seat == m_s.active;
        Event v;
        v.kind = EventKind::Vamped;
        v.vamp = actor;
        v.who = target;
        notify(v);
        act(target, ctrl);
        break;
    }
    }
}

// GA6.9: pawns on the frontage take the new owner's colour, or go to the bank past 20.
void Turn::recolour(int shop, int seat)
{
    const City &city = gangsters::city();
    const ShopInfo &info = city.shop(shop);
    for (int i = 0; i < info.frontageCount; ++i) {
        const Loc q = info.frontage[size_t(i)];
        if (m_s.traffic[q] < 0 || m_s.traffic[q] == seat)
            continue;
        Event e;
        e.at = q;
        if (m_s.pawns(seat) >= city.constants().pawnsPerGang) {
            m_s.traffic[q] = -1;
            e.kind = EventKind::PawnToBank;
        } else {
            m_s.traffic[q] = int8_t(seat);
            e.kind = EventKind::PawnRecoloured;
            e.seat = int8_t(seat);
        }
        notify(e);
    }
}

void Turn::recruit(CharRef actor, int ctrl, Role role)
{
    const City &city = gangsters::city();
    const Loc at = m_s.at(actor).at;
    const int shop = city.shopIndex(at);
    const int owner = m_s.owner[size_t(shop)];
    Gang &gang = m_s.gang[size_t(ctrl)];
    int price = 0;
    if (owner < 0) {
        price = city.constants().recruitPrice;
        gang.money -= price;
    } else if (owner != ctrl) {
        m_point.clear(DecisionType::Price, owner);
        m_point.about = {int8_t(ctrl), role};
        Choice refuse;
        refuse.value = -1;
        m_point.push(refuse);
        for (int p = 0; p <= 1000; p += 10) {
            Choice c;
            c.value = int16_t(p);
            m_point.push(c);
        }
        try {
            price = m_point.options[size_t(ask(m_point))].value;
        } catch (const Resigned &r) {
            resignGang(r.seat); // G52: no recruitment, which still is the recruiter's action
            return;
        }
        Event named;
        named.kind = EventKind::PriceNamed;
        named.seat = int8_t(owner);
        named.a = int16_t(price);
        notify(named);
        if (price < 0)
            return; // refused: still the recruiter's action
        bool accepted = false;
        if (price <= gang.money) {
            m_point.clear(DecisionType::Accept, ctrl);
            m_point.about = {int8_t(ctrl), role};
            Choice no, yes;
            yes.flag = true;
            m_point.push(no);
            m_point.push(yes);
            accepted = m_point.options[size_t(ask(m_point))].flag;
        }
        if (!accepted) {
            Event d;
            d.kind = EventKind::Declined;
            d.seat = int8_t(ctrl);
            notify(d);
            return;
        }
        gang.money -= price;
        m_s.gang[size_t(owner)].money += price;
    }
    const CharRef recruit{int8_t(ctrl), role};
    Character &c = m_s.at(recruit);
    c = Character{};
    c.at = at;
    Event e;
    e.kind = EventKind::Recruited;
    e.who = recruit;
    e.at = at;
    e.a = int16_t(price);
    notify(e);
}

void Turn::endVamping(CharRef vampRef, VampEndReason why, bool dazed)
{
    Character &vamp = m_s.at(vampRef);
    const CharRef comp = vamp.companion;
    if (!comp.valid())
        return;
    Character &him = m_s.at(comp);
    him.controlledBy = -1;
    if (dazed) {
        him.dazed = true;
        if (why == VampEndReason::Served)
            him.from = vamp.from; // GA8.4: with her heading
    }
    vamp.companion = CharRef{};
    vamp.vampTurns = 0;
    Event e;
    e.kind = EventKind::VampEnds;
    e.vamp = vampRef;
    e.who = comp;
    e.why = why;
    notify(e);
}

// GA8.5 (G51): her fall or jail leaves him dazed on the board; his own leaves him undazed.
void Turn::releaseLinks(CharRef who, VampEndReason why)
{
    const Character &c = m_s.at(who);
    if (who.role == Role::Vamp && c.companion.valid()) {
        const Character &him = m_s.at(c.companion);
        const City &city = gangsters::city();
        endVamping(who, why, city.isStreet(him.at) || city.isShop(him.at));
    }
    if (c.controlledBy >= 0)
        endVamping({c.controlledBy, Role::Vamp}, why, false);
}

} // namespace gangsters
