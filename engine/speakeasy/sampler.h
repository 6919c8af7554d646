// Hidden identities for a seat view: a complete Position that agrees with everything the seat
// has seen, drawn uniformly among all such assignments. The AI determinises on it, so it is
// exact and cheap: the set-up work is done once per view, each sample is a few dozen draws.
#pragma once

#include "common/rng.h"
#include "seatview.h"

namespace speakeasy {

// What the view proves about an unknown opposing piece (issue 14's list):
// - the counts of unknownCounts();
// - a piece that moved is neither a Babe nor the Speakeasy (SE4.1);
// - a piece that turned on the Rues is a Kid (SE4.4, SE7.2);
// - the Speakeasy is on a Bar and has never moved (SE3.3);
// - an unrevealed Babe is on its owner's two back ranks and has never moved (SE3.4).
// The assignments that meet these are exactly those a uniform draw picks from: the Speakeasy
// uniformly among the unmoved unknown Bars, the Babes uniformly among the other unmoved unknown
// back-rank points, the proven Kids fixed, and the rest of the pool shuffled over what is left.
// Every (Speakeasy, Babes) choice leaves the same number of ways to place the rest, so this
// is uniform over consistent assignments.
class HiddenSampler
{
public:
    explicit HiddenSampler(const SeatView &view);

    // False when no assignment agrees with the view (never for a view of a real game).
    bool consistent() const { return m_consistent; }
    // A full position: the view's, every unknown piece given an identity. Requires
    // consistent().
    Position sample(common::Rng &rng) const;
    // The same, written only as kinds[s] for each unknown square s.
    void sampleKinds(common::Rng &rng, std::array<Kind, kSquares> &kinds) const;

private:
    Position m_base;
    int m_owner = 0;
    // Unknown squares not proven Kids: the unmoved unknown Bars first, then the other unmoved
    // unknown back-rank points, then the rest.
    std::array<Square, kPiecesPerSide> m_squares{};
    int m_count = 0;
    int m_bars = 0;
    int m_zone = 0; // bars included
    bool m_speakeasy = false;
    int m_babes = 0;
    // The pool for the squares left after the Speakeasy and the Babes.
    std::array<Kind, kPiecesPerSide> m_rest{};
    int m_restCount = 0;
    Bits m_kids = 0; // proven Kids
    bool m_consistent = false;
};

} // namespace speakeasy
