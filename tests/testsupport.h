// Small helpers shared by the tests: readable names for engine values in QCOMPARE failures,
// card and bill shorthands, an event log and a driver that plays a whole game with bots.
#pragma once

#include "razzia/game.h"
#include "razzia/policy.h"

#include <QByteArray>
#include <QtTest>

#include <algorithm>
#include <initializer_list>
#include <vector>

namespace razzia {

// Found by argument-dependent lookup from QCOMPARE, so failures print names, not numbers.
inline char *toString(Refusal refusal)
{
    return qstrdup(describe(refusal));
}

inline const char *nameOf(Phase phase)
{
    static const char *const names[] = {"Deal",   "PlaceBill", "Play",   "Reveal",   "Proposal",
                                        "Answer", "Duel",      "Payout", "RoundEnd", "GameOver"};
    return names[int(phase)];
}

inline const char *nameOf(EventKind kind)
{
    static const char *const names[] = {
        "RoundStarted", "CardDealt",     "Reshuffled",  "BillDrawn",    "BillPlaced",
        "CardChosen",   "CardsRevealed", "BarResolved", "ProposalMade", "Answered",
        "DieRolled",    "DuelWon",       "BillsWon",    "RoundOver",    "GameOver"};
    return names[int(kind)];
}

inline const char *nameOf(BarOutcome outcome)
{
    static const char *const names[] = {"Quiet", "FailedRaid", "NoBills", "Taken", "Shared"};
    return names[int(outcome)];
}

inline char *toString(Phase phase)
{
    return qstrdup(nameOf(phase));
}
inline char *toString(EventKind kind)
{
    return qstrdup(nameOf(kind));
}
inline char *toString(BarOutcome outcome)
{
    return qstrdup(nameOf(outcome));
}

inline char *toString(Card card)
{
    if (card.isNone())
        return qstrdup("no card");
    return qstrdup(QByteArray(kindId(card.kind()).data()) + ' ' + QByteArray::number(card.value()) +
                   " (" + QByteArray(barId(card.bar()).data(), int(barId(card.bar()).size())) +
                   ')');
}

inline char *toString(const BillSet &bills)
{
    QByteArray text = "[";
    for (int d = 0; d < kDenominations; ++d) {
        for (int k = 0; k < bills.count[d]; ++k) {
            if (text.size() > 1)
                text += ", ";
            text += QByteArray::number(kBillValues[d]);
        }
    }
    return qstrdup(text + ']');
}

} // namespace razzia

namespace razzia::test {

inline Card gambler(Bar bar, int value)
{
    return Card(Kind::Gambler, bar, value);
}
inline Card police(Bar bar, int value)
{
    return Card(Kind::Police, bar, value);
}

// Bills from dollar values; a value that does not exist is a mistake in the test itself.
inline BillSet bills(std::initializer_list<int32_t> dollars)
{
    BillSet set;
    for (int32_t value : dollars) {
        const int d = denominationOf(value);
        if (d < 0)
            qFatal("no bill of %d", int(value));
        ++set.count[d];
    }
    return set;
}

// A position at the secret play (R3.5): each seat holds the card it will play and four more
// from what is left of the deck, so every hand is a legal five-card hand for the player count.
// The supply holds every bill in use that is not on a bar.
inline Position positionAtPlay(int players, int dealer,
                               const std::array<int32_t, kMaxPlayers> &money,
                               const std::array<BillSet, kBarCount> &bars,
                               const std::array<Card, kMaxPlayers> &plays)
{
    const Variant &v = variantFor(players);
    Position p;
    p.players = players;
    p.dealer = dealer;
    p.money = money;
    p.bars = bars;
    DeckCounts left = v.deck;
    for (int s = 0; s < players; ++s) {
        if (left[plays[s].code()] == 0)
            qFatal("seat %d plays a card the deck does not hold", s);
        --left[plays[s].code()];
        p.hands[s].add(plays[s]);
    }
    int next = Card::kTypes - 1;
    for (int s = 0; s < players; ++s) {
        while (p.hands[s].size < kHandSize) {
            while (left[next] == 0)
                --next;
            --left[next];
            p.hands[s].add(Card::fromCode(uint8_t(next)));
        }
    }
    for (int d = 0; d < kDenominations; ++d) {
        int onBars = 0;
        for (const BillSet &b : bars)
            onBars += b.count[d];
        p.supply.count[d] = uint8_t(std::max(0, v.bills.count[d] - onBars));
    }
    return p;
}

inline int32_t totalMoney(const Game &game)
{
    int32_t total = 0;
    for (int s = 0; s < game.players(); ++s)
        total += game.money(s);
    return total;
}

struct EventLog final : EventSink
{
    std::vector<Event> events;
    void onEvent(const Event &event) override { events.push_back(event); }

    int count(EventKind kind) const
    {
        int n = 0;
        for (const Event &e : events)
            n += e.kind == kind;
        return n;
    }
};

// Every field of an event, so that two streams can be compared exactly.
inline bool sameEvent(const Event &a, const Event &b)
{
    return a.kind == b.kind && a.seat == b.seat && a.other == b.other &&
           a.privateTo == b.privateTo && a.flag == b.flag && a.bar == b.bar &&
           a.outcome == b.outcome && a.card == b.card && a.value == b.value && a.total == b.total &&
           a.round == b.round && a.bills == b.bills && a.cards == b.cards && a.money == b.money &&
           a.proposal == b.proposal;
}

// One RandomPolicy per seat, seeded from the game's seed, as `razzia-cli play` does.
struct RandomSeats
{
    std::vector<RandomPolicy> seats;
    RandomSeats(uint64_t seed, int players)
    {
        for (int s = 0; s < players; ++s)
            seats.emplace_back(streamSeed(seed, Stream::Policy, uint64_t(s)));
    }
};

// Lets the lowest seat that must decide do so; false when nobody must (over, or chance).
inline bool stepOnce(Game &game, RandomSeats &bots)
{
    const uint8_t mask = game.toDecide();
    if (!mask)
        return false;
    int seat = 0;
    while (!((mask >> seat) & 1))
        ++seat;
    const Decision d = bots.seats[seat].decide(game.view(seat));
    const Refusal r = game.decide(seat, d);
    if (r != Refusal::None)
        qFatal("RandomPolicy made a decision the game refused: %s", describe(r));
    return true;
}

inline void playOut(Game &game, RandomSeats &bots)
{
    while (stepOnce(game, bots)) {
    }
}

} // namespace razzia::test
