// How the other seats at this table choose their cards, read from the cards they reveal.
//
// A simulating seat needs a model of the others, and the model decides most of its strength:
// with the others' own policy as the model it wins far more than with any other. So each
// other seat is taken to choose as `normal`, as `easy` or as `random` does, or, for a reading
// that can afford it, as a seat that itself simulates (`hard` with a handful of worlds); the
// cards it reveals (R3.5, R6: public) shift the odds between the styles. Before a secret play
// the simulating seat records, over its sampled worlds, how often each model would have chosen
// each card the seat held there; once the cards are revealed, the card the seat did play is
// more likely under some models than others (Bayes' rule on those frequencies).
#pragma once

#include "razzia/seatview.h"

namespace razzia::ai {

enum class Style : uint8_t
{
    Normal,
    Easy,
    Random,
    Simulating // as `hard` does, with a few worlds: only in a reading made to simulate
};
constexpr int kStyles = 4;

// The chance of each style, by Style.
using StyleChances = std::array<double, kStyles>;

class TableReading
{
public:
    // `simulating`: whether the seats may be read as simulating ones, whose model costs a
    // dozen `normal` choices or more; without it that style has no chance.
    explicit TableReading(bool simulating = false);
    bool simulating() const { return m_simulating; }

    // Catches up with `view`: starts afresh on a new game, and scores the predictions of the
    // last secret play once its cards are in the card log.
    void observe(const SeatView &view);
    // The chances that `seat` chooses in each style.
    StyleChances chances(int seat) const;

    // Records predictions for the secret play `view` stands at, one world at a time:
    // `hand` is what `seat` holds in the world, `asNormal`, `asEasy` and `asSimulating` what
    // those models choose from it (`random` takes any card of it alike; `asSimulating` is
    // none where the world did not simulate the seat).
    void startPredictions(const SeatView &view);
    void predict(int seat, const Hand &hand, Card asNormal, Card asEasy, Card asSimulating = {});

private:
    struct Counts
    {
        std::array<uint16_t, Card::kTypes> held{};
        std::array<uint16_t, Card::kTypes> heldSimulated{}; // in worlds that simulated the seat
        std::array<std::array<float, Card::kTypes>, kStyles> chose{};
    };

    void reset(const SeatView &view);
    void resetOdds();
    int styles() const; // the styles in use: the first three, or all

    bool m_simulating;
    int m_seat = -1;
    int m_players = 0;
    int m_round = 0;
    int m_logSize = 0;
    // Where the predicted reveal starts in the card log; -1 with nothing to score.
    int m_mark = -1;
    std::array<StyleChances, kMaxPlayers> m_logWeights{}; // by seat, up to a constant
    std::array<Counts, kMaxPlayers> m_counts{};
};

// The seats other than `seat` that are likely enough to simulate to be modelled so, one bit
// each (none unless `reading` simulates). The model costs a dozen `normal` choices or more, so
// a seat read as unlikely to simulate is modelled as `normal`, its closest cheap model,
// instead.
uint8_t simulatedSeats(const TableReading &reading, int players, int seat);

// How modelledPlays models simulating seats: `seats` (one bit each) choose as a `hard` seat
// with `worlds` worlds would; with no worlds, nobody does.
struct Simulation
{
    int worlds = 0;
    uint8_t seats = 0;
};

// The cards the other seats choose in `world`, which stands at the secret play (R3.5): each
// sees only its own view of the world and chooses as `normal`, `easy`, `random` or a
// simulating seat would (the seats of `simulation`), with the odds `reading` gives for that
// seat; with `record`, `reading` learns what each model would have chosen. Everything random
// here comes from `seed`, so that the same world seen with the dealer's bill on two bars
// differs only by the bill (R3.3).
std::array<Card, kMaxPlayers> modelledPlays(const Game &world, int seat, uint64_t seed,
                                            TableReading &reading, bool record,
                                            Simulation simulation = {});

} // namespace razzia::ai
