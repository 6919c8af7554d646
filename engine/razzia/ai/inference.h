// What the others' last cards say about the hands they hold now (R6: revealed cards are public).
//
// A seat that played a gambler 2 on a rich bar probably did not hold that bar's 6 beside it.
// The sampler deals hidden cards uniformly among those consistent with the card log; this
// weighs each sampled world by how likely the others' last revealed cards were, had they held
// that world's hands then. A seat's hand at the last secret play was its hand now less the
// card it drew at this round's refill (R3.2), which may be any of them, plus the card it
// played. The model of the choice is cheap on purpose: a softmax over the greedy reading of
// the bars as they stood (greedyScore), with a lapse, because the real choosers (`normal`,
// `hard`, people) also keep strong cards and fear police; it is a hint, not a verdict.
#pragma once

#include "outlook.h"

namespace razzia::ai {

class PlayInference
{
public:
    // Before sampling for the secret play `view` stands at: finds the cards the others
    // revealed in the previous round, if this seat watched that round's secret play.
    void observe(const SeatView &view);
    // Remembers the table of the secret play `view` stands at, for the next round.
    void remember(const SeatView &view);

    // The likelihood of the last revealed cards if the others hold `world`'s hands now, up to a
    // constant; 1 when there is nothing to go on.
    double weight(const Game &world) const;

private:
    int m_seat = -1;
    int m_players = 0;
    int m_round = -1; // the round remembered
    int m_mark = 0;   // where the remembered round's reveal starts in the card log
    BarValues m_bars{};
    bool m_active = false;
    std::array<Card, kMaxPlayers> m_played{};
};

} // namespace razzia::ai
