// The city of GA2 and the constants of GA1.6, as fixed tables built once from the embedded
// gangsters-city.json. Nothing here is typed in: a different board is a different file.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gangsters {

using Loc = uint8_t;
constexpr Loc kNoLoc = 255;

// Capacities of the fixed-size state; the data's real counts (84 squares, 36 shops) are read
// from the file and checked against these when the city is built.
constexpr int kMaxStreets = 96;
constexpr int kMaxShops = 48;
constexpr int kMaxDistricts = 8;
constexpr int kMaxFrontage = 4;

enum Sigle : uint8_t
{
    SigleT = 1,   // recruits a killer (GA10.2)
    SigleV = 2,   // a vamp
    SigleD = 4,   // a dealer
    SigleStar = 8 // traffic supply (GA6.7)
};

enum class StepKind : uint8_t
{
    Street,     // street link (GA2.2)
    Sewer,      // manhole to manhole (GA2.6)
    IntoShop,   // access square to its shop (GA4.6)
    OutOfShop,  // shop to its access square
    ShopToShop, // contiguous shops (GA2.4)
    IntoClinic, // I6.2 to the clinic (GA4.9)
    OutOfClinic,
};

struct Step
{
    Loc from;
    Loc to;
    StepKind kind;
};

// A point of the board's picture, in the data's own units (gangsters-city.json's x/y): for
// drawing only, no rule reads it.
struct Position
{
    int16_t x = 0;
    int16_t y = 0;
};

// A district's name and colour as the data gives them ("#2a6fb0"); the name is the board's
// proper noun, not translated.
struct DistrictInfo
{
    std::string name;
    std::string colour;
};

struct ShopInfo
{
    uint8_t district = 0; // 1-based, as in the data
    uint8_t block = 0;    // index into City::block()
    uint8_t sigles = 0;
    uint8_t managers = 1;
    int16_t price = 50;
    int16_t holdup = 50;
    Loc access = kNoLoc;
    uint8_t frontageCount = 0;
    std::array<Loc, kMaxFrontage> frontage{};
};

enum class ShotResult : uint8_t
{
    Miss,
    Wounded,
    Killed
};

struct Constants
{
    int mugging = 10;
    int racketIncome = 5;
    int propertyIncome = 10;
    int trafficIncome = 5;
    int trafficPricePerTwo = 5;
    int trafficMaxPerPurchase = 10;
    int pawnsPerGang = 20;
    int tokensPerGang = 15;
    int recruitPrice = 50;
    int policePrice = 500;
    int killerBonus = 2;
    std::array<ShotResult, 7> shot{}; // by face 1..6
    int finishOffHitMin = 4;
    std::array<int, 7> years{}; // by Offence
    int noHarmRounds = 3;
    int policeFromRound = 4;
    int vampTurns = 3;
    int roundLimit = 60;
};

class City
{
public:
    int streets() const { return m_streets; }
    int shops() const { return m_shops; }
    int districts() const { return m_districts; }
    int locations() const { return m_streets + m_shops + 3; }

    Loc prison() const { return Loc(m_streets + m_shops); }
    Loc clinic() const { return Loc(m_streets + m_shops + 1); }
    Loc cemetery() const { return Loc(m_streets + m_shops + 2); }

    bool isStreet(Loc l) const { return l < m_streets; }
    bool isShop(Loc l) const { return l >= m_streets && l < m_streets + m_shops; }
    int shopIndex(Loc l) const { return l - m_streets; }
    Loc shopLoc(int shop) const { return Loc(m_streets + shop); }
    const ShopInfo &shop(int index) const { return m_shopInfo[size_t(index)]; }

    bool manhole(Loc street) const { return m_manhole[street]; }
    bool slot(Loc street) const { return m_slot[street]; }
    // The shop whose frontage holds this square, or -1 (GA2.9).
    int fronts(Loc street) const { return m_fronts[street]; }
    Loc clinicAccess() const { return m_clinicAccess; }
    bool streetNeighbours(Loc a, Loc b) const;

    // Every step that leaves `l` (GA4.2), as indices into steps().
    const Step &step(int index) const { return m_steps[size_t(index)]; }
    int stepCount() const { return int(m_steps.size()); }
    int outBegin(Loc l) const { return m_outBegin[l]; }
    int outEnd(Loc l) const { return m_outBegin[size_t(l) + 1]; }

    // GA2.7, GA4.3: the squares a piece leaving the prison with face d walks.
    const std::vector<Loc> &exitPath(int face) const { return m_exits[size_t(face)]; }

    const std::vector<int> &districtShops(int district) const
    {
        return m_districtShops[size_t(district)];
    }

    const Constants &constants() const { return m_constants; }

    // The picture's positions of every location, districts by their 1-based id, and blocks
    // (GA2.4) with their ids ("1a") and shops.
    Position position(Loc l) const { return m_positions[l]; }
    const DistrictInfo &district(int id) const { return m_districtInfo[size_t(id)]; }
    int blocks() const { return int(m_blockIds.size()); }
    const std::string &blockId(int block) const { return m_blockIds[size_t(block)]; }

    const std::string &name(Loc l) const { return m_names[l]; }
    // kNoLoc for a name the city does not know.
    Loc find(std::string_view name) const;

    // The city of the embedded data, built on first use. Aborts with a message when the data
    // contradicts itself: it is part of the program, not an input.
    static const City &get();
    // Builds a city from a gangsters-city/1 text; false with `error` set when it is not one.
    static bool parse(std::string_view text, City &city, std::string &error);

private:
    int m_streets = 0;
    int m_shops = 0;
    int m_districts = 0;
    std::array<bool, kMaxStreets> m_manhole{};
    std::array<bool, kMaxStreets> m_slot{};
    std::array<int8_t, kMaxStreets> m_fronts{};
    std::array<std::array<Loc, 4>, kMaxStreets> m_streetAdj{};
    std::array<uint8_t, kMaxStreets> m_streetAdjCount{};
    std::array<ShopInfo, kMaxShops> m_shopInfo{};
    Loc m_clinicAccess = kNoLoc;
    std::vector<Step> m_steps;
    std::vector<uint16_t> m_outBegin;
    std::array<std::vector<Loc>, 7> m_exits;
    std::array<std::vector<int>, kMaxDistricts + 1> m_districtShops;
    Constants m_constants;
    std::vector<std::string> m_names;
    std::vector<Position> m_positions;
    std::array<DistrictInfo, kMaxDistricts + 1> m_districtInfo;
    std::vector<std::string> m_blockIds;
};

// The guard of a local static is one inlined test; City::get() itself is out of line.
inline const City &city()
{
    static const City &built = City::get();
    return built;
}

} // namespace gangsters
