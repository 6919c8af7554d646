#include "board.h"

namespace speakeasy {

static_assert(kBoard.lines[size_t(Line::Road)] == 66 && kBoard.lines[size_t(Line::Rail)] == 35 &&
                  kBoard.lines[size_t(Line::Diagonal)] == 32,
              "SE2.3: 133 lines, 66 road, 35 rail, 32 diagonal");
static_assert(std::popcount(kBoard.rue) == 32 && std::popcount(kBoard.ruelle) == 14 &&
                  std::popcount(kBoard.camp) == 10 && std::popcount(kBoard.bar) == 4,
              "SE2.2: 32 Rues, 14 Ruelles, 10 Batiments, 4 Bars");
static_assert(std::popcount(kBoard.setupPoints[0]) == kPiecesPerSide &&
                  std::popcount(kBoard.setupPoints[1]) == kPiecesPerSide,
              "SE3.2: 25 set-up points a side");

std::string squareName(Square s)
{
    return std::string(1, char('a' + fileOf(s))) + std::to_string(rankOf(s));
}

std::optional<Kind> kindFromId(std::string_view id)
{
    for (size_t k = 0; k < kKindIds.size(); ++k) {
        if (kKindIds[k] == id)
            return Kind(k);
    }
    return std::nullopt;
}

} // namespace speakeasy
