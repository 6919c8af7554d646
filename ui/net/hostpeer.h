// What the host keeps of each connection and each seat; private to host*.cpp.
#pragma once

#include "host.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QString>

#include <cstddef>
#include <string>

namespace net {

struct Host::Peer
{
    Peer(QWebSocket *s, const Options &options)
        : socket(s), messages(options.messages.perSecond, options.messages.burst),
          decisions(options.decisions.perSecond, options.decisions.burst),
          chat(options.chat.perSecond, options.chat.burst)
    {
        alive.start();
    }

    QWebSocket *socket;
    int seat = -1;        // the seat this link holds, once joined or rejoined
    bool greeted = false; // said hello with our protocol and game
    bool closing = false; // refused for good: nothing more it sends is read
    RateLimit messages;
    RateLimit decisions;
    RateLimit chat;
    int dropped = 0;     // messages dropped in a row for the rate
    QElapsedTimer alive; // since the last message or pong
};

struct Host::Seat
{
    bool open = false; // offered over the network
    QString name;
    QByteArray token; // empty while nobody holds the seat
    Peer *peer = nullptr;
    std::string computer; // the level playing it while its person is away
    std::size_t sent = 0; // how many of the seat's events its client holds
    QByteArray lastView;  // the view last sent, to send only what changed
    QTimer *absence = nullptr;
};

} // namespace net
