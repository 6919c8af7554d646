#include "stateio.h"

#include <algorithm>
#include <bit>

namespace gangsters::io {

namespace {

const char *const kRoleIds[] = {"killer", "vamp", "dealer"};
const char *const kOffenceIds[] = {"mugging", "racket",    "holdup", "traffic",
                                   "assault", "rebellion", "murder"};

std::string at(const std::string &path, const char *key)
{
    return path.empty() ? std::string(key) : path + "." + key;
}
std::string at(const std::string &path, size_t index)
{
    return path + "[" + std::to_string(index) + "]";
}

bool readBool(const Json &v, const std::string &path)
{
    if (!v.is_boolean())
        refuse(path, "not true or false");
    return v.get<bool>();
}

Role readRole(const Json &v, const std::string &path)
{
    if (v.is_string()) {
        for (int r = 0; r < kRoles; ++r) {
            if (v.get_ref<const std::string &>() == kRoleIds[r])
                return Role(r);
        }
        refuse(path, "unknown role " + quote(v.get_ref<const std::string &>()));
    }
    refuse(path, "not a role");
}

std::vector<Entry> readEntries(const Json &list, const std::string &path, int capacity)
{
    if (!list.is_array())
        refuse(path, "not a list");
    if (int(list.size()) > capacity)
        refuse(path, "more entries than the engine keeps");
    std::vector<Entry> out;
    const City &c = city();
    for (size_t i = 0; i < list.size(); ++i) {
        const std::string p = at(path, i);
        const Json &e = list[i];
        if (!e.is_object())
            refuse(p, "not an object");
        const Json &o = field(e, "offence", p);
        int offence = -1;
        for (int k = 0; k < 7 && o.is_string(); ++k) {
            if (o.get_ref<const std::string &>() == kOffenceIds[k])
                offence = k;
        }
        if (offence < 0)
            refuse(at(p, "offence"), "unknown offence");
        const int years = intField(field(e, "years", p), at(p, "years"), 0, 100);
        if (years != c.constants().years[size_t(offence)])
            refuse(at(p, "years"), "wrong years for the offence");
        const Loc l = readLoc(field(e, "at", p), at(p, "at"));
        if (!c.isStreet(l) && !c.isShop(l) && l != c.clinic())
            refuse(at(p, "at"), "not a street square, a shop or the clinic");
        out.push_back({Offence(offence), l});
    }
    return out;
}

} // namespace

void refuse(const std::string &path, const std::string &why)
{
    throw FormatError(path + ": " + why);
}

const Json &field(const Json &object, const char *key, const std::string &path)
{
    if (!object.is_object())
        refuse(path, "not an object");
    const auto it = object.find(key);
    if (it == object.end())
        refuse(at(path, key), "missing");
    return *it;
}

const Json *optionalField(const Json &object, const char *key, const std::string &path)
{
    if (!object.is_object())
        refuse(path, "not an object");
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

int intField(const Json &v, const std::string &path, int min, int max)
{
    if (!v.is_number_integer())
        refuse(path, "not a whole number");
    const auto n = v.get<int64_t>();
    if (n < min || n > max)
        refuse(path, "out of range");
    return int(n);
}

std::string locName(Loc l)
{
    return l == kNoLoc ? std::string() : city().name(l);
}

Loc readLoc(const Json &v, const std::string &path)
{
    if (!v.is_string())
        refuse(path, "not a location");
    const Loc l = city().find(v.get_ref<const std::string &>());
    if (l == kNoLoc)
        refuse(path, "unknown location " + quote(v.get_ref<const std::string &>()));
    return l;
}

OrderedJson writeChar(CharRef c)
{
    return OrderedJson::array({int(c.seat), kRoleIds[int(c.role)]});
}

CharRef readChar(const Json &v, const std::string &path, int gangs)
{
    if (!v.is_array() || v.size() != 2)
        refuse(path, "not [seat, role]");
    return {int8_t(intField(v[0], at(path, size_t(0)), 0, gangs - 1)),
            readRole(v[1], at(path, size_t(1)))};
}

State readState(const Json &j, const std::string &path)
{
    const City &c = city();
    const Constants &k = c.constants();
    if (!j.is_object())
        refuse(path, "not an object");
    const Json &format = field(j, "format", path);
    if (format != "gangsters-state/1")
        refuse(at(path, "format"), "not gangsters-state/1");
    const Json &gangs = field(j, "gangs", path);
    if (!gangs.is_array() || gangs.size() < 2 || gangs.size() > size_t(kMaxGangs))
        refuse(at(path, "gangs"), "not a list of 2 to 4 gangs");
    State s = State::initial(int(gangs.size()), 0);
    s.round = int16_t(intField(field(j, "round", path), at(path, "round"), 1, 10000));
    s.active = int8_t(intField(field(j, "active", path), at(path, "active"), 0, s.gangs - 1));
    s.first = int8_t(intField(field(j, "first", path), at(path, "first"), 0, s.gangs - 1));
    for (size_t g = 0; g < gangs.size(); ++g) {
        const std::string gp = at(at(path, "gangs"), g);
        const Json &gj = gangs[g];
        Gang &gang = s.gang[g];
        if (const Json *v = optionalField(gj, "money", gp))
            gang.money = intField(*v, at(gp, "money"), 0, 1000000000);
        if (const Json *v = optionalField(gj, "stock", gp))
            gang.stock = int16_t(intField(*v, at(gp, "stock"), 0, k.pawnsPerGang));
        if (const Json *v = optionalField(gj, "eliminated", gp))
            gang.eliminated = readBool(*v, at(gp, "eliminated"));
        const Json &chars = field(gj, "chars", gp);
        if (!chars.is_object())
            refuse(at(gp, "chars"), "not an object");
        for (auto it = chars.begin(); it != chars.end(); ++it) {
            readRole(Json(it.key()), at(gp, "chars") + "." + escaped(it.key()));
        }
        for (int r = 0; r < kRoles; ++r) {
            const std::string cp = at(at(gp, "chars"), kRoleIds[r]);
            const Json &cj = field(chars, kRoleIds[r], at(gp, "chars"));
            Character &ch = gang.chars[size_t(r)];
            ch = Character{};
            ch.at = readLoc(field(cj, "at", cp), at(cp, "at"));
            if (const Json *v = optionalField(cj, "from", cp); v && !v->is_null())
                ch.from = readLoc(*v, at(cp, "from"));
            if (const Json *v = optionalField(cj, "sentence", cp))
                ch.sentence = int16_t(intField(*v, at(cp, "sentence"), 0, 10000));
            if (const Json *v = optionalField(cj, "wounded", cp))
                ch.wounded = readBool(*v, at(cp, "wounded"));
            if (const Json *v = optionalField(cj, "dazed", cp))
                ch.dazed = readBool(*v, at(cp, "dazed"));
            if (const Json *v = optionalField(cj, "record", cp)) {
                const auto list = readEntries(*v, at(cp, "record"), kMaxRecord);
                std::copy(list.begin(), list.end(), ch.record.begin());
                ch.recordSize = uint8_t(list.size());
            }
            if (const Json *v = optionalField(cj, "pending", cp)) {
                const auto list = readEntries(*v, at(cp, "pending"), kMaxPending);
                for (const Entry &e : list) {
                    if (e.at != ch.at)
                        refuse(at(cp, "pending"), "an offence pending away from its author");
                }
                std::copy(list.begin(), list.end(), ch.pending.begin());
                ch.pendingSize = uint8_t(list.size());
            }
            if (const Json *v = optionalField(cj, "controlled_by", cp); v && !v->is_null())
                ch.controlledBy = int8_t(intField(*v, at(cp, "controlled_by"), 0, s.gangs - 1));
            if (const Json *v = optionalField(cj, "companion", cp); v && !v->is_null())
                ch.companion = readChar(*v, at(cp, "companion"), s.gangs);
            if (const Json *v = optionalField(cj, "vamp_turns", cp))
                ch.vampTurns = int8_t(intField(*v, at(cp, "vamp_turns"), 0, k.vampTurns));
            if (ch.at == c.prison() && ch.from != kNoLoc)
                refuse(at(cp, "from"), "a heading in the prison");
            if (ch.at == c.clinic() && ch.wounded && ch.from != kNoLoc)
                refuse(at(cp, "from"), "a heading on a wounded character");
            if (ch.wounded && ch.at != c.clinic())
                refuse(at(cp, "wounded"), "wounded outside the clinic");
            if (ch.at == c.cemetery() && (ch.recordSize || ch.pendingSize || ch.sentence))
                refuse(cp, "a dead character with a record or a sentence");
            if (ch.sentence > 0 && ch.at != c.prison())
                refuse(at(cp, "sentence"), "a sentence outside the prison");
        }
        if (gang.eliminated) {
            for (const Character &ch : gang.chars) {
                if (ch.at != c.cemetery())
                    refuse(at(gp, "eliminated"), "an eliminated gang with a character alive");
            }
            if (gang.money != 0 || gang.stock != 0)
                refuse(at(gp, "eliminated"), "an eliminated gang with money or pawns");
        }
    }
    // GA8: a companion link is mutual, to a male of another gang.
    for (int g = 0; g < s.gangs; ++g) {
        for (int r = 0; r < kRoles; ++r) {
            const CharRef ref{int8_t(g), Role(r)};
            const Character &ch = s.at(ref);
            const std::string cp =
                at(at(at(path, "gangs"), size_t(g)), "chars") + "." + kRoleIds[r];
            if (ch.companion.valid()) {
                const CharRef m = ch.companion;
                if (r != int(Role::Vamp) || m.role == Role::Vamp || m.seat == g ||
                    s.at(m).controlledBy != g || s.at(m).at != ch.at)
                    refuse(at(cp, "companion"), "not a mutual vamping link");
            }
            if (ch.controlledBy >= 0) {
                const CharRef v{ch.controlledBy, Role::Vamp};
                if (ch.controlledBy == g || !(s.at(v).companion == ref))
                    refuse(at(cp, "controlled_by"), "not a mutual vamping link");
            }
        }
    }
    const std::string sp = at(path, "shops");
    if (const Json *shops = optionalField(j, "shops", path)) {
        if (!shops->is_object())
            refuse(sp, "not an object");
        for (auto it = shops->begin(); it != shops->end(); ++it) {
            const std::string p = sp + "." + escaped(it.key()); // keys come from the file
            const Loc l = readLoc(Json(it.key()), p);
            if (!c.isShop(l))
                refuse(p, "not a shop");
            const int shop = c.shopIndex(l);
            const Json *owner = optionalField(it.value(), "owner", p);
            const Json *racket = optionalField(it.value(), "racket", p);
            if ((owner == nullptr) == (racket == nullptr))
                refuse(p, "both or neither of owner and racket");
            const int seat = intField(owner ? *owner : *racket, at(p, owner ? "owner" : "racket"),
                                      0, s.gangs - 1);
            if (s.gang[size_t(seat)].eliminated)
                refuse(p, "a token of an eliminated gang");
            (owner ? s.owner : s.racket)[size_t(shop)] = int8_t(seat);
        }
    }
    const std::string tp = at(path, "traffic");
    if (const Json *traffic = optionalField(j, "traffic", path)) {
        if (!traffic->is_object())
            refuse(tp, "not an object");
        for (auto it = traffic->begin(); it != traffic->end(); ++it) {
            const std::string p = tp + "." + escaped(it.key());
            const Loc l = readLoc(Json(it.key()), p);
            if (!c.isStreet(l) || !c.slot(l))
                refuse(p, "a pawn where there is no sidewalk slot");
            const int seat = intField(it.value(), p, 0, s.gangs - 1);
            if (s.gang[size_t(seat)].eliminated)
                refuse(p, "a pawn of an eliminated gang");
            const int fronted = c.fronts(l);
            if (fronted >= 0 && s.owner[size_t(fronted)] >= 0 && s.owner[size_t(fronted)] != seat)
                refuse(p, "a pawn on the frontage of another gang's shop");
            s.traffic[l] = int8_t(seat);
        }
    }
    for (int g = 0; g < s.gangs; ++g) {
        if (s.tokens(g) > k.tokensPerGang)
            refuse(at(at(path, "gangs"), size_t(g)), "more than 15 tokens");
        if (s.pawns(g) > k.pawnsPerGang)
            refuse(at(at(path, "gangs"), size_t(g)), "more than 20 pawns");
    }
    if (const Json *cops = optionalField(j, "cops", path)) {
        const std::string cp = at(path, "cops");
        if (!cops->is_array() || cops->size() != 2)
            refuse(cp, "not two pairs");
        for (size_t i = 0; i < 2; ++i) {
            const std::string p = at(cp, i);
            Cop &cop = s.cops[i];
            cop.at = readLoc(field((*cops)[i], "at", p), at(p, "at"));
            if (cop.at == c.cemetery())
                refuse(at(p, "at"), "cops in the cemetery");
            if (const Json *v = optionalField((*cops)[i], "from", p); v && !v->is_null())
                cop.from = readLoc(*v, at(p, "from"));
        }
    }
    if (const Json *v = optionalField(j, "police_owner", path); v && !v->is_null()) {
        s.policeOwner = int8_t(intField(*v, at(path, "police_owner"), 0, s.gangs - 1));
        if (s.gang[size_t(s.policeOwner)].eliminated)
            refuse(at(path, "police_owner"), "an eliminated gang");
    }
    if (const Json *v = optionalField(j, "over", path); v && !v->is_null()) {
        const std::string op = at(path, "over");
        const Json &status = field(*v, "status", op);
        s.over.status = status == "won"     ? OverStatus::Won
                        : status == "drawn" ? OverStatus::Drawn
                                            : OverStatus::None;
        if (s.over.status == OverStatus::None)
            refuse(at(op, "status"), "not won or drawn");
        const Json &reason = field(*v, "reason", op);
        bool known = false;
        for (int r = 0; r < 5; ++r) {
            if (reason == reasonId(OverReason(r))) {
                s.over.reason = OverReason(r);
                known = true;
            }
        }
        if (!known)
            refuse(at(op, "reason"), "unknown reason");
        const Json &winners = field(*v, "winners", op);
        if (!winners.is_array() || winners.empty())
            refuse(at(op, "winners"), "not a list of seats");
        for (size_t i = 0; i < winners.size(); ++i)
            s.over.winners |=
                uint8_t(1u << intField(winners[i], at(at(op, "winners"), i), 0, s.gangs));
        if (const Json *d = optionalField(*v, "district", op))
            s.over.district = int8_t(intField(*d, at(op, "district"), 0, c.districts()));
    }
    // G47, G48: a finished game keeps the seat whose turn was the last, eliminated or not.
    if (!s.isOver() && s.gang[size_t(s.active)].eliminated)
        refuse(at(path, "active"), "the seat of an eliminated gang");
    return s;
}

OrderedJson writeState(const State &s)
{
    const City &c = city();
    auto nullable = [](int v) { return v < 0 ? OrderedJson(nullptr) : OrderedJson(v); };
    auto loc = [](Loc l) { return l == kNoLoc ? OrderedJson(nullptr) : OrderedJson(locName(l)); };
    auto entries = [&](const auto &list, int n) {
        OrderedJson out = OrderedJson::array();
        for (int i = 0; i < n; ++i) {
            const Entry &e = list[size_t(i)];
            out.push_back({{"offence", kOffenceIds[int(e.offence)]},
                           {"years", c.constants().years[size_t(e.offence)]},
                           {"at", locName(e.at)}});
        }
        return out;
    };
    OrderedJson j;
    j["format"] = "gangsters-state/1";
    j["round"] = s.round;
    j["active"] = s.active;
    j["first"] = s.first;
    OrderedJson gangs = OrderedJson::array();
    for (int g = 0; g < s.gangs; ++g) {
        const Gang &gang = s.gang[size_t(g)];
        OrderedJson gj;
        gj["money"] = gang.money;
        gj["stock"] = gang.stock;
        gj["eliminated"] = gang.eliminated;
        OrderedJson chars;
        for (int r = 0; r < kRoles; ++r) {
            const Character &ch = gang.chars[size_t(r)];
            OrderedJson cj;
            cj["at"] = locName(ch.at);
            cj["from"] = loc(ch.from);
            cj["sentence"] = ch.sentence;
            cj["wounded"] = ch.wounded;
            cj["record"] = entries(ch.record, ch.recordSize);
            cj["pending"] = entries(ch.pending, ch.pendingSize);
            cj["controlled_by"] = nullable(ch.controlledBy);
            cj["companion"] = ch.companion.valid() ? writeChar(ch.companion) : OrderedJson(nullptr);
            cj["vamp_turns"] = ch.vampTurns;
            cj["dazed"] = ch.dazed;
            chars[kRoleIds[r]] = cj;
        }
        gj["chars"] = chars;
        gangs.push_back(gj);
    }
    j["gangs"] = gangs;
    // Shops and squares by name, so that two engines write the same text.
    std::vector<std::pair<std::string, OrderedJson>> shops;
    for (int i = 0; i < c.shops(); ++i) {
        if (s.owner[size_t(i)] >= 0)
            shops.push_back({locName(c.shopLoc(i)), {{"owner", s.owner[size_t(i)]}}});
        else if (s.racket[size_t(i)] >= 0)
            shops.push_back({locName(c.shopLoc(i)), {{"racket", s.racket[size_t(i)]}}});
    }
    std::sort(shops.begin(), shops.end(), [](auto &a, auto &b) { return a.first < b.first; });
    j["shops"] = OrderedJson::object();
    for (auto &[k, v] : shops)
        j["shops"][k] = v;
    std::vector<std::pair<std::string, int>> traffic;
    for (int q = 0; q < c.streets(); ++q) {
        if (s.traffic[size_t(q)] >= 0)
            traffic.push_back({locName(Loc(q)), s.traffic[size_t(q)]});
    }
    std::sort(traffic.begin(), traffic.end());
    j["traffic"] = OrderedJson::object();
    for (auto &[k, v] : traffic)
        j["traffic"][k] = v;
    j["cops"] = OrderedJson::array();
    for (const Cop &cop : s.cops)
        j["cops"].push_back({{"at", locName(cop.at)}, {"from", loc(cop.from)}});
    j["police_owner"] = nullable(s.policeOwner);
    if (!s.isOver()) {
        j["over"] = nullptr;
    } else {
        OrderedJson o;
        o["status"] = s.over.status == OverStatus::Won ? "won" : "drawn";
        o["winners"] = OrderedJson::array();
        for (int g = 0; g <= kMaxGangs; ++g) {
            if (s.over.winners & (1u << g))
                o["winners"].push_back(g);
        }
        o["reason"] = reasonId(s.over.reason);
        if (s.over.reason == OverReason::District)
            o["district"] = s.over.district;
        j["over"] = o;
    }
    return j;
}

} // namespace gangsters::io
