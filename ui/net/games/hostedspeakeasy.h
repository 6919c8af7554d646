// Speak Easy at a network table (docs/network.md): net::HostedGame over speakeasy::Session,
// and the computer player a `join --level L` client runs on what its seat was sent.
#pragma once

#include "hostedgames.h"

#include "speakeasy/session.h"

#include <array>
#include <memory>
#include <vector>

namespace net {

class HostedSpeakEasy final : public HostedGame, private speakeasy::EventSink
{
public:
    // `levels` by seat: a computer level, or empty for a person's seat (over the network or
    // the host's own). The seats are set up at begin() with the names they took.
    HostedSpeakEasy(uint64_t seed, std::array<std::string, speakeasy::kSeats> levels,
                    std::array<std::string, speakeasy::kSeats> names);
    // Goes on from a save record (SE8.4 with its draws), the computer seats choosing from
    // `freshSeed` from here (issue 29), every seat's events told again; check ok().
    HostedSpeakEasy(const speakeasy::GameRecord &save, uint64_t freshSeed, std::string &error);

    bool ok() const { return m_session.started(); }

    std::string gameId() const override { return "speakeasy"; }
    int seats() const override { return speakeasy::kSeats; }
    void begin(const std::vector<std::string> &names) override;
    // Both seats during the set-up (SE3: neither sees the other's), then the side to move or
    // the side answering a draw offer.
    std::vector<int> toDecide() const override;
    nlohmann::json viewFor(int seat) const override;
    nlohmann::json eventsFor(int seat, std::size_t since) const override;
    std::optional<Refusal> decide(int seat, const nlohmann::json &decision) override;
    bool setComputer(int seat, const std::string &level) override;
    void playOn() override;
    bool isOver() const override;
    bool anyTime(const nlohmann::json &decision) const override;
    nlohmann::json record() const override;
    // The record with its reseeds and draws (the seed in it: the autosave is sealed), once both
    // seats have set up; null before.
    nlohmann::json saveRecord() const override;

private:
    void onEvent(const speakeasy::Event &event) override;
    speakeasy::GameRecord fullRecord() const;

    uint64_t m_seed; // the computer seats' (seatSeed): the game's, or a resume's fresh one
    std::array<std::string, speakeasy::kSeats> m_levels;
    std::array<std::string, speakeasy::kSeats> m_names;
    speakeasy::Session m_session;
    std::array<std::vector<nlohmann::json>, speakeasy::kSeats> m_logs;
    std::array<std::unique_ptr<speakeasy::Policy>, speakeasy::kSeats> m_takeover;
    std::vector<speakeasy::Reseed> m_reseeds;
};

std::unique_ptr<SeatPlayer> makeSpeakEasyPlayer(const std::string &level);
bool isSpeakEasyLevel(const std::string &level);

} // namespace net
