#include "sampler.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdlib>

namespace razzia {

static_assert(kCardLogCapacity <= 256, "log indices are stored in one byte");

// The log walk up to the first reshuffle has no choices: every card another seat played came
// from the initial deck. It is done once here, and so are the plays after it for as long as
// only one pool can have given the card (always, when every card is unique: 3–6 players).
// sample() only decides the rest.
Sampler::Sampler(const SeatView &view) : m_known(view.known()), m_seat(view.seat())
{
    const GameState &game = m_known.state();
    for (int j = 0; j < view.players(); ++j) {
        if (j != m_seat && view.hasChosen(j))
            m_othersChosen = uint8_t(m_othersChosen | (1u << j));
    }
    m_billHidden = view.billPending() && m_seat != view.dealer();
    const int players = game.m_players;

    // A game started from a Position holds hands that no draw entry explains: they count as
    // drawn from the deck before the log begins.
    std::array<int, kMaxPlayers> held{};
    std::array<int, Card::kTypes> ownUnlogged{};
    const Hand &own = game.m_hands[m_seat];
    for (int i = 0; i < own.size; ++i)
        ++ownUnlogged[own.cards[i].code()];
    for (int i = 0; i < game.m_logSize; ++i) {
        const CardLogEntry &e = game.m_log[i];
        const int sign = e.what == CardLogEntry::Draw ? 1 : e.what == CardLogEntry::Play ? -1 : 0;
        held[e.seat] += sign;
        if (e.seat == m_seat && sign)
            ownUnlogged[e.code] -= sign;
    }
    PoolCounts composition{};
    composition[0] = m_known.variant().deck;
    for (int t = 0; t < Card::kTypes; ++t) {
        if (ownUnlogged[t] > 0) {
            composition[0][t] = uint8_t(composition[0][t] - ownUnlogged[t]);
            m_openDeck = true;
        }
    }
    for (int j = 0; j < players; ++j) {
        if (j == m_seat)
            continue;
        for (int u = game.m_hands[j].size - held[j]; u > 0; --u) {
            m_drawLog[j][0][m_draws[j][0]++] = kNoLogEntry;
            m_openDeck = true;
        }
    }

    std::array<uint8_t, Card::kTypes> played{}; // since the last reshuffle: the discard
    int pool = 0;
    for (int i = 0; i < game.m_logSize; ++i) {
        const CardLogEntry &e = game.m_log[i];
        const int code = e.code;
        switch (e.what) {
        case CardLogEntry::Draw:
            if (e.seat == m_seat) {
                // Known to the seat, so the card left its pool for good.
                --composition[pool][code];
            } else {
                assert(m_draws[e.seat][pool] < kMaxDrawsPerPool);
                m_drawLog[e.seat][pool][m_draws[e.seat][pool]++] = uint16_t(i);
            }
            break;
        case CardLogEntry::Play:
            ++played[code];
            if (e.seat == m_seat)
                break;
            if (pool == 0) {
                --composition[0][code];
                fixPlay(e.seat, code, i, 0);
            } else {
                ChoicePlay &c = m_choices[m_choiceCount++];
                c.seat = e.seat;
                c.card = uint8_t(code);
                c.logIndex = uint8_t(i);
                c.drawsBefore = m_draws[e.seat];
            }
            break;
        case CardLogEntry::Reshuffle:
            // R3.2: the discard, every card played since the last reshuffle, is the new pile.
            ++pool;
            assert(pool < kMaxPools);
            composition[pool] = played;
            played = {};
            break;
        }
    }
    m_poolCount = pool + 1;
    m_remaining = composition;

    // The state before the first open choice is the same in every world, so a play that finds
    // a single pool there is forced.
    int forced = 0;
    for (; forced < m_choiceCount; ++forced) {
        const ChoicePlay &p = m_choices[forced];
        int candidates = 0;
        int only = 0;
        for (int k = 0; k < m_poolCount; ++k) {
            if (p.drawsBefore[k] > m_fixedUsed[p.seat][k] && m_remaining[k][p.card] > 0) {
                ++candidates;
                only = k;
            }
        }
        if (candidates != 1)
            break;
        --m_remaining[only][p.card];
        fixPlay(p.seat, p.card, p.logIndex, only);
    }
    std::copy(m_choices.begin() + forced, m_choices.begin() + m_choiceCount, m_choices.begin());
    m_choiceCount -= forced;
    for (int i = 0; i < m_choiceCount; ++i) {
        ChoicePlay &p = m_choices[i];
        for (int k = 0; k < m_poolCount; ++k) {
            if (p.drawsBefore[k] > 0 && m_remaining[k][p.card] > 0)
                p.pools = uint8_t(p.pools | (1u << k));
        }
    }

    for (int k = 0; k < m_poolCount; ++k) {
        for (int t = 0; t < Card::kTypes; ++t) {
            if (m_remaining[k][t])
                m_types[k][m_typeCount[k]++] = uint8_t(t);
        }
    }
}

void Sampler::fixPlay(int seat, int code, int logIndex, int pool)
{
    m_fixedPlayLog[m_fixedCount] = uint8_t(logIndex);
    m_fixedPlayPool[m_fixedCount++] = uint8_t(pool);
    const uint16_t draw = m_drawLog[seat][pool][m_fixedUsed[seat][pool]++];
    if (draw != kNoLogEntry) {
        m_fixedWriteDraw[m_fixedWriteCount] = uint8_t(draw);
        m_fixedWriteCard[m_fixedWriteCount++] = uint8_t(code);
    }
}

// Gives every open play (one the constructor could not fix) a pool that still held the card
// and from which the seat still held a card. The choice is random, weighted by slots × copies
// (roughly the posterior); a dead end, when a later play finds no pool, undoes the latest choice
// and tries another pool there. The search is complete, and the real history is a solution.
bool Sampler::assignPools(Rng &rng, PoolCounts &remaining, SeatPools &used, uint8_t *choice) const
{
    uint8_t tried[kCardLogCapacity];
    int i = 0;
    if (m_choiceCount > 0)
        tried[0] = 0;
    while (i < m_choiceCount) {
        const ChoicePlay &p = m_choices[i];
        uint32_t weight[kMaxPools];
        uint32_t total = 0;
        int candidates = 0;
        int last = 0;
        for (unsigned open = p.pools & ~tried[i]; open; open &= open - 1) {
            const int k = std::countr_zero(open);
            const int slots = p.drawsBefore[k] - used[p.seat][k];
            weight[k] = 0;
            if (slots > 0 && remaining[k][p.card] > 0) {
                weight[k] = uint32_t(slots) * remaining[k][p.card];
                total += weight[k];
                ++candidates;
                last = k;
            }
        }
        if (candidates == 0) {
            if (i == 0)
                return false;
            --i;
            const ChoicePlay &q = m_choices[i];
            --used[q.seat][choice[i]];
            ++remaining[choice[i]][q.card];
            continue;
        }
        int k = last;
        if (candidates > 1) {
            uint32_t r = rng.below(total);
            unsigned open = p.pools & ~tried[i];
            for (k = std::countr_zero(open); r >= weight[k]; k = std::countr_zero(open)) {
                r -= weight[k];
                open &= open - 1;
            }
        }
        choice[i] = uint8_t(k);
        tried[i] |= uint8_t(1u << k);
        ++used[p.seat][k];
        --remaining[k][p.card];
        if (++i < m_choiceCount)
            tried[i] = 0;
    }
    return true;
}

void Sampler::sample(Game &out, Rng &rng, SampleWitness *witness) const
{
    // Nobody watches a world: a sample is a simulation.
    out.rebuild(m_known.state(), [&](GameState &world) { complete(world, rng, witness); });
}

void Sampler::complete(GameState &world, Rng &rng, SampleWitness *witness) const
{
    const GameState &game = m_known.state();

    PoolCounts remaining;
    std::copy_n(m_remaining.begin(), m_poolCount, remaining.begin());
    SeatPools used = m_fixedUsed;
    uint8_t choice[kCardLogCapacity];
    if (!assignPools(rng, remaining, used, choice)) {
        assert(!"the card log admits no world");
        std::abort();
    }

    if (witness) {
        for (auto &pools : witness->handPool)
            pools.fill(-1);
        witness->playPool.fill(-1);
        for (int f = 0; f < m_fixedCount; ++f)
            witness->playPool[m_fixedPlayLog[f]] = int8_t(m_fixedPlayPool[f]);
        for (int i = 0; i < m_choiceCount; ++i)
            witness->playPool[m_choices[i].logIndex] = int8_t(choice[i]);
    }

    // The log becomes a full-information history: each seat's draws from a pool, in log
    // order, take the cards it played from that pool, in order, then its hand cards from it.
    for (int f = 0; f < m_fixedWriteCount; ++f)
        world.m_log[m_fixedWriteDraw[f]].code = m_fixedWriteCard[f];
    {
        SeatPools cursor = m_fixedUsed;
        for (int i = 0; i < m_choiceCount; ++i) {
            const ChoicePlay &p = m_choices[i];
            const int k = choice[i];
            const uint16_t draw = m_drawLog[p.seat][k][cursor[p.seat][k]++];
            if (draw != kNoLogEntry)
                world.m_log[draw].code = p.card;
        }
    }

    const int players = game.m_players;
    const int lastPool = m_poolCount - 1;
    uint8_t handPos[kMaxPlayers] = {};
    for (int k = 0; k < m_poolCount; ++k) {
        uint8_t cards[Card::kTypes];
        int n = 0;
        for (int t = 0; t < m_typeCount[k]; ++t) {
            const uint8_t type = m_types[k][t];
            for (int c = remaining[k][type]; c > 0; --c)
                cards[n++] = type;
        }
        int slots = 0;
        for (int j = 0; j < players; ++j) {
            if (j != m_seat)
                slots += m_draws[j][k] - used[j][k];
        }
        const int pile = k == lastPool ? world.m_drawCount : 0;
        assert(m_openDeck ? n >= slots + pile : n == slots + pile);
        // Only which cards fill the slots and the pile matters: the pile is drawn from at
        // random. In a dealt game the pile is all the rest of its pool.
        const int picked = n > slots + pile ? slots + pile : slots;
        for (int i = 0; i < picked; ++i) {
            const int r = i + int(rng.below(uint32_t(n - i)));
            const uint8_t t = cards[i];
            cards[i] = cards[r];
            cards[r] = t;
        }
        int next = 0;
        for (int j = 0; j < players; ++j) {
            if (j == m_seat)
                continue;
            Hand &hand = world.m_hands[j];
            const int count = m_draws[j][k] - used[j][k];
            for (int c = 0; c < count; ++c) {
                const Card card = Card::fromCode(cards[next++]);
                if (witness)
                    witness->handPool[j][handPos[j]] = int8_t(k);
                hand.cards[handPos[j]++] = card;
                const uint16_t draw = m_drawLog[j][k][used[j][k] + c];
                if (draw != kNoLogEntry)
                    world.m_log[draw].code = card.code();
            }
        }
        if (k == lastPool) {
            for (int i = 0; i < pile; ++i)
                world.m_drawPile[i] = Card::fromCode(cards[next + i]);
            // Past its end the pile array still holds the real game's drawn cards.
            for (int i = pile; i < Card::kTypes; ++i)
                world.m_drawPile[i] = Card();
        }
    }
    // A hand that played keeps a stale copy of one of its cards past its end.
    for (int j = 0; j < players; ++j) {
        if (j == m_seat)
            continue;
        assert(handPos[j] == game.m_hands[j].size);
        for (int i = handPos[j]; i < kHandSize; ++i)
            world.m_hands[j].cards[i] = Card();
    }

    // Other seats' secret choices are taken back into their hands: they choose again.
    if (game.m_phase == Phase::Play) {
        for (int j = 0; j < players; ++j) {
            if ((m_othersChosen >> j) & 1) {
                --world.m_chosenCount;
                world.m_toDecide = uint8_t(world.m_toDecide | (1u << j));
            }
        }
    }

    // R3.3: only the dealer has seen the last bill; for anyone else it is any bill of the
    // supply it was drawn from, which known() put back into the (sorted) supply.
    if (m_billHidden) {
        const uint32_t i = rng.below(world.m_supplyCount);
        world.m_pendingBill = int8_t(world.m_supply[i]);
        world.m_supply[i] = world.m_supply[--world.m_supplyCount];
    }

    // The real seed would let useInternalChance() replay the real future; and a sample waiting
    // for outcomes from outside could not be played out on its own.
    world.m_seed = rng.next();
    world.m_reseedRound = 0;
    world.m_cardRng.seed(rng.next());
    world.m_billRng.seed(rng.next());
    world.m_diceRng.seed(rng.next());
    if (world.m_chance.kind == ChanceKind::None)
        world.m_external = false;
}

} // namespace razzia
