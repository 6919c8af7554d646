#include "pebbles.h"

namespace pebbles {

Game::Game(int heap) : m_heap(heap), m_remaining(heap) {}

std::optional<int> Game::winner() const
{
    if (!over())
        return std::nullopt;
    return int((m_takes.size() - 1) % kSeats); // P4: the seat of the last take
}

int Game::taken(int seat) const
{
    int total = 0;
    for (size_t i = size_t(seat); i < m_takes.size(); i += kSeats)
        total += m_takes[i];
    return total;
}

std::string Game::take(int pebbles)
{
    if (over())
        return "the game is over";
    if (pebbles < 1 || pebbles > 2)
        return "a seat takes one or two pebbles (P3)";
    if (pebbles > m_remaining)
        return "the heap holds fewer pebbles (P3)";
    m_remaining -= pebbles;
    m_takes.push_back(pebbles);
    return {};
}

bool knownLevel(const std::string &level)
{
    return level == "random" || level == "normal";
}

std::optional<int> choose(const Game &game, const std::string &level, std::uint64_t seed)
{
    if (game.over() || !knownLevel(level))
        return std::nullopt;
    if (level == "normal" && game.remaining() % 3 != 0)
        return game.remaining() % 3;
    // SplitMix64 of the seed and the move's number: the same seed, the same game.
    std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (game.takes().size() + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    return game.remaining() == 1 ? 1 : int(z % 2) + 1;
}

} // namespace pebbles
