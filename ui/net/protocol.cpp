#include "protocol.h"

#include <QRandomGenerator>
#include <QTcpSocket>
#include <QWebSocket>

#include <algorithm>
#include <array>
#include <climits>

namespace net {

QByteArray newToken()
{
    std::array<quint32, kTokenBytes / 4> words;
    QRandomGenerator::system()->fillRange(words.data(), qsizetype(words.size()));
    const QByteArray bytes(reinterpret_cast<const char *>(words.data()), kTokenBytes);
    return bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

QString newTableCode()
{
    static const char alphabet[] = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
    constexpr quint32 letters = sizeof(alphabet) - 1;
    QString code;
    for (int i = 0; i < 6; ++i)
        code += QLatin1Char(alphabet[QRandomGenerator::system()->bounded(letters)]);
    return code;
}

bool sameToken(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size() || a.isEmpty())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

std::optional<QString> cleanLine(const QString &text, int maxChars)
{
    const QString line = text.trimmed();
    if (line.isEmpty())
        return std::nullopt;
    int characters = 0;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (c.isHighSurrogate()) {
            if (i + 1 == line.size() || !line[i + 1].isLowSurrogate())
                return std::nullopt;
            ++i;
        } else if (c.isLowSurrogate()) {
            return std::nullopt;
        } else if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format ||
                   c == QChar::LineSeparator || c == QChar::ParagraphSeparator) {
            // Controls and formatting marks (bidirectional overrides among them) would let a
            // line rewrite how the table shows other lines.
            return std::nullopt;
        }
        if (++characters > maxChars)
            return std::nullopt;
    }
    return line;
}

void sendPromptly(QWebSocket *socket)
{
    // A client's TCP socket is its WebSocket's child (Qt 6.4), the only way to it; the host
    // sets the option on the sockets it accepts, before they are upgraded.
    for (QAbstractSocket *tcp : socket->findChildren<QAbstractSocket *>())
        tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
}

QByteArray encode(const nlohmann::json &message)
{
    // Replacing keeps one bad string of an adapter from throwing inside the event loop.
    const std::string text = message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return QByteArray(text.data(), qsizetype(text.size()));
}

std::optional<std::string> stringMember(const nlohmann::json &message, const char *name)
{
    const auto it = message.find(name);
    if (it == message.end() || !it->is_string())
        return std::nullopt;
    return it->get<std::string>();
}

std::optional<int> intMember(const nlohmann::json &message, const char *name)
{
    const auto it = message.find(name);
    if (it == message.end() || !it->is_number_integer())
        return std::nullopt;
    const auto value = it->get<std::int64_t>();
    if (it->is_number_unsigned() && it->get<std::uint64_t>() > std::uint64_t(INT32_MAX))
        return std::nullopt;
    if (value < INT32_MIN || value > INT32_MAX)
        return std::nullopt;
    return int(value);
}

bool onlyMembers(const nlohmann::json &message, std::initializer_list<std::string_view> names)
{
    for (auto it = message.begin(); it != message.end(); ++it) {
        if (std::find(names.begin(), names.end(), it.key()) == names.end())
            return false;
    }
    return true;
}

bool RateLimit::take()
{
    const Clock::time_point now = Clock::now();
    const double seconds = std::chrono::duration<double>(now - m_last).count();
    m_last = now;
    m_tokens = std::min(m_burst, m_tokens + seconds * m_perSecond);
    if (m_tokens < 1.0)
        return false;
    m_tokens -= 1.0;
    return true;
}

} // namespace net
