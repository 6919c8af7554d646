// GA14.3's events read back: what a network table's seat is sent (docs/network.md) becomes the
// events the window plays, as a local game's session would have given them.
#include "eventio.h"

#include <string_view>

namespace gangsters::io {

namespace {

std::string at(const std::string &path, const char *key)
{
    return path + "." + key;
}

const std::string &text(const Json &value, const std::string &path)
{
    if (!value.is_string())
        refuse(path, "not a string");
    return value.get_ref<const std::string &>();
}

// The enum whose id (roleId, actionId, …) is the text; `count` values from 0.
template <typename Enum, typename Id>
Enum byId(const Json &value, const std::string &path, int count, Id id, const char *what)
{
    const std::string &t = text(value, path);
    for (int i = 0; i < count; ++i) {
        if (t == id(Enum(i)))
            return Enum(i);
    }
    refuse(path, std::string("unknown ") + what + " " + quote(t));
}

uint16_t readChars(const Json &list, const std::string &path, int gangs)
{
    if (!list.is_array() || list.size() > 16)
        refuse(path, "not a list of characters");
    uint16_t mask = 0;
    for (size_t i = 0; i < list.size(); ++i)
        mask = uint16_t(mask | charBit(readChar(list[i], path + "[" + std::to_string(i) + "]",
                                                gangs)));
    return mask;
}

int8_t readSeat(const Json &json, const std::string &path)
{
    return int8_t(intField(field(json, "seat", path), at(path, "seat"), 0, kMaxGangs));
}

} // namespace

Event readEvent(const Json &j, const std::string &path, int gangs)
{
    if (!j.is_object())
        refuse(path, "not an event");
    const std::string &type = text(field(j, "type", path), at(path, "type"));
    auto num = [&](const char *key, int low, int high) {
        return int16_t(intField(field(j, key, path), at(path, key), low, high));
    };
    auto character = [&](const char *key) { return readChar(field(j, key, path), at(path, key), gangs); };
    auto loc = [&](const char *key) { return readLoc(field(j, key, path), at(path, key)); };
    // A move's "via" is empty when it came straight (locName of no square).
    auto via = [&] {
        const Json &v = field(j, "via", path);
        return v.is_string() && v.get_ref<const std::string &>().empty() ? kNoLoc : loc("via");
    };
    auto chars = [&](const char *key) { return readChars(field(j, key, path), at(path, key), gangs); };
    Event e;
    if (type == "turn") {
        e.kind = EventKind::Turn;
        e.a = num("round", 0, 100000);
        e.seat = readSeat(j, path);
    } else if (type == "serves") {
        e.kind = EventKind::Serves;
        e.who = character("char");
        e.a = num("left", 0, 1000);
    } else if (type == "income") {
        e.kind = EventKind::Income;
        e.seat = readSeat(j, path);
        e.a = num("racket", -32000, 32000);
        e.b = num("property", -32000, 32000);
        e.c = num("traffic", -32000, 32000);
        e.other = int8_t(num("traffic_to", -1, kMaxGangs));
    } else if (type == "police_bought") {
        e.kind = EventKind::PoliceBought;
        e.seat = readSeat(j, path);
    } else if (type == "roll") {
        e.kind = EventKind::Roll;
        const Json &blue = field(j, "blue", path);
        if (!blue.is_array() || blue.size() > 2)
            refuse(at(path, "blue"), "not up to two dice");
        e.blues = uint8_t(blue.size());
        for (size_t i = 0; i < blue.size(); ++i)
            e.blue[i] = int8_t(intField(blue[i], at(path, "blue"), 1, 6));
        const Json &gang = field(j, "gang", path);
        if (!gang.is_object() || gang.size() > size_t(kRoles))
            refuse(at(path, "gang"), "not the gang's dice");
        for (auto it = gang.begin(); it != gang.end(); ++it) {
            const Role role = byId<Role>(Json(it.key()), at(path, "gang"), kRoles, roleId, "role");
            e.dice[size_t(role)] = int8_t(intField(it.value(), at(path, "gang"), 1, 6));
        }
    } else if (type == "cop_moved") {
        e.kind = EventKind::CopMoved;
        e.index = int8_t(num("pair", 0, 1));
        e.at = loc("to");
        e.via = via();
    } else if (type == "moved") {
        e.kind = EventKind::Moved;
        e.who = character("char");
        e.at = loc("to");
        e.via = via();
    } else if (type == "follows") {
        e.kind = EventKind::Follows;
        e.who = character("char");
        e.at = loc("to");
    } else if (type == "action") {
        e.kind = EventKind::Action;
        e.who = character("char");
        e.action = byId<ActionKind>(field(j, "action", path), at(path, "action"),
                                    int(ActionKind::FinishOff) + 1, actionId, "action");
        if (e.action == ActionKind::Holdup) {
            const std::string &mode = text(field(j, "mode", path), at(path, "mode"));
            if (mode != "property" && mode != "money")
                refuse(at(path, "mode"), "neither property nor money");
            e.flag = mode == "property";
            e.chars2 = chars("accomplices");
        } else if (e.action == ActionKind::Settle) {
            e.chars = chars("targets");
            e.chars2 = chars("accomplices");
        } else if (e.action == ActionKind::Vamp) {
            e.chars = charBit(character("target"));
        } else if (e.action == ActionKind::Recruit) {
            e.role = byId<Role>(field(j, "role", path), at(path, "role"), kRoles, roleId, "role");
        } else if (e.action == ActionKind::BuyTraffic) {
            e.a = num("count", 0, 1000);
        }
    } else if (type == "offence" || type == "witnessed") {
        e.kind = type == "witnessed" ? EventKind::Witnessed : EventKind::OffenceDone;
        e.who = character("char");
        e.offence = byId<Offence>(field(j, "offence", path), at(path, "offence"),
                                  int(Offence::Murder) + 1, offenceId, "offence");
        e.at = loc("at");
        if (e.kind == EventKind::Witnessed) {
            const std::string &by = text(field(j, "by", path), at(path, "by"));
            if (by != "managers" && by != "police")
                refuse(at(path, "by"), "neither managers nor police");
            e.flag = by == "managers";
        }
    } else if (type == "rebellion") {
        e.kind = EventKind::Rebellion;
        e.chars = chars("chars");
        e.index = int8_t(num("pair", 0, 1));
    } else if (type == "duel_roll") {
        e.kind = EventKind::DuelRoll;
        e.a = num("attackers", 0, 1000);
        e.b = num("defenders", 0, 1000);
    } else if (type == "shot") {
        e.kind = EventKind::Shot;
        const std::string &side = text(field(j, "side", path), at(path, "side"));
        if (side != "A" && side != "D")
            refuse(at(path, "side"), "neither A nor D");
        e.flag = side == "D";
        const Json &target = field(j, "target", path);
        // A character is [seat, role]; a manager or a cop ["mgr"|"cop", index].
        if (target.is_array() && target.size() == 2 && target[0].is_string()) {
            const std::string &what = text(target[0], at(path, "target"));
            if (what != "mgr" && what != "cop")
                refuse(at(path, "target"), "neither mgr nor cop");
            e.target = what == "mgr" ? TargetKind::Manager : TargetKind::Cop;
            e.index = int8_t(intField(target[1], at(path, "target"), 0, 100));
        } else {
            e.target = TargetKind::Character;
            e.who = readChar(target, at(path, "target"), gangs);
        }
        e.a = num("face", 1, 6);
        const std::string &result = text(field(j, "result", path), at(path, "result"));
        if (result == "killed")
            e.result = ShotResult::Killed;
        else if (result == "wounded")
            e.result = ShotResult::Wounded;
        else if (result == "miss")
            e.result = ShotResult::Miss;
        else
            refuse(at(path, "result"), "unknown result " + quote(result));
    } else if (type == "wounded" || type == "killed") {
        e.kind = type == "wounded" ? EventKind::Wounded : EventKind::Killed;
        e.who = character("char");
    } else if (type == "jailed") {
        e.kind = EventKind::Jailed;
        e.who = character("char");
        e.a = num("years", 0, 1000);
    } else if (type == "pawn_to_bank") {
        e.kind = EventKind::PawnToBank;
        e.at = loc("square");
    } else if (type == "racket_to_bank") {
        e.kind = EventKind::RacketToBank;
        e.at = loc("shop");
    } else if (type == "cops_to_centre") {
        e.kind = EventKind::CopsToCentre;
        e.index = int8_t(num("pair", 0, 1));
    } else if (type == "vamped" || type == "vamp_ends") {
        e.kind = type == "vamped" ? EventKind::Vamped : EventKind::VampEnds;
        e.vamp = character("vamp");
        e.who = character("char");
        if (e.kind == EventKind::VampEnds) {
            const std::string &why = text(field(j, "why", path), at(path, "why"));
            if (why == "served")
                e.why = VampEndReason::Served;
            else if (why == "fell")
                e.why = VampEndReason::Fell;
            else if (why == "jailed")
                e.why = VampEndReason::Jailed;
            else
                refuse(at(path, "why"), "unknown reason " + quote(why));
        }
    } else if (type == "price") {
        e.kind = EventKind::PriceNamed;
        e.seat = readSeat(j, path);
        const Json &price = field(j, "price", path);
        e.a = price.is_string() && price.get_ref<const std::string &>() == "refuse"
                  ? int16_t(-1)
                  : int16_t(intField(price, at(path, "price"), 0, 32000));
    } else if (type == "declined") {
        e.kind = EventKind::Declined;
        e.seat = readSeat(j, path);
    } else if (type == "recruited") {
        e.kind = EventKind::Recruited;
        e.who = character("char");
        e.at = loc("at");
        e.a = num("price", 0, 32000);
    } else if (type == "pawn_recoloured") {
        e.kind = EventKind::PawnRecoloured;
        e.at = loc("square");
        e.seat = int8_t(num("to", -1, kMaxGangs));
    } else if (type == "holdup_success") {
        e.kind = EventKind::HoldupSuccess;
        e.seat = readSeat(j, path);
        if (const Json *money = optionalField(j, "money", path))
            e.a = int16_t(intField(*money, at(path, "money"), 1, 32000));
        else
            e.at = loc("property");
    } else if (type == "holdup_failed") {
        e.kind = EventKind::HoldupFailed;
        e.seat = readSeat(j, path);
    } else if (type == "finish_roll") {
        e.kind = EventKind::FinishRoll;
        e.a = num("shots", 0, 1000);
    } else if (type == "eliminated") {
        e.kind = EventKind::Eliminated;
        e.seat = readSeat(j, path);
    } else if (type == "game_over") {
        e.kind = EventKind::GameOver;
        const std::string &status = text(field(j, "status", path), at(path, "status"));
        if (status != "won" && status != "drawn")
            refuse(at(path, "status"), "neither won nor drawn");
        e.over.status = status == "won" ? OverStatus::Won : OverStatus::Drawn;
        const Json &winners = field(j, "winners", path);
        if (!winners.is_array() || winners.size() > size_t(kMaxGangs) + 1)
            refuse(at(path, "winners"), "not a list of seats");
        for (const Json &w : winners)
            e.over.winners |= uint8_t(1u << intField(w, at(path, "winners"), 0, kMaxGangs));
        e.over.reason = byId<OverReason>(field(j, "reason", path), at(path, "reason"),
                                         int(OverReason::Police) + 1, reasonId, "reason");
        if (e.over.reason == OverReason::District)
            e.over.district = int8_t(num("district", 0, 100));
    } else {
        refuse(at(path, "type"), "unknown event " + quote(type));
    }
    return e;
}

} // namespace gangsters::io
