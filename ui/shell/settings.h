// The player's settings as every game receives them (GameModule::applySettings): a typed value,
// so that no game reads the shell's own keys, and the one place those keys are read and
// written.
#pragma once

#include "pace.h"

#include <QString>

namespace shell {

struct Settings
{
    Speed speed = Speed::Normal;
    AiPace aiPace = AiPace::Normal;
    // Stop until the player continues (issue 13): at the end of a round, and at each step
    // that concerns the player (their card, their bar, their proposal, their duel). False:
    // everything flows at the speed set.
    bool waitForMe = true;
    // With waitForMe, stop at the others' business too (a share or a duel the player has no
    // part in). Off by default: a three-way bar of others took five clicks (issue 25).
    bool waitForOthers = false;
    // Patterns beside the colours, for those who cannot tell them apart.
    bool colourBlind = false;

    // As last saved (QSettings), the defaults for what was never set.
    static Settings load();
    void save() const;
};

// What the network dialogs remember between runs (issue 24), apart from what the games
// receive: the name the person last sat down under at a network table, hosting or joining,
// and the table last joined by its address.
struct TableSettings
{
    QString name; // empty: never given (the dialogs then offer defaultHumanName())
    QString game; // the game of the last join by address
    QString address;
    int port = 50000;

    static TableSettings load();
    void save() const;
};

} // namespace shell
