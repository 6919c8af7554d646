#include "belief.h"

#include "evaluation.h"
#include "replay.h"

#include <cmath>

namespace speakeasy::ai {

namespace {

// Whether `kind` gains by attacking `victim` (SE5.1): it takes the point, or both go and the
// victim was worth more (an FBI agent against a Boss).
bool beats(Kind kind, Kind victim)
{
    switch (fight(kind, victim)) {
    case Outcome::AttackerWins:
    case Outcome::SpeakeasyTaken:
        return true;
    case Outcome::BothRemoved:
        return kWorth[size_t(victim)] > kWorth[size_t(kind)];
    case Outcome::DefenderWins:
        return false;
    }
    return false;
}

} // namespace

Belief::Belief(const SeatView &view, const BeliefSettings &settings, const OpponentHabits *habits)
{
    const int me = view.seat();
    m_opponent = 1 - me;
    m_unknown = view.unknown();

    // Replay the public history (replay.h). What each piece's behaviour says travels with it.
    // Only our pieces the opponent has seen in a fight matter: those are the ones its moves
    // can answer.
    std::array<Kind, kSquares> revealed;
    revealed.fill(Kind::None);
    std::array<std::array<float, kKinds>, kSquares> rows;
    for (auto &row : rows)
        row.fill(1.0f);
    std::array<int, kSquares> movesMade{};
    std::array<Square, kSquares> origin;
    for (Square q = 0; q < kSquares; ++q)
        origin[q] = q;

    replayHistory(view, [&](Move m, int mover, const Confrontation *c, const Owners &owner) {
        if (!c || c->outcome == Outcome::AttackerWins || c->outcome == Outcome::SpeakeasyTaken)
            origin[m.to] = origin[m.from];
        const std::array<float, kKinds> row = rows[m.from];
        const int made = movesMade[m.from] + 1;
        const Kind moverKind = revealed[m.from];
        revealed[m.from] = Kind::None;
        if (c) {
            if (c->outcome == Outcome::DefenderWins) {
                revealed[m.to] = c->defender;
            } else if (c->outcome == Outcome::BothRemoved) {
                revealed[m.to] = Kind::None;
            } else {
                revealed[m.to] = c->attacker;
                rows[m.to] = row;
                movesMade[m.to] = made;
            }
            return;
        }
        revealed[m.to] = moverKind;
        rows[m.to] = row;
        movesMade[m.to] = made;
        if (mover != m_opponent)
            return;
        // Our revealed pieces it could attack by a step from the old point or the new one:
        // coming within reach of one says "I beat it", leaving its reach "it beats me".
        const Bits before = kBoard.adjacent[m.from], after = kBoard.adjacent[m.to];
        for (Bits b = before ^ after; b; b &= b - 1) {
            const Square s = lowest(b);
            if (owner[s] != me || revealed[s] == Kind::None)
                continue;
            const bool nearNow = after & bit(s);
            const float factor = float(nearNow ? settings.approach : settings.retreat) / 100.0f;
            for (int k = 0; k < kKinds; ++k) {
                if (beats(Kind(k), revealed[s]) == nearNow)
                    rows[m.to][size_t(k)] *= factor;
            }
        }
    });
    for (auto &row : m_like)
        row.fill(1.0f);
    if (settings.setupBlend > 0) {
        m_prior.emplace(settings.setupBlend);
        for (Bits b = m_unknown; b; b &= b - 1)
            m_origin[lowest(b)] = homeSquare(m_opponent, origin[lowest(b)]);
    }
    for (Bits b = m_unknown; b; b &= b - 1) {
        const Square s = lowest(b);
        m_like[s] = rows[s];
        if (habits && habits->games > 0) {
            // Laplace's rule: a place never seen keeps weight 1, one seen n times n + 1.
            const Square home = homeSquare(m_opponent, s);
            m_like[s][size_t(Kind::Speakeasy)] *= float(1 + habits->speakeasy[home]);
            m_like[s][size_t(Kind::Babe)] *= float(1 + habits->babes[home]);
        }
        if (movesMade[s] < settings.roamerMoves)
            continue;
        for (Kind k : {Kind::Boss, Kind::Heir, Kind::Car, Kind::Kid})
            m_like[s][size_t(k)] *= float(settings.roamer) / 100.0f;
    }
}

double Belief::weight(const Position &world) const
{
    double w = 1;
    Square speakeasy = kNoSquare;
    for (Bits b = m_unknown; b; b &= b - 1) {
        const Square s = lowest(b);
        w *= m_like[s][size_t(world.kindAt(s))];
        if (world.kindAt(s) == Kind::Speakeasy)
            speakeasy = s;
    }
    if (!m_prior || speakeasy == kNoSquare)
        return w;
    const Square bar = homeSquare(m_opponent, speakeasy);
    for (Bits b = m_unknown; b; b &= b - 1) {
        const Square s = lowest(b);
        w *= m_prior->ratio(bar, m_origin[s], world.kindAt(s));
    }
    return w;
}

std::vector<Position> drawWorlds(const HiddenSampler &sampler, const Belief *belief, int count,
                                 int oversample, common::Rng &rng)
{
    std::vector<Position> worlds;
    worlds.reserve(size_t(count));
    for (int i = 0; i < count; ++i) {
        if (!belief) {
            worlds.push_back(sampler.sample(rng));
            continue;
        }
        // Sampling-importance-resampling with a pool of `oversample`: draw each candidate,
        // keep one in proportion to its weight, so the worlds kept count equally.
        Position chosen = sampler.sample(rng);
        double total = belief->weight(chosen);
        for (int j = 1; j < oversample; ++j) {
            const Position candidate = sampler.sample(rng);
            const double w = belief->weight(candidate);
            total += w;
            const double u = double(rng.next() >> 11) * (1.0 / 9007199254740992.0);
            if (u * total < w)
                chosen = candidate;
        }
        worlds.push_back(chosen);
    }
    return worlds;
}

} // namespace speakeasy::ai
