// Gangsters at a network table (docs/network.md): net::HostedGame over gangsters::Session, and
// the computer player a `join --level L` client runs on what its seat was sent. Everything in
// Gangsters is public but the future dice (GA12): a seat's view is the whole state, the turn so
// far and the decision it is asked for; never the seed nor the generator.
#pragma once

#include "hostedgames.h"

#include "gangsters/session.h"

#include <array>
#include <memory>
#include <vector>

namespace net {

class HostedGangsters final : public HostedGame, private gangsters::EventSink
{
public:
    // `setup.seats` by seat: kind "human" for a person's seat, else a level; dealt at begin().
    explicit HostedGangsters(const gangsters::Session::Setup &setup);
    // Goes on from a save record (GA14.5 with its reseeds), what comes after it drawn from
    // `freshSeed` (issue 29), every event told again; check ok().
    HostedGangsters(const gangsters::GameRecord &save, uint64_t freshSeed, std::string &error);

    bool ok() const { return m_started; }

    std::string gameId() const override { return "gangsters"; }
    int seats() const override { return int(m_setup.seats.size()); }
    void begin(const std::vector<std::string> &names) override;
    std::vector<int> toDecide() const override;
    nlohmann::json viewFor(int seat) const override;
    nlohmann::json eventsFor(int seat, std::size_t since) const override;
    std::optional<Refusal> decide(int seat, const nlohmann::json &decision) override;
    bool setComputer(int seat, const std::string &level) override;
    void playOn() override;
    bool isOver() const override;
    nlohmann::json record() const override;
    // The running record (the seed in it: the autosave is sealed); null before begin().
    nlohmann::json saveRecord() const override;

private:
    void onEvent(const gangsters::Event &event) override;

    gangsters::Session::Setup m_setup;
    uint64_t m_seatSeeds = 0; // the computer seats' seeds come from it: the game's or a resume's
    gangsters::Session m_session;
    bool m_started = false;
    std::vector<nlohmann::json> m_log; // every event is every seat's (GA12)
    std::array<std::unique_ptr<gangsters::Policy>, gangsters::kMaxGangs + 1> m_takeover;
};

std::unique_ptr<SeatPlayer> makeGangstersPlayer(const std::string &level);
bool isGangstersLevel(const std::string &level);
// A seat's policy seed, as the Session seeds its own (one-way, common::oneWaySeed).
uint64_t gangstersSeatSeed(uint64_t seed, int seat);

} // namespace net
