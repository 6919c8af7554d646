// What a seat can decide, and why the engine refuses a decision.
#pragma once

#include "bills.h"
#include "cards.h"

#include <new>

namespace razzia {

// R5.2: a division of a bar's bills, the share of each seat.
struct Proposal
{
    std::array<BillSet, kMaxPlayers> shares{};
    friend bool operator==(const Proposal &, const Proposal &) = default;
};

enum class DecisionKind : uint8_t
{
    PlaceBill,
    PlayCard,
    Propose,
    Answer
};

struct Decision
{
    DecisionKind kind = DecisionKind::PlayCard;
    Bar bar = Bar::Colibri; // PlaceBill
    Card card;              // PlayCard
    int8_t slot = -1;       // PlayCard: where the card is in the hand, if the caller knows
    bool accept = false;    // Answer
    // Propose only; left unset for the other kinds, because zeroing 64 bytes for every card
    // played is a measurable share of a random game.
    union {
        Proposal proposal;
    };

    Decision() {}

    static Decision placeBill(Bar bar)
    {
        Decision d;
        d.kind = DecisionKind::PlaceBill;
        d.bar = bar;
        return d;
    }
    static Decision playCard(Card card, int slot = -1)
    {
        Decision d;
        d.kind = DecisionKind::PlayCard;
        d.card = card;
        d.slot = int8_t(slot);
        return d;
    }
    static Decision propose(const Proposal &proposal)
    {
        Decision d;
        d.kind = DecisionKind::Propose;
        new (&d.proposal) Proposal(proposal);
        return d;
    }
    static Decision answer(bool accept)
    {
        Decision d;
        d.kind = DecisionKind::Answer;
        d.accept = accept;
        return d;
    }
};

// A fixed-capacity list of the decisions open to one seat. Proposals are not listed: any
// division of the bar's bills among the claimants is legal (R5.2), claimants^bills of them.
struct DecisionList
{
    std::array<Decision, kHandSize + kBarCount> items;
    int size = 0;
    void push(const Decision &d) { items[size++] = d; }
    const Decision *begin() const { return items.data(); }
    const Decision *end() const { return items.data() + size; }
};

enum class Refusal : uint8_t
{
    None,
    GameOver,
    NoSuchSeat,
    WaitingForChance,
    NotYourTurn,
    WrongDecision,
    AlreadyChosen,
    CardNotInHand,
    BarNotInPlay,
    ShareToNonClaimant,
    ProposalNotExact,
    NoChancePending,
    CardNotInDrawPile,
    BillNotInSupply,
    DieOutOfRange,
};

// A sentence in English for logs, the CLI and record errors; the UI maps refusals itself.
const char *describe(Refusal refusal);

} // namespace razzia
