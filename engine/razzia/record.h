// Game records, razzia-game/1 (R7.3): the save file, the replay file and what
// `razzia-cli play --record` writes. The JSON side lives in app/io.
#pragma once

#include "game.h"

#include <optional>
#include <string>
#include <vector>

namespace razzia {

struct SeatInfo
{
    std::string name;
    std::string kind = "ai"; // "human" or "ai"
    std::string level;       // for AI seats: "random", "easy", …
};

struct RecordBill
{
    int32_t value = 0; // dollars
    Bar bar = Bar::Colibri;
    bool chosen = false;
};

struct RecordNegotiation
{
    Bar bar = Bar::Colibri;
    std::vector<std::vector<int32_t>> proposal; // by seat, dollars
    std::vector<int8_t> answers;                // by seat: -1 null, 0 refuse, 1 accept
    std::vector<int> dice;
};

struct RecordRound
{
    int dealer = 0;
    std::vector<std::vector<Card>> hands; // by seat, at the moment of play
    std::vector<RecordBill> bills;        // in the order dealt
    std::vector<Card> plays;              // by seat
    std::vector<RecordNegotiation> negotiations;
    std::vector<int32_t> moneyAfter;
};

// A seed drawn afresh when a saved game was resumed (issue 29): from rounds[round] on, that
// round's deal included, every card, bill and die comes from this seed's streams (R5.8). The
// record's "reseeds", an extension of R7.3 (whose readers ignore extra fields).
struct Reseed
{
    int round = 0; // an index in `rounds`, at least 1
    uint64_t seed = 0;
    friend bool operator==(const Reseed &, const Reseed &) = default;
};

// A decision of the round in progress, which only a save holds (sealed): the round is played
// again up to where it was left, so Continue shows the same table (issue 29).
struct RecordDecision
{
    int seat = 0;
    DecisionKind kind = DecisionKind::PlayCard;
    Bar bar = Bar::Colibri;                     // PlaceBill
    Card card;                                  // PlayCard
    std::vector<std::vector<int32_t>> proposal; // Propose: by seat, dollars
    bool accept = false;                        // Answer
};

struct GameRecord
{
    // R5.8: the seed every deal and roll came from. Kept by a finished game's record only.
    uint64_t seed = 0;
    // A save of a game in progress holds this instead of its seed, which would tell every card
    // and bill still to come (R6): a seed drawn afresh for each save, from which a resumed game
    // goes on (Game::continueFrom). It says nothing of the game still being played.
    std::optional<uint64_t> continuation;
    std::vector<SeatInfo> players;
    int firstDealer = 0;
    std::vector<RecordRound> rounds;
    bool finished = false;
    // Where chance was drawn afresh, in increasing order of round (a resumed game).
    std::vector<Reseed> reseeds;
    // A save's round in progress: its decisions so far, in order.
    std::vector<RecordDecision> inProgress;
};

// The decision a recorded one stands for; false when a proposal names a bill that does not
// exist or more of one than the game has.
bool toDecision(const RecordDecision &recorded, int players, Decision &decision);
RecordDecision recordDecision(int seat, const Decision &decision, int players);

// Builds a record from the event stream of a game as it is played: attach it as the game's
// event sink from the start (or forward every event to it). It sees the private events too,
// as a referee does, to know the hands.
class GameRecorder final : public EventSink
{
public:
    GameRecorder(uint64_t seed, int firstDealer, std::vector<SeatInfo> seats);
    void onEvent(const Event &event) override;
    const GameRecord &record() const { return m_record; }

private:
    GameRecord m_record;
    RecordRound m_current;
    std::vector<std::vector<Card>> m_hands;
};

// Replays a record through the engine with every random outcome taken from the record. On
// success `game` holds the position after the last recorded round (ready for the next one,
// or over); on failure returns false with `error` naming the round and the field, e.g.
// "rounds[3].plays[2]: the card is not in the hand".
bool replayRecord(const GameRecord &record, Game &game, std::string &error,
                  EventSink *sink = nullptr);

// Replays a save of a game in progress (record.continuation set) and goes on from its
// continuation seed: the next round is dealt from it. False with `error` as replayRecord.
bool resumeRecord(const GameRecord &record, Game &game, std::string &error,
                  EventSink *sink = nullptr);

// Plays a valid record's decisions again on a game dealt from the record's own seed (R5.8),
// and from each of its reseeds from the round it names. True when every deal, bill and roll
// comes out as recorded: the record is then reproducible from its seeds. A save's round in
// progress is then played up to where it was left (`inProgress`), and `game` goes on exactly
// as the original game would have. Otherwise `mismatch` names the first difference
// ("rounds[2].hands[1]: …").
// Every event of the replay also goes to `forward` when given (a game being resumed shows them).
bool replayFromSeed(const GameRecord &record, Game &game, std::string &mismatch,
                    EventSink *forward = nullptr);

} // namespace razzia
