#include "cmd_gangsters_tournament.h"
#include "commands.h"
#include "tournament.h"

#include "gangsters/game.h"
#include "gangsters/levels.h"
#include "gangsters/record.h"

#include "common/rng.h"

#include <QCommandLineParser>

#include <algorithm>
#include <bit>
#include <chrono>
#include <ctime>
#include <memory>

namespace razzia::cli {

namespace {

double threadMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// Answers a turn's points from each seat's policy, as the Session does for AI seats, and
// times every decision (the thread's CPU time). Every event goes to every policy, as the
// Session's do (expert reads the price named for a recruit from them, GA10.2).
class Table final : public gangsters::Chooser, public gangsters::EventSink
{
public:
    Table(const gangsters::State &state, const gangsters::Rules &rules,
          const gangsters::TurnContext &turn)
        : m_state(state), m_turn(turn)
    {
        m_view.rules = rules;
    }
    std::array<std::unique_ptr<gangsters::Policy>, gangsters::kMaxGangs> policies;
    std::array<std::vector<double> *, gangsters::kMaxGangs> times{};
    // Moves alone: the decisions with the most options and, for normal, a lookahead.
    std::array<std::vector<double> *, gangsters::kMaxGangs> moveTimes{};

    void onEvent(const gangsters::Event &event) override
    {
        for (auto &policy : policies) {
            if (policy)
                policy->observe(event);
        }
    }

