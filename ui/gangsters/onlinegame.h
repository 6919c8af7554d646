// One seat of a network table (issue 24, docs/network.md) as the Controller reads it: what the
// host sends that seat through a net::Client, read back with the engine's own readers. The
// view is the whole public state (GA12), the turn so far and the point to decide (GA14.1); the
// events come as GA14.3 writes them. The seat's decisions go back as GA14.1 decisions. The
// host is not trusted: a view or an event that does not read is a broken host, said once.
#pragma once

#include "gangsters/seatview.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <array>
#include <vector>

namespace net {
class Client;
}

namespace gangsters::ui {

class OnlineGame : public QObject
{
    Q_OBJECT

public:
    // `client` is welcomed and seated; the shell owns it and keeps it longer than this.
    explicit OnlineGame(net::Client *client, QObject *parent = nullptr);

    int seat() const;
    // The seats' names as the table shows them, gangs first.
    QStringList names() const;
    // The table's word for a seat ("connected", "reconnecting", "computer", "local"), and the
    // level of a computer playing it; empty when unknown.
    QString seatState(int seat) const;
    QString seatLevel(int seat) const;
    // Whether a view has been read yet (the game may be about to start).
    bool hasView() const { return m_hasView; }
    const SeatView &view() const { return m_view; }
    // The game's decisions so far (public): tells one point from the next that looks alike.
    std::size_t decisions() const { return m_decisions; }
    bool isOver() const;

    // Reads what the client holds now: the view, and the events not read yet. False with a
    // one-line message when the host sent something that does not read (nothing is changed).
    bool read(std::vector<Event> &events, QString &error);
    // Sends this seat's decision; false when the link is down (nothing was sent).
    bool send(const Decision &decision);

Q_SIGNALS:
    // The client heard from the host: call read().
    void updated();
    // The host refused the seat's last decision: one line in the player's language.
    void refused(const QString &line);
    void tableChanged();
    void connectionLost();
    void connectionBack();

private:
    void follow(Event &event);
    void complete(Point &point) const;

    net::Client *m_client;
    SeatView m_view;
    bool m_hasView = false;
    std::size_t m_decisions = 0;
    std::size_t m_read = 0; // events of client->events() already read
    // Where each piece stands as the events read so far tell it: GA14.3 does not name the shop
    // of a hold-up won in money or failed, and the log does.
    std::array<Loc, kMaxGangs * kRoles> m_at{};
    Loc m_holdupShop = kNoLoc;
    // What a point is about is not in the view (GA14.1 has none of it): told by the events.
    CharRef m_recruit;  // the gang and role of the last recruitment (Price, Accept)
    int m_nextPair = 0; // the cops moved next (CopMove)
    bool m_down = false;
};

} // namespace gangsters::ui
