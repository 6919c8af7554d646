#include "tournament.h"

#include "common/jsonwriter.h"
#include "razzia/ai/levels.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace razzia::cli {

namespace {

// lcm(1, …, 8): a first place shared by k seats (R3.8) is worth kShareUnits / k, an integer
// for every table size, so win shares add up exactly and identical bots score exactly par.
constexpr int64_t kShareUnits = 840;

// 95% two-sided normal quantile; with the hundreds of deals a tournament needs, Student's t
// differs from it in the third digit.
constexpr double kZ95 = 1.96;

std::string describeStop(const PlayEnd &end, const Game &game, uint64_t seed, int candidateSeat,
                         const TournamentSpec &spec)
{
    std::string where = "deal seed " + std::to_string(seed) + " with the candidate in seat " +
                        std::to_string(candidateSeat + 1) + ", round " +
                        std::to_string(game.round()) + ": ";
    if (end.what == PlayEnd::Stuck)
        return where + "nobody to decide before the end of the game";
    const std::string &level = end.seat == candidateSeat ? spec.candidate : spec.field;
    return where + "seat " + std::to_string(end.seat + 1) + " (" + level +
           ") made a decision the engine refused: " + describe(end.refusal);
}

} // namespace

void DecisionTimes::add(Clock::duration took)
{
    const int64_t ns = std::chrono::duration_cast<std::chrono::nanoseconds>(took).count();
    m_ns.push_back(uint32_t(std::clamp<int64_t>(ns, 0, UINT32_MAX)));
}

double DecisionTimes::medianMs() const
{
    if (m_ns.empty())
        return 0;
    std::vector<uint32_t> ns = m_ns;
    const auto mid = ns.begin() + ptrdiff_t(ns.size() / 2);
    std::nth_element(ns.begin(), mid, ns.end());
    double median = *mid;
    if (ns.size() % 2 == 0)
        median = (median + *std::max_element(ns.begin(), mid)) / 2;
    return median / 1e6;
}

double DecisionTimes::maxMs() const
{
    return m_ns.empty() ? 0 : *std::max_element(m_ns.begin(), m_ns.end()) / 1e6;
}

PlayEnd playTimed(Session &session, const std::array<DecisionTimes *, kMaxPlayers> &times,
                  Clock::time_point deadline)
{
    const Game &game = session.game();
    while (!game.over()) {
        const uint8_t toDecide = game.toDecide();
        if (toDecide == 0)
            return {PlayEnd::Stuck};
        const int seat = std::countr_zero(toDecide);
        const Clock::time_point start = Clock::now();
        const Decision decision = session.ask(seat);
        const Clock::time_point end = Clock::now();
        times[seat]->add(end - start);
        if (const Refusal refusal = session.decide(seat, decision); refusal != Refusal::None)
            return {PlayEnd::Refused, seat, refusal};
        if (end >= deadline && !game.over())
            return {PlayEnd::Deadline};
    }
    return {PlayEnd::Over};
}

