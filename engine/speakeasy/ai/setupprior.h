// What a sound set-up tells about where each kind stands (SE3): the Babes ring the Speakeasy,
// the FBI agents wait behind the front, the Boss and the Heir take the side Rues. A uniform
// draw of the unseen pieces (sampler.h) knows none of it; this prior does. It is learnt once,
// from the project's own formation search (formation.h): how often each kind stands on each
// point in its formations, against how often in uniformly random layouts. An opponent who
// sets up soundly, as people and the searching levels do, is read by it; one whose set-ups are
// random is not misread much, since the prior is only blended in.
#pragma once

#include "speakeasy/position.h"

#include <array>

namespace speakeasy::ai {

class SetupPrior
{
public:
    // `blend`: the share, in percent, of the formations in the prior (the rest uniform). The
    // counts behind it are learnt on first use (a few thousand formations, a fraction of a
    // second) and shared.
    explicit SetupPrior(int blend);

    // How much likelier `kind` is on `origin` than in a uniform draw, for a side whose
    // Speakeasy stands on `speakeasyBar`. Both squares are home squares (habits.h's
    // homeSquare(): the side seen as seat 0).
    float ratio(Square speakeasyBar, Square origin, Kind kind) const
    {
        const bool mirror = speakeasyBar != kLeftBar;
        return m_ratio[mirror ? mirrorFile(origin) : origin][size_t(kind)];
    }

    // The left Bar of the side seen as seat 0 (b1): the prior is kept for a Speakeasy there.
    static constexpr Square kLeftBar = lowest(kBoard.bars[0]);

    // The point the other way round, file a to e (the board is symmetric so).
    static constexpr Square mirrorFile(Square s)
    {
        return Square((s / kFiles) * kFiles + (kFiles - 1 - fileOf(s)));
    }

private:
    // For a Speakeasy on b1 (a layout with it on d1 is read mirrored, a to e).
    std::array<std::array<float, kKinds>, kSquares> m_ratio{};
};

} // namespace speakeasy::ai
