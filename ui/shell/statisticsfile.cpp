#include "statisticsfile.h"

#include "levelnames.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <limits>

namespace shell::StatisticsFile {

namespace {

const QString kFormat = QStringLiteral("razzia-stats/2");
// Before each game defined its score: "money" for the score, and "game" optional.
const QString kFormatBeforeScores = QStringLiteral("razzia-stats/1");
// What an entry of razzia-stats/1 without a "game" counted: the games of the only game there
// was when the field came in. A fact of that format, not a preference among the games.
const QString kGameBeforeGames = QStringLiteral("razzia");
// JSON has doubles only; 2^53 keeps every integer exact.
constexpr double kLargest = 9007199254740992.0;

// Not a QObject; the messages keep the context they always had.
class StatisticsText
{
    Q_DECLARE_TR_FUNCTIONS(shell::Statistics)
};

// A JSON number that is a whole number from `min` to 2^53.
bool wholeNumber(const QJsonValue &value, double min, qint64 &out)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < min || d > kLargest)
        return false;
    out = qint64(d);
    return true;
}

QString foundText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 17);
    case QJsonValue::String:
        return QLatin1Char('"') + value.toString() + QLatin1Char('"');
    case QJsonValue::Array:
        return StatisticsText::tr("a list");
    case QJsonValue::Object:
        return StatisticsText::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return StatisticsText::tr("nothing");
}

} // namespace

bool read(const QByteArray &bytes, QList<Statistics::Entry> &entries, QString &what)
{
    const auto fail = [&](const QString &why) {
        what = why;
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(StatisticsText::tr("it is not valid JSON (%1 at byte %2).")
                        .arg(parseError.errorString())
                        .arg(parseError.offset));
    if (!doc.isObject())
        return fail(StatisticsText::tr("expected a JSON object at the top."));
    const QJsonObject root = doc.object();
    const QJsonValue format = root.value(QStringLiteral("format"));
    const bool beforeScores = format.toString() == kFormatBeforeScores;
    if (format.toString() != kFormat && !beforeScores)
        return fail(StatisticsText::tr("format: expected \"%1\", found %2.")
                        .arg(kFormat, foundText(format)));
    const QJsonValue players = root.value(QStringLiteral("players"));
    if (!players.isArray())
        return fail(
            StatisticsText::tr("players: expected a list, found %1.").arg(foundText(players)));

    entries.clear();
    const QJsonArray list = players.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString field = QStringLiteral("players[%1]").arg(i);
        if (!list[i].isObject())
            return fail(StatisticsText::tr("%1: expected an object, found %2.")
                            .arg(field, foundText(list[i])));
        const QJsonObject o = list[i].toObject();
        Statistics::Entry entry;
        if (beforeScores && !o.contains(QStringLiteral("game"))) {
            entry.game = kGameBeforeGames;
        } else {
            const QJsonValue game = o.value(QStringLiteral("game"));
            entry.game = game.toString();
            if (!game.isString() || entry.game.isEmpty())
                return fail(StatisticsText::tr("%1.game: expected a game's name, found %2.")
                                .arg(field, foundText(game)));
        }
        const QJsonValue name = o.value(QStringLiteral("name"));
        const QJsonValue level = o.value(QStringLiteral("level"));
        if (o.contains(QStringLiteral("level"))) {
            // A computer player: its level, and no name.
            entry.level = level.toString();
            if (!level.isString() || !levelIds().contains(entry.level))
                return fail(
                    StatisticsText::tr("%1.level: expected one of %2, found %3.")
                        .arg(field, levelIds().join(QStringLiteral(", ")), foundText(level)));
            if (o.contains(QStringLiteral("name")))
                return fail(StatisticsText::tr("%1: a computer player has a level, not a name.")
                                .arg(field));
            if (Statistics::find(entries, entry.game, QString(), entry.level) >= 0)
                return fail(StatisticsText::tr("%1.level: \"%2\" is listed twice.")
                                .arg(field, entry.level));
        } else {
            entry.name = name.toString().trimmed();
            if (!name.isString() || entry.name.isEmpty())
                return fail(StatisticsText::tr("%1.name: expected a player's name, found %2.")
                                .arg(field, foundText(name)));
            if (Statistics::find(entries, entry.game, entry.name, QString()) >= 0)
                return fail(
                    StatisticsText::tr("%1.name: \"%2\" is listed twice.").arg(field, entry.name));
        }
        qint64 games = 0, wins = 0, score = 0;
        const QJsonValue g = o.value(QStringLiteral("games"));
        if (!wholeNumber(g, 0, games) || games > std::numeric_limits<int>::max())
            return fail(StatisticsText::tr("%1.games: expected a whole number, 0 or more, "
                                           "found %2.")
                            .arg(field, foundText(g)));
        const QJsonValue w = o.value(QStringLiteral("wins"));
        if (!wholeNumber(w, 0, wins) || wins > games)
            return fail(StatisticsText::tr("%1.wins: expected a whole number from 0 to the "
                                           "games played (%2), found %3.")
                            .arg(field)
                            .arg(games)
                            .arg(foundText(w)));
        if (beforeScores) {
            // razzia-stats/1 kept dollars, never negative, and 0 for a game without a score.
            const QJsonValue m = o.value(QStringLiteral("money"));
            if (!wholeNumber(m, 0, score))
                return fail(StatisticsText::tr("%1.money: expected a whole number of dollars, "
                                               "0 or more, found %2.")
                                .arg(field, foundText(m)));
        } else {
            // Each game's own score: a whole number, of either sign.
            const QJsonValue s = o.value(QStringLiteral("score"));
            if (!wholeNumber(s, -kLargest, score))
                return fail(StatisticsText::tr("%1.score: expected a whole number, found %2.")
                                .arg(field, foundText(s)));
        }
        entry.games = int(games);
        entry.wins = int(wins);
        entry.totalScore = score;
        entries.append(entry);
    }
    return true;
}

QByteArray write(const QList<Statistics::Entry> &entries)
{
    QJsonArray players;
    for (const Statistics::Entry &e : entries) {
        QJsonObject o{{QStringLiteral("game"), e.game},
                      {QStringLiteral("games"), e.games},
                      {QStringLiteral("wins"), e.wins},
                      {QStringLiteral("score"), double(e.totalScore)}};
        if (e.isComputer())
            o.insert(QStringLiteral("level"), e.level);
        else
            o.insert(QStringLiteral("name"), e.name);
        players.append(o);
    }
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("players"), players}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace shell::StatisticsFile
