#include "commands.h"
#include "razziacli.h"
#include "tournament.h"

#include "common/inputfile.h"
#include "common/jsonwriter.h"
#include "razzia/ai/levels.h"
#include "razzia/sampler.h"
#include "razzia/session.h"

#include <QCommandLineParser>

#include <sys/resource.h>

#include <bit>
#include <chrono>
#include <vector>

namespace razzia::cli {

namespace {

Clock::duration toDuration(double seconds)
{
    return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

double secondsBetween(Clock::time_point from, Clock::time_point to)
{
    return std::chrono::duration<double>(to - from).count();
}

// Plays `game` with `policies` until `done` says stop or the game is over; false if the engine
// refused a decision, which is a bug.
template<typename Done> bool playUntil(Game &game, std::vector<RandomPolicy> &policies, Done done)
{
    while (!game.over() && !done(game)) {
        const int seat = std::countr_zero(game.toDecide());
        if (seat >= game.players() ||
            game.decide(seat, policies[seat].decide(game.view(seat))) != Refusal::None)
            return false;
    }
    return true;
}

// The seats of a Session seeded with `seed` (seatSeed), reseeded by assignment: a RandomPolicy
// is just an Rng, so no allocation per game.
void seedPolicies(std::vector<RandomPolicy> &policies, uint64_t seed)
{
    for (size_t s = 0; s < policies.size(); ++s)
        policies[s] = RandomPolicy(seatSeed(seed, int(s)));
}

// Whole games with random seats, one thread, no event sink. Negative on an engine bug. Not
// through a Session: this measures the engine's decision API, and a session's allocations per
// game (its policies) would be measured with it.
double randomGamesPerSecond(int players, double seconds)
{
    std::vector<RandomPolicy> policies(size_t(players), RandomPolicy(0));
    uint64_t games = 0;
    int firstDealer = 0; // turns like seed % players, without a division a game
    const Clock::time_point start = Clock::now();
    const Clock::time_point deadline = start + toDuration(seconds);
    Clock::time_point now = start;
    do {
        const uint64_t seed = games;
        seedPolicies(policies, seed);
        Game game(Game::Setup{players, firstDealer, seed, false});
        firstDealer = firstDealer + 1 == players ? 0 : firstDealer + 1;
        if (!playUntil(game, policies, [](const Game &) { return false; }))
            return -1;
        if (++games % 64 == 0)
            now = Clock::now();
    } while (now < deadline);
    return double(games) / secondsBetween(start, now);
}

// Whole games of uniformly random play inside the engine (Game::playOut): the engine's own
// speed, as AI simulations use it, with the same rules code and the same random distribution
// as RandomPolicy seats.
double playOutGamesPerSecond(int players, double seconds)
{
    uint64_t games = 0;
    const Clock::time_point start = Clock::now();
    const Clock::time_point deadline = start + toDuration(seconds);
    Clock::time_point now = start;
    int firstDealer = 0; // turns like seed % players, without a division a game
    do {
        const uint64_t seed = games;
        Rng rng(streamSeed(seed, Stream::Policy));
        Game game(Game::Setup{players, firstDealer, seed, false});
        firstDealer = firstDealer + 1 == players ? 0 : firstDealer + 1;
        game.playOut(rng);
        // The clock is read every 64 games: read after each, it would cost ~2% of a game.
        if (++games % 64 == 0)
            now = Clock::now();
    } while (now < deadline);
    return double(games) / secondsBetween(start, now);
}

bool reshuffled(const Game &game)
{
    for (int i = 0; i < game.cardLogSize(); ++i) {
        if (game.cardLog(i).what == CardLogEntry::Reshuffle)
            return true;
    }
    return false;
}

// Hidden-card samples of a 4-player position after the first reshuffle (R3.2), where the
// sampler's bookkeeping of piles is at its busiest. Negative on an engine bug.
double samplesPerSecond(double seconds, int &round)
{
    std::vector<RandomPolicy> policies(4, RandomPolicy(0));
    seedPolicies(policies, 1);
    Game game(Game::Setup{4, 0, 1, false});
    const bool played = playUntil(game, policies, [](const Game &g) {
        return g.phase() == Phase::Play && g.toDecide() == 0b1111 && reshuffled(g);
    });
    if (!played || game.over())
        return -1;
    round = game.round();

    const Sampler sampler(game.view(0));
    Game world = game;
    Rng rng(2);
    uint64_t samples = 0;
    const Clock::time_point start = Clock::now();
    const Clock::time_point deadline = start + toDuration(seconds);
    Clock::time_point now;
    do {
        // Reading the clock costs about as much as a sample; every 16th is enough.
        for (int i = 0; i < 16; ++i)
            sampler.sample(world, rng);
        samples += 16;
        now = Clock::now();
    } while (now < deadline);
    return double(samples) / secondsBetween(start, now);
}

// Median time of one decision of `level` in milliseconds, every seat of 4-player games that
// level, games after games until `seconds` have passed (the last one stopped there). Negative
// on an engine or policy bug.
double decisionMs(std::string_view level, double seconds)
{
    constexpr int kPlayers = 4;
    DecisionTimes times;
    std::array<DecisionTimes *, kMaxPlayers> seatTimes{};
    seatTimes.fill(&times);
    const Clock::time_point deadline = Clock::now() + toDuration(seconds);
    for (uint64_t seed = 0;; ++seed) {
        Session::Setup setup;
        setup.seed = seed;
        setup.record = false;
        for (int s = 0; s < kPlayers; ++s)
            setup.seats.push_back(
                SeatInfo{"seat " + std::to_string(s + 1), "ai", std::string(level)});
        Session session;
        session.start(setup);
        const PlayEnd end = playTimed(session, seatTimes, deadline);
        if (end.what == PlayEnd::Stuck || end.what == PlayEnd::Refused)
            return -1;
        // Enough decisions for a steady median, without keeping the tens of millions a
        // fast level makes in its seconds (that was 100 MB of timings).
        constexpr size_t kEnough = 200000;
        if (end.what == PlayEnd::Deadline || Clock::now() >= deadline || times.count() >= kEnough)
            return times.medianMs();
    }
}

QString cpuModel()
{
    // Through the same limit as every other file: /proc files report a size of 0.
    const common::InputFile file = common::readFileBounded("/proc/cpuinfo");
    if (!file.ok)
        return QStringLiteral("unknown");
    for (const QByteArray &line : QByteArray::fromStdString(file.bytes).split('\n')) {
        if (line.startsWith("model name"))
            return QString::fromUtf8(line.mid(line.indexOf(':') + 1)).trimmed();
    }
    return QStringLiteral("unknown");
}

long peakRssKb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss; // kilobytes on Linux
}

} // namespace

int runRazziaBench(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Measures the engine on one thread and prints one JSON object: whole games a second "
        "of uniformly random play for 3 to 8 players, played inside the engine "
        "(random_games_per_s, Game::playOut) and through the public decision API with "
        "RandomPolicy seats (random_policy_games_per_s), the median time of one decision of each "
        "AI "
        "level in 4-player games where every seat is that level (decision_ms), and "
        "hidden-card samples a second (Sampler) in a 4-player game after its first reshuffle."));
    parser.addPositionalArgument(QStringLiteral("bench"), QStringLiteral("The command."));
    parser.addOption({QStringLiteral("seconds"),
                      QStringLiteral("Seconds spent on each measure (default 1)."),
                      QStringLiteral("x"), QStringLiteral("1")});
    addGameOption(parser);
    if (const int status = parseCommandLine(parser, arguments); status >= 0)
        return status;
    bool ok = false;
    const double seconds = parser.value(QStringLiteral("seconds")).toDouble(&ok);
    if (!ok || !(seconds > 0) || seconds > 3600) {
        printError(QStringLiteral("razzia-cli bench: --seconds: expected a number of seconds "
                                  "above 0, at most 3600"));
        return kExitBadInput;
    }

    using common::json::Ordered;
    Ordered doc = Ordered::object();
    Ordered playOut = Ordered::object();
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players)
        playOut[std::to_string(players)] = qRound64(playOutGamesPerSecond(players, seconds));
    doc["random_games_per_s"] = std::move(playOut);
    Ordered policies = Ordered::object();
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
        const double rate = randomGamesPerSecond(players, seconds);
        if (rate < 0) {
            printError(QStringLiteral("razzia-cli bench: the engine refused a random decision "
                                      "with %1 players")
                           .arg(players));
            return kExitBug;
        }
        policies[std::to_string(players)] = qRound64(rate);
    }
    doc["random_policy_games_per_s"] = std::move(policies);
    int round = 0;
    const double samples = samplesPerSecond(seconds, round);
    if (samples < 0) {
        printError(QStringLiteral("razzia-cli bench: could not reach a reshuffled position"));
        return kExitBug;
    }
    Ordered decisions = Ordered::object();
    for (std::string_view level : ai::levelNames()) {
        const double ms = decisionMs(level, seconds);
        if (ms < 0) {
            printError(QStringLiteral("razzia-cli bench: the engine refused a decision of level "
                                      "%1 or got stuck")
                           .arg(QString::fromUtf8(level.data(), qsizetype(level.size()))));
            return kExitBug;
        }
        decisions[std::string(level)] = ms;
    }
    doc["decision_ms"] = std::move(decisions);
    doc["sample_hidden_per_s"] = qRound64(samples);
    doc["sample_round"] = round;
    doc["seconds_per_measure"] = seconds;
    doc["cpu"] = cpuModel().toStdString();
    doc["peak_rss_kb"] = peakRssKb();
    doc["version"] = RAZZIA_VERSION;
    doc["build_type"] = RAZZIA_BUILD_TYPE;
    printOut(QByteArray::fromStdString(common::json::dump(doc)));
    return kExitOk;
}

} // namespace razzia::cli
