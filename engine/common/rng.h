// Seeded random streams, shared by every game: the same sequence on every platform, which a
// record's seed relies on (R5.8 for Razzia, SE3.1 for Speak Easy).
#pragma once

#include <cstdint>

namespace common {

constexpr uint64_t splitmix64(uint64_t &x)
{
    uint64_t z = (x += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

// wyrand: one 64-bit word of state and a handful of instructions per number, which matters
// when a game draws about 250 of them and benchmarks play a million games a second.
class Rng
{
public:
    Rng() = default;
    explicit Rng(uint64_t seed) { this->seed(seed); }

    void seed(uint64_t seed) { m_state = splitmix64(seed); }

    uint64_t next()
    {
        m_state += 0xa0761d6478bd642full;
        const __uint128_t t = __uint128_t(m_state) * (m_state ^ 0xe7037ed1a0b428dbull);
        return uint64_t(t >> 64) ^ uint64_t(t);
    }

    // Uniform in [0, n), n > 0, without modulo bias (Lemire's multiply-and-reject).
    uint32_t below(uint32_t n)
    {
        uint64_t m = uint64_t(uint32_t(next())) * n;
        // Taken n / 2^32 of the time. Without the hint GCC lays the common path out as a jump
        // away and back in most loops that draw, two instructions more a number.
        if (uint32_t(m) < n) [[unlikely]] {
            const uint32_t threshold = uint32_t(-n) % n;
            while (uint32_t(m) < threshold)
                m = uint64_t(uint32_t(next())) * n;
        }
        return uint32_t(m >> 32);
    }

    uint64_t state() const { return m_state; }
    friend bool operator==(const Rng &, const Rng &) = default;

private:
    uint64_t m_state = 0;
};

// A game's independent streams are derived from its one seed, so that a different choice in
// one stream (a card played, a piece moved) never changes what another stream draws.
inline uint64_t streamSeed(uint64_t seed, uint64_t stream, uint64_t index = 0)
{
    uint64_t x = seed ^ (stream * 0xd1b54a32d192ed03ull) ^ (index * 0x8cb92ba72f3d8dd7ull);
    splitmix64(x);
    return splitmix64(x);
}

// A seed that may be handed to one seat (a network client's computer player starts its policy
// from it) without giving the game's seed back: SipHash-2-4 keyed with the seed. streamSeed is
// two rounds of splitmix64, a bijection anyone can run backwards, so a seat that knew its
// streamSeed would know the seed and with it every future card, bill and die (R6, SE7).
// SipHash is a pseudo-random function of its key: finding the seed from outputs takes a search
// of 2^64 keys.
constexpr uint64_t oneWaySeed(uint64_t seed, uint64_t stream, uint64_t index)
{
    const auto rotl = [](uint64_t x, int b) { return (x << b) | (x >> (64 - b)); };
    const uint64_t k1 = stream * 0xd1b54a32d192ed03ull;
    uint64_t v0 = 0x736f6d6570736575ull ^ seed, v1 = 0x646f72616e646f6dull ^ k1;
    uint64_t v2 = 0x6c7967656e657261ull ^ seed, v3 = 0x7465646279746573ull ^ k1;
    const auto round = [&] {
        v0 += v1, v1 = rotl(v1, 13), v1 ^= v0, v0 = rotl(v0, 32);
        v2 += v3, v3 = rotl(v3, 16), v3 ^= v2;
        v0 += v3, v3 = rotl(v3, 21), v3 ^= v0;
        v2 += v1, v1 = rotl(v1, 17), v1 ^= v2, v2 = rotl(v2, 32);
    };
    // One 8-byte block (the index), then the length block, then the finalisation.
    v3 ^= index, round(), round(), v0 ^= index;
    const uint64_t length = uint64_t(8) << 56;
    v3 ^= length, round(), round(), v0 ^= length;
    v2 ^= 0xff, round(), round(), round(), round();
    return v0 ^ v1 ^ v2 ^ v3;
}

} // namespace common
