#include "tablesave.h"

#include "hostedgame.h"

#include "atomicfile.h"
#include "common/json.h"

#include <QFile>

namespace net {

namespace {

std::string text(const QString &s)
{
    return s.toStdString();
}

QString qtext(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

bool takeTable(const Host &host, const HostedGame &game, TableSave &table)
{
    const nlohmann::json save = game.saveRecord();
    if (!host.isStarted() || game.isOver() || save.is_null())
        return false;
    table.game = game.gameId();
    table.save = save.dump();
    table.held = host.heldSeats();
    table.port = host.port();
    const nlohmann::json seats = host.table()["seats"];
    table.names.assign(seats.size(), std::string());
    table.levels.assign(seats.size(), std::string());
    for (const nlohmann::json &seat : seats) {
        if (seat.value("state", std::string()) != "local")
            continue;
        const size_t at = seat.value("seat", size_t(0));
        if (at >= seats.size())
            continue;
        table.names[at] = seat.value("name", std::string());
        table.levels[at] = seat.value("level", std::string());
    }
    return true;
}

std::string sealTable(const TableSave &table, const common::sealed::Key &key)
{
    nlohmann::json held = nlohmann::json::array();
    for (const Host::HeldSeat &seat : table.held) {
        nlohmann::json entry = {
            {"seat", seat.seat}, {"name", text(seat.name)}, {"token", seat.token.toStdString()}};
        // Only while a computer plays for the absent person: older saves have no such member.
        if (!seat.computer.empty())
            entry["computer"] = seat.computer;
        held.push_back(std::move(entry));
    }
    const nlohmann::json secret = {{"format", kTableSaveFormat},
                                   {"game", table.game},
                                   {"save", table.save},
                                   {"held", held},
                                   {"names", table.names},
                                   {"levels", table.levels},
                                   {"port", table.port},
                                   {"code", text(table.code)},
                                   {"table", text(table.tableName)},
                                   {"local", table.localSeat}};
    // In the open, what everyone at the table knows: who sits where. A table's save is not
    // counted in rounds or moves (the games count differently): its progress is 0.
    common::sealed::Cover cover;
    cover.game = std::string(kTableSaveFormat);
    const size_t seats = table.names.size();
    cover.players.resize(seats);
    for (size_t seat = 0; seat < seats; ++seat) {
        cover.players[seat] = {table.names[seat], table.levels[seat].empty() ? "human" : "ai",
                               table.levels[seat]};
    }
    for (const Host::HeldSeat &seat : table.held) {
        if (seat.seat >= 0 && size_t(seat.seat) < seats)
            cover.players[size_t(seat.seat)].name = text(seat.name);
    }
    return common::sealed::write(cover, secret.dump(), key);
}

bool openTable(std::string_view bytes, const common::sealed::Key &key, TableSave &table,
               std::string &error)
{
    common::sealed::Cover cover;
    std::string secret;
    if (!common::sealed::open(bytes, key, cover, secret, error))
        return false;
    if (cover.game != kTableSaveFormat) {
        error = "not a network table's save";
        return false;
    }
    try {
        const nlohmann::json doc = common::json::parseObject(secret);
        if (doc.value("format", std::string()) != kTableSaveFormat)
            throw common::json::ParseError{"format: expected \"razzia-net-table/1\""};
        TableSave out;
        out.game = doc.at("game").get<std::string>();
        out.save = doc.at("save").get<std::string>();
        out.names = doc.at("names").get<std::vector<std::string>>();
        out.levels = doc.at("levels").get<std::vector<std::string>>();
        if (out.levels.size() != out.names.size())
            throw common::json::ParseError{"levels: one a seat"};
        for (const nlohmann::json &held : doc.at("held")) {
            const int seat = held.at("seat").get<int>();
            if (seat < 0 || size_t(seat) >= out.names.size())
                throw common::json::ParseError{"held: a seat out of range"};
            out.held.push_back({seat, qtext(held.at("name").get<std::string>()),
                                QByteArray::fromStdString(held.at("token").get<std::string>()),
                                held.value("computer", std::string())});
        }
        out.port = doc.at("port").get<quint16>();
        out.code = qtext(doc.at("code").get<std::string>());
        out.tableName = qtext(doc.at("table").get<std::string>());
        out.localSeat = doc.at("local").get<int>();
        table = std::move(out);
        return true;
    } catch (const common::json::ParseError &e) {
        error = e.message;
    } catch (const nlohmann::json::exception &e) {
        // Sealed under this user's key, so written by this program: a damaged table all the same.
        error = std::string("not a network table's save: ") + e.what();
    }
    return false;
}

Host::Options resumeOptions(const TableSave &table, Host::Options options)
{
    options.openSeats.clear();
    options.resume = table.held;
    for (const Host::HeldSeat &held : table.held)
        options.openSeats.push_back(held.seat);
    options.names.clear();
    for (const std::string &name : table.names)
        options.names.push_back(qtext(name));
    options.levels = table.levels;
    options.code = table.code;
    return options;
}

bool writeTableFile(const QString &path, const std::string &bytes, QString &error)
{
    // The owner's alone: the tokens take seats.
    return files::writeAtomically(path, QByteArrayView(bytes.data(), qsizetype(bytes.size())),
                                  error, files::Access::OwnerOnly);
}

} // namespace net
