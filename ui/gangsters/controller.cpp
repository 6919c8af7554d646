#include "controller.h"

#include "gangsterssteps.h"
#include "hintreason.h"
#include "onlinegame.h"

#include "gangsters/ai/hint.h"
#include "gangsters/turn.h"

#include <QThread>
#include <QTimer>

#include <bit>

namespace gangsters::ui {

using shell::Pace;

Controller::Controller(Session::Setup setup, QObject *parent)
    : QObject(parent), m_setup(std::move(setup))
{
    m_setup.aiOutside = true;
    m_setup.record = true;
    QStringList names;
    for (const PlayerInfo &p : m_setup.seats)
        names << QString::fromStdString(p.name);
    m_names = Names(names);
    m_session.addSink(this);
}

Controller::Controller(OnlineGame *online, QObject *parent) : QObject(parent), m_online(online)
{
    online->setParent(this);
    const QStringList names = online->names();
    m_names = Names(names);
    // The window's person at its seat; the others are the host's to ask.
    for (int s = 0; s < names.size(); ++s)
        m_setup.seats.push_back(
            {names[s].toStdString(), s == online->seat() ? "human" : "net", ""});
}

Controller::~Controller()
{
    m_halted = true;
    if (m_worker)
        m_worker->wait(); // it runs a policy the session owns
    if (m_hint)
        m_hint->wait();
}

bool Controller::isHuman(int seat) const
{
    return seat >= 0 && seat < int(m_setup.seats.size()) && m_setup.seats[size_t(seat)].human();
}

int Controller::humans() const
{
    int n = 0;
    for (size_t s = 0; s < m_setup.seats.size(); ++s)
        n += isHuman(int(s)) ? 1 : 0;
    return n;
}

int Controller::viewer() const
{
    if (humans() == 1) {
        for (size_t s = 0; s < m_setup.seats.size(); ++s)
            if (isHuman(int(s)))
                return int(s);
    }
    if (const Point *p = waiting())
        return p->seat;
    return m_shown.active;
}

void Controller::after(int ms, std::function<void()> next)
{
    if (ms <= 0 || m_instant)
        next();
    else
        QTimer::singleShot(ms, Qt::PreciseTimer, this, [this, next = std::move(next)] {
            if (!m_halted)
                next();
        });
}

void Controller::start()
{
    m_session.start(m_setup);
    m_shown = m_session.state();
    for (int i = 0; i < m_shown.gangs * kRoles; ++i)
        m_at[size_t(i)] = m_shown.at(CharRef::of(i)).at;
    m_cops = m_shown.cops;
    Q_EMIT changed();
    advance();
}

bool Controller::resume(const GameRecord &record, QString &error)
{
    m_session.start(m_setup);
    m_instant = true;
    m_shown = m_session.state();
    for (int i = 0; i < m_shown.gangs * kRoles; ++i)
        m_at[size_t(i)] = m_shown.at(CharRef::of(i)).at;
    m_cops = m_shown.cops;
    if (const auto fault = m_session.replay(record.decisions)) {
        if (fault->refusal == Refusal::GameOver)
            error = tr("decision %1: the game is already over").arg(fault->decision);
        else
            //: %1 the decision's number in the file, %2 why it is refused (in English).
            error = tr("decision %1: %2")
                        .arg(fault->decision)
                        .arg(QString::fromUtf8(describe(fault->refusal)));
        return false;
    }
    m_session.playOn();
    // The past goes to the log at once, through the same player with nothing animated; the
    // game goes on from where it stood.
    while (!m_events.empty()) {
        const Event e = m_events.front();
        m_events.pop_front();
        show(e);
    }
    const Point *pending = m_session.pending();
    if (m_inDuel && !(pending && pending->type == DecisionType::Shot))
        m_inDuel = false;
    if (m_roll.kind == EventKind::Roll)
        Q_EMIT diceRolled(m_roll, 0); // the dice of the turn under way
    if (m_inDuel) {
        // Saved in the middle of a duel (a person aims): its scene as it stands.
        Q_EMIT duelStarted(m_duel);
        for (const Event &e : m_duelEvents)
            Q_EMIT duelEvent(e);
    }
    m_instant = false;
    settle();
    return true;
}

void Controller::halt()
{
    m_halted = true;
    m_events.clear();
    blockSignals(true);
}

const Point *Controller::waiting() const
{
    if (m_playing || m_over || m_halted || m_continue || m_sent || m_unsettled)
        return nullptr;
    const Point *p = pending();
    return p && isHuman(p->seat) ? p : nullptr;
}

void Controller::advance()
{
    if (m_halted)
        return;
    if (!m_online && !m_session.pending() && !m_session.state().isOver())
        m_session.playOn();
    playEvents();
}

void Controller::forward(int seat, const Decision &decision)
{
    if (m_online) {
        // The host decides whether it stands; its next update shows what it caused.
        if (!m_online->send(decision)) {
            Q_EMIT notice(tr("Not connected to the host: nothing was sent."));
            return;
        }
        m_sent = true;
        m_sentAt = m_online->decisions();
        Q_EMIT notice(QString()); // what was said before this answer is past
        Q_EMIT changed();
        return;
    }
    if (m_session.decide(seat, decision) != Refusal::None)
        return;
    // Saved once the game waits again: the record then holds the dice drawn on the way (the
    // next turn's, after an answer that ends one), without which it would not read back.
    advance();
    Q_EMIT progressed();
}

bool Controller::submit(const Choice &choice)
{
    const Point *p = waiting();
    if (!p || p->find(choice) < 0)
        return false;
    forward(p->seat, Decision{p->type, p->seat, choice});
    return true;
}

bool Controller::resign()
{
    const Point *p = waiting();
    if (!p || p->seat >= state().gangs)
        return false;
    Decision d;
    d.type = DecisionType::Resign;
    d.seat = p->seat;
    forward(p->seat, d);
    return true;
}

void Controller::playEvents()
{
    if (m_playing || m_halted)
        return;
    while (!m_events.empty()) {
        const Event e = m_events.front();
        m_events.pop_front();
        show(e);
        if (m_playing)
            return; // show() goes on here when its step is done
    }
    // A duel ends with its last shot, unless a person is still to aim in it.
    const Point *p = pending();
    if (m_inDuel && !(p && p->type == DecisionType::Shot) && closeDuel([this] { playEvents(); }))
        return; // the duel's end is on screen a while; playEvents() comes back here
    settle();
}

void Controller::settle()
{
    m_unsettled = false;
    m_shown = state();
    for (int i = 0; i < m_shown.gangs * kRoles; ++i) {
        m_at[size_t(i)] = m_shown.at(CharRef::of(i)).at;
        m_from[size_t(i)] = m_shown.at(CharRef::of(i)).from;
    }
    m_cops = m_shown.cops;
    Q_EMIT changed();
    askSeat();
}

void Controller::askSeat()
{
    if (m_halted)
        return;
    if (state().isOver()) {
        if (!m_over) {
            m_over = true;
            Q_EMIT changed();
            Q_EMIT ended(state().over);
        }
        return;
    }
    const Point *p = pending();
    if (!p)
        return;
    if (isHuman(p->seat))
        Q_EMIT decisionWanted(*p, m_names.prompt(*p));
    else if (!m_online)
        think(p->seat);
}

void Controller::think(int seat)
{
    auto go = [this, seat] {
        auto turn = std::make_shared<Session::AiTurn>(m_session.aiTurn(seat));
        if (!turn->policy)
            return;
        if (Pace::speed() == shell::Speed::Instant) {
            // Nothing is watched at instant speed: no thread to start for each of a game's
            // thousand decisions.
            forward(seat, turn->decide());
            return;
        }
        auto decision = std::make_shared<Decision>();
        QThread *worker = QThread::create([turn, decision] { *decision = turn->decide(); });
        m_worker = worker;
        connect(worker, &QThread::finished, worker, &QObject::deleteLater);
        connect(worker, &QThread::finished, this, [this, seat, decision] {
            if (!m_halted)
                forward(seat, *decision);
        });
        worker->start();
    };
    // At instant speed the next decision comes through the event loop, not from inside the
    // last one: a whole game would otherwise be one deep call.
    if (const int ms = Pace::ms(Step::Thinking); ms > 0)
        after(ms, go);
    else
        QMetaObject::invokeMethod(
            this,
            [this, go] {
                if (!m_halted)
                    go();
            },
            Qt::QueuedConnection);
}

void Controller::continuePlay()
{
    if (!m_continue || m_halted)
        return;
    auto then = std::exchange(m_continue, nullptr);
    Q_EMIT continueWanted(false);
    then();
}

uint32_t Controller::peopleIn(const DuelScene &scene) const
{
    uint32_t seats = 0;
    auto add = [&](int seat) {
        if (seat >= 0 && isHuman(seat))
            seats |= 1u << seat;
    };
    const uint16_t all = uint16_t(scene.attackers | scene.defenders);
    for (uint16_t m = all; m; m = uint16_t(m & (m - 1)))
        add(m_shown.controller(CharRef::of(std::countr_zero(unsigned(m)))));
    if (scene.managers > 0 && scene.at != kNoLoc && city().isShop(scene.at))
        add(m_shown.owner[size_t(city().shopIndex(scene.at))]);
    if (scene.cops > 0)
        add(Turn::policeController(m_shown, rules()));
    return seats;
}

bool Controller::closeDuel(std::function<void()> then)
{
    m_inDuel = false;
    // Wait for me: a duel a person took part in stays until Continue.
    const uint32_t people = peopleIn(m_duel);
    const bool wait =
        m_waitForMe && !m_instant && Pace::speed() != shell::Speed::Instant && people != 0;
    const int ms = m_instant ? 0 : Pace::ms(Step::DuelEnd);
    if (!wait && ms <= 0) {
        Q_EMIT duelEnded();
        return false;
    }
    m_playing = true;
    auto finish = [this, then] {
        Q_EMIT duelEnded();
        m_playing = false;
        then();
    };
    if (wait) {
        m_continue = std::move(finish);
        m_continueFor = people;
        Q_EMIT continueWanted(true);
        Q_EMIT changed();
    } else {
        after(ms, std::move(finish));
    }
    return true;
}

QVector<Loc> Controller::route(CharRef who, Loc to, Loc via) const
{
    const City &c = city();
    const Loc at = m_at[size_t(who.index())];
    const int die = m_roll.dice[size_t(who.role)];
    QVector<Loc> squares;
    if (at == c.prison() && die > 0) {
        const std::vector<Loc> &exit = c.exitPath(die);
        squares = QVector<Loc>(exit.begin(), exit.end());
    } else if (die > 0 && at != kNoLoc) {
        State s = m_shown;
        s.at(who).at = at;
        s.at(who).from = m_from[size_t(who.index())];
        const auto found = pathsOf(moveQueryFor(s, who, die), Move{to, via}, 1);
        if (!found.empty())
            squares = QVector<Loc>(found[0].begin(), found[0].end());
    }
    if (squares.isEmpty() || squares.back() != to)
        squares = {to};
    return squares;
}

void Controller::show(const Event &e)
{
    auto step = [this](int ms) {
        if (ms <= 0 || m_instant)
            return;
        m_playing = true;
        after(ms, [this] {
            m_playing = false;
            playEvents();
        });
    };
    // A finishing off rolls its shots (FinishRoll) instead of a duel's dice (GA9.5): that
    // roll belongs to its scene too. Before, it closed the scene before anything was shown.
    const bool duelKind = e.kind == EventKind::DuelRoll || e.kind == EventKind::FinishRoll ||
                          e.kind == EventKind::Shot || e.kind == EventKind::Wounded ||
                          e.kind == EventKind::Killed;
    if (m_inDuel && !duelKind) {
        if (m_instant) {
            m_inDuel = false; // a resumed game's past: nothing is shown
        } else if (closeDuel([this] { playEvents(); })) {
            // The duel is over: its scene goes before the next thing is shown.
            m_events.push_front(e);
            return;
        }
    }
    Q_EMIT eventPlayed(e);
    if (e.kind == EventKind::PriceNamed)
        m_lastPrice = e.a; // the view does not hold it: the hint of an Accept needs it
    switch (e.kind) {
    case EventKind::Roll:
        m_roll = e;
        if (!m_instant)
            Q_EMIT diceRolled(e, Pace::ms(Step::Roll));
        step(Pace::ms(Step::Roll));
        return;
    case EventKind::Moved:
    case EventKind::Follows: {
        const QVector<Loc> r =
            e.kind == EventKind::Moved ? route(e.who, e.at, e.via) : QVector<Loc>{e.at};
        m_from[size_t(e.who.index())] = e.via;
        m_at[size_t(e.who.index())] = e.at;
        const int ms = Pace::ms(Step::SquareWalk);
        if (!m_instant)
            Q_EMIT characterWalks(e.who, r, ms);
        step(ms * int(r.size()));
        return;
    }
    case EventKind::CopMoved: {
        Cop &cop = m_cops[size_t(e.index)];
        QVector<Loc> r{e.at};
        const int die = e.index < e.blues ? m_roll.blue[size_t(e.index)] : 0;
        if (die > 0 && cop.at != kNoLoc && cop.at != city().prison()) {
            MoveQuery q;
            q.at = cop.at;
            q.from = cop.from;
            q.die = die;
            q.cop = true;
            q.shops = ~uint64_t(0);
            q.clinicOpen = true;
            const auto found = pathsOf(q, Move{e.at, e.via}, 1);
            if (!found.empty())
                r = QVector<Loc>(found[0].begin(), found[0].end());
        }
        cop.at = e.at;
        cop.from = e.via;
        const int ms = Pace::ms(Step::SquareWalk);
        if (!m_instant)
            Q_EMIT copsWalk(e.index, r, ms);
        step(ms * int(r.size()));
        return;
    }
    case EventKind::Action:
        if (e.action == ActionKind::Holdup || e.action == ActionKind::Settle) {
            m_duel = DuelScene{};
            m_duel.at = m_at[size_t(e.who.index())];
            m_duel.attackers = uint16_t(charBit(e.who) | e.chars2);
            if (e.action == ActionKind::Settle)
                m_duel.defenders = e.chars;
            else if (city().isShop(m_duel.at))
                m_duel.managers = city().shop(city().shopIndex(m_duel.at)).managers;
            m_inDuel = true;
            m_duelEvents.clear();
            if (!m_instant)
                Q_EMIT duelStarted(m_duel);
        } else if (e.action == ActionKind::FinishOff) {
            m_duel = DuelScene{};
            m_duel.at = city().clinic();
            m_duel.attackers = charBit(e.who);
            m_duel.finishOff = true;
            for (int i = 0; i < m_shown.gangs * kRoles; ++i) {
                const CharRef r = CharRef::of(i);
                if (m_at[size_t(i)] == city().clinic() && m_shown.at(r).wounded &&
                    m_shown.controller(r) != m_shown.controller(e.who))
                    m_duel.defenders |= charBit(r);
            }
            m_inDuel = true;
            m_duelEvents.clear();
            if (!m_instant)
                Q_EMIT duelStarted(m_duel);
        }
        step(Pace::ms(Step::Event));
        return;
    case EventKind::Rebellion:
        m_duel = DuelScene{};
        m_duel.at = m_cops[size_t(e.index)].at;
        m_duel.attackers = e.chars;
        m_duel.cops = 2;
        m_inDuel = true;
        m_duelEvents.clear();
        if (!m_instant)
            Q_EMIT duelStarted(m_duel);
        step(Pace::ms(Step::Event));
        return;
    case EventKind::DuelRoll:
    case EventKind::FinishRoll:
    case EventKind::Shot:
        m_duelEvents.push_back(e);
        if (!m_instant)
            Q_EMIT duelEvent(e);
        step(Pace::ms(e.kind == EventKind::Shot ? Step::Shot : Step::DuelRoll));
        return;
    case EventKind::Wounded:
    case EventKind::Killed:
        m_duelEvents.push_back(e);
        if (!m_instant)
            Q_EMIT duelEvent(e);
        return;
    case EventKind::GameOver:
        return;
    default:
        step(Pace::ms(Step::Event) / 2);
        return;
    }
}

void Controller::requestHint()
{
    const Point *p = waiting();
    if (!p || m_hint)
        return;
    auto view = std::make_shared<SeatView>(this->view(p->seat));
    auto result = std::make_shared<ai::Hint>();
    const int price = m_lastPrice;
    QThread *worker = QThread::create([view, result, price] { *result = ai::hint(*view, price); });
    m_hint = worker;
    const int seat = p->seat;
    const DecisionType type = p->type;
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &QThread::finished, this, [this, view, result, seat, type] {
        const Point *now = waiting();
        // Advice for a decision already taken is dropped.
        if (!result->valid || !now || now->seat != seat || now->type != type)
            return;
        const Choice &c = result->decision.choice;
        QString what;
        switch (type) {
        case DecisionType::Move:
        case DecisionType::CopMove:
            what = tr("go to %1").arg(Names::location(c.to));
            break;
        case DecisionType::Action:
            what = m_names.action(view->state, now->about, c);
            break;
        case DecisionType::Next:
            what = tr("move the %1").arg(Names::role(c.role));
            break;
        case DecisionType::Price:
            what = c.value < 0 ? tr("refuse to sell") : tr("ask %1").arg(Names::money(c.value));
            break;
        case DecisionType::Shot:
            what = tr("aim at %1").arg(m_names.characters(c.chars));
            break;
        case DecisionType::Accomplices:
            what = c.chars ? tr("take %1").arg(m_names.characters(c.chars)) : tr("go alone");
            break;
        case DecisionType::Arrest:
            what = c.flag ? tr("rebel") : tr("obey");
            break;
        case DecisionType::BuyPolice:
            what = c.flag ? tr("buy the police") : tr("keep the money");
            break;
        case DecisionType::Accept:
            what = c.flag ? tr("pay") : tr("decline");
            break;
        case DecisionType::Resign:
            break;
        }
        const QString why = HintReason::text(result->why, type, c);
        //: %1 the player, %2 what the strongest level would do.
        QString text = tr("Hint for %1: %2").arg(m_names.seat(seat), what);
        if (!why.isEmpty())
            //: A hint, then the reason the strongest level gives.
            text = tr("%1 (%2)").arg(text, why);
        Q_EMIT hintReady(text, result->option);
    });
    worker->start();
}

} // namespace gangsters::ui
