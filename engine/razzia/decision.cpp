#include "decision.h"

namespace razzia {

const char *describe(Refusal refusal)
{
    switch (refusal) {
    case Refusal::None:
        return "accepted";
    case Refusal::GameOver:
        return "the game is over";
    case Refusal::NoSuchSeat:
        return "there is no such seat";
    case Refusal::WaitingForChance:
        return "the game is waiting for a card, a bill or a die";
    case Refusal::NotYourTurn:
        return "this seat has nothing to decide now";
    case Refusal::WrongDecision:
        return "this is not the decision the game waits for";
    case Refusal::AlreadyChosen:
        return "this seat has already chosen its card";
    case Refusal::CardNotInHand:
        return "the card is not in the hand";
    case Refusal::BarNotInPlay:
        return "the bar is not in play";
    case Refusal::ShareToNonClaimant:
        return "the proposal gives bills to a player who is not a claimant";
    case Refusal::ProposalNotExact:
        return "the proposal does not divide exactly the bills on the bar";
    case Refusal::NoChancePending:
        return "the game is not waiting for that card, bill or die";
    case Refusal::CardNotInDrawPile:
        return "the card is not in the draw pile";
    case Refusal::BillNotInSupply:
        return "the bill is not in the supply";
    case Refusal::DieOutOfRange:
        return "a die shows 1 to 6";
    }
    return "refused";
}

} // namespace razzia
