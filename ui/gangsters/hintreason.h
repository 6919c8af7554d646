// The hint's reason (engine/gangsters/ai/reason.h, a value) in the language in use.
#pragma once

#include "gangsters/ai/reason.h"
#include "gangsters/decision.h"

#include <QCoreApplication>
#include <QString>

namespace gangsters::ui {

class HintReason
{
    Q_DECLARE_TR_FUNCTIONS(gangsters::ui::HintReason)

public:
    static QString text(const ai::Reason &reason);
    // The reason for `option` of a `type` point, once the window has worded the option: a first
    // part that says it again ("goes to O5.3" after "go to O5.3", "the vamp first" after "move
    // the vamp") is left out.
    static QString text(ai::Reason reason, DecisionType type, const Choice &option);
    static QString text(const ai::ReasonPart &part);
};

} // namespace gangsters::ui
