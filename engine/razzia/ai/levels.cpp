#include "levels.h"

#include "easy.h"
#include "expert.h"
#include "hard.h"
#include "normal.h"

#include <array>

namespace razzia::ai {

namespace {

struct Level
{
    std::string_view name;
    std::unique_ptr<Policy> (*make)(uint64_t seed);
};

template<typename P> std::unique_ptr<Policy> make(uint64_t seed)
{
    return std::make_unique<P>(seed);
}

constexpr std::array kLevels = {
    Level{"random", make<RandomPolicy>}, Level{"easy", make<EasyPolicy>},
    Level{"normal", make<NormalPolicy>}, Level{"hard", make<HardPolicy>},
    Level{"expert", make<ExpertPolicy>},
};

// levelNames() hands out a span, so the names need storage of their own beside kLevels.
constexpr std::array<std::string_view, kLevels.size()> kNames = [] {
    std::array<std::string_view, kLevels.size()> names{};
    for (size_t i = 0; i < kLevels.size(); ++i)
        names[i] = kLevels[i].name;
    return names;
}();

} // namespace

std::span<const std::string_view> levelNames()
{
    return kNames;
}

std::unique_ptr<Policy> makePolicy(std::string_view level, uint64_t seed)
{
    for (const Level &l : kLevels) {
        if (l.name == level)
            return l.make(seed);
    }
    return nullptr;
}

} // namespace razzia::ai
