#include "decision.h"

namespace speakeasy {

const char *describe(Refusal refusal)
{
    switch (refusal) {
    case Refusal::None:
        return "accepted";
    case Refusal::NotStarted:
        return "the game has not started";
    case Refusal::GameOver:
        return "the game is over (SE6)";
    case Refusal::NoSuchSeat:
        return "there is no such seat";
    case Refusal::NotYourTurn:
        return "another seat must decide now";
    case Refusal::WrongDecision:
        return "this is not the decision the game waits for";
    case Refusal::AlreadySetUp:
        return "this seat has already set up (SE3)";
    case Refusal::InvalidLayout:
        return "the set-up breaks SE3";
    case Refusal::IllegalMove:
        return "the move is not legal (SE4)";
    case Refusal::DrawAlreadyDeclined:
        return "a draw was already declined this turn (SE6.4)";
    }
    return "unknown refusal";
}

} // namespace speakeasy
