// The `hard` seat: simulation against modelled opponents.
//
// Cards (R3.5): the hidden cards are dealt again consistently with what the seat has seen
// (Sampler), and in each such world every other seat chooses its card as a `normal`, an `easy`
// or a `random` seat would, with odds read from the cards it has revealed so far (reading.h); each
// card in hand is then played into the same worlds and the reveal resolved (reveal.h). The
// dealer's bill (R3.3) is weighed the same way, bar by bar. Proposals and answers (R5.2–R5.5)
// follow the bargaining model of bargain.h, whose odds are exact already.
#pragma once

#include "normal.h"
#include "reading.h"

namespace razzia {

class HardPolicy final : public PhasePolicy
{
public:
    explicit HardPolicy(uint64_t seed) : HardPolicy(seed, 0) {}
    // `worlds`: sampled worlds per secret play. 0 sizes them to the table, for a decision of
    // well under 20 ms on an idle core; the count never depends on the clock, so a seat
    // decides the same everywhere.
    HardPolicy(uint64_t seed, int worlds);

    // How it reads the other seats so far.
    const ai::TableReading &reading() const { return m_reading; }

private:
    Decision play(const SeatView &view) override;
    Decision placeBill(const SeatView &view) override;
    Decision propose(const SeatView &view) override;
    Decision answer(const SeatView &view) override;
    int worldsFor(const SeatView &view) const;

    Rng m_rng;
    int m_worlds;
    NormalPolicy m_bargainer; // proposals and answers
    ai::TableReading m_reading;
};

} // namespace razzia
