// The leaves of the search (search.h): what a position is worth to each gang, in briques, and
// the share of the game a seat may expect from it.
#include "search.h"

#include "greedy.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace gangsters::ai {

double standing(const State &s, const Rules &rules, int seat, bool districtModel)
{
    const City &k = city();
    const Constants &K = k.constants();
    const Gang &gang = s.gang[size_t(seat)];
    double v = gang.money;
    int rackets = 0, properties = 0, pawns = 0;
    for (int shop = 0; shop < k.shops(); ++shop) {
        rackets += s.racket[size_t(shop)] == seat;
        properties += s.owner[size_t(shop)] == seat;
        // A shop keeps its price as an asset: buying trades money for income and progress.
        if (s.owner[size_t(shop)] == seat)
            v += k.shop(shop).price;
    }
    for (int q = 0; q < k.streets(); ++q)
        pawns += s.traffic[size_t(q)] == seat;
    const Character &dealer = gang.chars[size_t(Role::Dealer)];
    const bool dealing = !dealer.wounded && dealer.controlledBy < 0 &&
                         (k.isStreet(dealer.at) || k.isShop(dealer.at) || dealer.at == k.clinic());
    // GA3.4b: income over the turns that still count, discounted.
    // (0.6 over 12 turns, measured: par against normal; 0.8 over 20, normal's own horizon.)
    const int turns = std::min(horizon(s, rules), 20);
    v += 0.8 * turns *
         (rackets * K.racketIncome + properties * K.propertyIncome +
          (dealing ? pawns * K.trafficIncome : 0));
    // GA11.1: the district is the game; progress counts more the nearer it is to complete.
    // Without the model, the district the gang's own greedy choice names (a seat leans to its
    // own at the start); with it, the district its buys have brought nearest.
    double near = progress(s, seat, chosenDistrict(s, seat));
    if (districtModel) {
        for (int d = 1; d <= k.districts(); ++d)
            near = std::max(near, progress(s, seat, d));
    }
    v += 1600 * near * near;
    if (s.policeOwner == seat)
        v += 80; // GA7.10: the cops move for this gang at every turn
    const auto &years = K.years;
    for (int r = 0; r < kRoles; ++r) {
        const CharRef c{int8_t(seat), Role(r)};
        const Character &ch = gang.chars[size_t(r)];
        if (ch.at == k.cemetery()) {
            v -= characterWorth(s, c);
            continue;
        }
        if (ch.at == k.prison())
            v -= 12.0 * ch.sentence;
        if (ch.wounded)
            v -= 30;
        if (ch.controlledBy >= 0 && ch.controlledBy != seat)
            v -= 0.4 * characterWorth(s, c); // GA8.2: vamped away
        int y = 0;
        for (int i = 0; i < ch.recordSize; ++i)
            y += years[size_t(ch.record[size_t(i)].offence)];
        v -= 4.0 * y; // a record is a sentence waiting for the cops (GA7.8)
    }
    return v;
}

namespace {

// What each character of `seat` may do on its next roll: the mean over the six faces of the best
// action it can reach (normal's lookahead, GA4.4 headings included), as easy appraises them.
double opportunity(const State &s, const Rules &rules, int seat)
{
    static thread_local SeatView view;
    view.state = s;
    view.rules = rules;
    view.seat = seat;
    view.hasPending = false;
    view.pending.clear(DecisionType::Move, seat);
    const Appraiser a(view, Sense{});
    const City &k = city();
    double total = 0;
    static thread_local MoveList moves;
    for (int r = 0; r < kRoles; ++r) {
        const CharRef who{int8_t(seat), Role(r)};
        const Character &ch = s.at(who);
        if (ch.at == k.cemetery() || ch.at == k.prison() || s.controller(who) != seat)
            continue;
        double expected = 0;
        for (int die = 1; die <= 6; ++die) {
            generateMoves(moveQueryFor(s, who, die), moves);
            double best = 0;
            for (const Move &m : moves)
                best = std::max(best, a.bestAt(who, m.to));
            expected += best / 6.0;
        }
        total += expected;
    }
    return total;
}

} // namespace

// What the seat's characters risk where they stand before its next turn: normal's exposure
// to the cop pairs (by the dice) and the rivals' killers (knowledge.h).
double exposure(const State &s, const Rules &rules, int seat)
{
    static thread_local SeatView view;
    view.state = s;
    view.rules = rules;
    view.seat = seat;
    view.hasPending = false;
    view.pending.clear(DecisionType::Move, seat);
    const Appraiser a(view, normalSense());
    const City &k = city();
    double total = 0;
    for (int r = 0; r < kRoles; ++r) {
        const CharRef who{int8_t(seat), Role(r)};
        const Character &ch = s.at(who);
        if (ch.at == k.cemetery() || ch.at == k.prison())
            continue;
        total += a.exposure(who, ch.at, a.yearsOf(who));
    }
    return total;
}

double reward(const State &s, const Rules &rules, int seat, bool districtModel, bool exposed)
{
    if (s.isOver()) {
        const unsigned w = s.over.winners;
        return (w >> seat) & 1 ? 1.0 / std::popcount(w) : 0.0;
    }
    if (s.gang[size_t(seat)].eliminated)
        return 0;
    // A soft maximum: 200 briques ahead of a rival is about e to 1 against it.
    constexpr double kTemperature = 200;
    // Material alone undervalues a character placed for its next roll, which normal's
    // lookahead showed to be worth much (docs/ai.md): each gang's opportunities count too.
    auto value = [&](int g) {
        return standing(s, rules, g, districtModel) + opportunity(s, rules, g);
    };
    const double mine = value(seat) - (exposed ? exposure(s, rules, seat) : 0);
    double sum = 0;
    for (int g = 0; g < s.gangs; ++g) {
        if (s.gang[size_t(g)].eliminated)
            continue;
        const double v = g == seat ? mine : value(g);
        sum += std::exp(std::clamp((v - mine) / kTemperature, -30.0, 30.0));
    }
    return 1.0 / sum;
}

} // namespace gangsters::ai
