// Tags a player puts on the other side's hidden pieces ("I think this is the Boss", issue 25),
// as Stratego and Junqi players note their guesses. A tag is the player's own knowledge: it is
// shown only to the seat that made it (never behind the curtain, never to the other player in
// hot-seat), it follows its piece as it moves, and it goes when the piece leaves the board or
// turns face up. Nothing here is a rule: a tag changes nothing in the game.
#pragma once

#include "speakeasy/game.h"

#include <QString>

#include <array>
#include <map>

namespace speakeasy::ui {

struct TablePicture;

class EnemyTags
{
public:
    using Tags = std::map<Square, Kind>;

    const Tags &of(int seat) const { return m_tags[size_t(seat)]; }
    Kind at(int seat, Square s) const;
    // Kind::None removes the tag.
    void set(int seat, Square s, Kind kind);
    void clear() { m_tags = {}; }

    // After `mover` played `move`: a tag goes with its piece to `to` when that piece stands
    // there, and is dropped for a piece the move removed. `after` is any seat's picture once
    // the move is made (who stands where is public, SE7).
    void follow(Move move, int mover, const TablePicture &after);
    // Drops the tags of pieces whose face `seat` now knows, or that are gone.
    void prune(int seat, const TablePicture &seen);

    // "0:a7=boss;1:c5=kid", one line; `fromText` ignores what it cannot read. (Continue takes
    // the tags from the save, which holds them sealed: GameRecord::tags.)
    QString toText() const;
    static EnemyTags fromText(const QString &text);

private:
    std::array<Tags, kSeats> m_tags;
};

} // namespace speakeasy::ui
