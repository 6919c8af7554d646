#include "names.h"

#include "levelnames.h"

#include <array>

namespace speakeasy::ui {

QString Names::piece(Kind kind)
{
    switch (kind) {
    case Kind::Speakeasy:
        return tr("the Speakeasy");
    case Kind::Boss:
        return tr("the Boss");
    case Kind::Heir:
        return tr("the Heir");
    case Kind::Car:
        return tr("the Car");
    case Kind::Accountant:
        return tr("the Accountant");
    case Kind::CrookedCop:
        return tr("the Crooked Cop");
    case Kind::MachineGunner:
        return tr("the Machine Gunner");
    case Kind::Gunman:
        return tr("the Gunman");
    case Kind::Henchman:
        return tr("the Henchman");
    case Kind::Kid:
        return tr("the Kid");
    case Kind::Babe:
        return tr("the Babe");
    case Kind::Fbi:
        return tr("the FBI");
    case Kind::None:
        break;
    }
    return tr("a hidden piece");
}

QString Names::title(Kind kind)
{
    switch (kind) {
    case Kind::Speakeasy:
        return tr("Speakeasy", "token");
    case Kind::Boss:
        return tr("Boss", "token");
    case Kind::Heir:
        return tr("Heir", "token");
    case Kind::Car:
        return tr("Car", "token");
    case Kind::Accountant:
        return tr("Accountant", "token");
    case Kind::CrookedCop:
        return tr("Crooked Cop", "token");
    case Kind::MachineGunner:
        return tr("Machine Gunner", "token");
    case Kind::Gunman:
        return tr("Gunman", "token");
    case Kind::Henchman:
        return tr("Henchman", "token");
    case Kind::Kid:
        return tr("Kid", "token");
    case Kind::Babe:
        return tr("Babe", "token");
    case Kind::Fbi:
        return tr("FBI", "token");
    case Kind::None:
        break;
    }
    return {};
}

QString Names::mark(Kind kind)
{
    switch (kind) {
    case Kind::Speakeasy:
        return tr("SE", "mark of the Speakeasy piece");
    case Kind::Kid:
        return tr("K", "mark of the Kid piece");
    case Kind::Babe:
        return tr("B", "mark of the Babe piece");
    case Kind::Fbi:
        return tr("FBI", "mark of the FBI piece");
    case Kind::None:
        return QStringLiteral("?");
    default:
        return QString::number(kValue[size_t(kind)]);
    }
}

QString Names::barSign()
{
    return tr("BAR", "the sign over a Bar point of the board");
}

QString Names::seat(int seat)
{
    return seat == 0 ? tr("South") : tr("North");
}

QString Names::player(const QString &name, int seat)
{
    // The side's name saved in either language (a game of two people who gave none).
    if (name.isEmpty() ||
        shell::isDefaultName(name, "speakeasy::ui::Names", seat == 0 ? "South" : "North"))
        return Names::seat(seat);
    //: %1 a player's name, %2 their side (South/North)
    return tr("%1 (%2)").arg(shell::shownName(name), Names::seat(seat));
}

QString Names::defaultPerson(int seat, bool twoPeople)
{
    return twoPeople ? Names::seat(seat) : shell::defaultHumanName();
}

QString Names::formation(std::string_view id, int number)
{
    if (id == "left-bar")
        return tr("Speakeasy on the left Bar");
    if (id == "right-bar")
        return tr("Speakeasy on the right Bar");
    if (id == "decoy-bar")
        return tr("Decoy Bar");
    if (id == "centre-guard")
        return tr("Centre guard");
    return tr("Formation %1").arg(number);
}

QString Names::square(Square s)
{
    return QString::fromStdString(squareName(s));
}

QString Names::outcome(const Confrontation &fight)
{
    const Kind a = fight.attacker, d = fight.defender;
    if (d == Kind::Speakeasy)
        return tr("Speakeasy taken: the attacker wins the game.");
    if (a == Kind::Fbi || d == Kind::Fbi)
        return tr("FBI: both pieces leave.");
    if (d == Kind::Babe && a == Kind::Kid)
        return tr("The Kid sends the Babe away and takes her point.");
    if (d == Kind::Babe)
        return tr("Babe: both pieces leave.");
    if (a == Kind::Kid && d == Kind::Kid)
        return tr("Two Kids: both leave.");
    if (a == Kind::Kid)
        return tr("The Kid runs from any piece but a Babe: the defender stays.");
    if (d == Kind::Kid)
        return tr("The Kid runs: the attacker takes the point.");
    if (fight.outcome == Outcome::BothRemoved)
        return tr("Equal values: both pieces leave.");
    if (fight.outcome == Outcome::AttackerWins)
        return tr("The higher value wins: the attacker takes the point.");
    return tr("The higher value wins: the defender stays.");
}

QString Names::end(const End &end)
{
    const QString winner = end.winner >= 0 ? seat(end.winner) : QString();
    switch (end.reason) {
    case Reason::Speakeasy:
        return tr("%1 wins: the opposing Speakeasy was taken.").arg(winner);
    case Reason::NoLegalMove:
        return tr("%1 wins: the other side has no legal move.").arg(winner);
    case Reason::NoLegalMoveBoth:
        return tr("Draw: neither side can move.");
    case Reason::QuietPlies:
        return tr("Draw: %1 plies without a fight.").arg(kQuietPlyLimit);
    case Reason::Resign:
        return tr("%1 wins: the other side resigned.").arg(winner);
    case Reason::Agreement:
        return tr("Draw by agreement.");
    case Reason::None:
        break;
    }
    return QString();
}

QString Names::hint(const SeatView &view, Move move)
{
    const int seat = view.seat();
    const Kind mine = view.kindAt(move.from);
    const QString from = square(move.from), to = square(move.to), piece = title(mine);
    if (view.ownerAt(move.to) == 1 - seat) {
        if (const Kind defender = view.kindAt(move.to); defender != Kind::None) {
            // Revealed (D9): the fight's result is known before it is fought (SE5.1).
            const Confrontation fight{mine, defender, speakeasy::fight(mine, defender)};
            //: %1 and %2 points (c4, c7), %3 the player's piece as on its token ("Car"), %4
            //: the other side's revealed piece with its article, %5 the result, a sentence.
            return tr("Hint: %1 to %2 — your %3 attacks %4. %5")
                .arg(from, to, piece, Names::piece(defender), outcome(fight));
        }
        if ((kBoard.bars[size_t(1 - seat)] & bit(move.to)) && !(view.moved() & bit(move.to)))
            //: %1 and %2 points, %3 the player's piece as on its token ("Car").
            return tr("Hint: %1 to %2 — your %3 attacks a Bar, where the Speakeasy may stand")
                .arg(from, to, piece);
        //: %1 and %2 points, %3 the player's piece as on its token ("Car").
        return tr("Hint: %1 to %2 — your %3 attacks a hidden piece").arg(from, to, piece);
    }
    if (kBoard.camp & bit(move.to))
        //: %1 and %2 points, %3 the player's piece as on its token ("Car").
        return tr("Hint: %1 to %2 — your %3 goes into a Bâtiment, where it cannot be attacked")
            .arg(from, to, piece);
    const int ahead = rankOf(move.to) - rankOf(move.from);
    if (seat == 0 ? ahead > 0 : ahead < 0)
        //: %1 and %2 points, %3 the player's piece as on its token ("Car").
        return tr("Hint: %1 to %2 — your %3 moves towards the other side").arg(from, to, piece);
    //: %1 and %2 points, %3 the player's piece as on its token ("Car").
    return tr("Hint: %1 to %2 with your %3").arg(from, to, piece);
}

QString Names::draw(int seat, bool declined)
{
    //: %1 the side (South/North)
    return declined ? tr("%1 declines the draw.").arg(Names::seat(seat))
                    //: %1 the side (South/North)
                    : tr("%1 offers a draw.").arg(Names::seat(seat));
}

QString Names::layoutFault(const std::string &engineError, int missing)
{
    if (engineError.empty())
        return QString();
    const QString error = QString::fromStdString(engineError);
    // The engine names the point first ("b3: ..."); the rule number says which sentence.
    const QString where = error.section(QLatin1Char(':'), 0, 0);
    if (error.contains(QStringLiteral("(SE3.3)")))
        return tr("%1: the Speakeasy goes on one of your two Bars").arg(where);
    if (error.contains(QStringLiteral("(SE3.4)")))
        return tr("%1: a Babe goes on one of your two back ranks").arg(where);
    if (error.contains(QStringLiteral("Batiment")))
        return tr("%1: the Bâtiments (houses and hotels) stay empty at set-up").arg(where);
    if (error.contains(QStringLiteral("side (SE3.2)")))
        return tr("%1: not on your side of the board; your pieces stand on your own points")
            .arg(where);
    if (missing > 0)
        return tr("Place every piece: %n still in the tray", nullptr, missing);
    return tr("%1: every point of your side holds one piece").arg(where);
}

QString Names::refusedMove(Square from, Square to)
{
    //: A piece dropped where it may not go: %1 and %2 points such as c5.
    return tr("%1 to %2 is not a legal move (SE4): the lit points are where this piece may go.")
        .arg(QString::fromStdString(squareName(from)), QString::fromStdString(squareName(to)));
}

QString Names::rule(std::string_view number)
{
    //: %1 a rule number of the rules window, such as SE5.1
    return tr("Rule %1").arg(QString::fromLatin1(number.data(), qsizetype(number.size())));
}

std::string_view Names::endRule(const End &end)
{
    switch (end.reason) {
    case Reason::Speakeasy:
        return "SE6.1";
    case Reason::NoLegalMove:
    case Reason::NoLegalMoveBoth:
        return "SE6.2";
    case Reason::QuietPlies:
        return "SE6.3";
    case Reason::Resign:
    case Reason::Agreement:
        return "SE6.4";
    case Reason::None:
        break;
    }
    return "SE6";
}

std::string_view Names::layoutRule(const std::string &engineError, int missing)
{
    if (engineError.find("(SE3.3)") != std::string::npos)
        return "SE3.3";
    if (engineError.find("(SE3.4)") != std::string::npos)
        return "SE3.4";
    Q_UNUSED(missing);
    return "SE3.2";
}

} // namespace speakeasy::ui
