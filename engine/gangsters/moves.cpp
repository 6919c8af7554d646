#include "moves.h"

#include <bit>

namespace gangsters {

namespace {

// Steps are numbered by City; a layer of the search holds "arrived at step.to by step" states.
// Past owned shops matter only when the path crossed one (GA4.5: never a shop twice), so the
// states with no crossed shop live in a bitset and the few others in a short list.
constexpr int kMaxSteps = 512;
constexpr int kWords = kMaxSteps / 64;
constexpr int kMaxMasked = 1024;

struct Masked
{
    uint16_t step;
    uint64_t shops; // shops entered so far (crossing owned ones), the start shop included
};

struct Layer
{
    std::array<uint64_t, kWords> plain{};
    int masked = 0;
    std::array<Masked, kMaxMasked> list;

    void clear()
    {
        plain.fill(0);
        masked = 0;
    }
    void add(int step, uint64_t shops)
    {
        if (shops == 0) {
            plain[size_t(step >> 6)] |= uint64_t(1) << (step & 63);
            return;
        }
        for (int i = 0; i < masked; ++i) {
            if (list[size_t(i)].step == step && list[size_t(i)].shops == shops)
                return;
        }
        if (masked < kMaxMasked)
            list[size_t(masked++)] = {uint16_t(step), shops};
    }
};

// Whether the step `s` is legal as pip `pip` of `die`, with `entered` the shops entered so
// far; `next` receives the shops entered after it.
bool stepAllowed(const City &c, const MoveQuery &q, const Step &s, int pip, uint64_t entered,
                 uint64_t &next)
{
    next = entered;
    const bool last = pip == q.die;
    switch (s.kind) {
    case StepKind::Street:
    case StepKind::Sewer:
    case StepKind::OutOfShop:
    case StepKind::OutOfClinic:
        return true;
    case StepKind::IntoClinic:
        return last && q.clinicOpen;
    case StepKind::ShopToShop:
        if (q.cop)
            return false; // GA4.10: cops never step shop to shop
        [[fallthrough]];
    case StepKind::IntoShop: {
        const int shop = c.shopIndex(s.to);
        const uint64_t bit = uint64_t(1) << shop;
        if ((entered & bit) || s.to == q.at)
            return false; // GA4.5: never a shop twice, nor the start shop
        if (q.cop)
            return last && (q.shops & bit);
        if (last)
            return true;
        if (!(q.shops & bit))
            return false; // GA4.6: the last pip only, unless owned (GA4.7)
        next = entered | bit;
        return true;
    }
    }
    return false;
}

thread_local Layer t_layers[2];

} // namespace

Move prisonExit(int die)
{
    const City &c = city();
    const auto &path = c.exitPath(die);
    return {path.back(), die == 1 ? c.prison() : path[size_t(die - 2)]};
}

void generateMoves(const MoveQuery &q, MoveList &out)
{
    const City &c = city();
    out.size = 0;
    const bool freeHeading = q.from == kNoLoc || !c.isStreet(q.at);
    Layer *cur = &t_layers[0];
    Layer *nxt = &t_layers[1];
    cur->clear();
    for (int i = c.outBegin(q.at); i < c.outEnd(q.at); ++i) {
        const Step &s = c.step(i);
        if (!freeHeading && s.to == q.from)
            continue; // GA4.4: no U-turn at the first pip
        uint64_t next;
        if (stepAllowed(c, q, s, 1, 0, next))
            cur->add(i, next);
    }
    for (int pip = 2; pip <= q.die; ++pip) {
        nxt->clear();
        auto extend = [&](int stepIndex, uint64_t entered) {
            const Step &arrived = c.step(stepIndex);
            for (int i = c.outBegin(arrived.to); i < c.outEnd(arrived.to); ++i) {
                const Step &s = c.step(i);
                if (s.to == arrived.from)
                    continue; // GA4.4: never back to the location just left
                uint64_t next;
                if (stepAllowed(c, q, s, pip, entered, next))
                    nxt->add(i, next);
            }
        };
        for (int w = 0; w < kWords; ++w) {
            for (uint64_t bits = cur->plain[size_t(w)]; bits; bits &= bits - 1)
                extend(w * 64 + std::countr_zero(bits), 0);
        }
        for (int m = 0; m < cur->masked; ++m)
            extend(cur->list[size_t(m)].step, cur->list[size_t(m)].shops);
        std::swap(cur, nxt);
    }
    std::array<uint64_t, kWords> ends = cur->plain;
    for (int m = 0; m < cur->masked; ++m) {
        const int s = cur->list[size_t(m)].step;
        ends[size_t(s >> 6)] |= uint64_t(1) << (s & 63);
    }
    for (int w = 0; w < kWords; ++w) {
        for (uint64_t bits = ends[size_t(w)]; bits; bits &= bits - 1) {
            const Step &s = c.step(w * 64 + std::countr_zero(bits));
            if (out.size < MoveList::kCapacity)
                out.items[size_t(out.size++)] = {s.to, s.from};
        }
    }
}

namespace {

uint64_t pathsFrom(const City &c, const MoveQuery &q, Loc at, Loc prev, int pip, uint64_t shops)
{
    uint64_t n = 0;
    for (int i = c.outBegin(at); i < c.outEnd(at); ++i) {
        const Step &s = c.step(i);
        if (prev != kNoLoc && s.to == prev)
            continue;
        uint64_t next;
        if (!stepAllowed(c, q, s, pip, shops, next))
            continue;
        n += pip == q.die ? 1 : pathsFrom(c, q, s.to, s.from, pip + 1, next);
    }
    return n;
}

} // namespace

uint64_t countPaths(const MoveQuery &q)
{
    const City &c = city();
    if (q.at == c.prison())
        return 1;
    const bool freeHeading = q.from == kNoLoc || !c.isStreet(q.at);
    return pathsFrom(c, q, q.at, freeHeading ? kNoLoc : q.from, 1, 0);
}

} // namespace gangsters
