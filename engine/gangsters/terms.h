// What an arrival action gains and risks, and the odds of the duels a seat may be asked to
// start, in the game's own numbers: what the window's buttons and dialogs say ("Racket: +5 a
// turn · 1 year if seen"), so that no widget knows a price, an income or a sentence.
#pragma once

#include "seatview.h"

#include <vector>

namespace gangsters {

struct Terms
{
    int money = 0;        // briques gained (+) or paid (-) at once; a hold-up's takings
    int income = 0;       // briques a turn from the next income on (GA6.2–GA6.7)
    int pawns = 0;        // traffic pawns bought (GA6.7)
    bool offence = false; // the action is an offence: `years` if the police see it (GA7.1)
    Offence what = Offence::Mugging;
    int years = 0;
    bool duel = false; // it starts a duel (hold-up, settling of scores, GA9)
    double odds = -1;  // the chance the actor's side wins it alone, 0..1; -1 without a duel
    int targets = 0;   // the duel's defenders, or a finishing off's wounded
};

// The terms of `choice`, an option of the Action point about `actor` in `state`.
Terms termsOf(const State &state, CharRef actor, const Choice &choice);

// GA7.5: the chance that `who` alone, rebelling against a cop pair (two cops), wins the duel.
double rebellionOdds(const State &state, CharRef who);

// Years of prison an offence costs (GA7.8).
int yearsFor(Offence offence);
// The years a character's criminal record holds now (GA7.8): what an arrest would cost.
int recordYears(const Character &character);
// GA7.2: whether a cop pair standing on `cop` sees location `x`: its own place, a street
// neighbour, or the shop or clinic its square is the door of; nothing from the prison.
bool copSees(Loc cop, Loc x);
// The locations cop pair `pair` watches now (GA7.2): none before the police's round (GA3.4d) nor
// from the prison. What the city frames while a move is chosen.
std::vector<Loc> watchedBy(const State &state, int pair);
// What `seat` earns at the start of its next turn (GA6.2–GA6.7): rackets, properties, pawns.
int incomeOf(const State &state, int seat);

} // namespace gangsters
