// The Controller at a network table (issue 24): the host is the referee, an OnlineGame reads
// what it sends, and the same player of events shows it.
#include "controller.h"
#include "onlinegame.h"

namespace gangsters::ui {

const State &Controller::state() const
{
    return m_online ? m_online->view().state : m_session.state();
}

const Rules &Controller::rules() const
{
    return m_online ? m_online->view().rules : m_session.rules();
}

const Point *Controller::pending() const
{
    if (!m_online)
        return m_session.pending();
    return m_online->view().hasPending ? &m_online->view().pending : nullptr;
}

SeatView Controller::view(int seat) const
{
    // The host sends this window's seat its own view only; everything in it is public (GA12).
    return m_online ? m_online->view() : m_session.view(seat);
}

bool Controller::startOnline(QString &error)
{
    if (!m_online)
        return false;
    std::vector<Event> past;
    if (!m_online->read(past, error))
        return false;
    connect(m_online, &OnlineGame::updated, this, &Controller::onUpdate);
    connect(m_online, &OnlineGame::tableChanged, this, &Controller::changed);
    connect(m_online, &OnlineGame::refused, this, [this](const QString &line) {
        if (m_halted)
            return;
        m_sent = false;
        Q_EMIT notice(line);
        if (!m_playing && m_events.empty())
            settle(); // asked again, nothing changed
    });
    connect(m_online, &OnlineGame::connectionLost, this, [this] {
        if (m_halted || m_over)
            return;
        m_away = true;
        const Point *p = pending();
        m_awayAsked = p && isHuman(p->seat);
        m_awayFrom = m_online->decisions();
        Q_EMIT notice(tr("The connection to the host is lost."));
        Q_EMIT changed();
    });
    connect(m_online, &OnlineGame::connectionBack, this, [this] {
        if (!m_halted)
            Q_EMIT notice(tr("Back at the table."));
    });
    if (m_online->hasView())
        catchUp(past);
    else
        Q_EMIT changed(); // the first view is on its way
    return true;
}

void Controller::catchUp(const std::vector<Event> &past)
{
    m_decisionsSeen = m_online->decisions();
    // What happened before this window sat down goes to the log at once, as a resumed game's
    // past does; the game goes on from where it stands.
    m_begun = true;
    m_instant = true;
    m_shown = state();
    for (int i = 0; i < m_shown.gangs * kRoles; ++i) {
        m_at[size_t(i)] = m_shown.at(CharRef::of(i)).at;
        m_from[size_t(i)] = m_shown.at(CharRef::of(i)).from;
    }
    m_cops = m_shown.cops;
    for (const Event &e : past)
        show(e);
    const Point *p = pending();
    if (m_inDuel && !(p && p->type == DecisionType::Shot))
        m_inDuel = false;
    if (m_roll.kind == EventKind::Roll)
        Q_EMIT diceRolled(m_roll, 0);
    if (m_inDuel) {
        Q_EMIT duelStarted(m_duel);
        for (const Event &e : m_duelEvents)
            Q_EMIT duelEvent(e);
    }
    m_instant = false;
    settle();
}

void Controller::onUpdate()
{
    if (m_halted || m_readFail)
        return;
    std::vector<Event> events;
    QString error;
    if (!m_online->read(events, error)) {
        m_readFail = true; // a broken host: what it sends next is not shown either
        Q_EMIT notice(error);
        return;
    }
    if (!m_online->hasView())
        return;
    if (!m_begun) {
        catchUp(events);
        return;
    }
    if (m_away) {
        m_away = false;
        noteAbsence(events);
    }
    if (m_sent && m_online->decisions() != m_sentAt)
        m_sent = false;
    if (m_online->decisions() != m_decisionsSeen) {
        m_decisionsSeen = m_online->decisions();
        Q_EMIT progressed();
    }
    for (const Event &e : events)
        m_events.push_back(e);
    m_unsettled = true;
    playEvents();
}

void Controller::noteAbsence(const std::vector<Event> &events)
{
    // The host's absence policy may have given the seat to a computer meanwhile: it answered
    // the point left open, or moved, acted or priced for the gang.
    const int me = m_online->seat();
    bool played = m_awayAsked && m_online->decisions() != m_awayFrom;
    for (const Event &e : events) {
        if (((e.kind == EventKind::Moved || e.kind == EventKind::Action) && e.who.seat == me) ||
            ((e.kind == EventKind::PriceNamed || e.kind == EventKind::Declined) && e.seat == me))
            played = true;
    }
    if (played) {
        m_sent = false; // whatever was on its way is moot
        Q_EMIT notice(tr("While you were away, a computer played your gang."));
    }
}

} // namespace gangsters::ui
