// Another person at a Razzia network table, for the window's tests: the registry's computer
// player of a level behind a client of its own, deciding `delayMs` after each view that asks
// it, so that this window's person is not always the last to choose.
#pragma once

#include "client.h"
#include "hostedgames.h"

#include <QObject>
#include <QTimer>

#include <memory>
#include <string>

class RazziaBot : public QObject
{
public:
    explicit RazziaBot(int delayMs, const std::string &level = "normal") : m_delayMs(delayMs)
    {
        m_player = net::hostedGame("razzia")->player(level);
        connect(&client, &net::Client::updated, this, [this] {
            std::string error;
            for (; m_seen < client.events().size(); ++m_seen)
                m_player->observe(client.events()[m_seen], error);
            if (!client.mustDecide())
                return;
            QTimer::singleShot(m_delayMs, this, [this, view = client.view()] {
                if (!client.mustDecide() || client.view() != view)
                    return;
                std::string error;
                if (const auto decision = m_player->decide(view, error))
                    client.decide(*decision);
            });
        });
    }

    net::Client client{"razzia"};

private:
    int m_delayMs;
    size_t m_seen = 0;
    std::unique_ptr<net::SeatPlayer> m_player;
};
