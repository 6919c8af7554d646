// The Appraiser: what an action, a move or a cop move is worth to the seat deciding, in
// briques, from its seat view only (knowledge.h).
#include "knowledge.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace gangsters::ai {

namespace {

int shopsLeft(const State &s, int seat, int d)
{
    int left = 0;
    for (int shop : city().districtShops(d))
        left += s.owner[size_t(shop)] != seat;
    return left;
}

bool roleDead(const State &s, int seat, Role r)
{
    return s.at(CharRef{int8_t(seat), r}).at == city().cemetery();
}

} // namespace

Appraiser::Appraiser(const SeatView &view, const Sense &sense)
    : m_view(view), m_s(view.state), m_sense(sense), m_seat(view.pending.seat),
      m_horizon(horizon(view.state, view.rules)), m_district(chosenDistrict(view.state, m_seat))
{
    m_cops = copReach(m_s);
    if (sense.killerThreat && m_seat < m_s.gangs)
        m_killers = killerReach(m_s, m_seat);
}

int Appraiser::yearsOf(CharRef c) const
{
    const Character &ch = m_s.at(c);
    const auto &years = city().constants().years;
    int y = 0;
    for (int i = 0; i < ch.recordSize; ++i)
        y += years[size_t(ch.record[size_t(i)].offence)];
    for (int i = 0; i < ch.pendingSize; ++i)
        y += years[size_t(ch.pending[size_t(i)].offence)];
    return y;
}

double Appraiser::threat(Loc at) const
{
    const City &k = city();
    if (at == k.prison() || at == k.cemetery() || (k.isStreet(at) && k.manhole(at)))
        return 0; // GA7.6: never arrested on a manhole
    if (m_s.round < k.constants().policeFromRound - 1)
        return 0; // GA3.6: no police before round 4
    if (m_s.policeOwner == m_seat)
        return 0.05; // its owner moves the cops (GA7.10); arrests stay compulsory
    const double q0 = m_cops[0][at] / 6.0, q1 = m_cops[1][at] / 6.0;
    if (!m_sense.threatByProbability)
        return q0 + q1 > 0 ? 0.5 : 0;
    const double once = 1 - (1 - q0) * (1 - q1);
    int rivals = 0;
    for (int g = 0; g < m_s.gangs; ++g)
        rivals += g != m_seat && !m_s.gang[size_t(g)].eliminated;
    // The cops move at every rival's turn before ours (GA3.4e); later moves start elsewhere,
    // so each later turn counts half.
    return 1 - (1 - once) * std::pow(1 - 0.5 * once, std::max(0, rivals - 1));
}

double Appraiser::exposure(CharRef who, Loc at, int years) const
{
    double cost = 0;
    if (years > 0) {
        const Character &c = m_s.at(who);
        // GA7.8: a sentence of `years` turns, and the pawns and R tokens on the record go back.
        double jail = years * m_sense.weights.jailYear * (who.role == Role::Dealer ? 1.5 : 1);
        for (int i = 0; i < c.recordSize; ++i) {
            const Offence o = c.record[size_t(i)].offence;
            jail += o == Offence::Traffic ? 30 : o == Offence::Racket ? 45 : 0;
        }
        cost += threat(at) * jail;
    }
    if (m_sense.killerThreat && m_s.round >= city().constants().noHarmRounds &&
        who.role != Role::Killer) {
        const double reach = std::min(1.0, m_killers[at] / 6.0);
        cost += reach * m_sense.weights.killerRisk * characterWorth(m_s, who);
    }
    return cost;
}

uint16_t Appraiser::accompliceMask(CharRef actor) const
{
    // GA5.6: the same controller, the same location, moved this turn.
    uint16_t mask = 0;
    const Loc at = m_s.at(actor).at;
    const int ctrl = m_s.controller(actor);
    for (int i = 0; i < m_s.gangs * kRoles; ++i) {
        const CharRef t = CharRef::of(i);
        if (t == actor || m_s.controller(t) != ctrl || m_s.at(t).at != at)
            continue;
        if (m_view.turn.movedChars & charBit(t))
            mask |= charBit(t);
    }
    return mask;
}

double Appraiser::vamping(CharRef victim) const
{
    return m_sense.weights.vamping * (30 + 0.45 * characterWorth(m_s, victim));
}

