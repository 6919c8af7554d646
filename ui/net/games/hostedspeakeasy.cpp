#include "hostedspeakeasy.h"

#include "speakeasy/levels.h"
#include "speakeasy/netjson.h"
#include "speakeasy/recordjson.h"

#include <bit>

namespace net {

namespace {

const char *refusalCode(speakeasy::Refusal refusal)
{
    using speakeasy::Refusal;
    switch (refusal) {
    case Refusal::None:
        return "none";
    case Refusal::NotStarted:
        return "not-started";
    case Refusal::GameOver:
        return "over";
    case Refusal::NoSuchSeat:
        return "no-such-seat";
    case Refusal::NotYourTurn:
        return "out-of-turn";
    case Refusal::WrongDecision:
        return "wrong-decision";
    case Refusal::AlreadySetUp:
        return "already-set-up";
    case Refusal::InvalidLayout:
        return "invalid-layout";
    case Refusal::IllegalMove:
        return "illegal-move";
    case Refusal::DrawAlreadyDeclined:
        return "draw-already-declined";
    }
    return "refused";
}

} // namespace

bool isSpeakEasyLevel(const std::string &level)
{
    return speakeasy::makePolicy(level, 0) != nullptr;
}

HostedSpeakEasy::HostedSpeakEasy(uint64_t seed, std::array<std::string, speakeasy::kSeats> levels,
                                 std::array<std::string, speakeasy::kSeats> names)
    : m_seed(seed), m_levels(std::move(levels)), m_names(std::move(names))
{
    m_session.addSink(this);
}

void HostedSpeakEasy::begin(const std::vector<std::string> &names)
{
    if (m_session.started())
        return;
    speakeasy::Session::Setup setup;
    setup.seed = m_seed;
    for (int s = 0; s < speakeasy::kSeats; ++s) {
        const std::string &level = m_levels[size_t(s)];
        const std::string &name = size_t(s) < names.size() && !names[size_t(s)].empty()
                                      ? names[size_t(s)]
                                      : m_names[size_t(s)];
        setup.players[size_t(s)] = level.empty() ? speakeasy::PlayerInfo{name, "human", ""}
                                                 : speakeasy::PlayerInfo{name, "ai", level};
        // razzia-cli play's seeding, seat by seat (seatSeed).
        if (!level.empty())
            setup.policies[size_t(s)] =
                speakeasy::makePolicy(level, speakeasy::seatSeed(m_seed, s));
    }
    m_session.start(std::move(setup));
}

HostedSpeakEasy::HostedSpeakEasy(const speakeasy::GameRecord &save, uint64_t freshSeed,
                                 std::string &error)
    : m_seed(freshSeed)
{
    m_session.addSink(this);
    speakeasy::Session::Setup setup;
    setup.seed = save.seed;
    setup.players = save.players;
    for (int s = 0; s < speakeasy::kSeats; ++s) {
        const speakeasy::PlayerInfo &player = save.players[size_t(s)];
        m_names[size_t(s)] = player.name;
        if (player.kind == "human")
            continue;
        m_levels[size_t(s)] = player.level;
        // The window's resume: the computer seats choose from the fresh seed from here.
        setup.policies[size_t(s)] =
            speakeasy::makePolicy(player.level, speakeasy::seatSeed(m_seed, s));
        if (!setup.policies[size_t(s)]) {
            error = "players[" + std::to_string(s) + "]: unknown level \"" + player.level + "\"";
            return;
        }
    }
    if (m_session.resume(std::move(setup), save, error, speakeasy::Session::Retell::Events))
        m_reseeds = speakeasy::resumeReseeds(save, freshSeed);
}

std::vector<int> HostedSpeakEasy::toDecide() const
{
    std::vector<int> seats;
    const uint8_t bits = m_session.toDecide();
    for (int s = 0; s < speakeasy::kSeats; ++s) {
        if ((bits >> s) & 1)
            seats.push_back(s);
    }
    return seats;
}

nlohmann::json HostedSpeakEasy::viewFor(int seat) const
{
    // The seat's seed (one-way, seatSeed) starts a client's computer player as the host starts
    // its own; a string, as JSON readers differ past 2^53.
    return {{"view", speakeasy::wire::viewJson(m_session.view(seat))},
            {"seatSeed", std::to_string(speakeasy::seatSeed(m_seed, seat))}};
}

nlohmann::json HostedSpeakEasy::eventsFor(int seat, std::size_t since) const
{
    nlohmann::json events = nlohmann::json::array();
    const std::vector<nlohmann::json> &log = m_logs[size_t(seat)];
    for (std::size_t i = since; i < log.size(); ++i)
        events.push_back(log[i]);
    return events;
}

std::optional<Refusal> HostedSpeakEasy::decide(int seat, const nlohmann::json &json)
{
    speakeasy::Decision decision;
    std::string error;
    if (!speakeasy::wire::readDecision(json, decision, error))
        return Refusal{"bad-decision", error};
    if (const speakeasy::Refusal refusal = m_session.decide(seat, decision);
        refusal != speakeasy::Refusal::None)
        return Refusal{refusalCode(refusal), speakeasy::describe(refusal)};
    return std::nullopt;
}

bool HostedSpeakEasy::setComputer(int seat, const std::string &level)
{
    if (seat < 0 || seat >= speakeasy::kSeats || m_session.isAi(seat))
        return false;
    if (level.empty()) {
        m_takeover[size_t(seat)].reset();
        return true;
    }
    std::unique_ptr<speakeasy::PhasePolicy> policy =
        speakeasy::makePolicy(level, speakeasy::seatSeed(m_seed, seat));
    if (!policy)
        return false;
    m_takeover[size_t(seat)] = std::move(policy);
    return true;
}

void HostedSpeakEasy::playOn()
{
    // Session::playOn, with a taken-over seat played by its policy: the lowest seat a computer
    // plays decides, until only people must.
    while (m_session.started()) {
        const uint8_t waiting = m_session.toDecide();
        int seat = -1;
        for (int s = 0; s < speakeasy::kSeats && seat < 0; ++s) {
            if (((waiting >> s) & 1) && (m_session.isAi(s) || m_takeover[size_t(s)]))
                seat = s;
        }
        if (seat < 0)
            return;
        speakeasy::Policy *takeover = m_takeover[size_t(seat)].get();
        const speakeasy::Decision decision =
            takeover ? takeover->decide(m_session.view(seat)) : m_session.ask(seat);
        if (m_session.decide(seat, decision) != speakeasy::Refusal::None)
            return; // a policy bug: the seat waits, as a person's would
    }
}

bool HostedSpeakEasy::anyTime(const nlohmann::json &decision) const
{
    // SE6.4: a player may resign at any time; the session takes it from either seat.
    speakeasy::Decision read;
    std::string error;
    return speakeasy::wire::readDecision(decision, read, error) &&
           read.kind == speakeasy::DecisionKind::Resign;
}

bool HostedSpeakEasy::isOver() const
{
    return m_session.phase() == speakeasy::Phase::Over;
}

speakeasy::GameRecord HostedSpeakEasy::fullRecord() const
{
    speakeasy::GameRecord record = m_session.record();
    record.reseeds = m_reseeds; // the draws offered are the Session's record's (SE8)
    return record;
}

nlohmann::json HostedSpeakEasy::record() const
{
    return nlohmann::json::parse(speakeasy::io::recordToJson(fullRecord()));
}

nlohmann::json HostedSpeakEasy::saveRecord() const
{
    if (!m_session.game())
        return nullptr; // the set-up: neither layout is the other's to see, and no record yet
    return nlohmann::json::parse(speakeasy::io::recordToJson(fullRecord()));
}

void HostedSpeakEasy::onEvent(const speakeasy::Event &event)
{
    const nlohmann::json json = speakeasy::wire::eventJson(event);
    for (int seat = 0; seat < speakeasy::kSeats; ++seat) {
        if (!speakeasy::seatMaySee(event, seat))
            continue;
        m_logs[size_t(seat)].push_back(json);
        if (speakeasy::Policy *takeover = m_takeover[size_t(seat)].get())
            takeover->observe(event);
    }
}

namespace {

class SpeakEasyPlayer final : public SeatPlayer
{
public:
    explicit SpeakEasyPlayer(std::string level) : m_level(std::move(level)) {}

