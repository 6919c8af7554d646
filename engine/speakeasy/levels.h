// The one registry of Speak Easy seat levels: every front end (razzia-cli play and bench, the
// window's seat choice) turns a level's name into a policy here, so a new level is added once.
#pragma once

#include "policy.h"

#include <memory>
#include <span>
#include <string_view>

namespace speakeasy {

namespace ai {
struct OpponentHabits;
}

// The known levels, weakest first: random (the Beginner), easy, normal, hard, expert.
std::span<const std::string_view> levelNames();

// A policy for `level`, seeded with `seed`; nullptr for a level that does not exist.
// `habits`, if given, is what the seat remembers of its opponent from earlier games (hard and
// expert read it, ai/habits.h); it must outlive the policy and not change while it plays.
std::unique_ptr<PhasePolicy> makePolicy(std::string_view level, uint64_t seed,
                                        const ai::OpponentHabits *habits = nullptr);

} // namespace speakeasy
