// Who sits at the table: what the new-game dialog produces and a game is started from.
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace razzia::ui {

struct SeatSetup
{
    QString name;
    bool human = true;
    QString level = QStringLiteral("normal"); // an ai::levelNames() entry, for an AI seat
};

struct TableSetup
{
    QList<SeatSetup> seats;      // 3 to 8, clockwise from seat 0 (R2.2)
    int firstDealer = -1;        // -1: drawn at random (R2.3)
    std::optional<quint64> seed; // none: a fresh random seed
};

} // namespace razzia::ui
