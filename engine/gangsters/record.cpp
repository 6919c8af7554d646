#include "record.h"

#include "game.h"

#include <charconv>

namespace gangsters {

using io::Json;
using io::OrderedJson;

namespace {

OrderedJson writeOver(const Over &over)
{
    OrderedJson o;
    o["status"] = over.status == OverStatus::Won ? "won" : "drawn";
    o["winners"] = OrderedJson::array();
    for (int g = 0; g <= kMaxGangs; ++g) {
        if (over.winners & (1u << g))
            o["winners"].push_back(g);
    }
    o["reason"] = reasonId(over.reason);
    if (over.reason == OverReason::District)
        o["district"] = over.district;
    return o;
}

std::string describeOver(const Over &o)
{
    return writeOver(o).dump();
}

} // namespace

OrderedJson writeRecord(const GameRecord &r)
{
    OrderedJson j;
    j["format"] = "gangsters-game/1";
    j["seed"] = std::to_string(r.seed);
    j["players"] = OrderedJson::array();
    for (const PlayerInfo &p : r.players) {
        OrderedJson pj;
        pj["name"] = p.name;
        pj["kind"] = p.kind;
        if (!p.human())
            pj["level"] = p.level;
        j["players"].push_back(pj);
    }
    j["options"] = {{"round_limit", r.rules.roundLimit}, {"police_player", r.rules.policePlayer}};
    j["first"] = r.first;
    j["decisions"] = OrderedJson::array();
    for (const Decision &d : r.decisions)
        j["decisions"].push_back(io::writeDecision(d));
    j["dice"] = OrderedJson::array();
    for (int8_t d : r.dice)
        j["dice"].push_back(int(d));
    if (r.finished)
        j["end"] = writeOver(r.end);
    j["finished"] = r.finished;
    if (!r.reseeds.empty()) {
        j["reseeds"] = OrderedJson::array();
        for (const Reseed &reseed : r.reseeds)
            j["reseeds"].push_back({{"die", reseed.die}, {"seed", std::to_string(reseed.seed)}});
    }
    return j;
}

GameRecord readRecord(const Json &j)
{
    GameRecord r;
    if (!j.is_object())
        io::refuse("record", "not an object");
    if (io::field(j, "format", "") != "gangsters-game/1")
        io::refuse("format", "not gangsters-game/1");
    const Json &seed = io::field(j, "seed", "");
    if (!seed.is_string())
        io::refuse("seed", "not a decimal string");
    const std::string &text = seed.get_ref<const std::string &>();
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), r.seed);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        io::refuse("seed", "not a 64-bit decimal number");
    if (const Json *options = io::optionalField(j, "options", "")) {
        if (const Json *v = io::optionalField(*options, "round_limit", "options"))
            r.rules.roundLimit = io::intField(*v, "options.round_limit", 0, 10000);
        if (const Json *v = io::optionalField(*options, "police_player", "options")) {
            if (!v->is_boolean())
                io::refuse("options.police_player", "not true or false");
            r.rules.policePlayer = v->get<bool>();
        }
    }
    const Json &players = io::field(j, "players", "");
    const int extra = r.rules.policePlayer ? 1 : 0;
    if (!players.is_array() || int(players.size()) < 2 + extra ||
        int(players.size()) > kMaxGangs + extra)
        io::refuse("players", "not 2 to 4 gangs (and the police seat in the variant)");
    for (size_t i = 0; i < players.size(); ++i) {
        const std::string p = "players[" + std::to_string(i) + "]";
        PlayerInfo info;
        const Json &kind = io::field(players[i], "kind", p);
        if (!kind.is_string())
            io::refuse(p + ".kind", "not a string");
        info.kind = kind.get<std::string>();
        const bool police = extra && i + 1 == players.size();
        if (police ? info.kind != "police" && info.kind != "human"
                   : info.kind != "human" && info.kind != "ai")
            io::refuse(p + ".kind", "unknown kind " + io::quote(info.kind));
        if (const Json *v = io::optionalField(players[i], "name", p); v && v->is_string())
            info.name = v->get<std::string>();
        if (const Json *v = io::optionalField(players[i], "level", p); v && v->is_string())
            info.level = v->get<std::string>();
        r.players.push_back(info);
    }
    r.first = io::intField(io::field(j, "first", ""), "first", 0, r.gangs() - 1);
    const Json &decisions = io::field(j, "decisions", "");
    if (!decisions.is_array())
        io::refuse("decisions", "not a list");
    for (size_t i = 0; i < decisions.size(); ++i) {
        const std::string p = "decisions[" + std::to_string(i) + "]";
        Decision d;
        d.type = io::readDecisionType(io::field(decisions[i], "type", p), p + ".type");
        d.seat = int8_t(io::intField(io::field(decisions[i], "seat", p), p + ".seat", 0,
                                     int(r.players.size()) - 1));
        d.choice =
            io::readChoice(d.type, io::field(decisions[i], "choice", p), p + ".choice", r.gangs());
        r.decisions.push_back(d);
    }
    r.hasDice = false;
    if (const Json *dice = io::optionalField(j, "dice", "")) {
        if (!dice->is_array())
            io::refuse("dice", "not a list");
        r.hasDice = true;
        for (size_t i = 0; i < dice->size(); ++i)
            r.dice.push_back(
                int8_t(io::intField((*dice)[i], "dice[" + std::to_string(i) + "]", 1, 6)));
    }
    if (const Json *reseeds = io::optionalField(j, "reseeds", "")) {
        if (!reseeds->is_array())
            io::refuse("reseeds", "not a list");
        int last = -1;
        for (size_t i = 0; i < reseeds->size(); ++i) {
            const std::string p = "reseeds[" + std::to_string(i) + "]";
            Reseed reseed;
            reseed.die = io::intField(io::field((*reseeds)[i], "die", p), p + ".die", 0, 1 << 30);
            if (reseed.die <= last)
                io::refuse(p + ".die", "not after the reseed before it");
            last = reseed.die;
            const Json &seedText = io::field((*reseeds)[i], "seed", p);
            if (!seedText.is_string())
                io::refuse(p + ".seed", "not a decimal string");
            const std::string &digits = seedText.get_ref<const std::string &>();
            const auto [stop, code] =
                std::from_chars(digits.data(), digits.data() + digits.size(), reseed.seed);
            if (code != std::errc() || stop != digits.data() + digits.size() || digits.empty())
                io::refuse(p + ".seed", "not a 64-bit decimal number");
            r.reseeds.push_back(reseed);
        }
    }
    const Json &finished = io::field(j, "finished", "");
    if (!finished.is_boolean())
        io::refuse("finished", "not true or false");
    r.finished = finished.get<bool>();
    const Json *endJson = io::optionalField(j, "end", "");
    if (r.finished != (endJson != nullptr))
        io::refuse("end", r.finished ? "missing from a finished game" : "in an unfinished game");
    if (endJson) {
        // The end reads as a state's `over` does.
        Json probe = {{"format", "gangsters-state/1"}, {"round", 1}, {"active", 0}, {"first", 0}};
        probe["gangs"] = Json::array();
        for (int g = 0; g < r.gangs(); ++g)
            probe["gangs"].push_back({{"chars",
                                       {{"killer", {{"at", "P"}}},
                                        {"vamp", {{"at", "P"}}},
                                        {"dealer", {{"at", "P"}}}}}});
        probe["over"] = *endJson;
        try {
            r.end = io::readState(probe, "").over;
        } catch (const io::FormatError &e) {
            std::string what = e.what();
            io::refuse("end", what.substr(what.find(':') + 2));
        }
    }
    return r;
}

