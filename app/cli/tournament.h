// Tournaments between AI levels (issue 3): one candidate against N−1 copies of a field level,
// over duplicate deals with full seat rotation, and the statistics razzia-cli reports on them.
#pragma once

#include "razzia/session.h"

#include <QByteArray>

#include <array>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace razzia::cli {

using Clock = std::chrono::steady_clock;

// How long each decision of one level took.
class DecisionTimes
{
public:
    void add(Clock::duration took);
    size_t count() const { return m_ns.size(); }
    // The median in milliseconds, 0 when nothing was timed.
    double medianMs() const;
    // The slowest decision in milliseconds, 0 when nothing was timed.
    double maxMs() const;

private:
    // Nanoseconds in 32 bits: a tournament of many games times millions of decisions, and no
    // decision may take anywhere near four seconds.
    std::vector<uint32_t> m_ns;
};

// Why playTimed() stopped.
struct PlayEnd
{
    enum What
    {
        Over,     // the game ended
        Deadline, // stopped at the deadline
        Stuck,    // nobody to decide before the end: an engine bug
        Refused   // the engine refused `seat`'s decision: a policy or engine bug
    };
    What what = Over;
    int seat = -1;
    Refusal refusal = Refusal::None;
};

// Plays an all-AI `session` on, each decision by the lowest seat that must decide (as
// Session::playOn does), timing every policy's decision into that seat's `times`, until the
// game is over or `deadline` has passed.
PlayEnd playTimed(Session &session, const std::array<DecisionTimes *, kMaxPlayers> &times,
                  Clock::time_point deadline = Clock::time_point::max());

struct TournamentSpec
{
    int players = 4;
    std::string candidate;
    std::string field;
    int games = 0; // asked for; played rounded up to whole deals
    uint64_t seed = 1;
};

struct LevelTime
{
    std::string level;
    double medianMs = 0;
    double maxMs = 0;
    size_t decisions = 0;
};

struct TournamentResult
{
    TournamentSpec spec;
    int deals = 0;
    int games = 0; // deals × players
    double par = 0;
    double winShare = 0; // the candidate's, over all games
    std::array<double, 2> ci95{};
    double fieldWinShare = 0;       // of one field seat, over all games
    std::vector<double> dealShares; // the candidate's mean win share on each deal
    double candidateMoney = 0;      // mean final money of the candidate
    double fieldMoney = 0;          // mean final money of one field seat
    // Final money by seat of every game: deal by deal, the candidate in seat 0, 1, … of each.
    std::vector<std::array<int32_t, kMaxPlayers>> money;
    std::vector<LevelTime> times; // the candidate's level first
    double seconds = 0;
    // Set when a game went wrong (an engine or policy bug); the rest is then meaningless.
    std::string error;
};

// Whole deals needed for at least `games` games at `players` a table.
inline int dealsFor(int games, int players)
{
    return (games + players - 1) / players;
}

// Deal d is played with the seed spec.seed + d, once with the candidate in each seat r; that
// game is `razzia-cli play --seed <spec.seed + d>` with the candidate's level at seat r, and
// the window's game with that seed and seats (razzia::Session).
// Both levels must exist (levels.h).
TournamentResult playTournament(const TournamentSpec &spec);

// The 95% interval of a mean win share from its clusters' shares (a deal with its seatings,
// a pair of games with swapped seats): the games of one cluster share their cards or layouts,
// so clusters, not games, are the independent samples. [0, 1] for fewer than two clusters.
std::array<double, 2> clusterInterval95(const std::vector<double> &shares, double mean);

// One JSON object: games, deals, players, candidate, field, win_share, ci95, par, mean_money,
// decision_ms and a little more.
QByteArray tournamentJson(const TournamentResult &result);

} // namespace razzia::cli
