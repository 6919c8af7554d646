#include "commands.h"

#include <QCommandLineParser>

namespace razzia::cli {

bool readMatchup(const QCommandLineParser &parser, const QStringList &known, Matchup &matchup)
{
    const auto fail = [](const QString &message) {
        printError(QStringLiteral("razzia-cli tournament: ") + message);
        return false;
    };
    const QString knownText = known.join(QStringLiteral(", "));
    for (const char *role : {"candidate", "field"}) {
        const QString level = parser.value(QLatin1String(role));
        if (level.isEmpty())
            return fail(QStringLiteral("--%1: missing (known levels: %2)")
                            .arg(QLatin1String(role), knownText));
        if (!known.contains(level))
            return fail(QStringLiteral("--%1: unknown level \"%2\" (known: %3)")
                            .arg(QLatin1String(role), level, knownText));
        (role[0] == 'c' ? matchup.candidate : matchup.field) = level.toStdString();
    }
    bool ok = false;
    matchup.games = parser.value(QStringLiteral("games")).toInt(&ok);
    if (!ok || matchup.games < 1)
        return fail(QStringLiteral("--games: expected a positive integer"));
    matchup.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        return fail(QStringLiteral("--seed: expected an integer 0..18446744073709551615"));
    return true;
}

QString percent(double share)
{
    return QStringLiteral("%1%").arg(share * 100, 0, 'f', 2);
}

// Three significant digits; a random seat decides in tens of nanoseconds, which reads better
// in microseconds.
QString decisionTime(double ms)
{
    if (ms >= 0.1)
        return QString::number(ms, 'g', 3) + QStringLiteral(" ms");
    return QString::number(ms * 1000, 'g', 3) + QStringLiteral(" µs");
}

} // namespace razzia::cli
