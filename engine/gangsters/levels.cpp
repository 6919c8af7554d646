#include "levels.h"

#include "ai/greedy.h"
#include "ai/search.h"

#include <array>

namespace gangsters {

namespace {
constexpr std::array<std::string_view, 5> kLevels{"random", "easy", "normal", "hard", "expert"};
constexpr std::array<std::string_view, 13> kAblations{
    "normal-no-lookahead", "normal-no-threat",  "normal-no-killers",  "normal-no-blocking",
    "expert-easy-replies", "expert-no-replies", "expert-no-widening", "expert-no-district",
    "expert-no-prices",    "expert-short",      "expert-pooled-leaf", "expert-no-two-gang-search",
    "expert-no-horizon"};
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
    if (level == "hard")
        return std::make_unique<ai::SearchPolicy>(ai::hardConfig(), seed);
    if (level.starts_with("expert")) {
        // Expert, or expert with one feature removed (docs/ai.md, the ablation).
        ai::SearchConfig config = ai::expertConfig();
        if (level == kAblations[4]) {
            config.normalReplies = false; // the play-out policy: easy's replies
        } else if (level == kAblations[5]) {
            config.replies = 0; // hard's leaf: exposure by the dice instead of the replies
            config.leafExposure = true;
        } else if (level == kAblations[6]) {
            config.widening = false; // hard's fixed four best
            config.candidates = ai::hardConfig().candidates;
        } else if (level == kAblations[7]) {
            config.districtModel = false;
        } else if (level == kAblations[8]) {
            config.anticipatePrices = false;
        } else if (level == kAblations[9]) {
            config.iterations = ai::hardConfig().iterations; // all but the time
        } else if (level == kAblations[10]) {
            config.twoGangLeaf = false; // kWeights at 2 gangs too
        } else if (level == kAblations[11]) {
            config.twoGangSearch = false; // at 2 gangs, the search of 3 and 4
        } else if (level == kAblations[12]) {
            config.ownTurns = 0; // the leaf right after the rivals' replies
        } else if (level != "expert") {
            return nullptr;
        }
        return std::make_unique<ai::SearchPolicy>(config, seed);
    }
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
}

} // namespace gangsters
