// GA14.1: choices and decisions in JSON.
#include "stateio.h"

#include <bit>

namespace gangsters {

const char *decisionTypeId(DecisionType type)
{
    static const char *const ids[] = {"buy_police", "cop_move", "arrest",      "next",
                                      "move",       "action",   "accomplices", "shot",
                                      "price",      "accept",   "resign"};
    return ids[size_t(type)];
}

const char *actionId(ActionKind kind)
{
    static const char *const ids[] = {"none",    "mug",         "traffic",   "racket",
                                      "buy",     "holdup",      "settle",    "vamp",
                                      "recruit", "buy_traffic", "finish_off"};
    return ids[size_t(kind)];
}

const char *describe(Refusal refusal)
{
    switch (refusal) {
    case Refusal::None:
        return "accepted";
    case Refusal::GameOver:
        return "the game is over";
    case Refusal::NoSuchSeat:
        return "no such seat";
    case Refusal::NotYourTurn:
        return "another seat must decide";
    case Refusal::WrongDecision:
        return "another type of decision is pending";
    case Refusal::NotLegal:
        return "not a legal choice";
    case Refusal::PoliceCannotResign:
        return "the police seat may not resign (G49)";
    case Refusal::NothingPending:
        return "no decision is pending";
    }
    return "?";
}

namespace io {

namespace {

OrderedJson charList(uint16_t mask)
{
    OrderedJson out = OrderedJson::array();
    for (int i = 0; i < 16; ++i) {
        if (mask & (1u << i))
            out.push_back(writeChar(CharRef::of(i)));
    }
    return out;
}

uint16_t readCharList(const Json &v, const std::string &path, int gangs)
{
    if (!v.is_array())
        refuse(path, "not a list of [seat, role]");
    uint16_t mask = 0;
    for (size_t i = 0; i < v.size(); ++i) {
        const uint16_t bit = charBit(readChar(v[i], path + "[" + std::to_string(i) + "]", gangs));
        if (mask & bit)
            refuse(path, "a character twice");
        mask |= bit;
    }
    return mask;
}

ActionKind readAction(const Json &v, const std::string &path)
{
    for (int a = 0; a <= int(ActionKind::FinishOff); ++a) {
        if (v == actionId(ActionKind(a)))
            return ActionKind(a);
    }
    refuse(path, v.is_string() ? "unknown action " + quote(v.get_ref<const std::string &>())
                               : std::string("not an action"));
}

} // namespace

DecisionType readDecisionType(const Json &v, const std::string &path)
{
    for (int t = 0; t <= int(DecisionType::Resign); ++t) {
        if (v == decisionTypeId(DecisionType(t)))
            return DecisionType(t);
    }
    refuse(path, v.is_string() ? "unknown decision type " + quote(v.get_ref<const std::string &>())
                               : std::string("not a decision type"));
}

OrderedJson writeChoice(DecisionType type, const Choice &c)
{
    switch (type) {
    case DecisionType::BuyPolice:
    case DecisionType::Accept:
    case DecisionType::Resign:
        return c.flag;
    case DecisionType::Arrest:
        return c.flag ? "rebel" : "obey";
    case DecisionType::Next:
        return roleId(c.role);
    case DecisionType::Move:
    case DecisionType::CopMove:
        return {{"to", locName(c.to)}, {"via", locName(c.via)}};
    case DecisionType::Accomplices:
        return charList(c.chars);
    case DecisionType::Shot:
        return writeChar(CharRef::of(std::countr_zero(c.chars)));
    case DecisionType::Price:
        return c.value < 0 ? OrderedJson("refuse") : OrderedJson(c.value);
    case DecisionType::Action:
        break;
    }
    OrderedJson a;
    a["action"] = actionId(c.action);
    switch (c.action) {
    case ActionKind::Holdup:
        a["mode"] = c.flag ? "property" : "money";
        break;
    case ActionKind::Settle:
        a["targets"] = charList(c.chars);
        break;
    case ActionKind::Vamp:
        a["target"] = writeChar(CharRef::of(std::countr_zero(c.chars)));
        break;
    case ActionKind::Recruit:
        a["role"] = roleId(c.role);
        break;
    case ActionKind::BuyTraffic:
        a["count"] = c.value;
        break;
    default:
        break;
    }
    return a;
}

Choice readChoice(DecisionType type, const Json &v, const std::string &path, int gangs)
{
    Choice c;
    switch (type) {
    case DecisionType::BuyPolice:
    case DecisionType::Accept:
    case DecisionType::Resign:
        if (!v.is_boolean())
            refuse(path, "not true or false");
        c.flag = v.get<bool>();
        if (type == DecisionType::Resign && !c.flag)
            refuse(path, "a resignation is true");
        return c;
    case DecisionType::Arrest:
        if (v != "obey" && v != "rebel")
            refuse(path, "not \"obey\" or \"rebel\"");
        c.flag = v == "rebel";
        return c;
    case DecisionType::Next:
        if (v.is_string()) {
            for (int r = 0; r < kRoles; ++r) {
                if (v == roleId(Role(r))) {
                    c.role = Role(r);
                    return c;
                }
            }
        }
        refuse(path, "not a role");
    case DecisionType::Move:
    case DecisionType::CopMove:
        c.to = readLoc(field(v, "to", path), path + ".to");
        c.via = readLoc(field(v, "via", path), path + ".via");
        return c;
    case DecisionType::Accomplices:
        c.chars = readCharList(v, path, gangs);
        return c;
    case DecisionType::Shot:
        c.chars = charBit(readChar(v, path, gangs));
        return c;
    case DecisionType::Price:
        if (v == "refuse") {
            c.value = -1;
            return c;
        }
        c.value = int16_t(intField(v, path, 0, 1000));
        return c;
    case DecisionType::Action:
        break;
    }
    if (v.is_string()) { // the short form of GA14.1: "mug"
        c.action = readAction(v, path);
    } else {
        c.action = readAction(field(v, "action", path), path + ".action");
    }
    switch (c.action) {
    case ActionKind::Holdup: {
        const Json &mode = field(v, "mode", path);
        if (mode != "money" && mode != "property")
            refuse(path + ".mode", "not \"money\" or \"property\"");
        c.flag = mode == "property";
        break;
    }
    case ActionKind::Settle:
        c.chars = readCharList(field(v, "targets", path), path + ".targets", gangs);
        break;
    case ActionKind::Vamp:
        c.chars = charBit(readChar(field(v, "target", path), path + ".target", gangs));
        break;
    case ActionKind::Recruit: {
        const Json &role = field(v, "role", path);
        bool known = false;
        for (int r = 0; r < kRoles; ++r) {
            if (role == roleId(Role(r))) {
                c.role = Role(r);
                known = true;
            }
        }
        if (!known)
            refuse(path + ".role", "not a role");
        break;
    }
    case ActionKind::BuyTraffic:
        c.value = int16_t(intField(field(v, "count", path), path + ".count", 0, 1000));
        break;
    default:
        break;
    }
    return c;
}

OrderedJson writeDecision(const Decision &d)
{
    OrderedJson j;
    j["type"] = decisionTypeId(d.type);
    j["seat"] = d.seat;
    j["choice"] = writeChoice(d.type, d.choice);
    return j;
}

} // namespace io
} // namespace gangsters
