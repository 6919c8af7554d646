// The one way a seat answers the table, whoever plays it (KDE lskat's AbstractInput, MouseInput
// and AiInput): the controller asks a seat for its decision when the engine waits for it, and
// hears the decision through decided(). It never asks who plays the seat.
#pragma once

#include "razzia/decision.h"
#include "razzia/events.h"

#include <QObject>

#include <array>
#include <optional>

namespace razzia::ui {

class GameSession;

class SeatInput : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    // A person needs the computer to decide (behind the curtain in hot-seat), so such seats are
    // asked one at a time; the others decide in the background meanwhile.
    virtual bool needsTheComputer() const = 0;
    // The engine waits for `seat`; its phase says for what.
    virtual void ask(int seat) = 0;
    // A new game: every question asked so far is forgotten.
    virtual void cancel() = 0;
    // The seats this input plays in the game about to start.
    virtual void start(unsigned seats) { (void)seats; }
    // Whether `seat` holds the computer now (hot-seat): it is asked first when several seats
    // must choose a card, and the others follow clockwise from it.
    virtual bool holdsTheComputer(int seat) const
    {
        (void)seat;
        return false;
    }
    // The table has just shown `event`: an input that shows something of its own (a person's
    // hand) follows the game through it.
    virtual void observe(const razzia::Event &event) { (void)event; }
    // A decision has reached the engine: an input holding one back until the others have
    // chosen (a card face down, R3.5) may send it now.
    virtual void othersDecided() {}

Q_SIGNALS:
    void decided(int seat, const razzia::Decision &decision);
};

// The AI seats: each thinks visibly for the AI pace while its policy works on the seat's view
// only, on the session's worker thread. Seats asked together think together; their searches run
// one after another, and a decision goes out only while no search runs, so that the engine never
// moves under one.
class AiInput : public SeatInput
{
    Q_OBJECT

public:
    explicit AiInput(GameSession *session, QObject *parent = nullptr);
    bool needsTheComputer() const override { return false; }
    void ask(int seat) override;
    void cancel() override;

private:
    void searchNext();
    void deliverReady();

    GameSession *m_session;
    unsigned m_generation = 0;
    unsigned m_queued = 0;
    unsigned m_paused = 0; // seats whose visible thinking is over
    bool m_searching = false;
    std::array<std::optional<Decision>, kMaxPlayers> m_decisions{};
};

// The seats a network table's host plays (docs/network.md), people elsewhere or its computers:
// asked, they only wait. Their decisions reach this table as the host's events, already made.
class HostInput : public SeatInput
{
    Q_OBJECT

public:
    using SeatInput::SeatInput;
    bool needsTheComputer() const override { return false; }
    void ask(int seat) override { (void)seat; }
    void cancel() override {}
};

} // namespace razzia::ui
