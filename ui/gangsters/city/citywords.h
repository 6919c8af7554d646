// The city in words, for tooltips and accessibility (GA12: everything on it is public; future
// dice are nowhere in it). Every string is translated here.
#pragma once

#include "gangsters/state.h"

#include <QCoreApplication>
#include <QString>

namespace gangsters::ui {

class CityWords
{
    Q_DECLARE_TR_FUNCTIONS(gangsters::ui::CityWords)
public:
    // "red killer", after GA1.1's colours.
    static QString character(CharRef who);
    static QString copPair(int pair);
    static QString offence(Offence offence);
    // A location's name for a player: "square A1.3", "shop 2.5", "the prison".
    static QString location(Loc loc);
    // Everything a location shows: what it is, its tokens and pawn, who stands there, pending
    // offences.
    static QString describeLocation(const State &state, Loc loc);
    // Everything of a character: where, heading, record and years, pending offences, wound,
    // daze, vamping, sentence.
    static QString describeCharacter(const State &state, CharRef who);
    static QString describeCops(const State &state, int pair);
};

} // namespace gangsters::ui
