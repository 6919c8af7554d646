// A hint (engine/razzia/ai/hint.h) in the player's words, one line: what to do, and why.
#pragma once

#include "razzia/ai/hint.h"

#include <QCoreApplication>
#include <QString>

namespace razzia::ui {

class HintText
{
    Q_DECLARE_TR_FUNCTIONS(razzia::ui::HintText)

public:
    // "Play Gambler 5 (Jungle). Jungle: about 60% to take $40,000 alone."
    static QString line(const ai::Hint &hint);
};

} // namespace razzia::ui
