// The one registry of AI seat levels: every front end (razzia-cli play, tournament, bench, the
// game's seat dialog) turns a level's name into a policy here, so a new level is added once.
#pragma once

#include "razzia/policy.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>

namespace razzia::ai {

// The known levels, weakest first.
std::span<const std::string_view> levelNames();

// A policy for `level`, seeded with `seed`; nullptr for a level that does not exist.
std::unique_ptr<Policy> makePolicy(std::string_view level, uint64_t seed);

} // namespace razzia::ai
