#include "scenario.h"

namespace speakeasy {

std::string positionError(const Position &p)
{
    for (int seat = 0; seat < kSeats; ++seat) {
        std::array<int, kKinds> counts{};
        for (Bits b = p.occupied(seat); b; b &= b - 1) {
            const Square s = lowest(b);
            const Kind k = p.kindAt(s);
            const std::string field = "board." + squareName(s) + ": ";
            if (++counts[size_t(k)] > kCount[size_t(k)])
                return field + "owner " + std::to_string(seat) + " has more than " +
                       std::to_string(kCount[size_t(k)]) + " " + std::string(kindId(k)) +
                       " (SE1.1)";
            if (k == Kind::Speakeasy && !(kBoard.bars[seat] & bit(s)))
                return field + "a Speakeasy must stand on one of its owner's Bars (SE3.3)";
            if (k == Kind::Babe && !(kBoard.babeZone[seat] & bit(s)))
                return field + "a Babe must stand on its owner's two back ranks (SE3.4)";
        }
        if (counts[size_t(Kind::Speakeasy)] != 1)
            return "board: owner " + std::to_string(seat) +
                   " has no Speakeasy; each side has exactly one (SE1.1)";
    }
    if (!p.hasLegalMove(p.toMove()))
        return "to_move: seat " + std::to_string(p.toMove()) +
               " has no legal move, so the game would already be over (SE6.2)";
    return {};
}

} // namespace speakeasy
