// Set-up, the deal and the flow of a round (R2, R3). Bars and sharing: game_negotiation.cpp.
#include "game.h"

#include "seatview.h"

#include <algorithm>
#include <cstring>

namespace razzia {

Game::Game(const Setup &setup, EventSink *sink) : m_sink(sink)
{
    m_variant = &variantFor(setup.players);
    m_seed = setup.seed;
    m_external = setup.externalChance;
    m_players = uint8_t(setup.players);
    m_round = 1;
    m_dealer = uint8_t(setup.firstDealer);
    m_firstDealer = uint8_t(setup.firstDealer);
    m_cardRng.seed(streamSeed(setup.seed, Stream::Cards));
    m_billRng.seed(streamSeed(setup.seed, Stream::Bills));
    m_diceRng.seed(streamSeed(setup.seed, Stream::Dice));
    // R2.4: the piles are unordered and drawn from at random, which is a shuffle.
    m_drawPile = m_variant->pile;
    m_drawCount = uint8_t(m_variant->deckSize);
    m_supply = m_variant->supply;
    m_supplyCount = uint8_t(m_variant->billCount);
    m_dealCardsLeft = uint8_t(kHandSize * m_players);
    m_dealNextSeat = nextSeat(m_dealer);
    m_billsLeft = uint8_t(std::min<int>(m_variant->billsPerDeal, m_supplyCount));
    notify(EventKind::RoundStarted, [&](Event &e) {
        e.round = m_round;
        e.seat = int8_t(m_dealer);
    });
    run();
}

Game Game::fromPosition(const Position &p, EventSink *sink)
{
    Game g;
    g.m_variant = &variantFor(p.players);
    g.m_sink = sink;
    g.m_external = true;
    g.m_players = uint8_t(p.players);
    g.m_round = uint8_t(p.round);
    g.m_dealer = g.m_firstDealer = uint8_t(p.dealer);
    g.m_money = p.money;
    g.m_bars = p.bars;
    for (int b = 0; b < kBarCount; ++b)
        g.m_barTotal[b] = p.bars[b].total();
    g.m_hands = p.hands;
    for (int d = 0; d < kDenominations; ++d) {
        for (int k = 0; k < p.supply.count[d]; ++k)
            g.m_supply[g.m_supplyCount++] = uint8_t(d);
    }
    g.setPhase(Phase::Play);
    return g;
}

Refusal Game::check(int seat, const Decision &d) const
{
    if (m_phase == Phase::GameOver)
        return Refusal::GameOver;
    if (seat < 0 || seat >= m_players)
        return Refusal::NoSuchSeat;
    if (m_chance.kind != ChanceKind::None)
        return Refusal::WaitingForChance;
    if (!((m_toDecide >> seat) & 1))
        return m_phase == Phase::Play ? Refusal::AlreadyChosen : Refusal::NotYourTurn;
    switch (m_phase) {
    case Phase::PlaceBill:
        if (d.kind != DecisionKind::PlaceBill)
            return Refusal::WrongDecision;
        return m_variant->barInPlay(d.bar) ? Refusal::None : Refusal::BarNotInPlay;
    case Phase::Play:
        if (d.kind != DecisionKind::PlayCard)
            return Refusal::WrongDecision;
        return m_hands[seat].indexOf(d.card) >= 0 ? Refusal::None : Refusal::CardNotInHand;
    case Phase::Proposal: {
        if (d.kind != DecisionKind::Propose)
            return Refusal::WrongDecision;
        const BillSet &bar = m_bars[int(m_nego.bar)];
        BillSet sum;
        for (int s = 0; s < kMaxPlayers; ++s) {
            const BillSet &share = d.proposal.shares[s];
            if (share.empty())
                continue;
            if (!((m_nego.claimantMask >> s) & 1))
                return Refusal::ShareToNonClaimant;
            // Each share within the bar first, so that the byte-wise sum cannot wrap.
            if (!bar.contains(share))
                return Refusal::ProposalNotExact;
            sum.add(share);
        }
        return sum == bar ? Refusal::None : Refusal::ProposalNotExact;
    }
    case Phase::Answer:
        return d.kind == DecisionKind::Answer ? Refusal::None : Refusal::WrongDecision;
    default:
        return Refusal::NotYourTurn;
    }
}

void Game::legalDecisions(int seat, DecisionList &out) const
{
    out.size = 0;
    if (seat < 0 || seat >= m_players || !((m_toDecide >> seat) & 1))
        return;
    switch (m_phase) {
    case Phase::PlaceBill:
        for (int b = 0; b < m_variant->bars; ++b)
            out.push(Decision::placeBill(Bar(b)));
        break;
    case Phase::Play: {
        const Hand &h = m_hands[seat];
        for (int i = 0; i < h.size; ++i) {
            if (h.indexOf(h.cards[i]) == i) // equal cards are one decision
                out.push(Decision::playCard(h.cards[i]));
        }
        break;
    }
    case Phase::Answer:
        out.push(Decision::answer(true));
        out.push(Decision::answer(false));
        break;
    default:
        break;
    }
}

Refusal Game::decideAny(int seat, const Decision &d)
{
    // The fast path checks just what the phase needs; check() explains any refusal.
    if (unsigned(seat) >= m_players || !((m_toDecide >> seat) & 1))
        return check(seat, d);
    switch (m_phase) {
    case Phase::Play: {
        const Hand &h = m_hands[seat];
        int slot = d.slot;
        if (unsigned(slot) >= h.size || !(h.cards[slot] == d.card))
            slot = h.indexOf(d.card);
        if (d.kind != DecisionKind::PlayCard || slot < 0)
            return check(seat, d);
        m_chosen[seat] = d.card;
        m_chosenSlot[seat] = uint8_t(slot);
        m_toDecide = uint8_t(m_toDecide & ~(1u << seat));
        notify(EventKind::CardChosen, [&](Event &e) { e.seat = int8_t(seat); });
        if (m_toDecide)
            return Refusal::None;
        setPhase(Phase::Reveal);
        break;
    }
    case Phase::PlaceBill:
        if (d.kind != DecisionKind::PlaceBill || !m_variant->barInPlay(d.bar))
            return check(seat, d);
        placeBill(d.bar, m_pendingBill, true);
        m_pendingBill = -1;
        setPhase(Phase::Play);
        return Refusal::None;
    case Phase::Proposal: {
        const Refusal r = check(seat, d);
        if (r != Refusal::None)
            return r;
        m_nego.proposal = d.proposal;
        notify(EventKind::ProposalMade, [&](Event &e) {
            e.bar = m_nego.bar;
            e.seat = int8_t(seat);
            e.proposal = d.proposal;
        });
        setPhase(Phase::Answer);
        return Refusal::None;
    }
    case Phase::Answer:
        if (d.kind != DecisionKind::Answer)
            return check(seat, d);
        m_nego.answers[seat] = d.accept ? 1 : 0;
        notify(EventKind::Answered, [&](Event &e) {
            e.bar = m_nego.bar;
            e.seat = int8_t(seat);
            e.flag = d.accept;
        });
        if (++m_nego.answered < m_nego.answerCount) {
            m_toDecide = uint8_t(1u << m_nego.answerOrder[m_nego.answered]);
            return Refusal::None;
        }
        finishAnswers();
        break;
    default:
        return check(seat, d);
    }
    run();
    return Refusal::None;
}

void Game::run()
{
    for (;;) {
        switch (m_phase) {
        case Phase::Deal:
            if (!stepDeal())
                return;
            break;
        case Phase::Reveal:
            reveal();
            break;
        case Phase::Duel:
            if (!stepDuel())
                return;
            break;
        case Phase::Payout:
            payBar();
            break;
        case Phase::RoundEnd:
            endRound();
            break;
        default: // a decision is awaited, or the game is over
            return;
        }
    }
}

// The deal (R2.4, R3.2, R3.3); false when the game must wait for a chance outcome to be
// supplied or for the dealer's choice. With its own streams the game deals everything at once.
bool Game::stepDeal()
{
    if (!m_external && !m_sink)
        return dealQuietly();
    while (m_dealCardsLeft > 0) {
        if (m_drawCount == 0)
            reshuffle();
        if (m_external) {
            m_chance = {ChanceKind::DrawCard, int8_t(m_dealNextSeat)};
            return false;
        }
        const uint32_t i = m_cardRng.below(m_drawCount);
        const Card c = m_drawPile[i];
        m_drawPile[i] = m_drawPile[--m_drawCount];
        drawCardFor(m_dealNextSeat, c);
    }
    while (m_billsLeft > 0) {
        if (m_external) {
            m_chance = {ChanceKind::DealBill, -1};
            return false;
        }
        const uint32_t i = m_billRng.below(m_supplyCount);
        const uint8_t d = m_supply[i];
        m_supply[i] = m_supply[--m_supplyCount];
        dealBill(d);
        if (m_phase == Phase::PlaceBill)
            return false;
    }
    setPhase(Phase::Play);
    return true;
}

// stepDeal() for a game with its own streams and nobody watching (AI simulations, benchmarks):
// the same draws in the same order, with the counters and random streams held in locals
// (byte stores may alias any member, so the compiler would otherwise write them back at each
// card).
bool Game::dealQuietly()
{
    unsigned count = m_drawCount;
    unsigned seat = m_dealNextSeat;
    unsigned logSize = m_logSize;
    const unsigned players = m_players;
    Rng cards = m_cardRng;
    for (unsigned left = m_dealCardsLeft; left > 0; --left) {
        if (count == 0) {
            m_logSize = uint16_t(logSize);
            reshuffle();
            count = m_drawCount;
            logSize = m_logSize;
        }
        const uint32_t i = cards.below(count);
        const Card c = m_drawPile[i];
        m_drawPile[i] = m_drawPile[--count];
        m_hands[seat].add(c);
        // No capacity check: variant.cpp proves a whole game fits the log.
        m_log[logSize++] = CardLogEntry{CardLogEntry::Draw, uint8_t(seat), c.code(), 0};
        seat = seat + 1 == players ? 0 : seat + 1;
    }
    m_cardRng = cards;
    m_drawCount = uint8_t(count);
    m_dealNextSeat = uint8_t(seat);
    m_logSize = uint16_t(logSize);
    m_dealCardsLeft = 0;

    unsigned supply = m_supplyCount;
    const unsigned bills = m_billsLeft;
    // R3.3: all but the last in reading order; a short last deal has no chosen bill.
    const unsigned inOrder = bills == unsigned(m_variant->billsPerDeal) ? bills - 1 : bills;
    Rng billRng = m_billRng;
    for (unsigned k = 0; k < inOrder; ++k) {
        const uint32_t i = billRng.below(supply);
        const uint8_t d = m_supply[i]; // read once: the count's byte store may alias the supply
        ++m_bars[k].count[d];
        m_barTotal[k] += kBillValues[d];
        m_supply[i] = m_supply[--supply];
    }
    m_billsPlaced = uint8_t(inOrder);
    m_billsLeft = 0;
    if (inOrder < bills) {
        const uint32_t i = billRng.below(supply);
        m_pendingBill = int8_t(m_supply[i]);
        m_supply[i] = m_supply[--supply];
        m_billRng = billRng;
        m_supplyCount = uint8_t(supply);
        setPhase(Phase::PlaceBill);
        return false;
    }
    m_billRng = billRng;
    m_supplyCount = uint8_t(supply);
    setPhase(Phase::Play);
    return true;
}

void Game::drawCardFor(int seat, Card card)
{
    m_hands[seat].add(card);
    log(CardLogEntry::Draw, seat, card);
    --m_dealCardsLeft;
    m_dealNextSeat = nextSeat(m_dealNextSeat);
    notify(EventKind::CardDealt, [&](Event &e) {
        e.seat = e.privateTo = int8_t(seat);
        e.card = card;
    });
}

// R3.2: an empty draw pile is replaced by the shuffled discard pile.
void Game::reshuffle()
{
    std::copy_n(m_discard.begin(), m_discardCount, m_drawPile.begin());
    m_drawCount = m_discardCount;
    m_discardCount = 0;
    log(CardLogEntry::Reshuffle, 0, Card());
    notify(EventKind::Reshuffled, [&](Event &e) { e.value = m_drawCount; });
}

// R3.3: all bills but the last go one per bar in reading order; the dealer places the last
// one, except in a short last deal, where every bill goes in reading order.
void Game::dealBill(int denomination)
{
    --m_billsLeft;
    const bool shortDeal = m_billsPlaced + m_billsLeft + 1 < m_variant->billsPerDeal;
    if (m_billsLeft > 0 || shortDeal) {
        placeBill(Bar(m_billsPlaced++), denomination, false);
        return;
    }
    m_pendingBill = int8_t(denomination);
    setPhase(Phase::PlaceBill);
    notify(EventKind::BillDrawn, [&](Event &e) {
        e.seat = e.privateTo = int8_t(m_dealer);
        e.value = int16_t(denomination);
    });
}

void Game::endRound()
{
    notify(EventKind::RoundOver, [&](Event &e) {
        e.round = m_round;
        e.money = m_money;
    });
    if (m_supplyCount == 0 && m_pendingBill < 0) { // R3.7
        setPhase(Phase::GameOver);
        notify(EventKind::GameOver, [&](Event &e) {
            e.round = m_round;
            e.money = m_money;
        });
        return;
    }
    ++m_round;
    if (m_reseedRound == m_round) {
        m_reseedRound = 0;
        m_seed = m_reseed;
        m_cardRng.seed(streamSeed(m_seed, Stream::Cards, m_round));
        m_billRng.seed(streamSeed(m_seed, Stream::Bills, m_round));
        m_diceRng.seed(streamSeed(m_seed, Stream::Dice, m_round));
    }
    m_dealer = nextSeat(m_dealer); // R3.1
    // R3.2: last round's cards go to the discard pile; every seat played one. A fixed-size copy
    // of the whole table (the pile has room past its end) costs less than a counted one.
    std::memcpy(m_discard.data() + m_discardCount, m_table.data(), sizeof m_table);
    m_discardCount = uint8_t(m_discardCount + m_players);
    m_table.fill(Card());
    m_dealCardsLeft = m_players;
    m_dealNextSeat = nextSeat(m_dealer);
    m_billsLeft = uint8_t(std::min<int>(m_variant->billsPerDeal, m_supplyCount));
    m_billsPlaced = 0;
    setPhase(Phase::Deal);
    notify(EventKind::RoundStarted, [&](Event &e) {
        e.round = m_round;
        e.seat = int8_t(m_dealer);
    });
}

namespace {
// Removes one `item` from an unordered pile of `count`; false when there is none.
template<typename T, size_t N> bool takeOne(std::array<T, N> &pile, uint8_t &count, T item)
{
    for (int i = 0; i < count; ++i) {
        if (pile[i] == item) {
            pile[i] = pile[--count];
            return true;
        }
    }
    return false;
}
} // namespace

Refusal Game::supplyCard(Card card)
{
    if (m_chance.kind != ChanceKind::DrawCard)
        return Refusal::NoChancePending;
    if (!takeOne(m_drawPile, m_drawCount, card))
        return Refusal::CardNotInDrawPile;
    m_chance = {};
    drawCardFor(m_dealNextSeat, card);
    run();
    return Refusal::None;
}

Refusal Game::supplyBill(int denomination)
{
    if (m_chance.kind != ChanceKind::DealBill)
        return Refusal::NoChancePending;
    if (denomination < 0 || denomination >= kDenominations ||
        !takeOne(m_supply, m_supplyCount, uint8_t(denomination)))
        return Refusal::BillNotInSupply;
    m_chance = {};
    dealBill(denomination);
    run();
    return Refusal::None;
}

Refusal Game::supplyDie(int value)
{
    if (m_chance.kind != ChanceKind::RollDie)
        return Refusal::NoChancePending;
    if (value < 1 || value > 6)
        return Refusal::DieOutOfRange;
    m_chance = {};
    rollDie(value);
    run();
    return Refusal::None;
}

void Game::useInternalChance()
{
    m_external = false;
    m_cardRng.seed(streamSeed(m_seed, Stream::Cards, m_round));
    m_billRng.seed(streamSeed(m_seed, Stream::Bills, m_round));
    m_diceRng.seed(streamSeed(m_seed, Stream::Dice, m_round));
    m_chance = {};
    run();
}

} // namespace razzia
