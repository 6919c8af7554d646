#include "hostedgames.h"

#include "hostedgangsters.h"
#include "hostedrazzia.h"
#include "hostedspeakeasy.h"

#include "gangsters/strictjson.h"
#include "razzia/ai/levels.h"
#include "razzia/recordjson.h"
#include "speakeasy/recordjson.h"

#include <QRandomGenerator>

#include <algorithm>

namespace net {

namespace {

// The name a seat gets when the table gives none: razzia-cli play's, so that a served game's
// record differs from play's in the network seats' names and kinds only.
std::string seatName(const TableSetup &setup, int seat)
{
    if (size_t(seat) < setup.names.size() && !setup.names[size_t(seat)].empty())
        return setup.names[size_t(seat)];
    return "seat " + std::to_string(seat + 1) + " (" + setup.seats[size_t(seat)] + ")";
}

bool isPersonSeat(const std::string &seat)
{
    return seat == "net" || seat == "human";
}

bool isRazziaLevel(const std::string &level)
{
    return razzia::ai::makePolicy(level, 0) != nullptr;
}

std::unique_ptr<HostedGame> makeRazzia(const TableSetup &setup, std::string &error)
{
    const int players = int(setup.seats.size());
    if (players < razzia::kMinPlayers || players > razzia::kMaxPlayers) {
        error = "Razzia is played by 3 to 8";
        return nullptr;
    }
    razzia::Session::Setup session;
    session.seed = setup.seed;
    for (int s = 0; s < players; ++s) {
        const std::string &seat = setup.seats[size_t(s)];
        if (!isPersonSeat(seat) && !isRazziaLevel(seat)) {
            error = "unknown level \"" + seat + "\"";
            return nullptr;
        }
        session.seats.push_back(isPersonSeat(seat)
                                    ? razzia::SeatInfo{seatName(setup, s), "human", ""}
                                    : razzia::SeatInfo{seatName(setup, s), "ai", seat});
    }
    return std::make_unique<HostedRazzia>(session);
}

std::unique_ptr<HostedGame> resumeRazzia(std::string_view save, std::string &error)
{
    razzia::GameRecord record;
    if (!razzia::io::parseRecord(save, record, error))
        return nullptr;
    auto game = std::make_unique<HostedRazzia>(record, error);
    if (!game->ok())
        return nullptr;
    return game;
}

std::unique_ptr<HostedGame> makeSpeakEasy(const TableSetup &setup, std::string &error)
{
    if (setup.seats.size() != size_t(speakeasy::kSeats)) {
        error = "Speak Easy is played by 2";
        return nullptr;
    }
    std::array<std::string, speakeasy::kSeats> levels, names;
    for (int s = 0; s < speakeasy::kSeats; ++s) {
        const std::string &seat = setup.seats[size_t(s)];
        if (!isPersonSeat(seat) && !isSpeakEasyLevel(seat)) {
            error = "unknown level \"" + seat + "\"";
            return nullptr;
        }
        levels[size_t(s)] = isPersonSeat(seat) ? std::string() : seat;
        // razzia-cli play's names for the two sides.
        names[size_t(s)] = size_t(s) < setup.names.size() && !setup.names[size_t(s)].empty()
                               ? setup.names[size_t(s)]
                               : (s == 0 ? "South" : "North");
    }
    return std::make_unique<HostedSpeakEasy>(setup.seed, levels, names);
}

// As Razzia's Session::resume says it.
constexpr const char *kFinished = "finished: the game is over; there is nothing to go on with";

// Issue 29, as the windows resume a save: what comes after the resume point is drawn from a
// seed no file held.
uint64_t freshSeed()
{
    return QRandomGenerator::system()->generate64();
}

// A save read and checked by its game's reader goes on as `Hosted`, from a fresh seed; a
// finished one is refused as Razzia's session refuses it.
template<class Hosted, class Record>
std::unique_ptr<HostedGame> goOn(const Record &record, std::string &error)
{
    if (record.finished) {
        error = kFinished;
        return nullptr;
    }
    auto game = std::make_unique<Hosted>(record, freshSeed(), error);
    if (!game->ok())
        return nullptr;
    return game;
}

std::unique_ptr<HostedGame> resumeSpeakEasy(std::string_view save, std::string &error)
{
    speakeasy::GameRecord record;
    if (!speakeasy::io::parseRecord(save, record, error))
        return nullptr;
    return goOn<HostedSpeakEasy>(record, error);
}

std::unique_ptr<HostedGame> resumeGangsters(std::string_view save, std::string &error)
{
    gangsters::GameRecord record;
    nlohmann::json json;
    if (!gangsters::io::parseStrict(save, json, error))
        return nullptr;
    try {
        record = gangsters::readRecord(json);
        (void)gangsters::replayRecord(record); // the rules and every die, as a load checks them
    } catch (const std::exception &refused) {
        error = gangsters::io::escaped(refused.what());
        return nullptr;
    }
    return goOn<HostedGangsters>(record, error);
}

std::unique_ptr<HostedGame> makeGangsters(const TableSetup &setup, std::string &error)
{
    // The gangs only; the police-player variant (GA15.2) is not offered at a network table yet.
    if (setup.seats.size() < 2 || setup.seats.size() > size_t(gangsters::kMaxGangs)) {
        error = "Gangsters is played by 2 to 4 gangs";
        return nullptr;
    }
    gangsters::Session::Setup session;
    session.seed = setup.seed;
    session.gangs = int(setup.seats.size());
    for (size_t s = 0; s < setup.seats.size(); ++s) {
        const std::string &seat = setup.seats[s];
        if (!isPersonSeat(seat) && !isGangstersLevel(seat)) {
            error = "unknown level \"" + seat + "\"";
            return nullptr;
        }
        gangsters::PlayerInfo player;
        player.name = s < setup.names.size() ? setup.names[s] : std::string();
        if (isPersonSeat(seat)) {
            player.kind = "human";
            player.level.clear();
        } else {
            player.level = seat;
        }
        session.seats.push_back(player);
    }
    return std::make_unique<HostedGangsters>(session);
}

constexpr HostedGameInfo kGames[] = {
    {"razzia", razzia::kMinPlayers, razzia::kMaxPlayers, isRazziaLevel, makeRazzia, resumeRazzia,
     makeRazziaPlayer},
    {"speakeasy", speakeasy::kSeats, speakeasy::kSeats, isSpeakEasyLevel, makeSpeakEasy,
     resumeSpeakEasy, makeSpeakEasyPlayer},
    {"gangsters", 2, gangsters::kMaxGangs, isGangstersLevel, makeGangsters, resumeGangsters,
     makeGangstersPlayer},
};

} // namespace

std::span<const HostedGameInfo> hostedGames()
{
    return kGames;
}

const HostedGameInfo *hostedGame(const std::string &id)
{
    const auto it = std::find_if(std::begin(kGames), std::end(kGames),
                                 [&](const HostedGameInfo &game) { return id == game.id; });
    return it == std::end(kGames) ? nullptr : &*it;
}

} // namespace net
