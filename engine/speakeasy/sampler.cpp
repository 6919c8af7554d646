#include "sampler.h"

namespace speakeasy {

HiddenSampler::HiddenSampler(const SeatView &view) : m_base(view.knownBoard())
{
    m_owner = 1 - view.seat();
    const Bits unknown = view.unknown();
    m_kids = unknown & view.turned();
    const Bits unmoved = unknown & ~view.moved();
    const Bits bars = unmoved & kBoard.bars[m_owner];
    const Bits zone = unmoved & kBoard.babeZone[m_owner] & ~bars;
    const Bits rest = unknown & ~m_kids & ~bars & ~zone;
    for (Bits part : {bars, zone, rest}) {
        for (Bits b = part; b; b &= b - 1)
            m_squares[size_t(m_count++)] = lowest(b);
    }
    m_bars = countOf(bars);
    m_zone = m_bars + countOf(zone);

    std::array<uint8_t, kKinds> pool = view.unknownCounts();
    m_speakeasy = pool[size_t(Kind::Speakeasy)] > 0;
    m_babes = pool[size_t(Kind::Babe)];
    const int kids = countOf(m_kids);
    int total = 0;
    for (uint8_t c : pool)
        total += c;
    m_consistent = total == countOf(unknown) && pool[size_t(Kind::Kid)] >= kids &&
                   (!m_speakeasy || m_bars > 0) && m_zone >= int(m_speakeasy) + m_babes;
    if (!m_consistent)
        return;
    pool[size_t(Kind::Kid)] = uint8_t(pool[size_t(Kind::Kid)] - kids);
    for (int k = 0; k < kKinds; ++k) {
        if (Kind(k) == Kind::Speakeasy || Kind(k) == Kind::Babe)
            continue;
        for (int c = 0; c < pool[size_t(k)]; ++c)
            m_rest[size_t(m_restCount++)] = Kind(k);
    }
}

void HiddenSampler::sampleKinds(common::Rng &rng, std::array<Kind, kSquares> &kinds) const
{
    std::array<Square, kPiecesPerSide> sq = m_squares;
    int next = 0;
    if (m_speakeasy) {
        std::swap(sq[0], sq[rng.below(uint32_t(m_bars))]);
        kinds[sq[0]] = Kind::Speakeasy;
        next = 1;
    }
    // Babes: a partial Fisher-Yates over the back-rank part still free.
    for (int i = next; i < next + m_babes; ++i) {
        std::swap(sq[size_t(i)], sq[size_t(i) + rng.below(uint32_t(m_zone - i))]);
        kinds[sq[size_t(i)]] = Kind::Babe;
    }
    next += m_babes;
    std::array<Kind, kPiecesPerSide> rest = m_rest;
    for (int i = 0; i < m_restCount; ++i) {
        std::swap(rest[size_t(i)], rest[size_t(i) + rng.below(uint32_t(m_restCount - i))]);
        kinds[sq[size_t(next + i)]] = rest[size_t(i)];
    }
    for (Bits b = m_kids; b; b &= b - 1)
        kinds[lowest(b)] = Kind::Kid;
}

Position HiddenSampler::sample(common::Rng &rng) const
{
    std::array<Kind, kSquares> kinds;
    sampleKinds(rng, kinds);
    Position p = m_base;
    for (int i = 0; i < m_count; ++i)
        p.place(m_squares[size_t(i)], m_owner, kinds[m_squares[size_t(i)]]);
    for (Bits b = m_kids; b; b &= b - 1)
        p.place(lowest(b), m_owner, Kind::Kid);
    return p;
}

} // namespace speakeasy
