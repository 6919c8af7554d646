#include "pebblesrecord.h"

#include "common/jsonwriter.h"

#include <charconv>

namespace pebbles {

namespace {

const common::json::Value *member(const common::json::Value &object, const char *name)
{
    const auto found = object.find(name);
    return found == object.end() ? nullptr : &*found;
}

bool fail(std::string &error, std::string why)
{
    error = std::move(why);
    return false;
}

} // namespace

bool readRecord(const common::json::Value &document, Record &record, Game &game, std::string &error)
{
    const common::json::Value *format = member(document, "format");
    if (!format || !format->is_string() || format->get_ref<const std::string &>() != kRecordFormat)
        return fail(error, "format: expected \"" + std::string(kRecordFormat) + "\"");
    const common::json::Value *heap = member(document, "heap");
    if (!heap || !heap->is_number_integer() || heap->get<long long>() < 1 ||
        heap->get<long long>() > kMaxHeap)
        return fail(error, "heap: expected 1 to " + std::to_string(kMaxHeap) + " pebbles (P2)");
    record.heap = heap->get<int>();
    const common::json::Value *seed = member(document, "seed");
    const std::string *seedText =
        seed && seed->is_string() ? &seed->get_ref<const std::string &>() : nullptr;
    if (!seedText || seedText->empty() ||
        std::from_chars(seedText->data(), seedText->data() + seedText->size(), record.seed).ptr !=
            seedText->data() + seedText->size())
        return fail(error, "seed: expected a number in a string");
    const common::json::Value *players = member(document, "players");
    if (!players || !players->is_array() || players->size() != kSeats)
        return fail(error, "players: expected two seats (P1)");
    for (int s = 0; s < kSeats; ++s) {
        const common::json::Value &player = (*players)[size_t(s)];
        const std::string where = "players[" + std::to_string(s) + "]";
        const common::json::Value *name = player.is_object() ? member(player, "name") : nullptr;
        if (!name || !name->is_string() || name->get_ref<const std::string &>().empty())
            return fail(error, where + ".name: expected a name");
        SeatRecord &seat = record.seats[size_t(s)];
        seat.name = name->get<std::string>();
        seat.level.clear();
        if (const common::json::Value *level = member(player, "level")) {
            if (!level->is_string() || !knownLevel(level->get_ref<const std::string &>()))
                return fail(error, where + ".level: unknown");
            seat.level = level->get<std::string>();
        }
    }
    const common::json::Value *takes = member(document, "takes");
    if (!takes || !takes->is_array())
        return fail(error, "takes: expected a list of takes");
    game = Game(record.heap);
    record.takes.clear();
    for (size_t i = 0; i < takes->size(); ++i) {
        const common::json::Value &take = (*takes)[i];
        const std::string why = take.is_number_integer() && std::abs(take.get<long long>()) < 100
                                    ? game.take(take.get<int>())
                                    : std::string("expected 1 or 2 pebbles (P3)");
        if (!why.empty())
            return fail(error, "takes[" + std::to_string(i) + "]: " + why);
        record.takes.push_back(take.get<int>());
    }
    const common::json::Value *finished = member(document, "finished");
    if (!finished || !finished->is_boolean() || finished->get<bool>() != game.over())
        return fail(error, "finished: the takes say otherwise (P4)");
    record.finished = game.over();
    return true;
}

bool readRecord(std::string_view text, Record &record, Game &game, std::string &error)
{
    try {
        return readRecord(common::json::parseObject(text), record, game, error);
    } catch (const common::json::ParseError &e) {
        return fail(error, e.message);
    }
}

std::string writeRecord(const Record &record)
{
    common::json::Ordered players = common::json::Ordered::array();
    for (const SeatRecord &seat : record.seats) {
        common::json::Ordered player;
        player["name"] = seat.name;
        if (!seat.level.empty())
            player["level"] = seat.level;
        players.push_back(player);
    }
    common::json::Ordered document;
    document["format"] = kRecordFormat;
    document["heap"] = record.heap;
    document["seed"] = std::to_string(record.seed);
    document["players"] = players;
    document["takes"] = record.takes;
    document["finished"] = record.finished;
    return common::json::dump(document, {"players[]", "takes"});
}

std::string seedMismatch(const Record &record)
{
    Game game(record.heap);
    for (size_t i = 0; i < record.takes.size(); ++i) {
        const SeatRecord &seat = record.seats[size_t(game.toMove())];
        if (!seat.level.empty()) {
            const std::optional<int> drawn = choose(game, seat.level, record.seed);
            if (drawn != record.takes[i])
                return "takes[" + std::to_string(i) + "]: the " + seat.level + " level takes " +
                       std::to_string(drawn.value_or(0)) + " here, not " +
                       std::to_string(record.takes[i]);
        }
        game.take(record.takes[i]);
    }
    return std::string();
}

} // namespace pebbles
