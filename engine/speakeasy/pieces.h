// The pieces of Speak Easy (SE1): kinds, how many each side has, and the one value table.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace speakeasy {

constexpr int kSeats = 2;

// Ordered as SE1.1 lists them. Values are stored apart (kValue) so that D4 can change in one
// place.
enum class Kind : uint8_t
{
    Speakeasy,
    Boss,
    Heir,
    Car,
    Accountant,
    CrookedCop,
    MachineGunner,
    Gunman,
    Henchman,
    Kid,
    Babe,
    Fbi,
    None, // no piece: an empty point of a layout, an unknown identity in a seat view
};
constexpr int kKinds = 12;
constexpr int kPiecesPerSide = 25;

// SE1.1 counts, by Kind.
constexpr std::array<uint8_t, kKinds> kCount = {1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 2};

// SE1.1 values; 0 marks the specials (Speakeasy, Kid, Babe, FBI), which SE5.1 treats by name.
// The four 2x gangsters are D4's inference: voiture 6, comptable 5, flic corrompu 4,
// mitrailleur 3.
constexpr std::array<uint8_t, kKinds> kValue = {0, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0};

// The SE1.1 ids used by every file format: "speakeasy", "crooked_cop", ...
constexpr std::array<std::string_view, kKinds> kKindIds = {
    "speakeasy",      "boss",   "heir",     "car", "accountant", "crooked_cop",
    "machine_gunner", "gunman", "henchman", "kid", "babe",       "fbi"};

constexpr std::string_view kindId(Kind k)
{
    return kKindIds[size_t(k)];
}
std::optional<Kind> kindFromId(std::string_view id);

// SE4.1: the Speakeasy and the Babes never move.
constexpr bool isMobile(Kind k)
{
    return k != Kind::Speakeasy && k != Kind::Babe;
}

} // namespace speakeasy