double Appraiser::duelAttack(CharRef actor, int defenders, int defKillers, uint16_t extra) const
{
    int n = 1, killers = actor.role == Role::Killer;
    for (uint16_t m = extra; m; m &= uint16_t(m - 1)) {
        ++n;
        killers += CharRef::of(std::countr_zero(m)).role == Role::Killer;
    }
    return duelWin(n, killers, defenders, defKillers);
}

double Appraiser::shopWorth(int shop, int seat) const
{
    const City &k = city();
    const int d = k.shop(shop).district;
    const int n = int(k.districtShops(d).size());
    const int left = shopsLeft(m_s, seat, d);
    if (left == 1 && m_s.owner[size_t(shop)] != seat)
        return 20000; // GA11.1: the district, the game
    const int owned = n - left;
    double worth = m_sense.weights.shopIncome * m_horizon;
    const double step =
        m_sense.weights.districtStep * ((owned + 1) * (owned + 1) - owned * owned) / double(n * n);
    worth += d == m_district ? step : 0.35 * step;
    if (m_sense.blocking) {
        // Owning a shop of a district a rival nearly has forces it into a hold-up (GA6.5).
        int rivalBest = 0;
        for (int g = 0; g < m_s.gangs; ++g) {
            if (g != seat && !m_s.gang[size_t(g)].eliminated)
                rivalBest = std::max(rivalBest, n - shopsLeft(m_s, g, d));
        }
        if (rivalBest >= n - 3 && m_s.owner[size_t(shop)] < 0)
            worth += m_sense.weights.blocking * (rivalBest - (n - 4));
    }
    return worth;
}

double Appraiser::action(CharRef actor, const Choice &c, Reason *why) const
{
    const City &k = city();
    const Constants &K = k.constants();
    const int ctrl = m_seat;
    const Character &me = m_s.at(actor);
    const Loc at = me.at;
    const int shop = k.isShop(at) ? k.shopIndex(at) : -1;
    const int years = actor.valid() ? yearsOf(actor) : 0;
    auto offence = [&](int extra) {
        return actor.valid() ? exposure(actor, at, years + extra) - exposure(actor, at, years)
                             : 0.0;
    };
    auto say = [&](ReasonKind kind, int a = 0, int b = 0) {
        if (why)
            *why = Reason::of({kind, at, c.role, -1, int16_t(a), int16_t(b)});
    };
    switch (c.action) {
    case ActionKind::None:
        say(ReasonKind::Nothing);
        return 0;
    case ActionKind::Mug:
        say(ReasonKind::Mugs, K.mugging);
        return m_sense.weights.mugging * K.mugging - offence(1);
    case ActionKind::Traffic:
        say(ReasonKind::LaysPawn, K.trafficIncome);
        return K.trafficIncome * std::min(m_horizon, 10) - offence(1);
    case ActionKind::Racket:
        say(ReasonKind::Rackets, K.racketIncome);
        return K.racketIncome * std::min(m_horizon, 12) +
               (shop >= 0 && k.shop(shop).district == m_district ? 10 : 0) - offence(1);
    case ActionKind::Buy: {
        const int d = k.shop(shop).district;
        const int left = shopsLeft(m_s, ctrl, d) - 1;
        say(ReasonKind::Buys, left);
        return shopWorth(shop, ctrl) - k.shop(shop).price;
    }
    case ActionKind::Holdup: {
        const uint16_t mates = accompliceMask(actor);
        const double p = duelAttack(actor, k.shop(shop).managers, 0, mates);
        const int fighters = 1 + std::popcount(mates);
        const double losses = (1 - p) * 0.6 * fighters * 80 + p * 0.3 * fighters * 30;
        double gain = k.shop(shop).holdup;
        if (c.flag) {
            const int owner = m_s.owner[size_t(shop)];
            gain = shopWorth(shop, ctrl);
            if (m_sense.blocking && owner >= 0)
                gain += 400 * progress(m_s, owner, k.shop(shop).district);
            say(ReasonKind::HoldsUpProperty, int(std::lround(100 * p)));
        } else {
            say(ReasonKind::HoldsUp, k.shop(shop).holdup, int(std::lround(100 * p)));
        }
        return p * gain - losses - fighters * offence(2);
    }
    case ActionKind::Settle: {
        int n = 0, killers = 0;
        double worth = 0;
        for (uint16_t m = c.chars; m; m &= uint16_t(m - 1)) {
            const CharRef t = CharRef::of(std::countr_zero(m));
            ++n;
            killers += t.role == Role::Killer;
            worth +=
                characterWorth(m_s, t) * (1 + progress(m_s, t.seat, chosenDistrict(m_s, t.seat)));
        }
        const uint16_t mates = accompliceMask(actor);
        const double p = duelAttack(actor, n, killers, mates);
        const int fighters = 1 + std::popcount(mates);
        say(ReasonKind::Settles, int(std::lround(100 * p)));
        return p * 0.55 * worth - (1 - p) * 0.6 * fighters * 90 - 0.6 * n * offence(2);
    }
    case ActionKind::Vamp: {
        const CharRef t = CharRef::of(std::countr_zero(unsigned(c.chars)));
        if (why)
            *why = Reason::of({ReasonKind::Vamps, at, t.role, t.seat, 0, 0});
        return vamping(t);
    }
    case ActionKind::Recruit: {
        const int owner = m_s.owner[size_t(shop)];
        const double price = owner == ctrl ? 0 : owner < 0 ? K.recruitPrice : 120;
        say(ReasonKind::Recruits);
        return m_sense.weights.recruit * characterWorth(m_s, CharRef{int8_t(ctrl), c.role}) - price;
    }
    case ActionKind::BuyTraffic: {
        const int usable = std::max(0, 6 - m_s.gang[size_t(ctrl)].stock);
        say(ReasonKind::BuysTraffic, c.value);
        return std::min<int>(c.value, usable) * 10.0 - c.value * K.trafficPricePerTwo / 2.0;
    }
    case ActionKind::FinishOff: {
        double worth = 0;
        for (int i = 0; i < m_s.gangs * kRoles; ++i) {
            const CharRef t = CharRef::of(i);
            if (t.seat != ctrl && m_s.at(t).at == k.clinic() && m_s.at(t).wounded)
                worth += characterWorth(m_s, t);
        }
        say(ReasonKind::FinishesOff);
        return 0.6 * worth - offence(2);
    }
    }
    return 0;
}

