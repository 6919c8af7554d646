#include "speakeasycontroller.h"

#include "names.h"
#include "timing.h"

#include "speakeasy/layout.h"

#include <QThread>
#include <QTimer>

namespace speakeasy::ui {

TableController::TableController(Seats seats, uint64_t seed, QObject *parent,
                                 std::shared_ptr<const void> keep)
    : QObject(parent), m_keep(std::move(keep)), m_source(std::make_unique<LocalSource>()),
      m_seed(seed)
{
    m_local = static_cast<LocalSource *>(m_source.get());
    for (int s = 0; s < kSeats; ++s)
        m_human[size_t(s)] = !seats[size_t(s)];
    m_setup.seed = seed;
    m_setup.policies = std::move(seats);
    m_source->setSink(this);
    m_viewer = isHuman(0) || !isHuman(1) ? 0 : 1;
}

TableController::TableController(std::unique_ptr<TableSource> source, int seat, uint64_t seed,
                                 QObject *parent)
    : QObject(parent), m_source(std::move(source)), m_seed(seed)
{
    m_human[size_t(seat)] = true;
    m_remote[size_t(1 - seat)] = true;
    m_viewer = seat;
    m_source->setSink(this);
    connect(m_source.get(), &TableSource::arrived, this, &TableController::onArrived);
    connect(m_source.get(), &TableSource::notice, this, [this](const QString &line) {
        if (m_halted)
            return;
        Q_EMIT notice(line);
        Q_EMIT changed();
    });
}

TableController::~TableController()
{
    if (m_hint)
        m_hint->wait();
    if (m_worker)
        m_worker->wait(); // it runs a policy the session owns
}

void TableController::after(int ms, std::function<void()> next)
{
    if (ms <= 0)
        next(); // Instant: nothing waits
    else
        // Precise: a coarse timer may fire 5% early, and a fight's 2.5 s is a promise.
        QTimer::singleShot(ms, Qt::PreciseTimer, this, std::move(next));
}

TableController::Phase TableController::phase() const
{
    if (!m_source->started())
        return Phase::NotStarted;
    if (m_over)
        return Phase::Over;
    return m_source->inPlay() ? Phase::Play : Phase::SetUp;
}

void TableController::awaitSeat(int seat)
{
    if (!isHuman(seat))
        return;
    const bool hotSeat = isHotSeat();
    if (hotSeat && (m_viewer != seat || !m_source->started())) {
        m_viewer = seat;
        m_curtain = seat;
        Q_EMIT curtainNeeded(seat);
    } else if (!hotSeat) {
        m_viewer = seat;
    }
}

void TableController::liftCurtain()
{
    if (m_curtain < 0)
        return;
    m_curtain = -1;
    Q_EMIT changed();
    replayLast();
}

void TableController::holdFight(std::function<void()> then)
{
    const bool someoneWatches = isHuman(0) || isHuman(1);
    if (m_waitForMe && someoneWatches && Timing::speed() > 0) {
        m_continue = std::move(then);
        Q_EMIT continueWanted(true);
        return;
    }
    after(Timing::ms(Beat::FightReveal) + Timing::ms(Beat::FightResult), [this, then] {
        if (!m_halted)
            then();
    });
}

void TableController::continuePlay()
{
    if (!m_continue || m_halted)
        return;
    auto then = std::exchange(m_continue, nullptr);
    Q_EMIT continueWanted(false);
    then();
}

void TableController::replayLast()
{
    // Hot-seat: the player coming back from the curtain did not see the other side's move; it
    // is played again (its route, then its fight) before they may move. Everything shown is
    // public: the route, the points and the faces a fight turned up.
    const bool hotSeat = isHotSeat();
    if (!hotSeat || phase() != Phase::Play || m_last.seat < 0 || m_last.seat == m_viewer ||
        m_lastSeenBy == m_viewer || m_playing)
        return;
    m_lastSeenBy = m_viewer;
    const TablePicture now = livePicture();
    ShownPiece piece = now.at[m_last.move.to];
    if (piece.owner != m_last.seat) // the attacker lost or both left: its face was turned up
        piece = ShownPiece{m_last.seat, m_last.fight ? m_last.fight->attacker : Kind::None};
    const int step = Timing::ms(Beat::StepAlongRoute);
    m_playing = true;
    Q_EMIT changed();
    Q_EMIT moveReplayed(m_last.move, m_last.route, step, piece);
    after(step * int(m_last.route.size() - 1), [this] {
        if (m_halted)
            return;
        auto done = [this] {
            m_playing = false;
            Q_EMIT changed();
        };
        if (!m_last.fight) {
            done();
            return;
        }
        Q_EMIT fightShown(m_last.seat, *m_last.fight, Names::outcome(*m_last.fight),
                          m_last.move.to);
        holdFight([this, done] {
            Q_EMIT fightCleared();
            done();
        });
    });
}

void TableController::start()
{
    if (m_begun)
        return;
    m_begun = true;
    if (!m_local) {
        // A network table: the source stands where the host's game is; what comes next
        // arrives from the host.
        nextTurn();
        return;
    }
    const int firstHuman = isHuman(0) ? 0 : isHuman(1) ? 1 : -1;
    if (firstHuman >= 0)
        awaitSeat(firstHuman);
    m_local->start(std::move(m_setup));
    nextTurn();
}

bool TableController::resume(const GameRecord &record)
{
    if (m_begun || !m_local)
        return false;
    std::string error;
    if (!m_local->resume(std::move(m_setup), record, error))
        return false;
    m_begun = true;
    // The draws offered before the save come back to the log and the line under the last move
    // as they were shown then (the resumed game tells nothing of its past): the side to move
    // offers (SE6.4), the other answers, and the sides alternate from the first mover.
    for (const DrawOffer &offer : record.draws) {
        const int by = (record.first + offer.ply) % kSeats;
        m_draws.push_back(ShownDraw{offer.ply, by, false});
        if (offer.declined)
            m_draws.push_back(ShownDraw{offer.ply, 1 - by, true});
    }
    // Whoever sat at the window before, the player to move confirms who they are first.
    if (isHotSeat())
        m_viewer = 1 - m_local->game()->position().toMove();
    nextTurn();
    return true;
}

void TableController::onArrived()
{
    if (m_halted || !m_begun)
        return;
    // A resignation that waited for this window's decision on its way to the host.
    if (m_resignWaiting >= 0 && m_thinking < 0 && !m_source->pending() && phase() == Phase::Play) {
        const int resigning = std::exchange(m_resignWaiting, -1);
        forward(resigning, Decision::resign());
    }
    if (m_playing) {
        Q_EMIT changed(); // the events wait for the one being shown
        return;
    }
    if (!m_running && !m_events.empty()) {
        m_running = livePicture();
        m_runningMoves = viewerView().moves();
        m_runningFights = viewerView().confrontations();
    }
    playEvents();
}

void TableController::halt()
{
    m_halted = true;
    m_events.clear();
    blockSignals(true);
}

int TableController::settingUp() const
{
    if (phase() != Phase::SetUp || m_curtain >= 0)
        return -1;
    return isHuman(m_viewer) && !m_source->hasSetUp(m_viewer) ? m_viewer : -1;
}

int TableController::drawQuestionFor() const
{
    if (m_playing || phase() != Phase::Play || m_source->pending() ||
        m_source->phase() != speakeasy::Phase::DrawOffered)
        return -1;
    const int seat = std::countr_zero(unsigned(m_source->toDecide()));
    return seat < kSeats ? seat : -1;
}

std::vector<Move> TableController::movesForViewer() const
{
    std::vector<Move> moves;
    if (phase() != Phase::Play || m_playing || m_curtain >= 0 || !isHuman(m_viewer) ||
        m_source->pending() || m_source->phase() != speakeasy::Phase::Play ||
        !((m_source->toDecide() >> m_viewer) & 1))
        return moves;
    const MoveSet set = m_source->view(m_viewer).legalMoves();
    for (int i = 0; i < set.count(); ++i)
        moves.push_back(set.at(i));
    return moves;
}

Refusal TableController::forward(int seat, const Decision &decision)
{
    m_before = livePicture();
    const Refusal refusal = m_source->decide(seat, decision);
    if (refusal != Refusal::None) {
        m_before.reset();
        return refusal;
    }
    if (m_source->pending()) {
        // Sent to the host: its events, or its refusal, come back later (onArrived).
        m_before.reset();
        Q_EMIT changed();
        return refusal;
    }
    playEvents();
    return refusal;
}

bool TableController::submitLayout(int seat, const Layout &layout)
{
    if (seat != settingUp())
        return false;
    // Checked here first: a network table's host would only refuse it later.
    if (const std::string fault = layoutError(seat, layout); !fault.empty()) {
        Q_EMIT notice(Names::layoutFault(fault, 0));
        return false;
    }
    if (forward(seat, Decision::setUp(layout)) == Refusal::InvalidLayout) {
        Q_EMIT notice(Names::layoutFault(layoutError(seat, layout), 0));
        return false;
    }
    return true;
}

bool TableController::submitMove(Move move)
{
    const std::vector<Move> moves = movesForViewer();
    if (std::find(moves.begin(), moves.end(), move) == moves.end()) {
        if (!moves.empty())
            Q_EMIT notice(tr("%1 to %2 is not a legal move")
                              .arg(Names::square(move.from), Names::square(move.to)));
        return false;
    }
    return forward(m_viewer, Decision::play(move)) == Refusal::None;
}

void TableController::offerDraw()
{
    if (movesForViewer().empty())
        return;
    if (viewerView().drawDeclined()) {
        Q_EMIT notice(tr("A draw was already declined this turn"));
        return;
    }
    if (forward(m_viewer, Decision::offerDraw()) == Refusal::DrawAlreadyDeclined)
        Q_EMIT notice(tr("A draw was already declined this turn"));
}

void TableController::answerDraw(bool accepted)
{
    const int asked = drawQuestionFor();
    if (asked >= 0 && isHuman(asked) && m_curtain < 0)
        forward(asked, Decision::answerDraw(accepted));
}

void TableController::resign(int seat)
{
    if (phase() != Phase::Play || !isHuman(seat))
        return;
    // Out of the table's reach (the link down): said, never dropped in silence.
    if (const QString why = m_source->unavailable(); !why.isEmpty()) {
        Q_EMIT notice(why);
        return;
    }
    // The thinking AI seat's policy may not be told of the end while it thinks, and a decision
    // on its way to the host is answered first: the resignation waits for either.
    if (m_thinking >= 0 || m_source->pending()) {
        m_resignWaiting = seat;
        return;
    }
    forward(seat, Decision::resign());
}

void TableController::think(int seat)
{
    m_thinking = seat;
    // The visible pause is before a move; a set-up or a draw answer comes as soon as it is ready.
    const int pause =
        m_source->phase() == speakeasy::Phase::Play ? Timing::ms(Beat::AiThinking) : 0;
    after(pause, [this, seat] {
        if (m_halted)
            return;
        auto turn = std::make_shared<AiTurn>(m_local->aiTurn(seat));
        auto decision = std::make_shared<Decision>();
        QThread *worker = QThread::create([turn, decision] { *decision = turn->decide(); });
        m_worker = worker;
        connect(worker, &QThread::finished, worker, &QObject::deleteLater);
        connect(worker, &QThread::finished, this,
                [this, seat, decision] { onThought(seat, *decision); });
        worker->start();
    });
}

void TableController::onThought(int seat, const Decision &decision)
{
    m_thinking = -1;
    if (m_halted)
        return;
    if (m_resignWaiting >= 0) {
        const int resigning = std::exchange(m_resignWaiting, -1);
        forward(resigning, Decision::resign());
        return;
    }
    // A refused AI decision is a policy's bug; the game waits, and the players are told why.
    const Refusal refusal = forward(seat, decision);
    if (refusal == Refusal::None)
        return;
    if (decision.kind == DecisionKind::SetUp)
        Q_EMIT notice(Names::layoutFault(layoutError(seat, decision.layout), 0));
    else if (refusal == Refusal::DrawAlreadyDeclined)
        Q_EMIT notice(tr("A draw was already declined this turn"));
    else
        Q_EMIT notice(tr("%1 to %2 is not a legal move")
                          .arg(Names::square(decision.move.from), Names::square(decision.move.to)));
}

void TableController::playEvents()
{
    if (m_playing || m_halted)
        return;
    while (!m_events.empty()) {
        const Event event = m_events.front();
        m_events.pop_front();
        show(event);
        if (m_playing)
            return; // show() goes on here when its animation is done
    }
    m_before.reset();
    // Every event handed on is shown: the source's state is the table's again.
    m_running.reset();
    m_source->settle();
    if (m_over)
        Q_EMIT changed(); // the end was shown mid-way: the table reads where the source stands
    nextTurn();
}

void TableController::show(const Event &event)
{
    auto thenNext = [this](int ms, std::function<void()> between) {
        m_playing = true;
        after(ms, [this, between] {
            if (m_halted)
                return;
            between();
            m_playing = false;
            playEvents();
        });
    };
    switch (event.kind) {
    case EventKind::SetUpChosen:
    case EventKind::GameStarted:
    case EventKind::Resigned:
        return;
    case EventKind::Moved: {
        m_frozen = m_running ? *m_running : m_before ? *m_before : livePicture();
        // The route is not part of a move (D21): the engine finds the one the board lit up.
        const std::vector<Square> found = routeOf(*m_frozen, event.move);
        const QVector<Square> route(found.begin(), found.end());
        const int step = Timing::ms(Beat::StepAlongRoute);
        m_last = Shown{event.seat, event.move, route, std::nullopt};
        m_lastSeenBy = m_curtain >= 0 ? -1 : m_viewer;
        if (m_running) {
            // Several moves may come in one update: the board goes on from this one (and its
            // fight, the next event) until the source's own state is read.
            std::optional<Confrontation> fight;
            if (!m_events.empty() && m_events.front().kind == EventKind::Fought &&
                m_events.front().ply == event.ply)
                fight = m_events.front().fight;
            m_afterMove = played(*m_frozen, event.move, fight);
            m_runningMoves.push_back(event.move);
        } else {
            m_afterMove = TablePicture::fromView(m_source->view(m_viewer), first());
        }
        m_playing = true;
        Q_EMIT changed();
        Q_EMIT moveShown(event.move, route, step);
        thenNext(step * int(route.size() - 1), [this] {
            if (m_running)
                m_running = m_afterMove;
            m_frozen.reset();
        });
        return;
    }
    case EventKind::Fought:
        m_last.fight = event.fight;
        if (m_running)
            m_runningFights.push_back(SeenConfrontation{event.ply, event.fight});
        Q_EMIT fightShown(event.seat, event.fight, Names::outcome(event.fight), m_last.move.to);
        m_playing = true;
        Q_EMIT changed(); // the loser has left the board under the fight
        holdFight([this] {
            Q_EMIT fightCleared();
            m_playing = false;
            playEvents();
        });
        return;
    case EventKind::DrawOffered:
    case EventKind::DrawDeclined:
        m_draws.push_back(
            ShownDraw{int(shownMoves().size()), event.seat, event.kind == EventKind::DrawDeclined});
        Q_EMIT changed();
        return;
    case EventKind::GameOver:
        finish(event.end);
        return;
    }
}

void TableController::nextTurn()
{
    if (m_over || m_halted)
        return;
    if (m_thinking >= 0) {
        Q_EMIT changed(); // a person's set-up is in while an AI seat still sets up
        return;
    }
    if (!m_source->started()) {
        Q_EMIT changed(); // a network table not begun yet
        return;
    }
    // A network table joined after its end.
    if (m_source->inPlay() && m_source->view(m_viewer).over()) {
        finish(m_source->view(m_viewer).end());
        return;
    }
    const uint8_t waiting = m_source->toDecide();
    if (!m_source->inPlay()) {
        // SE3: the AI seats set up one after the other while a person sets up.
        for (int s = 0; s < kSeats; ++s) {
            if (((waiting >> s) & 1) && !isHuman(s) && !isRemote(s)) {
                think(s);
                break;
            }
        }
        if (isHuman(m_viewer) && !((waiting >> m_viewer) & 1)) {
            for (int s = 0; s < kSeats; ++s)
                if (((waiting >> s) & 1) && isHuman(s))
                    awaitSeat(s);
        }
        Q_EMIT changed();
        return;
    }
    const int seat = std::countr_zero(unsigned(waiting));
    if (seat >= kSeats) {
        Q_EMIT changed(); // nobody to wait on (a network update still to come)
        return;
    }
    awaitSeat(seat);
    Q_EMIT changed();
    if (!isHuman(seat) && !isRemote(seat))
        think(seat);
}

void TableController::finish(const End &end)
{
    if (m_over)
        return;
    m_over = true;
    m_end = end;
    m_frozen.reset();
    m_curtain = -1;
    Q_EMIT ended(end);
    Q_EMIT changed();
}

SeatView TableController::viewerView() const
{
    return m_source->view(m_viewer);
}

TablePicture TableController::livePicture() const
{
    if (!m_source->inPlay())
        return TablePicture{};
    // SE6: the whole board turned up at the end, where the referee is here; a network table's
    // host sends no hidden identity, even then.
    if (m_over && m_source->game())
        return TablePicture::revealedAtEnd(*m_source->game(), m_viewer);
    const SeatView view = m_source->view(m_viewer);
    if (m_curtain >= 0)
        return TablePicture::neutral(view, first());
    TablePicture picture = TablePicture::fromView(view, first());
    // What the other side knows of this seat's pieces comes from the fights alone, which both
    // saw.
    picture.seenByOpponent = m_source->seenByOpponent(m_viewer);
    return picture;
}

std::vector<Move> TableController::shownMoves() const
{
    return m_running ? m_runningMoves : viewerView().moves();
}

std::optional<ShownDraw> TableController::drawNote() const
{
    if (m_draws.empty() || m_over || m_draws.back().ply != int(shownMoves().size()))
        return std::nullopt;
    return m_draws.back();
}

std::vector<SeenConfrontation> TableController::shownFights() const
{
    return m_running ? m_runningFights : viewerView().confrontations();
}

TablePicture TableController::picture() const
{
    return m_frozen ? *m_frozen : m_running ? *m_running : livePicture();
}

void TableController::requestHint()
{
    if (movesForViewer().empty() || m_hint)
        return;
    const int seat = m_viewer;
    const size_t plies = viewerView().moves().size();
    m_hint = new Hint(viewerView(), m_seed ^ uint64_t(plies), this);
    m_hinting = true;
    connect(m_hint, &Hint::ready, this, [this, seat, plies](Move move) {
        m_hint->deleteLater();
        m_hinting = false;
        if (m_halted)
            return;
        // Only for the turn it was asked on: in hot-seat the screen may have passed to the
        // other player meanwhile, who must not see this one's hint (SE7).
        const std::vector<Move> moves = movesForViewer();
        if (m_viewer == seat && viewerView().moves().size() == plies &&
            std::find(moves.begin(), moves.end(), move) != moves.end())
            Q_EMIT hintReady(move);
        Q_EMIT changed();
    });
    Q_EMIT changed();
}

} // namespace speakeasy::ui
