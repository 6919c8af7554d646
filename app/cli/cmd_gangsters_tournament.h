// `tournament --game gangsters` (issue 27), in files of its own so that the command line's
// registry of games can take it in as one entry: a candidate level against a field level over
// duplicate seeds, each seed played with the candidate in every seat.
#pragma once

#include <QStringList>

#include <array>

#include <cstdint>
#include <string>
#include <vector>

namespace razzia::cli {

struct GaTournamentSpec
{
    int gangs = 4;
    std::string candidate;
    std::string field;
    int games = 0; // asked for; played rounded up to whole seeds of `gangs` games
    uint64_t seed = 1;
    int roundLimit = 60;
};

struct GaLevelTime
{
    std::string level;
    double medianMs = 0;
    double maxMs = 0;
    double moveMedianMs = 0; // of Move decisions alone
    size_t decisions = 0;
};

struct GaTournamentResult
{
    GaTournamentSpec spec;
    int deals = 0;       // seeds
    int games = 0;       // deals × gangs
    double winShare = 0; // a draw of k gangs counts 1/k
    std::array<double, 2> ci95{};
    std::vector<double> dealShares;
    double meanRounds = 0;
    std::array<int, 5> ends{};      // by OverReason
    std::vector<GaLevelTime> times; // the candidate's level first
    double seconds = 0;
    std::string error;
};

// Seed d (spec.seed + d) is played `gangs` times, the candidate in seat 0, 1, …; every game
// is the one `razzia-cli play --game gangsters --seed S+d --seats …` plays with those seats.
GaTournamentResult playGaTournament(const GaTournamentSpec &spec);

int runGangstersTournament(const QStringList &arguments);

} // namespace razzia::cli
