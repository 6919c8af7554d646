#include "discovery.h"

#include "host.h"
#include "protocol.h"
#include "strictjson.h"

#include <QLoggingCategory>
#include <QTimer>
#include <QUdpSocket>

#include <algorithm>

Q_LOGGING_CATEGORY(lcNetDiscovery, "razzia.net.discovery")

namespace net {

namespace {

constexpr const char *kAdType = "table-ad";

} // namespace

Beacon::Beacon(const Host &host, const QString &tableName, QObject *parent)
    : QObject(parent), m_host(host), m_name(tableName), m_socket(new QUdpSocket(this)),
      m_timer(new QTimer(this))
{
    connect(m_timer, &QTimer::timeout, this, &Beacon::announce);
}

Beacon::~Beacon() = default;

void Beacon::start(const QHostAddress &to, quint16 port, std::chrono::milliseconds interval)
{
    m_to = to;
    m_port = port;
    m_timer->start(interval);
    announce();
}

void Beacon::stop()
{
    m_timer->stop();
}

void Beacon::announce()
{
    const nlohmann::json table = m_host.table();
    int seats = 0;
    int free = 0;
    for (const auto &seat : table["seats"]) {
        ++seats;
        free += seat["state"] == "free";
    }
    const nlohmann::json ad = {{"type", kAdType},
                               {"protocol", kProtocolVersion},
                               {"game", m_host.gameId()},
                               {"name", m_name.toStdString()},
                               {"port", m_host.port()},
                               {"seats", seats},
                               {"free", free},
                               {"started", m_host.isStarted()},
                               {"code", m_host.needsCode()}};
    m_socket->writeDatagram(encode(ad), m_to, m_port);
}

Finder::Finder(std::chrono::milliseconds forget, QObject *parent)
    : QObject(parent), m_forget(forget), m_socket(new QUdpSocket(this)), m_sweep(new QTimer(this))
{
    connect(m_socket, &QUdpSocket::readyRead, this, &Finder::onReadyRead);
    connect(m_sweep, &QTimer::timeout, this, &Finder::forgetOld);
}

Finder::~Finder() = default;

bool Finder::listen(const QHostAddress &address, quint16 port)
{
    // Several join dialogs on one computer may listen at once.
    if (!m_socket->bind(address, port, QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint))
        return false;
    m_sweep->start(
        std::max<std::chrono::milliseconds>(m_forget / 4, std::chrono::milliseconds(10)));
    return true;
}

quint16 Finder::port() const
{
    return m_socket->localPort();
}

std::vector<TableAd> Finder::tables() const
{
    std::vector<TableAd> tables;
    for (const Heard &heard : m_heard)
        tables.push_back(heard.table);
    return tables;
}

void Finder::onReadyRead()
{
    while (m_socket->hasPendingDatagrams()) {
        const qint64 size = m_socket->pendingDatagramSize();
        QHostAddress from;
        if (size < 0 || size > kMaxDatagramBytes) {
            // Read and dropped: a datagram left unread would stop the others.
            m_socket->readDatagram(nullptr, 0);
            ++m_ignored;
            continue;
        }
        QByteArray bytes(size, Qt::Uninitialized);
        m_socket->readDatagram(bytes.data(), size, &from);
        onDatagram(bytes, from);
    }
}

void Finder::onDatagram(const QByteArray &bytes, const QHostAddress &from)
{
    const json::Parsed parsed = json::parseMessage(
        std::string_view(bytes.constData(), size_t(bytes.size())), size_t(kMaxDatagramBytes));
    const nlohmann::json &ad = parsed.value;
    const auto type =
        parsed.problem == json::Problem::None ? stringMember(ad, "type") : std::nullopt;
    const auto protocol = intMember(ad, "protocol");
    const auto game = stringMember(ad, "game");
    const auto name = stringMember(ad, "name");
    const auto port = intMember(ad, "port");
    const auto seats = intMember(ad, "seats");
    const auto free = intMember(ad, "free");
    const auto started = ad.find("started");
    const auto code = ad.find("code");
    const bool readable = type == kAdType && protocol == kProtocolVersion && game &&
                          game->size() <= 32 && name && port && *port > 0 && *port <= 65535 &&
                          seats && *seats > 0 && *seats <= 64 && free && *free >= 0 &&
                          *free <= *seats && started != ad.end() && started->is_boolean() &&
                          code != ad.end() && code->is_boolean() &&
                          onlyMembers(ad, {"type", "protocol", "game", "name", "port", "seats",
                                           "free", "started", "code"});
    const std::optional<QString> cleanName =
        readable ? cleanLine(QString::fromStdString(*name), kMaxNameChars) : std::nullopt;
    if (!cleanName) {
        ++m_ignored;
        return;
    }
    TableAd table{
        QString::fromStdString(*game), *cleanName,       from, quint16(*port), *seats, *free,
        started->get<bool>(),          code->get<bool>()};
    const auto same = std::find_if(m_heard.begin(), m_heard.end(), [&](const Heard &heard) {
        return heard.table.address == from && heard.table.port == table.port;
    });
    if (same != m_heard.end()) {
        same->since.start();
        const bool changed = same->table.free != table.free ||
                             same->table.started != table.started ||
                             same->table.name != table.name || same->table.game != table.game ||
                             same->table.seats != table.seats || same->table.code != table.code;
        same->table = table;
        if (changed)
            Q_EMIT tablesChanged();
        return;
    }
    if (int(m_heard.size()) >= kMaxTables) {
        ++m_ignored;
        return;
    }
    Heard heard{table, QElapsedTimer()};
    heard.since.start();
    m_heard.push_back(heard);
    Q_EMIT tablesChanged();
}

void Finder::forgetOld()
{
    const auto old = std::remove_if(m_heard.begin(), m_heard.end(), [&](const Heard &heard) {
        return heard.since.hasExpired(m_forget.count());
    });
    if (old == m_heard.end())
        return;
    m_heard.erase(old, m_heard.end());
    Q_EMIT tablesChanged();
}

} // namespace net
