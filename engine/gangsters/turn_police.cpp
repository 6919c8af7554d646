// The cops and the law (GA4.10, GA7).
#include "terms.h"
#include "turn.h"

namespace gangsters {

void Turn::copMove(int pair)
{
    const City &city = gangsters::city();
    Cop &cop = m_s.cops[size_t(pair)];
    const int pips = m_ctx.blue[size_t(pair)];
    Move mv;
    if (cop.at == city.prison()) {
        mv = prisonExit(pips);
    }
    // G52: when the police owner resigns here, the police is for sale again and the active gang
    // moves the pair.
    for (bool asked = cop.at == city.prison(); !asked;) {
        MoveQuery q;
        q.at = cop.at;
        q.from = cop.from;
        q.die = pips;
        q.cop = true;
        // GA4.10: the shops and the clinic holding someone arrestable, in one pass.
        for (int g = 0; g < m_s.gangs; ++g) {
            for (const Character &c : m_s.gang[size_t(g)].chars) {
                if (c.recordSize == 0 && c.pendingSize == 0)
                    continue;
                if (city.isShop(c.at))
                    q.shops |= uint64_t(1) << city.shopIndex(c.at);
                q.clinicOpen |= c.at == city.clinic();
            }
        }
        static thread_local MoveList moves;
        generateMoves(q, moves);
        if (moves.size == 0)
            return;
        m_point.clear(DecisionType::CopMove, policeController(m_s, m_rules));
        m_point.pair = int8_t(pair);
        for (const Move &m : moves) {
            Choice c;
            c.to = m.to;
            c.via = m.via;
            m_point.push(c);
        }
        try {
            const Choice &c = m_point.options[size_t(ask(m_point))];
            mv = {c.to, c.via};
            asked = true;
        } catch (const Resigned &r) {
            if (r.seat == m_s.active)
                throw;
            resignGang(r.seat);
        }
    }
    cop.at = mv.to;
    cop.from = mv.via;
    Event e;
    e.kind = EventKind::CopMoved;
    e.index = int8_t(pair);
    e.at = mv.to;
    e.via = mv.via;
    notify(e);
    witnessAfter(pair);
    arrests(pair);
}

// GA7.2 (G15): the same square or a street neighbour; a shop or the clinic from itself or its
// access square. Sewer links do not count.
bool copSees(Loc cop, Loc x)
{
    const City &city = gangsters::city();
    if (cop == city.prison() || cop == kNoLoc)
        return false;
    if (cop == x)
        return true;
    if (city.isStreet(x))
        return city.streetNeighbours(cop, x);
    if (city.isShop(x))
        return cop == city.shop(city.shopIndex(x)).access;
    if (x == city.clinic())
        return cop == city.clinicAccess();
    return false;
}

bool Turn::sees(Loc cop, Loc x) const
{
    return copSees(cop, x);
}

bool Turn::seenByPolice(Loc x) const
{
    if (m_s.round < city().constants().policeFromRound)
        return false;
    return sees(m_s.cops[0].at, x) || sees(m_s.cops[1].at, x);
}

void Turn::addRecord(CharRef who, Offence offence, Loc at)
{
    Character &c = m_s.at(who);
    if (c.recordSize >= kMaxRecord) {
        m_s.overflow = true;
        return;
    }
    c.record[c.recordSize++] = {offence, at};
}

void Turn::commit(CharRef who, Offence offence, Loc at)
{
    Event e;
    e.kind = EventKind::OffenceDone;
    e.who = who;
    e.offence = offence;
    e.at = at;
    notify(e);
    if (seenByPolice(at)) {
        addRecord(who, offence, at);
        e.kind = EventKind::Witnessed;
        notify(e);
        return;
    }
    Character &c = m_s.at(who);
    if (c.pendingSize < kMaxPending)
        c.pending[c.pendingSize++] = {offence, at};
    else
        m_s.overflow = true;
}

void Turn::witnessAfter(int pair)
{
    const Loc cop = m_s.cops[size_t(pair)].at;
    for (int k = 0; k < m_s.gangs; ++k) {
        const int g = (m_s.active + k) % m_s.gangs;
        for (int r = 0; r < kRoles; ++r) {
            const CharRef ref{int8_t(g), Role(r)};
            Character &c = m_s.at(ref);
            if (c.pendingSize == 0 || !sees(cop, c.at))
                continue;
            for (int i = 0; i < c.pendingSize; ++i) {
                const Entry entry = c.pending[size_t(i)];
                addRecord(ref, entry.offence, entry.at);
                Event e;
                e.kind = EventKind::Witnessed;
                e.who = ref;
                e.offence = entry.offence;
                e.at = entry.at;
                notify(e);
            }
            c.pendingSize = 0;
        }
    }
}

void Turn::arrests(int pair)
{
    const City &city = gangsters::city();
    const Loc at = m_s.cops[size_t(pair)].at;
    if (at == city.prison() || (city.isStreet(at) && city.manhole(at)))
        return; // GA7.4, GA7.6
    std::array<CharRef, kMaxGangs * kRoles> rebels{};
    int rebelCount = 0;
    std::array<CharRef, kMaxGangs * kRoles> obeying{};
    int obeyCount = 0;
    for (int k = 0; k < m_s.gangs; ++k) {
        const int g = (m_s.active + k) % m_s.gangs;
        for (int r = 0; r < kRoles; ++r) {
            const CharRef ref{int8_t(g), Role(r)};
            const Character &c = m_s.at(ref);
            if (c.at != at || c.recordSize == 0)
                continue;
            bool rebel = false;
            if (!(at == city.clinic() && c.wounded)) { // GA7.7: the wounded obey
                m_point.clear(DecisionType::Arrest, m_s.controller(ref));
                m_point.about = ref;
                Choice obey, reb;
                reb.flag = true;
                m_point.push(obey);
                m_point.push(reb);
                try {
                    rebel = m_point.options[size_t(ask(m_point))].flag;
                } catch (const Resigned &resigned) {
                    if (resigned.seat == m_s.active)
                        throw;
                    resignGang(resigned.seat); // G52: its arrested characters are skipped
                    continue;
                }
            }
            if (rebel)
                rebels[size_t(rebelCount++)] = ref;
            else
                obeying[size_t(obeyCount++)] = ref;
        }
    }
    // A gang that resigned at a later arrest has left: its characters are skipped (G52).
    const Loc cemetery = city.cemetery();
    for (int i = 0; i < obeyCount; ++i) {
        if (m_s.at(obeying[size_t(i)]).at != cemetery)
            jail(obeying[size_t(i)]);
    }
    int standing = 0;
    for (int i = 0; i < rebelCount; ++i) {
        if (m_s.at(rebels[size_t(i)]).at != cemetery)
            rebels[size_t(standing++)] = rebels[size_t(i)];
    }
    if (standing > 0)
        rebellion(pair, rebels.data(), standing);
}

void Turn::rebellion(int pair, const CharRef *rebels, int count)
{
    Event r;
    r.kind = EventKind::Rebellion;
    r.index = int8_t(pair);
    for (int i = 0; i < count; ++i)
        r.chars |= charBit(rebels[i]);
    notify(r);
    Side att, def;
    for (int i = 0; i < count; ++i) {
        addRecord(rebels[i], Offence::Rebellion, m_s.at(rebels[i]).at); // GA7.5 (G19)
        Fighter f;
        f.ref = rebels[i];
        att.add(f);
    }
    for (int i = 0; i < 2; ++i) {
        Fighter f;
        f.kind = TargetKind::Cop;
        f.index = int8_t(i);
        def.add(f);
    }
    def.aimer = policeController(m_s, m_rules);
    const Loc at = m_s.cops[size_t(pair)].at;
    Falls falls;
    duel(att, def, falls);
    bool copFell = false;
    for (int i = 0; i < falls.size; ++i) {
        const Fall &fall = falls.f[size_t(i)];
        if (!fall.defender)
            continue;
        copFell = true;
        const Offence o = fall.how == ShotResult::Killed ? Offence::Murder : Offence::Assault;
        for (int k = 0; k < count; ++k)
            addRecord(rebels[k], o, at);
    }
    for (int i = 0; i < falls.size; ++i) {
        const Fall &fall = falls.f[size_t(i)];
        if (fall.defender)
            continue;
        const CharRef who = att.f[size_t(fall.index)].ref;
        if (fall.how == ShotResult::Killed)
            place(who, ShotResult::Killed);
        else
            jail(who); // G19: a beaten rebel goes to prison, not the clinic
    }
    if (copFell) {
        // GA7.5, GA9.6: « Les flics blessés ou tués repartiront du centre ».
        m_s.cops[size_t(pair)] = {city().prison(), kNoLoc};
        Event e;
        e.kind = EventKind::CopsToCentre;
        e.index = int8_t(pair);
        notify(e);
    }
    if (m_duelResign >= 0)
        afterResignedDuel();
    checkEliminations();
}

void Turn::jail(CharRef who)
{
    const City &city = gangsters::city();
    Character &c = m_s.at(who);
    int years = 0;
    for (int i = 0; i < c.recordSize; ++i)
        years += city.constants().years[size_t(c.record[size_t(i)].offence)];
    // GA7.8: the pawns and R tokens of its own colour named on its record go to the bank.
    for (int i = 0; i < c.recordSize; ++i) {
        const Entry &entry = c.record[size_t(i)];
        Event e;
        e.at = entry.at;
        if (entry.offence == Offence::Traffic && city.isStreet(entry.at) &&
            m_s.traffic[entry.at] == who.seat) {
            m_s.traffic[entry.at] = -1;
            e.kind = EventKind::PawnToBank;
            notify(e);
        } else if (entry.offence == Offence::Racket && city.isShop(entry.at) &&
                   m_s.racket[size_t(city.shopIndex(entry.at))] == who.seat) {
            m_s.racket[size_t(city.shopIndex(entry.at))] = -1;
            e.kind = EventKind::RacketToBank;
            notify(e);
        }
    }
    releaseLinks(who, VampEndReason::Jailed);
    c.at = city.prison();
    c.from = kNoLoc;
    c.sentence = int16_t(years);
    c.recordSize = 0;
    c.pendingSize = 0;
    c.wounded = false;
    c.dazed = false;
    if (who.seat == m_s.active)
        m_ctx.canPlay &= uint8_t(~(1u << int(who.role)));
    Event e;
    e.kind = EventKind::Jailed;
    e.who = who;
    e.a = int16_t(years);
    notify(e);
}

} // namespace gangsters