    bool observe(const nlohmann::json &json, std::string &error) override
    {
        speakeasy::Event event;
        if (!speakeasy::wire::readEvent(json, event, error))
            return false;
        m_pending.push_back(event);
        return true;
    }

    std::optional<nlohmann::json> decide(const nlohmann::json &json, std::string &error) override
    {
        const auto view = json.find("view");
        const auto seed = json.find("seatSeed");
        if (!json.is_object() || json.size() != 2 || view == json.end() || seed == json.end() ||
            !seed->is_string()) {
            error = "a view holds view and seatSeed";
            return std::nullopt;
        }
        std::optional<speakeasy::SeatView> seatView = speakeasy::wire::readView(*view, error);
        if (!seatView)
            return std::nullopt;
        const std::string &text = seed->get_ref<const std::string &>();
        uint64_t seatSeed = 0;
        for (const char c : text) {
            if (c < '0' || c > '9' || text.size() > 20) {
                error = "seatSeed: expected a 64-bit integer";
                return std::nullopt;
            }
            seatSeed = seatSeed * 10 + uint64_t(c - '0');
        }
        if (!m_policy || seatSeed != m_seatSeed) {
            m_policy = speakeasy::makePolicy(m_level, seatSeed);
            m_seatSeed = seatSeed;
        }
        for (const speakeasy::Event &event : m_pending)
            m_policy->observe(event);
        m_pending.clear();
        return speakeasy::wire::decisionJson(m_policy->decide(*seatView));
    }

private:
    std::string m_level;
    std::unique_ptr<speakeasy::PhasePolicy> m_policy;
    uint64_t m_seatSeed = 0;
    std::vector<speakeasy::Event> m_pending;
};

} // namespace

std::unique_ptr<SeatPlayer> makeSpeakEasyPlayer(const std::string &level)
{
    if (!isSpeakEasyLevel(level))
        return nullptr;
    return std::make_unique<SpeakEasyPlayer>(level);
}

} // namespace net
