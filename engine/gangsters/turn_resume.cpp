// Turn::resume…(): a turn continued from a decision point of a seat view (turn.h), for the AI's
// search; the same steps as play() from that point, with the same endings.
#include "turn.h"

namespace gangsters {

template<class Body> void Turn::resume(Body body)
{
    m_ctx.inTurn = true;
    try {
        body();
        vampTimer();
        endOfTurn();
    } catch (const TurnEnded &) {
        if (!m_s.isOver()) {
            try {
                endOfTurn();
            } catch (const GameEnded &) {
            }
        }
    } catch (const GameEnded &) {
    } catch (const Resigned &) {
        resignActive();
    }
    m_ctx.inTurn = false;
}

void Turn::resumeAfterPolice(bool buy)
{
    resume([&] {
        if (buy)
            takePolice();
        roll();
        if (m_s.round >= city().constants().policeFromRound) {
            copMove(0);
            copMove(1);
        }
        characters();
    });
}

void Turn::resumeAtNext()
{
    resume([&] { characters(); });
}

void Turn::resumeWithMove(Role role, Move mv)
{
    resume([&] {
        arrive(role, mv, true);
        characters();
    });
}

} // namespace gangsters
