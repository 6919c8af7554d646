#include "jsonfield.h"

#include "escape.h"
#include "strictjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <utility>

namespace razzia::io {

namespace {

// A member's path: "bars.jazz", or bars["\u001b[2J"] for a key that is not a plain word, so
// that a path is one line whatever the file holds.
QString memberPath(const QString &path, const QString &key)
{
    const bool plain = !key.isEmpty() && std::all_of(key.begin(), key.end(), [](QChar c) {
        return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
               (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
               (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('_') ||
               c == QLatin1Char('-');
    });
    if (!plain)
        return path + QLatin1Char('[') + quoted(key) + QLatin1Char(']');
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

} // namespace

Field Field::document(const QByteArray &json)
{
    if (QString strict; !checkStrictJson(json, strict))
        throw FieldError{strict};
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        throw FieldError{QStringLiteral("JSON: %1 at offset %2")
                             .arg(parseError.errorString())
                             .arg(parseError.offset)};
    }
    if (!doc.isObject())
        throw FieldError{QStringLiteral("JSON: expected an object at the top level")};
    return Field(doc.object(), QString());
}

Field::Field(const QJsonValue &value, QString path) : m_value(value), m_path(std::move(path)) {}

void Field::requireObject(const QString &expected) const
{
    if (!m_value.isObject())
        this->expected(expected);
}

Field Field::member(const QString &key) const
{
    requireObject(QStringLiteral("an object"));
    return Field(m_value.toObject().value(key), memberPath(m_path, key));
}

std::vector<std::pair<QString, Field>> Field::members(const QString &expected) const
{
    requireObject(expected);
    const QJsonObject object = m_value.toObject();
    if (object.size() > kMaxItems)
        fail(QStringLiteral("%1 members, more than any game holds (at most %2); expected %3")
                 .arg(object.size())
                 .arg(kMaxItems)
                 .arg(expected));
    std::vector<std::pair<QString, Field>> out;
    out.reserve(size_t(object.size()));
    for (auto it = object.begin(); it != object.end(); ++it)
        out.emplace_back(it.key(), Field(it.value(), memberPath(m_path, it.key())));
    return out;
}

std::vector<Field> Field::items(const QString &expected, int size) const
{
    if (!m_value.isArray())
        this->expected(expected);
    const QJsonArray array = m_value.toArray();
    if (size >= 0 && array.size() != size)
        this->expected(expected);
    if (array.size() > kMaxItems)
        fail(QStringLiteral("%1 items, more than any game holds (at most %2); expected %3")
                 .arg(array.size())
                 .arg(kMaxItems)
                 .arg(expected));
    std::vector<Field> out;
    out.reserve(size_t(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i)
        out.emplace_back(array.at(i), m_path + QStringLiteral("[%1]").arg(i));
    return out;
}

int32_t Field::integer(int32_t lo, int32_t hi) const
{
    // JSON numbers are doubles; an integer is one without a fraction, within range.
    const double d = m_value.toDouble(NAN);
    if (!m_value.isDouble() || d != std::floor(d) || d < lo || d > hi) {
        if (lo == INT32_MIN && hi == INT32_MAX)
            expected(QStringLiteral("an integer"));
        expected(QStringLiteral("an integer %1..%2").arg(lo).arg(hi));
    }
    return int32_t(d);
}

std::vector<int32_t> Field::integers(const QString &expected, int size) const
{
    std::vector<int32_t> out;
    for (const Field &item : items(expected, size))
        out.push_back(item.integer());
    return out;
}

QString Field::string(const QString &expected) const
{
    if (!m_value.isString())
        this->expected(expected);
    return m_value.toString();
}

void Field::requireString(const QString &text) const
{
    const QString quoted = QLatin1Char('"') + text + QLatin1Char('"');
    if (string(quoted) != text)
        expected(quoted);
}

bool Field::boolean() const
{
    if (!m_value.isBool())
        expected(QStringLiteral("true or false"));
    return m_value.toBool();
}

void Field::fail(const QString &what) const
{
    throw FieldError{m_path.isEmpty() ? what : m_path + QStringLiteral(": ") + what};
}

void Field::expected(const QString &what) const
{
    fail((present() ? QStringLiteral("expected ") : QStringLiteral("missing, expected ")) + what);
}

} // namespace razzia::io
