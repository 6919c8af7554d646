#include "city.h"

#include "city_data.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <stdexcept>

namespace gangsters {

namespace {

using nlohmann::json;

const char *const kOffenceIds[] = {"mugging", "racket",    "holdup", "traffic",
                                   "assault", "rebellion", "murder"};

[[noreturn]] void bad(const std::string &what)
{
    throw std::runtime_error(what);
}

Loc locOf(const std::map<std::string, Loc> &ids, const json &value, const char *where)
{
    const auto it = ids.find(value.get<std::string>());
    if (it == ids.end())
        bad(std::string(where) + ": unknown location");
    return it->second;
}

} // namespace

bool City::streetNeighbours(Loc a, Loc b) const
{
    if (!isStreet(a) || !isStreet(b))
        return false;
    for (int i = 0; i < m_streetAdjCount[a]; ++i) {
        if (m_streetAdj[a][size_t(i)] == b)
            return true;
    }
    return false;
}

Loc City::find(std::string_view name) const
{
    for (size_t i = 0; i < m_names.size(); ++i) {
        if (m_names[i] == name)
            return Loc(i);
    }
    return kNoLoc;
}

bool City::parse(std::string_view text, City &c, std::string &error)
{
    try {
        const json d = json::parse(text);
        if (d.at("format") != "gangsters-city/1")
            bad("format is not gangsters-city/1");
        const json &squares = d.at("squares");
        const json &shops = d.at("shops");
        if (squares.size() > size_t(kMaxStreets) || shops.size() > size_t(kMaxShops))
            bad("more squares or shops than the engine's capacity");
        c.m_streets = int(squares.size());
        c.m_shops = int(shops.size());
        std::map<std::string, Loc> ids;
        c.m_names.clear();
        for (const json &s : squares) {
            ids[s.at("id").get<std::string>()] = Loc(c.m_names.size());
            c.m_names.push_back(s.at("id").get<std::string>());
        }
        for (const json &s : shops) {
            ids[s.at("id").get<std::string>()] = Loc(c.m_names.size());
            c.m_names.push_back(s.at("id").get<std::string>());
        }
        // The places keep the names GA2.1 gives them: the engine's rules name them.
        for (const char *place : {"P", "CLINIC", "CEMETERY"}) {
            ids[place] = Loc(c.m_names.size());
            c.m_names.emplace_back(place);
        }
        if (ids.size() != c.m_names.size())
            bad("duplicate location id");

        std::vector<Step> steps;
        for (size_t i = 0; i < squares.size(); ++i) {
            const json &s = squares[i];
            c.m_manhole[i] = s.at("manhole").get<bool>();
            c.m_slot[i] = s.at("slot").get<bool>();
            c.m_fronts[i] = -1;
            if (!s.at("fronts").is_null())
                c.m_fronts[i] = int8_t(c.shopIndex(locOf(ids, s.at("fronts"), "fronts")));
        }
        for (const json &link : d.at("streets")) {
            const Loc a = locOf(ids, link.at(0), "streets");
            const Loc b = locOf(ids, link.at(1), "streets");
            for (auto [x, y] : {std::pair{a, b}, std::pair{b, a}}) {
                if (c.m_streetAdjCount[x] >= 4)
                    bad("a square with more than four street links");
                c.m_streetAdj[x][c.m_streetAdjCount[x]++] = y;
                steps.push_back({x, y, StepKind::Street});
            }
        }
        for (const json &link : d.at("sewers")) {
            const Loc a = locOf(ids, link.at(0), "sewers");
            const Loc b = locOf(ids, link.at(1), "sewers");
            steps.push_back({a, b, StepKind::Sewer});
            steps.push_back({b, a, StepKind::Sewer});
        }
        // Positions: squares, shops, then the places in the order of their ids above.
        c.m_positions.assign(size_t(c.locations()), Position{});
        auto position = [](const json &item) {
            return Position{int16_t(item.at("x").get<int>()), int16_t(item.at("y").get<int>())};
        };
        for (size_t i = 0; i < squares.size(); ++i)
            c.m_positions[i] = position(squares[i]);
        for (size_t i = 0; i < shops.size(); ++i)
            c.m_positions[size_t(c.shopLoc(int(i)))] = position(shops[i]);
        for (const json &place : d.at("places"))
            c.m_positions[locOf(ids, place.at("id"), "places")] = position(place);
        c.m_blockIds.clear();
        for (const json &block : d.at("blocks"))
            c.m_blockIds.push_back(block.at("id").get<std::string>());

        int maxDistrict = 0;
        for (size_t i = 0; i < shops.size(); ++i) {
            const json &s = shops[i];
            ShopInfo &info = c.m_shopInfo[i];
            const Loc here = c.shopLoc(int(i));
            info.district = uint8_t(s.at("district").get<int>());
            const auto block = std::find(c.m_blockIds.begin(), c.m_blockIds.end(),
                                         s.at("block").get<std::string>());
            if (block == c.m_blockIds.end())
                bad("a shop in an unknown block");
            info.block = uint8_t(block - c.m_blockIds.begin());
            maxDistrict = std::max(maxDistrict, int(info.district));
            for (const json &sigle : s.at("sigles")) {
                const std::string v = sigle.get<std::string>();
                info.sigles |= v == "T"   ? SigleT
                               : v == "V" ? SigleV
                               : v == "D" ? SigleD
                               : v == "*" ? SigleStar
                                          : 0;
            }
            info.managers = uint8_t(s.at("managers").get<int>());
            info.price = int16_t(s.at("price").get<int>());
            info.holdup = int16_t(s.at("holdup").get<int>());
            if (s.at("access").size() != 1)
                bad("a shop without exactly one access square");
            info.access = locOf(ids, s.at("access").at(0), "access");
            if (s.at("frontage").size() > size_t(kMaxFrontage))
                bad("frontage too long");
            for (const json &f : s.at("frontage"))
                info.frontage[info.frontageCount++] = locOf(ids, f, "frontage");
            steps.push_back({info.access, here, StepKind::IntoShop});
            steps.push_back({here, info.access, StepKind::OutOfShop});
            for (const json &adj : s.at("adjacent"))
                steps.push_back({here, locOf(ids, adj, "adjacent"), StepKind::ShopToShop});
        }
        if (maxDistrict > kMaxDistricts)
            bad("too many districts");
        c.m_districts = maxDistrict;
        for (const json &district : d.at("districts")) {
            const int id = district.at("id").get<int>();
            if (id < 1 || id > maxDistrict)
                bad("a district without shops");
            c.m_districtInfo[size_t(id)] = {district.at("name").get<std::string>(),
                                            district.at("colour").get<std::string>()};
        }
        for (auto &list : c.m_districtShops)
            list.clear();
        for (int i = 0; i < c.m_shops; ++i)
            c.m_districtShops[c.m_shopInfo[size_t(i)].district].push_back(i);

        for (const json &place : d.at("places")) {
            if (place.at("kind") == "clinic") {
                c.m_clinicAccess = locOf(ids, place.at("access").at(0), "clinic access");
                steps.push_back({c.m_clinicAccess, c.clinic(), StepKind::IntoClinic});
                steps.push_back({c.clinic(), c.m_clinicAccess, StepKind::OutOfClinic});
            }
        }
        if (c.m_clinicAccess == kNoLoc)
            bad("no clinic");
        for (int face = 1; face <= 6; ++face) {
            c.m_exits[size_t(face)].clear();
            for (const json &sq : d.at("prison").at("exit_paths").at(std::to_string(face)))
                c.m_exits[size_t(face)].push_back(locOf(ids, sq, "exit_paths"));
            if (int(c.m_exits[size_t(face)].size()) != face)
                bad("an exit path whose length is not its face");
        }

        // Steps grouped by their origin, so that a move visits only the steps out of a place.
        std::stable_sort(steps.begin(), steps.end(),
                         [](const Step &a, const Step &b) { return a.from < b.from; });
        c.m_steps = steps;
        c.m_outBegin.assign(size_t(c.locations()) + 1, 0);
        for (const Step &s : steps)
            ++c.m_outBegin[size_t(s.from) + 1];
        for (size_t i = 1; i < c.m_outBegin.size(); ++i)
            c.m_outBegin[i] = uint16_t(c.m_outBegin[i] + c.m_outBegin[i - 1]);

        const json &k = d.at("constants");
        Constants &cs = c.m_constants;
        cs.mugging = k.at("mugging");
        cs.racketIncome = k.at("racket_income");
        cs.propertyIncome = k.at("property_income");
        cs.trafficIncome = k.at("traffic_income");
        cs.trafficPricePerTwo = k.at("traffic_price_per_two");
        cs.trafficMaxPerPurchase = k.at("traffic_max_per_purchase");
        cs.pawnsPerGang = k.at("traffic_pawns_per_gang");
        cs.tokensPerGang = k.at("tokens_per_gang");
        cs.recruitPrice = k.at("recruit_price");
        cs.policePrice = k.at("police_price");
        cs.killerBonus = k.at("killer_bonus");
        for (int face = 1; face <= 6; ++face) {
            const std::string r = k.at("shot").at(std::to_string(face));
            cs.shot[size_t(face)] = r == "killed"    ? ShotResult::Killed
                                    : r == "wounded" ? ShotResult::Wounded
                                                     : ShotResult::Miss;
        }
        cs.finishOffHitMin = k.at("finish_off_hit_min");
        for (size_t i = 0; i < 7; ++i)
            cs.years[i] = k.at("years").at(kOffenceIds[i]);
        cs.noHarmRounds = k.at("no_harm_rounds");
        cs.policeFromRound = k.at("police_from_round");
        cs.vampTurns = k.at("vamp_turns");
        cs.roundLimit = k.at("round_limit");
    } catch (const std::exception &e) {
        error = e.what();
        return false;
    }
    return true;
}

const City &City::get()
{
    static const City built = [] {
        City c;
        std::string error;
        if (!City::parse(data::kCityJson, c, error)) {
            std::fprintf(stderr, "gangsters: the embedded city is broken: %s\n", error.c_str());
            std::abort();
        }
        return c;
    }();
    return built;
}

} // namespace gangsters