double Appraiser::bestAt(CharRef actor, Loc at, Reason *why) const
{
    // The actions of GA5.2–GA5.5 that matter, as if `actor` stood at `at`.
    const City &k = city();
    const Constants &K = k.constants();
    const int ctrl = m_seat;
    const Gang &gang = m_s.gang[size_t(ctrl)];
    const bool harm = m_s.round > K.noHarmRounds;
    double best = 0;
    ReasonPart reason{ReasonKind::Nothing, at};
    auto consider = [&](double v, ReasonKind kind, int a = 0, Role role = Role::Killer) {
        if (v > best) {
            best = v;
            reason = {kind, at, role, -1, int16_t(a), 0};
        }
    };
    if (at == k.clinic()) {
        for (int i = 0; i < m_s.gangs * kRoles; ++i) {
            const CharRef t = CharRef::of(i);
            if (t.seat != ctrl && m_s.at(t).at == at && m_s.at(t).wounded)
                consider(0.6 * characterWorth(m_s, t), ReasonKind::FinishesOff);
        }
    } else if (k.isStreet(at)) {
        consider(m_sense.weights.mugging * K.mugging * 0.7, ReasonKind::Mugs, K.mugging);
        if (actor.role == Role::Dealer && gang.stock > 0 && k.slot(at) && m_s.traffic[at] < 0) {
            const int f = k.fronts(at);
            if (f < 0 || m_s.owner[size_t(f)] < 0 || m_s.owner[size_t(f)] == ctrl)
                consider(K.trafficIncome * std::min(m_horizon, 10) * 0.7, ReasonKind::LaysPawn,
                         K.trafficIncome);
        }
        if (harm && actor.role == Role::Vamp && !m_s.at(actor).companion.valid()) {
            for (int g = 0; g < m_s.gangs; ++g) {
                for (Role r : {Role::Killer, Role::Dealer}) {
                    const CharRef t{int8_t(g), r};
                    if (g != ctrl && m_s.at(t).at == at && m_s.controller(t) == g &&
                        !m_s.at(t).dazed)
                        consider(vamping(t), ReasonKind::Vamps, 0, r);
                }
            }
        }
    } else if (k.isShop(at)) {
        const int shop = k.shopIndex(at);
        const ShopInfo &info = k.shop(shop);
        const int owner = m_s.owner[size_t(shop)];
        const int tokens = m_s.tokens(ctrl);
        const uint8_t letters[3] = {SigleT, SigleV, SigleD};
        bool other = false; // an action besides a hold-up (GA5.3)
        for (int r = 0; r < kRoles; ++r) {
            if ((info.sigles & letters[r]) && roleDead(m_s, ctrl, Role(r))) {
                Choice c;
                c.action = ActionKind::Recruit;
                c.role = Role(r);
                const double price = owner == ctrl ? 0 : owner < 0 ? K.recruitPrice : 120;
                if (owner != ctrl && owner < 0 && gang.money < price)
                    continue;
                other = true;
                consider(m_sense.weights.recruit *
                                 characterWorth(m_s, CharRef{int8_t(ctrl), Role(r)}) -
                             price,
                         ReasonKind::Recruits, 0, Role(r));
            }
        }
        if (owner != ctrl) {
            if (owner < 0 && gang.money >= info.price &&
                (tokens < K.tokensPerGang || m_s.racket[size_t(shop)] == ctrl)) {
                other = true;
                const int left = shopsLeft(m_s, ctrl, info.district) - 1;
                consider(shopWorth(shop, ctrl) - info.price, ReasonKind::Buys, left);
            }
            if (owner < 0 && m_s.racket[size_t(shop)] < 0 && tokens < K.tokensPerGang) {
                other = true;
                consider(K.racketIncome * std::min(m_horizon, 12) * 0.7, ReasonKind::Rackets,
                         K.racketIncome);
            }
            if (harm) {
                const double p = duelWin(1 + 0, actor.role == Role::Killer, info.managers, 0);
                double worth = info.holdup;
                if (owner >= 0 && tokens < K.tokensPerGang)
                    worth = std::max(worth, shopWorth(shop, ctrl));
                // Entering commits to an action (GA5.3): a bad hold-up can be all that is left.
                const double holdup = p * worth - m_sense.weights.holdupFear * ((1 - p) * 50 + 25);
                if (other)
                    consider(holdup, ReasonKind::HoldsUpShop);
                else {
                    best = holdup;
                    reason = {ReasonKind::HoldsUpShop, at};
                }
            }
        }
        if (actor.role == Role::Dealer && (info.sigles & SigleStar) && gang.stock < 4 &&
            gang.money >= 10 && (other || owner == ctrl || !harm))
            consider(20, ReasonKind::BuysTraffic);
    }
    if (why)
        *why = Reason::of(reason);
    return best;
}

