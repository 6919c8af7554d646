#include "hostedgangsters.h"

#include "gangsters/eventio.h"
#include "gangsters/levels.h"
#include "gangsters/stateio.h"

#include "common/rng.h"

namespace net {

namespace {

const char *refusalCode(gangsters::Refusal refusal)
{
    using gangsters::Refusal;
    switch (refusal) {
    case Refusal::None:
        return "none";
    case Refusal::GameOver:
        return "over";
    case Refusal::NoSuchSeat:
        return "no-such-seat";
    case Refusal::NotYourTurn:
        return "out-of-turn";
    case Refusal::WrongDecision:
        return "wrong-decision";
    case Refusal::NotLegal:
        return "not-legal";
    case Refusal::PoliceCannotResign:
        return "police-cannot-resign";
    case Refusal::NothingPending:
        return "nothing-pending";
    }
    return "refused";
}

nlohmann::json plain(const gangsters::io::OrderedJson &ordered)
{
    return nlohmann::json::parse(ordered.dump());
}

// The seat's view whole: the state (gangsters-state/1, GA14.2), the turn so far, the point it
// must decide with its options (GA14.1), and its seat's seed.
nlohmann::json viewJson(const gangsters::SeatView &v, uint64_t seatSeed, std::size_t decisions)
{
    const gangsters::TurnContext &t = v.turn;
    nlohmann::json pending = nullptr;
    if (v.hasPending) {
        nlohmann::json options = nlohmann::json::array();
        for (int i = 0; i < v.pending.size; ++i)
            options.push_back(
                plain(gangsters::io::writeChoice(v.pending.type, v.pending.options[size_t(i)])));
        pending = {{"type", gangsters::decisionTypeId(v.pending.type)},
                   {"seat", v.pending.seat},
                   {"options", options}};
    }
    return {
        {"seat", v.seat},
        {"rules", {v.rules.roundLimit, v.rules.policePlayer}},
        {"state", plain(gangsters::io::writeState(v.state))},
        {"turn",
         {t.inTurn, t.blues, t.blue, t.dice, t.moved, t.acted, t.canPlay, t.movedChars, t.vamped}},
        {"pending", pending},
        // Every decision is public (GA12). Two points in a row can look alike otherwise, and a
        // join that comes back must tell the one it decided from the next.
        {"decisions", decisions},
        {"seatSeed", std::to_string(seatSeed)}};
}

int intAt(const nlohmann::json &array, size_t i, int low, int high)
{
    const nlohmann::json &value = array.at(i);
    if (!value.is_number_integer() || value.get<long long>() < low || value.get<long long>() > high)
        throw gangsters::io::FormatError("view: a number out of range");
    return value.get<int>();
}

bool boolAt(const nlohmann::json &array, size_t i)
{
    if (!array.at(i).is_boolean())
        throw gangsters::io::FormatError("view: expected a boolean");
    return array.at(i).get<bool>();
}

// A view as viewJson wrote it, read strictly (GA14's readers throw FormatError naming the
// field): a host is not trusted either.
gangsters::SeatView readView(const nlohmann::json &json, uint64_t &seatSeed)
{
    using namespace gangsters;
    if (!json.is_object() || json.size() != 7 ||
        !io::field(json, "decisions", "view").is_number_integer())
        throw io::FormatError(
            "view: expected seat, rules, state, turn, pending, decisions, seatSeed");
    SeatView v;
    v.seat = io::intField(io::field(json, "seat", "view"), "view.seat", 0, kMaxGangs);
    const nlohmann::json &rules = io::field(json, "rules", "view");
    if (!rules.is_array() || rules.size() != 2)
        throw io::FormatError("view.rules: expected [roundLimit, policePlayer]");
    v.rules.roundLimit = intAt(rules, 0, 0, 100000);
    v.rules.policePlayer = boolAt(rules, 1);
    v.state = io::readState(io::field(json, "state", "view"), "view.state");
    const nlohmann::json &turn = io::field(json, "turn", "view");
    if (!turn.is_array() || turn.size() != 9 || !turn[2].is_array() || turn[2].size() != 2 ||
        !turn[3].is_array() || turn[3].size() != size_t(kRoles))
        throw io::FormatError("view.turn: not a turn");
    TurnContext &t = v.turn;
    t.inTurn = boolAt(turn, 0);
    t.blues = uint8_t(intAt(turn, 1, 0, 2));
    for (size_t i = 0; i < 2; ++i)
        t.blue[i] = int8_t(intAt(turn[2], i, -1, 6));
    for (size_t r = 0; r < size_t(kRoles); ++r)
        t.dice[r] = int8_t(intAt(turn[3], r, -1, 6));
    t.moved = uint8_t(intAt(turn, 4, 0, 255));
    t.acted = uint8_t(intAt(turn, 5, 0, 255));
    t.canPlay = uint8_t(intAt(turn, 6, 0, 255));
    t.movedChars = uint16_t(intAt(turn, 7, 0, 65535));
    t.vamped = boolAt(turn, 8);
    const nlohmann::json &pending = io::field(json, "pending", "view");
    v.hasPending = !pending.is_null();
    if (v.hasPending) {
        const DecisionType type =
            io::readDecisionType(io::field(pending, "type", "view.pending"), "view.pending.type");
        v.pending.clear(type, io::intField(io::field(pending, "seat", "view.pending"),
                                           "view.pending.seat", 0, kMaxGangs));
        const nlohmann::json &options = io::field(pending, "options", "view.pending");
        if (!options.is_array() || options.size() > size_t(kMaxOptions))
            throw io::FormatError("view.pending.options: too many");
        for (const nlohmann::json &option : options)
            v.pending.push(io::readChoice(type, option, "view.pending.options", v.state.gangs));
    }
    const nlohmann::json &seed = io::field(json, "seatSeed", "view");
    std::size_t used = 0;
    if (!seed.is_string() || seed.get_ref<const std::string &>().empty() ||
        seed.get_ref<const std::string &>().find_first_not_of("0123456789") != std::string::npos)
        throw io::FormatError("view.seatSeed: expected a 64-bit integer");
    try {
        seatSeed = std::stoull(seed.get<std::string>(), &used);
    } catch (const std::exception &) {
        throw io::FormatError("view.seatSeed: expected a 64-bit integer");
    }
    return v;
}

} // namespace

uint64_t gangstersSeatSeed(uint64_t seed, int seat)
{
    return common::oneWaySeed(seed, 0x6a, uint64_t(seat));
}

bool isGangstersLevel(const std::string &level)
{
    return gangsters::makePolicy(level, 0) != nullptr;
}

HostedGangsters::HostedGangsters(const gangsters::Session::Setup &setup)
    : m_setup(setup), m_seatSeeds(setup.seed)
{
    m_session.addSink(this);
}

HostedGangsters::HostedGangsters(const gangsters::GameRecord &save, uint64_t freshSeed,
                                 std::string &error)
    : m_seatSeeds(freshSeed)
{
    m_session.addSink(this);
    if (save.rules.policePlayer) {
        error = "the police-player variant is not played at a network table";
        return;
    }
    m_setup.seed = save.seed;
    m_setup.gangs = save.gangs();
    m_setup.rules = save.rules;
    m_setup.seats = save.players;
    gangsters::prepareResume(save, freshSeed, m_setup);
    try {
        m_session.start(m_setup);
    } catch (const std::invalid_argument &refused) {
        error = refused.what();
        return;
    }
    // The session tells its sinks every event again, as it came: the seats' log is what it was.
    if (const auto fault = m_session.replay(save.decisions)) {
        error = "decisions[" + std::to_string(fault->decision) + "]: " +
                (fault->refusal == gangsters::Refusal::GameOver
                     ? std::string("the game is already over")
                     : std::string(gangsters::describe(fault->refusal)));
        return;
    }
    m_started = true;
    // To the point the save was taken at, or the computers' next: the dice before it are the
    // record's.
    playOn();
}

void HostedGangsters::begin(const std::vector<std::string> &names)
{
    if (m_started)
        return;
    for (size_t seat = 0; seat < names.size() && seat < m_setup.seats.size(); ++seat) {
        if (!names[seat].empty())
            m_setup.seats[seat].name = names[seat];
    }
    m_session.start(m_setup);
    m_started = true;
}

std::vector<int> HostedGangsters::toDecide() const
{
    if (!m_started || isOver() || !m_session.pending())
        return {};
    return {m_session.pending()->seat};
}

nlohmann::json HostedGangsters::viewFor(int seat) const
{
    return viewJson(m_session.view(seat), gangstersSeatSeed(m_seatSeeds, seat),
                    m_session.record().decisions.size());
}

nlohmann::json HostedGangsters::eventsFor(int, std::size_t since) const
{
    nlohmann::json events = nlohmann::json::array();
    for (std::size_t i = since; i < m_log.size(); ++i)
        events.push_back(m_log[i]);
    return events;
}

std::optional<Refusal> HostedGangsters::decide(int seat, const nlohmann::json &json)
{
    gangsters::Decision decision;
    try {
        if (!json.is_object() || json.size() != 3)
            throw gangsters::io::FormatError("a decision holds type, seat and choice");
        decision.type = gangsters::io::readDecisionType(
            gangsters::io::field(json, "type", "decision"), "decision.type");
        decision.seat =
            int8_t(gangsters::io::intField(gangsters::io::field(json, "seat", "decision"),
                                           "decision.seat", 0, gangsters::kMaxGangs));
        decision.choice = gangsters::io::readChoice(
            decision.type, gangsters::io::field(json, "choice", "decision"), "decision.choice",
            m_session.state().gangs);
    } catch (const gangsters::io::FormatError &error) {
        return Refusal{"bad-decision", error.what()};
    }
    if (decision.seat != seat)
        return Refusal{"not-your-seat", "a decision names its own seat"};
    if (const gangsters::Refusal refusal = m_session.decide(seat, decision);
        refusal != gangsters::Refusal::None)
        return Refusal{refusalCode(refusal), gangsters::describe(refusal)};
    return std::nullopt;
}

bool HostedGangsters::setComputer(int seat, const std::string &level)
{
    if (seat < 0 || seat >= seats() || m_session.isAi(seat))
        return false;
    if (level.empty()) {
        m_takeover[size_t(seat)].reset();
        return true;
    }
    std::unique_ptr<gangsters::Policy> policy =
        gangsters::makePolicy(level, gangstersSeatSeed(m_seatSeeds, seat));
    if (!policy)
        return false;
    m_takeover[size_t(seat)] = std::move(policy);
    return true;
}

void HostedGangsters::playOn()
{
    while (m_started) {
        const gangsters::Session::Stop stop = m_session.playOn();
        if (stop.what == gangsters::Session::Stop::Over)
            return;
        gangsters::Policy *takeover = m_takeover[size_t(stop.seat)].get();
        if (!takeover)
            return;
        if (m_session.decide(stop.seat, takeover->decide(m_session.view(stop.seat))) !=
            gangsters::Refusal::None)
            return; // a policy bug: the seat waits, as a person's would
    }
}

bool HostedGangsters::isOver() const
{
    return m_started && m_session.state().isOver();
}

nlohmann::json HostedGangsters::record() const
{
    return plain(gangsters::writeRecord(m_session.record()));
}

nlohmann::json HostedGangsters::saveRecord() const
{
    if (!m_started)
        return nullptr;
    return record();
}

void HostedGangsters::onEvent(const gangsters::Event &event)
{
    m_log.push_back(plain(gangsters::io::writeEvent(event)));
    for (const auto &takeover : m_takeover) {
        if (takeover)
            takeover->observe(event);
    }
}

namespace {

class GangstersPlayer final : public SeatPlayer
{
public:
    explicit GangstersPlayer(std::string level) : m_level(std::move(level)) {}