TournamentResult playTournament(const TournamentSpec &spec)
{
    TournamentResult r;
    r.spec = spec;
    const int n = spec.players;
    r.deals = dealsFor(spec.games, n);
    r.games = r.deals * n;
    r.par = 1.0 / n;
    // One level playing both roles is timed once.
    const bool oneLevel = spec.candidate == spec.field;
    std::vector<DecisionTimes> times(oneLevel ? 1 : 2);

    int64_t candidateUnits = 0;
    int64_t candidateMoney = 0;
    int64_t fieldMoney = 0;
    r.dealShares.reserve(size_t(r.deals));
    r.money.reserve(size_t(r.games));
    for (const std::string &level : {spec.candidate, spec.field}) {
        if (!ai::makePolicy(level, 0)) {
            r.error = "unknown level \"" + level + "\"";
            return r;
        }
    }
    const Clock::time_point start = Clock::now();
    for (int d = 0; d < r.deals; ++d) {
        const uint64_t seed = spec.seed + uint64_t(d);
        int64_t dealUnits = 0;
        for (int candidateSeat = 0; candidateSeat < n; ++candidateSeat) {
            // The session seeds each seat's policy by the seat, not the level, and draws the
            // first dealer from the deal's seed, so the seatings of one deal differ only in
            // where the candidate sits.
            Session::Setup setup;
            setup.seed = seed;
            setup.record = false;
            std::array<DecisionTimes *, kMaxPlayers> seatTimes{};
            for (int s = 0; s < n; ++s) {
                const bool candidate = s == candidateSeat;
                const std::string &level = candidate ? spec.candidate : spec.field;
                setup.seats.push_back(SeatInfo{"seat " + std::to_string(s + 1), "ai", level});
                seatTimes[s] = &times[candidate || oneLevel ? 0 : 1];
            }
            Session session;
            session.start(setup);
            const Game &game = session.game();
            const PlayEnd end = playTimed(session, seatTimes);
            if (end.what != PlayEnd::Over) {
                r.error = describeStop(end, game, seed, candidateSeat, spec);
                return r;
            }

            std::array<int32_t, kMaxPlayers> money{};
            for (int s = 0; s < n; ++s)
                money[s] = game.money(s);
            const std::array<int, kMaxPlayers> place = places(money, n);
            const auto firsts = std::count(place.begin(), place.begin() + n, 1);
            if (place[candidateSeat] == 1)
                dealUnits += kShareUnits / firsts;
            for (int s = 0; s < n; ++s)
                (s == candidateSeat ? candidateMoney : fieldMoney) += money[s];
            r.money.push_back(money);
        }
        candidateUnits += dealUnits;
        r.dealShares.push_back(double(dealUnits) / double(kShareUnits * n));
    }
    r.seconds = std::chrono::duration<double>(Clock::now() - start).count();

    const int64_t allUnits = kShareUnits * r.games;
    r.winShare = double(candidateUnits) / double(allUnits);
    r.fieldWinShare = double(allUnits - candidateUnits) / double(allUnits * (n - 1));
    r.candidateMoney = double(candidateMoney) / r.games;
    r.fieldMoney = double(fieldMoney) / (double(r.games) * (n - 1));

    r.ci95 = clusterInterval95(r.dealShares, r.winShare);

    r.times.push_back({spec.candidate, times[0].medianMs(), times[0].maxMs(), times[0].count()});
    if (!oneLevel)
        r.times.push_back({spec.field, times[1].medianMs(), times[1].maxMs(), times[1].count()});
    return r;
}

std::array<double, 2> clusterInterval95(const std::vector<double> &shares, double mean)
{
    const double n = double(shares.size());
    if (shares.size() < 2)
        return {0.0, 1.0}; // one cluster says nothing about the spread between clusters
    double squares = 0;
    for (double share : shares)
        squares += (share - mean) * (share - mean);
    const double half = kZ95 * std::sqrt(squares / (n - 1)) / std::sqrt(n);
    return {std::max(0.0, mean - half), std::min(1.0, mean + half)};
}

QByteArray tournamentJson(const TournamentResult &r)
{
    using common::json::Ordered;
    Ordered doc = Ordered::object();
    doc["players"] = r.spec.players;
    doc["candidate"] = r.spec.candidate;
    doc["field"] = r.spec.field;
    doc["games"] = r.games;
    doc["games_requested"] = r.spec.games;
    doc["deals"] = r.deals;
    // A decimal string, as in records (R7.3): JSON numbers lose 64-bit integers.
    doc["seed"] = std::to_string(r.spec.seed);
    doc["win_share"] = r.winShare;
    doc["ci95"] = {r.ci95[0], r.ci95[1]};
    doc["par"] = r.par;
    doc["field_win_share"] = r.fieldWinShare;
    doc["mean_money"] = {{"candidate", std::llround(r.candidateMoney)},
                         {"field", std::llround(r.fieldMoney)}};
    // One object a measure of the decisions, keyed by level.
    const auto byLevel = [&](const char *key, auto LevelTime::*measure) {
        Ordered levels = Ordered::object();
        for (const LevelTime &t : r.times)
            levels[t.level] = t.*measure;
        doc[key] = std::move(levels);
    };
    byLevel("decision_ms", &LevelTime::medianMs);
    byLevel("decision_max_ms", &LevelTime::maxMs);
    byLevel("decisions", &LevelTime::decisions);
    doc["seconds"] = std::round(r.seconds * 1000) / 1000;
    return QByteArray::fromStdString(common::json::dump(
        doc, {"ci95", "mean_money", "decision_ms", "decision_max_ms", "decisions"}));
}

} // namespace razzia::cli
