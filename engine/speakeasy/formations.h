// A small library of good set-ups (SE3), as data, for the AI and for players who want a
// starting point: the Speakeasy guarded, Babes around it, FBI agents held back from the front.
// tst_se_formations checks every one with layoutError() for both seats.
#pragma once

#include "layout.h"

#include <span>
#include <string_view>

namespace speakeasy {

struct Formation
{
    std::string_view id;
    // South's ranks 6 down to 1, files a-e, one two-letter code a point (kFormationCodes);
    // ".." on the Batiments, which start empty.
    std::array<std::string_view, 6> ranks;
};

// The codes of the formation rows, by Kind.
constexpr std::array<std::string_view, kKinds> kFormationCodes = {
    "SE", "BO", "HE", "CA", "AC", "CC", "MG", "GU", "HM", "KI", "BA", "FB"};

std::span<const Formation> formations();
// The formation as `seat`'s layout (North gets it mirrored()); a malformed row gives points
// Kind::None, which layoutError() then names.
Layout layoutOf(const Formation &formation, int seat);

} // namespace speakeasy
