#include "session.h"

#include "layout.h"

namespace speakeasy {

int firstPlayer(uint64_t seed)
{
    common::Rng rng(common::streamSeed(seed, uint64_t(Stream::FirstPlayer)));
    return int(rng.below(2));
}

uint64_t seatSeed(uint64_t seed, int seat)
{
    // One-way: a network client's computer player is handed its seat's seed, and must learn
    // nothing of the other seat's set-up from it (SE7, docs/network.md).
    return common::oneWaySeed(seed, uint64_t(Stream::Seat), uint64_t(seat));
}

void Session::begin(Setup &setup)
{
    m_started = true;
    m_seed = setup.seed;
    m_first = firstPlayer(setup.seed);
    m_players = setup.players;
    m_policies = std::move(setup.policies);
    m_layouts = {};
    m_game.reset();
}

void Session::start(Setup setup)
{
    begin(setup);
}

bool Session::resume(Setup setup, const GameRecord &record, std::string &error, Retell retell)
{
    std::optional<Game> game;
    error = replay(record, game);
    if (error.empty())
        error = drawsError(record);
    if (!error.empty())
        return false;
    begin(setup);
    m_first = record.first;
    // The record's decisions through decide(), as they were taken: they replay (above), so none
    // is refused, and each tells what it told then.
    m_quiet = retell == Retell::Quiet;
    for (int seat = 0; seat < kSeats; ++seat)
        decide(seat, Decision::setUp(record.setups[size_t(seat)]));
    size_t draw = 0;
    for (size_t ply = 0; ply <= record.moves.size(); ++ply) {
        for (; draw < record.draws.size() && size_t(record.draws[draw].ply) == ply; ++draw) {
            const int offering = m_game->position().toMove();
            decide(offering, Decision::offerDraw());
            if (record.draws[draw].declined)
                decide(1 - offering, Decision::answerDraw(false));
        }
        if (ply < record.moves.size())
            decide(m_game->position().toMove(), Decision::play(record.moves[ply]));
    }
    // A resignation or an agreed draw: the end as replay() reached it.
    if (record.finished && !m_game->over())
        m_game = std::move(game);
    m_quiet = false;
    return true;
}

uint8_t Session::toDecide() const
{
    if (!m_started)
        return 0;
    if (m_game)
        return m_game->toDecide();
    return uint8_t((m_layouts[0] ? 0u : 1u) | (m_layouts[1] ? 0u : 2u));
}

SeatView Session::view(int seat) const
{
    return m_game ? m_game->view(seat) : SeatView::atSetUp(seat);
}

void Session::notify(const Event &event)
{
    if (m_quiet)
        return;
    for (int s = 0; s < kSeats; ++s) {
        if (m_policies[size_t(s)] && seatMaySee(event, s))
            m_policies[size_t(s)]->observe(event);
    }
    for (EventSink *sink : m_sinks)
        sink->onEvent(event);
}

Refusal Session::decide(int seat, const Decision &decision)
{
    if (!m_started)
        return Refusal::NotStarted;
    if (seat < 0 || seat >= kSeats)
        return Refusal::NoSuchSeat;
    Event e;
    e.seat = int8_t(seat);
    if (!m_game) {
        if (decision.kind != DecisionKind::SetUp)
            return Refusal::WrongDecision;
        if (m_layouts[size_t(seat)])
            return Refusal::AlreadySetUp;
        if (!layoutError(seat, decision.layout).empty())
            return Refusal::InvalidLayout;
        m_layouts[size_t(seat)] = decision.layout;
        e.kind = EventKind::SetUpChosen;
        e.privateTo = int8_t(seat); // SE3.6: neither sees the other's
        e.layout = decision.layout;
        notify(e);
        if (m_layouts[size_t(1 - seat)]) {
            m_game.emplace(*m_layouts[0], *m_layouts[1], m_first);
            Event started;
            started.kind = EventKind::GameStarted;
            started.seat = int8_t(m_first);
            notify(started);
        }
        return Refusal::None;
    }
    const size_t fights = m_game->confrontations().size();
    if (const Refusal refusal = m_game->decide(seat, decision); refusal != Refusal::None)
        return refusal;
    switch (decision.kind) {
    case DecisionKind::Move:
        e.kind = EventKind::Moved;
        e.move = decision.move;
        e.ply = int16_t(m_game->moves().size() - 1);
        notify(e);
        if (m_game->confrontations().size() > fights) {
            e.kind = EventKind::Fought;
            e.fight = m_game->confrontations().back().fight;
            notify(e);
        }
        break;
    case DecisionKind::OfferDraw:
        e.kind = EventKind::DrawOffered;
        notify(e);
        break;
    case DecisionKind::AnswerDraw:
        if (!decision.accept) {
            e.kind = EventKind::DrawDeclined;
            notify(e);
        }
        break;
    case DecisionKind::Resign:
        e.kind = EventKind::Resigned;
        notify(e);
        break;
    case DecisionKind::SetUp:
        break;
    }
    if (m_game->over()) {
        Event over;
        over.kind = EventKind::GameOver;
        over.end = m_game->end();
        over.ply = int16_t(m_game->moves().size());
        notify(over);
    }
    return Refusal::None;
}

Session::Stop Session::playOn()
{
    while (true) {
        const uint8_t waiting = toDecide();
        if (waiting == 0)
            return Stop{Stop::Over};
        int seat = -1;
        for (int s = 0; s < kSeats && seat < 0; ++s) {
            if (((waiting >> s) & 1) && isAi(s))
                seat = s;
        }
        if (seat < 0)
            return Stop{Stop::Outside, std::countr_zero(unsigned(waiting))};
        if (const Refusal refusal = decide(seat, ask(seat)); refusal != Refusal::None)
            return Stop{Stop::Refused, seat, refusal};
    }
}

} // namespace speakeasy
