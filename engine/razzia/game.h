// The state of a game of Razzia and its phase machine (R2–R5).
//
// A Game runs by itself through the phases that need nobody (deal, reveal, duels, payout) and
// stops where a seat must decide. In external-chance mode it also stops at every random event
// (a card drawn, a bill dealt, a die rolled) and waits for the outcome to be supplied: that is
// how records are replayed and scenarios resolved through the very same code.
#pragma once

#include "decision.h"
#include "events.h"
#include "rank.h"
#include "rng.h"
#include "variant.h"

namespace razzia {

class SeatView;

struct Hand
{
    std::array<Card, kHandSize> cards{};
    uint8_t size = 0;

    int indexOf(Card card) const
    {
        for (int i = 0; i < size; ++i) {
            if (cards[i] == card)
                return i;
        }
        return -1;
    }
    void add(Card card) { cards[size++] = card; }
    void removeAt(int i) { cards[i] = cards[--size]; }
};

// The bar being resolved in R5: its claimants in rank order and how far sharing has come.
struct Negotiation
{
    Bar bar = Bar::Colibri;
    uint8_t claimantCount = 0;
    std::array<uint8_t, kMaxPlayers> claimants{}; // seats, highest rank first (R5.1)
    uint8_t claimantMask = 0;                     // the same seats, one bit each
    Proposal proposal;
    std::array<int8_t, kMaxPlayers> answers{};      // by seat: -1 none yet, 0 refused, 1 accepted
    std::array<uint8_t, kMaxPlayers> answerOrder{}; // R5.3
    uint8_t answerCount = 0;
    uint8_t answered = 0;
    std::array<uint8_t, kMaxPlayers> challengers{}; // R5.6 order
    uint8_t challengerCount = 0;
    uint8_t nextChallenger = 0;
    uint8_t champion = 0;
    int8_t championRoll = -1; // the champion's roll in the current duel, -1 before it
    BillSet pool;

    int proposer() const { return claimants[0]; }
    int rankOf(int seat) const
    {
        for (int i = 0; i < claimantCount; ++i) {
            if (claimants[i] == seat)
                return i;
        }
        return -1;
    }
};

enum class ChanceKind : uint8_t
{
    None,
    DrawCard,
    DealBill,
    RollDie
};

struct PendingChance
{
    ChanceKind kind = ChanceKind::None;
    int8_t seat = -1; // who draws or rolls
};

// Public history of where cards went, for the sampler (R6): draws, plays and reshuffles.
struct CardLogEntry
{
    enum What : uint8_t
    {
        Draw,
        Play,
        Reshuffle
    };
    What what;
    uint8_t seat;
    uint8_t code;    // the card; for a Draw known to the drawer only
    uint8_t padding; // four bytes, so that logging is one store

    Card card() const { return Card::fromCode(code); }
};
constexpr int kCardLogCapacity = 256;

// A position to start from in the middle of a round, at the secret play (scenarios, tests).
struct Position
{
    int players = 4;
    int dealer = 0;
    int round = 1;
    std::array<int32_t, kMaxPlayers> money{};
    std::array<BillSet, kBarCount> bars{};
    std::array<Hand, kMaxPlayers> hands{};
    BillSet supply;
};

// Every field of a game, as plain values: Game is this state and the rules that move it. Code
// that builds a game rather than plays it starts from a state and hands it to Game(state): the
// Sampler completing the world a seat knows (SeatView::known()), the wire codec of a seat's
// state on a network table (netjson.cpp). Nothing here is secret by itself: a Game answers
// hand(seat) for any seat too. What keeps a seat from another's cards is that an AI seat is
// given a SeatView, never a Game (R6).
struct GameState
{
    const Variant *m_variant = nullptr;
    uint64_t m_seed = 0;
    uint64_t m_reseed = 0;     // reseedFrom()'s seed, from round m_reseedRound on
    uint8_t m_reseedRound = 0; // 0: none
    bool m_external = false;
    uint8_t m_players = 0;
    uint8_t m_round = 0;
    uint8_t m_dealer = 0;
    uint8_t m_firstDealer = 0;
    Phase m_phase = Phase::Deal;
    PendingChance m_chance;
    uint8_t m_toDecide = 0; // who must decide now; kept by setPhase and the decisions

    // Where the deal stands: cards still to hand out, bills still to place.
    uint8_t m_dealCardsLeft = 0;
    uint8_t m_dealNextSeat = 0;
    uint8_t m_billsLeft = 0;
    uint8_t m_billsPlaced = 0;
    int8_t m_pendingBill = -1;
    uint8_t m_chosenCount = 0;
    uint8_t m_barCursor = 0; // the bar being resolved

