// Every engine enum a player reads, mapped to translated words in one place: piece names, fight
// results with the SE5.1 row that decided them, SE6 ends and SE3 set-up faults. The sentences
// carry no rule number (issue 25: "(SE5.1)" means nothing to a player); the numbers go to
// tooltips and the rules window, through rule().
#pragma once

#include "speakeasy/position.h"
#include "speakeasy/seatview.h"

#include <QCoreApplication>
#include <QString>

namespace speakeasy::ui {

class Names
{
    Q_DECLARE_TR_FUNCTIONS(speakeasy::ui::Names)

public:
    // "le boss" / "the Boss": the name printed on the piece's face.
    static QString piece(Kind kind);
    // The name alone, as printed on a token ("Crooked Cop" / "Flic corrompu").
    static QString title(Kind kind);
    // The value on the face ("8"), or the special's mark ("K", "B", "FBI", "SE").
    static QString mark(Kind kind);
    static QString seat(int seat); // "South" / "North"
    // A player as the table and the replay name them: "Karine (South)", or the side alone when
    // the name is empty or the side's own (two people who gave no names); the default "Player 1"
    // in the language in use.
    static QString player(const QString &name, int seat);
    // The name a person gets who typed none: their side's when two people share the screen,
    // else the login's (shell::defaultHumanName()).
    static QString defaultPerson(int seat, bool twoPeople);
    static QString barSign(); // written over each Bar point
    // A formation of the library (formations.h) by its id; its number for one not named here.
    static QString formation(std::string_view id, int number);
    static QString square(Square s);
    // SE5.1: what happened and the row that decided it, e.g. "FBI: both pieces leave".
    static QString outcome(const Confrontation &fight);
    // SE6: why the game ended, from the winner's point of view when there is one.
    static QString end(const End &end);
    // A hint for the seat of `view`: the move in words and what it does, from that view only
    // (the piece moved is the seat's own; an attacked piece is named only when revealed).
    static QString hint(const SeatView &view, Move move);
    // SE6.4: `seat` offers a draw, or declines the other side's offer.
    static QString draw(int seat, bool declined);
    // SE3: the engine's one-line layout fault (layoutError) as a sentence for the player
    // setting up, or empty when the layout is valid. `missing` counts pieces still in the tray.
    static QString layoutFault(const std::string &engineError, int missing);
    // The engine's refusal of a move the player dropped (Refusal::IllegalMove, SE4).
    static QString refusedMove(Square from, Square to);
    // "Rule SE5.1": a rule number for a tooltip, pointing into the rules window.
    static QString rule(std::string_view number);
    // The rule numbers behind an end and behind a set-up fault.
    static std::string_view endRule(const End &end);
    static std::string_view layoutRule(const std::string &engineError, int missing);
};

} // namespace speakeasy::ui
