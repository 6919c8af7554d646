// Random play-outs (see Game::playOut): every decision of RandomPolicy, taken in place.
#include "game.h"

#include <algorithm>
#include <cstring>

namespace razzia {

namespace {

// R5.2 at random: each bill to a claimant drawn uniformly, denominations in order. The bills
// are laid out one byte each with fixed-size stores first, so that only one loop's length
// depends on the bar (random lengths mispredict).
void randomProposal(const Negotiation &n, const BillSet &bills, Rng &rng, Proposal &p)
{
    static_assert(*std::max_element(kBillCounts.begin(), kBillCounts.end()) <= 16);
    std::array<uint8_t, 16 * (kDenominations + 1)> laidOut;
    unsigned count = 0;
    // Unrolled, each fill is one store of a constant rather than a byte spread at run time.
#pragma GCC unroll 8
    for (int d = 0; d < kDenominations; ++d) {
        std::memset(laidOut.data() + count, d, 16);
        count += bills.count[d];
    }
    p = Proposal{};
    for (unsigned i = 0; i < count; ++i)
        ++p.shares[n.claimants[rng.below(n.claimantCount)]].count[laidOut[i]];
}

} // namespace

void Game::playOut(Rng &rng)
{
    // A watched game goes through decide(), so that the table sees every event; the random
    // numbers are drawn in the same order either way, so both play the same game.
    while (m_phase != Phase::GameOver && m_chance.kind == ChanceKind::None) {
        switch (m_phase) {
        case Phase::PlaceBill: {
            const Bar bar = Bar(rng.below(uint32_t(m_variant->bars)));
            if (m_sink) {
                decide(m_dealer, Decision::placeBill(bar));
                break;
            }
            placeBill(bar, m_pendingBill, true);
            m_pendingBill = -1;
            setPhase(Phase::Play);
            break;
        }
        case Phase::Play:
            // Seats that chose already (a game taken over mid-play) keep their card: only a
            // play that nobody has started can go straight to the table.
            if (!m_sink && m_toDecide == (1u << m_players) - 1) {
                revealRandom(rng);
                run();
                break;
            }
            for (unsigned todo = m_toDecide; todo; todo &= todo - 1) {
                const int seat = __builtin_ctz(todo);
                const Hand &h = m_hands[seat];
                const uint32_t slot = rng.below(h.size);
                if (m_sink) {
                    decide(seat, Decision::playCard(h.cards[slot], int(slot)));
                    continue;
                }
                m_chosen[seat] = h.cards[slot];
                m_chosenSlot[seat] = uint8_t(slot);
            }
            if (!m_sink) {
                setPhase(Phase::Reveal);
                run();
            }
            break;
        case Phase::Proposal:
            if (m_sink) {
                Proposal p;
                randomProposal(m_nego, m_bars[int(m_nego.bar)], rng, p);
                decide(m_nego.proposer(), Decision::propose(p));
                break;
            }
            randomProposal(m_nego, m_bars[int(m_nego.bar)], rng, m_nego.proposal);
            setPhase(Phase::Answer);
            break;
        case Phase::Answer:
            if (m_sink) {
                decide(m_nego.answerOrder[m_nego.answered], Decision::answer(rng.below(2) == 0));
                break;
            }
            for (; m_nego.answered < m_nego.answerCount; ++m_nego.answered)
                m_nego.answers[m_nego.answerOrder[m_nego.answered]] = rng.below(2) == 0;
            finishAnswers();
            run();
            break;
        default:
            run(); // an automatic phase; with the game's own chance it never waits
            break;
        }
    }
}

} // namespace razzia
