// The one face every game shows the network host (docs/network.md): a game's Session seen by
// seat, with its decisions and views as JSON. Each game writes one adapter on its Session (issue
// 23's shape: decide(seat, decision) with a refusal or nothing, typed events that say who may
// see them, seat views as values); the host, the client and the protocol know no game.
//
// The adapter is the only thing that decides what a seat may see: viewFor and eventsFor must
// hold nothing another seat hides (a hand, a hidden piece), nor the seed or anything that
// foretells the game's chance (R6, SE6). The host sends them as they are.
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace net {

// Why the game refused a decision, sent to the seat that made it. `code` is a stable word the
// client's table translates (a game's own refusal names, e.g. Razzia's Refusal values); `text`
// is the engine's English description, for logs and for a client without a translation.
struct Refusal
{
    std::string code;
    std::string text;
};

class HostedGame
{
public:
    virtual ~HostedGame() = default;

    // The game's id as the registries know it ("razzia", "speakeasy", "gangsters"): a client
    // of another game is refused at the handshake.
    virtual std::string gameId() const = 0;
    virtual int seats() const = 0;
    // The table starts, with the name each seat took in the lobby (a joiner names itself), by
    // seat: a game that writes its players' names into its record starts here. Nothing but
    // seats() is asked of the game before. Not called for a game resumed from its autosave.
    virtual void begin(const std::vector<std::string> &names) { (void)names; }

    // The seats that must decide now, lowest first (several at once in Razzia's secret play,
    // R4); empty once the game is over. Public: every table shows whose turn it is.
    virtual std::vector<int> toDecide() const = 0;

    // What `seat` may know now, as a value: its own hidden things, never another's.
    virtual nlohmann::json viewFor(int seat) const = 0;
    // The events `seat` may see, in order, from the `since`-th of them (counted among that
    // seat's events only, so that the count tells nothing of other seats' private events): an
    // array, empty when there is nothing new.
    virtual nlohmann::json eventsFor(int seat, std::size_t since) const = 0;

    // A decision of `seat`, as the game's decision JSON. The adapter reads it strictly (an
    // unknown or missing member is refused) and the engine checks it: a refused decision
    // changes nothing.
    virtual std::optional<Refusal> decide(int seat, const nlohmann::json &decision) = 0;
    // A decision a seat may make when it is not its turn (SE6.4: a Speak Easy player may resign
    // at any time): the host then leaves the turn to the game's own check.
    virtual bool anyTime(const nlohmann::json &decision) const
    {
        (void)decision;
        return false;
    }

    // A computer player of `level` plays `seat` from now on (the host's takeover of an absent
    // person), or nobody when `level` is empty (the person is back). False, and nothing
    // changed, for a level the game does not know or a seat it cannot hand over.
    virtual bool setComputer(int seat, const std::string &level) = 0;
    // Lets every seat the game plays itself (a computer level) decide, until a person must
    // decide or the game is over: the Session's playOn().
    virtual void playOn() = 0;

    virtual bool isOver() const = 0;
    // The game's record in its own format (R7.3, SE8): written by the host only, never sent.
    virtual nlohmann::json record() const = 0;
    // What the host's autosave keeps of a game in progress, in the game's save format: its
    // seeds and every hidden thing, everything needed to put the same table back. It foretells
    // the game, so the autosave seals it under the user's key (tablesave.h, docs/saves.md) and
    // it never crosses the network. Null while there is nothing to resume (before the game).
    virtual nlohmann::json saveRecord() const { return nullptr; }
};

} // namespace net
