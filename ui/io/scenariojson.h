// razzia-round/1 scenarios and razzia-round-result/1 results as JSON (R7.2).
#pragma once

#include "razzia/scenario.h"

#include <QByteArray>
#include <QString>

namespace razzia::io {

// Parses a razzia-round/1 document into `out`. Structural problems (not JSON, wrong format
// tag, a missing field, a wrong type, an unknown bar id or card kind) return false with
// `error` naming the field; rule checks are resolveScenario's.
bool parseScenario(const QByteArray &json, RoundScenario &out, QString &error);

// The razzia-round-result/1 object for `result` (bars in play only, bills ascending).
QByteArray resultToJson(const RoundResult &result, int players);

// Exactly what `razzia-cli resolve FILE` does: status 0 with the result JSON in `out`, or
// status 2 with one line in `error` (naming the field) and `out` empty.
struct ResolveOutput
{
    int status = 0;
    QByteArray out;
    QString error;
};
ResolveOutput resolveFile(const QString &path);

} // namespace razzia::io
