// Speak Easy tournaments (issue 15): one AI level against another over pairs of games. A pair
// plays the same two layouts twice with the seats swapped, each level keeping its own
// formation (mirrored, layout.h) and the first move going to the other level the second time,
// so neither the set-ups nor the first move favour a level.
#pragma once

#include "tournament.h"

#include "speakeasy/position.h"

#include <QByteArray>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace razzia::cli {

struct SeTournamentSpec
{
    std::string candidate;
    std::string field;
    int games = 0; // asked for; played rounded up to whole pairs
    uint64_t seed = 1;
};

struct SeTournamentResult
{
    SeTournamentSpec spec;
    int pairs = 0;
    int games = 0;                       // pairs × 2
    int wins = 0, draws = 0, losses = 0; // the candidate's
    double winShare = 0;                 // a draw counts half
    std::array<double, 2> ci95{};
    std::vector<double> pairShares; // the candidate's share on each pair
    double meanPlies = 0;
    // How the games ended, by SE8.2 reason id.
    std::vector<std::pair<std::string, int>> reasons;
    std::vector<LevelTime> times; // the candidate's level first
    double seconds = 0;
    // Set when a game went wrong (an engine or policy bug); the rest is then meaningless.
    std::string error;
};

// Pair p is played with the seed spec.seed + p: first the game `razzia-cli play --game
// speakeasy --seed <spec.seed + p> --seats candidate,field`, then the same layouts with the
// levels in each other's seats. Both levels must exist (speakeasy/ai/levels.h). Each level
// remembers the other's habits from every game before (speakeasy/ai/habits.h), as a seat
// facing the same opponent all evening would, so a pair's games depend on the pairs before.
SeTournamentResult playSeTournament(const SeTournamentSpec &spec);

// One JSON object: game, candidate, field, games, pairs, seed, win_share, ci95, par,
// pair_shares, wins,
// draws, losses, mean_plies, ends, decision_ms, decision_max_ms, decisions, seconds.
QByteArray seTournamentJson(const SeTournamentResult &result);

} // namespace razzia::cli
