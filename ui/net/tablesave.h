// A hosted table's autosave (docs/network.md, "A host that stops"): what a host needs to open the
// same table again after it stopped, whether `razzia-cli serve` or a window hosted it. The game's
// running record, the seats held over the network with their tokens, the host's own seats, the
// port and the code. It is a running game's save like any other (docs/saves.md): a
// `sealed-game/1` envelope under the user's key, whose open part names the game and the players
// only. The tokens take seats, and the record holds every hand and what foretells the game.
#pragma once

#include "host.h"

#include "common/sealed.h"

#include <QString>

#include <string>
#include <string_view>
#include <vector>

namespace net {

// The sealed record's "format", and the envelope's "game".
inline constexpr std::string_view kTableSaveFormat = "razzia-net-table/1";

struct TableSave
{
    std::string game;                 // the hosted game's id (hostedGames())
    std::string save;                 // HostedGame::saveRecord(), as the game's JSON text
    std::vector<Host::HeldSeat> held; // seats held over the network, by their tokens
    // By seat: the names and levels of the host's own seats (Host::Options::names, levels),
    // empty for a seat held over the network.
    std::vector<std::string> names;
    std::vector<std::string> levels;
    quint16 port = 0;
    QString code;
    QString tableName;
    int localSeat = -1; // the hosting window's person's seat (held like the others); -1: none
};

// The table as `host` runs it now, with `table`'s port, code, name and local seat kept. False
// while there is nothing to keep: the game not started (the lobby) or over.
bool takeTable(const Host &host, const HostedGame &game, TableSave &table);

// The envelope of `table` under `key`: the players in the open, the rest sealed.
std::string sealTable(const TableSave &table, const common::sealed::Key &key);
// The table an envelope holds: false with one line when it is no table's save, was altered, or
// was sealed under another key.
bool openTable(std::string_view text, const common::sealed::Key &key, TableSave &table,
               std::string &error);

// The host's options that go on with `table`: its seats held again by their tokens (each
// waiting for its person), its own seats' names and levels, its code.
Host::Options resumeOptions(const TableSave &table, Host::Options options = {});

// Writes `bytes` to `path` atomically, readable by the user alone. False with one line.
bool writeTableFile(const QString &path, const std::string &bytes, QString &error);

} // namespace net