    std::array<Hand, kMaxPlayers> m_hands{};
    std::array<Card, kMaxPlayers> m_chosen{};
    std::array<uint8_t, kMaxPlayers> m_chosenSlot{}; // where each chosen card is in its hand
    std::array<Card, kMaxPlayers> m_table{};
    std::array<int32_t, kMaxPlayers> m_money{};
    std::array<BillSet, kBarCount> m_bars{};
    std::array<int32_t, kBarCount> m_barTotal{}; // m_bars in dollars, kept with them
    std::array<Card, Card::kTypes> m_drawPile{};
    std::array<Card, Card::kTypes + kMaxPlayers> m_discard{}; // room for endRound's copy
    std::array<uint8_t, 84> m_supply{}; // denominations; drawn at random, so unordered
    uint8_t m_drawCount = 0;
    uint8_t m_discardCount = 0;
    uint8_t m_supplyCount = 0;
    Negotiation m_nego;
    std::array<BarCards, kBarCount> m_barCards{}; // the table sorted by bar, at the reveal
    uint8_t m_barsVisited = 0;                    // bars with a card on them, one bit each

    Rng m_cardRng, m_billRng, m_diceRng;

    uint16_t m_logSize = 0;
    std::array<CardLogEntry, kCardLogCapacity> m_log; // entries past m_logSize are garbage
};

class Game : private GameState
{
public:
    struct Setup
    {
        int players = 4;
        int firstDealer = 0;
        uint64_t seed = 0;
        bool externalChance = false;
    };

    // An empty game with no players, only to be assigned to.
    Game() = default;
    explicit Game(const Setup &setup, EventSink *sink = nullptr);
    // Always external chance: the caller supplies dice and later draws.
    static Game fromPosition(const Position &position, EventSink *sink = nullptr);
    // A game in `state`, nobody watching: the caller answers for a state the rules can reach
    // (a sampled world, a seat's state read back from the wire).
    explicit Game(const GameState &state) : GameState(state) {}
    const GameState &state() const { return *this; }
    // The same in place, with `complete(GameState &)` run on the copy before anything reads it:
    // a sampler writes each world so, one copy of the state and no more.
    template<typename Complete> void rebuild(const GameState &state, Complete &&complete)
    {
        GameState &mine = *this;
        mine = state;
        complete(mine);
        m_sink = nullptr;
    }

    void setSink(EventSink *sink) { m_sink = sink; }

    const Variant &variant() const { return *m_variant; }
    int players() const { return m_players; }
    uint64_t seed() const { return m_seed; }
    int round() const { return m_round; }
    int dealer() const { return m_dealer; }
    int firstDealer() const { return m_firstDealer; }
    Phase phase() const { return m_phase; }
    bool over() const { return m_phase == Phase::GameOver; }

    // Seats that must decide now, one bit per seat; 0 while waiting for chance or at the end.
    uint8_t toDecide() const { return m_toDecide; }
    PendingChance pendingChance() const { return m_chance; }

    const Hand &hand(int seat) const { return m_hands[seat]; }
    Card chosen(int seat) const { return m_chosen[seat]; } // secret until the reveal
    // Revealed, until the next round's refill; Card() (isNone, value() 0) otherwise.
    Card tableCard(int seat) const { return m_table[seat]; }
    const BillSet &barBills(Bar bar) const { return m_bars[int(bar)]; }
    int32_t money(int seat) const { return m_money[seat]; }
    int drawPileSize() const { return m_drawCount; }
    const Card *drawPile() const { return m_drawPile.data(); }
    int discardSize() const { return m_discardCount; }
    const Card *discard() const { return m_discard.data(); }
    int supplySize() const { return m_supplyCount; }
    const uint8_t *supply() const { return m_supply.data(); }
    int pendingBill() const { return m_pendingBill; } // the dealer's last bill, -1 if none
    const Negotiation &negotiation() const { return m_nego; }
    int cardLogSize() const { return m_logSize; }
    const CardLogEntry &cardLog(int i) const { return m_log[i]; }

    Refusal check(int seat, const Decision &decision) const;
    Refusal decide(int seat, const Decision &decision)
    {
        // Most decisions of a game are cards played while others still have to choose; that
        // case is inline, the rest (and every refusal) goes through decideAny().
        const Hand &h = m_hands[seat & 7];
        if (m_phase == Phase::Play && decision.kind == DecisionKind::PlayCard && !m_sink &&
            unsigned(seat) < m_players && (m_toDecide & ~(1u << seat)) &&
            ((m_toDecide >> seat) & 1) && unsigned(decision.slot) < h.size &&
            h.cards[decision.slot] == decision.card) {
            m_chosen[seat] = decision.card;
            m_chosenSlot[seat] = uint8_t(decision.slot);
            m_toDecide = uint8_t(m_toDecide & ~(1u << seat));
            return Refusal::None;
        }
        return decideAny(seat, decision);
    }
    void legalDecisions(int seat, DecisionList &out) const;

