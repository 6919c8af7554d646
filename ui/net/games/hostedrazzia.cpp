#include "hostedrazzia.h"

#include "razzia/ai/levels.h"
#include "razzia/netjson.h"
#include "razzia/recordjson.h"

#include <bit>

namespace net {

namespace {

// The engine's refusals by a stable word the client's table translates.
const char *refusalCode(razzia::Refusal refusal)
{
    using razzia::Refusal;
    switch (refusal) {
    case Refusal::None:
        return "none";
    case Refusal::GameOver:
        return "over";
    case Refusal::NoSuchSeat:
        return "no-such-seat";
    case Refusal::WaitingForChance:
        return "waiting-for-chance";
    case Refusal::NotYourTurn:
        return "out-of-turn";
    case Refusal::WrongDecision:
        return "wrong-decision";
    case Refusal::AlreadyChosen:
        return "already-chosen";
    case Refusal::CardNotInHand:
        return "card-not-in-hand";
    case Refusal::BarNotInPlay:
        return "bar-not-in-play";
    case Refusal::ShareToNonClaimant:
        return "share-to-non-claimant";
    case Refusal::ProposalNotExact:
        return "proposal-not-exact";
    case Refusal::NoChancePending:
        return "no-chance-pending";
    case Refusal::CardNotInDrawPile:
        return "card-not-in-draw-pile";
    case Refusal::BillNotInSupply:
        return "bill-not-in-supply";
    case Refusal::DieOutOfRange:
        return "die-out-of-range";
    }
    return "refused";
}

} // namespace

HostedRazzia::HostedRazzia(const razzia::Session::Setup &setup) : m_setup(setup)
{
    m_session.addSink(this);
    m_logs.resize(setup.seats.size());
    m_seed = setup.seed;
}

void HostedRazzia::begin(const std::vector<std::string> &names)
{
    if (m_session.started())
        return;
    for (size_t seat = 0; seat < names.size() && seat < m_setup.seats.size(); ++seat) {
        if (!names[seat].empty())
            m_setup.seats[seat].name = names[seat];
    }
    m_session.start(m_setup);
}

HostedRazzia::HostedRazzia(const razzia::GameRecord &save, std::string &error)
{
    m_session.addSink(this);
    m_setup.seats = save.players;
    m_logs.resize(save.players.size());
    // Session::resume hands the replayed rounds to its sinks: every seat gets its events again.
    if (m_session.resume(save, error))
        m_seed = m_session.game().seed();
}

std::vector<int> HostedRazzia::toDecide() const
{
    const uint8_t bits = m_session.game().toDecide();
    if (m_session.game().over() || bits == 0)
        return {};
    return {std::countr_zero(bits)};
}

nlohmann::json HostedRazzia::viewFor(int seat) const
{
    // The seat's seed starts a client's computer player as the host would start its own; it is
    // one-way (seatSeed), so it tells nothing of the game's seed. A string: JSON readers differ
    // on integers past 2^53.
    return {{"state", razzia::wire::seatState(m_session.game(), seat)},
            {"seatSeed", std::to_string(razzia::seatSeed(m_seed, seat))}};
}

nlohmann::json HostedRazzia::eventsFor(int seat, std::size_t since) const
{
    nlohmann::json events = nlohmann::json::array();
    const std::vector<nlohmann::json> &log = m_logs[size_t(seat)];
    for (std::size_t i = since; i < log.size(); ++i)
        events.push_back(log[i]);
    return events;
}

std::optional<Refusal> HostedRazzia::decide(int seat, const nlohmann::json &json)
{
    razzia::Decision decision;
    std::string error;
    if (!razzia::wire::readDecision(json, m_session.players(), decision, error))
        return Refusal{"bad-decision", error};
    if (const razzia::Refusal refusal = m_session.decide(seat, decision);
        refusal != razzia::Refusal::None)
        return Refusal{refusalCode(refusal), razzia::describe(refusal)};
    return std::nullopt;
}

bool HostedRazzia::setComputer(int seat, const std::string &level)
{
    if (seat < 0 || seat >= m_session.players() || m_session.isAi(seat))
        return false;
    if (level.empty()) {
        m_takeover[size_t(seat)].reset();
        return true;
    }
    std::unique_ptr<razzia::Policy> policy =
        razzia::ai::makePolicy(level, razzia::seatSeed(m_seed, seat));
    if (!policy)
        return false;
    m_takeover[size_t(seat)] = std::move(policy);
    return true;
}

void HostedRazzia::playOn()
{
    // Session::playOn for the host's computer seats, and for a taken-over seat its policy, in
    // the same order: the lowest seat that must decide, until a person must.
    while (!m_session.game().over()) {
        const uint8_t bits = m_session.game().toDecide();
        if (bits == 0)
            return;
        const int seat = std::countr_zero(bits);
        razzia::Policy *takeover = m_takeover[size_t(seat)].get();
        if (!m_session.isAi(seat) && !takeover)
            return;
        const razzia::Decision decision =
            takeover ? takeover->decide(m_session.game().view(seat)) : m_session.ask(seat);
        if (m_session.decide(seat, decision) != razzia::Refusal::None)
            return; // a policy bug: the seat waits, as a person's would
    }
}

nlohmann::json HostedRazzia::record() const
{
    return nlohmann::json::parse(razzia::io::recordToJson(m_session.fullRecord()));
}

nlohmann::json HostedRazzia::saveRecord() const
{
    if (!m_session.started())
        return nullptr; // the lobby: nothing dealt yet
    return nlohmann::json::parse(razzia::io::recordToJson(m_session.saveRecord()));
}

void HostedRazzia::onEvent(const razzia::Event &event)
{
    const nlohmann::json json = razzia::wire::eventJson(event);
    for (int seat = 0; seat < int(m_logs.size()); ++seat) {
        if (!razzia::seatMaySee(event, seat))
            continue;
        m_logs[size_t(seat)].push_back(json);
        if (razzia::Policy *takeover = m_takeover[size_t(seat)].get())
            takeover->observe(event);
    }
}

namespace {

class RazziaPlayer final : public SeatPlayer
{
public:
    explicit RazziaPlayer(std::string level) : m_level(std::move(level)) {}