double Appraiser::move(CharRef who, const Choice &c, Reason *why) const
{
    if (!who.valid())
        return 0;
    double value = bestAt(who, c.to, why) - exposure(who, c.to, yearsOf(who));
    if (m_sense.lookahead) {
        // Expectimax over the next roll that matters: the mover's own die next turn.
        const City &k = city();
        MoveQuery q;
        q.at = c.to;
        q.from = c.via;
        for (int shop = 0; shop < k.shops(); ++shop) {
            if (m_s.owner[size_t(shop)] == m_seat)
                q.shops |= uint64_t(1) << shop;
        }
        static thread_local MoveList moves;
        double expected = 0;
        for (int d = 1; d <= 6; ++d) {
            q.die = d;
            generateMoves(q, moves);
            double best = 0;
            for (const Move &m : moves)
                best = std::max(best, bestAt(who, m.to));
            expected += best / 6.0;
        }
        value += 1.3 * expected;
    }
    return value;
}

double Appraiser::copMove(const Choice &c, Reason *why) const
{
    const City &k = city();
    const Loc to = c.to;
    double value = 0;
    const bool manhole = k.isStreet(to) && k.manhole(to);
    for (int i = 0; i < m_s.gangs * kRoles; ++i) {
        const CharRef t = CharRef::of(i);
        const Character &ch = m_s.at(t);
        if (m_s.gang[size_t(t.seat)].eliminated)
            continue;
        const int years = yearsOf(t);
        if (years == 0)
            continue;
        const bool mine = m_s.controller(t) == m_seat || t.seat == m_seat;
        const double weight = years * 14 + 0.2 * characterWorth(m_s, t);
        if (ch.at == to && !manhole) {
            value += mine ? -2.5 * weight : weight; // GA7.4: arrests are compulsory
        } else if (k.isStreet(ch.at) && k.isStreet(to) && k.streetNeighbours(ch.at, to)) {
            value += mine ? -0.2 * weight : 0.15 * weight; // close for the next turns
        }
    }
    if (why)
        *why = Reason::of({value > 0 ? ReasonKind::SendsCops : ReasonKind::KeepsCopsAway, to});
    return value;
}

} // namespace gangsters::ai
