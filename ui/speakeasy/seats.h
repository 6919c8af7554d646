// The seats of a Speak Easy table. A person at the window and an AI answer through the same
// Seat interface (STYLE: seats are interchangeable); every request carries only that seat's
// SeatView, so an AI seat cannot read a hidden identity, and the table cannot tell the two
// apart except to know whether to wait for the window.
#pragma once

#include "speakeasy/ai/habits.h"
#include "speakeasy/policy.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <memory>

namespace speakeasy::ui {

class Seat : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;
    virtual bool isHuman() const = 0;
    // SE3: the seat's set-up; answered with layoutChosen().
    virtual void chooseLayout(int seat) = 0;
    // The seat's turn; answered with acted().
    virtual void act(const SeatView &view) = 0;
    // The opponent offers a draw (SE6.4); answered with drawAnswered().
    virtual void answerDraw(const SeatView &view) = 0;

Q_SIGNALS:
    void layoutChosen(const speakeasy::Layout &layout);
    void acted(const speakeasy::Action &action);
    void drawAnswered(bool accepted);
};

// A person at the window: the table's widgets deliver the answer when the player gives it.
class HumanSeat final : public Seat
{
    Q_OBJECT

public:
    using Seat::Seat;
    bool isHuman() const override { return true; }
    void chooseLayout(int) override {}
    void act(const SeatView &) override {}
    void answerDraw(const SeatView &) override {}

    void deliverLayout(const Layout &layout) { Q_EMIT layoutChosen(layout); }
    void deliverAction(const Action &action) { Q_EMIT acted(action); }
    void deliverDrawAnswer(bool accepted) { Q_EMIT drawAnswered(accepted); }
};

// An AI level (levels.h): each decision runs on a worker thread over a copy of the seat's
// view, and the answer comes back on the table's thread.
class AiSeat final : public Seat
{
    Q_OBJECT

public:
    // `habits`: what the policy reads of its opponent (levels.h), kept alive as long as it.
    AiSeat(std::unique_ptr<Policy> policy, QObject *parent = nullptr,
           std::shared_ptr<const ai::OpponentHabits> habits = {});
    ~AiSeat() override;
    bool isHuman() const override { return false; }
    void chooseLayout(int seat) override;
    void act(const SeatView &view) override;
    void answerDraw(const SeatView &view) override;
    // Blocks until a running decision is done (tests, closing the table).
    void wait();

private:
    template<typename Work, typename Done> void run(Work work, Done done);

    std::shared_ptr<const ai::OpponentHabits> m_habits; // outlives m_policy, which reads it
    std::unique_ptr<Policy> m_policy;
    QPointer<QThread> m_worker;
};

// SE7: a suggestion for a person from their own seat view only, by the strongest level there
// is, computed off the table's thread. Emits ready() once.
class Hint final : public QObject
{
    Q_OBJECT

public:
    Hint(const SeatView &view, uint64_t seed, QObject *parent = nullptr);
    ~Hint() override;
    void wait();

Q_SIGNALS:
    void ready(const speakeasy::Move &move);

private:
    QPointer<QThread> m_worker;
};

} // namespace speakeasy::ui
