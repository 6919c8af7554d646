#include "session.h"

#include "levels.h"

#include "common/rng.h"

#include <stdexcept>

namespace gangsters {

void Session::start(const Setup &setup)
{
    m_rules = setup.rules;
    m_seats = setup.seats;
    const int seatCount = setup.gangs + (m_rules.policePlayer ? 1 : 0);
    m_seats.resize(size_t(seatCount));
    for (int s = 0; s < seatCount; ++s) {
        PlayerInfo &p = m_seats[size_t(s)];
        if (p.name.empty())
            p.name = s < setup.gangs ? "Gang " + std::to_string(s + 1) : "Police";
        if (s == setup.gangs && !p.human())
            p.kind = "police";
        m_policies[size_t(s)].reset();
        // A seat's policy has a stream of its own, so that its choices never move the dice.
        // One-way: a network client's computer player is handed its seat's seed, and must not
        // get the seed, and so every future die, back from it (docs/network.md).
        if (!p.human()) {
            m_policies[size_t(s)] =
                makePolicy(p.level, common::oneWaySeed(setup.seed, 0x6a, uint64_t(s)));
            if (!m_policies[size_t(s)])
                throw std::invalid_argument("unknown Gangsters level \"" + p.level + "\"");
        }
    }
    for (size_t i = 0; i < setup.reseeds.size(); ++i) {
        if (setup.reseeds[i].die < 0 || (i > 0 && setup.reseeds[i].die <= setup.reseeds[i - 1].die))
            throw std::invalid_argument("Gangsters reseeds out of order");
    }
    if (setup.policiesReseedAt >= 0 && setup.reseeds.empty())
        throw std::invalid_argument("Gangsters policies reseeded without a reseed");
    for (size_t s = size_t(seatCount); s < m_policies.size(); ++s)
        m_policies[s].reset();
    m_generator = Generator(setup.seed);
    const int first = m_generator.below(setup.gangs); // GA13.2 (1)
    m_state = State::initial(setup.gangs, first);
    m_context = TurnContext{};
    m_recording = setup.record;
    m_aiOutside = setup.aiOutside;
    m_record = GameRecord{};
    m_record.seed = setup.seed;
    m_record.players = m_seats;
    m_record.rules = m_rules;
    m_record.first = first;
    m_record.reseeds = setup.reseeds;
    m_reseeds = setup.reseeds;
    m_dice = 0;
    m_decisions = 0;
    m_policiesReseedAt = setup.policiesReseedAt;
    if (m_policiesReseedAt == 0)
        seedPolicies(m_reseeds.back().seed);
    m_inTurn = false;
    m_hasPending = false;
}

// The computer seats' streams from a reseed's seed, as start() derives them from the game's.
void Session::seedPolicies(uint64_t seed)
{
    for (size_t s = 0; s < m_policies.size(); ++s) {
        if (m_policies[s])
            m_policies[s]->reseed(common::oneWaySeed(seed, 0x6a, uint64_t(s)));
    }
}

// Every decision taken, a person's or a computer's, counts toward the computer seats' reseed.
void Session::decided()
{
    if (++m_decisions == m_policiesReseedAt)
        seedPolicies(m_reseeds.back().seed);
}

namespace {

// The generator's dice, which start again from a reseed's seed at the die it names (issue 29),
// as the record's verifier draws them (replayRecord).
class ReseededDice final : public DiceSource
{
public:
    ReseededDice(Generator &generator, const std::vector<Reseed> &reseeds, size_t &drawn,
                 std::vector<int8_t> *log)
        : m_generator(generator), m_reseeds(reseeds), m_drawn(drawn), m_log(log)
    {}
    int die() override
    {
        for (const Reseed &reseed : m_reseeds) {
            if (size_t(reseed.die) == m_drawn)
                m_generator.setState(reseed.seed);
        }
        const int d = m_generator.die();
        ++m_drawn;
        if (m_log)
            m_log->push_back(int8_t(d));
        return d;
    }

private:
    Generator &m_generator;
    const std::vector<Reseed> &m_reseeds;
    size_t &m_drawn;
    std::vector<int8_t> *m_log;
};

} // namespace

void Session::beginTurn()
{
    m_turnStart = m_state;
    m_turnGenerator = m_generator.state();
    m_turnDice = m_dice;
    m_answers.clear();
    m_delivered = 0;
    m_inTurn = true;
}

bool Session::attempt()
{
    m_state = m_turnStart;
    m_generator.setState(m_turnGenerator);
    m_dice = m_turnDice;
    if (m_recording)
        m_record.dice.resize(m_turnDice);
    m_replayed = 0;
    m_seen = 0;
    m_hasPending = false;
    ReseededDice dice(m_generator, m_reseeds, m_dice, m_recording ? &m_record.dice : nullptr);
    Turn turn(m_state, m_rules, *this, dice, this, m_context);
    try {
        turn.play();
    } catch (const Suspend &) {
        return false;
    }
    m_inTurn = false;
    if (m_state.isOver()) {
        m_record.finished = true;
        m_record.end = m_state.over;
    }
    return true;
}

Session::Stop Session::playOn()
{
    for (;;) {
        if (m_state.isOver())
            return {Stop::Over, -1};
        if (m_inTurn && m_hasPending && (m_aiOutside || !isAi(m_pending.seat)))
            return {Stop::Outside, m_pending.seat};
        if (!m_inTurn)
            beginTurn();
        if (!attempt())
            return {Stop::Outside, m_pending.seat};
    }
}

int Session::choose(const Point &point)
{
    if (m_replayed < m_answers.size())
        return m_answers[m_replayed++];
    Policy *policy = m_policies[size_t(point.seat)].get();
    if (!policy || m_aiOutside) {
        SeatView::copyPoint(m_pending, point);
        m_hasPending = true;
        throw Suspend{};
    }
    m_aiView.seat = point.seat;
    m_aiView.rules = m_rules;
    if (policy->readsState()) {
        m_aiView.state = m_state;
        m_aiView.turn = m_context;
    }
    m_aiView.hasPending = true;
    SeatView::copyPoint(m_aiView.pending, point);
    const Decision d = policy->decide(m_aiView);
    int index = d.type == point.type && d.seat == point.seat ? point.find(d.choice) : -1;
    if (index < 0)
        index = 0; // a policy bug must not stop the game; tests check policies choose legally
    m_answers.push_back(index);
    ++m_replayed;
    if (m_recording)
        m_record.decisions.push_back({point.type, point.seat, point.options[size_t(index)]});
    decided();
    return index;
}

void Session::onEvent(const Event &event)
{
    if (++m_seen <= m_delivered)
        return; // already shown before the turn stopped for an answer
    ++m_delivered;
    for (auto &policy : m_policies) {
        if (policy)
            policy->observe(event);
    }
    for (EventSink *sink : m_sinks)
        sink->onEvent(event);
}

Refusal Session::decide(int seat, const Decision &decision)
{
    if (m_state.isOver())
        return Refusal::GameOver;
    if (seat < 0 || seat >= seats())
        return Refusal::NoSuchSeat;
    if (!m_hasPending)
        return Refusal::NothingPending;
    if (decision.type == DecisionType::Resign) {
        // GA11.4 (G49, G52): in place of the decision the seat is asked for.
        if (seat >= m_state.gangs)
            return Refusal::PoliceCannotResign;
        if (seat != m_pending.seat)
            return Refusal::NotYourTurn;
        m_answers.push_back(Chooser::kResign);
        if (m_recording)
            m_record.decisions.push_back({DecisionType::Resign, int8_t(seat), decision.choice});
        decided();
        attempt();
        return Refusal::None;
    }
    if (seat != m_pending.seat)
        return Refusal::NotYourTurn;
    if (decision.type != m_pending.type)
        return Refusal::WrongDecision;
    const int index = m_pending.find(decision.choice);
    if (index < 0)
        return Refusal::NotLegal;
    m_answers.push_back(index);
    if (m_recording)
        m_record.decisions.push_back({m_pending.type, m_pending.seat, decision.choice});
    decided();
    attempt();
    return Refusal::None;
}

std::optional<Session::Fault> Session::replay(const std::vector<Decision> &decisions)
{
    // Every seat stops the turn, a computer's too, so that its own decision is asked for and
    // the record's played in its place.
    const bool aiOutside = m_aiOutside;
    m_aiOutside = true;
    std::optional<Fault> fault;
    for (size_t i = 0; i < decisions.size() && !fault; ++i) {
        playOn();
        const Decision &d = decisions[i];
        if (!m_hasPending || m_state.isOver()) {
            fault = Fault{i, Refusal::GameOver};
            break;
        }
        if (isAi(m_pending.seat) && d.type != DecisionType::Resign)
            (void)aiTurn(m_pending.seat).decide();
        if (const Refusal refusal = decide(d.seat, d); refusal != Refusal::None)
            fault = Fault{i, refusal};
    }
    m_aiOutside = aiOutside;
    return fault;
}

void prepareResume(const GameRecord &record, uint64_t freshSeed, Session::Setup &setup)
{
    size_t drawn = record.dice.size();
    if (!record.hasDice) {
        try {
            (void)replayRecord(record, &drawn);
        } catch (const std::exception &) {
            return;
        }
    }
    setup.reseeds.clear();
    for (const Reseed &reseed : record.reseeds) {
        if (size_t(reseed.die) < drawn)
            setup.reseeds.push_back(reseed);
    }
    setup.reseeds.push_back({int(drawn), freshSeed});
    setup.policiesReseedAt = int(record.decisions.size());
}

SeatView Session::view(int seat) const
{
    SeatView v;
    v.seat = seat;
    v.rules = m_rules;
    v.state = m_state;
    v.turn = m_context;
    v.hasPending = m_hasPending;
    if (m_hasPending)
        SeatView::copyPoint(v.pending, m_pending);
    return v;
}

Session::AiTurn Session::aiTurn(int seat) const
{
    AiTurn turn;
    if (seat < 0 || seat >= seats() || !m_hasPending || m_pending.seat != seat)
        return turn;
    turn.policy = m_policies[size_t(seat)].get();
    turn.view = view(seat);
    return turn;
}

Decision Session::AiTurn::decide() const
{
    Decision d = policy->decide(view);
    const Point &point = view.pending;
    if (d.type != point.type || d.seat != point.seat || point.find(d.choice) < 0)
        d = Decision{point.type, point.seat, point.options[0]};
    return d;
}

} // namespace gangsters
