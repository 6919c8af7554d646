#include "clientsource.h"
#include "sentence.h"

#include "picture.h"

#include "client.h"

#include "speakeasy/netjson.h"

#include <QLoggingCategory>

namespace speakeasy::ui {

namespace {

Q_LOGGING_CATEGORY(lcSeClient, "razzia.speakeasy.client")

// A seat's entry in the client's table message, or null.
const nlohmann::json *seatEntry(const net::Client *client, int seat)
{
    if (!client)
        return nullptr;
    const auto seats = client->table().find("seats");
    if (seats == client->table().end() || !seats->is_array())
        return nullptr;
    for (const nlohmann::json &entry : *seats) {
        const auto at = entry.find("seat");
        if (entry.is_object() && at != entry.end() && at->is_number_integer() && *at == seat)
            return &entry;
    }
    return nullptr;
}

QString stringOf(const nlohmann::json *entry, const char *key)
{
    if (!entry)
        return QString();
    const auto value = entry->find(key);
    return value != entry->end() && value->is_string()
               ? QString::fromStdString(value->get<std::string>())
               : QString();
}

bool decidedBy(const Event &event, int seat)
{
    return event.seat == seat &&
           (event.kind == EventKind::Moved || event.kind == EventKind::SetUpChosen);
}

} // namespace

ClientSource::ClientSource(net::Client *client, QObject *parent)
    : TableSource(), m_client(client), m_seat(client->seat())
{
    setParent(parent);
    connect(client, &net::Client::updated, this, &ClientSource::onUpdated);
    connect(client, &net::Client::accepted, this, [this](int seq) {
        if (seq == m_pending)
            m_answered = true;
    });
    connect(client, &net::Client::refused, this,
            [this](const QString &code, const QString &text, int seq) {
                if (seq < 0 || seq != m_pending)
                    return;
                qCInfo(lcSeClient) << "the host refused a decision:" << code << text;
                m_pending = -1;
                m_answered = false;
                m_ownDecisions = std::max(0, m_ownDecisions - 1);
                m_setUpSent = false;
                Q_EMIT notice(refusalLine(code));
                Q_EMIT arrived();
            });
    connect(client, &net::Client::tableChanged, this, &ClientSource::tableChanged);
    connect(client, &net::Client::disconnected, this, [this] {
        // What was on its way may or may not have reached the host: the events it sends when
        // the link comes back say which.
        m_pending = -1;
        m_answered = false;
        m_setUpSent = false;
        m_linked = false;
        Q_EMIT connectionChanged(false);
        // A host may close the table once the game is over: nothing waits then.
        if (!(m_latest && m_latest->over()))
            Q_EMIT notice(tr("The link to the table dropped: the game waits for it to come back"));
        Q_EMIT arrived();
    });
    connect(client, &net::Client::joined, this, [this] {
        m_linked = true;
        Q_EMIT connectionChanged(true);
        Q_EMIT notice(tr("Back at the table"));
    });
    // A table already begun: its past is taken as it stands, not played again.
    if (!client->view().is_null()) {
        std::string error;
        if (!readLatest(error)) {
            qCWarning(lcSeClient) << "the host's view does not read:" << error.c_str();
            return;
        }
        for (const nlohmann::json &json : client->events()) {
            Event event;
            if (speakeasy::wire::readEvent(json, event, error) &&
                event.kind == EventKind::GameStarted)
                m_first = event.seat;
        }
        m_read = client->events().size();
        settle();
    }
}

QString ClientSource::name(int seat) const
{
    return stringOf(seatEntry(m_client, seat), "name");
}

QString ClientSource::level(int seat) const
{
    return stringOf(seatEntry(m_client, seat), "level");
}

ClientSource::Presence ClientSource::presence(int seat) const
{
    const QString state = stringOf(seatEntry(m_client, seat), "state");
    if (state == QLatin1String("computer"))
        return Presence::Computer;
    if (state == QLatin1String("reconnecting") || state == QLatin1String("free"))
        return Presence::Away;
    return Presence::Here;
}

bool ClientSource::connected() const
{
    return m_linked && m_client && m_client->isConnected();
}

bool ClientSource::readLatest(std::string &error)
{
    const nlohmann::json &message = m_client->view();
    const auto view = message.find("view");
    if (!message.is_object() || view == message.end()) {
        error = "a view holds view and seatSeed";
        return false;
    }
    std::optional<SeatView> read = speakeasy::wire::readView(*view, error);
    if (!read)
        return false;
    if (read->seat() != m_seat) {
        error = "the view is another seat's";
        return false;
    }
    m_latest = std::move(read);
    m_latestToDecide = 0;
    for (const int seat : m_client->toDecide())
        if (seat >= 0 && seat < kSeats)
            m_latestToDecide |= uint8_t(1u << seat);
    return true;
}

void ClientSource::onUpdated()
{
    std::string error;
    if (!readLatest(error)) {
        qCWarning(lcSeClient) << "the host's view does not read:" << error.c_str();
        Q_EMIT broken(QString::fromStdString(error));
        return;
    }
    const nlohmann::json &events = m_client->events();
    std::vector<Event> fresh;
    for (; m_read < events.size(); ++m_read) {
        Event event;
        if (!speakeasy::wire::readEvent(events[m_read], event, error)) {
            qCWarning(lcSeClient) << "the host's event does not read:" << error.c_str();
            Q_EMIT broken(QString::fromStdString(error));
            return;
        }
        fresh.push_back(event);
    }
    // The decision this window sent is answered by these events.
    if (m_answered) {
        m_pending = -1;
        m_answered = false;
    }
    int forYou = 0;
    for (const Event &event : fresh) {
        if (event.kind == EventKind::GameStarted)
            m_first = event.seat;
        if (decidedBy(event, m_seat)) {
            if (m_ownDecisions > 0)
                --m_ownDecisions;
            else
                ++forYou;
        }
        hand(event);
    }
    if (forYou > 0) {
        Q_EMIT playedForYou(forYou);
        Q_EMIT notice(
            tr("While you were away, the computer made %n decision(s) for you", nullptr, forYou));
    }
    Q_EMIT arrived();
}

void ClientSource::settle()
{
    m_view = m_latest;
    m_toDecide = m_latestToDecide;
}

bool ClientSource::started() const
{
    return m_view.has_value();
}

bool ClientSource::inPlay() const
{
    return m_view && m_view->phase() != speakeasy::Phase::SetUp;
}

speakeasy::Phase ClientSource::phase() const
{
    return m_view ? m_view->phase() : speakeasy::Phase::SetUp;
}

bool ClientSource::hasSetUp(int seat) const
{
    if (inPlay())
        return true;
    if (seat == m_seat && m_setUpSent)
        return true;
    return m_view && !((m_toDecide >> seat) & 1);
}

SeatView ClientSource::view(int seat) const
{
    Q_UNUSED(seat) // only this seat's is known here
    return m_view ? *m_view : SeatView::atSetUp(m_seat);
}

Bits ClientSource::seenByOpponent(int seat) const
{
    return m_view && seat == m_seat ? revealedPieces(*m_view) & m_view->occupied(seat) : 0;
}

QString ClientSource::unavailable() const
{
    return connected() ? QString() : refusalLine(QStringLiteral("unreachable"));
}

Refusal ClientSource::decide(int seat, const Decision &decision)
{
    if (seat != m_seat || m_pending >= 0)
        return Refusal::NotYourTurn;
    if (!connected()) {
        Q_EMIT notice(refusalLine(QStringLiteral("unreachable")));
        return Refusal::NotStarted;
    }
    const int seq = m_client->decide(speakeasy::wire::decisionJson(decision));
    if (seq < 0) {
        Q_EMIT notice(refusalLine(QStringLiteral("not-seated")));
        return Refusal::NotStarted;
    }
    m_pending = seq;
    m_answered = false;
    if (decision.kind == DecisionKind::SetUp)
        m_setUpSent = true;
    if (decision.kind == DecisionKind::SetUp || decision.kind == DecisionKind::Move)
        ++m_ownDecisions;
    return Refusal::None;
}

QString ClientSource::waitingFor(int seat) const
{
    QString who = name(seat);
    if (who.isEmpty())
        who = tr("the other player");
    switch (presence(seat)) {
    case Presence::Away:
        //: %1 the other player's name, who dropped from the network table.
        return shell::sentence(tr("Waiting for %1 (reconnecting)"), {who});
    case Presence::Computer:
        //: %1 the other player's name; the host's computer plays for them while they are away.
        return tr("Waiting for the computer playing for %1").arg(who);
    case Presence::Here:
        break;
    }
    if (!connected())
        return tr("Waiting for the link to the table");
    //: %1 the other player's name at the network table.
    return shell::sentence(tr("Waiting for %1"), {who});
}

QString ClientSource::refusalLine(const QString &code)
{
    if (code == QLatin1String("illegal-move"))
        return tr("The host refused that move: it is not a legal move");
    if (code == QLatin1String("invalid-layout"))
        return tr("The host refused that set-up: it does not follow the rules");
    if (code == QLatin1String("draw-already-declined"))
        return tr("The host refused the offer: a draw was already declined this turn");
    if (code == QLatin1String("out-of-turn") || code == QLatin1String("already-set-up") ||
        code == QLatin1String("wrong-decision"))
        return tr("The host refused that: it is not yours to decide now");
    if (code == QLatin1String("over"))
        return tr("The host refused that: the game is over");
    if (code == QLatin1String("rate"))
        return tr("The host refused that: too many decisions at once; try again");
    if (code == QLatin1String("unreachable"))
        return tr("The table cannot be reached now: try again once the link is back");
    if (code == QLatin1String("not-seated"))
        return tr("This window holds no seat at the table any more");
    //: %1 the host's refusal code, a word in English (docs/network.md).
    return tr("The host refused that (%1)").arg(code);
}

} // namespace speakeasy::ui
