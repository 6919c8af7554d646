#include "scenario.h"

#include "eventio.h"
#include "game.h"

#include <algorithm>

namespace gangsters {

using io::Json;
using io::OrderedJson;

namespace {

struct Scripted
{
    State state;
    std::vector<int> dice;
    std::vector<Decision> decisions;
};

Scripted readScripted(const Json &j, bool requireExpectless)
{
    (void)requireExpectless;
    Scripted s;
    s.state = io::readState(io::field(j, "state", ""), "state");
    if (s.state.isOver())
        io::refuse("state.over", "the game is over");
    const Json &dice = io::field(j, "dice", "");
    if (!dice.is_array())
        io::refuse("dice", "not a list");
    for (size_t i = 0; i < dice.size(); ++i)
        s.dice.push_back(io::intField(dice[i], "dice[" + std::to_string(i) + "]", 1, 6));
    const Json &decisions = io::field(j, "decisions", "");
    if (!decisions.is_array())
        io::refuse("decisions", "not a list");
    for (size_t i = 0; i < decisions.size(); ++i) {
        const std::string p = "decisions[" + std::to_string(i) + "]";
        const Json &d = decisions[i];
        Decision decision;
        decision.type = io::readDecisionType(io::field(d, "type", p), p + ".type");
        decision.seat = int8_t(io::intField(io::field(d, "seat", p), p + ".seat", 0, kMaxGangs));
        decision.choice =
            io::readChoice(decision.type, io::field(d, "choice", p), p + ".choice", s.state.gangs);
        s.decisions.push_back(decision);
    }
    return s;
}

// Answers each decision point from the scripted list (GA14.3).
class ScriptChooser final : public Chooser
{
public:
    struct Illegal
    {
        size_t index;
    };
    struct OutOfDecisions
    {};
    struct Found
    {};

    ScriptChooser(const std::vector<Decision> &decisions, bool stopAtEnd, Point &found)
        : m_decisions(decisions), m_stopAtEnd(stopAtEnd), m_found(found)
    {}
    int choose(const Point &point) override
    {
        if (m_next >= m_decisions.size()) {
            if (m_stopAtEnd) {
                m_found = point;
                throw Found{};
            }
            throw OutOfDecisions{};
        }
        const Decision &d = m_decisions[m_next];
        if (d.type == DecisionType::Resign && d.seat == point.seat && d.seat < kMaxGangs) {
            ++m_next;
            return kResign; // GA11.4: in place of the pending decision
        }
        const int i = d.type == point.type && d.seat == point.seat ? point.find(d.choice) : -1;
        if (i < 0)
            throw Illegal{m_next};
        ++m_next;
        return i;
    }
    size_t used() const { return m_next; }

private:
    const std::vector<Decision> &m_decisions;
    bool m_stopAtEnd;
    Point &m_found;
    size_t m_next = 0;
};

class JsonEvents final : public EventSink
{
public:
    OrderedJson list = OrderedJson::array();
    void onEvent(const Event &e) override { list.push_back(io::writeEvent(e)); }
};

OrderedJson illegalAnswer(const char *format, size_t index)
{
    OrderedJson out;
    out["format"] = format;
    out["legal"] = false;
    out["at"] = index;
    return out;
}

} // namespace

std::string formatOf(const Json &document)
{
    if (!document.is_object())
        return {};
    const auto it = document.find("format");
    return it != document.end() && it->is_string() ? it->get<std::string>() : std::string();
}

bool isGangstersFormat(const std::string &format)
{
    return format.rfind("gangsters-", 0) == 0;
}

OrderedJson resolveTurn(const Json &j)
{
    Scripted s = readScripted(j, false);
    const Rules rules;
    static Point found;
    ScriptChooser chooser(s.decisions, false, found);
    ListDice dice(s.dice);
    JsonEvents events;
    TurnContext context;
    Turn turn(s.state, rules, chooser, dice, &events, context);
    try {
        turn.play();
    } catch (const ScriptChooser::Illegal &illegal) {
        return illegalAnswer("gangsters-turn-result/1", illegal.index);
    } catch (const ScriptChooser::OutOfDecisions &) {
        io::refuse("decisions", "too few decisions for the turn");
    } catch (const ListDice::OutOfDice &) {
        io::refuse("dice", "too few dice for the turn");
    }
    if (chooser.used() < s.decisions.size())
        io::refuse("decisions[" + std::to_string(chooser.used()) + "]", "left over after the turn");
    if (dice.used() < s.dice.size())
        io::refuse("dice[" + std::to_string(dice.used()) + "]", "left over after the turn");
    OrderedJson out;
    out["format"] = "gangsters-turn-result/1";
    out["dice_used"] = dice.used();
    out["events"] = events.list;
    out["state"] = io::writeState(s.state);
    return out;
}

OrderedJson legalQuery(const Json &j)
{
    Scripted s = readScripted(j, true);
    const Rules rules;
    static Point found;
    found.size = 0;
    ScriptChooser chooser(s.decisions, true, found);
    ListDice dice(s.dice);
    TurnContext context;
    Turn turn(s.state, rules, chooser, dice, nullptr, context);
    OrderedJson out;
    out["format"] = "gangsters-legal-result/1";
    try {
        turn.play();
    } catch (const ScriptChooser::Found &) {
        out["seat"] = found.seat;
        out["type"] = decisionTypeId(found.type);
        std::vector<OrderedJson> options;
        for (int i = 0; i < found.size; ++i)
            options.push_back(io::writeChoice(found.type, found.options[size_t(i)]));
        if (found.type == DecisionType::Move || found.type == DecisionType::CopMove) {
            std::sort(
                options.begin(), options.end(), [](const OrderedJson &a, const OrderedJson &b) {
                    return std::pair(a["to"].get<std::string>(), a["via"].get<std::string>()) <
                           std::pair(b["to"].get<std::string>(), b["via"].get<std::string>());
                });
        }
        out["options"] = options;
        return out;
    } catch (const ScriptChooser::Illegal &illegal) {
        return illegalAnswer("gangsters-legal-result/1", illegal.index);
    } catch (const ListDice::OutOfDice &) {
        io::refuse("dice", "too few dice to reach the decision");
    }
    if (chooser.used() < s.decisions.size())
        io::refuse("decisions[" + std::to_string(chooser.used()) + "]", "left over after the turn");
    out["seat"] = nullptr;
    out["type"] = nullptr;
    out["options"] = OrderedJson::array();
    return out;
}

OrderedJson countMoves(const Json &j)
{
    const State s = io::readState(io::field(j, "state", ""), "state");
    const CharRef who = io::readChar(io::field(j, "char", ""), "char", s.gangs);
    const Character &ch = s.at(who);
    const City &c = city();
    if (!c.isStreet(ch.at) && !c.isShop(ch.at) && ch.at != c.clinic() && ch.at != c.prison())
        io::refuse("char", "a character that cannot move");
    OrderedJson out;
    out["format"] = "gangsters-count-result/1";
    out["moves"] = OrderedJson::array();
    out["paths"] = OrderedJson::array();
    for (int die = 1; die <= 6; ++die) {
        if (ch.at == c.prison()) {
            out["moves"].push_back(1);
            out["paths"].push_back(1);
            continue;
        }
        const MoveQuery q = moveQueryFor(s, who, die);
        MoveList moves;
        generateMoves(q, moves);
        out["moves"].push_back(moves.size);
        out["paths"].push_back(countPaths(q));
    }
    return out;
}

} // namespace gangsters
