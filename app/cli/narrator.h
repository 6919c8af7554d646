// Tells a game as it is played, one English line per thing a table would show.
#pragma once

#include "razzia/events.h"

#include <QString>
#include <QStringList>

namespace razzia::cli {

class Narrator final : public EventSink
{
public:
    explicit Narrator(QStringList seatNames);
    void onEvent(const Event &event) override;

private:
    QString seat(int seat) const { return m_names.at(seat); }
    void say(const QString &line, int indent = 1);
    void tellBar(const Event &event);
    void tellRanking(const Event &event);

    QStringList m_names;
    // The revealed cards, to tell a raid from a gamblers' bar when a bar is resolved.
    std::array<Card, kMaxPlayers> m_table{};
};

} // namespace razzia::cli
