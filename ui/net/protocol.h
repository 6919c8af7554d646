// The words and bounds of the network protocol (docs/network.md), shared by the host and the
// client so that they cannot disagree.
#pragma once

#include <QByteArray>
#include <QString>

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

class QWebSocket;

namespace net {

// Raised whenever a message changes meaning; both ends check it at the handshake.
constexpr int kProtocolVersion = 2;
constexpr const char *kProtocolName = "razzia-net";

// Past this the socket itself closes the link (CloseCodeTooMuchData) before the message is
// whole; between json::kMaxMessageBytes and this the message is refused and the link kept.
constexpr quint64 kMaxFrameBytes = 256 * 1024;

// Events in one message: a rejoin's catching up is sent in pieces, each under json::kMaxItems.
constexpr std::size_t kEventsPerMessage = 200;

// A finished game's record travels as its text in pieces of at most this many bytes (ASCII, so
// that a piece never splits a character), and a client takes at most kMaxRecordPieces of them.
constexpr std::size_t kRecordPieceBytes = 64 * 1024;
constexpr int kMaxRecordPieces = 128;

// Player-chosen text: one line of at most this many characters, no control characters.
constexpr int kMaxNameChars = 24;
constexpr int kMaxChatChars = 200;

// A seat's token: 32 random bytes from the system's generator, written base64url (43 characters).
constexpr int kTokenBytes = 32;
QByteArray newToken();
// A table's code: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L), drawn
// from the system's generator: about a billion codes.
QString newTableCode();
// Compares in time that depends only on the lengths, so that timing tells nothing of a token.
bool sameToken(const QByteArray &a, const QByteArray &b);

// The text a person typed, trimmed, or nothing when it is empty, longer than `maxChars`
// characters or holds a control character or an unpaired surrogate.
std::optional<QString> cleanLine(const QString &text, int maxChars);

// Sends each message at once. Qt WebSockets writes a frame's header and payload separately and
// leaves Nagle's algorithm on, so that a reply waits for the peer's delayed acknowledgement
// (some 40 ms on Linux) before it leaves: a whole counter game took 22 ms a move that way,
// against well under a millisecond without.
void sendPromptly(QWebSocket *socket);

// One compact line of JSON, as sent.
QByteArray encode(const nlohmann::json &message);

// The members of a message read strictly: the value, or nothing when the member is missing or
// of another type (integers must fit an int).
std::optional<std::string> stringMember(const nlohmann::json &message, const char *name);
std::optional<int> intMember(const nlohmann::json &message, const char *name);

// Whether `message` holds no member but these: a message holds only the members its type
// names, so that a sender built for another version cannot be half understood.
bool onlyMembers(const nlohmann::json &message, std::initializer_list<std::string_view> names);

// A token bucket: `perSecond` on average, `burst` at once.
class RateLimit
{
public:
    RateLimit(double perSecond, double burst)
        : m_perSecond(perSecond), m_burst(burst), m_tokens(burst)
    {}
    // True, and one token spent, when an action may happen now.
    bool take();
    // The token of an action that turned out welcome back (a decision the game accepted).
    void giveBack() { m_tokens = m_tokens + 1.0 > m_burst ? m_burst : m_tokens + 1.0; }

private:
    using Clock = std::chrono::steady_clock;
    double m_perSecond;
    double m_burst;
    double m_tokens;
    Clock::time_point m_last = Clock::now();
};

struct Rate
{
    double perSecond;
    double burst;
};

} // namespace net
