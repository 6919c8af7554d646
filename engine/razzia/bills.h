// Bills (R1.3) and sets of bills.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>

namespace razzia {

constexpr int kDenominations = 8;

// R1.3 (decision): the one place that says which bills exist and how many. Everything else
// derives from these two tables.
constexpr std::array<int32_t, kDenominations> kBillValues = {5000,  10000, 15000, 20000,
                                                             25000, 30000, 40000, 50000};
constexpr std::array<uint8_t, kDenominations> kBillCounts = {12, 12, 12, 12, 10, 10, 8, 8};
// R2.1: the bills taken out with three players.
constexpr std::array<uint8_t, kDenominations> kThreePlayerBillsRemoved = {2, 2, 2, 2, 1, 1, 1, 1};

namespace detail {
// BillSet::total() multiplies eight byte counts by the bills' values as one 64-bit product per
// four denominations. These are the values in units of the smallest bill, in the reversed
// 16-bit lanes that product needs, derived from the tables above.
constexpr uint64_t lanesReversed(int first)
{
    uint64_t w = 0;
    for (int i = 0; i < 4; ++i)
        w |= uint64_t(kBillValues[first + i] / kBillValues[0]) << (16 * (3 - i));
    return w;
}
constexpr bool totalFitsLanes()
{
    for (int d = 0; d < kDenominations; ++d) {
        if (kBillValues[d] % kBillValues[0] != 0 ||
            4 * kBillCounts[d] * (kBillValues[d] / kBillValues[0]) >= 65536)
            return false;
    }
    return true;
}
static_assert(totalFitsLanes(),
              "BillSet::total() needs values that are small multiples of the smallest bill");
} // namespace detail

// Returns the denomination index of a dollar value, or -1.
constexpr int denominationOf(int32_t value)
{
    for (int d = 0; d < kDenominations; ++d) {
        if (kBillValues[d] == value)
            return d;
    }
    return -1;
}

// Bills of equal value are interchangeable, so a set of bills is a count per denomination.
struct BillSet
{
    std::array<uint8_t, kDenominations> count{};

    int size() const
    {
        int n = 0;
        for (uint8_t c : count)
            n += c;
        return n;
    }
    int32_t total() const
    {
        // Spread four byte counts into 16-bit lanes; lane 3 of the product with the reversed
        // weights is their dot product, and no lane carries into the next.
        const auto spread = [](uint64_t x) {
            x = (x | (x << 16)) & 0x0000ffff0000ffffull;
            return (x | (x << 8)) & 0x00ff00ff00ff00ffull;
        };
        const uint64_t w = word();
        const uint64_t lo = (spread(w & 0xffffffffu) * detail::lanesReversed(0)) >> 48;
        const uint64_t hi = (spread(w >> 32) * detail::lanesReversed(4)) >> 48;
        return int32_t(lo + hi) * kBillValues[0];
    }
    bool empty() const { return word() == 0; }
    // No count ever passes 127 (there are at most 12 bills of a value), so eight counts add and
    // subtract as one 64-bit word without carries between them.
    void add(const BillSet &o) { setWord(word() + o.word()); }
    void remove(const BillSet &o) { setWord(word() - o.word()); }
    void clear() { count = {}; }
    // Empties the set when `mask` is all ones, keeps it when zero: a clear without a branch.
    void keepUnless(int32_t mask) { setWord(word() & ~uint64_t(int64_t(mask))); }
    friend bool operator==(const BillSet &a, const BillSet &b) { return a.word() == b.word(); }
    // Every count of `o` at most this set's. With every count of `o` under 128, no byte of
    // (this | top) - o borrows from the next, and a byte's top bit survives exactly when its
    // count is large enough.
    bool contains(const BillSet &o) const
    {
        constexpr uint64_t top = 0x8080808080808080ull;
        return !(o.word() & top) && (((word() | top) - o.word()) & top) == top;
    }

    uint64_t word() const
    {
        uint64_t w;
        std::memcpy(&w, count.data(), sizeof w);
        return w;
    }

private:
    void setWord(uint64_t w) { std::memcpy(count.data(), &w, sizeof w); }
};

} // namespace razzia
