#include "onlinegame.h"

#include "client.h"

#include "gangsters/eventio.h"
#include "gangsters/moves.h"
#include "gangsters/stateio.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcGangstersOnline, "razzia.gangsters.online")

namespace gangsters::ui {

namespace {

using io::FormatError;

int intAt(const nlohmann::json &array, size_t i, int low, int high)
{
    const nlohmann::json &value = array.at(i);
    if (!value.is_number_integer() || value.get<long long>() < low || value.get<long long>() > high)
        throw FormatError("view: a number out of range");
    return value.get<int>();
}

bool boolAt(const nlohmann::json &array, size_t i)
{
    if (!array.at(i).is_boolean())
        throw FormatError("view: expected a boolean");
    return array.at(i).get<bool>();
}

// The view net::HostedGangsters writes ({seat, rules, state, turn, pending, decisions,
// seatSeed}, docs/network.md), read strictly; the seat seed is a computer player's, not ours.
SeatView readView(const nlohmann::json &json, std::size_t &decisions)
{
    if (!json.is_object())
        throw FormatError("view: not an object");
    SeatView v;
    v.seat = io::intField(io::field(json, "seat", "view"), "view.seat", 0, kMaxGangs);
    decisions = size_t(io::intField(io::field(json, "decisions", "view"), "view.decisions", 0,
                                    std::numeric_limits<int>::max()));
    const nlohmann::json &rules = io::field(json, "rules", "view");
    if (!rules.is_array() || rules.size() != 2)
        throw FormatError("view.rules: expected [roundLimit, policePlayer]");
    v.rules.roundLimit = intAt(rules, 0, 0, 100000);
    v.rules.policePlayer = boolAt(rules, 1);
    v.state = io::readState(io::field(json, "state", "view"), "view.state");
    const nlohmann::json &turn = io::field(json, "turn", "view");
    if (!turn.is_array() || turn.size() != 9 || !turn[2].is_array() || turn[2].size() != 2 ||
        !turn[3].is_array() || turn[3].size() != size_t(kRoles))
        throw FormatError("view.turn: not a turn");
    TurnContext &t = v.turn;
    t.inTurn = boolAt(turn, 0);
    t.blues = uint8_t(intAt(turn, 1, 0, 2));
    for (size_t i = 0; i < 2; ++i)
        t.blue[i] = int8_t(intAt(turn[2], i, -1, 6));
    for (size_t r = 0; r < size_t(kRoles); ++r)
        t.dice[r] = int8_t(intAt(turn[3], r, -1, 6));
    t.moved = uint8_t(intAt(turn, 4, 0, 255));
    t.acted = uint8_t(intAt(turn, 5, 0, 255));
    t.canPlay = uint8_t(intAt(turn, 6, 0, 255));
    t.movedChars = uint16_t(intAt(turn, 7, 0, 65535));
    t.vamped = boolAt(turn, 8);
    const nlohmann::json &pending = io::field(json, "pending", "view");
    v.hasPending = !pending.is_null();
    if (v.hasPending) {
        const DecisionType type =
            io::readDecisionType(io::field(pending, "type", "view.pending"), "view.pending.type");
        v.pending.clear(type, io::intField(io::field(pending, "seat", "view.pending"),
                                           "view.pending.seat", 0, kMaxGangs));
        const nlohmann::json &options = io::field(pending, "options", "view.pending");
        if (!options.is_array() || options.empty() || options.size() > size_t(kMaxOptions))
            throw FormatError("view.pending.options: none, or too many");
        for (const nlohmann::json &option : options)
            v.pending.push(io::readChoice(type, option, "view.pending.options", v.state.gangs));
    }
    return v;
}

QString refusalLine(const QString &code)
{
    if (code == QLatin1String("out-of-turn") || code == QLatin1String("wrong-decision") ||
        code == QLatin1String("nothing-pending"))
        return OnlineGame::tr("The host refused: it is not your decision any more.");
    if (code == QLatin1String("not-legal") || code == QLatin1String("bad-decision"))
        return OnlineGame::tr("The host refused this move: it is not allowed.");
    if (code == QLatin1String("over"))
        return OnlineGame::tr("The host refused: the game is over.");
    if (code == QLatin1String("rate"))
        return OnlineGame::tr("The host refused: too many decisions at once. Try again.");
    //: %1 the host's code for the refusal (an English word).
    return OnlineGame::tr("The host refused this decision (%1).").arg(code);
}

} // namespace

OnlineGame::OnlineGame(net::Client *client, QObject *parent) : QObject(parent), m_client(client)
{
    m_at.fill(kNoLoc);
    connect(client, &net::Client::updated, this, &OnlineGame::updated);
    connect(client, &net::Client::tableChanged, this, &OnlineGame::tableChanged);
    connect(client, &net::Client::refused, this,
            [this](const QString &code, const QString &text, int seq) {
                // Only a decision's refusal is ours to show; the shell hears of the rest.
                if (seq < 0)
                    return;
                qCInfo(lcGangstersOnline) << "refused:" << code << text;
                Q_EMIT refused(refusalLine(code));
            });
    connect(client, &net::Client::disconnected, this, [this] {
        if (!m_down) {
            m_down = true;
            Q_EMIT connectionLost();
        }
    });
    connect(client, &net::Client::joined, this, [this] {
        if (m_down) {
            m_down = false;
            Q_EMIT connectionBack();
        }
    });
}

int OnlineGame::seat() const
{
    return m_client->seat();
}

QStringList OnlineGame::names() const
{
    QStringList names;
    const nlohmann::json &seats = m_client->table().value("seats", nlohmann::json::array());
    for (const nlohmann::json &s : seats) {
        const auto name = s.find("name");
        names << (name != s.end() && name->is_string()
                      ? QString::fromStdString(name->get<std::string>())
                      : QString());
    }
    return names;
}

QString OnlineGame::seatState(int seat) const
{
    const nlohmann::json &seats = m_client->table().value("seats", nlohmann::json::array());
    if (seat < 0 || seat >= int(seats.size()))
        return QString();
    const nlohmann::json &s = seats[size_t(seat)];
    const auto state = s.find("state");
    return state != s.end() && state->is_string() ? QString::fromStdString(state->get<std::string>())
                                                  : QString();
}

QString OnlineGame::seatLevel(int seat) const
{
    const nlohmann::json &seats = m_client->table().value("seats", nlohmann::json::array());
    if (seat < 0 || seat >= int(seats.size()))
        return QString();
    const nlohmann::json &s = seats[size_t(seat)];
    const auto level = s.find("level");
    return level != s.end() && level->is_string() ? QString::fromStdString(level->get<std::string>())
                                                  : QString();
}

bool OnlineGame::isOver() const
{
    return m_hasView && m_view.state.isOver();
}

bool OnlineGame::read(std::vector<Event> &events, QString &error)
{
    const nlohmann::json &all = m_client->events();
    if (m_client->view().is_null())
        return true; // started, the first view on its way
    try {
        std::size_t decisions = 0;
        SeatView view = readView(m_client->view(), decisions);
        std::vector<Event> fresh;
        for (std::size_t i = m_read; i < all.size(); ++i)
            fresh.push_back(io::readEvent(all[i], "events[" + std::to_string(i) + "]"));
        // All read: only now is anything kept, so that a broken host changes nothing.
        m_view = std::move(view);
        m_hasView = true;
        m_decisions = decisions;
        m_read = all.size();
        for (Event &e : fresh) {
            follow(e);
            events.push_back(e);
        }
        if (m_view.hasPending)
            complete(m_view.pending);
        // The view holds where everything stands after these events: what follow() missed
        // (a piece freed, recruited or killed) is right again from here.
        for (int i = 0; i < m_view.state.gangs * kRoles; ++i)
            m_at[size_t(i)] = m_view.state.at(CharRef::of(i)).at;
        return true;
    } catch (const io::FormatError &fault) {
        qCWarning(lcGangstersOnline) << "the host sent what does not read:" << fault.what();
        //: %1 what is wrong (names the field, in English).
        error = tr("The host sent a game this window cannot read: %1")
                    .arg(QString::fromUtf8(fault.what()));
        return false;
    }
}

void OnlineGame::follow(Event &e)
{
    switch (e.kind) {
    case EventKind::Moved:
    case EventKind::Follows:
    case EventKind::Recruited:
        if (e.who.valid())
            m_at[size_t(e.who.index())] = e.at;
        break;
    case EventKind::Action:
        if (e.action == ActionKind::Holdup && e.who.valid())
            m_holdupShop = m_at[size_t(e.who.index())];
        if (e.action == ActionKind::Recruit && e.who.valid())
            m_recruit = {e.who.seat, e.role};
        break;
    case EventKind::Roll:
        m_nextPair = 0;
        break;
    case EventKind::CopMoved:
        m_nextPair = e.index + 1;
        break;
    case EventKind::HoldupSuccess:
    case EventKind::HoldupFailed:
        if (e.at == kNoLoc)
            e.at = m_holdupShop;
        break;
    default:
        break;
    }
}

void OnlineGame::complete(Point &point) const
{
    // The view's point holds its type, seat and options; the table also shows whom it is
    // about, which the host's session knows and does not send. It follows from the turn so far
    // and the events, as the engine's turn (turn.cpp, turn_actions.cpp) asks its points.
    const State &s = m_view.state;
    const TurnContext &t = m_view.turn;
    const int gang = s.active;
    switch (point.type) {
    case DecisionType::Move:
        // The role chosen last: no longer free to choose, not moved yet, and its moves are the
        // options.
        for (int r = 0; r < kRoles; ++r) {
            const uint8_t bit = uint8_t(1u << r);
            const CharRef who{int8_t(gang), Role(r)};
            if ((t.canPlay & bit) || (t.moved & bit) || t.dice[size_t(r)] <= 0)
                continue;
            MoveList moves;
            generateMoves(moveQueryFor(s, who, t.dice[size_t(r)]), moves);
            if (moves.size == point.size) {
                point.about = who;
                return;
            }
        }
        break;
    case DecisionType::Action:
    case DecisionType::Accomplices:
        // The role that was chosen last and has not acted yet.
        for (int r = 0; r < kRoles; ++r) {
            const uint8_t bit = uint8_t(1u << r);
            if (!(t.canPlay & bit) && !(t.acted & bit) && t.dice[size_t(r)] > 0) {
                point.about = {int8_t(gang), Role(r)};
                if (t.moved & bit)
                    return;
            }
        }
        break;
    case DecisionType::Price:
    case DecisionType::Accept:
        point.about = m_recruit;
        break;
    case DecisionType::Arrest:
        // GA7.5: a character of the deciding seat with a record where the cops stand.
        for (int i = 0; i < s.gangs * kRoles; ++i) {
            const CharRef who = CharRef::of(i);
            const Character &c = s.at(who);
            if (s.controller(who) != point.seat || c.recordSize == 0)
                continue;
            for (const Cop &cop : s.cops) {
                if (cop.at == c.at) {
                    point.about = who;
                    return;
                }
            }
        }
        break;
    case DecisionType::CopMove:
        point.pair = int8_t(std::min(m_nextPair, 1));
        break;
    default:
        break;
    }
}

bool OnlineGame::send(const Decision &decision)
{
    const nlohmann::json json = nlohmann::json::parse(io::writeDecision(decision).dump());
    return m_client->decide(json) >= 0;
}

} // namespace gangsters::ui
