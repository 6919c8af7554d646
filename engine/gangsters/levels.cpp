#include "levels.h"

#include "ai/greedy.h"

#include <array>

namespace gangsters {

namespace {
constexpr std::array<std::string_view, 3> kLevels{"random", "easy", "normal"};
constexpr std::array<std::string_view, 4> kAblations{"normal-no-lookahead", "normal-no-threat",
                                                     "normal-no-killers", "normal-no-blocking"};
} // namespace

std::span<const std::string_view> ablationNames()
{
    return kAblations;
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
    ai::Sense sense = ai::normalSense();
    if (level == kAblations[0])
        sense.lookahead = false;
    else if (level == kAblations[1])
        sense.threatByProbability = false;
    else if (level == kAblations[2])
        sense.killerThreat = false;
    else if (level == kAblations[3])
        sense.blocking = false; // blocking, refusing recruits to leaders, buying the police
    else
        return nullptr;
    return std::make_unique<ai::GreedyPolicy>(sense);
    return nullptr;
}

} // namespace gangsters
