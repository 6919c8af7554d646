// Pebbles, the test game (issue 23, item 7): a game that exists only in tests/, small enough to
// read at a glance, that the window hosts through the same seams as Razzia and Speak Easy.
//
// The rules (rules/pebbles_rules_en.html):
//   P1  Two seats, South and North, take turns; South begins.
//   P2  A heap of pebbles lies between them, seven unless the game says otherwise (1 to 99).
//   P3  On their turn a seat takes one or two pebbles, never more than the heap holds.
//   P4  Whoever takes the last pebble wins; each seat's score is the pebbles it took.
//
// Plain C++: like every engine, it knows nothing of Qt.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pebbles {

constexpr int kSeats = 2;
constexpr int kDefaultHeap = 7;
constexpr int kMaxHeap = 99;

class Game
{
public:
    explicit Game(int heap = kDefaultHeap);

    int heap() const { return m_heap; } // as the game began (P2)
    int remaining() const { return m_remaining; }
    int toMove() const { return int(m_takes.size() % kSeats); } // P1
    bool over() const { return m_remaining == 0; }
    // P4: the seat that took the last pebble; nullopt while the game goes on.
    std::optional<int> winner() const;
    int taken(int seat) const;
    const std::vector<int> &takes() const { return m_takes; }

    // P3: an empty string when the take is legal (and made), else why not.
    std::string take(int pebbles);

private:
    int m_heap;
    int m_remaining;
    std::vector<int> m_takes;
};

// A computer seat: "random" takes one or two at random (from `seed` and the move's number),
// "normal" leaves the heap a multiple of three whenever it can.
std::optional<int> choose(const Game &game, const std::string &level, std::uint64_t seed);
bool knownLevel(const std::string &level);

} // namespace pebbles
