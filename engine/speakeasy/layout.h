// Set-up (SE3): checking a layout, drawing a random one, and turning a South layout into the
// same formation for North.
#pragma once

#include "common/rng.h"
#include "position.h"

#include <string>

namespace speakeasy {

// SE3.2-SE3.5: empty when `layout` is a valid set-up for `seat`, else one line naming the
// square or kind and the rule, e.g. "b3: a Batiment is empty at set-up (SE3.2)".
std::string layoutError(int seat, const Layout &layout);

// A set-up in progress made whole for checking: the pieces SE1.1 gives `seat` and `partial` does
// not place yet, put where SE3 lets them go (the Speakeasy on a free Bar, the Babes on free
// back-rank points, the rest on the first free points), so that layoutError() judges the
// pieces already placed rather than the points still empty. Whatever the placed pieces leave
// impossible is what the check then names. `partial` must place no kind over its count.
Layout completedLayout(int seat, const Layout &partial);

// SE3.6: the Speakeasy on a Bar, the Babes on free back-rank points, the other 21 pieces on
// the 21 points left, each uniformly from `rng`.
Layout randomLayout(int seat, common::Rng &rng);

// South's set-up in the public opening position of SE8.6, whose perft counts every move
// generator must match; North's is its mirror.
Layout exampleLayout();

// The same formation seen from the other side: rank r goes to rank 13 - r, files stay (the
// convention of the public opening position, SE8.6).
Layout mirrored(const Layout &layout);

} // namespace speakeasy
