#include "levels.h"

#include "ai/greedy.h"

#include <array>

namespace gangsters {

namespace {
constexpr std::array<std::string_view, 3> kLevels{"random", "easy", "normal"};
}

std::span<const std::string_view> levelNames()
{
    return kLevels;
}

std::unique_ptr<Policy> makePolicy(std::string_view level, uint64_t seed)
{
    if (level == "random")
        return std::make_unique<RandomPolicy>(seed);
    // Easy and normal draw nothing: ties go to the first option, so a seed changes nothing.
    if (level == "easy")
        return std::make_unique<ai::GreedyPolicy>(ai::easySense());
    if (level == "normal")
        return std::make_unique<ai::GreedyPolicy>(ai::normalSense());
    return nullptr;
}

} // namespace gangsters
