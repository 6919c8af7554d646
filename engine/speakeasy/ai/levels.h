// The one registry of Speak Easy's AI seat levels, with the same names and order as Razzia's
// (razzia/ai/levels.h): every front end (razzia-cli play and tournament, the game's seat
// dialog) turns a level's name into a policy here.
#pragma once

#include "habits.h"

#include "speakeasy/policy.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

namespace speakeasy::ai {

// The levels, weakest first: random (the Beginner), easy, normal, hard, expert.
std::span<const std::string_view> levelNames();

// Variants of the expert with one part taken out, for measuring what each part is worth
// (docs/speakeasy-ai.md); makePolicy() knows them, levelNames() does not offer them.
std::span<const std::string_view> ablationNames();

// A policy for `level` (a level or an ablation), seeded with `seed`; nullptr for a name that
// does not exist. `habits`, if given, is what this seat remembers of the opponent from earlier
// games (habits.h); hard and expert read it, it must outlive the policy, and the caller adds
// each finished game to it (OpponentHabits::observe).
std::unique_ptr<PhasePolicy> makePolicy(std::string_view level, uint64_t seed,
                                        const OpponentHabits *habits = nullptr);

} // namespace speakeasy::ai