namespace {

// Feeds the record's decisions to the turn, checking each against the pending point.
class RecordChooser final : public Chooser
{
public:
    struct Exhausted
    {};
    explicit RecordChooser(const GameRecord &r) : m_r(r) {}
    size_t next = 0;

    int choose(const Point &point) override
    {
        if (next >= m_r.decisions.size())
            throw Exhausted{};
        const Decision &d = m_r.decisions[next];
        const std::string p = "decisions[" + std::to_string(next) + "]";
        if (d.type == DecisionType::Resign) {
            if (d.seat >= m_r.gangs())
                io::refuse(p + ".seat", "the police seat may not resign (G49)");
            if (d.seat != point.seat)
                io::refuse(p + ".seat", "seat " + std::to_string(point.seat) + " decides");
            ++next;
            return kResign; // GA11.4: in place of the pending decision
        }
        if (d.type != point.type)
            io::refuse(p + ".type", std::string("a ") + decisionTypeId(point.type) + " is pending");
        if (d.seat != point.seat)
            io::refuse(p + ".seat", "seat " + std::to_string(point.seat) + " decides");
        const int i = point.find(d.choice);
        if (i < 0)
            io::refuse(p + ".choice", "not legal: " + io::writeChoice(d.type, d.choice).dump());
        ++next;
        return i;
    }

private:
    const GameRecord &m_r;
};

// Every die from the generator, compared with the record's when it has them (GA14.5).
class CheckedDice final : public DiceSource
{
public:
    CheckedDice(Generator &g, const GameRecord &r) : m_g(g), m_r(r) {}
    size_t used = 0;
    int die() override
    {
        // Issue 29: a resumed game's dice come from a fresh seed from the point it names.
        for (const Reseed &reseed : m_r.reseeds)
            if (size_t(reseed.die) == used)
                m_g.setState(reseed.seed);
        const int d = m_g.die();
        if (m_r.hasDice) {
            const std::string p = "dice[" + std::to_string(used) + "]";
            if (used >= m_r.dice.size())
                io::refuse(p, "missing: the game draws " + std::to_string(d));
            if (m_r.dice[used] != d)
                io::refuse(p, "the generator draws " + std::to_string(d) + ", the record says " +
                                  std::to_string(m_r.dice[used]));
        }
        ++used;
        return d;
    }

private:
    Generator &m_g;
    const GameRecord &m_r;
};

} // namespace

