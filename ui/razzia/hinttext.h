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
    // "Play Police 4 on the Jazz House: you would win all of its $50,000 about 4 times in 10
    // (43%)."
    static QString line(const ai::Hint &hint);
    // A chance as a newcomer reads it: "about 4 times in 10".
    static QString often(int percent);
};

} // namespace razzia::ui
