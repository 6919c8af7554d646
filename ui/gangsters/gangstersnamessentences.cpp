// The log's sentences and the decisions' prompts (names.h).
#include "gangstersnames.h"

#include "gangsters/city.h"

#include <bit>

namespace gangsters::ui {

namespace {

QString dice(const Event &e)
{
    QStringList parts;
    for (int r = 0; r < kRoles; ++r) {
        if (e.dice[size_t(r)] > 0)
            //: A role's die, e.g. "killer 4".
            parts << Names::tr("%1 %2").arg(Names::role(Role(r))).arg(e.dice[size_t(r)]);
    }
    for (int b = 0; b < e.blues; ++b)
        //: A cop pair's die (GA1.3): %1 the pair (1, 2), %2 its face: "cops 1: 4".
        parts << Names::tr("cops %1: %2").arg(b + 1).arg(e.blue[size_t(b)]);
    return parts.join(Names::tr(", "));
}

} // namespace

QString Names::together(const Event &e) const
{
    QStringList list{character(e.who)};
    for (uint16_t m = uint16_t(e.chars2 & ~charBit(e.who)); m; m = uint16_t(m & (m - 1)))
        list << character(CharRef::of(std::countr_zero(unsigned(m))));
    const QString last = list.takeLast();
    if (list.isEmpty())
        return last;
    //: The last two of a list of characters: "Dutch's killer and Dutch's vamp".
    return tr("%1 and %2").arg(list.join(tr(", ")), last);
}

QString Names::sentence(const Event &e) const
{
    QString s;
    switch (e.kind) {
    case EventKind::Turn:
        //: %1 the round, %2 the gang that plays.
        return tr("Round %1: %2 plays.").arg(e.a).arg(seat(e.seat));
    case EventKind::Serves:
        // GA7.8: at 0 the character is still in prison this turn and free at the next.
        s = e.a == 0
                ? tr("%1 serves the last year: free at the gang's next turn.").arg(character(e.who))
                : tr("%1 serves: %n year(s) left.", nullptr, e.a).arg(character(e.who));
        break;
    case EventKind::Income:
        s = tr("%1 collects %2.")
                .arg(seat(e.seat), money(e.a + e.b + (e.other == e.seat ? e.c : 0)));
        if (e.c > 0 && e.other != e.seat)
            s += QLatin1Char(' ') + tr("Traffic pays %1 to %2.").arg(money(e.c), seat(e.other));
        return s;
    case EventKind::PoliceBought:
        return tr("%1 buys the police.").arg(seat(e.seat));
    case EventKind::Roll:
        return tr("Dice: %1.").arg(dice(e));
    case EventKind::CopMoved:
        return tr("Cop pair %1 goes to %2.").arg(e.index + 1).arg(location(e.at));
    case EventKind::Moved:
        s = tr("%1 goes to %2.").arg(character(e.who), location(e.at));
        break;
    case EventKind::Follows:
        s = tr("%1 follows the vamp to %2.").arg(character(e.who), location(e.at));
        break;
    case EventKind::Action:
        switch (e.action) {
        case ActionKind::None:
        case ActionKind::Vamp:    // told by Vamped
        case ActionKind::Recruit: // told by the price and Recruited
            return {};
        case ActionKind::Mug:
            s = tr("%1 mugs a passer-by.").arg(character(e.who));
            break;
        case ActionKind::Traffic:
            s = tr("%1 lays a traffic pawn.").arg(character(e.who));
            break;
        case ActionKind::Racket:
            s = tr("%1 rackets the shop.").arg(character(e.who));
            break;
        case ActionKind::Buy:
            s = tr("%1 buys the shop.").arg(character(e.who));
            break;
        // With accomplices (GA5.6) they all act, in one sentence: "Dutch's killer and Dutch's
        // vamp hold up the shop." (before: "…holds up the shop. With Dutch's vamp.").
        case ActionKind::Holdup:
            if (e.chars2)
                s = e.flag ? tr("%1 hold up the shop for its property.").arg(together(e))
                           : tr("%1 hold up the shop.").arg(together(e));
            else
                s = e.flag ? tr("%1 holds up the shop for its property.").arg(character(e.who))
                           : tr("%1 holds up the shop.").arg(character(e.who));
            break;
        case ActionKind::Settle:
            if (e.chars2)
                //: %1 the gang's characters ("Dutch's killer and Dutch's vamp"), %2 the targets.
                s = tr("%1 settle scores with %2.").arg(together(e), characters(e.chars));
            else
                s = tr("%1 settles scores with %2.").arg(character(e.who), characters(e.chars));
            break;
        case ActionKind::BuyTraffic:
            s = tr("%1 buys %n traffic pawn(s).", nullptr, e.a).arg(character(e.who));
            break;
        case ActionKind::FinishOff:
            s = tr("%1 comes to finish off the wounded.").arg(character(e.who));
            break;
        }
        break;
    case EventKind::OffenceDone:
        //: %1 a character, %2 an offence, %3 a place. A cop pair that sees it puts it on the
        //: character's record (GA7.2).
        s = tr("%1 commits an offence: %2 at %3.")
                .arg(character(e.who), offence(e.offence), location(e.at));
        break;
    case EventKind::Witnessed:
        if (!e.flag) {
            s = tr("The police saw %1: %2.").arg(character(e.who), offence(e.offence));
        } else {
            // As many witnesses as the shop has managers (GA6.5): "Manager 1" alone in the
            // scene is "the manager".
            const City &c = city();
            const int managers = c.isShop(e.at) ? c.shop(c.shopIndex(e.at)).managers : 2;
            s = (managers == 1 ? tr("The manager saw %1: %2.") : tr("The managers saw %1: %2."))
                    .arg(character(e.who), offence(e.offence));
        }
        break;
    case EventKind::Rebellion:
        //: %1 the cop pair, %2 the rebels.
        return tr("Rebellion against cop pair %1: %2!").arg(e.index + 1).arg(characters(e.chars));
    case EventKind::DuelRoll:
        //: A duel's totals, the attackers' then the defenders'.
        return tr("Duel: %1 against %2.").arg(e.a).arg(e.b);
    case EventKind::Shot: {
        QString target;
        if (e.target == TargetKind::Manager)
            target = tr("manager %1").arg(e.index + 1);
        else if (e.target == TargetKind::Cop)
            target = tr("cop %1").arg(e.index + 1);
        else
            target = character(e.who);
        //: A shot: %1 its target, %2 the die, %3 the result.
        const bool vamp = e.target == TargetKind::Character && e.who.role == Role::Vamp;
        return tr("Shot at %1: %2, %3.").arg(target).arg(e.a).arg(shotResult(e.result, vamp));
    }
    case EventKind::Wounded:
        s = (e.who.role == Role::Vamp ? tr("%1 is wounded and goes to the clinic.", "the vamp")
                                      : tr("%1 is wounded and goes to the clinic."))
                .arg(character(e.who));
        break;
    case EventKind::Killed:
        s = (e.who.role == Role::Vamp ? tr("%1 is killed.", "the vamp") : tr("%1 is killed."))
                .arg(character(e.who));
        break;
    case EventKind::Jailed:
        s = tr("%1 goes to prison for %n year(s).", nullptr, e.a).arg(character(e.who));
        break;
    case EventKind::PawnToBank:
        return tr("The traffic pawn at %1 goes back to the bank.").arg(location(e.at));
    case EventKind::RacketToBank:
        return tr("The racket of %1 goes back to the bank.").arg(location(e.at));
    case EventKind::CopsToCentre:
        return tr("Cop pair %1 goes back to the prison.").arg(e.index + 1);
    case EventKind::Vamped:
        s = tr("%1 vamps %2.").arg(character(e.vamp), character(e.who));
        break;
    case EventKind::VampEnds:
        s = tr("%1 lets %2 go.").arg(character(e.vamp), character(e.who));
        break;
    case EventKind::PriceNamed:
        return e.a < 0 ? tr("%1 refuses to sell the recruit.").arg(seat(e.seat))
                       : tr("%1 names a price of %2.").arg(seat(e.seat), money(e.a));
    case EventKind::Declined:
        return tr("%1 declines the price.").arg(seat(e.seat));
    case EventKind::Recruited:
        s = e.a > 0 ? tr("%1 joins at %2 for %3.").arg(character(e.who), location(e.at), money(e.a))
                    : tr("%1 joins at %2.").arg(character(e.who), location(e.at));
        break;
    case EventKind::PawnRecoloured:
        return tr("The pawn at %1 now belongs to %2.").arg(location(e.at), seat(e.seat));
    case EventKind::HoldupSuccess:
        return e.a > 0 ? tr("%1 takes %2 from %3.").arg(seat(e.seat), money(e.a), location(e.at))
                       : tr("%1 takes %2.").arg(seat(e.seat), location(e.at));
    case EventKind::HoldupFailed:
        return tr("The hold-up of %1 fails.").arg(location(e.at));
    case EventKind::FinishRoll:
        return tr("%n shot(s) at the wounded.", nullptr, e.a);
    case EventKind::Eliminated:
        return tr("%1 is out of the game.").arg(seat(e.seat));
    case EventKind::GameOver:
        return end(e.over);
    }
    return capitalised(s);
}

QString Names::continuePrompt(uint32_t seats) const
{
    QStringList who;
    for (int s = 0; s <= kMaxGangs; ++s) {
        if ((seats >> s) & 1)
            who << seat(s);
    }
    if (who.isEmpty())
        return tr("Continue (Space) when you have seen the duel.");
    //: %1 the people who took part in the duel, "Karine" or "Karine and Luc".
    return tr("%1, continue (Space) when you have seen the duel.").arg(who.join(tr(" and ")));
}

QString Names::prompt(const Point &p) const
{
    const QString who = seat(p.seat);
    switch (p.type) {
    case DecisionType::BuyPolice:
        return tr("%1, buy the police?").arg(who);
    case DecisionType::CopMove:
        return tr("%1, move cop pair %2.").arg(who).arg(p.pair + 1);
    case DecisionType::Arrest:
        if (p.about.seat == p.seat)
            return tr("%1, the police arrest your %2: obey or rebel?").arg(who, role(p.about.role));
        return tr("%1, the police arrest %2: obey or rebel?").arg(who, character(p.about));
    case DecisionType::Next:
        return tr("%1, which character moves now?").arg(who);
    case DecisionType::Move:
        if (p.about.seat == p.seat)
            //: %2 the role of the player's own character.
            return tr("%1, where does your %2 go?").arg(who, role(p.about.role));
        return tr("%1, where does %2 go?").arg(who, character(p.about));
    case DecisionType::Action:
        if (p.about.seat == p.seat)
            return tr("%1, what does your %2 do here?").arg(who, role(p.about.role));
        return tr("%1, what does %2 do here?").arg(who, character(p.about));
    case DecisionType::Accomplices:
        if (p.about.seat == p.seat)
            return tr("%1, who goes with your %2?").arg(who, role(p.about.role));
        return tr("%1, who goes with %2?").arg(who, character(p.about));
    case DecisionType::Shot:
        return tr("%1, aim the shot: click a target.").arg(who);
    case DecisionType::Price:
        //: %1 the shop's owner, %2 the role to recruit.
        return tr("%1, name your price for a %2.").arg(who, role(p.about.role));
    case DecisionType::Accept:
        return tr("%1, pay the price for a %2?").arg(who, role(p.about.role));
    case DecisionType::Resign:
        break;
    }
    return who;
}

} // namespace gangsters::ui
