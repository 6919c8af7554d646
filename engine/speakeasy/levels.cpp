#include "levels.h"

#include "ai/levels.h"

namespace speakeasy {

// The levels live with the AI (ai/levels.h, issue 15); this is the name front ends know.
std::span<const std::string_view> levelNames()
{
    return ai::levelNames();
}

std::unique_ptr<PhasePolicy> makePolicy(std::string_view level, uint64_t seed,
                                        const ai::OpponentHabits *habits)
{
    return ai::makePolicy(level, seed, habits);
}

} // namespace speakeasy
