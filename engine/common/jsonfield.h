// Reading a JSON document field by field, each value carrying its path ("rounds[3].plays[1]")
// so that every refusal names the field it is about (R7, SE8).
#pragma once

#include "json.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace common::json {

// Thrown by Field on the first problem and caught where parsing starts: the documents are
// small, and one message for the first problem is what the formats ask for.
struct FieldError
{
    std::string message; // "path: what is wrong", one line
};

class Field
{
public:
    // The document's top level; `value` must outlive every Field taken from it.
    explicit Field(const Value &value) : m_value(&value) {}
    // A value at `path`; `value` is null when the member is absent.
    Field(const Value *value, std::string path) : m_value(value), m_path(std::move(path)) {}

    const std::string &path() const { return m_path; }
    bool present() const { return m_value != nullptr; }
    bool isNull() const { return m_value && m_value->is_null(); }

    // Throws "expected <expected>" unless this is an object.
    void requireObject(const std::string &expected) const;
    // An object member (absent when missing); throws unless this is an object.
    Field member(const std::string &key) const;
    // The members of an object, sorted by name; `expected` describes the object. The parser
    // has refused any object of more than kMaxItems members.
    std::vector<std::pair<std::string, Field>> members(const std::string &expected) const;
    // The items of an array, exactly `size` of them unless size < 0. `expected` describes the
    // array, e.g. "an array of 4 cards".
    std::vector<Field> items(const std::string &expected, int size = -1) const;

    // An integer in [lo, hi]; the message says "expected an integer lo..hi", or just "an
    // integer" for the whole int32 range.
    int32_t integer(int32_t lo = INT32_MIN, int32_t hi = INT32_MAX) const;
    std::vector<int32_t> integers(const std::string &expected, int size = -1) const;
    // The string exactly as written, after its escapes.
    const std::string &string(const std::string &expected = "a string") const;
    // Throws unless this is the string `text`, as a format tag must be.
    void requireString(const std::string &text) const;
    bool boolean() const;

    [[noreturn]] void fail(const std::string &what) const;
    // Fails with "missing, expected …" or "expected …" as the value is absent or wrong.
    [[noreturn]] void expected(const std::string &what) const;

private:
    const Value *m_value;
    std::string m_path;
};

} // namespace common::json
