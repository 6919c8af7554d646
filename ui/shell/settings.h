// The player's settings as every game receives them (GameModule::applySettings): a typed value,
// so that no game reads the shell's own keys, and the one place those keys are read and
// written.
#pragma once

#include "pace.h"

namespace shell {

struct Settings
{
    Speed speed = Speed::Normal;
    AiPace aiPace = AiPace::Normal;
    // Stop after each round and each duel until the player continues (issue 13).
    bool waitForMe = true;
    // Patterns beside the colours, for those who cannot tell them apart.
    bool colourBlind = false;

    // As last saved (QSettings), the defaults for what was never set.
    static Settings load();
    void save() const;
};

} // namespace shell

// Razzia's table and Speak Easy's files were written when the shell shared Razzia's namespace,
// and still name the shell from there; until they say shell::, its names are declared there too.
namespace razzia::ui {
using shell::Settings;
} // namespace razzia::ui
