// Bars, cards and the decks in use (R1.1, R1.2, R2.1).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace razzia {

constexpr int kMinPlayers = 3;
constexpr int kMaxPlayers = 8;
constexpr int kBarCount = 6;
constexpr int kHandSize = 5;

// R1.1: the order of this enum is reading order, the order of every list in the project.
enum class Bar : uint8_t
{
    Colibri,
    Cotton,
    Havanna,
    Jungle,
    Lincoln,
    Jazz
};

enum class Kind : uint8_t
{
    Gambler,
    Police
};

std::string_view barId(Bar bar);    // "colibri" …, as in R7
std::string_view barName(Bar bar);  // "Colibri", "Cotton Club" …
std::string_view kindId(Kind kind); // "gambler" / "police"
bool barFromId(std::string_view id, Bar &bar);
bool kindFromId(std::string_view id, Kind &kind);

namespace detail {
// Bar and value of every card code, so that reading them is one load rather than divisions by
// six on every card the engine looks at. 256 entries: an empty card reads safely (as 0).
struct CardFacts
{
    std::array<uint8_t, 256> bar{};
    std::array<uint8_t, 256> value{};
};
constexpr CardFacts makeCardFacts()
{
    CardFacts f;
    for (int code = 0; code < 72; ++code) {
        f.bar[code] = uint8_t(code / 6 % 6);
        f.value[code] = uint8_t(code % 6 + 1);
    }
    return f;
}
inline constexpr CardFacts kCardFacts = makeCardFacts();
} // namespace detail

// A card is one byte: kind * 36 + bar * 6 + (value - 1). Cards of equal kind, bar and
// value are interchangeable, so this is also the index of the card's type in a deck count.
class Card
{
public:
    static constexpr int kTypes = 72;
    static constexpr uint8_t kNone = 0xff;

    constexpr Card() = default;
    constexpr Card(Kind kind, Bar bar, int value)
        : m_code(uint8_t(int(kind) * 36 + int(bar) * 6 + (value - 1)))
    {}
    static constexpr Card fromCode(uint8_t code)
    {
        Card c;
        c.m_code = code;
        return c;
    }

    constexpr bool isNone() const { return m_code == kNone; }
    constexpr uint8_t code() const { return m_code; }
    constexpr Kind kind() const { return Kind(m_code / 36); }
    constexpr Bar bar() const { return Bar(detail::kCardFacts.bar[m_code]); }
    constexpr int value() const { return detail::kCardFacts.value[m_code]; }
    constexpr bool isPolice() const { return m_code >= 36; }

    friend constexpr bool operator==(Card a, Card b) { return a.m_code == b.m_code; }

private:
    uint8_t m_code = kNone;
};

// How many cards of each type a deck holds.
using DeckCounts = std::array<uint8_t, Card::kTypes>;

// R1.2: the full deck, per colour.
constexpr std::array<uint8_t, 6> kFullGamblerCounts = {1, 1, 2, 2, 1, 1};
constexpr std::array<uint8_t, 6> kFullPoliceCounts = {0, 0, 1, 1, 1, 1};
// R2.1: the reduced deck for 3 to 6 players: Gambler 1–6 once, Police 3, 4, 6.
constexpr std::array<uint8_t, 6> kReducedGamblerCounts = {1, 1, 1, 1, 1, 1};
constexpr std::array<uint8_t, 6> kReducedPoliceCounts = {0, 0, 1, 1, 0, 1};

} // namespace razzia
