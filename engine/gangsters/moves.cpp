#include "moves.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace gangsters {

namespace {

// Capacity: 384 steps (the city has 348); a fixed width lets the compiler unroll every loop.
constexpr int kWords = 6;
using Bits = std::array<uint64_t, kWords>;
constexpr int kMaxMasked = 1024;

// Whether the step `s` is legal as pip `pip` of `die`, with `entered` the owned shops crossed so
// far; `next` receives them after it. The rules one step at a time: countPaths and
// movesByPaths walk with it, generateMoves works from the tables below.
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

bool isEntry(StepKind k)
{
    return k == StepKind::IntoShop || k == StepKind::ShopToShop || k == StepKind::IntoClinic;
}

void set(Bits &b, int i)
{
    b[size_t(i >> 6)] |= uint64_t(1) << (i & 63);
}

bool test(const Bits &b, int i)
{
    return (b[size_t(i >> 6)] >> (i & 63)) & 1;
}

// The city's steps as successor sets: after arriving by step s, the steps that may follow it
// (GA4.4: never back to where s came from), split into those that never depend on the pip
// (street, sewer, out of a shop or the clinic) and those into a shop or the clinic.
struct Tables
{
    int words = 0;
    std::vector<Bits> free;
    std::vector<Bits> entries;
    std::array<Bits, kMaxShops> intoShop{};
    Bits anyShop{};
    Bits shopToShop{};
    Bits intoClinic{};
    std::vector<int8_t> stepShop; // the shop a step enters, or -1

    Tables()
    {
        const City &c = city();
        const int n = c.stepCount();
        if (n > kWords * 64) {
            std::fprintf(stderr, "gangsters: the city has more steps than moves.cpp can hold\n");
            std::abort();
        }
        words = kWords;
        free.assign(size_t(n), Bits{});
        entries.assign(size_t(n), Bits{});
        stepShop.assign(size_t(n), -1);
        for (int i = 0; i < n; ++i) {
            const Step &s = c.step(i);
            if (s.kind == StepKind::IntoShop || s.kind == StepKind::ShopToShop) {
                stepShop[size_t(i)] = int8_t(c.shopIndex(s.to));
                set(intoShop[size_t(c.shopIndex(s.to))], i);
                set(anyShop, i);
            }
            if (s.kind == StepKind::ShopToShop)
                set(shopToShop, i);
            if (s.kind == StepKind::IntoClinic)
                set(intoClinic, i);
            for (int j = c.outBegin(s.to); j < c.outEnd(s.to); ++j) {
                if (c.step(j).to == s.from)
                    continue;
                set(isEntry(c.step(j).kind) ? entries[size_t(i)] : free[size_t(i)], j);
            }
        }
    }
};

const Tables &tables()
{
    static const Tables t;
    return t;
}

struct Masked
{
    uint16_t step;
    uint64_t shops; // owned shops crossed so far
};

template<typename F> void forBits(const Bits &b, int, F &&f)
{
    for (int w = 0; w < kWords; ++w) {
        for (uint64_t bits = b[size_t(w)]; bits; bits &= bits - 1)
            f(w * 64 + std::countr_zero(bits));
    }
}

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
    const Tables &t = tables();
    constexpr int words = kWords;
    out.size = 0;
    const bool freeHeading = q.from == kNoLoc || !c.isStreet(q.at);
    // The steps into shops allowed before the last pip (owned ones, GA4.7) and on it (any shop
    // for a gangster, GA4.6; a shop with someone arrestable for a cop, GA4.10), never into the
    // start shop (GA4.5).
    Bits owned{}, last{};
    const Bits *startShop = c.isShop(q.at) ? &t.intoShop[size_t(c.shopIndex(q.at))] : nullptr;
    for (uint64_t bits = q.shops; bits; bits &= bits - 1) {
        const Bits &into = t.intoShop[size_t(std::countr_zero(bits))];
        for (int w = 0; w < words; ++w)
            (q.cop ? last : owned)[size_t(w)] |= into[size_t(w)];
    }
    for (int w = 0; w < words; ++w) {
        if (q.cop)
            last[size_t(w)] &= ~t.shopToShop[size_t(w)];
        else
            last[size_t(w)] = t.anyShop[size_t(w)];
        if (q.clinicOpen)
            last[size_t(w)] |= t.intoClinic[size_t(w)];
        if (startShop) {
            owned[size_t(w)] &= ~(*startShop)[size_t(w)];
            last[size_t(w)] &= ~(*startShop)[size_t(w)];
        }
    }
    if (q.cop)
        owned = Bits{};
    const bool anyOwned = q.shops != 0 && !q.cop;

    Bits plain{}, ends{};
    Masked masked[2][kMaxMasked];
    int maskedCount[2] = {0, 0};
    int cur = 0;
    auto addMasked = [&](int list, int step, uint64_t shops) {
        Masked *m = masked[list];
        for (int i = 0; i < maskedCount[list]; ++i) {
            if (m[i].step == step && m[i].shops == shops)
                return;
        }
        if (maskedCount[list] < kMaxMasked)
            m[maskedCount[list]++] = {uint16_t(step), shops};
    };
    auto shopBit = [&](int step) { return uint64_t(1) << t.stepShop[size_t(step)]; };
    auto entriesInto = [&](uint64_t shops, Bits &into) {
        into = Bits{};
        for (uint64_t bits = shops; bits; bits &= bits - 1) {
            const Bits &s = t.intoShop[size_t(std::countr_zero(bits))];
            for (int w = 0; w < words; ++w)
                into[size_t(w)] |= s[size_t(w)];
        }
    };

