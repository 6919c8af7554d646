// Shorthands for the Speak Easy tests: positions written as "a1:0:babe b1:0:speakeasy ...",
// names for engine values in QCOMPARE failures, and the public opening layouts (SE8.6).
#pragma once

#include "speakeasy/layout.h"
#include "speakeasy/position.h"

#include <QString>
#include <QStringList>
#include <QtTest>

namespace speakeasy {

inline char *toString(Kind kind)
{
    return qstrdup(kind == Kind::None ? "none" : std::string(kindId(kind)).c_str());
}
inline char *toString(Outcome outcome)
{
    return qstrdup(std::string(outcomeId(outcome)).c_str());
}
inline char *toString(Reason reason)
{
    return qstrdup(std::string(reasonId(reason)).c_str());
}
inline char *toString(Status status)
{
    return qstrdup(std::string(statusId(status)).c_str());
}
inline char *toString(Move move)
{
    return qstrdup(moveName(move).c_str());
}

namespace test {

inline Square sq(const char *name)
{
    return *squareFromName(name);
}
inline Move mv(const char *name)
{
    return *moveFromName(name);
}

// "a1:0:babe b1:0:speakeasy ..." -> the position, `toMove` to move after `quiet` quiet plies.
inline Position positionOf(const QString &pieces, int toMove = 0, int quiet = 0)
{
    Position p;
    for (const QString &piece : pieces.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList parts = piece.split(QLatin1Char(':'));
        const auto s = squareFromName(parts.at(0).toStdString());
        const auto k = kindFromId(parts.at(2).toStdString());
        if (parts.size() != 3 || !s || !k)
            qFatal("bad piece %s", qPrintable(piece));
        p.place(*s, parts.at(1).toInt(), *k);
    }
    p.setToMove(toMove);
    p.setQuietPlies(quiet);
    return p;
}

// The South layout of the public opening position (SE8.6); North's is mirrored().
inline Layout openingSouth()
{
    static const char *const pieces[] = {
        "a1", "babe",        "b1", "speakeasy",   "c1", "babe",   "d1", "gunman",
        "e1", "henchman",    "a2", "kid",         "b2", "babe",   "c2", "accountant",
        "d2", "henchman",    "e2", "kid",         "a3", "car",    "c3", "machine_gunner",
        "e3", "crooked_cop", "a4", "gunman",      "b4", "boss",   "d4", "heir",
        "e4", "car",         "a5", "fbi",         "c5", "gunman", "e5", "accountant",
        "a6", "henchman",    "b6", "crooked_cop", "c6", "kid",    "d6", "machine_gunner",
        "e6", "fbi"};
    Layout layout;
    for (size_t i = 0; i < std::size(pieces); i += 2)
        layout.at[sq(pieces[i])] = *kindFromId(pieces[i + 1]);
    return layout;
}

inline Position opening()
{
    return Position::start(openingSouth(), mirrored(openingSouth()), 0);
}

} // namespace test
} // namespace speakeasy
