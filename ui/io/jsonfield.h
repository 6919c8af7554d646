// Reading a JSON document field by field, each value carrying its path ("rounds[3].plays[1]")
// so that every error names the field it is about (R7).
#pragma once

#include <QJsonValue>
#include <QString>

#include <cstdint>
#include <string>
#include <vector>

class QByteArray;

namespace razzia::io {

// Thrown by Field on the first problem and caught where parsing starts: the documents are
// small, and one message for the first problem is what R7 asks for.
struct FieldError
{
    QString message; // "path: what is wrong"
};

class Field
{
public:
    // No array of R7 comes near it (a game has at most 15 rounds, 84 bills, a few dice per duel);
    // a file that claims more is damaged, and refusing it keeps memory in proportion.
    static constexpr int kMaxItems = 1000;

    // The top-level object of `json`; throws "JSON: …" when it is not a JSON object.
    static Field document(const QByteArray &json);

    Field(const QJsonValue &value, QString path);

    const QString &path() const { return m_path; }
    bool present() const { return !m_value.isUndefined(); }
    bool isNull() const { return m_value.isNull(); }

    // Throws "expected <expected>" unless this is an object.
    void requireObject(const QString &expected) const;
    // An object member (undefined when absent); throws unless this is an object.
    Field member(const QString &key) const;
    // The members of an object, sorted by key, never more than kMaxItems; `expected` describes
    // the object.
    std::vector<std::pair<QString, Field>> members(const QString &expected) const;
    // The items of an array, exactly `size` of them unless size < 0, and never more than
    // kMaxItems: the count is checked before any item is walked. `expected` describes the array,
    // e.g. "an array of 4 cards".
    std::vector<Field> items(const QString &expected, int size = -1) const;

    // An integer in [lo, hi]; the message says "expected an integer lo..hi", or just "an
    // integer" for the whole int32 range.
    int32_t integer(int32_t lo = INT32_MIN, int32_t hi = INT32_MAX) const;
    std::vector<int32_t> integers(const QString &expected, int size = -1) const;
    QString string(const QString &expected = QStringLiteral("a string")) const;
    // Throws unless this is the string `text`, as a format tag must be.
    void requireString(const QString &text) const;
    bool boolean() const;

    [[noreturn]] void fail(const QString &what) const;
    // Fails with "missing, expected …" or "expected …" as the value is absent or wrong.
    [[noreturn]] void expected(const QString &what) const;

private:
    QJsonValue m_value;
    QString m_path;
};

} // namespace razzia::io
