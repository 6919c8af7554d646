#include "game.h"

namespace speakeasy {

Game::Game(const Layout &south, const Layout &north, int first)
    : m_position(Position::start(south, north, first)), m_layouts{south, north}, m_first(first)
{
    m_moves.reserve(512);
}

bool Game::play(Move m)
{
    if (!m_position.isLegal(m))
        return false;
    const int mover = m_position.toMove();
    const Kind kind = m_position.kindAt(m.from);
    // SE7.2: a Kid whose destination no step or straight run reaches has shown what it is.
    const bool turned = kind == Kind::Kid && !(m_position.straightTargets(m.from) & bit(m.to));
    const Kind defender = m_position.isEmpty(m.to) ? Kind::None : m_position.kindAt(m.to);
    const std::optional<Confrontation> met = m_position.play(m);
    const bool attackerStands = m_position.ownerAt(m.to) == mover;
    const bool defenderStands = m_position.ownerAt(m.to) == 1 - mover;
    const Bits from = bit(m.from), to = bit(m.to);
    // The public marks travel with their piece and vanish with it.
    for (Bits *marks : {&m_moved, &m_turned, &m_revealed}) {
        const bool a = *marks & from, d = *marks & to;
        *marks &= ~(from | to);
        if ((attackerStands && a) || (defenderStands && d))
            *marks |= to;
    }
    if (attackerStands) {
        m_moved |= to;
        if (turned)
            m_turned |= to;
    }
    if (met) {
        if (attackerStands || defenderStands)
            m_revealed |= to; // SE5.1: both shown; the survivor stays known (D9)
        if (!attackerStands)
            ++m_removed[size_t(mover)][size_t(kind)];
        if (!defenderStands)
            ++m_removed[size_t(1 - mover)][size_t(defender)];
        m_confrontations.push_back({int(m_moves.size()), *met});
    }
    m_moves.push_back(m);
    m_drawDeclined = false;
    return true;
}

uint8_t Game::toDecide() const
{
    if (over())
        return 0;
    const int seat = m_drawOfferedBy >= 0 ? 1 - m_drawOfferedBy : m_position.toMove();
    return uint8_t(1u << seat);
}

Refusal Game::check(int seat, const Decision &decision) const
{
    if (seat < 0 || seat >= kSeats)
        return Refusal::NoSuchSeat;
    if (over())
        return Refusal::GameOver;
    if (decision.kind == DecisionKind::Resign)
        return Refusal::None; // SE6.4: at any time
    if (decision.kind == DecisionKind::SetUp)
        return Refusal::AlreadySetUp; // a Game starts from both set-ups
    const bool answering = decision.kind == DecisionKind::AnswerDraw;
    if (!((toDecide() >> seat) & 1))
        return answering && m_drawOfferedBy < 0 ? Refusal::WrongDecision : Refusal::NotYourTurn;
    if (answering != (m_drawOfferedBy >= 0))
        return Refusal::WrongDecision;
    if (decision.kind == DecisionKind::OfferDraw && m_drawDeclined)
        return Refusal::DrawAlreadyDeclined;
    if (decision.kind == DecisionKind::Move && !m_position.isLegal(decision.move))
        return Refusal::IllegalMove;
    return Refusal::None;
}

Refusal Game::decide(int seat, const Decision &decision)
{
    if (const Refusal refusal = check(seat, decision); refusal != Refusal::None)
        return refusal;
    switch (decision.kind) {
    case DecisionKind::Move:
        play(decision.move);
        break;
    case DecisionKind::OfferDraw:
        m_drawOfferedBy = int8_t(seat);
        m_draws.push_back(DrawOffer{int(m_moves.size()), false});
        break;
    case DecisionKind::AnswerDraw:
        m_drawOfferedBy = -1;
        if (decision.accept)
            m_position.agreeDraw();
        else {
            m_drawDeclined = true;
            m_draws.back().declined = true;
        }
        break;
    case DecisionKind::Resign:
        m_drawOfferedBy = -1;
        m_position.resign(seat);
        break;
    case DecisionKind::SetUp:
        break; // refused by check()
    }
    return Refusal::None;
}

SeatView Game::view(int seat) const
{
    SeatView v;
    v.m_seat = seat;
    v.m_phase = phase();
    v.m_board.setToMove(m_position.toMove());
    v.m_board.setQuietPlies(m_position.quietPlies());
    const Bits own = m_position.occupied(seat), opp = m_position.occupied(1 - seat);
    v.m_unknown = opp & ~m_revealed;
    for (Bits b = own | opp; b; b &= b - 1) {
        const Square s = lowest(b);
        const bool hidden = v.m_unknown & bit(s);
        v.m_board.place(s, m_position.ownerAt(s), hidden ? Kind::None : m_position.kindAt(s));
    }
    v.m_board.setEnd(m_position.end());
    for (int k = 0; k < kKinds; ++k) {
        int known = m_removed[size_t(1 - seat)][size_t(k)];
        for (Bits b = opp & m_revealed; b; b &= b - 1)
            known += m_position.kindAt(lowest(b)) == Kind(k);
        v.m_unknownCounts[size_t(k)] = uint8_t(kCount[size_t(k)] - known);
    }
    v.m_moved = m_moved;
    v.m_turned = m_turned;
    v.m_moves = m_moves;
    v.m_confrontations = m_confrontations;
    v.m_drawDeclined = m_drawDeclined;
    return v;
}

MoveSet SeatView::legalMoves() const
{
    if (m_board.toMove() != m_seat)
        return MoveSet{};
    return m_board.legalMoves();
}

} // namespace speakeasy
