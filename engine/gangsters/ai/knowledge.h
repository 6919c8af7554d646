// What every Gangsters level knows of a position, computed from its seat view only (GA12: the
// whole state is public, future dice are not): who is deciding for which character, where the
// cop pairs and the rivals' killers can be after their next roll, what a duel is worth, and
// what an arrival action earns. The levels differ in how much of this they weigh (docs/ai.md).
#pragma once

#include "reason.h"

#include "gangsters/seatview.h"

#include <array>
#include <string>

namespace gangsters::ai {

// What an appraisal weighs, in briques. Easy and normal play by these hand-set values; hard and
// expert by tunedWeights() (docs/ai.md, "Tuned weights").
struct Weights
{
    double jailYear = 12;      // a year of sentence risked (the dealer's counts 1.5 times)
    double killerRisk = 0.3;   // the share of its worth a character risks in a killer's reach
    double shopIncome = 10;    // a shop's income for each turn left
    double districtStep = 700; // the district's worth, shared among its shops by p² (GA11.1)
    double mugging = 1;        // the weight of a mugging's take (GA5.2)
    double vamping = 1;        // the weight of a vamping: 30 and 0.45 of the victim's worth
    double recruit = 1.3;      // a recruit's worth against the character's (GA10)
    double blocking = 90;      // a free shop's worth for each shop a rival owns past n−4 of its
                               // district's n (it must then hold the shop up, GA6.5)
    double holdupFear = 1;     // the weight of what entering a shop for a hold-up risks (GA5.3)
};

// How deep a level looks; easy leaves the refinements off, normal turns them on.
struct Sense
{
    bool threatByProbability = false; // cop reach weighed by the blue dice, not yes/no
    bool killerThreat = false;        // rivals' killers that can reach a square next turn
    bool blocking = false;            // value of denying a rival close to a district
    bool lookahead = false;           // expectimax over the mover's next die (Move decisions)
    Weights weights;
};

// Per location: how many faces of a die (0..6) bring a piece there, summed per piece kind.
using Reach = std::array<uint8_t, 256>;

// The character a decision is about, read from the view: the mover of a Move point, the actor
// of an Action point (a vamp's companion included, GA8.2–GA8.3). Invalid when none applies.
CharRef deciding(const SeatView &view);

// Faces of each pair's next blue die that can end the pair's move on each location, entering
// shops and the clinic as if someone there were arrestable (GA4.10).
std::array<Reach, 2> copReach(const State &s);
// Faces of the next die of each killer that `seat` does not control, by location.
Reach killerReach(const State &s, int seat);

// The chance that attackers beat defenders in a duel (GA9.2–GA9.3) with `killers` of the
// attackers being killers (+2 each) and `defKillers` of the defenders; computed once per shape
// by a fixed-seed simulation, so it never reads a game's dice.
double duelWin(int attackers, int killers, int defenders, int defKillers);

// The district a gang works on: most owned shops, then rackets, then the cheapest to finish.
int chosenDistrict(const State &s, int seat);
// How far `seat` is towards owning district d: 0..1, what is left counted by price and harder
// when a rival owns part of it (it must then be held up, GA6.5).
double progress(const State &s, int seat, int d);

// The rounds still worth planning for (income horizon).
int horizon(const State &s, const Rules &rules);

// A character's worth to its gang in briques: what losing it for good costs.
double characterWorth(const State &s, CharRef c);

class Appraiser
{
public:
    Appraiser(const SeatView &view, const Sense &sense);

    const State &state() const { return m_s; }
    int seat() const { return m_seat; }

    // The value for `seat` of the action `c` taken by `actor` where it stands, with a reason.
    double action(CharRef actor, const Choice &c, Reason *why = nullptr) const;
    // The best action `actor` could take standing at `at` (a cheap bound used for moves).
    double bestAt(CharRef actor, Loc at, Reason *why = nullptr) const;
    // What standing at `at` with `years` of record and pending offences risks before its next
    // turn: the cops' reach, and with Sense::killerThreat the rivals' killers.
    double exposure(CharRef who, Loc at, int years) const;
    // A Move option for `who`: the best action there, minus the exposure, plus, with
    // Sense::lookahead, the expected best opportunity of its next die (expectimax).
    double move(CharRef who, const Choice &c, Reason *why = nullptr) const;
    // A cop pair's destination for the police controller `seat` (GA4.10, GA7.4).
    double copMove(const Choice &c, Reason *why = nullptr) const;
    // A shop's worth to `seat` as property: income, district progress, blocking.
    double shopWorth(int shop, int seat) const;

    int yearsOf(CharRef c) const;

private:
    double threat(Loc at) const;
    double vamping(CharRef victim) const; // a vamping of `victim` (GA8.2)
    double duelAttack(CharRef actor, int defenders, int defKillers, uint16_t extra) const;
    uint16_t accompliceMask(CharRef actor) const;

    const SeatView &m_view;
    const State &m_s;
    Sense m_sense;
    int m_seat;
    int m_horizon;
    int m_district;
    std::array<Reach, 2> m_cops{};
    Reach m_killers{};
};

} // namespace gangsters::ai
