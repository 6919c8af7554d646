#include "hintreason.h"

#include "gangstersnames.h"

namespace gangsters::ui {

QString HintReason::text(const ai::Reason &reason)
{
    QStringList parts;
    for (int i = 0; i < reason.size; ++i)
        parts << text(reason.parts[size_t(i)]);
    //: Between the parts of a hint's reason.
    return parts.join(tr(": "));
}

QString HintReason::text(ai::Reason reason, DecisionType type, const Choice &option)
{
    if (reason.empty())
        return {};
    const ai::ReasonPart &head = reason.parts[0];
    const bool said = (type == DecisionType::Move && head.kind == ai::ReasonKind::GoesTo &&
                       head.at == option.to) ||
                      (type == DecisionType::Next && head.kind == ai::ReasonKind::First &&
                       head.role == option.role);
    if (said) {
        reason.parts[0] = reason.parts[1];
        --reason.size;
    }
    return text(reason);
}

QString HintReason::text(const ai::ReasonPart &p)
{
    using K = ai::ReasonKind;
    const QString at = Names::location(p.at);
    const QString role = Names::role(p.role);
    switch (p.kind) {
    case K::Nothing:
        return tr("nothing worth doing here");
    case K::Mugs:
        return tr("mugs for %1").arg(Names::money(p.a));
    case K::LaysPawn:
        return tr("lays a pawn: %1 a turn while the dealer works").arg(p.a);
    case K::Rackets:
        return tr("rackets %1: %2 a turn").arg(at).arg(p.a);
    case K::Buys:
        return p.a == 0 ? tr("buys %1: the whole district").arg(at)
                        : tr("buys %1: %n shop(s) left in this district", nullptr, p.a).arg(at);
    case K::HoldsUpProperty:
        return tr("holds up %1 for the property (%2% to win the duel)").arg(at).arg(p.a);
    case K::HoldsUp:
        return tr("holds up %1 for %2 (%3% to win)").arg(at, Names::money(p.a)).arg(p.b);
    case K::HoldsUpShop:
        return tr("holds up %1").arg(at);
    case K::Settles:
        return tr("settles scores (%1% to win)").arg(p.a);
    case K::Vamps:
        return tr("vamps the rival %1 for three turns").arg(role);
    case K::Recruits:
        return tr("recruits a new %1").arg(role);
    case K::BuysTraffic:
        return p.a == 0 ? tr("buys traffic pawns") : tr("buys %n traffic pawn(s)", nullptr, p.a);
    case K::FinishesOff:
        return tr("finishes off the wounded at the clinic");
    case K::SendsCops:
        return tr("sends the cops after a rival with a record");
    case K::KeepsCopsAway:
        return tr("keeps the cops away");
    case K::Rebels:
        return tr("rebels: %1% to beat the cops").arg(p.a);
    case K::Obeys:
        return tr("obeys: %n year(s) in prison", nullptr, p.a);
    case K::AimsAt:
        //: %1 a gang's number, %2 a role.
        return tr("aims at gang %1's %2").arg(p.seat + 1).arg(role);
    case K::RefusesRecruit:
        return tr("refuses: that gang leads or is close to a district");
    case K::AsksPrice:
        return tr("asks %1").arg(Names::money(p.a));
    case K::AcceptsPrice:
        return tr("accepts the price");
    case K::DeclinesPrice:
        return tr("declines: the money is for shops");
    case K::BuysPolice:
        return tr("buys the police: the cops move against the rivals every turn");
    case K::KeepsMoney:
        return tr("keeps the money for shops");
    case K::BringsAccomplices:
        return tr("brings every accomplice");
    case K::GoesTo:
        return tr("goes to %1").arg(at);
    case K::First:
        return tr("the %1 first").arg(role);
    case K::SearchOrder:
        return tr("the best order the search found");
    }
    return {};
}

} // namespace gangsters::ui
