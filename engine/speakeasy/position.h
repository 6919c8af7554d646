// The whole state of a game of Speak Easy between two moves: a small copyable value with no
// allocation, so that search and playouts copy-make it (SE4-SE6). It knows every identity:
// no seat ever holds one, seats get a SeatView (seatview.h).
#pragma once

#include "board.h"

#include <array>
#include <string>
#include <string_view>

namespace speakeasy {

// SE4.6: a move is (from, to); the route is not part of it (D21).
struct Move
{
    Square from = kNoSquare;
    Square to = kNoSquare;
    friend bool operator==(const Move &, const Move &) = default;
};
std::string moveName(Move m); // "a3-a9"
// "a3-a9" -> the move; nothing unless both halves name squares of the board (SE8.2).
std::optional<Move> moveFromName(std::string_view name);

// SE5.1 outcomes, by their SE8.2 ids.
enum class Outcome : uint8_t
{
    AttackerWins,
    DefenderWins,
    BothRemoved,
    SpeakeasyTaken
};
std::string_view outcomeId(Outcome o);
// SE5.1: the first row of the table that applies, attacker against defender.
Outcome fight(Kind attacker, Kind defender);

struct Confrontation
{
    Kind attacker = Kind::None;
    Kind defender = Kind::None;
    Outcome outcome = Outcome::AttackerWins;
    friend bool operator==(const Confrontation &, const Confrontation &) = default;
};

enum class Status : uint8_t
{
    Ongoing,
    Won,
    Drawn
};
enum class Reason : uint8_t
{
    None,
    Speakeasy,       // SE6.1
    NoLegalMove,     // SE6.2
    NoLegalMoveBoth, // SE6.2
    QuietPlies,      // SE6.3
    Resign,          // SE6.4
    Agreement,       // SE6.4
};
std::string_view statusId(Status s);
std::string_view reasonId(Reason r); // "" for None

struct End
{
    Status status = Status::Ongoing;
    int8_t winner = -1; // the seat that won; -1 unless status is Won
    Reason reason = Reason::None;
    friend bool operator==(const End &, const End &) = default;
};

// D13: the draw after this many plies without a confrontation. Tunable here only.
constexpr int kQuietPlyLimit = 100;

// The legal moves of one side, grouped by the piece that moves: `to[i]` is every square the
// piece on `from[i]` may reach. Pieces come in reading order, so walking the groups and their
// bits lists moves as SE8.3 sorts them.
struct MoveSet
{
    int pieces = 0;
    int moves = 0;
    // Only the first `pieces` entries are meaningful; left uninitialised because clearing
    // them cost a tenth of a random game.
    std::array<Square, kPiecesPerSide> from;
    std::array<Bits, kPiecesPerSide> to;

    int count() const { return moves; }
    // The index-th move in SE8.3 order, 0 <= index < count().
    Move at(int index) const;
};

// One side's set-up: the kind on each point, Kind::None elsewhere (SE3).
struct Layout
{
    Layout() { at.fill(Kind::None); }
    std::array<Kind, kSquares> at;
    friend bool operator==(const Layout &, const Layout &) = default;
};

class Position
{
public:
    // An empty board, seat 0 to move; scenarios fill it with place().
    Position() { m_kind.fill(Kind::None); }
    // SE3: both layouts on the board, `first` to move. The layouts must be valid (layout.h).
    static Position start(const Layout &south, const Layout &north, int first);

    void place(Square s, int owner, Kind kind);
    void setToMove(int seat) { m_toMove = uint8_t(seat); }
    void setQuietPlies(int plies) { m_quietPlies = uint8_t(plies); }
    void setEnd(const End &end) { m_end = end; }

    Bits occupied(int seat) const { return m_occupied[seat]; }
    Bits occupied() const { return m_occupied[0] | m_occupied[1]; }
    bool isEmpty(Square s) const { return !(occupied() & bit(s)); }
    // The owner of the piece on s, or -1.
    int ownerAt(Square s) const;
    // The kind of the piece on s; meaningless on an empty square.
    Kind kindAt(Square s) const { return m_kind[s]; }
    int toMove() const { return m_toMove; }
    int quietPlies() const { return m_quietPlies; }
    const End &end() const { return m_end; }
    bool over() const { return m_end.status != Status::Ongoing; }
    // How many pieces of `kind` `seat` still has.
    int count(int seat, Kind kind) const;

    // SE4: the legal moves of the side to move (none once the game is over).
    MoveSet legalMoves() const;
    // Every square the piece on `from` may reach, whoever is to move; 0 for an empty square or
    // an immobile piece.
    Bits targets(Square from) const;
    // Targets as any piece other than a Kid would have them: steps and rail runs only. What a
    // Kid reaches beyond these proves it turned (SE7.2's inference, used by seat views).
    Bits straightTargets(Square from) const;
    bool isLegal(Move m) const;
    // SE6.2: whether `seat` would have a legal move if it were to move.
    bool hasLegalMove(int seat) const;

    // Plays a legal move of the side to move: the fight of SE5.1 if any, then the end checks
    // of SE6 in SE6.5's order. Returns the confrontation, if there was one.
    std::optional<Confrontation> play(Move m);
    // SE6.4 (D16).
    void resign(int seat);
    void agreeDraw();

    friend bool operator==(const Position &a, const Position &b);

private:
    void remove(Square s);
    void judgeEnd(int mover, bool speakeasyTaken);

    std::array<Kind, kSquares> m_kind; // meaningful where occupied
    std::array<Bits, kSeats> m_occupied{};
    Bits m_immobile = 0; // Speakeasies and Babes, both sides
    Bits m_kids = 0;     // both sides
    uint8_t m_toMove = 0;
    uint8_t m_quietPlies = 0;
    End m_end;
};

} // namespace speakeasy
