#include "position.h"

namespace speakeasy {

namespace {

constexpr std::array<std::string_view, 4> kOutcomeIds = {"attacker_wins", "defender_wins",
                                                         "both_removed", "speakeasy_taken"};
constexpr std::array<std::string_view, 3> kStatusIds = {"ongoing", "won", "drawn"};
constexpr std::array<std::string_view, 7> kReasonIds = {
    "", "speakeasy", "no_legal_move", "no_legal_move_both", "quiet_plies", "resign", "agreement"};

// SE4.5: a Batiment holding an opposing piece cannot be entered.
inline Bits openTo(Bits own, Bits opp)
{
    return ~own & ~(opp & kBoard.camp);
}

// SE4.3: each run stops before the first piece on its line, or on it when it is an opponent's
// (own pieces are taken out by the caller). Going up or right the first piece is the lowest
// bit, going down or left the highest; both are cut without a branch. a1 is never on a ray, so
// `| 1` stands for "no piece" going down or left.
inline Bits railRuns(Square s, Bits all)
{
    const std::array<Bits, kDirections> &ray = kBoard.ray[s];
    const Bits up = ray[Up] & all, right = ray[Right] & all;
    const Bits down = Bits(1) << highest((ray[Down] & all) | 1);
    const Bits left = Bits(1) << highest((ray[Left] & all) | 1);
    return (ray[Up] & (((up & -up) << 1) - 1)) | (ray[Right] & (((right & -right) << 1) - 1)) |
           (ray[Down] & ~(down - 1)) | (ray[Left] & ~(left - 1));
}

// SE4.4: flood fill along rail lines through empty Rues; every opposing piece next to the
// flooded set along a rail line can be attacked.
inline Bits kidPaths(Square s, Bits all, Bits opp)
{
    const Bits empty = kBoard.rue & ~all;
    Bits reach = bit(s), frontier = reach, hit = 0;
    while (frontier) {
        const Bits next = ((frontier << kFiles) & kBoard.railTo[Up]) |
                          ((frontier >> kFiles) & kBoard.railTo[Down]) |
                          ((frontier << 1) & kBoard.railTo[Right]) |
                          ((frontier >> 1) & kBoard.railTo[Left]);
        hit |= next & opp;
        frontier = next & empty & ~reach;
        reach |= frontier;
    }
    return (reach & ~bit(s)) | hit;
}

inline Bits pieceTargets(Square s, bool kid, Bits own, Bits opp)
{
    const Bits all = own | opp;
    Bits to = kBoard.adjacent[s];
    if (kBoard.rue & bit(s))
        to |= kid ? kidPaths(s, all, opp) : railRuns(s, all);
    return to & openTo(own, opp);
}

} // namespace

std::string moveName(Move m)
{
    return squareName(m.from) + '-' + squareName(m.to);
}

std::optional<Move> moveFromName(std::string_view name)
{
    const size_t dash = name.find('-');
    if (dash == std::string_view::npos)
        return std::nullopt;
    const auto from = squareFromName(name.substr(0, dash));
    const auto to = squareFromName(name.substr(dash + 1));
    if (!from || !to)
        return std::nullopt;
    return Move{*from, *to};
}

std::string_view outcomeId(Outcome o)
{
    return kOutcomeIds[size_t(o)];
}
std::string_view statusId(Status s)
{
    return kStatusIds[size_t(s)];
}
std::string_view reasonId(Reason r)
{
    return kReasonIds[size_t(r)];
}

Outcome fight(Kind a, Kind d)
{
    if (d == Kind::Speakeasy) // row 1, D10
        return Outcome::SpeakeasyTaken;
    if (a == Kind::Fbi || d == Kind::Fbi) // row 2
        return Outcome::BothRemoved;
    if (d == Kind::Babe) // rows 3 and 4 (D5)
        return a == Kind::Kid ? Outcome::AttackerWins : Outcome::BothRemoved;
    if (a == Kind::Kid) // rows 5 (D22) and 6
        return d == Kind::Kid ? Outcome::BothRemoved : Outcome::DefenderWins;
    if (d == Kind::Kid) // row 7
        return Outcome::AttackerWins;
    const int va = kValue[size_t(a)], vd = kValue[size_t(d)]; // row 8 (D18)
    return va > vd ? Outcome::AttackerWins
                   : (va < vd ? Outcome::DefenderWins : Outcome::BothRemoved);
}

SPEAKEASY_HOT Move MoveSet::at(int index) const
{
    for (int i = 0; i < pieces; ++i) {
        Bits t = to[size_t(i)];
        const int n = countOf(t);
        if (index < n) {
            for (; index > 0; --index)
                t &= t - 1;
            return Move{from[size_t(i)], lowest(t)};
        }
        index -= n;
    }
    return Move{};
}

Position Position::start(const Layout &south, const Layout &north, int first)
{
    Position p;
    for (Square s = 0; s < kSquares; ++s) {
        if (south.at[s] != Kind::None)
            p.place(s, 0, south.at[s]);
        if (north.at[s] != Kind::None)
            p.place(s, 1, north.at[s]);
    }
    p.m_toMove = uint8_t(first);
    return p;
}

void Position::place(Square s, int owner, Kind kind)
{
    remove(s);
    m_kind[s] = kind;
    m_occupied[owner] |= bit(s);
    if (!isMobile(kind))
        m_immobile |= bit(s);
    if (kind == Kind::Kid)
        m_kids |= bit(s);
}

void Position::remove(Square s)
{
    m_occupied[0] &= ~bit(s);
    m_occupied[1] &= ~bit(s);
    m_immobile &= ~bit(s);
    m_kids &= ~bit(s);
}

int Position::ownerAt(Square s) const
{
    return (m_occupied[0] & bit(s)) ? 0 : ((m_occupied[1] & bit(s)) ? 1 : -1);
}

int Position::count(int seat, Kind kind) const
{
    int n = 0;
    for (Bits b = m_occupied[seat]; b; b &= b - 1)
        n += m_kind[lowest(b)] == kind;
    return n;
}

SPEAKEASY_HOT MoveSet Position::legalMoves() const
{
    MoveSet set;
    if (over())
        return set;
    const Bits own = m_occupied[m_toMove], opp = m_occupied[1 - m_toMove];
    for (Bits b = own & ~m_immobile; b; b &= b - 1) {
        const Square s = lowest(b);
        if (const Bits to = pieceTargets(s, m_kids & bit(s), own, opp)) {
            set.from[size_t(set.pieces)] = s;
            set.to[size_t(set.pieces)] = to;
            ++set.pieces;
            set.moves += countOf(to);
        }
    }
    return set;
}

Bits Position::targets(Square from) const
{
    const int owner = ownerAt(from);
    if (owner < 0 || (m_immobile & bit(from)))
        return 0;
    return pieceTargets(from, m_kids & bit(from), m_occupied[owner], m_occupied[1 - owner]);
}

Bits Position::straightTargets(Square from) const
{
    const int owner = ownerAt(from);
    if (owner < 0 || (m_immobile & bit(from)))
        return 0;
    return pieceTargets(from, false, m_occupied[owner], m_occupied[1 - owner]);
}

bool Position::isLegal(Move m) const
{
    if (over() || m.from >= kSquares || m.to >= kSquares || ownerAt(m.from) != m_toMove)
        return false;
    return targets(m.from) & bit(m.to);
}

SPEAKEASY_HOT bool Position::hasLegalMove(int seat) const
{
    // Every run and Kid path starts with a step along a rail line to a point that is empty or
    // holds an opposing piece on a Rue, itself a legal step: steps alone decide.
    const Bits open = openTo(m_occupied[seat], m_occupied[1 - seat]);
    for (Bits b = m_occupied[seat] & ~m_immobile; b; b &= b - 1) {
        if (kBoard.adjacent[lowest(b)] & open)
            return true;
    }
    return false;
}

std::optional<Confrontation> Position::play(Move m)
{
    const int mover = m_toMove;
    const Kind attacker = m_kind[m.from];
    std::optional<Confrontation> met;
    remove(m.from);
    if (m_occupied[1 - mover] & bit(m.to)) {
        met = Confrontation{attacker, m_kind[m.to], fight(attacker, m_kind[m.to])};
        if (met->outcome != Outcome::DefenderWins)
            remove(m.to);
        if (met->outcome == Outcome::AttackerWins || met->outcome == Outcome::SpeakeasyTaken)
            place(m.to, mover, attacker);
        m_quietPlies = 0; // SE5.3
    } else {
        place(m.to, mover, attacker);
        ++m_quietPlies;
    }
    m_toMove = uint8_t(1 - mover);
    judgeEnd(mover, met && met->outcome == Outcome::SpeakeasyTaken);
    return met;
}

void Position::judgeEnd(int mover, bool speakeasyTaken)
{
    if (speakeasyTaken) // SE6.1
        m_end = End{Status::Won, int8_t(mover), Reason::Speakeasy};
    else if (!hasLegalMove(1 - mover)) // SE6.2, judged for the side to move only (SE6.5)
        m_end = hasLegalMove(mover) ? End{Status::Won, int8_t(mover), Reason::NoLegalMove}
                                    : End{Status::Drawn, -1, Reason::NoLegalMoveBoth};
    else if (m_quietPlies >= kQuietPlyLimit) // SE6.3
        m_end = End{Status::Drawn, -1, Reason::QuietPlies};
}

void Position::resign(int seat)
{
    m_end = End{Status::Won, int8_t(1 - seat), Reason::Resign};
}

void Position::agreeDraw()
{
    m_end = End{Status::Drawn, -1, Reason::Agreement};
}

bool operator==(const Position &a, const Position &b)
{
    if (a.m_occupied != b.m_occupied || a.m_toMove != b.m_toMove ||
        a.m_quietPlies != b.m_quietPlies || a.m_end != b.m_end)
        return false;
    for (Bits o = a.occupied(); o; o &= o - 1) {
        if (a.m_kind[lowest(o)] != b.m_kind[lowest(o)])
            return false;
    }
    return true;
}

} // namespace speakeasy
