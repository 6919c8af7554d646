#include "speakeasycontroller.h"

#include "names.h"
#include "timing.h"

#include "speakeasy/layout.h"
#include "speakeasy/match.h"

#include <QTimer>

namespace speakeasy::ui {

TableController::TableController(Seat *south, Seat *north, uint64_t seed, QObject *parent)
    : QObject(parent), m_seats{south, north}, m_seed(seed), m_first(firstPlayer(seed))
{
    for (int s = 0; s < kSeats; ++s) {
        Seat *seat = m_seats[size_t(s)];
        seat->setParent(this);
        connect(seat, &Seat::layoutChosen, this, [this, s](const Layout &l) { onLayout(s, l); });
        connect(seat, &Seat::acted, this, [this, s](const Action &a) { onAction(s, a); });
        connect(seat, &Seat::drawAnswered, this, [this, s](bool yes) { onDrawAnswer(s, yes); });
    }
    m_viewer = isHuman(0) || !isHuman(1) ? 0 : 1;
}

TableController::~TableController()
{
    if (m_hint)
        m_hint->wait();
    for (Seat *seat : m_seats)
        if (auto *ai = qobject_cast<AiSeat *>(seat))
            ai->wait();
}

void TableController::after(int ms, std::function<void()> next)
{
    if (ms <= 0)
        next(); // Instant: nothing waits
    else
        QTimer::singleShot(ms, this, std::move(next));
}

void TableController::awaitSeat(int seat)
{
    if (!isHuman(seat))
        return;
    const bool hotSeat = isHuman(0) && isHuman(1);
    if (hotSeat && (m_viewer != seat || m_phase == Phase::NotStarted)) {
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
}

void TableController::start()
{
    if (m_phase != Phase::NotStarted)
        return;
    for (int s = 0; s < kSeats; ++s)
        if (!isHuman(s))
            m_seats[size_t(s)]->chooseLayout(s);
    const int firstHuman = isHuman(0) ? 0 : isHuman(1) ? 1 : -1;
    if (firstHuman >= 0)
        awaitSeat(firstHuman);
    m_phase = Phase::SetUp;
    if (firstHuman >= 0)
        m_seats[size_t(firstHuman)]->chooseLayout(firstHuman);
    Q_EMIT changed();
}

bool TableController::resume(const Game &game)
{
    if (m_phase != Phase::NotStarted)
        return false;
    m_first = game.first();
    for (int s = 0; s < kSeats; ++s)
        m_layouts[size_t(s)] = game.layout(s);
    m_game.emplace(game);
    m_phase = Phase::Play;
    // Whoever sat at the window before, the player to move confirms who they are first.
    if (isHuman(0) && isHuman(1))
        m_viewer = 1 - m_game->position().toMove();
    nextTurn();
    return true;
}

int TableController::settingUp() const
{
    if (m_phase != Phase::SetUp || m_curtain >= 0)
        return -1;
    return isHuman(m_viewer) && !m_layouts[size_t(m_viewer)] ? m_viewer : -1;
}

bool TableController::submitLayout(int seat, const Layout &layout)
{
    if (seat != settingUp())
        return false;
    const std::string error = layoutError(seat, layout);
    if (!error.empty()) {
        Q_EMIT notice(Names::layoutFault(error, 0));
        return false;
    }
    onLayout(seat, layout);
    return true;
}

void TableController::onLayout(int seat, const Layout &layout)
{
    if (m_phase != Phase::SetUp || m_layouts[size_t(seat)])
        return;
    const std::string error = layoutError(seat, layout);
    if (!error.empty()) {
        Q_EMIT notice(Names::layoutFault(error, 0));
        return;
    }
    m_layouts[size_t(seat)] = layout;
    const int other = 1 - seat;
    if (!m_layouts[size_t(other)]) {
        if (isHuman(other)) {
            awaitSeat(other);
            m_seats[size_t(other)]->chooseLayout(other);
        }
        Q_EMIT changed();
        return;
    }
    beginPlay();
}

void TableController::beginPlay()
{
    m_game.emplace(*m_layouts[0], *m_layouts[1], m_first);
    m_phase = Phase::Play;
    nextTurn();
}

void TableController::nextTurn()
{
    if (m_game->over()) {
        finish();
        return;
    }
    const int seat = m_game->position().toMove();
    awaitSeat(seat);
    Q_EMIT changed();
    if (!isHuman(seat)) {
        after(Timing::ms(Beat::AiThinking), [this, seat] {
            if (m_phase == Phase::Play && m_game->position().toMove() == seat)
                m_seats[size_t(seat)]->act(m_game->view(seat));
        });
    }
}

std::vector<Move> TableController::movesForViewer() const
{
    std::vector<Move> moves;
    if (m_phase != Phase::Play || m_animating || m_curtain >= 0 || m_drawAsked >= 0 ||
        !isHuman(m_viewer) || m_game->position().toMove() != m_viewer)
        return moves;
    const MoveSet set = m_game->view(m_viewer).legalMoves();
    for (int i = 0; i < set.count(); ++i)
        moves.push_back(set.at(i));
    return moves;
}

bool TableController::submitMove(Move move)
{
    const std::vector<Move> moves = movesForViewer();
    if (std::find(moves.begin(), moves.end(), move) == moves.end()) {
        if (!moves.empty())
            Q_EMIT notice(tr("%1 to %2 is not a legal move (SE4)")
                              .arg(Names::square(move.from), Names::square(move.to)));
        return false;
    }
    playMove(m_viewer, move);
    return true;
}

void TableController::offerDraw()
{
    if (movesForViewer().empty())
        return;
    onAction(m_viewer, Action::offerDraw());
}

void TableController::answerDraw(bool accepted)
{
    if (m_drawAsked >= 0 && isHuman(m_drawAsked) && m_curtain < 0)
        onDrawAnswer(m_drawAsked, accepted);
}

void TableController::resign(int seat)
{
    if (m_phase != Phase::Play || !isHuman(seat))
        return;
    m_game->resign(seat);
    finish();
}

void TableController::onAction(int seat, const Action &action)
{
    if (m_phase != Phase::Play || m_animating || m_drawAsked >= 0 ||
        m_game->position().toMove() != seat)
        return;
    switch (action.type) {
    case Action::Type::Play:
        if (!m_game->position().isLegal(action.move)) {
            Q_EMIT notice(tr("%1 to %2 is not a legal move (SE4)")
                              .arg(Names::square(action.move.from), Names::square(action.move.to)));
            return;
        }
        playMove(seat, action.move);
        return;
    case Action::Type::Resign:
        m_game->resign(seat);
        finish();
        return;
    case Action::Type::OfferDraw: {
        if (m_game->view(seat).drawDeclined()) {
            Q_EMIT notice(tr("A draw was already declined this turn (SE6.4)"));
            return;
        }
        const int other = 1 - seat;
        m_drawOffered = seat;
        m_drawAsked = other;
        awaitSeat(other);
        Q_EMIT notice(tr("%1 offers a draw (SE6.4)").arg(Names::seat(seat)));
        Q_EMIT changed();
        m_seats[size_t(other)]->answerDraw(m_game->view(other));
        return;
    }
    }
}

void TableController::onDrawAnswer(int seat, bool accepted)
{
    if (seat != m_drawAsked || m_phase != Phase::Play)
        return;
    m_drawAsked = -1;
    if (accepted) {
        m_game->agreeDraw();
        finish();
        return;
    }
    m_game->declineDraw();
    Q_EMIT notice(tr("%1 declines the draw (SE6.4)").arg(Names::seat(seat)));
    nextTurn();
}

void TableController::playMove(int seat, Move move)
{
    m_frozen = picture();
    m_animating = true;
    // The route is not part of a move (D21): the table draws the one picture.h finds, so the
    // animation follows the line the board lit up.
    const std::vector<Square> found = routeOf(*m_frozen, move);
    const QVector<Square> route(found.begin(), found.end());
    const int step = Timing::ms(Beat::StepAlongRoute);
    Q_EMIT changed();
    Q_EMIT moveShown(move, route, step);
    after(step * int(route.size() - 1), [this, seat, move] {
        if (m_phase != Phase::Play)
            return;
        const size_t fightsBefore = m_game->confrontations().size();
        m_game->play(move);
        auto done = [this] {
            m_animating = false;
            m_frozen.reset();
            if (m_phase == Phase::Play)
                nextTurn();
        };
        if (m_game->confrontations().size() == fightsBefore) {
            done();
            return;
        }
        const Confrontation fight = m_game->confrontations().back().fight;
        Q_EMIT fightShown(seat, fight, Names::outcome(fight));
        after(Timing::ms(Beat::FightReveal) + Timing::ms(Beat::FightResult), [this, done] {
            Q_EMIT fightCleared();
            done();
        });
    });
}

void TableController::finish()
{
    m_phase = Phase::Over;
    m_animating = false;
    m_frozen.reset();
    m_curtain = -1;
    m_drawAsked = -1;
    Q_EMIT ended(m_game->end());
    Q_EMIT changed();
}

SeatView TableController::viewerView() const
{
    return m_game->view(m_viewer);
}

TablePicture TableController::picture() const
{
    if (!m_game)
        return TablePicture{};
    if (m_phase == Phase::Over)
        return TablePicture::revealedAtEnd(*m_game, m_viewer);
    if (m_frozen)
        return *m_frozen;
    const SeatView view = m_game->view(m_viewer);
    if (m_curtain >= 0)
        return TablePicture::neutral(view, m_first);
    return TablePicture::fromView(view, m_first);
}

void TableController::requestHint()
{
    if (movesForViewer().empty() || m_hint)
        return;
    m_hint = new Hint(viewerView(), m_seed ^ uint64_t(m_game->moves().size()), this);
    connect(m_hint, &Hint::ready, this, [this](Move move) {
        m_hint->deleteLater();
        if (!movesForViewer().empty())
            Q_EMIT hintReady(move);
    });
}

} // namespace speakeasy::ui
