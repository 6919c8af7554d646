// The hint's reason (engine/gangsters/ai/reason.h, a value) in the language in use.
#pragma once

#include "gangsters/ai/reason.h"

#include <QCoreApplication>
#include <QString>

namespace gangsters::ui {

class HintReason
{
    Q_DECLARE_TR_FUNCTIONS(gangsters::ui::HintReason)

public:
    static QString text(const ai::Reason &reason);
    static QString text(const ai::ReasonPart &part);
};

} // namespace gangsters::ui
