// Where a table's game comes from: the engine's Session in this window (LocalSource), or a seat
// of a network table held through a net::Client (ClientSource, clientsource.h). The controller
// plays the events a source hands its sink and reads the state the source shows; it never
// knows which one it has. A source shows the state as of the events the table has played
// (settle()): a network update may bring several moves at once, and the board must not run
// ahead of them.
#pragma once

#include "speakeasy/session.h"

#include <QObject>

namespace speakeasy::ui {

class TableSource : public QObject
{
    Q_OBJECT

public:
    virtual bool started() const = 0;
    // Both set-ups are in: the game is played (or over).
    virtual bool inPlay() const = 0;
    virtual speakeasy::Phase phase() const = 0;
    // The seats that must decide now, one bit each.
    virtual uint8_t toDecide() const = 0;
    virtual bool hasSetUp(int seat) const = 0;
    virtual int first() const = 0;
    // What `seat` may know (SE7); a network source knows its own seat's view only.
    virtual SeatView view(int seat) const = 0;
    // The pieces of `seat` the other side has seen in a fight (SE5.1).
    virtual Bits seenByOpponent(int seat) const = 0;
    // The referee's whole game, in this window only: never shown but at the end.
    virtual const Game *game() const { return nullptr; }
    // A decision of `seat`. A local source applies it at once (its events go to the sink) and
    // says whether it was refused; a network source sends it, answers Refusal::None, and the
    // host's events (arrived()) or refusal (refused()) come later.
    virtual Refusal decide(int seat, const Decision &decision) = 0;
    // A decision of this window's is on its way to the host, or none can be sent now.
    virtual bool pending() const { return false; }
    // Why no decision can be sent now (a network table out of reach), in words; empty when one
    // can.
    virtual QString unavailable() const { return QString(); }
    // The events handed to the sink so far have all been played: what the source shows catches
    // up with them.
    virtual void settle() {}
    // Who the table waits on when `seat` must decide elsewhere ("Waiting for Karine"); empty
    // for the table's own words.
    virtual QString waitingFor(int seat) const
    {
        Q_UNUSED(seat)
        return QString();
    }

    void setSink(EventSink *sink) { m_sink = sink; }

Q_SIGNALS:
    // New events went to the sink, or what the source shows may change (a network update).
    void arrived();
    // One line for the player: the host refused this window's decision (nothing changed), or
    // what happened at the table (a computer played for them, the link dropped).
    void notice(const QString &line);

protected:
    void hand(const Event &event)
    {
        if (m_sink)
            m_sink->onEvent(event);
    }

private:
    EventSink *m_sink = nullptr;
};

// The game in this window, refereed by the engine's Session: its AI seats think here.
class LocalSource final : public TableSource, private EventSink
{
    Q_OBJECT

public:
    LocalSource() { m_session.addSink(this); }

    void start(Session::Setup setup) { m_session.start(std::move(setup)); }
    bool resume(Session::Setup setup, const GameRecord &record, std::string &error)
    {
        return m_session.resume(std::move(setup), record, error);
    }
    AiTurn aiTurn(int seat) const { return m_session.aiTurn(seat); }

    bool started() const override { return m_session.started(); }
    bool inPlay() const override { return m_session.game() != nullptr; }
    speakeasy::Phase phase() const override { return m_session.phase(); }
    uint8_t toDecide() const override { return m_session.toDecide(); }
    bool hasSetUp(int seat) const override { return m_session.hasSetUp(seat); }
    int first() const override { return m_session.first(); }
    SeatView view(int seat) const override { return m_session.view(seat); }
    Bits seenByOpponent(int seat) const override;
    const Game *game() const override { return m_session.game(); }
    Refusal decide(int seat, const Decision &decision) override
    {
        return m_session.decide(seat, decision);
    }

private:
    void onEvent(const Event &event) override { hand(event); }

    Session m_session;
};

} // namespace speakeasy::ui
