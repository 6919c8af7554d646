#include "setournament.h"

#include "common/jsonwriter.h"

#include "speakeasy/ai/levels.h"
#include "speakeasy/layout.h"
#include "speakeasy/session.h"

#include <cmath>
#include <ctime>
#include <map>
#include <memory>
#include <optional>

namespace razzia::cli {

namespace {

// The decision times are on one core: the thread's CPU time, which a machine busy
// with other work does not inflate as it does the wall clock.
int64_t threadCpuNs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return int64_t(t.tv_sec) * 1000000000 + t.tv_nsec;
}

// A level in its seat: times every move it decides, and plays a given layout instead of
// choosing one when the pair's second game replays the first's formations.
class TimedSeat final : public speakeasy::Policy
{
public:
    TimedSeat(speakeasy::Policy &inner, DecisionTimes &times,
              std::optional<speakeasy::Layout> fixed)
        : m_inner(inner), m_times(times), m_fixed(std::move(fixed))
    {}

    speakeasy::Decision decide(const speakeasy::SeatView &view) override
    {
        if (view.phase() == speakeasy::Phase::SetUp && m_fixed)
            return speakeasy::Decision::setUp(*m_fixed);
        if (view.phase() != speakeasy::Phase::Play)
            return m_inner.decide(view);
        const int64_t start = threadCpuNs();
        const speakeasy::Decision decision = m_inner.decide(view);
        m_times.add(std::chrono::nanoseconds(threadCpuNs() - start));
        return decision;
    }
    void observe(const speakeasy::Event &event) override { m_inner.observe(event); }

private:
    speakeasy::Policy &m_inner;
    DecisionTimes &m_times;
    std::optional<speakeasy::Layout> m_fixed;
};

} // namespace

SeTournamentResult playSeTournament(const SeTournamentSpec &spec)
{
    namespace se = speakeasy;
    SeTournamentResult r;
    r.spec = spec;
    r.pairs = (spec.games + 1) / 2;
    r.games = r.pairs * 2;
    const bool oneLevel = spec.candidate == spec.field;
    std::vector<DecisionTimes> times(oneLevel ? 1 : 2);
    std::map<std::string, int> reasons;
    // What each level remembers of the other across the run (habits.h): the candidate's of
    // the field, the field's of the candidate. A level that reads no habits ignores them.
    std::array<se::ai::OpponentHabits, 2> habits;
    long plies = 0;
    double points = 0;
    const Clock::time_point start = Clock::now();
    for (int p = 0; p < r.pairs; ++p) {
        const uint64_t seed = spec.seed + uint64_t(p);
        std::array<se::Layout, se::kSeats> layouts; // by level: candidate, field
        double pairPoints = 0;
        for (int game = 0; game < 2; ++game) {
            const int candidateSeat = game; // seat 0 (South) first, then North
            // Seeds follow the seat, as in `play`, so the first game of a pair is that game.
            const std::unique_ptr<se::Policy> candidate =
                se::ai::makePolicy(spec.candidate, se::seatSeed(seed, candidateSeat), &habits[0]);
            const std::unique_ptr<se::Policy> field =
                se::ai::makePolicy(spec.field, se::seatSeed(seed, 1 - candidateSeat), &habits[1]);
            if (!candidate || !field) {
                r.error = "unknown level \"" + (candidate ? spec.field : spec.candidate) + "\"";
                return r;
            }
            std::optional<se::Layout> fixedC, fixedF;
            if (game == 1) {
                fixedC = se::mirrored(layouts[0]);
                fixedF = se::mirrored(layouts[1]);
            }
            auto c = std::make_unique<TimedSeat>(*candidate, times[0], fixedC);
            auto f = std::make_unique<TimedSeat>(*field, times[oneLevel ? 0 : 1], fixedF);
            se::Session::Setup setup;
            setup.seed = seed;
            setup.policies[size_t(candidateSeat)] = std::move(c);
            setup.policies[size_t(1 - candidateSeat)] = std::move(f);
            se::Session session;
            session.start(std::move(setup));
            if (const se::Session::Stop stop = session.playOn();
                stop.what != se::Session::Stop::Over) {
                r.error = "pair seed " + std::to_string(seed) + ", game " +
                          std::to_string(game + 1) + ": seat " + std::to_string(stop.seat) + ": " +
                          se::describe(stop.refusal);
                return r;
            }
            const se::Game &played = *session.game();
            if (game == 0)
                layouts = {played.layout(candidateSeat), played.layout(1 - candidateSeat)};
            habits[0].observe(played.view(candidateSeat));
            habits[1].observe(played.view(1 - candidateSeat));
            const se::End &end = played.end();
            plies += long(played.moves().size());
            ++reasons[std::string(se::reasonId(end.reason))];
            if (end.status == se::Status::Drawn) {
                ++r.draws;
                pairPoints += 0.5;
            } else if (end.winner == candidateSeat) {
                ++r.wins;
                pairPoints += 1;
            } else {
                ++r.losses;
            }
        }
        points += pairPoints;
        r.pairShares.push_back(pairPoints / 2);
    }
    r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    r.winShare = points / r.games;
    r.meanPlies = double(plies) / r.games;
    for (const auto &[reason, count] : reasons)
        r.reasons.emplace_back(reason, count);

    // Grouped by pair: the two games of a pair share their layouts.
    r.ci95 = clusterInterval95(r.pairShares, r.winShare);
    r.times.push_back({spec.candidate, times[0].medianMs(), times[0].maxMs(), times[0].count()});
    if (!oneLevel)
        r.times.push_back({spec.field, times[1].medianMs(), times[1].maxMs(), times[1].count()});
    return r;
}

QByteArray seTournamentJson(const SeTournamentResult &r)
{
    using common::json::Ordered;
    Ordered doc = Ordered::object();
    doc["game"] = "speakeasy";
    doc["candidate"] = r.spec.candidate;
    doc["field"] = r.spec.field;
    doc["games"] = r.games;
    doc["games_requested"] = r.spec.games;
    doc["pairs"] = r.pairs;
    doc["seed"] = std::to_string(r.spec.seed);
    doc["win_share"] = r.winShare;
    doc["ci95"] = {r.ci95[0], r.ci95[1]};
    doc["par"] = 0.5;
    // Each pair's share, so that runs over consecutive seeds can be merged into one interval.
    doc["pair_shares"] = r.pairShares;
    doc["wins"] = r.wins;
    doc["draws"] = r.draws;
    doc["losses"] = r.losses;
    doc["mean_plies"] = std::round(r.meanPlies * 10) / 10;
    Ordered ends = Ordered::object();
    for (const auto &[reason, count] : r.reasons)
        ends[reason] = count;
    doc["ends"] = std::move(ends);
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
        doc, {"ci95", "pair_shares", "ends", "decision_ms", "decision_max_ms", "decisions"}));
}

} // namespace razzia::cli
