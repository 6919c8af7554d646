#include "reason.h"

namespace gangsters::ai {

namespace {

std::string n(int v)
{
    return std::to_string(v);
}

} // namespace

std::string english(const ReasonPart &p)
{
    const std::string at = p.at == kNoLoc ? std::string() : city().name(p.at);
    const std::string role = roleId(p.role);
    switch (p.kind) {
    case ReasonKind::Nothing:
        return "nothing worth doing here";
    case ReasonKind::Mugs:
        return "mugs for " + n(p.a) + " briques";
    case ReasonKind::LaysPawn:
        return "lays a pawn: " + n(p.a) + " a turn while the dealer works";
    case ReasonKind::Rackets:
        return "rackets " + at + ": " + n(p.a) + " a turn";
    case ReasonKind::Buys:
        return "buys " + at + ": " +
               (p.a == 0 ? std::string("the whole district")
                         : n(p.a) + (p.a > 1 ? " shops" : " shop") + " left in this district");
    case ReasonKind::HoldsUpProperty:
        return "holds up " + at + " for the property (" + n(p.a) + "% to win the duel)";
    case ReasonKind::HoldsUp:
        return "holds up " + at + " for " + n(p.a) + " briques (" + n(p.b) + "% to win)";
    case ReasonKind::HoldsUpShop:
        return "holds up " + at;
    case ReasonKind::Settles:
        return "settles scores (" + n(p.a) + "% to win)";
    case ReasonKind::Vamps:
        return "vamps the rival " + role + " for three turns";
    case ReasonKind::Recruits:
        return "recruits a new " + role;
    case ReasonKind::BuysTraffic:
        return p.a > 0 ? "buys " + n(p.a) + " traffic pawns" : "buys traffic pawns";
    case ReasonKind::FinishesOff:
        return "finishes off the wounded at the clinic";
    case ReasonKind::SendsCops:
        return "sends the cops after a rival with a record";
    case ReasonKind::KeepsCopsAway:
        return "keeps the cops away";
    case ReasonKind::Rebels:
        return "rebels: " + n(p.a) + "% to beat the cops";
    case ReasonKind::Obeys:
        return "obeys: " + n(p.a) + " turns in prison";
    case ReasonKind::AimsAt:
        return "aims at gang " + n(p.seat + 1) + "'s " + role;
    case ReasonKind::RefusesRecruit:
        return "refuses: that gang leads or is close to a district";
    case ReasonKind::AsksPrice:
        return "asks " + n(p.a) + " briques";
    case ReasonKind::AcceptsPrice:
        return "accepts the price";
    case ReasonKind::DeclinesPrice:
        return "declines: the money is for shops";
    case ReasonKind::BuysPolice:
        return "buys the police: the cops move against the rivals every turn";
    case ReasonKind::KeepsMoney:
        return "keeps the money for shops";
    case ReasonKind::BringsAccomplices:
        return "brings every accomplice";
    case ReasonKind::GoesTo:
        return "goes to " + at;
    case ReasonKind::First:
        return role + " first";
    case ReasonKind::SearchOrder:
        return "the best order the search found";
    }
    return {};
}

std::string english(const Reason &reason)
{
    std::string s;
    for (int i = 0; i < reason.size; ++i)
        s += (i ? ": " : "") + english(reason.parts[size_t(i)]);
    return s;
}

} // namespace gangsters::ai
