#include "state.h"

namespace gangsters {

const char *roleId(Role role)
{
    switch (role) {
    case Role::Killer:
        return "killer";
    case Role::Vamp:
        return "vamp";
    case Role::Dealer:
        return "dealer";
    }
    return "?";
}

const char *offenceId(Offence offence)
{
    static const char *const ids[] = {"mugging", "racket",    "holdup", "traffic",
                                      "assault", "rebellion", "murder"};
    return ids[size_t(offence)];
}

const char *reasonId(OverReason reason)
{
    static const char *const ids[] = {"district", "last_gang", "round_limit", "resign", "police"};
    return ids[size_t(reason)];
}

int State::tokens(int seat) const
{
    int n = 0;
    for (int s = 0; s < city().shops(); ++s)
        n += (owner[size_t(s)] == seat) + (racket[size_t(s)] == seat);
    return n;
}

int State::pawns(int seat) const
{
    int n = gang[size_t(seat)].stock;
    for (int q = 0; q < city().streets(); ++q)
        n += traffic[size_t(q)] == seat;
    return n;
}

int State::ownedShops(int seat) const
{
    int n = 0;
    for (int s = 0; s < city().shops(); ++s)
        n += owner[size_t(s)] == seat;
    return n;
}

State State::initial(int gangs, int first)
{
    State s;
    s.gangs = int8_t(gangs);
    s.first = int8_t(first);
    s.active = int8_t(first);
    s.owner.fill(-1);
    s.racket.fill(-1);
    s.traffic.fill(-1);
    const Loc prison = city().prison();
    for (int g = 0; g < kMaxGangs; ++g) {
        for (Character &c : s.gang[size_t(g)].chars)
            c.at = g < gangs ? prison : city().cemetery();
        s.gang[size_t(g)].eliminated = g >= gangs;
    }
    for (Cop &cop : s.cops)
        cop.at = prison;
    return s;
}

} // namespace gangsters