    // The first pip, from the start: GA4.4's heading unless it is free.
    Bits &first = q.die == 1 ? ends : plain;
    for (int i = c.outBegin(q.at); i < c.outEnd(q.at); ++i) {
        const Step &s = c.step(i);
        if (!freeHeading && s.to == q.from)
            continue;
        if (!isEntry(s.kind))
            set(first, i);
        else if (q.die == 1 ? test(last, i) : test(owned, i))
            q.die == 1 ? set(ends, i) : addMasked(cur, i, shopBit(i));
    }
    for (int pip = 2; pip <= q.die; ++pip) {
        const bool isLast = pip == q.die;
        const int nxt = cur ^ 1;
        maskedCount[nxt] = 0;
        Bits next{};
        Bits &target = isLast ? ends : next;
        forBits(plain, words, [&](int s) {
            const Bits &f = t.free[size_t(s)];
            const Bits &e = t.entries[size_t(s)];
            if (isLast) {
                for (int w = 0; w < kWords; ++w)
                    target[size_t(w)] |= f[size_t(w)] | (e[size_t(w)] & last[size_t(w)]);
                return;
            }
            for (int w = 0; w < kWords; ++w)
                target[size_t(w)] |= f[size_t(w)];
            if (anyOwned) {
                Bits in{};
                bool some = false;
                for (int w = 0; w < words; ++w) {
                    in[size_t(w)] = e[size_t(w)] & owned[size_t(w)];
                    some |= in[size_t(w)] != 0;
                }
                if (some)
                    forBits(in, words, [&](int x) { addMasked(nxt, x, shopBit(x)); });
            }
        });
        for (int m = 0; m < maskedCount[cur]; ++m) {
            const Masked state = masked[cur][m];
            Bits crossed;
            entriesInto(state.shops, crossed);
            const Bits &f = t.free[state.step];
            const Bits &e = t.entries[state.step];
            Bits succ{}, in{};
            for (int w = 0; w < words; ++w) {
                succ[size_t(w)] = f[size_t(w)];
                in[size_t(w)] = e[size_t(w)] & (isLast ? last[size_t(w)] : owned[size_t(w)]) &
                                ~crossed[size_t(w)];
            }
            if (isLast) {
                for (int w = 0; w < words; ++w)
                    ends[size_t(w)] |= succ[size_t(w)] | in[size_t(w)];
                continue;
            }
            forBits(succ, words, [&](int x) { addMasked(nxt, x, state.shops); });
            forBits(in, words, [&](int x) { addMasked(nxt, x, state.shops | shopBit(x)); });
        }
        if (!isLast) {
            // A state reached with no shop crossed can do all a crossed one can: keep one.
            int kept = 0;
            for (int m = 0; m < maskedCount[nxt]; ++m) {
                if (!test(next, masked[nxt][m].step))
                    masked[nxt][kept++] = masked[nxt][m];
            }
            maskedCount[nxt] = kept;
            plain = next;
        }
        cur = nxt;
    }
    forBits(ends, words, [&](int i) {
        const Step &s = c.step(i);
        if (out.size < MoveList::kCapacity)
            out.items[size_t(out.size++)] = {s.to, s.from};
    });
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

namespace {

void collectPaths(const City &c, const MoveQuery &q, Loc at, Loc prev, int pip, uint64_t shops,
                  std::vector<Move> &out)
{
    for (int i = c.outBegin(at); i < c.outEnd(at); ++i) {
        const Step &s = c.step(i);
        if (prev != kNoLoc && s.to == prev)
            continue;
        uint64_t next;
        if (!stepAllowed(c, q, s, pip, shops, next))
            continue;
        if (pip == q.die)
            out.push_back({s.to, s.from});
        else
            collectPaths(c, q, s.to, s.from, pip + 1, next, out);
    }
}

} // namespace

std::vector<Move> movesByPaths(const MoveQuery &q)
{
    const City &c = city();
    std::vector<Move> out;
    const bool freeHeading = q.from == kNoLoc || !c.isStreet(q.at);
    collectPaths(c, q, q.at, freeHeading ? kNoLoc : q.from, 1, 0, out);
    std::sort(out.begin(), out.end(), [](const Move &a, const Move &b) {
        return a.to != b.to ? a.to < b.to : a.via < b.via;
    });
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

namespace {

struct PathWalk
{
    const City &c;
    const MoveQuery &q;
    Move move;
    size_t limit;
    std::vector<Loc> path;
    std::vector<std::vector<Loc>> out;

    void walk(Loc at, Loc prev, int pip, uint64_t shops)
    {
        for (int i = c.outBegin(at); i < c.outEnd(at) && out.size() < limit; ++i) {
            const Step &s = c.step(i);
            if (prev != kNoLoc && s.to == prev)
                continue;
            uint64_t next;
            if (!stepAllowed(c, q, s, pip, shops, next))
                continue;
            path.push_back(s.to);
            if (pip < q.die)
                walk(s.to, s.from, pip + 1, next);
            else if (s.to == move.to && s.from == move.via)
                out.push_back(path);
            path.pop_back();
        }
    }
};

} // namespace

std::vector<std::vector<Loc>> pathsOf(const MoveQuery &q, Move move, size_t limit)
{
    const City &c = city();
    if (q.at == c.prison()) {
        const Move exit = prisonExit(q.die);
        if (exit == move)
            return {c.exitPath(q.die)};
        return {};
    }
    PathWalk w{c, q, move, limit, {}, {}};
    const bool freeHeading = q.from == kNoLoc || !c.isStreet(q.at);
    w.walk(q.at, freeHeading ? kNoLoc : q.from, 1, 0);
    return w.out;
}

} // namespace gangsters
