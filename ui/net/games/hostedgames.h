// The registry of games a network table can host (docs/network.md), beside razzia-cli's and the
// window's registries: `razzia-cli serve` and `join`, and the window's host and join dialogs,
// find a game here by its id and never name one. A game is one row of hostedgames.cpp, over
// its adapter (hosted<game>.cpp) on the game's Qt-free Session.
#pragma once

#include "hostedgame.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace net {

// A table as `serve` or the window's host sets it: one entry a seat, "net" for a seat open to
// a person over the network, "human" for this computer's person, else a computer level.
struct TableSetup
{
    uint64_t seed = 1;
    std::vector<std::string> seats;
    std::vector<std::string> names; // by seat; empty: the game's own names
};

// A computer player at a client: it reads its seat's view and events as the host sent them and
// decides as the host's own computer of that level would from the same game (the same view,
// the same seat seed, the same events in the same order), so that a table of `join --level L`
// clients plays the game `razzia-cli play` plays with those levels.
class SeatPlayer
{
public:
    virtual ~SeatPlayer() = default;
    // One of the seat's events, in order. False, with `error`, for one it cannot read.
    virtual bool observe(const nlohmann::json &event, std::string &error) = 0;
    // The decision for `view`, the seat's view when it must decide; nothing, with `error`, for
    // a view it cannot read.
    virtual std::optional<nlohmann::json> decide(const nlohmann::json &view,
                                                 std::string &error) = 0;
};

struct HostedGameInfo
{
    const char *id;
    int minSeats;
    int maxSeats;
    bool (*isLevel)(const std::string &level);
    // Null, with `error`, for a setup the game cannot host (seat count, unknown level).
    std::unique_ptr<HostedGame> (*make)(const TableSetup &setup, std::string &error);
    // A game going on from its autosave (`serve --resume`, a window's kept table): the game's
    // save record (seed and reseeds) as saveRecord() wrote it, as text, which the game reads
    // with its own strict reader. What comes after the save is drawn from a fresh seed (issue
    // 29), so two resumes of one save go apart. Null, with one line of `error`, when it does not
    // read or replay, or is over.
    std::unique_ptr<HostedGame> (*resume)(std::string_view save, std::string &error);
    std::unique_ptr<SeatPlayer> (*player)(const std::string &level);
};

std::span<const HostedGameInfo> hostedGames();
const HostedGameInfo *hostedGame(const std::string &id);

} // namespace net
