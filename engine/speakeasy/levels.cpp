#include "levels.h"

namespace speakeasy {

namespace {
constexpr std::string_view kLevels[] = {"random"};
}

std::span<const std::string_view> levelNames()
{
    return kLevels;
}

std::unique_ptr<Policy> makePolicy(std::string_view level, uint64_t seed)
{
    if (level == "random")
        return std::make_unique<RandomPolicy>(seed);
    return nullptr;
}

} // namespace speakeasy
