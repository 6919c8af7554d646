#include "formations.h"

namespace speakeasy {

namespace {

// Each keeps the Speakeasy on a Bar behind a wall of Babes (a Babe costs any attacker but a Kid
// its life, D5), the FBI on ranks 2-3 to answer an attack on the Bar, the boss and heir in the
// middle, and cheap pieces with Kids on the front Rue to scout.
constexpr Formation kFormations[] = {
    {"left-bar",
     {"HM KI CC KI HM", "GU .. CA .. MG", "AC BO .. HE AC", "CA .. FB .. GU", "BA GU CC FB MG",
      "BA SE BA HM KI"}},
    {"right-bar",
     {"KI HM MG HM KI", "CA .. GU .. GU", "HE AC .. BO CC", "GU .. FB .. CA", "FB CC MG BA AC",
      "HM KI BA SE BA"}},
    // D17: a Babe on the other Bar looks like a second Speakeasy.
    {"decoy-bar",
     {"GU KI HM KI GU", "MG .. HM .. CC", "CA HE .. BO CA", "AC .. FB .. AC", "HM GU FB MG KI",
      "BA SE BA BA CC"}},
    {"centre-guard",
     {"HM MG KI CC HM", "GU .. KI .. GU", "CA BO .. HE CA", "FB .. AC .. FB", "AC MG CC BA KI",
      "GU HM BA SE BA"}},
};

} // namespace

std::span<const Formation> formations()
{
    return kFormations;
}

Layout layoutOf(const Formation &formation, int seat)
{
    Layout south;
    for (int row = 0; row < 6; ++row) {
        const std::string_view codes = formation.ranks[size_t(row)];
        const int rank = 6 - row;
        for (int file = 0; file < kFiles && size_t(file) * 3 + 2 <= codes.size(); ++file) {
            const std::string_view code = codes.substr(size_t(file) * 3, 2);
            for (size_t k = 0; k < kFormationCodes.size(); ++k) {
                if (kFormationCodes[k] == code)
                    south.at[size_t((rank - 1) * kFiles + file)] = Kind(k);
            }
        }
    }
    return seat == 0 ? south : mirrored(south);
}

} // namespace speakeasy
