#include "seatinput.h"

#include "gamesession.h"
#include "pace.h"
#include "shellnames.h"
#include "steps.h"

#include <QTimer>

namespace razzia::ui {

AiInput::AiInput(GameSession *session, QObject *parent) : SeatInput(parent), m_session(session) {}

void AiInput::ask(int seat)
{
    m_queued |= 1u << seat;
    m_paused &= ~(1u << seat);
    m_decisions[size_t(seat)].reset();
    const unsigned generation = m_generation;
    QTimer::singleShot(Pace::ms(Step::AiThinking), this, [this, generation, seat] {
        if (generation != m_generation)
            return;
        m_paused |= 1u << seat;
        deliverReady();
    });
    searchNext();
}

void AiInput::cancel()
{
    ++m_generation;
    m_queued = 0;
    m_paused = 0;
    m_searching = false;
    m_decisions.fill(std::nullopt);
}

// One search at a time, in seat order.
void AiInput::searchNext()
{
    if (m_searching)
        return;
    int seat = 0;
    while (seat < kMaxPlayers && !((m_queued >> seat) & 1))
        ++seat;
    if (seat >= kMaxPlayers)
        return;
    m_queued &= ~(1u << seat);
    m_searching = true;
    const unsigned generation = m_generation;
    m_session->requestAiDecision(seat, [this, generation, seat](const Decision &d) {
        if (generation != m_generation)
            return; // a new game: this search is forgotten
        m_searching = false;
        m_decisions[size_t(seat)] = d;
        deliverReady();
        searchNext();
    });
}

void AiInput::deliverReady()
{
    if (m_searching)
        return; // the engine must not move under a search; the search's end delivers
    for (int seat = 0; seat < kMaxPlayers; ++seat) {
        if (m_decisions[size_t(seat)] && ((m_paused >> seat) & 1)) {
            const Decision d = *m_decisions[size_t(seat)];
            m_decisions[size_t(seat)].reset();
            Q_EMIT decided(seat, d);
        }
    }
}

} // namespace razzia::ui
