#include "game.h"

namespace gangsters {

uint64_t Generator::next()
{
    uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

int Generator::die()
{
    for (;;) {
        const uint64_t z = next();
        if (z < ~uint64_t(0) - 3) // z < 2^64 - 4
            return int(1 + z % 6);
    }
}

int Generator::below(int n)
{
    // 2^64 mod n, computed without 128-bit arithmetic: (2^64 - n) mod n.
    const uint64_t rest = (uint64_t(0) - uint64_t(n)) % uint64_t(n);
    for (;;) {
        const uint64_t z = next();
        if (rest == 0 || z < uint64_t(0) - rest)
            return int(z % uint64_t(n));
    }
}

int firstPlayer(uint64_t seed, int gangs)
{
    Generator g(seed);
    return g.below(gangs);
}

} // namespace gangsters
