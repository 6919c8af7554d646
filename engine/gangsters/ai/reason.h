// Why a level chose an option, as a value: a kind and its arguments, so that the window can
// translate it (its words go through tr(), the engine has no Qt) and the command line can print
// the English rendering. A reason has one or two parts, read in order and joined by ": ", as
// in "goes to 2.6" + "buys 2.6: 1 shop left in this district".
#pragma once

#include "gangsters/state.h"

#include <array>
#include <string>

namespace gangsters::ai {

enum class ReasonKind : uint8_t
{
    Nothing,           // nothing worth doing here
    Mugs,              // mugs for {a} briques (GA5.2)
    LaysPawn,          // lays a pawn: {a} a turn while the dealer works (GA6.7)
    Rackets,           // rackets {at}: {a} a turn (GA6.3)
    Buys,              // buys {at}: {a} shops left in this district; a = 0: the whole district
    HoldsUpProperty,   // holds up {at} for the property ({a}% to win the duel) (GA6.5)
    HoldsUp,           // holds up {at} for {a} briques ({b}% to win) (GA6.4)
    HoldsUpShop,       // holds up {at}
    Settles,           // settles scores ({a}% to win) (GA9)
    Vamps,             // vamps the rival {role} for three turns (GA8.2)
    Recruits,          // recruits a new {role} (GA10)
    BuysTraffic,       // buys {a} traffic pawns; a = 0: buys traffic pawns (GA6.6)
    FinishesOff,       // finishes off the wounded at the clinic (GA9.7)
    SendsCops,         // sends the cops after a rival with a record (GA7.4)
    KeepsCopsAway,     // keeps the cops away
    Rebels,            // rebels: {a}% to beat the cops (GA7.5)
    Obeys,             // obeys: {a} turns in prison (GA7.5)
    AimsAt,            // aims at gang {seat + 1}'s {role} (GA9.4)
    RefusesRecruit,    // refuses: that gang leads or is close to a district (GA10.2)
    AsksPrice,         // asks {a} briques (GA10.2)
    AcceptsPrice,      // accepts the price (GA10.2)
    DeclinesPrice,     // declines: the money is for shops (GA10.2)
    BuysPolice,        // buys the police: the cops move against the rivals every turn (GA7.10)
    KeepsMoney,        // keeps the money for shops
    BringsAccomplices, // brings every accomplice (GA5.6)
    GoesTo,            // goes to {at} (GA4.11)
    First,             // {role} first (GA3.4f)
    SearchOrder,       // the best order the search found
};

struct ReasonPart
{
    ReasonKind kind = ReasonKind::Nothing;
    Loc at = kNoLoc; // a location: city().name(at) in English, "2.6", "CLINIC"
    Role role = Role::Killer;
    int8_t seat = -1;
    int16_t a = 0;
    int16_t b = 0;
    friend bool operator==(const ReasonPart &, const ReasonPart &) = default;
};

struct Reason
{
    std::array<ReasonPart, 2> parts{};
    uint8_t size = 0;

    static Reason of(const ReasonPart &p)
    {
        Reason r;
        r.parts[0] = p;
        r.size = 1;
        return r;
    }
    // `head` before this reason ("goes to 2.6" before "buys 2.6: …"); the last part gives way
    // if both are taken.
    Reason after(const ReasonPart &head) const
    {
        Reason r;
        r.parts[0] = head;
        r.size = 1;
        if (size > 0)
            r.parts[r.size++] = parts[0];
        return r;
    }
    bool empty() const { return size == 0; }
    friend bool operator==(const Reason &, const Reason &) = default;
};

// The English sentence, for the command line and logs.
std::string english(const ReasonPart &part);
std::string english(const Reason &reason);

} // namespace gangsters::ai
