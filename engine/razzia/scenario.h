// Round scenarios, razzia-round/1 (R7.2): one reveal and its resolution.
// The JSON side lives in app/io; this is the rule side, resolved through Game itself.
#pragma once

#include "game.h"

#include <optional>
#include <string>
#include <vector>

namespace razzia {

struct RoundScenario
{
    int players = 4;
    int dealer = 0;
    std::array<int32_t, kMaxPlayers> money{};
    // Bills on each bar before the reveal, as listed (values in dollars, unchecked).
    std::array<std::vector<int32_t>, kBarCount> bars;
    std::array<bool, kBarCount> barGiven{}; // the bar's key was present in "bars"
    std::array<Card, kMaxPlayers> plays{};
    // Per bar: each seat's bills (dollars), and each seat's answer (-1 null, 0 refuse, 1 accept).
    std::array<std::optional<std::vector<std::vector<int32_t>>>, kBarCount> proposals;
    std::array<std::optional<std::vector<int8_t>>, kBarCount> answers;
    std::vector<int> dice;
};

struct RoundResult
{
    std::array<int32_t, kMaxPlayers> won{};
    std::array<int32_t, kMaxPlayers> money{};
    std::array<BillSet, kBarCount> bars{};
    int diceUsed = 0;
};

// Resolves the scenario by R3.6–R5. On a scenario that breaks the rules returns false and sets
// `error` to one line naming the field, e.g. "plays[0]: police 5 (jungle) is not in the deck
// for 5 players".
bool resolveScenario(const RoundScenario &scenario, RoundResult &result, std::string &error);

} // namespace razzia
