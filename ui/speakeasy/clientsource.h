// One seat of a network table of Speak Easy (docs/network.md), as a TableSource: the seat's view
// read back from each update with wire::readView, its events with wire::readEvent as they come,
// and this window's decisions sent to the host with Client::decide. The host referees and plays
// the other side; nothing is thought for here, and nothing of the other side's hidden pieces
// is ever known here (the view holds none). The client is the shell's: it is never closed here.
#pragma once

#include "tablesource.h"

#include <QPointer>
#include <QString>

#include <array>
#include <optional>

namespace net {
class Client;
}

namespace speakeasy::ui {

class ClientSource final : public TableSource
{
    Q_OBJECT

public:
    // Whatever the client already holds (a game joined late, or a window opened on a table
    // that has begun) is taken as it stands, not played again.
    explicit ClientSource(net::Client *client, QObject *parent = nullptr);

    int seat() const { return m_seat; }
    // The name each seat took at the table, and whether a computer plays it now (the host's
    // takeover of an absent person) or its person is away.
    QString name(int seat) const;
    enum class Presence
    {
        Here,
        Away,    // dropped; the host waits for them to come back
        Computer // the host's computer plays the seat until they come back
    };
    Presence presence(int seat) const;
    // The level the host's computer plays a seat at, empty for a person.
    QString level(int seat) const;
    // Seated over a live link (after a drop: once the host took the token back).
    bool connected() const;
    // The end as the host's last update gives it; valid once over.
    bool over() const { return m_view && m_view->over(); }

    bool started() const override;
    bool inPlay() const override;
    speakeasy::Phase phase() const override;
    uint8_t toDecide() const override { return m_toDecide; }
    bool hasSetUp(int seat) const override;
    int first() const override { return m_first; }
    SeatView view(int seat) const override;
    Bits seenByOpponent(int seat) const override;
    Refusal decide(int seat, const Decision &decision) override;
    QString waitingFor(int seat) const override;
    // A decision is on its way, or none can go: the link is down.
    bool pending() const override { return m_pending >= 0 || !connected(); }
    QString unavailable() const override;
    void settle() override;

    // The host's refusal codes (docs/network.md and hostedspeakeasy.cpp) as one line for the
    // player.
    static QString refusalLine(const QString &code);

Q_SIGNALS:
    // The table's seats changed (a name, a person away or back, a computer playing a seat).
    void tableChanged();
    // The link dropped, or came back.
    void connectionChanged(bool connected);
    // Moves of this window's seat that the host's computer made while its person was away.
    void playedForYou(int moves);
    // The host's update could not be read: the host is broken. One line, in English.
    void broken(const QString &why);

private:
    void onUpdated();
    bool readLatest(std::string &error);

    QPointer<net::Client> m_client;
    int m_seat = -1;
    size_t m_read = 0;       // the client's events handed on
    int m_pending = -1;      // the seq of this window's decision on its way
    bool m_answered = false; // the host accepted it; its update is what clears it
    // What the table shows (settled) and the host's latest.
    std::optional<SeatView> m_view, m_latest;
    uint8_t m_toDecide = 0, m_latestToDecide = 0;
    int m_first = 0;
    bool m_linked = true;     // seated over a live link: false from a drop until the rejoin
    bool m_setUpSent = false; // this seat's set-up is in or on its way
    int m_ownDecisions = 0;   // moves and set-ups sent whose events have not come back yet
};

} // namespace speakeasy::ui
