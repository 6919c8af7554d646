// The typed event stream: every change a table must show, in the order it happens.
#pragma once

#include "decision.h"

namespace razzia {

enum class Phase : uint8_t
{
    Deal,      // cards dealt or refilled, bills dealt (R2.4, R3.2, R3.3)
    PlaceBill, // the dealer places the last bill (R3.3)
    Play,      // every seat chooses a card in secret (R3.5)
    Reveal,    // all chosen cards turn over (R3.5)
    Proposal,  // the highest claimant proposes a division (R5.2)
    Answer,    // the other claimants answer one by one (R5.3)
    Duel,      // refusers duel the proposer (R5.6)
    Payout,    // bills go to their winners (R4.6, R5.4–R5.6)
    RoundEnd,  // next round or the end (R3.7)
    GameOver,
};

// How a bar went when it was resolved (R4).
enum class BarOutcome : uint8_t
{
    Quiet,      // R4.1: nobody came
    FailedRaid, // R4.2: police only; the bills stay
    NoBills,    // R4.5: claimants but nothing to win
    Taken,      // R4.6: one claimant takes everything
    Shared,     // R4.7: two or more claimants, R5
};

enum class EventKind : uint8_t
{
    RoundStarted,  // round, seat = dealer
    CardDealt,     // seat; card visible to `seat` only (privateTo)
    Reshuffled,    // value = cards now in the draw pile (R3.2)
    BillDrawn,     // the dealer's last bill, value = denomination; privateTo the dealer
    BillPlaced,    // bar, value = denomination, flag = chosen by the dealer
    CardChosen,    // seat has chosen (the card stays hidden)
    CardsRevealed, // cards = the table, by seat
    BarResolved,   // bar, outcome, bills = the bills on it, seat = first-ranked claimant or -1,
                   // ranked = every claimant in rank order (R5.1), count of them
    ProposalMade,  // bar, seat = proposer, proposal
    Answered,      // bar, seat, flag = accepted
    DieRolled,     // bar, seat, value = roll, total = roll + card, other = the opponent;
                   // bills = the pool, flag = a tie goes to the challenger, last = the bar's
                   // last duel, whose winner takes the pool (R5.6: one duel a refuser)
    DuelWon,       // bar, seat = winner, other = loser, flag = won on a tie (R5.6)
    BillsWon,      // bar, seat, bills
    RoundOver,     // round, money
    GameOver,      // money
};

struct Event
{
    EventKind kind = EventKind::RoundStarted;
    int8_t seat = -1;
    int8_t other = -1;
    int8_t privateTo = -1; // -1: public
    bool flag = false;
    bool last = false; // DieRolled: the bar's last duel
    Bar bar = Bar::Colibri;
    BarOutcome outcome = BarOutcome::Quiet;
    Card card;
    int16_t value = 0;
    int16_t total = 0;
    int16_t round = 0;
    BillSet bills;
    std::array<Card, kMaxPlayers> cards{};
    std::array<int32_t, kMaxPlayers> money{};
    Proposal proposal;
    // BarResolved: the claimants, highest rank first (R5.1).
    uint8_t count = 0;
    std::array<int8_t, kMaxPlayers> ranked{};
    // Every event: the piles once it has happened (R3.2), as the table shows them.
    int16_t supply = 0;
    int16_t draw = 0;
    int16_t discard = 0;
};

class EventSink
{
public:
    virtual ~EventSink() = default;
    virtual void onEvent(const Event &event) = 0;
};

} // namespace razzia
