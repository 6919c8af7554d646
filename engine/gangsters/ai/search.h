// Hard and expert (issue 27): open-loop Monte Carlo tree search over the rest of the seat's
// turn and the rivals' replies, from the seat view only (docs/ai.md, "How each level decides").
//
// The tree holds the deciding seat's own choices of the turn under way (the police purchase,
// the order of its characters and their paths, GA3.4c, GA3.4f, GA4.11), continued from the
// view's decision point through Turn::resume…() rather than replayed. Every other decision of
// a play-out (actions, accomplices, shots, arrests, prices, the cops) is answered by a greedy
// level's appraisal; the dice not yet rolled are drawn from the search's own generator, seeded
// from the policy's seed and the view: never the game's (GA12). After the turn, expert plays
// each rival's turn (its reply); hard plays the reply of a lone rival (2 gangs) and otherwise
// weighs the replies at the leaf by the chance of the cops' and killers' dice. The leaf is valued
// by each gang's standing, and the deciding seat's reward is its share of a soft maximum over the
// gangs (MCTS's per-seat reward).
#pragma once

#include "greedy.h"

#include <array>
#include <cstdint>

namespace gangsters::ai {

struct SearchConfig
{
    Sense own = normalSense();     // how the seat answers the points it does not search, and
                                   // orders and keeps options (hard, expert: tunedSense())
    int iterations = 64;           // play-outs per searched decision
    bool normalReplies = false;    // rivals answer as normal without its lookahead, not as easy
    int candidates = 4;            // the options searched, best first by `own`'s value (0: all)
    bool widening = false;         // progressive widening over options ordered by `own`'s value
    bool districtModel = false;    // a gang's district read from its buys, not chosenDistrict
    bool anticipatePrices = false; // prices and answers that weigh who the recruit helps
    int replies = -1;              // rivals' turns played after the seat's (-1: every rival)
    int ownTurns = 0;              // the seat's later turns played after them, each followed by
                                   // the replies, by its own appraisal without the lookahead
    int replyGangs = 0;            // every rival's reply is played, by normal's replies, whatever
                                   // `replies` and `normalReplies` say, in a game of at most this
                                   // many gangs (hard: the one rival of 2)
    bool leafExposure = false;     // the seat's exposure to cops and killers at the leaf
    bool fourGangLeaf = false;     // at 4 gangs, the leaf weighs with kWeightsFour (hard)
    bool twoGangLeaf = false;      // at 2 gangs, the leaf weighs with kWeightsTwo (expert)
    bool twoGangSearch = false;    // at 2 gangs, twoGangSearch(): expert's measured changes there
    bool alignedReplies = false;   // the k-th play-out of every root option gives each rival's
                                   // reply the same dice, from a stream of its own
    double exploration = 0.5;      // UCB1's constant, rewards being in 0..1
    double priorWeight = 0.2;      // progressive bias towards `own`'s choice, fading with visits
    bool halving = false;          // sequential halving at the root instead of UCB1
    int rootCandidates = 4;        // the root options halving starts from, best first (0: all)
    double margin = -1;            // leave `own`'s choice only if better by this many standard
                                   // errors on common dice (< 0: never keep it for that)
};

SearchConfig hardConfig();
SearchConfig expertConfig();
// What a config with twoGangSearch becomes at a table of 2 gangs (expert, measured there alone):
// UCB1's constant 0.05, the rival's replies on aligned dice, and its own appraisal with the
// blocking bonus ×4 and a hold-up's feared losses ×½. (Expert's own next turn in every play-out,
// `ownTurns`, is its own at every size.)
SearchConfig twoGangSearch(SearchConfig config);

// What the tree found for view.pending: the option, the share of play-outs it got, its mean
// reward, and the greedy reason for it. Valid for BuyPolice, Next and Move points with two
// options or more; any other point is answered by `own` (searched = false).
struct SearchPick
{
    Pick pick;
    bool searched = false;
    int playouts = 0;
    double reward = 0;
};

SearchPick search(const SeatView &view, const SearchConfig &config, uint64_t seed,
                  int lastPrice = -1);

// What a gang's standing is made of, at a leaf: money; its shops at their price; income over
// the turns left (at most 20); its district's progress squared (GA11.1); the police (GA7.10);
// the worth of its dead, the years its jailed still serve, its wounded, the worth of those
// vamped away (GA8.2), the years of its records (GA7.8); then, outside standing(), its
// characters' next-roll opportunities and (for the deciding seat) their exposure.
enum Feature
{
    kMoney,
    kShops,
    kIncome,
    kDistrict,
    kPolice,
    kDead,
    kJail,
    kWounded,
    kVamped,
    kRecord,
    kStanding, // the features above make standing()
    kOpportunity = kStanding,
    kExposure,
    kFeatures
};
using Features = std::array<double, kFeatures>;
// Each feature's weight in a gang's value, in units of the soft maximum's temperature: the
// chance that gang g wins is taken as exp(V_g) / Σ exp(V_h) (evaluate.cpp: how they were fitted).
// kWeights were fitted to games of 2, 3 and 4 gangs, kWeightsFour to games of four alone,
// kWeightsTwo to hard's games of two with the district read from the buys.
extern const Features kWeights;
extern const Features kWeightsFour;
extern const Features kWeightsTwo;
// The weights of a leaf with `gangs` gangs: kWeightsFour at four for a search whose
// SearchConfig::fourGangLeaf is set, kWeightsTwo at two for one whose twoGangLeaf is,
// kWeights otherwise.
const Features &leafWeights(int gangs, const SearchConfig &config);

Features features(const State &s, const Rules &rules, int seat, bool districtModel);
// The mean over the six faces of the best action each free character of `seat` can reach.
double opportunity(const State &s, const Rules &rules, int seat);
// What the seat's characters risk from the cops and rival killers before its next turn.
double exposure(const State &s, const Rules &rules, int seat);
// A gang's standing: its features but the last two, weighed by `weights`.
double standing(const State &s, const Rules &rules, int seat, bool districtModel,
                const Features &weights);
// The share of the game `seat` may expect from the position: 1/k for a draw of k winners at the
// end, else its share of a soft maximum of the gangs' values (standing and opportunities).
double reward(const State &s, const Rules &rules, int seat, bool districtModel, bool exposure,
              const Features &weights);

class SearchPolicy final : public Policy
{
public:
    SearchPolicy(const SearchConfig &config, uint64_t seed) : m_config(config), m_seed(seed) {}
    Decision decide(const SeatView &view) override;
    void observe(const Event &event) override;
    void reseed(uint64_t seed) override { m_seed = seed; }

private:
    SearchConfig m_config;
    uint64_t m_seed;
    int m_lastPrice = -1; // the price named last (GA10.2), for the recruiter's answer
};

} // namespace gangsters::ai
