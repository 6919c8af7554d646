// GameSession at a network table (issue 24, docs/network.md): the seat a net::Client holds,
// fed by the host's views and events, deciding through the client. Nothing here decides for
// another seat or sees more than the seat's own view: the host sends no more.
#include "gamesession.h"

#include "client.h"
#include "razzia/netjson.h"

#include <QLoggingCategory>
#include <QTimer>

#include <utility>

Q_LOGGING_CATEGORY(lcOnline, "razzia.ui.online")

namespace razzia::ui {

namespace {

// The host's refusal codes (docs/network.md; the engine's refusals by the names
// hostedrazzia.cpp gives them) in the player's words. "unsent" is ours: no link to send on.
QString refusalLine(const QString &code)
{
    if (code == QLatin1String("out-of-turn") || code == QLatin1String("not-started") ||
        code == QLatin1String("already-chosen"))
        return GameSession::tr("The host refused this move: it is not your turn.");
    if (code == QLatin1String("over"))
        return GameSession::tr("The host refused this move: the game is over.");
    if (code == QLatin1String("rate"))
        return GameSession::tr("The host refused this move: too many moves at once.");
    if (code == QLatin1String("card-not-in-hand"))
        return GameSession::tr("The host refused this move: that card is not in your hand.");
    if (code == QLatin1String("bar-not-in-play"))
        return GameSession::tr("The host refused this move: that bar is not in play.");
    if (code == QLatin1String("share-to-non-claimant") ||
        code == QLatin1String("proposal-not-exact"))
        return GameSession::tr("The host refused this division of the bills.");
    if (code == QLatin1String("not-your-seat") || code == QLatin1String("not-seated"))
        return GameSession::tr("The host refused this move: the seat is not yours.");
    if (code == QLatin1String("unsent"))
        return GameSession::tr("The host cannot be reached: your move was not sent. Make it "
                               "again once the connection is back.");
    //: %1 the host's word for why, in English (docs/network.md).
    return GameSession::tr("The host refused this move (%1).").arg(code);
}

} // namespace

bool GameSession::startOnline(net::Client *client, QString &error)
{
    if (!client || client->seat() < 0) {
        error = tr("This window holds no seat at the table.");
        return false;
    }
    const nlohmann::json &table = client->table();
    const auto seats = table.find("seats");
    const int count = seats != table.end() && seats->is_array() ? int(seats->size()) : 0;
    if (count < kMinPlayers || count > kMaxPlayers || client->seat() >= count) {
        error = tr("A Razzia table seats 3 to 8 players, not %1.").arg(count);
        return false;
    }
    TableSetup setup;
    for (int seat = 0; seat < count; ++seat) {
        const nlohmann::json &entry = (*seats)[size_t(seat)];
        SeatSetup s;
        const auto name = entry.find("name");
        if (name != entry.end() && name->is_string())
            s.name = QString::fromStdString(name->get<std::string>());
        if (s.name.isEmpty())
            //: A seat of a network table whose player gave no name.
            s.name = tr("Seat %1").arg(seat + 1);
        // "local" seats are the host's computers (its person plays through a client too); the
        // others are people, even while a computer stands in for one who dropped.
        const auto state = entry.find("state");
        s.human = !(state != entry.end() && *state == "local");
        const auto level = entry.find("level");
        s.level = !s.human && level != entry.end() && level->is_string()
                      ? QString::fromStdString(level->get<std::string>())
                      : QString();
        setup.seats << s;
    }

    waitForAi();
    leaveOnline();
    m_setup = setup;
    m_online = true;
    m_client = client;
    m_ownSeat = client->seat();
    m_known = Game();
    m_hasView = false;
    m_read = 0;
    m_sentSeq = -1;
    m_sentAccepted = false;
    m_hostAsks = 0;
    m_onlineMoney.clear();
    m_events.clear();
    m_replayed = 0;
    m_links << connect(client, &net::Client::updated, this, &GameSession::readHost);
    m_links << connect(client, &net::Client::tableChanged, this, &GameSession::tableChanged);
    m_links << connect(client, &net::Client::accepted, this, [this](int seq) {
        if (seq == m_sentSeq)
            m_sentAccepted = true; // the view that shows it comes next
    });
    m_links << connect(
        client, &net::Client::refused, this,
        [this](const QString &code, const QString &, int seq) { onRefused(code, seq); });
    // A decision sent just before a drop may or may not have reached the host: the view the
    // rejoin brings says which, so the seat is asked again, or not, from it.
    m_links << connect(client, &net::Client::disconnected, this, [this] {
        if (m_sentSeq >= 0)
            m_sentAccepted = true;
    });
    rewind();
    return true;
}

void GameSession::rewind()
{
    if (!m_online)
        return;
    // What the client holds already (a game joined late, or this window opened on a table in
    // progress): shown at once, the round in progress up to where it stands included, as a
    // continued game's is (GameSession::resume), not dealt again before the player's eyes.
    m_events.clear();
    m_read = 0;
    m_onlineMoney.clear();
    m_replaying = true;
    readHost();
    m_replaying = false;
    m_replayed = int(m_events.size());
}

void GameSession::leaveOnline()
{
    detach();
    m_online = false;
    m_hasView = false;
    m_known = Game();
    m_ownSeat = -1;
    m_sentSeq = -1;
    m_onlineMoney.clear();
}

void GameSession::detach()
{
    for (const QMetaObject::Connection &link : std::as_const(m_links))
        disconnect(link);
    m_links.clear();
    m_client = nullptr;
}

void GameSession::readHost()
{
    if (!m_client)
        return;
    const nlohmann::json &view = m_client->view();
    const auto state = view.is_object() ? view.find("state") : view.end();
    if (!view.is_object() || state == view.end())
        return; // nothing dealt yet
    int seat = -1;
    Game known;
    std::string why;
    if (!wire::readSeatState(*state, seat, known, why) || seat != m_ownSeat ||
        known.players() != players()) {
        // A host is not trusted either: the table stays on the last view it could read.
        qCWarning(lcOnline) << "the host sent a view that cannot be read:" << why.c_str();
        return;
    }
    const nlohmann::json &events = m_client->events();
    for (; m_read < events.size(); ++m_read) {
        Event event;
        if (!wire::readEvent(events[m_read], event, why)) {
            qCWarning(lcOnline) << "the host sent an event that cannot be read:" << why.c_str();
            continue;
        }
        m_events.append(event);
        if (event.kind == EventKind::RoundOver) {
            std::array<qint64, kMaxPlayers> money{};
            for (int s = 0; s < kMaxPlayers; ++s)
                money[size_t(s)] = event.money[size_t(s)];
            m_onlineMoney << money;
        }
        if (!m_replaying &&
            (event.kind == EventKind::RoundOver || event.kind == EventKind::GameOver))
            Q_EMIT roundRecorded();
    }
    m_known = known;
    m_hasView = true;
    m_hostAsks = 0;
    for (int s : m_client->toDecide()) {
        if (s >= 0 && s < kMaxPlayers)
            m_hostAsks |= 1u << s;
    }
    if (m_sentSeq >= 0 && m_sentAccepted) {
        m_sentSeq = -1;
        m_sentAccepted = false;
    }
    Q_EMIT hostNews();
}

Refusal GameSession::sendDecision(int seat, const Decision &decision)
{
    if (seat != m_ownSeat || !m_hasView)
        return Refusal::NotYourTurn;
    if (const Refusal refusal = m_known.check(seat, decision); refusal != Refusal::None)
        return refusal;
    const int seq = m_client ? m_client->decide(wire::decisionJson(decision, players())) : -1;
    if (seq < 0) {
        // No link: nothing went, and the seat decides again. Told after the table has taken
        // the decision in, as a refusal from the host would be.
        QTimer::singleShot(
            0, this, [this, seat] { Q_EMIT refused(seat, refusalLine(QStringLiteral("unsent"))); });
        return Refusal::None;
    }
    m_sentSeq = seq;
    m_sentAccepted = false;
    return Refusal::None;
}

void GameSession::onRefused(const QString &code, int seq)
{
    if (seq < 0)
        return; // not a decision's (a join, a chat line: the shell's)
    int seat = -1;
    if (seq == m_sentSeq) {
        seat = m_ownSeat;
        m_sentSeq = -1;
        m_sentAccepted = false;
    }
    Q_EMIT refused(seat, refusalLine(code));
}

std::string GameSession::linkState(int seat) const
{
    if (!m_online || !m_client)
        return {};
    const auto seats = m_client->table().find("seats");
    if (seats == m_client->table().end() || !seats->is_array() || seat < 0 ||
        size_t(seat) >= seats->size() || !(*seats)[size_t(seat)].is_object())
        return {};
    return (*seats)[size_t(seat)].value("state", std::string());
}

} // namespace razzia::ui
