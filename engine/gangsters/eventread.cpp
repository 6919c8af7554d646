// Events read back from the words writeEvent() gives them (GA14.3): what a network client is sent
// of the host's game. Only the shape is checked; what an event means is the host's engine's.
#include "eventio.h"

#include "city.h"

#include <bit>

namespace gangsters::io {

namespace {

std::string at(const std::string &path, const char *key)
{
    return path + "." + key;
}

int number(const Json &event, const char *key, const std::string &path, int min, int max)
{
    return intField(field(event, key, path), at(path, key), min, max);
}

const std::string &text(const Json &event, const char *key, const std::string &path)
{
    const Json &v = field(event, key, path);
    if (!v.is_string())
        refuse(at(path, key), "not a string");
    return v.get_ref<const std::string &>();
}

// One of `count` ids that `idOf` names, by its word.
template<typename E, typename F>
E idNamed(const Json &event, const char *key, const std::string &path, int count, F idOf)
{
    const std::string &word = text(event, key, path);
    for (int i = 0; i < count; ++i) {
        if (word == idOf(E(i)))
            return E(i);
    }
    refuse(at(path, key), "unknown " + quote(word));
}

Loc location(const Json &event, const char *key, const std::string &path)
{
    const Json &v = field(event, key, path);
    if (v.is_string() && v.get_ref<const std::string &>().empty())
        return kNoLoc; // no heading (locName)
    return readLoc(v, at(path, key));
}

CharRef character(const Json &event, const char *key, const std::string &path)
{
    return readChar(field(event, key, path), at(path, key), kMaxGangs);
}

uint16_t characters(const Json &event, const char *key, const std::string &path)
{
    const Json &list = field(event, key, path);
    if (!list.is_array())
        refuse(at(path, key), "not a list");
    uint16_t mask = 0;
    for (size_t i = 0; i < list.size(); ++i)
        mask |= uint16_t(
            1u
            << readChar(list[i], at(path, key) + "[" + std::to_string(i) + "]", kMaxGangs).index());
    return mask;
}

int seatOf(const Json &event, const char *key, const std::string &path)
{
    return number(event, key, path, 0, kMaxGangs);
}

// A shot's target or a duel's fighter: a character, or ["mgr", i], ["cop", i].
void fighter(const Json &v, const std::string &path, TargetKind &kind, int &index)
{
    if (v.is_array() && v.size() == 2 && v[0].is_string() && (v[0] == "mgr" || v[0] == "cop")) {
        kind = v[0] == "mgr" ? TargetKind::Manager : TargetKind::Cop;
        index = intField(v[1], path + "[1]", 0, 1);
        return;
    }
    kind = TargetKind::Character;
    index = readChar(v, path, kMaxGangs).index();
}

void readDuelDice(const Json &event, const std::string &path, DuelRoll &roll)
{
    const Json *dice = optionalField(event, "dice", path);
    if (!dice)
        return; // a roll told by its totals alone
    const Json &fighters = field(event, "fighters", path);
    const char *sides[2] = {"attackers", "defenders"};
    for (int side = 0; side < 2; ++side) {
        const std::string dp = at(at(path, "dice"), sides[side]);
        const std::string fp = at(at(path, "fighters"), sides[side]);
        const Json &faces = field(*dice, sides[side], at(path, "dice"));
        const Json &who = field(fighters, sides[side], at(path, "fighters"));
        if (!faces.is_array() || !who.is_array() || faces.size() != who.size())
            refuse(fp, "not one fighter per die");
        for (size_t i = 0; i < faces.size(); ++i) {
            if (roll.attackers + roll.defenders >= DuelRoll::kMaxDice)
                refuse(dp, "too many dice");
            DuelDie &d = roll.dice[size_t(roll.attackers + roll.defenders)];
            int index = 0;
            fighter(who[i], fp + "[" + std::to_string(i) + "]", d.kind, index);
            d.fighter = int8_t(index);
            d.face = int8_t(intField(faces[i], dp + "[" + std::to_string(i) + "]", 1, 6));
            d.bonus = d.kind == TargetKind::Character && CharRef::of(index).role == Role::Killer
                          ? int8_t(city().constants().killerBonus)
                          : int8_t(0);
            ++(side == 0 ? roll.attackers : roll.defenders);
        }
    }
}

void readOver(const Json &event, const std::string &path, Over &over)
{
    const std::string &status = text(event, "status", path);
    if (status != "won" && status != "drawn")
        refuse(at(path, "status"), "unknown " + quote(status));
    over.status = status == "won" ? OverStatus::Won : OverStatus::Drawn;
    const Json &winners = field(event, "winners", path);
    if (!winners.is_array())
        refuse(at(path, "winners"), "not a list");
    for (size_t i = 0; i < winners.size(); ++i)
        over.winners |=
            uint8_t(1u << intField(winners[i], at(path, "winners") + "[" + std::to_string(i) + "]",
                                   0, kMaxGangs));
    over.reason = idNamed<OverReason>(event, "reason", path, 5, reasonId);
    if (over.reason == OverReason::District)
        over.district = int8_t(number(event, "district", path, 1, 5));
}

struct Kind
{
    const char *type;
    EventKind kind;
};

constexpr Kind kKinds[] = {
    {"turn", EventKind::Turn},
    {"serves", EventKind::Serves},
    {"income", EventKind::Income},
    {"police_bought", EventKind::PoliceBought},
    {"roll", EventKind::Roll},
    {"cop_moved", EventKind::CopMoved},
    {"moved", EventKind::Moved},
    {"follows", EventKind::Follows},
    {"action", EventKind::Action},
    {"offence", EventKind::OffenceDone},
    {"witnessed", EventKind::Witnessed},
    {"rebellion", EventKind::Rebellion},
    {"duel_roll", EventKind::DuelRoll},
    {"shot", EventKind::Shot},
    {"wounded", EventKind::Wounded},
    {"killed", EventKind::Killed},
    {"jailed", EventKind::Jailed},
    {"pawn_to_bank", EventKind::PawnToBank},
    {"racket_to_bank", EventKind::RacketToBank},
    {"cops_to_centre", EventKind::CopsToCentre},
    {"vamped", EventKind::Vamped},
    {"vamp_ends", EventKind::VampEnds},
    {"price", EventKind::PriceNamed},
    {"declined", EventKind::Declined},
    {"recruited", EventKind::Recruited},
    {"pawn_recoloured", EventKind::PawnRecoloured},
    {"holdup_success", EventKind::HoldupSuccess},
    {"holdup_failed", EventKind::HoldupFailed},
    {"finish_roll", EventKind::FinishRoll},
    {"eliminated", EventKind::Eliminated},
    {"game_over", EventKind::GameOver},
};

} // namespace

Event readEvent(const Json &j, const std::string &path)
{
    if (!j.is_object())
        refuse(path, "not an object");
    const std::string &type = text(j, "type", path);
    Event e;
    bool known = false;
    for (const Kind &k : kKinds) {
        if (type == k.type) {
            e.kind = k.kind;
            known = true;
        }
    }
    if (!known)
        refuse(at(path, "type"), "unknown event " + quote(type));
    const int big = 1 << 14;
    switch (e.kind) {
    case EventKind::Turn:
        e.a = int16_t(number(j, "round", path, 1, big));
        e.seat = int8_t(seatOf(j, "seat", path));
        break;
    case EventKind::Serves:
        e.who = character(j, "char", path);
        e.a = int16_t(number(j, "left", path, 0, big));
        break;
    case EventKind::Income:
        e.seat = int8_t(seatOf(j, "seat", path));
        e.a = int16_t(number(j, "racket", path, 0, big));
        e.b = int16_t(number(j, "property", path, 0, big));
        e.c = int16_t(number(j, "traffic", path, 0, big));
        e.other = int8_t(number(j, "traffic_to", path, -1, kMaxGangs));
        break;
    case EventKind::PoliceBought:
    case EventKind::Declined:
    case EventKind::HoldupFailed:
    case EventKind::Eliminated:
        e.seat = int8_t(seatOf(j, "seat", path));
        break;
    case EventKind::Roll: {
        const Json &blue = field(j, "blue", path);
        if (!blue.is_array() || blue.size() > e.blue.size())
            refuse(at(path, "blue"), "not a list of at most two dice");
        e.blues = uint8_t(blue.size());
        for (size_t i = 0; i < blue.size(); ++i)
            e.blue[i] =
                int8_t(intField(blue[i], at(path, "blue") + "[" + std::to_string(i) + "]", 1, 6));
        const Json &gang = field(j, "gang", path);
        if (!gang.is_object())
            refuse(at(path, "gang"), "not an object");
        for (int r = 0; r < kRoles; ++r) {
            if (const Json *d = optionalField(gang, roleId(Role(r)), at(path, "gang")))
                e.dice[size_t(r)] =
                    int8_t(intField(*d, at(at(path, "gang"), roleId(Role(r))), 1, 6));
        }
        break;
    }
    case EventKind::CopMoved:
        e.index = int8_t(number(j, "pair", path, 0, 1));
        e.at = location(j, "to", path);
        e.via = location(j, "via", path);
        break;
    case EventKind::Moved:
        e.who = character(j, "char", path);
        e.at = location(j, "to", path);
        e.via = location(j, "via", path);
        break;
    case EventKind::Follows:
        e.who = character(j, "char", path);
        e.at = location(j, "to", path);
        break;
    case EventKind::Action:
        e.who = character(j, "char", path);
        e.action = idNamed<ActionKind>(j, "action", path, int(ActionKind::FinishOff) + 1, actionId);
        if (e.action == ActionKind::Holdup) {
            const std::string &mode = text(j, "mode", path);
            if (mode != "money" && mode != "property")
                refuse(at(path, "mode"), "unknown " + quote(mode));
            e.flag = mode == "property";
            e.chars2 = characters(j, "accomplices", path);
        } else if (e.action == ActionKind::Settle) {
            e.chars = characters(j, "targets", path);
            e.chars2 = characters(j, "accomplices", path);
        } else if (e.action == ActionKind::Vamp) {
            e.chars = uint16_t(1u << character(j, "target", path).index());
        } else if (e.action == ActionKind::Recruit) {
            e.role = idNamed<Role>(j, "role", path, kRoles, roleId);
        } else if (e.action == ActionKind::BuyTraffic) {
            e.a = int16_t(number(j, "count", path, 0, big));
        }
        break;
    case EventKind::OffenceDone:
    case EventKind::Witnessed:
        e.who = character(j, "char", path);
        e.offence = idNamed<Offence>(j, "offence", path, int(Offence::Murder) + 1, offenceId);
        e.at = location(j, "at", path);
        if (e.kind == EventKind::Witnessed) {
            const std::string &by = text(j, "by", path);
            if (by != "managers" && by != "police")
                refuse(at(path, "by"), "unknown " + quote(by));
            e.flag = by == "managers";
        }
        break;
    case EventKind::Rebellion:
        e.chars = characters(j, "chars", path);
        e.index = int8_t(number(j, "pair", path, 0, 1));
        break;
    case EventKind::DuelRoll:
        e.a = int16_t(number(j, "attackers", path, 0, big));
        e.b = int16_t(number(j, "defenders", path, 0, big));
        readDuelDice(j, path, e.duel);
        break;
    case EventKind::Shot: {
        const std::string &side = text(j, "side", path);
        if (side != "A" && side != "D")
            refuse(at(path, "side"), "not A or D");
        e.flag = side == "D";
        int index = 0;
        fighter(field(j, "target", path), at(path, "target"), e.target, index);
        if (e.target == TargetKind::Character)
            e.who = CharRef::of(index);
        else
            e.index = int8_t(index);
        e.a = int16_t(number(j, "face", path, 1, 6));
        const std::string &result = text(j, "result", path);
        if (result != "miss" && result != "wounded" && result != "killed")
            refuse(at(path, "result"), "unknown " + quote(result));
        e.result = result == "killed"    ? ShotResult::Killed
                   : result == "wounded" ? ShotResult::Wounded
                                         : ShotResult::Miss;
        break;
    }
    case EventKind::Wounded:
    case EventKind::Killed:
        e.who = character(j, "char", path);
        break;
    case EventKind::Jailed:
        e.who = character(j, "char", path);
        e.a = int16_t(number(j, "years", path, 0, big));
        break;
    case EventKind::PawnToBank:
    case EventKind::PawnRecoloured:
        e.at = location(j, "square", path);
        if (e.kind == EventKind::PawnRecoloured)
            e.seat = int8_t(seatOf(j, "to", path));
        break;
    case EventKind::RacketToBank:
        e.at = location(j, "shop", path);
        break;
    case EventKind::CopsToCentre:
        e.index = int8_t(number(j, "pair", path, 0, 1));
        break;
    case EventKind::Vamped:
    case EventKind::VampEnds:
        e.vamp = character(j, "vamp", path);
        e.who = character(j, "char", path);
        if (e.kind == EventKind::VampEnds) {
            const std::string &why = text(j, "why", path);
            if (why != "served" && why != "fell" && why != "jailed")
                refuse(at(path, "why"), "unknown " + quote(why));
            e.why = why == "served" ? VampEndReason::Served
                    : why == "fell" ? VampEndReason::Fell
                                    : VampEndReason::Jailed;
        }
        break;
    case EventKind::PriceNamed: {
        e.seat = int8_t(seatOf(j, "seat", path));
        const Json &price = field(j, "price", path);
        e.a = price == "refuse" ? int16_t(-1) : int16_t(intField(price, at(path, "price"), 0, big));
        break;
    }
    case EventKind::Recruited:
        e.who = character(j, "char", path);
        e.at = location(j, "at", path);
        e.a = int16_t(number(j, "price", path, 0, big));
        break;
    case EventKind::HoldupSuccess:
        e.seat = int8_t(seatOf(j, "seat", path));
        if (optionalField(j, "money", path))
            e.a = int16_t(number(j, "money", path, 1, big));
        else
            e.at = location(j, "property", path);
        break;
    case EventKind::FinishRoll:
        e.a = int16_t(number(j, "shots", path, 0, big));
        break;
    case EventKind::GameOver:
        readOver(j, path, e.over);
        break;
    }
    return e;
}

} // namespace gangsters::io
