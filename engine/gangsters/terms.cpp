#include "terms.h"

#include "ai/knowledge.h"

#include <bit>

namespace gangsters {

int yearsFor(Offence offence)
{
    return city().constants().years[size_t(offence)];
}

int recordYears(const Character &ch)
{
    int years = 0;
    for (int i = 0; i < ch.recordSize; ++i)
        years += yearsFor(ch.record[size_t(i)].offence);
    return years;
}

int incomeOf(const State &s, int seat)
{
    const City &c = city();
    const Constants &k = c.constants();
    int income = 0;
    for (int shop = 0; shop < c.shops(); ++shop) {
        income += s.racket[size_t(shop)] == seat ? k.racketIncome : 0;
        income += s.owner[size_t(shop)] == seat ? k.propertyIncome : 0;
    }
    // GA3.4b, GA8.6: traffic pays while the dealer is in service, to whoever controls him.
    const Character &dealer = s.gang[size_t(seat)].chars[size_t(Role::Dealer)];
    const bool inService =
        (c.isStreet(dealer.at) || c.isShop(dealer.at) || dealer.at == c.clinic()) &&
        !dealer.wounded && dealer.controlledBy < 0;
    for (int sq = 0; inService && sq < c.streets(); ++sq)
        income += s.traffic[size_t(sq)] == seat ? k.trafficIncome : 0;
    return income;
}

namespace {

void offend(Terms &t, Offence offence)
{
    t.offence = true;
    t.what = offence;
    t.years = yearsFor(offence);
}

int killers(const State &s, uint16_t chars)
{
    int n = 0;
    for (uint16_t m = chars; m; m = uint16_t(m & (m - 1)))
        n += CharRef::of(std::countr_zero(unsigned(m))).role == Role::Killer ? 1 : 0;
    (void)s;
    return n;
}

} // namespace

Terms termsOf(const State &s, CharRef actor, const Choice &choice)
{
    const City &c = city();
    const Constants &k = c.constants();
    Terms t;
    const Loc at = actor.valid() ? s.at(actor).at : kNoLoc;
    const int shop = at != kNoLoc && c.isShop(at) ? c.shopIndex(at) : -1;
    const int actorKillers = actor.valid() && actor.role == Role::Killer ? 1 : 0;
    switch (choice.action) {
    case ActionKind::None:
    case ActionKind::Vamp:
        break;
    case ActionKind::Mug:
        t.money = k.mugging;
        offend(t, Offence::Mugging);
        break;
    case ActionKind::Traffic:
        t.income = k.trafficIncome;
        offend(t, Offence::Traffic);
        break;
    case ActionKind::Racket:
        t.income = k.racketIncome;
        offend(t, Offence::Racket);
        break;
    case ActionKind::Buy:
        if (shop >= 0) {
            t.money = -c.shop(shop).price;
            t.income = k.propertyIncome;
        }
        break;
    case ActionKind::BuyTraffic:
        t.pawns = choice.value;
        t.money = -(choice.value / 2 * k.trafficPricePerTwo);
        break;
    case ActionKind::Holdup:
        if (shop >= 0) {
            const ShopInfo &info = c.shop(shop);
            // GA6.5: the takings, or the shop itself when held up for its property.
            t.money = choice.flag ? 0 : info.holdup;
            t.income = choice.flag ? k.propertyIncome : 0;
            t.duel = true;
            t.targets = info.managers;
            t.odds = ai::duelWin(1, actorKillers, info.managers, 0);
        }
        offend(t, Offence::Holdup);
        break;
    case ActionKind::Settle:
        t.duel = true;
        t.targets = std::popcount(unsigned(choice.chars));
        t.odds = ai::duelWin(1, actorKillers, t.targets, killers(s, choice.chars));
        offend(t, Offence::Assault); // at the least, if a target falls (GA9.6)
        break;
    case ActionKind::Recruit:
        if (shop >= 0) {
            const int owner = s.owner[size_t(shop)];
            const int ctrl = s.controller(actor);
            // GA10.2: free at home, the bank's price without owner, else the owner's price.
            t.money = owner == ctrl ? 0 : owner < 0 ? -k.recruitPrice : 0;
        }
        break;
    case ActionKind::FinishOff:
        for (int i = 0; i < s.gangs * kRoles; ++i) {
            const CharRef r = CharRef::of(i);
            t.targets +=
                r.seat != s.controller(actor) && s.at(r).at == c.clinic() && s.at(r).wounded ? 1
                                                                                             : 0;
        }
        offend(t, Offence::Murder);
        break;
    }
    return t;
}

double rebellionOdds(const State &s, CharRef who)
{
    (void)s;
    return ai::duelWin(1, who.role == Role::Killer ? 1 : 0, 2, 0);
}

std::vector<Loc> watchedBy(const State &state, int pair)
{
    const City &c = city();
    std::vector<Loc> out;
    if (state.round < c.constants().policeFromRound)
        return out;
    const Loc cop = state.cops[size_t(pair)].at;
    for (int l = 0; l < c.locations(); ++l)
        if (copSees(cop, Loc(l)))
            out.push_back(Loc(l));
    return out;
}

} // namespace gangsters
