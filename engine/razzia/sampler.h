// Worlds consistent with a seat view: the hidden cards (other hands, draw pile) dealt again
// from what the seat cannot see, for AI seats that simulate (R6). The sampler works from the
// view alone: its accessors and the game as the seat knows it (SeatView::known(), every hidden
// card erased), so a world cannot carry a card the seat has not seen.
//
// Consistency is stricter than "the unseen cards, shuffled": after a reshuffle (R3.2) the draw
// pile is known to come from the old discard, and each seat's hand mixes cards of different
// origin. The sampler follows the public card log, tags every hidden card with the pile it was
// drawn from (the initial deck, or the n-th reshuffled discard), and only deals a card into a
// slot whose pile still held that card.
#pragma once

#include "seatview.h"

namespace razzia {

// Where a hidden card of a sampled world came from: the witness that it is consistent.
struct SampleWitness
{
    // Pool of every card-log entry that is another seat's Play (0: the initial deck, n: the
    // n-th reshuffle); other entries hold -1.
    std::array<int8_t, kCardLogCapacity> playPool{};
    // Pool of each card in each hand, by hand position.
    std::array<std::array<int8_t, kHandSize>, kMaxPlayers> handPool{};
};

class Sampler
{
public:
    static constexpr int kMaxPools = 6;

    explicit Sampler(const SeatView &view);

    // Writes into `out` a complete game that agrees with everything the seat sees: the same
    // public state, the seat's own hand, its own secret choice; other seats' secret choices
    // are taken back into their hands (they choose again), and the random streams are
    // reseeded from `rng`, so the sample knows nothing of the real future.
    void sample(Game &out, Rng &rng, SampleWitness *witness = nullptr) const;
    Game sample(Rng &rng) const
    {
        Game g;
        sample(g, rng);
        return g;
    }

private:
    // A seat draws five cards and then one a refill: at most 19 in a game of 15 rounds.
    static constexpr int kMaxDrawsPerPool = 24;
    // A hand card that no log entry explains (a game started from a Position) has no draw
    // entry to rewrite.
    static constexpr uint16_t kNoLogEntry = 0xffff;

    // Another seat's play after the first reshuffle, whose pool is chosen per sample.
    struct ChoicePlay
    {
        uint8_t seat = 0;
        uint8_t card = 0;
        uint8_t logIndex = 0;
        uint8_t pools = 0; // the pools that may have held the card, one bit each
        std::array<uint8_t, kMaxPools> drawsBefore{}; // the seat's draws from each pool so far
    };
    using PoolCounts = std::array<std::array<uint8_t, Card::kTypes>, kMaxPools>;
    using SeatPools = std::array<std::array<uint8_t, kMaxPools>, kMaxPlayers>;

    // Writes the hidden cards of one world into `world`, a copy of the known game.
    void complete(GameState &world, Rng &rng, SampleWitness *witness) const;
    void fixPlay(int seat, int code, int logIndex, int pool);
    bool assignPools(Rng &rng, PoolCounts &remaining, SeatPools &used, uint8_t *choice) const;

    Game m_known; // the game as the seat knows it: what every world starts from
    int m_seat;
    uint8_t m_othersChosen = 0; // other seats that have chosen their card (R3.5), one bit each
    bool m_billHidden = false;  // the dealer's last bill, put back among the supply (R3.3)
    int m_poolCount = 1;
    int m_choiceCount = 0;
    int m_fixedCount = 0;
    int m_fixedWriteCount = 0;
    // The deck held more than the hands and the pile (a Position): pool 0 keeps cards nobody
    // holds, and the pile is a random part of the last pool rather than all of its rest.
    bool m_openDeck = false;
    // Per pool, the cards that are neither the seat's own draws nor fixed plays; m_types lists
    // the card types present, so dealing skips the absent ones.
    PoolCounts m_remaining{};
    PoolCounts m_types{};
    std::array<uint8_t, kMaxPools> m_typeCount{};
    // Other seats: draws from each pool, plays whose pool is fixed, and the log index of every
    // draw, per pool in log order.
    SeatPools m_draws{};
    SeatPools m_fixedUsed{};
    std::array<std::array<std::array<uint16_t, kMaxDrawsPerPool>, kMaxPools>, kMaxPlayers>
        m_drawLog{};
    // Plays whose pool is the same in every world (log index, pool), and the draws they are
    // written into.
    std::array<uint8_t, kCardLogCapacity> m_fixedPlayLog{};
    std::array<uint8_t, kCardLogCapacity> m_fixedPlayPool{};
    std::array<uint8_t, kCardLogCapacity> m_fixedWriteDraw{};
    std::array<uint8_t, kCardLogCapacity> m_fixedWriteCard{};
    std::array<ChoicePlay, kCardLogCapacity> m_choices{};
};

} // namespace razzia