State replayRecord(const GameRecord &r, size_t *diceDrawn)
{
    Generator generator(r.seed);
    const int first = generator.below(r.gangs());
    if (first != r.first)
        io::refuse("first", "the seed draws " + std::to_string(first) + ", the record says " +
                                std::to_string(r.first));
    State s = State::initial(r.gangs(), first);
    RecordChooser chooser(r);
    CheckedDice dice(generator, r);
    TurnContext context;
    bool stopped = false;
    while (!s.isOver() && !stopped) {
        Turn turn(s, r.rules, chooser, dice, nullptr, context);
        try {
            turn.play();
        } catch (const RecordChooser::Exhausted &) {
            stopped = true;
        }
    }
    if (chooser.next < r.decisions.size())
        io::refuse("decisions[" + std::to_string(chooser.next) + "]", "after the end of the game");
    if (r.hasDice && dice.used < r.dice.size())
        io::refuse("dice[" + std::to_string(dice.used) + "]", "after the end of the game");
    if (r.finished && !s.isOver())
        io::refuse("finished", "the decisions stop before the end of the game");
    if (!r.finished && s.isOver())
        io::refuse("finished", "false, but the game is over");
    if (r.finished) {
        const Over &o = s.over;
        if (o.status != r.end.status || o.reason != r.end.reason || o.winners != r.end.winners ||
            (o.reason == OverReason::District && o.district != r.end.district))
            io::refuse("end", "does not match the game, which ends " + describeOver(o));
    }
    if (diceDrawn)
        *diceDrawn = dice.used;
    return s;
}

} // namespace gangsters
