// SE7: a suggestion for a person at the Speak Easy table, from their own seat view only, by the
// strongest level there is, computed off the table's thread. The seats themselves are the
// session's (speakeasy/session.h): a person's decisions come from the table's widgets, an AI
// seat's from its policy on a worker (TableController).
#pragma once

#include "speakeasy/seatview.h"

#include <QObject>
#include <QPointer>
#include <QThread>

namespace speakeasy::ui {

// Emits ready() once.
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
