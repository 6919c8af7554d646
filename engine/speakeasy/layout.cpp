#include "layout.h"

namespace speakeasy {

std::string layoutError(int seat, const Layout &layout)
{
    std::array<int, kKinds> counts{};
    for (Square s = 0; s < kSquares; ++s) {
        const Kind k = layout.at[s];
        const std::string where = squareName(s) + ": ";
        if (k == Kind::None) {
            if (kBoard.setupPoints[seat] & bit(s))
                return where + "empty; every point of the side but the Batiments holds a piece "
                               "(SE3.2)";
            continue;
        }
        if (size_t(k) >= size_t(kKinds))
            return where + "not a kind of piece (SE1.1)";
        if (!(kBoard.side[seat] & bit(s)))
            return where + "not on seat " + std::to_string(seat) + "'s side (SE3.2)";
        if (kBoard.camp & bit(s))
            return where + "a Batiment is empty at set-up (SE3.2)";
        if (++counts[size_t(k)] > kCount[size_t(k)])
            return where + "one " + std::string(kindId(k)) + " too many; SE1.1 gives " +
                   std::to_string(kCount[size_t(k)]);
        if (k == Kind::Speakeasy && !(kBoard.bars[seat] & bit(s)))
            return where + "the Speakeasy must stand on one of its owner's Bars (SE3.3)";
        if (k == Kind::Babe && !(kBoard.babeZone[seat] & bit(s)))
            return where + "a Babe must stand on its owner's two back ranks (SE3.4)";
    }
    // 25 filled points and no kind over its count: every count is exact.
    return {};
}

Layout completedLayout(int seat, const Layout &partial)
{
    std::array<int, kKinds> left{};
    for (int k = 0; k < kKinds; ++k)
        left[size_t(k)] = kCount[size_t(k)];
    for (Square s = 0; s < kSquares; ++s)
        if (partial.at[s] != Kind::None && size_t(partial.at[s]) < size_t(kKinds))
            --left[size_t(partial.at[s])];
    Layout full = partial;
    auto put = [&](Kind k, Bits where) {
        for (Bits points : {where, kBoard.setupPoints[seat]}) {
            for (Bits free = points; free; free &= free - 1) {
                const Square s = lowest(free);
                if (full.at[s] == Kind::None) {
                    full.at[s] = k;
                    return;
                }
            }
        }
    };
    const Bits plain = kBoard.setupPoints[seat] & ~kBoard.bars[seat] & ~kBoard.babeZone[seat];
    // SE3.3 then SE3.4: the pieces bound to a zone go first, while it still has room.
    for (int n = left[size_t(Kind::Speakeasy)]; n > 0; --n)
        put(Kind::Speakeasy, kBoard.bars[seat]);
    for (int n = left[size_t(Kind::Babe)]; n > 0; --n)
        put(Kind::Babe, kBoard.babeZone[seat] & ~kBoard.bars[seat]);
    for (int k = 0; k < kKinds; ++k) {
        if (Kind(k) == Kind::Speakeasy || Kind(k) == Kind::Babe)
            continue;
        for (int n = left[size_t(k)]; n > 0; --n)
            put(Kind(k), plain);
    }
    return full;
}

Layout randomLayout(int seat, common::Rng &rng)
{
    Layout layout;
    std::array<Square, kPiecesPerSide> free{};
    int n = 0;
    auto collect = [&](Bits points) {
        n = 0;
        for (Bits b = points; b; b &= b - 1) {
            if (layout.at[lowest(b)] == Kind::None)
                free[size_t(n++)] = lowest(b);
        }
    };
    // Draws `count` of the free points without replacement (a partial Fisher-Yates).
    auto put = [&](Kind kind, int count) {
        for (int i = 0; i < count; ++i) {
            const int j = i + int(rng.below(uint32_t(n - i)));
            std::swap(free[size_t(i)], free[size_t(j)]);
            layout.at[free[size_t(i)]] = kind;
        }
    };
    collect(kBoard.bars[seat]);
    put(Kind::Speakeasy, 1);
    collect(kBoard.babeZone[seat]);
    put(Kind::Babe, kCount[size_t(Kind::Babe)]);
    collect(kBoard.setupPoints[seat]);
    std::array<Kind, kPiecesPerSide> rest{};
    int r = 0;
    for (int k = 0; k < kKinds; ++k) {
        if (Kind(k) == Kind::Speakeasy || Kind(k) == Kind::Babe)
            continue;
        for (int c = 0; c < kCount[size_t(k)]; ++c)
            rest[size_t(r++)] = Kind(k);
    }
    for (int i = 0; i < r; ++i) {
        const int j = i + int(rng.below(uint32_t(n - i)));
        std::swap(free[size_t(i)], free[size_t(j)]);
        layout.at[free[size_t(i)]] = rest[size_t(i)];
    }
    return layout;
}

Layout exampleLayout()
{
    // Ranks 1 to 3 then 4 to 6 in reading order; None on the Batiments.
    constexpr Kind N = Kind::None;
    constexpr std::array<Kind, 30> kinds = {Kind::Babe,          Kind::Speakeasy,
                                            Kind::Babe,          Kind::Gunman,
                                            Kind::Henchman,      Kind::Kid,
                                            Kind::Babe,          Kind::Accountant,
                                            Kind::Henchman,      Kind::Kid,
                                            Kind::Car,           N,
                                            Kind::MachineGunner, N,
                                            Kind::CrookedCop,    Kind::Gunman,
                                            Kind::Boss,          N,
                                            Kind::Heir,          Kind::Car,
                                            Kind::Fbi,           N,
                                            Kind::Gunman,        N,
                                            Kind::Accountant,    Kind::Henchman,
                                            Kind::CrookedCop,    Kind::Kid,
                                            Kind::MachineGunner, Kind::Fbi};
    Layout layout;
    for (size_t s = 0; s < kinds.size(); ++s)
        layout.at[s] = kinds[s];
    return layout;
}

Layout mirrored(const Layout &layout)
{
    Layout out;
    for (Square s = 0; s < kSquares; ++s)
        out.at[size_t((kRanks - rankOf(s)) * kFiles + fileOf(s))] = layout.at[s];
    return out;
}

} // namespace speakeasy
