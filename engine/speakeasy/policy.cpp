#include "policy.h"

#include "layout.h"

namespace speakeasy {

Decision PhasePolicy::decide(const SeatView &view)
{
    switch (view.phase()) {
    case Phase::SetUp:
        return Decision::setUp(layout(view.seat()));
    case Phase::DrawOffered:
        return Decision::answerDraw(acceptDraw(view));
    case Phase::Play:
    case Phase::Over:
        break;
    }
    const Action action = act(view);
    switch (action.type) {
    case Action::Type::Resign:
        return Decision::resign();
    case Action::Type::OfferDraw:
        return Decision::offerDraw();
    case Action::Type::Play:
        break;
    }
    return Decision::play(action.move);
}

Layout RandomPolicy::layout(int seat)
{
    return randomLayout(seat, m_rng);
}

Action RandomPolicy::act(const SeatView &view)
{
    const MoveSet moves = view.legalMoves();
    return Action::play(moves.at(int(m_rng.below(uint32_t(moves.count())))));
}

} // namespace speakeasy
