// The one registry of Gangsters seat levels (issue 27): every front end (razzia-cli play and
// tournament, the Session, the window's seat choice) turns a level's name into a policy here,
// so a new level is added once. The names are the other games': random is the Beginner.
#pragma once

#include "policy.h"

#include <memory>
#include <span>
#include <string_view>

namespace gangsters {

// The levels, weakest first: random, easy, normal, hard, expert (docs/ai.md).
std::span<const std::string_view> levelNames();

// Normal or expert with one of its refinements turned off (docs/ai.md, the ablations): known
// to makePolicy and the tournament, not offered to players.
std::span<const std::string_view> ablationNames();

// A policy for `level` (or an ablation), seeded with `seed`; nullptr for a level that does not
// exist.
std::unique_ptr<Policy> makePolicy(std::string_view level, uint64_t seed);

} // namespace gangsters
