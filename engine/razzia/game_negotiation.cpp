// The reveal and the resolution of each bar (R3.5, R3.6, R4, R5).
#include "game.h"

#include "rank.h"

namespace razzia {

void Game::reveal()
{
    revealFrom([this](int seat, const Hand &) { return unsigned(m_chosenSlot[seat]); });
}

// The secret play (R3.5) of playOut(), each seat's card drawn from its hand at random, in the
// order decide() and reveal() would take them: straight to the table without the round trip
// through m_chosen, the quickest of a random game's steps being the most frequent.
void Game::revealRandom(Rng &rng)
{
    setPhase(Phase::Reveal);
    revealFrom([&rng](int, const Hand &hand) { return rng.below(hand.size); });
}

// R3.5: every seat's card turns over, taken from the slot of its hand that `slotOf` says.
template<typename SlotOf> void Game::revealFrom(SlotOf slotOf)
{
    m_barCards = {};
    unsigned visited = 0;
    unsigned logSize = m_logSize; // no capacity check: variant.cpp proves a game fits
    const int players = m_players;
    for (int s = 0; s < players; ++s) {
        Hand &hand = m_hands[s];
        const unsigned slot = slotOf(s, hand);
        const Card c = hand.cards[slot];
        const int bar = int(c.bar());
        hand.removeAt(int(slot));
        m_table[s] = c;
        m_log[logSize++] = CardLogEntry{CardLogEntry::Play, uint8_t(s), c.code(), 0};
        m_barCards[bar].add(s, c);
        visited |= 1u << bar;
    }
    m_chosen.fill(Card());
    m_logSize = uint16_t(logSize);
    m_barsVisited = uint8_t(visited);
    m_chosenCount = 0;
    notify(EventKind::CardsRevealed, [&](Event &e) {
        e.round = m_round;
        e.cards = m_table;
    });
    m_barCursor = 0;
    startBar();
}

// Resolves bars in reading order (R3.6) from m_barCursor until one needs sharing (R5).
void Game::startBar()
{
    if (!m_sink && !quickBars())
        return;
    resolveBars();
}

// Out of line, so that the quick path above, taken at every reveal, has none of the saved
// registers and stack this one needs.
__attribute__((noinline)) void Game::resolveBars()
{
    for (; m_barCursor < m_variant->bars; ++m_barCursor) {
        const Bar bar = Bar(m_barCursor);
        const BillSet &bills = m_bars[m_barCursor];
        const BarClaim claim =
            claimBar(m_table, m_barCards[m_barCursor], m_players, m_dealer, !bills.empty());
        notify(EventKind::BarResolved, [&](Event &e) {
            e.bar = bar;
            e.outcome = claim.outcome;
            e.bills = bills;
            e.seat = claim.count ? int8_t(claim.claimants[0]) : int8_t(-1);
            e.count = claim.count;
            for (int i = 0; i < claim.count; ++i)
                e.ranked[i] = int8_t(claim.claimants[i]);
        });
        if (claim.outcome == BarOutcome::Taken) {
            win(claim.claimants[0], bar, bills); // R4.6
        } else if (claim.outcome == BarOutcome::Shared) {
            startSharing(claim);
            return;
        }
    }
    setPhase(Phase::RoundEnd);
}

// The same as the loop above when nobody watches, for the outcomes that need no decision
// (R4.1, R4.2, R4.5, R4.6) without branching on which one it is: in random games the outcome
// is a coin toss the processor cannot predict. Stops at the first bar that goes to sharing
// (returns true, m_barCursor on it) or at the end of the round (false).
bool Game::quickBars()
{
    // The cursor and the visited bars in locals: the stores below may alias any member, so the
    // compiler would otherwise write the cursor back and read both again for each bar.
    const unsigned visited = m_barsVisited;
    for (unsigned bar = m_barCursor, ahead; (ahead = visited >> bar) != 0; ++bar) {
        bar += unsigned(__builtin_ctz(ahead));
        // R4.2–R4.4 by claimants(); R4.5: sharing needs bills.
        const unsigned claim = claimants(m_barCards[bar]);
        BillSet &bills = m_bars[bar];
        const bool several = claim & (claim - 1);
        if (several && !bills.empty()) {
            m_barCursor = uint8_t(bar);
            return true;
        }
        const int32_t take = claim && !several ? -1 : 0; // R4.6: all bits, or none
        int32_t &total = m_barTotal[bar];
        m_money[__builtin_ctz(claim | 0x100u) & 7] += total & take;
        total &= ~take;
        bills.keepUnless(take);
    }
    m_barCursor = uint8_t(m_variant->bars);
    setPhase(Phase::RoundEnd);
    return false;
}

void Game::startSharing(const BarClaim &claim)
{
    m_nego = Negotiation{};
    m_nego.bar = Bar(m_barCursor);
    m_nego.claimantCount = claim.count;
    m_nego.claimants = claim.claimants;
    m_nego.claimantMask = uint8_t(claimants(m_barCards[m_barCursor]));
    m_nego.answers.fill(-1);
    // R5.3: clockwise, starting left of the proposer.
    const int proposer = m_nego.proposer();
    for (int s = nextSeat(proposer); s != proposer; s = nextSeat(s)) {
        if ((m_nego.claimantMask >> s) & 1)
            m_nego.answerOrder[m_nego.answerCount++] = uint8_t(s);
    }
    setPhase(Phase::Proposal);
}

// R5.4, R5.5: accepted shares are paid now; the rest is the pool the duelists fight for.
void Game::finishAnswers()
{
    const Bar bar = m_nego.bar;
    bool allAccepted = true;
    for (int i = 0; i < m_nego.answerCount; ++i) {
        const int s = m_nego.answerOrder[i];
        if (m_nego.answers[s] == 1)
            win(s, bar, m_nego.proposal.shares[s]);
        else
            allAccepted = false;
    }
    if (allAccepted) {
        const int proposer = m_nego.proposer();
        win(proposer, bar, m_nego.proposal.shares[proposer]);
        setPhase(Phase::Payout);
        return;
    }
    m_nego.pool = m_bars[int(bar)];
    // R5.6: the lowest-ranked refuser challenges first, then the others from the highest.
    int lowest = -1;
    for (int r = m_nego.claimantCount - 1; r > 0; --r) {
        if (m_nego.answers[m_nego.claimants[r]] == 0) {
            lowest = r;
            break;
        }
    }
    m_nego.challengers[m_nego.challengerCount++] = m_nego.claimants[lowest];
    for (int r = 1; r < lowest; ++r) {
        if (m_nego.answers[m_nego.claimants[r]] == 0)
            m_nego.challengers[m_nego.challengerCount++] = m_nego.claimants[r];
    }
    m_nego.champion = uint8_t(m_nego.proposer());
    m_nego.championRoll = -1;
    m_nego.nextChallenger = 0;
    setPhase(Phase::Duel);
}

bool Game::stepDuel()
{
    if (m_nego.nextChallenger == m_nego.challengerCount) {
        setPhase(Phase::Payout);
        return true;
    }
    const int roller =
        m_nego.championRoll < 0 ? m_nego.champion : m_nego.challengers[m_nego.nextChallenger];
    if (m_external) {
        m_chance = {ChanceKind::RollDie, int8_t(roller)};
        return false;
    }
    rollDie(int(m_diceRng.below(6)) + 1);
    return true;
}

// R5.6: the champion rolls, then the challenger; a tie goes to the lower-ranked of the two.
void Game::rollDie(int value)
{
    const int champion = m_nego.champion;
    const int challenger = m_nego.challengers[m_nego.nextChallenger];
    const bool championRolls = m_nego.championRoll < 0;
    const int roller = championRolls ? champion : challenger;
    notify(EventKind::DieRolled, [&](Event &e) {
        e.bar = m_nego.bar;
        e.seat = int8_t(roller);
        e.value = int16_t(value);
        e.total = int16_t(value + m_table[roller].value());
        e.other = int8_t(championRolls ? challenger : champion);
        e.bills = m_nego.pool;
        // R5.6: equal totals go to the lower-ranked of the two.
        e.flag = m_nego.rankOf(challenger) > m_nego.rankOf(champion);
        e.last = m_nego.nextChallenger + 1 == m_nego.challengerCount;
    });
    if (championRolls) {
        m_nego.championRoll = int8_t(value);
        return;
    }
    const int championTotal = m_nego.championRoll + m_table[champion].value();
    const int challengerTotal = value + m_table[challenger].value();
    int winner;
    if (championTotal != challengerTotal)
        winner = championTotal > challengerTotal ? champion : challenger;
    else
        winner = m_nego.rankOf(champion) > m_nego.rankOf(challenger) ? champion : challenger;
    notify(EventKind::DuelWon, [&](Event &e) {
        e.bar = m_nego.bar;
        e.seat = int8_t(winner);
        e.other = int8_t(winner == champion ? challenger : champion);
        e.flag = championTotal == challengerTotal;
        e.value = int16_t(winner == champion ? championTotal : challengerTotal);
        e.total = int16_t(winner == champion ? challengerTotal : championTotal);
    });
    m_nego.champion = uint8_t(winner);
    m_nego.championRoll = -1;
    ++m_nego.nextChallenger;
}

// The last champion takes the pool (R5.6); then the next bar.
void Game::payBar()
{
    const BillSet rest = m_bars[int(m_nego.bar)];
    if (!rest.empty())
        win(m_nego.champion, m_nego.bar, rest);
    ++m_barCursor;
    startBar();
}

// `bills` by value: it is often the bar's own set, which this empties.
void Game::win(int seat, Bar bar, const BillSet bills)
{
    if (bills.empty())
        return;
    const int32_t total = bills.total();
    m_bars[int(bar)].remove(bills);
    m_barTotal[int(bar)] -= total;
    m_money[seat] += total;
    notify(EventKind::BillsWon, [&](Event &e) {
        e.bar = bar;
        e.seat = int8_t(seat);
        e.bills = bills;
    });
}

} // namespace razzia