    int choose(const gangsters::Point &point) override
    {
        gangsters::Policy *policy = policies[size_t(point.seat)].get();
        m_view.seat = point.seat;
        if (policy->readsState()) {
            m_view.state = m_state;
            m_view.turn = m_turn;
        }
        m_view.hasPending = true;
        gangsters::SeatView::copyPoint(m_view.pending, point);
        const double t0 = threadMs();
        const gangsters::Decision d = policy->decide(m_view);
        const double ms = threadMs() - t0;
        times[size_t(point.seat)]->push_back(ms);
        if (point.type == gangsters::DecisionType::Move)
            moveTimes[size_t(point.seat)]->push_back(ms);
        const int index = d.type == point.type && d.seat == point.seat ? point.find(d.choice) : -1;
        if (index < 0)
            throw std::runtime_error("a policy chose an illegal option");
        return index;
    }

private:
    const gangsters::State &m_state;
    const gangsters::TurnContext &m_turn;
    gangsters::SeatView m_view;
};

GaLevelTime summarize(const std::string &level, std::vector<double> &ms, std::vector<double> &moves)
{
    std::sort(moves.begin(), moves.end());
    GaLevelTime t;
    t.level = level;
    t.decisions = ms.size();
    if (!moves.empty())
        t.moveMedianMs = moves[moves.size() / 2];
    if (ms.empty())
        return t;
    std::sort(ms.begin(), ms.end());
    t.medianMs = ms[ms.size() / 2];
    t.maxMs = ms.back();
    return t;
}

} // namespace

GaTournamentResult playGaTournament(const GaTournamentSpec &spec)
{
    GaTournamentResult r;
    r.spec = spec;
    const int n = spec.gangs;
    r.deals = std::max(1, (spec.games + n - 1) / n);
    gangsters::Rules rules;
    rules.roundLimit = spec.roundLimit;
    std::vector<double> candidateMs, fieldMs, candidateMoves, fieldMoves;
    const double start = threadMs();
    double shareSum = 0, rounds = 0;
    try {
        for (int d = 0; d < r.deals; ++d) {
            const uint64_t seed = spec.seed + uint64_t(d);
            double deal = 0;
            for (int c = 0; c < n; ++c) {
                gangsters::Generator generator(seed);
                const int first = generator.below(n); // GA13.2 (1), as Session::start
                gangsters::State state = gangsters::State::initial(n, first);
                gangsters::TurnContext turn;
                Table table(state, rules, turn);
                for (int s = 0; s < n; ++s) {
                    // The same policy streams as the Session's (docs/gangsters.md, 14).
                    table.policies[size_t(s)] =
                        gangsters::makePolicy(s == c ? spec.candidate : spec.field,
                                              common::oneWaySeed(seed, 0x6a, uint64_t(s)));
                    table.times[size_t(s)] = s == c ? &candidateMs : &fieldMs;
                    table.moveTimes[size_t(s)] = s == c ? &candidateMoves : &fieldMoves;
                }
                while (!state.isOver()) {
                    gangsters::GeneratorDice dice(generator);
                    gangsters::Turn(state, rules, table, dice, &table, turn).play();
                }
                const unsigned winners = state.over.winners;
                const double share = (winners >> c) & 1 ? 1.0 / std::popcount(winners) : 0.0;
                deal += share / n;
                rounds += state.round;
                ++r.ends[size_t(state.over.reason)];
                ++r.games;
            }
            r.dealShares.push_back(deal);
            shareSum += deal;
        }
    } catch (const std::exception &e) {
        r.error = e.what();
        return r;
    }
    r.winShare = shareSum / r.deals;
    r.ci95 = clusterInterval95(r.dealShares, r.winShare);
    r.meanRounds = rounds / r.games;
    r.times.push_back(summarize(spec.candidate, candidateMs, candidateMoves));
    r.times.push_back(summarize(spec.field, fieldMs, fieldMoves));
    r.seconds = (threadMs() - start) / 1e3;
    return r;
}

namespace {

gangsters::io::OrderedJson toJson(const GaTournamentResult &r)
{
    gangsters::io::OrderedJson out;
    out["game"] = "gangsters";
    out["players"] = r.spec.gangs;
    out["candidate"] = r.spec.candidate;
    out["field"] = r.spec.field;
    out["games"] = r.games;
    out["games_requested"] = r.spec.games;
    out["deals"] = r.deals;
    out["seed"] = std::to_string(r.spec.seed); // a string: JSON numbers lose 64-bit integers
    out["win_share"] = r.winShare;
    out["ci95"] = {r.ci95[0], r.ci95[1]};
    out["par"] = 1.0 / r.spec.gangs;
    out["deal_shares"] = r.dealShares;
    out["mean_rounds"] = r.meanRounds;
    out["ends"] = {{"district", r.ends[0]},
                   {"last_gang", r.ends[1]},
                   {"round_limit", r.ends[2]},
                   {"resign", r.ends[3]},
                   {"police", r.ends[4]}};
    out["round_limit_share"] = double(r.ends[2]) / std::max(1, r.games);
    gangsters::io::OrderedJson times = gangsters::io::OrderedJson::array();
    for (const GaLevelTime &t : r.times)
        times.push_back({{"level", t.level},
                         {"median_ms", t.medianMs},
                         {"max_ms", t.maxMs},
                         {"move_median_ms", t.moveMedianMs},
                         {"decisions", t.decisions}});
    out["decision_times"] = times;
    out["seconds"] = r.seconds;
    return out;
}

QStringList knownGaLevels()
{
    return names(gangsters::levelNames()) + names(gangsters::ablationNames());
}

} // namespace

int runGangstersTournament(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Gangsters: plays one candidate level against N-1 copies of a field "
                       "level. Seed S+d is played N times, once with the candidate in each "
                       "seat, so luck of the dice and of the seat cancels out. Prints the "
                       "candidate's win share (a draw of k gangs counts 1/k) with a 95% "
                       "interval grouped by seed, how games ended, and the median and slowest "
                       "decision time of each level (the thread's CPU time). Known levels: %1.")
            .arg(knownGaLevels().join(QStringLiteral(", "))));
    parser.addPositionalArgument(QStringLiteral("tournament"), QStringLiteral("The command."));
    parser.addOptions({
        {QStringLiteral("game"), QStringLiteral("gangsters"), QStringLiteral("game")},
        {QStringLiteral("players"), QStringLiteral("Gangs, 2 to 4."), QStringLiteral("n"),
         QStringLiteral("4")},
        {QStringLiteral("candidate"), QStringLiteral("Level of the candidate's seat."),
         QStringLiteral("level")},
        {QStringLiteral("field"), QStringLiteral("Level of the other seats."),
         QStringLiteral("level")},
        {QStringLiteral("games"), QStringLiteral("Games, rounded up to whole seeds."),
         QStringLiteral("g"), QStringLiteral("400")},
        {QStringLiteral("seed"), QStringLiteral("The first seed."), QStringLiteral("s"),
         QStringLiteral("1")},
        {QStringLiteral("round-limit"), QStringLiteral("Round limit (GA11.3), 0 for none."),
         QStringLiteral("n"), QStringLiteral("60")},
        {QStringLiteral("json"), QStringLiteral("Print one JSON object instead of a table.")},
    });
    if (const int status = parseCommandLine(parser, arguments); status >= 0)
        return status;
    bool ok = false;
    GaTournamentSpec spec;
    spec.gangs = parser.value(QStringLiteral("players")).toInt(&ok);
    if (!ok || spec.gangs < 2 || spec.gangs > gangsters::kMaxGangs) {
        printError(QStringLiteral("razzia-cli tournament: --players: 2 to 4 gangs"));
        return kExitBadInput;
    }
    Matchup matchup;
    if (!readMatchup(parser, knownGaLevels(), matchup))
        return kExitBadInput;
    spec.candidate = matchup.candidate;
    spec.field = matchup.field;
    spec.games = matchup.games;
    spec.seed = matchup.seed;
    spec.roundLimit = parser.value(QStringLiteral("round-limit")).toInt(&ok);
    if (!ok || spec.roundLimit < 0) {
        printError(QStringLiteral("razzia-cli tournament: --round-limit: a whole number"));
        return kExitBadInput;
    }
    const GaTournamentResult r = playGaTournament(spec);
    if (!r.error.empty()) {
        printError(QStringLiteral("razzia-cli tournament: ") + QString::fromStdString(r.error));
        return kExitBug;
    }
    if (parser.isSet(QStringLiteral("json"))) {
        printOut(QByteArray::fromStdString(toJson(r).dump() + "\n"));
        return kExitOk;
    }
    printLine(QStringLiteral("Gangsters, %1 gangs: %2 against %3, seeds %4 to %5, %6 games, "
                             "%7 s")
                  .arg(spec.gangs)
                  .arg(QString::fromStdString(spec.candidate), QString::fromStdString(spec.field))
                  .arg(spec.seed)
                  .arg(spec.seed + uint64_t(r.deals) - 1)
                  .arg(r.games)
                  .arg(r.seconds, 0, 'f', 1));
    printLine(QStringLiteral("candidate win share %1 [%2, %3] (par %4); mean rounds %5; "
                             "ends: district %6, last gang %7, round limit %8")
                  .arg(percent(r.winShare), percent(r.ci95[0]), percent(r.ci95[1]),
                       percent(1.0 / spec.gangs))
                  .arg(r.meanRounds, 0, 'f', 1)
                  .arg(r.ends[0])
                  .arg(r.ends[1])
                  .arg(r.ends[2]));
    for (const GaLevelTime &t : r.times)
        printLine(QStringLiteral("%1: median decision %2, slowest %3, %4 decisions")
                      .arg(QString::fromStdString(t.level), decisionTime(t.medianMs),
                           decisionTime(t.maxMs))
                      .arg(t.decisions));
    return kExitOk;
}

} // namespace razzia::cli
