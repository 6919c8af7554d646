// The seeded generator of GA13 and the dice sources a turn draws from.
#pragma once

#include "turn.h"

#include <vector>

namespace gangsters {

// GA13.3: SplitMix64 on the game's seed; dice and the first player without bias.
class Generator
{
public:
    explicit Generator(uint64_t seed = 0) : m_state(seed) {}
    uint64_t next();
    int die();        // 1 + z mod 6, drawn again while z >= 2^64 - 4
    int below(int n); // z mod n, drawn again while z >= 2^64 - (2^64 mod n)
    uint64_t state() const { return m_state; }
    void setState(uint64_t state) { m_state = state; }

private:
    uint64_t m_state;
};

// GA3.1, GA13.2 (1): the first player of a game of `gangs` gangs from its seed.
int firstPlayer(uint64_t seed, int gangs);

// Dice from the generator; every die is kept when `log` is set (a record's `dice`, GA14.5).
class GeneratorDice final : public DiceSource
{
public:
    explicit GeneratorDice(Generator &generator, std::vector<int8_t> *log = nullptr)
        : m_generator(generator), m_log(log)
    {}
    int die() override
    {
        const int d = m_generator.die();
        if (m_log)
            m_log->push_back(int8_t(d));
        return d;
    }

private:
    Generator &m_generator;
    std::vector<int8_t> *m_log;
};

// Dice from a scenario's list (GA14.3); running out is a refusal, thrown as OutOfDice.
class ListDice final : public DiceSource
{
public:
    struct OutOfDice
    {};
    explicit ListDice(const std::vector<int> &dice) : m_dice(dice) {}
    int die() override
    {
        if (m_used >= m_dice.size())
            throw OutOfDice{};
        return m_dice[m_used++];
    }
    size_t used() const { return m_used; }

private:
    const std::vector<int> &m_dice;
    size_t m_used = 0;
};

} // namespace gangsters