    bool observe(const nlohmann::json &json, std::string &error) override
    {
        razzia::Event event;
        if (!razzia::wire::readEvent(json, event, error))
            return false;
        m_pending.push_back(event);
        return true;
    }

    std::optional<nlohmann::json> decide(const nlohmann::json &view, std::string &error) override
    {
        const auto state = view.find("state");
        const auto seed = view.find("seatSeed");
        if (!view.is_object() || view.size() != 2 || state == view.end() || seed == view.end() ||
            !seed->is_string()) {
            error = "a view holds state and seatSeed";
            return std::nullopt;
        }
        int seat = -1;
        razzia::Game game;
        if (!razzia::wire::readSeatState(*state, seat, game, error))
            return std::nullopt;
        uint64_t seatSeed = 0;
        bool outOfRange = false;
        if (!razzia::io::readSeedText(seed->get<std::string>(), seatSeed, outOfRange)) {
            error = "seatSeed: expected a 64-bit integer";
            return std::nullopt;
        }
        // A new seed is a new game for this seat (the host resumed from its autosave, and its
        // own computers start afresh from the seed it goes on from): so does this player.
        if (!m_policy || seatSeed != m_seatSeed) {
            m_policy = razzia::ai::makePolicy(m_level, seatSeed);
            m_seatSeed = seatSeed;
        }
        // The events come before the decision, as a host's computer sees them (SeatObservers).
        for (const razzia::Event &event : m_pending)
            m_policy->observe(event);
        m_pending.clear();
        const razzia::SeatView seatView = game.view(seat);
        if (!seatView.mustDecide()) {
            error = "the view says this seat has nothing to decide";
            return std::nullopt;
        }
        return razzia::wire::decisionJson(m_policy->decide(seatView), game.players());
    }

private:
    std::string m_level;
    std::unique_ptr<razzia::Policy> m_policy;
    uint64_t m_seatSeed = 0;
    std::vector<razzia::Event> m_pending;
};

} // namespace

std::unique_ptr<SeatPlayer> makeRazziaPlayer(const std::string &level)
{
    if (!razzia::ai::makePolicy(level, 0))
        return nullptr;
    return std::make_unique<RazziaPlayer>(level);
}

} // namespace net
