#include "eventio.h"

#include <bit>

namespace gangsters::io {

namespace {

OrderedJson chars(uint16_t mask)
{
    OrderedJson out = OrderedJson::array();
    for (int i = 0; i < 16; ++i) {
        if (mask & (1u << i))
            out.push_back(writeChar(CharRef::of(i)));
    }
    return out;
}

const char *resultId(ShotResult r)
{
    return r == ShotResult::Killed ? "killed" : r == ShotResult::Wounded ? "wounded" : "miss";
}

// A duel's fighter as a shot names its target (GA14.3): a character, or ["mgr", i], ["cop", i].
OrderedJson fighterJson(TargetKind kind, int index)
{
    if (kind == TargetKind::Character)
        return writeChar(CharRef::of(index));
    return OrderedJson::array({kind == TargetKind::Manager ? "mgr" : "cop", index});
}

// Issue 28: every die of a duel's roll, attackers in side order then defenders (GA9.2), and
// whose each is; the totals add a killer's +2.
void writeDuelDice(OrderedJson &j, const DuelRoll &roll)
{
    OrderedJson dice = {{"attackers", OrderedJson::array()}, {"defenders", OrderedJson::array()}};
    OrderedJson fighters = dice;
    for (int i = 0; i < roll.attackers + roll.defenders; ++i) {
        const DuelDie &d = roll.dice[size_t(i)];
        const char *side = i < roll.attackers ? "attackers" : "defenders";
        dice[side].push_back(int(d.face));
        fighters[side].push_back(fighterJson(d.kind, d.fighter));
    }
    j["dice"] = dice;
    j["fighters"] = fighters;
}

} // namespace

OrderedJson writeEvent(const Event &e)
{
    OrderedJson j;
    auto type = [&](const char *t) { j["type"] = t; };
    switch (e.kind) {
    case EventKind::Turn:
        type("turn");
        j["round"] = e.a;
        j["seat"] = e.seat;
        break;
    case EventKind::Serves:
        type("serves");
        j["char"] = writeChar(e.who);
        j["left"] = e.a;
        break;
    case EventKind::Income:
        type("income");
        j["seat"] = e.seat;
        j["racket"] = e.a;
        j["property"] = e.b;
        j["traffic"] = e.c;
        j["traffic_to"] = e.other;
        break;
    case EventKind::PoliceBought:
        type("police_bought");
        j["seat"] = e.seat;
        break;
    case EventKind::Roll: {
        type("roll");
        j["blue"] = OrderedJson::array();
        for (int i = 0; i < e.blues; ++i)
            j["blue"].push_back(e.blue[size_t(i)]);
        OrderedJson gang = OrderedJson::object();
        for (int r = 0; r < kRoles; ++r) {
            if (e.dice[size_t(r)] > 0)
                gang[roleId(Role(r))] = e.dice[size_t(r)];
        }
        j["gang"] = gang;
        break;
    }
    case EventKind::CopMoved:
        type("cop_moved");
        j["pair"] = e.index;
        j["to"] = locName(e.at);
        j["via"] = locName(e.via);
        break;
    case EventKind::Moved:
        type("moved");
        j["char"] = writeChar(e.who);
        j["to"] = locName(e.at);
        j["via"] = locName(e.via);
        break;
    case EventKind::Follows:
        type("follows");
        j["char"] = writeChar(e.who);
        j["to"] = locName(e.at);
        break;
    case EventKind::Action:
        type("action");
        j["char"] = writeChar(e.who);
        j["action"] = actionId(e.action);
        if (e.action == ActionKind::Holdup) {
            j["mode"] = e.flag ? "property" : "money";
            j["accomplices"] = chars(e.chars2);
        } else if (e.action == ActionKind::Settle) {
            j["targets"] = chars(e.chars);
            j["accomplices"] = chars(e.chars2);
        } else if (e.action == ActionKind::Vamp) {
            j["target"] = writeChar(CharRef::of(std::countr_zero(e.chars)));
        } else if (e.action == ActionKind::Recruit) {
            j["role"] = roleId(e.role);
        } else if (e.action == ActionKind::BuyTraffic) {
            j["count"] = e.a;
        }
        break;
    case EventKind::OffenceDone:
    case EventKind::Witnessed:
        type(e.kind == EventKind::Witnessed ? "witnessed" : "offence");
        j["char"] = writeChar(e.who);
        j["offence"] = offenceId(e.offence);
        j["at"] = locName(e.at);
        if (e.kind == EventKind::Witnessed)
            j["by"] = e.flag ? "managers" : "police";
        break;
    case EventKind::Rebellion:
        type("rebellion");
        j["chars"] = chars(e.chars);
        j["pair"] = e.index;
        break;
    case EventKind::DuelRoll:
        type("duel_roll");
        j["attackers"] = e.a;
        j["defenders"] = e.b;
        writeDuelDice(j, e.duel);
        break;
    case EventKind::Shot:
        type("shot");
        j["side"] = e.flag ? "D" : "A";
        j["target"] =
            fighterJson(e.target, e.target == TargetKind::Character ? e.who.index() : e.index);
        j["face"] = e.a;
        j["result"] = resultId(e.result);
        break;
    case EventKind::Wounded:
    case EventKind::Killed:
        type(e.kind == EventKind::Wounded ? "wounded" : "killed");
        j["char"] = writeChar(e.who);
        break;
    case EventKind::Jailed:
        type("jailed");
        j["char"] = writeChar(e.who);
        j["years"] = e.a;
        break;
    case EventKind::PawnToBank:
        type("pawn_to_bank");
        j["square"] = locName(e.at);
        break;
    case EventKind::RacketToBank:
        type("racket_to_bank");
        j["shop"] = locName(e.at);
        break;
    case EventKind::CopsToCentre:
        type("cops_to_centre");
        j["pair"] = e.index;
        break;
    case EventKind::Vamped:
        type("vamped");
        j["vamp"] = writeChar(e.vamp);
        j["char"] = writeChar(e.who);
        break;
    case EventKind::VampEnds:
        type("vamp_ends");
        j["vamp"] = writeChar(e.vamp);
        j["char"] = writeChar(e.who);
        j["why"] = e.why == VampEndReason::Served ? "served"
                   : e.why == VampEndReason::Fell ? "fell"
                                                  : "jailed";
        break;
    case EventKind::PriceNamed:
        type("price");
        j["seat"] = e.seat;
        j["price"] = e.a < 0 ? OrderedJson("refuse") : OrderedJson(e.a);
        break;
    case EventKind::Declined:
        type("declined");
        j["seat"] = e.seat;
        break;
    case EventKind::Recruited:
        type("recruited");
        j["char"] = writeChar(e.who);
        j["at"] = locName(e.at);
        j["price"] = e.a;
        break;
    case EventKind::PawnRecoloured:
        type("pawn_recoloured");
        j["square"] = locName(e.at);
        j["to"] = e.seat;
        break;
    case EventKind::HoldupSuccess:
        type("holdup_success");
        j["seat"] = e.seat;
        if (e.a > 0)
            j["money"] = e.a;
        else
            j["property"] = locName(e.at);
        break;
    case EventKind::HoldupFailed:
        type("holdup_failed");
        j["seat"] = e.seat;
        break;
    case EventKind::FinishRoll:
        type("finish_roll");
        j["shots"] = e.a;
        break;
    case EventKind::Eliminated:
        type("eliminated");
        j["seat"] = e.seat;
        break;
    case EventKind::GameOver: {
        type("game_over");
        j["status"] = e.over.status == OverStatus::Won ? "won" : "drawn";
        j["winners"] = OrderedJson::array();
        for (int g = 0; g <= kMaxGangs; ++g) {
            if (e.over.winners & (1u << g))
                j["winners"].push_back(g);
        }
        j["reason"] = reasonId(e.over.reason);
        if (e.over.reason == OverReason::District)
            j["district"] = e.over.district;
        break;
    }
    }
    return j;
}

OrderedJson writeView(const SeatView &view, const std::vector<Event> &log)
{
    OrderedJson j;
    j["format"] = "gangsters-view/1";
    j["seat"] = view.seat;
    j["state"] = writeState(view.state);
    if (!view.turn.inTurn) {
        j["turn"] = nullptr;
    } else {
        OrderedJson dice;
        dice["blue"] = OrderedJson::array();
        for (int i = 0; i < view.turn.blues; ++i)
            dice["blue"].push_back(view.turn.blue[size_t(i)]);
        for (int r = 0; r < kRoles; ++r) {
            if (view.turn.dice[size_t(r)] > 0)
                dice[roleId(Role(r))] = view.turn.dice[size_t(r)];
        }
        OrderedJson moved = OrderedJson::array(), acted = OrderedJson::array();
        for (int r = 0; r < kRoles; ++r) {
            if (view.turn.moved & (1u << r))
                moved.push_back(roleId(Role(r)));
            if (view.turn.acted & (1u << r))
                acted.push_back(roleId(Role(r)));
        }
        j["turn"] = {{"dice", dice}, {"moved", moved}, {"acted", acted}};
    }
    if (!view.hasPending) {
        j["pending"] = nullptr;
    } else {
        OrderedJson options = OrderedJson::array();
        for (int i = 0; i < view.pending.size; ++i)
            options.push_back(writeChoice(view.pending.type, view.pending.options[size_t(i)]));
        j["pending"] = {{"seat", view.pending.seat},
                        {"type", decisionTypeId(view.pending.type)},
                        {"options", options}};
    }
    j["log"] = OrderedJson::array();
    for (const Event &e : log)
        j["log"].push_back(writeEvent(e));
    return j;
}

} // namespace gangsters::io
