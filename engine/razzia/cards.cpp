#include "cards.h"

namespace razzia {

namespace {
constexpr std::array<std::string_view, kBarCount> kBarIds = {"colibri", "cotton",  "havanna",
                                                             "jungle",  "lincoln", "jazz"};
constexpr std::array<std::string_view, kBarCount> kBarNames = {
    "Colibri", "Cotton Club", "Havanna Bar", "Jungle", "Lincoln", "Jazz House"};
} // namespace

std::string_view barId(Bar bar)
{
    return kBarIds[int(bar)];
}
std::string_view barName(Bar bar)
{
    return kBarNames[int(bar)];
}
std::string_view kindId(Kind kind)
{
    return kind == Kind::Gambler ? "gambler" : "police";
}

bool barFromId(std::string_view id, Bar &bar)
{
    for (int b = 0; b < kBarCount; ++b) {
        if (kBarIds[b] == id) {
            bar = Bar(b);
            return true;
        }
    }
    return false;
}

bool kindFromId(std::string_view id, Kind &kind)
{
    if (id == "gambler")
        kind = Kind::Gambler;
    else if (id == "police")
        kind = Kind::Police;
    else
        return false;
    return true;
}

} // namespace razzia
