// The end of a turn and of a game: the police player's win, the hand-over and the round limit
// (GA3.4h, GA11.3), a district (GA11.1), eliminations (GA10.3, GA11.2) and resignations (GA11.4).
#include "turn.h"

#include <bit>

namespace gangsters {

bool Turn::policeWins() const
{
    const City &city = gangsters::city();
    for (int g = 0; g < m_s.gangs; ++g) {
        if (m_s.gang[size_t(g)].eliminated)
            continue;
        for (const Character &c : m_s.gang[size_t(g)].chars) {
            if (city.isStreet(c.at) || city.isShop(c.at))
                return false;
        }
    }
    return true;
}

void Turn::handOver()
{
    int seat = m_s.active;
    int round = m_s.round;
    for (int i = 0; i < m_s.gangs; ++i) {
        seat = (seat + 1) % m_s.gangs;
        if (seat == m_s.first)
            ++round;
        if (!m_s.gang[size_t(seat)].eliminated)
            break;
    }
    if (m_rules.roundLimit > 0 && round > m_rules.roundLimit) {
        // GA11.3 (G33, G48): the most shops, then the most money; the last turn's round and
        // seat stay.
        Over o;
        o.reason = OverReason::RoundLimit;
        if (m_rules.policePlayer) {
            o.status = OverStatus::Won;
            o.reason = OverReason::Police;
            o.winners = uint8_t(1u << m_s.gangs);
            finish(o);
        }
        int bestShops = -1, bestMoney = -1;
        for (int g = 0; g < m_s.gangs; ++g) {
            if (m_s.gang[size_t(g)].eliminated)
                continue;
            const int shops = m_s.ownedShops(g);
            const int money = m_s.gang[size_t(g)].money;
            if (shops > bestShops || (shops == bestShops && money > bestMoney)) {
                bestShops = shops;
                bestMoney = money;
                o.winners = 0;
            }
            if (shops == bestShops && money == bestMoney)
                o.winners |= uint8_t(1u << g);
        }
        o.status = std::popcount(o.winners) > 1 ? OverStatus::Drawn : OverStatus::Won;
        finish(o);
    }
    m_s.round = int16_t(round);
    m_s.active = int8_t(seat);
}

void Turn::finish(const Over &over)
{
    m_s.over = over;
    Event e;
    e.kind = EventKind::GameOver;
    e.over = over;
    notify(e);
    throw GameEnded{};
}

void Turn::checkDistrict(int seat, int shop)
{
    const City &city = gangsters::city();
    const int district = city.shop(shop).district;
    for (int s : city.districtShops(district)) {
        if (m_s.owner[size_t(s)] != seat)
            return;
    }
    Over o;
    o.status = OverStatus::Won;
    o.reason = OverReason::District;
    o.winners = uint8_t(1u << seat);
    o.district = int8_t(district);
    finish(o);
}

// GA10.3 (G32): assets back to the bank, the police for sale again.
void Turn::eliminate(int g)
{
    const City &city = gangsters::city();
    Gang &gang = m_s.gang[size_t(g)];
    for (int r = 0; r < kRoles; ++r) {
        const CharRef ref{int8_t(g), Role(r)};
        if (gang.chars[size_t(r)].at == city.cemetery())
            continue;
        releaseLinks(ref, VampEndReason::Fell);
        gang.chars[size_t(r)] = Character{};
        gang.chars[size_t(r)].at = city.cemetery();
    }
    gang.eliminated = true;
    gang.money = 0;
    gang.stock = 0;
    for (int s = 0; s < city.shops(); ++s) {
        if (m_s.owner[size_t(s)] == g)
            m_s.owner[size_t(s)] = -1;
        if (m_s.racket[size_t(s)] == g)
            m_s.racket[size_t(s)] = -1;
    }
    for (int q = 0; q < city.streets(); ++q) {
        if (m_s.traffic[size_t(q)] == g)
            m_s.traffic[size_t(q)] = -1;
    }
    if (m_s.policeOwner == g)
        m_s.policeOwner = -1;
}

// GA11.4 (G49, G52): the gang leaves at once, as eliminated (GA10.3); one gang left wins by
// `resign`.
void Turn::resignGang(int seat)
{
    eliminate(seat);
    Event e;
    e.kind = EventKind::Eliminated;
    e.seat = int8_t(seat);
    notify(e);
    uint8_t left = 0;
    for (int h = 0; h < m_s.gangs; ++h) {
        if (!m_s.gang[size_t(h)].eliminated)
            left |= uint8_t(1u << h);
    }
    Over o;
    o.status = OverStatus::Won;
    if (m_rules.policePlayer && !left) {
        o.reason = OverReason::Police;
        o.winners = uint8_t(1u << m_s.gangs);
        finish(o);
    }
    if (!m_rules.policePlayer && std::popcount(left) == 1) {
        o.reason = OverReason::Resign;
        o.winners = left;
        finish(o);
    }
}

void Turn::resignActive()
{
    try {
        resignGang(m_s.active);
        endOfTurn(); // G47: its turn ends at once
    } catch (const GameEnded &) {
    }
    m_ctx.inTurn = false;
}

// G52: a resignation during a duel ended it; the fallen are placed, now the gang leaves.
void Turn::afterResignedDuel()
{
    const int seat = m_duelResign;
    m_duelResign = -1;
    resignGang(seat);
    if (seat == m_s.active)
        throw TurnEnded{};
}

void Turn::checkEliminations()
{
    const City &city = gangsters::city();
    uint8_t now = 0;
    for (int g = 0; g < m_s.gangs; ++g) {
        Gang &gang = m_s.gang[size_t(g)];
        if (gang.eliminated)
            continue;
        bool dead = true;
        for (const Character &c : gang.chars)
            dead &= c.at == city.cemetery();
        if (!dead)
            continue;
        eliminate(g);
        now |= uint8_t(1u << g);
        Event e;
        e.kind = EventKind::Eliminated;
        e.seat = int8_t(g);
        notify(e);
    }
    if (!now)
        return;
    uint8_t left = 0;
    for (int g = 0; g < m_s.gangs; ++g) {
        if (!m_s.gang[size_t(g)].eliminated)
            left |= uint8_t(1u << g);
    }
    Over o;
    if (m_rules.policePlayer) {
        if (!left) {
            o.status = OverStatus::Won;
            o.reason = OverReason::Police;
            o.winners = uint8_t(1u << m_s.gangs);
            finish(o);
        }
    } else if (std::popcount(left) == 1) {
        o.status = OverStatus::Won;
        o.reason = OverReason::LastGang;
        o.winners = left;
        finish(o);
    } else if (!left) {
        // GA11.2: the last gangs fell to the same event: drawn between them.
        o.status = std::popcount(now) > 1 ? OverStatus::Drawn : OverStatus::Won;
        o.reason = OverReason::LastGang;
        o.winners = now;
        finish(o);
    }
    if (now & (1u << m_s.active))
        throw TurnEnded{};
}

// GA15.2: the police player wins at the end of a turn with nobody in the streets or the shops;
// then GA3.4h.
void Turn::endOfTurn()
{
    if (m_rules.policePlayer && policeWins()) {
        Over o;
        o.status = OverStatus::Won;
        o.reason = OverReason::Police;
        o.winners = uint8_t(1u << m_s.gangs);
        finish(o);
    }
    handOver();
}

} // namespace gangsters
