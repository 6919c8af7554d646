// Razzia at a network table (docs/network.md): net::HostedGame over razzia::Session, and the
// computer player a `join --level L` client runs on what its seat was sent.
#pragma once

#include "hostedgames.h"

#include "razzia/session.h"

#include <array>
#include <memory>
#include <vector>

namespace net {

class HostedRazzia final : public HostedGame, private razzia::EventSink
{
public:
    // `setup` as razzia-cli play fills it, dealt at begin() with the names the seats took; seats of
    // kind "human" are answered through decide() (over the network or by the host's person). From
    // R4's simultaneous secret play the seats are asked one at a time, lowest first, as
    // Session::playOn asks its own: a seat's view shows who has chosen, so the order is part of the
    // game a seed names.
    explicit HostedRazzia(const razzia::Session::Setup &setup);
    // Goes on from a save record (R7.3 with its continuation seed); check ok().
    HostedRazzia(const razzia::GameRecord &save, std::string &error);

    bool ok() const { return m_session.started(); }
    const razzia::Session &session() const { return m_session; }

    std::string gameId() const override { return "razzia"; }
    int seats() const override { return int(m_setup.seats.size()); }
    void begin(const std::vector<std::string> &names) override;
    std::vector<int> toDecide() const override;
    nlohmann::json viewFor(int seat) const override;
    nlohmann::json eventsFor(int seat, std::size_t since) const override;
    std::optional<Refusal> decide(int seat, const nlohmann::json &decision) override;
    bool setComputer(int seat, const std::string &level) override;
    void playOn() override;
    bool isOver() const override { return m_session.game().over(); }
    nlohmann::json record() const override;
    // What the host's autosave keeps: the record with a continuation seed (R6), never the seed.
    nlohmann::json saveRecord() const override;

private:
    void onEvent(const razzia::Event &event) override;

    razzia::Session::Setup m_setup;
    razzia::Session m_session;
    uint64_t m_seed = 0; // the seed the session's policies start from: seat seeds come from it
    std::vector<std::vector<nlohmann::json>> m_logs; // by seat, what seatMaySee lets through
    std::array<std::unique_ptr<razzia::Policy>, razzia::kMaxPlayers> m_takeover;
};

std::unique_ptr<SeatPlayer> makeRazziaPlayer(const std::string &level);

} // namespace net
