// The player's settings as every game receives them (GameModule::applySettings): a typed value,
// so that no game reads the shell's own keys, and the one place those keys are read and
// written.
#pragma once

#include "pace.h"

namespace razzia::ui {

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

} // namespace razzia::ui
