#include "setupprior.h"

#include "formation.h"

#include "speakeasy/layout.h"

namespace speakeasy::ai {

namespace {

// Layouts counted per point and kind, every one turned to have its Speakeasy on b1.
struct Counts
{
    std::array<std::array<int, kKinds>, kSquares> formations{}, uniform{};
};

// As many layouts of each sort; 4,000 formations take about 150 ms.
constexpr int kLayouts = 4000;
// The formations the prior learns from: the search of the hard level (formation.h).
constexpr int kSwaps = 400;

void add(std::array<std::array<int, kKinds>, kSquares> &table, const Layout &layout)
{
    const bool mirror = layout.at[SetupPrior::kLeftBar] != Kind::Speakeasy;
    for (Square s = 0; s < kSquares; ++s) {
        if (layout.at[s] != Kind::None)
            ++table[mirror ? SetupPrior::mirrorFile(s) : s][size_t(layout.at[s])];
    }
}

const Counts &counts()
{
    static const Counts c = [] {
        Counts c;
        common::Rng rng(20261124);
        for (int i = 0; i < kLayouts; ++i) {
            add(c.formations, chooseFormation(0, rng, kSwaps, 0));
            add(c.uniform, randomLayout(0, rng));
        }
        return c;
    }();
    return c;
}

} // namespace

SetupPrior::SetupPrior(int blend)
{
    const Counts &c = counts();
    const float share = float(blend) / 100.0f;
    for (Square s = 0; s < kSquares; ++s) {
        for (size_t k = 0; k < size_t(kKinds); ++k) {
            const int uniform = c.uniform[s][k];
            if (uniform == 0) {
                // The rules forbid it there (SE3.3, SE3.4): no world will ask.
                m_ratio[s][k] = 1.0f;
                continue;
            }
            // Half a layout added to each count, so that a kind never seen on a point in the
            // formations keeps a little weight there.
            const float formation = (float(c.formations[s][k]) + 0.5f) / float(uniform);
            m_ratio[s][k] = share * formation + (1.0f - share);
        }
    }
}

} // namespace speakeasy::ai
