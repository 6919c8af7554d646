#include "seatkeys.h"

#include "atomicfile.h"
#include "common/inputfile.h"
#include "common/json.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcNetSeats, "razzia.net.seats")

namespace net {

namespace {

constexpr const char *kFormat = "razzia-net-seats/1";
// Far more than kMaxTables entries could take.
constexpr int64_t kMaxFileBytes = 64 * 1024;

std::string tableOf(const QUrl &url)
{
    return QStringLiteral("%1:%2").arg(url.host()).arg(url.port()).toStdString();
}

// The entries kept, most recent first. A file that is missing, damaged or of another format
// holds none: it only ever saves a person a few clicks.
nlohmann::json readEntries(const QString &path)
{
    nlohmann::json entries = nlohmann::json::array();
    if (!QFileInfo::exists(path))
        return entries;
    const common::InputFile input = common::readFileBounded(path.toStdString(), kMaxFileBytes);
    if (!input.ok)
        return entries;
    try {
        const nlohmann::json doc = common::json::parseObject(input.bytes);
        if (doc.value("format", std::string()) != kFormat)
            return entries;
        const qint64 oldest =
            QDateTime::currentSecsSinceEpoch() - qint64(SeatKeys::kMaxDays) * 86400;
        for (const nlohmann::json &entry : doc.at("tables")) {
            if (!entry.is_object() || !entry.value("game", nlohmann::json()).is_string() ||
                !entry.value("table", nlohmann::json()).is_string() ||
                !entry.value("token", nlohmann::json()).is_string() ||
                !entry.value("kept", nlohmann::json()).is_number_integer())
                continue;
            if (entry["kept"].get<qint64>() < oldest ||
                entry["token"].get<std::string>().size() > 64)
                continue;
            entries.push_back(entry);
        }
    } catch (const common::json::ParseError &) {
    } catch (const nlohmann::json::exception &) {
    }
    return entries;
}

bool writeEntries(const QString &path, const nlohmann::json &entries)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    const std::string text = nlohmann::json{{"format", kFormat}, {"tables", entries}}.dump(1);
    QString error;
    // The owner's alone: a token takes a seat.
    if (files::writeAtomically(path, QByteArrayView(text.data(), qsizetype(text.size())), error,
                               files::Access::OwnerOnly))
        return true;
    qCWarning(lcNetSeats) << "the seats at network tables could not be kept:" << error;
    return false;
}

// Two windows that join or leave at the same moment read and write the file one after the
// other, so that neither loses the other's seat. A window that cannot have it within two
// seconds goes on without it: the file only ever saves a person a few clicks.
class FileTurn
{
public:
    explicit FileTurn(const QString &path) : m_lock(path + QStringLiteral(".lock"))
    {
        QDir().mkpath(QFileInfo(path).absolutePath());
        if (!m_lock.tryLock(2000))
            qCWarning(lcNetSeats) << "the seats at network tables are busy; written anyway";
    }

private:
    QLockFile m_lock;
};

nlohmann::json without(const nlohmann::json &entries, const std::string &game,
                       const std::string &table)
{
    nlohmann::json kept = nlohmann::json::array();
    for (const nlohmann::json &entry : entries) {
        if (entry["game"] != game || entry["table"] != table)
            kept.push_back(entry);
    }
    return kept;
}

} // namespace

QByteArray SeatKeys::find(const std::string &game, const QUrl &url) const
{
    const std::string table = tableOf(url);
    for (const nlohmann::json &entry : readEntries(m_path)) {
        if (entry["game"] == game && entry["table"] == table)
            return QByteArray::fromStdString(entry["token"].get<std::string>());
    }
    return QByteArray();
}

bool SeatKeys::keep(const std::string &game, const QUrl &url, const QByteArray &token)
{
    if (m_path.isEmpty() || token.isEmpty())
        return false;
    const std::string table = tableOf(url);
    const FileTurn turn(m_path);
    nlohmann::json entries = nlohmann::json::array();
    entries.push_back({{"game", game},
                       {"table", table},
                       {"token", token.toStdString()},
                       {"kept", QDateTime::currentSecsSinceEpoch()}});
    for (const nlohmann::json &entry : without(readEntries(m_path), game, table)) {
        if (int(entries.size()) >= kMaxTables)
            break;
        entries.push_back(entry);
    }
    return writeEntries(m_path, entries);
}

std::unique_ptr<QLockFile> SeatKeys::hold(const std::string &game, const QUrl &url) const
{
    if (m_path.isEmpty())
        return nullptr;
    const QByteArray key = QCryptographicHash::hash(
        QByteArray::fromStdString(game + '|' + tableOf(url)), QCryptographicHash::Sha256);
    const QString dir = QFileInfo(m_path).absolutePath();
    QDir().mkpath(dir);
    auto lock = std::make_unique<QLockFile>(dir + QStringLiteral("/network-seat-") +
                                            QString::fromLatin1(key.toHex().left(16)) +
                                            QStringLiteral(".lock"));
    // Held for a whole game: never stale by its age, only when its process is gone.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return nullptr;
    return lock;
}

void SeatKeys::forget(const std::string &game, const QUrl &url)
{
    if (m_path.isEmpty() || !QFileInfo::exists(m_path))
        return;
    const FileTurn turn(m_path);
    const nlohmann::json entries = readEntries(m_path);
    const nlohmann::json kept = without(entries, game, tableOf(url));
    if (kept.size() != entries.size())
        writeEntries(m_path, kept);
}

} // namespace net