    // No Gangsters level learns from events (Policy::observe is theirs to override, and none
    // does): the view holds everything public. An event is only checked to be one.
    bool observe(const nlohmann::json &event, std::string &error) override
    {
        if (!event.is_object()) {
            error = "an event is an object";
            return false;
        }
        return true;
    }

    std::optional<nlohmann::json> decide(const nlohmann::json &json, std::string &error) override
    {
        try {
            uint64_t seatSeed = 0;
            const gangsters::SeatView view = readView(json, seatSeed);
            if (!view.hasPending) {
                error = "the view asks for no decision";
                return std::nullopt;
            }
            if (!m_policy || seatSeed != m_seatSeed) {
                m_policy = gangsters::makePolicy(m_level, seatSeed);
                m_seatSeed = seatSeed;
            }
            return plain(gangsters::io::writeDecision(m_policy->decide(view)));
        } catch (const gangsters::io::FormatError &fault) {
            error = fault.what();
            return std::nullopt;
        }
    }

private:
    std::string m_level;
    std::unique_ptr<gangsters::Policy> m_policy;
    uint64_t m_seatSeed = 0;
};

} // namespace

std::unique_ptr<SeatPlayer> makeGangstersPlayer(const std::string &level)
{
    if (!isGangstersLevel(level))
        return nullptr;
    return std::make_unique<GangstersPlayer>(level);
}

} // namespace net