    Refusal supplyCard(Card card);
    Refusal supplyBill(int denomination);
    Refusal supplyDie(int value);
    // Leaves external-chance mode (after a replay) and goes on with the game's own streams,
    // seeded from its seed and the current round so that a resumed game is reproducible.
    void useInternalChance();
    // The same from another seed, which becomes the game's: a save of an older version kept a
    // continuation seed instead of the one that would tell its future (R6, R7.3).
    void continueFrom(uint64_t seed)
    {
        m_seed = seed;
        useInternalChance();
    }
    // From round `round` (as round() counts them) on, its deal included, chance comes from
    // `seed`, which becomes the game's: a resumed game's future is drawn afresh, so that no
    // file fixes it (issue 29, R5.8). One such point is kept; a later call replaces it.
    void reseedFrom(int round, uint64_t seed)
    {
        m_reseedRound = uint8_t(round);
        m_reseed = seed;
    }

    SeatView view(int seat) const;
    // The game as `seat` knows it (R6), for a sampler to complete: every card the seat cannot
    // see erased (other hands keep their size, another seat's choice is gone, the draw pile
    // keeps its size, other seats' draws in the card log read Card()), the dealer's last bill
    // put back at the end of the supply for any other seat, the random streams unseeded and
    // nobody watching. Through SeatView::known().
    Game knownTo(int seat) const;

    // Plays the game to its end with a uniformly random legal decision for every seat, as
    // RandomPolicy takes them (the same distribution, one stream for all seats), through the
    // same rule code as decide() but without building decisions: rollouts for AI seats that
    // simulate, and the engine's own speed measure. In external-chance mode it stops at the
    // first chance outcome to supply.
    void playOut(Rng &rng);

private:
    Refusal decideAny(int seat, const Decision &decision);
    // Tells the sink of an event of `kind`, with the fields `fill` sets. Nothing is built when
    // nobody watches, which is every AI simulation.
    template<typename Fill> void notify(EventKind kind, Fill &&fill)
    {
        if (!m_sink)
            return;
        Event e;
        e.kind = kind;
        fill(e);
        e.supply = m_supplyCount;
        e.draw = m_drawCount;
        e.discard = m_discardCount;
        m_sink->onEvent(e);
    }
    void run();
    bool stepDeal();
    bool dealQuietly();
    void drawCardFor(int seat, Card card);
    void reshuffle();
    void dealBill(int denomination);
    // Inline: random play-outs place the dealer's bill every round, and the call cost as much
    // as the work.
    void placeBill(Bar bar, int denomination, bool chosen)
    {
        ++m_bars[int(bar)].count[denomination];
        m_barTotal[int(bar)] += kBillValues[denomination];
        notify(EventKind::BillPlaced, [&](Event &e) {
            e.bar = bar;
            e.value = int16_t(denomination);
            e.flag = chosen;
            e.seat = int8_t(m_dealer);
        });
    }
    void reveal();
    void revealRandom(Rng &rng);
    template<typename SlotOf> void revealFrom(SlotOf slotOf);
    void startBar();
    void resolveBars();
    bool quickBars();
    void startSharing(const BarClaim &claim);
    void startAnswers();
    void finishAnswers();
    bool stepDuel();
    void rollDie(int value);
    void payBar();
    void win(int seat, Bar bar, BillSet bills);
    void endRound();
    // Capacity is proven in variant.cpp; the check only guards memory.
    void log(CardLogEntry::What what, int seat, Card card)
    {
        if (m_logSize < kCardLogCapacity)
            m_log[m_logSize++] = CardLogEntry{what, uint8_t(seat), card.code(), 0};
    }
    // Inline: called with a constant phase, each call folds to the one case it needs.
    void setPhase(Phase phase)
    {
        m_phase = phase;
        switch (phase) {
        case Phase::PlaceBill:
            m_toDecide = uint8_t(1u << m_dealer);
            break;
        case Phase::Play:
            m_toDecide = uint8_t((1u << m_players) - 1);
            break;
        case Phase::Proposal:
            m_toDecide = uint8_t(1u << m_nego.proposer());
            break;
        case Phase::Answer:
            m_toDecide = uint8_t(1u << m_nego.answerOrder[m_nego.answered]);
            break;
        default:
            m_toDecide = 0;
            break;
        }
    }
    uint8_t nextSeat(int seat) const { return uint8_t(seat + 1 == m_players ? 0 : seat + 1); }

    EventSink *m_sink = nullptr;
};

} // namespace razzia
