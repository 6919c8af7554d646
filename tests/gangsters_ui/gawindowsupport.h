// Shared by the offscreen tests of Gangsters in the window.
#pragma once

#include "controller.h"

#include "gangsters/city.h"
#include "gangsters/record.h"
#include "gangsters/session.h"

#include <QtTest>

namespace gangsters::test {

// A Setup of AI seats at these levels, as razzia-cli play --seats names them.
inline Session::Setup aiSetup(uint64_t seed, const QStringList &levels, Rules rules = {})
{
    Session::Setup setup;
    setup.seed = seed;
    setup.gangs = int(levels.size());
    setup.rules = rules;
    for (int s = 0; s < levels.size(); ++s)
        setup.seats.push_back(
            {QStringLiteral("Gang %1").arg(s + 1).toStdString(), "ai", levels[s].toStdString()});
    return setup;
}

inline std::string recordText(const GameRecord &record)
{
    return writeRecord(record).dump();
}

// A deterministic person: the option `pick` of every decision, modulo their count.
inline Choice pickFor(const Point &point, int pick)
{
    return point.options[size_t(pick % point.size)];
}

// An option of a Move whose square no other option reaches: a click there is unambiguous;
// -1 if there is none.
inline int uniqueDestination(const Point &p)
{
    for (int i = 0; i < p.size; ++i) {
        int same = 0;
        for (int j = 0; j < p.size; ++j)
            same += p.options[j].to == p.options[i].to ? 1 : 0;
        if (same == 1 && city().isStreet(p.options[i].to))
            return i;
    }
    return -1;
}

} // namespace gangsters::test
